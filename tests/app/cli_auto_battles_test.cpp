// `hfg campaign run --auto-battles`: the bundled campaign for 10 days, every battle fought, logged, applied, replayable.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "core/battle/hfg/io/battle_io.h"
#include "core/io/campaign_io.h"
#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;
namespace fs = std::filesystem;

namespace {

const std::string kDefault =
    hfg::testpaths::sourceDir().string() + "/campaigns/default/scenario.json";
const std::string kKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

std::string readBytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

/// Every file of a folder by name, with its bytes.
std::map<std::string, std::string> filesOf(const fs::path& folder) {
  std::map<std::string, std::string> out;
  for (const auto& entry : fs::directory_iterator(folder))
    out[entry.path().filename().string()] = readBytes(entry.path());
  return out;
}

}  // namespace

TEST_CASE(
    "issue 5 part 4: the bundled campaign runs 10 days with auto-battles, each battle logged and "
    "applied, "
    "the same for a seed") {
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-auto-battles";
  fs::remove_all(root);
  for (const std::string run : {"a", "b"}) {
    auto r = runHfg("campaign run " + kDefault + " --days 10 --seed 1866 --key " + kKey +
                    " --auto-battles --battle-logs " + (root / run / "battles").string() +
                    " --out " + (root / run / "state.json").string());
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
    CHECK(contains(r.output, "day 10 done"));
    CHECK(contains(r.output, "battle-1 at "));
  }
  // C-26: byte for byte the same state and battle files.
  CHECK(readBytes(root / "a" / "state.json") == readBytes(root / "b" / "state.json"));
  const auto a = filesOf(root / "a" / "battles");
  CHECK(a == filesOf(root / "b" / "battles"));

  const hfg::CampaignState state = hfg::loadCampaignState(root / "a" / "state.json");
  int logs = 0;
  for (const auto& [name, text] : a) {
    CAPTURE(name);
    if (name.ends_with("-setup.json")) {
      // The engine's set-up reads back and passes its checks.
      CHECK_NOTHROW(hfg::io::loadBattleSetup(root / "a" / "battles" / name));
      continue;
    }
    REQUIRE(name.ends_with(".log"));
    ++logs;
    const std::string id = name.substr(0, name.size() - 4);
    CHECK(text.rfind("Battle " + id + " at ", 0) == 0);
    CHECK(contains(text, "[1] bound: bound 1:"));
    const bool pending = std::any_of(state.pendingBattles.begin(), state.pendingBattles.end(),
                                     [&](const hfg::BattleMeeting& b) { return b.id == id; });
    if (pending) continue;
    // Its result is in the log and was applied: the campaign's C-28 event names it.
    CHECK(contains(text, "Result: after "));
    const bool applied =
        std::any_of(state.log.begin(), state.log.end(), [&](const hfg::CampaignEvent& e) {
          return e.rule == "C-28" && e.kind == "result" && contains(e.text, "Battle " + id + " ");
        });
    CHECK(applied);
  }
  CHECK(logs >= 5);
  fs::remove_all(root);
}

TEST_CASE("hfg campaign run --auto-battles writes its logs beside --out by default") {
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-auto-battles-default";
  fs::remove_all(root);
  auto r = runHfg("campaign run " + kDefault + " --days 1 --key " + kKey +
                  " --auto-battles --out " + (root / "state.json").string());
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(fs::exists(root / "state-battles" / "battle-1.log"));
  CHECK(fs::exists(root / "state-battles" / "battle-1-setup.json"));
  fs::remove_all(root);
}

// Heavy (every campaign, 10 days, every battle fought): its own ctest, test_app_campaigns.
TEST_CASE("every bundled campaign runs 10 days with auto-battles from the command line" *
          doctest::test_suite("campaigns-10-days") * doctest::skip()) {
  for (const auto& entry :
       fs::directory_iterator(hfg::testpaths::sourceDir().string() + "/campaigns")) {
    const fs::path scenario = entry.path() / "scenario.json";
    if (!fs::exists(scenario) || fs::is_symlink(entry.path())) continue;
    CAPTURE(scenario.string());
    const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" /
                          ("cli-auto-battles-" + entry.path().filename().string());
    fs::remove_all(root);
    auto r = runHfg("campaign run " + scenario.string() + " --days 10 --key " + kKey +
                    " --auto-battles --out " + (root / "state.json").string());
    CAPTURE(r.output);
    CHECK(r.exitCode == 0);
    CHECK(contains(r.output, "day 10 done"));
    fs::remove_all(root);
  }
}
