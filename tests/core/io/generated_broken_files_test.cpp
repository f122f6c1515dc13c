// Broken inputs made at run time: oversized, symbolic links, FIFOs, corrupt binary, odd bytes.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <functional>
#include <string>

#include "core/io/atomic_file.h"
#include "core/io/campaign_io.h"
#include "core/io/document_io.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "io_test_support.h"

using namespace hfg;

namespace {

/// A copy of the good scenario folder to break.
void copyGood(const test::ScratchFolder& folder) {
  std::filesystem::copy(test::fixture("good/saale"), folder.path(),
                        std::filesystem::copy_options::recursive);
}

LoadError loadError(const std::function<void()>& load) {
  try {
    load();
  } catch (const LoadError& e) {
    return e;
  }
  FAIL("loaded without error");
  return LoadError("", "", "");
}

}  // namespace

TEST_CASE("an oversized file is refused before it is read") {
  test::ScratchFolder folder("oversized");
  copyGood(folder);
  // Sparse: the size is there without writing 64 MiB to disk.
  std::filesystem::resize_file(folder / "map.json", kMaxJsonFileBytes + 1);
  LoadError e = loadError([&] { loadScenario(folder / "scenario.json"); });
  CHECK(e.file().filename() == "map.json");
  CHECK(e.problem() == "file is 67108865 bytes, larger than the 64 MiB limit");
  // Exactly at the limit the size is accepted (and the zero bytes are then refused as not JSON).
  std::filesystem::resize_file(folder / "map.json", kMaxJsonFileBytes);
  e = loadError([&] { loadScenario(folder / "scenario.json"); });
  CHECK(e.problem().find("NUL byte") != std::string::npos);
}

TEST_CASE("a file named in the scenario may not lead out of its folder through a symbolic link") {
  test::ScratchFolder outside("symlink_outside");
  test::ScratchFolder folder("symlink_scenario");
  copyGood(folder);
  std::filesystem::copy_file(folder / "map.json", outside / "map.json");
  std::filesystem::remove(folder / "map.json");
  std::filesystem::create_symlink(outside / "map.json", folder / "map.json");
  LoadError e = loadError([&] { loadScenario(folder / "scenario.json"); });
  CHECK(e.file().filename() == "scenario.json");
  CHECK(e.field() == "map_file");
  CHECK(e.problem().find("through a symbolic link") != std::string::npos);

  // A link that stays inside the folder is fine.
  std::filesystem::remove(folder / "map.json");
  std::filesystem::copy_file(outside / "map.json", folder / "real_map.json");
  std::filesystem::create_symlink("real_map.json", folder / "map.json");
  CHECK_NOTHROW(loadScenario(folder / "scenario.json"));
}

TEST_CASE("a FIFO in place of a file is refused without hanging") {
  test::ScratchFolder folder("fifo");
  copyGood(folder);
  std::filesystem::remove(folder / "orbat_red.json");
  REQUIRE(::mkfifo((folder / "orbat_red.json").c_str(), 0600) == 0);
  LoadError e = loadError([&] { loadScenario(folder / "scenario.json"); });
  CHECK(e.file().filename() == "orbat_red.json");
  CHECK(e.problem() == "not a regular file");
  e = loadError([&] { loadScenario(folder.path()); });  // a folder is not a file either
  CHECK(e.problem() == "not a regular file");
}

TEST_CASE("odd bytes in JSON: empty file, NUL, bad UTF-8, NaN; a byte order mark is accepted") {
  test::ScratchFolder folder("odd_bytes");
  const std::string good = test::readText(test::fixture("good/saale/map.json"));
  auto mapError = [&](const std::string& text) {
    test::writeText(folder / "map.json", text);
    return loadError([&] { loadMap(folder / "map.json"); });
  };
  CHECK(mapError("").problem().find("truncated?") != std::string::npos);
  CHECK(mapError(std::string("{\"a\":\0}", 7)).problem().find("NUL byte") != std::string::npos);
  LoadError utf8 = mapError("{\"format\": \"hfg-map\xff\"}");
  CHECK(utf8.problem().find("Invalid encoding") != std::string::npos);
  CHECK(utf8.line() == 1);
  std::string nan = good;
  nan.replace(nan.find("1.25"), 4, "NaN");
  CHECK(mapError(nan).problem().find("malformed JSON") != std::string::npos);
  test::writeText(folder / "map.json", "\xEF\xBB\xBF" + good);
  CHECK(loadMap(folder / "map.json").nodes.size() == 5);
}

TEST_CASE("every truncation of a good file is refused with a LoadError, never a crash") {
  const std::string text = test::readText(test::fixture("good/saale/orbat_red.json"));
  const std::size_t end = text.rfind('}');  // past it only the final newline remains
  int refused = 0;
  int tried = 0;
  for (std::size_t cut = 0; cut <= end; cut += 3, ++tried) {
    Side side;
    try {
      io::loadJsonText(text.substr(0, cut), "orbat.json", io::kOrbatFormat, side);
    } catch (const LoadError& e) {
      refused += e.line().has_value() ? 1 : 0;  // all syntax errors, with a line and column
    }
  }
  CHECK(refused == tried);
}

TEST_CASE("a truncated or corrupt binary campaign state is refused with a LoadError") {
  test::ScratchFolder folder("binary_corrupt");
  saveCampaignState(test::fullCampaignState(), folder / "state.bin", SaveFormat::Binary);
  const std::string bytes = test::readText(folder / "state.bin");

  // Every truncation and every single-byte change, in memory (the file path is tested below):
  // each loads or is refused with a LoadError; never a crash, never a huge allocation.
  auto loadBytes = [](const std::string& data) {
    CampaignState state;
    io::loadBinaryBytes(data, "state.bin", io::kCampaignStateFormat, state);
  };
  for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
    CAPTURE(cut);
    CHECK_THROWS_AS(loadBytes(bytes.substr(0, cut)), LoadError);
  }
  for (std::size_t at = 0; at < bytes.size(); ++at) {
    std::string changed = bytes;
    changed[at] = static_cast<char>(changed[at] ^ 0x5A);
    try {
      loadBytes(changed);
    } catch (const LoadError&) {}
  }
  test::writeText(folder / "cut.bin", bytes.substr(0, bytes.size() - 3));
  LoadError cut = loadError([&] { loadCampaignState(folder / "cut.bin"); });
  CAPTURE(std::string(cut.what()));
  // The last field is a string: the cut leaves its length pointing past the end.
  CHECK(cut.problem().find("is more than the 13 bytes left") != std::string::npos);
  CHECK(cut.field() == "campaign_key");
  // A string length beyond the end of the file names the field it was reading.
  std::string huge = bytes;
  const std::size_t lengthAt = 8 + 1;  // magic, byte-order mark, then the "format" string's length
  for (int i = 0; i < 8; ++i) huge[lengthAt + i] = '\x7f';
  test::writeText(folder / "huge.bin", huge);
  LoadError e = loadError([&] { loadCampaignState(folder / "huge.bin"); });
  CHECK(e.field() == "format");
  CHECK(e.problem().find("corrupt file: a length of") != std::string::npos);
  // Trailing bytes are refused too.
  test::writeText(folder / "long.bin", bytes + "x");
  e = loadError([&] { loadCampaignState(folder / "long.bin"); });
  CHECK(e.problem().find("after the end of the data") != std::string::npos);
}

TEST_CASE("a binary campaign state from a newer hfg is refused") {
  test::ScratchFolder folder("binary_future");
  saveCampaignState(test::fullCampaignState(), folder / "state.bin", SaveFormat::Binary);
  std::string bytes = test::readText(folder / "state.bin");
  // magic (8), byte order (1), length of "hfg-campaign-state" (8), the name (18), then the version.
  const std::size_t versionAt = 8 + 1 + 8 + 18;
  REQUIRE(bytes[versionAt] == io::kCampaignStateFormat.currentVersion);
  bytes[versionAt] = 9;
  test::writeText(folder / "state.bin", bytes);
  LoadError e = loadError([&] { loadCampaignState(folder / "state.bin"); });
  CHECK(e.field() == "format_version");
  CHECK(e.problem().find("written by a newer hfg") != std::string::npos);
}

TEST_CASE("a campaign state's scenario_file must stay inside its folder") {
  test::ScratchFolder folder("campaign_paths");
  CampaignState state = test::fullCampaignState();
  saveCampaignState(state, folder / "state.json");
  std::string text = test::readText(folder / "state.json");
  text.replace(text.find("\"scenario.json\""), 15, "\"../../etc/scenario.json\"");
  test::writeText(folder / "state.json", text);
  LoadError e = loadError([&] { loadCampaignState(folder / "state.json"); });
  CHECK(e.field() == "scenario_file");
  CHECK(e.problem().find("leads outside the folder") != std::string::npos);

  state.scenarioFile = "/home/someone/scenario.json";
  CHECK_THROWS_AS(saveCampaignState(state, folder / "other.json"), SaveError);
  CHECK_FALSE(std::filesystem::exists(folder / "other.json"));
}

TEST_CASE("a campaign state JSON file refuses unknown enum keys with the list of keys") {
  test::ScratchFolder folder("campaign_enum");
  saveCampaignState(test::fullCampaignState(), folder / "state.json");
  std::string text = test::readText(folder / "state.json");
  text.replace(text.find("\"off_table\""), 11, "\"missing\"");
  test::writeText(folder / "state.json", text);
  LoadError e = loadError([&] { loadCampaignState(folder / "state.json"); });
  CHECK(e.field() == "element_states[0].status");
  CHECK(
      e.problem() ==
      "unknown element status \"missing\"; expected one of: present, spent, off_table, destroyed");
}

TEST_CASE("duplicate fields, out-of-range integers and binary files given as JSON are refused") {
  test::ScratchFolder folder("json_odds");
  const std::string good = test::readText(test::fixture("good/saale/orbat_red.json"));
  auto orbatError = [&](const std::string& text) {
    test::writeText(folder / "orbat.json", text);
    return loadError([&] { loadOrbat(folder / "orbat.json"); });
  };
  std::string twice = good;
  twice.replace(twice.find("\"aggression\": 2"), 15, "\"aggression\": 2, \"aggression\": 5");
  LoadError e = orbatError(twice);
  CHECK(e.field() == "armies[0].aggression");
  CHECK(e.problem().find("duplicate field") != std::string::npos);

  std::string huge = good;
  huge.replace(huge.find("\"aggression\": 2"), 15, "\"aggression\": 20000000000");
  e = orbatError(huge);
  CHECK(e.field() == "armies[0].aggression");
  CHECK(e.problem() == "expected an integer from -2147483648 to 2147483647, found 20000000000");

  saveCampaignState(test::fullCampaignState(), folder / "state.bin", SaveFormat::Binary);
  e = loadError([&] { loadOrbat(folder / "state.bin"); });
  CHECK(e.problem().find("this is a binary hfg file") != std::string::npos);
}
