// Text from untrusted files is escaped and shortened before it reaches an error message.
#include <doctest/doctest.h>

#include "core/io/load_error.h"
#include "core/io/message_text.h"
#include "core/io/scenario_io.h"
#include "io_test_support.h"

using namespace hfg;

TEST_CASE("quoteForMessage escapes control characters and quotes, and cuts long text") {
  CHECK(io::quoteForMessage("light_cavalry") == "\"light_cavalry\"");
  CHECK(io::quoteForMessage("a\nb\tc") == "\"a\\nb\\tc\"");
  CHECK(io::quoteForMessage("\x1b[31mred") == "\"\\x1b[31mred\"");
  CHECK(io::quoteForMessage("say \"hi\"") == "\"say \\\"hi\\\"\"");
  CHECK(io::quoteForMessage(std::string(200, 'x')) == "\"" + std::string(80, 'x') + "...\"");
  // A cut never splits a UTF-8 character: "ä" is two bytes, the cut falls between them.
  CHECK(io::quoteForMessage(std::string(79, 'x') + "\xC3\xA4" + "yz") ==
        "\"" + std::string(79, 'x') + "...\"");
}

TEST_CASE("an unknown key with terminal escapes is shown escaped") {
  test::ScratchFolder folder("escaped_key");
  std::string text = test::readText(test::fixture("good/saale/map.json"));
  text.replace(text.find("\"good_road\""), 11, "\"\\u001b[2J" + std::string(500, 'r') + "\"");
  test::writeText(folder / "map.json", text);
  try {
    loadMap(folder / "map.json");
    FAIL("loaded");
  } catch (const LoadError& e) {
    const std::string message = e.what();
    CHECK(message.find('\x1b') == std::string::npos);
    CHECK(message.find("unknown link kind \"\\x1b[2Jrrr") != std::string::npos);
    CHECK(message.size() < 400);
  }
}

TEST_CASE("paths with control characters are refused") {
  test::ScratchFolder folder("control_path");
  std::filesystem::copy(test::fixture("good/saale"), folder.path(),
                        std::filesystem::copy_options::recursive);
  std::string text = test::readText(folder / "scenario.json");
  text.replace(text.find("\"map.json\""), 10, "\"ma\\u0007p.json\"");
  test::writeText(folder / "scenario.json", text);
  try {
    loadScenario(folder / "scenario.json");
    FAIL("loaded");
  } catch (const LoadError& e) {
    CHECK(e.field() == "map_file");
    CHECK(e.problem() == "control character in the path \"ma\\x07p.json\"");
  }
}
