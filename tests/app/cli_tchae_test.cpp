// `hfg battle resolve --rules tchae`: a TCHAE set-up fought by the computer generals, and its odds (issue 20).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;
namespace fs = std::filesystem;

namespace {
const std::string kKernstown =
    hfg::testpaths::sourceDir().string() + "/campaigns/kernstown-1862-tchae/battle.json";
}  // namespace

TEST_CASE(
    "issue 20 hfg battle resolve --rules tchae: Kernstown fought to its end, the same for a seed, "
    "the log as JSON lines") {
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-tchae-resolve";
  fs::remove_all(root);
  fs::create_directories(root);
  auto a = runHfg("battle resolve " + kKernstown + " --rules tchae --seed 5 --log " +
                  (root / "log.jsonl").string());
  CAPTURE(a.output);
  REQUIRE(a.exitCode == 0);
  CHECK(contains(a.output, "result: "));
  CHECK(contains(a.output, "union lost "));
  CHECK(contains(a.output, "confederate lost "));
  CHECK(contains(a.output, "E-111"));  // Kernstown is judged at its turn limit (ES-K5)
  std::ifstream log(root / "log.jsonl");
  std::string first;
  std::getline(log, first);
  CHECK(first.rfind("{\"turn\":", 0) == 0);
  CHECK(contains(first, "\"rule\":"));
  const auto b = runHfg("battle resolve " + kKernstown + " --rules tchae --seed 5");
  CHECK(b.output == a.output.substr(0, a.output.find("log: ")));
  fs::remove_all(root);
}

TEST_CASE(
    "issue 20 hfg battle resolve --rules tchae --runs: HFG's odds report, the same on any thread "
    "count") {
  const auto one =
      runHfg("battle resolve " + kKernstown + " --rules tchae --runs 4 --threads 1 --seed 2");
  CAPTURE(one.output);
  REQUIRE(one.exitCode == 0);
  CHECK(contains(one.output, "4 runs"));
  CHECK(contains(one.output, "union wins "));
  CHECK(contains(one.output, "confederate wins "));
  CHECK(contains(one.output, "95% Wilson"));
  const auto two =
      runHfg("battle resolve " + kKernstown + " --rules tchae --runs 4 --threads 2 --seed 2");
  CHECK(two.output == one.output);
  const auto json =
      runHfg("battle resolve " + kKernstown + " --rules tchae --runs 4 --json --seed 2");
  CHECK(contains(json.output, "\"win_probability\""));
}

TEST_CASE(
    "issue 20 hfg battle resolve --rules tchae refuses a bad set-up with the field named and "
    "HFG-only options") {
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-tchae-bad";
  fs::remove_all(root);
  fs::create_directories(root);
  {
    std::ofstream bad(root / "bad.json");
    bad << R"({"format": "hfg-tchae-battle", "version": 1, "level": "brigade"})";
  }
  auto r = runHfg("battle resolve " + (root / "bad.json").string() + " --rules tchae");
  CAPTURE(r.output);
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "level"));
  r = runHfg("battle resolve " + kKernstown + " --rules tchae --difficulty hard");
  CHECK(r.exitCode == 2);
  CHECK(contains(r.output, "--rules tchae"));
  fs::remove_all(root);
}

TEST_CASE(
    "issue 20 hfg rules tchae fire|status|combat: the engine's record of one step with the case's "
    "dice") {
  const std::string fixtures = hfg::testpaths::sourceDir().string() + "/tests/fixtures/tchae/";
  auto r = runHfg("rules tchae combat " + fixtures + "ex15_combat.case.json");
  CAPTURE(r.output);
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "E-94: A (7) against D (4): 2D6 6, index 9: lD"));
  r = runHfg("rules tchae fire " + fixtures + "canister_fire.case.json");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "hits: T2 4"));
  r = runHfg("rules tchae status " + fixtures + "status_after_fire.case.json");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "normal -> fightin"));
  r = runHfg("rules tchae status " + fixtures + "canister_fire.case.json");  // a fire case
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "kind"));
}

TEST_CASE(
    "issue 20 hfg battle play --rules tchae --script: Kernstown replayed from its decks and seed, "
    "turn by turn") {
  const std::string fixtures = hfg::testpaths::sourceDir().string() + "/tests/fixtures/tchae/";
  const auto a = runHfg("battle play " + kKernstown + " --rules tchae --script " + fixtures +
                        "kernstown_three_turns.script.json");
  CAPTURE(a.output);
  REQUIRE(a.exitCode == 0);
  // The stacked decks are drawn in the script's order.
  const auto first = a.output.find("[1] E-44: card: confederate:blinds");
  const auto second = a.output.find("[1] E-44: card: union:blinds");
  CHECK(first != std::string::npos);
  CHECK(second > first);
  CHECK(contains(a.output, "[2] E-44: card: union:blinds"));
  CHECK(contains(a.output, "== final state after 3 turns =="));
  CHECK(contains(a.output, "result: "));
  CHECK_FALSE(contains(a.output, "[4] "));
  CHECK(runHfg("battle play " + kKernstown + " --rules tchae --script " + fixtures +
               "kernstown_three_turns.script.json")
            .output == a.output);
  // Too few dice: what was played is printed, then the refusal.
  const auto b = runHfg("battle play " + kKernstown + " --rules tchae --script " + fixtures +
                        "kernstown_few_dice.script.json");
  CAPTURE(b.output);
  CHECK(b.exitCode == 1);
  CHECK(contains(b.output, "dice ran out in turn 1"));
  // A card naming nobody in the set-up is refused with the field named.
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-tchae-play";
  fs::remove_all(root);
  fs::create_directories(root);
  {
    std::ofstream bad(root / "bad.json");
    bad << R"({"format": "hfg-tchae-script", "version": 1, "stop_after_turn": 2, "decks": [["commander:lee"]]})";
  }
  const auto c = runHfg("battle play " + kKernstown + " --rules tchae --script " +
                        (root / "bad.json").string());
  CHECK(c.exitCode == 1);
  CHECK(contains(c.output, "decks[0][0]"));
  fs::remove_all(root);
}
