// `hfg campaign run --battle-rules tchae`: the Shenandoah 1862 campaign for 10 days with TCHAE auto-battles (issue 20, 7.1-7.3).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "core/io/campaign_io.h"
#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;
namespace fs = std::filesystem;

namespace {

const std::string kShenandoah =
    hfg::testpaths::sourceDir().string() + "/campaigns/shenandoah-1862/scenario.json";
const std::string kKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

std::string bytesOf(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::map<std::string, std::string> folderBytes(const fs::path& folder) {
  std::map<std::string, std::string> out;
  for (const auto& entry : fs::directory_iterator(folder))
    out[entry.path().filename().string()] = bytesOf(entry.path());
  return out;
}

}  // namespace

TEST_CASE(
    "issue 20 C-28 the Shenandoah campaign runs 10 days with TCHAE auto-battles, byte for byte the "
    "same twice") {
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-tchae-campaign";
  fs::remove_all(root);
  for (const std::string run : {"a", "b"}) {
    auto r = runHfg("campaign run " + kShenandoah + " --days 10 --key " + kKey +
                    " --auto-battles --battle-rules tchae " + "--battle-logs " +
                    (root / run / "battles").string() + " --out " +
                    (root / run / "state.json").string());
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
    CHECK(contains(r.output, "day 10 done"));
    CHECK(contains(r.output, "TCHAE turns in map period"));
  }
  CHECK(bytesOf(root / "a" / "state.json") == bytesOf(root / "b" / "state.json"));
  const auto a = folderBytes(root / "a" / "battles");
  CHECK(a == folderBytes(root / "b" / "battles"));
  // Every battle fought was fought by TCHAE and its result applied (C-21).
  const hfg::CampaignState state = hfg::loadCampaignState(root / "a" / "state.json");
  REQUIRE_FALSE(state.resolvedBattles.empty());
  for (const auto& b : state.resolvedBattles) CHECK(b.battleRules == "tchae");
  int logs = 0;
  for (const auto& [name, text] : a) {
    if (name.size() < 4 || name.substr(name.size() - 4) != ".log") continue;
    CAPTURE(name);
    ++logs;
    CHECK(contains(text, "Rules: They Couldn't Hit an Elephant, corps level (E-105)"));
    CHECK(contains(text, "E-44: turn 1"));
  }
  CHECK(logs >= static_cast<int>(state.resolvedBattles.size()));
  MESSAGE(state.resolvedBattles.size() << " TCHAE battles resolved in 10 days");
}
