// `hfg campaign run --battle-rules c3` and `hfg battle resolve --rules c3` (issue 22): the
// Belgium 1815 campaign for 10 days with C3 auto-battles, byte for byte the same twice (heavy),
// and an HFG set-up fought as a C3 battle.
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

const std::string kBelgium =
    (hfg::testpaths::sourceDir() / "campaigns/belgium-1815/scenario.json").string();
const std::string kKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const std::string kSetup =
    (hfg::testpaths::sourceDir() / "tests/fixtures/battles/cavalry_clash.setup.json").string();

std::string bytesOf(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::map<std::string, std::string> folderBytes(const fs::path& folder) {
  std::map<std::string, std::string> out;
  if (!fs::exists(folder)) return out;
  for (const auto& entry : fs::directory_iterator(folder))
    out[entry.path().filename().string()] = bytesOf(entry.path());
  return out;
}

}  // namespace

TEST_CASE(
    "issue 22 KB-56 KB-58: hfg battle resolve --rules c3 fights an HFG set-up as a C3 battle") {
  auto a = runHfg("battle resolve " + kSetup + " --rules c3 --seed 4");
  CAPTURE(a.output);
  REQUIRE(a.exitCode == 0);
  CHECK(contains(a.output, "Rules: C3, Command, Control and Communications"));
  CHECK(contains(a.output, "K-23: initial order"));
  CHECK(contains(a.output, "result: "));
  const auto b = runHfg("battle resolve " + kSetup + " --rules c3 --seed 4");
  CHECK(a.output == b.output);  // KG-15: the same seed, the same battle
  const auto bad = runHfg("battle resolve " + kSetup + " --rules c3 --runs 10");
  CHECK(bad.exitCode == 2);
  CHECK(contains(bad.output, "--rules c3"));
}

// Heavy: its own ctest, test_app_c3_campaign.
TEST_CASE(
    "issue 22 C-28 the Belgium 1815 campaign runs 10 days with C3 auto-battles, byte for "
    "byte the same twice" *
    doctest::test_suite("c3-campaign-10-days") * doctest::skip()) {
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-c3-campaign";
  fs::remove_all(root);
  for (const std::string run : {"a", "b"}) {
    auto r = runHfg("campaign run " + kBelgium + " --days 10 --key " + kKey +
                    " --auto-battles --battle-rules c3 --battle-logs " +
                    (root / run / "battles").string() + " --out " +
                    (root / run / "state.json").string());
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
    CHECK(contains(r.output, "day 10 done"));
    CHECK(contains(r.output, "C3 minutes in map period"));
  }
  CHECK(bytesOf(root / "a" / "state.json") == bytesOf(root / "b" / "state.json"));
  const auto a = folderBytes(root / "a" / "battles");
  CHECK(a == folderBytes(root / "b" / "battles"));
  const hfg::CampaignState state = hfg::loadCampaignState(root / "a" / "state.json");
  REQUIRE_FALSE(state.resolvedBattles.empty());
  for (const auto& b : state.resolvedBattles) CHECK(b.battleRules == "c3");
  int logs = 0;
  for (const auto& [name, text] : a) {
    if (name.size() < 4 || name.substr(name.size() - 4) != ".log") continue;
    CAPTURE(name);
    ++logs;
    CHECK(contains(text, "Rules: C3, Command, Control and Communications"));
    CHECK(contains(text, "K-23: initial order"));
  }
  CHECK(logs >= static_cast<int>(state.resolvedBattles.size()));
  MESSAGE(state.resolvedBattles.size() << " C3 battles resolved in 10 days");
}
