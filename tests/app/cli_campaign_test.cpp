// `hfg campaign`: determinism, the side export that leaks nothing, stale and tampered orders,
// malformed orders files, and every bundled campaign run for 10 days from the command line.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/campaign/side_view.h"
#include "core/io/battle_files_io.h"
#include "core/io/campaign_io.h"
#include "core/io/scenario_io.h"
#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;
namespace fs = std::filesystem;

namespace {
const std::string kSource = hfg::testpaths::sourceDir().string();
const std::string kDefault = kSource + "/campaigns/default/scenario.json";
const std::string kKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

/// A fresh scratch folder under the build tree, removed afterwards.
struct Scratch {
  fs::path path;
  explicit Scratch(const std::string& name)
      : path(hfg::testpaths::binaryDir() / "test-scratch" / ("cli-campaign-" + name)) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Scratch() { fs::remove_all(path); }
  std::string operator/(const std::string& name) const { return (path / name).string(); }
};

std::string readBytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

void writeBytes(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
}

std::string replaceFirst(std::string text, const std::string& from, const std::string& to) {
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

const std::string kOrdersHead = R"({ "format": "hfg-orders", "format_version": 1, )";

}  // namespace

TEST_CASE("hfg campaign run: same scenario, seed and orders give byte-identical states and logs") {
  Scratch a("determinism-a");
  Scratch b("determinism-b");
  Scratch orders("determinism-orders");
  writeBytes(orders / "day-1-prussia.json",
             kOrdersHead + R"("side": "prussia", "day": 1, "forces": [
               { "force": "elbe-main", "goal": { "kind": "march_to", "node": "reichenberg" } },
               { "force": "i-corps", "steps": [ { "kind": "rest" } ] } ] })");
  writeBytes(orders / "day-2-austria.json",
             kOrdersHead + R"("side": "austria", "day": 2, "forces": [
               { "force": "light-cavalry", "goal": { "kind": "march_to", "node": "reichenberg" } } ] })");
  for (const Scratch* run : {&a, &b}) {
    auto r =
        runHfg("campaign run " + kDefault + " --days 4 --seed 77 --key " + kKey + " --orders-dir " +
               orders.path.string() + " --auto-orders --out " + (*run / "state.json"));
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
  }
  CHECK(readBytes(a / "state.json") == readBytes(b / "state.json"));
  auto logA = runHfg("campaign log " + (a / "state.json"));
  auto logB = runHfg("campaign log " + (b / "state.json"));
  CHECK(logA.exitCode == 0);
  CHECK(logA.output == logB.output);
  CHECK(contains(logA.output, "Day 4"));

  // A different seed gives a different campaign (the dice are really used).
  Scratch c("determinism-c");
  auto r =
      runHfg("campaign run " + kDefault + " --days 4 --seed 78 --key " + kKey + " --orders-dir " +
             orders.path.string() + " --auto-orders --out " + (c / "state.json"));
  REQUIRE(r.exitCode == 0);
  CHECK(readBytes(a / "state.json") != readBytes(c / "state.json"));
}

namespace {

/// Exports `side`'s view of STATE and checks that none of the other side's hidden facts is in
/// the bytes: forces it has not seen (id, name, commands), the commands of any enemy force, the
/// text of the other side's private log events, and the campaign key. Returns how many enemy
/// forces were hidden.
int checkExportLeaksNothing(const Scratch& s, const std::string& stateFile,
                            const std::string& side) {
  CAPTURE(side);
  const hfg::CampaignState state = hfg::loadCampaignState(stateFile);
  const hfg::Scenario scenario =
      hfg::loadScenario((fs::path(stateFile).parent_path() / state.scenarioFile).string());
  const std::string out = s / ("view-" + side + ".json");
  auto r = runHfg("campaign export-side " + stateFile + " --side " + side + " --out " + out);
  REQUIRE(r.exitCode == 0);
  const std::string bytes = readBytes(out);
  CHECK(contains(bytes, "\"hfg-side-view\""));
  CHECK_FALSE(contains(bytes, kKey));  // the campaign key never leaves the umpire
  const hfg::SideView view = hfg::buildSideView(scenario, state, side);
  std::vector<std::string> ownNames;
  for (const auto& force : state.forces)
    if (force.side == side) ownNames.push_back(force.name);
  int hidden = 0;
  for (const auto& force : state.forces) {
    if (force.side == side) continue;
    CAPTURE(force.id);
    bool known = false;
    for (const auto& enemy : view.enemy) known = known || enemy.force == force.id;
    bool fighting = false;  // a battle's set-up, with its commands, is known to both sides
    for (const auto& battle : view.battles) {
      for (const auto& present : battle.present) fighting = fighting || present.force == force.id;
      for (const auto& arrival : battle.arrivals)
        fighting = fighting || arrival.force.force == force.id;
    }
    for (const auto& command : force.commands) {
      bool alsoAForceId = false;  // many commands share their force's id, which may be known
      for (const auto& enemy : view.enemy) alsoAForceId = alsoAForceId || enemy.force == command;
      if (!fighting && !alsoAForceId) CHECK_FALSE(contains(bytes, "\"" + command + "\""));
    }
    if (known) continue;
    ++hidden;
    CHECK_FALSE(contains(bytes, "\"" + force.id + "\""));
    // Both armies have an "I Corps": a name is only secret when no own force bears it.
    if (std::find(ownNames.begin(), ownNames.end(), force.name) == ownNames.end())
      CHECK_FALSE(contains(bytes, "\"" + force.name + "\""));
  }
  int secrets = 0;
  for (const auto& event : state.log)
    if (!event.side.empty() && event.side != side && !event.text.empty()) {
      ++secrets;
      CAPTURE(event.text);
      CHECK_FALSE(contains(bytes, event.text));
    }
  if (state.day > 1) CHECK(secrets > 0);  // the other side did something we must not see
  return hidden;
}

}  // namespace

TEST_CASE("C-6 hfg campaign export-side writes nothing of the other side's hidden forces") {
  Scratch s("export");
  // At dawn of day 1 no side has seen the other (the intelligence lag, C-6): all is hidden.
  REQUIRE(runHfg("campaign new " + kDefault + " --key " + kKey + " --out " + (s / "day1.json"))
              .exitCode == 0);
  for (const std::string side : {"prussia", "austria"})
    CHECK(checkExportLeaksNothing(s, s / "day1.json", side) > 0);
  // Three days on, the enemy is known as it was, never its moves since or its orders.
  REQUIRE(
      runHfg("campaign run " + kDefault + " --days 3 --key " + kKey + " --out " + (s / "day4.json"))
          .exitCode == 0);
  for (const std::string side : {"prussia", "austria"})
    checkExportLeaksNothing(s, s / "day4.json", side);
}

TEST_CASE("play by email: signed orders are accepted; stale and tampered orders are refused") {
  Scratch s("pbem");
  const std::string state = s / "state.json";
  REQUIRE(runHfg("campaign new " + kDefault + " --key " + kKey + " --out " + state).exitCode == 0);
  REQUIRE(runHfg("campaign export-side " + state + " --side prussia --out " + (s / "view.json"))
              .exitCode == 0);
  writeBytes(s / "orders.json", kOrdersHead + R"("side": "prussia", "day": 1, "forces": [
               { "force": "elbe-main", "goal": { "kind": "march_to", "node": "zittau" } } ] })");
  auto sign = runHfg("campaign sign-orders " + (s / "orders.json") + " --view " +
                     (s / "view.json") + " --out " + (s / "signed.json"));
  CAPTURE(sign.output);
  REQUIRE(sign.exitCode == 0);
  const std::string stateBytes = readBytes(state);

  SUBCASE("unsigned orders are refused unless the umpire allows them") {
    auto r = runHfg("campaign step " + state + " --orders " + (s / "orders.json") + " --out " +
                    (s / "next.json"));
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, "unsigned"));
    CHECK_FALSE(fs::exists(s / "next.json"));
  }
  SUBCASE("orders altered after signing are refused as tampered") {
    std::string signedText = readBytes(s / "signed.json");
    writeBytes(s / "tampered.json", replaceFirst(signedText, "\"zittau\"", "\"rumburg\""));
    auto r = runHfg("campaign step " + state + " --orders " + (s / "tampered.json") + " --out " +
                    (s / "next.json"));
    CAPTURE(r.output);
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, "tampered"));
    CHECK(contains(r.output, "tampered.json"));
    CHECK_FALSE(fs::exists(s / "next.json"));
  }
  SUBCASE("orders signed with another campaign's key are refused") {
    Scratch other("pbem-other");
    REQUIRE(runHfg("campaign new " + kDefault + " --key " + std::string(64, 'a') + " --out " +
                   (other / "state.json"))
                .exitCode == 0);
    auto r = runHfg("campaign step " + (other / "state.json") + " --orders " + (s / "signed.json") +
                    " --out " + (other / "next.json"));
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, "tampered"));
  }
  SUBCASE("signed orders run, and the same orders a day later are stale") {
    auto r = runHfg("campaign step " + state + " --orders " + (s / "signed.json") + " --out " +
                    (s / "day2.json"));
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
    auto again = runHfg("campaign step " + (s / "day2.json") + " --orders " + (s / "signed.json") +
                        " --out " + (s / "day3.json"));
    CAPTURE(again.output);
    CHECK(again.exitCode == 1);
    CHECK(contains(again.output, "stale"));
    CHECK(contains(again.output, "day 1"));
    CHECK_FALSE(fs::exists(s / "day3.json"));
  }
  SUBCASE("orders written against another state of the same day are stale") {
    // Two day-2 states: one where Prussia marched, one where every force held.
    REQUIRE(runHfg("campaign step " + state + " --orders " + (s / "signed.json") + " --out " +
                   (s / "marched.json"))
                .exitCode == 0);
    REQUIRE(runHfg("campaign step " + state + " --out " + (s / "held.json")).exitCode == 0);
    REQUIRE(runHfg("campaign export-side " + (s / "marched.json") + " --side prussia --out " +
                   (s / "view2.json"))
                .exitCode == 0);
    writeBytes(s / "orders2.json", kOrdersHead + R"("side": "prussia", "day": 2, "forces": [
                 { "force": "iii-corps", "goal": { "kind": "hold" } } ] })");
    REQUIRE(runHfg("campaign sign-orders " + (s / "orders2.json") + " --view " +
                   (s / "view2.json") + " --out " + (s / "signed2.json"))
                .exitCode == 0);
    auto r = runHfg("campaign step " + (s / "held.json") + " --orders " + (s / "signed2.json") +
                    " --out " + (s / "day3.json"));
    CAPTURE(r.output);
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, "stale"));
    CHECK(contains(r.output, "different view"));
    CHECK_FALSE(fs::exists(s / "day3.json"));
    // Against the state they were written for, the same orders run.
    CHECK(runHfg("campaign step " + (s / "marched.json") + " --orders " + (s / "signed2.json") +
                 " --out " + (s / "day3.json"))
              .exitCode == 0);
  }
  CHECK(readBytes(state) == stateBytes);
}

TEST_CASE(
    "C-5 every malformed or illegal orders file is refused, naming file and field, "
    "and leaves the state untouched") {
  struct Case {
    const char* file;
    const char* says;  ///< a part of the message: the field or the rule
  };
  const std::vector<Case> cases = {
      {"truncated_json.json", "truncated_json.json:"},
      {"wrong_kind_of_file.json", "format"},
      {"future_version.json", "format_version"},
      {"missing_side.json", "side"},
      {"day_as_text.json", "day"},
      {"unknown_step_kind.json", "forces[0].steps[0].kind"},
      {"unknown_goal_kind.json", "forces[0].goal.kind"},
      {"misspelt_field.json", "forcse"},
      {"route_not_a_list.json", "forces[0].steps[0].route"},
      {"unknown_work_task.json", "forces[0].steps[0].work"},
      {"top_level_array.json", "top level"},
      {"unknown_force.json", "no-such-force"},
      {"enemy_force.json", "a-i-corps"},
      {"march_between_unlinked_nodes.json", "step 1"},
      {"steps_and_goal.json", "elbe-main"},
      {"wrong_day.json", "stale"},
      {"unknown_side.json", "bavaria"},
      {"goal_to_unknown_node.json", "atlantis"},
  };
  Scratch s("malformed");
  const std::string state = s / "state.json";
  REQUIRE(runHfg("campaign new " + kDefault + " --key " + kKey + " --out " + state).exitCode == 0);
  const std::string before = readBytes(state);
  int count = 0;
  for (const auto& entry : fs::directory_iterator(kSource + "/tests/fixtures/orders"))
    if (entry.path().extension() == ".json") ++count;
  CHECK(count == static_cast<int>(cases.size()));  // every fixture has a case here
  for (const auto& c : cases) {
    CAPTURE(c.file);
    const std::string file = kSource + "/tests/fixtures/orders/" + c.file;
    REQUIRE(fs::exists(file));
    auto r = runHfg("campaign step " + state + " --allow-unsigned --orders " + file + " --out " +
                    (s / "next.json"));
    CAPTURE(r.output);
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, c.file));
    CHECK(contains(r.output, c.says));
    CHECK_FALSE(fs::exists(s / "next.json"));
    CHECK(readBytes(state) == before);
  }
}

TEST_CASE("every bundled campaign runs 10 days from the command line, with a log and reports") {
  for (const auto& entry : fs::directory_iterator(kSource + "/campaigns")) {
    const fs::path scenario = entry.path() / "scenario.json";
    if (!fs::exists(scenario)) continue;
    CAPTURE(scenario.string());
    Scratch s("bundled-" + entry.path().filename().string());
    auto r = runHfg("campaign run " + scenario.string() + " --days 10 --out " + (s / "state.json"));
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
    auto log = runHfg("campaign log " + (s / "state.json"));
    CHECK(log.exitCode == 0);
    CHECK(contains(log.output, "Day 1\n"));
    CHECK(contains(log.output, "Day 10\n"));
    CHECK(contains(log.output, "dawn of day 11"));
    const hfg::Scenario loaded = hfg::loadScenario(scenario);
    for (const auto& side : loaded.sides) {
      auto report = runHfg("campaign report " + (s / "state.json") + " --side " + side.orbat.id);
      CHECK(report.exitCode == 0);
      CHECK(contains(report.output, "#"));
      auto view = runHfg("campaign view " + (s / "state.json") + " --side " + side.orbat.id);
      CHECK(view.exitCode == 0);
      CHECK(contains(view.output, "own forces"));
    }
  }
}

TEST_CASE("hfg campaign log filters by day, force and kind") {
  Scratch s("log");
  REQUIRE(runHfg("campaign run " + kDefault + " --days 2 --key " + kKey + " --out " +
                 (s / "state.json"))
              .exitCode == 0);
  auto day2 = runHfg("campaign log " + (s / "state.json") + " --day 2");
  CHECK(day2.exitCode == 0);
  CHECK(contains(day2.output, "Day 2"));
  CHECK_FALSE(contains(day2.output, "Day 1\n"));
  auto weather = runHfg("campaign log " + (s / "state.json") + " --kind weather --json");
  CHECK(weather.exitCode == 0);
  CHECK(contains(weather.output, "\"kind\": \"weather\""));
  CHECK_FALSE(contains(weather.output, "\"kind\": \"march\""));
  auto force = runHfg("campaign log " + (s / "state.json") + " --force elbe-main --json");
  CHECK(force.exitCode == 0);
  CHECK(contains(force.output, "elbe-main"));
  CHECK_FALSE(contains(force.output, "\"a-i-corps\""));
}

TEST_CASE(
    "C-28 a meeting writes a battle set-up beside the state; a hand-typed result is applied") {
  Scratch s("battle");
  auto run = runHfg("campaign run " + kDefault + " --days 3 --key " + kKey + " --out " +
                    (s / "state.json"));
  CAPTURE(run.output);
  REQUIRE(run.exitCode == 0);
  const hfg::CampaignState state = hfg::loadCampaignState(s / "state.json");
  REQUIRE_FALSE(state.pendingBattles.empty());
  const hfg::BattleMeeting& battle = state.pendingBattles.front();
  CHECK(contains(run.output, battle.id + " at "));
  CHECK(contains(runHfg("campaign log " + (s / "state.json")).output, "is pending"));
  const hfg::BattleMeeting fromFile = hfg::loadBattleSetupFile(s / (battle.id + ".json"));
  CHECK(fromFile == battle);
  REQUIRE_FALSE(fromFile.present.empty());
  REQUIRE(fromFile.present.front().elements.size() > 1);
  const std::string loserElement = fromFile.present.front().elements[1];
  const std::string winner = fromFile.attackerSide;

  SUBCASE("a result naming an element not in the battle is refused; nothing is written") {
    writeBytes(s / "bad.json", R"({ "format": "hfg-battle-result", "format_version": 1,
      "battle": ")" + battle.id + R"(", "winner": ")" +
                                   winner + R"(", "bounds_fought": 12,
      "elements": [ { "element": "no-such-element", "status": "destroyed" } ] })");
    auto r = runHfg("campaign apply-result " + (s / "state.json") + " --battle " + battle.id +
                    " --result " + (s / "bad.json") + " --out " + (s / "next.json"));
    CAPTURE(r.output);
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, "bad.json"));
    CHECK_FALSE(fs::exists(s / "next.json"));
  }
  SUBCASE("a malformed result names the field") {
    writeBytes(s / "bad.json", R"({ "format": "hfg-battle-result", "format_version": 1,
      "battle": ")" + battle.id + R"(", "bounds_fought": 12,
      "elements": [ { "element": "x", "status": "eaten" } ] })");
    auto r = runHfg("campaign apply-result " + (s / "state.json") + " --battle " + battle.id +
                    " --result " + (s / "bad.json") + " --out " + (s / "next.json"));
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, "elements[0].status"));
  }
  SUBCASE("C-21 the attacker wins: the defender's element is destroyed, the battle ends") {
    writeBytes(s / "result.json", R"({ "format": "hfg-battle-result", "format_version": 1,
      "battle": ")" + battle.id + R"(", "winner": ")" +
                                      winner + R"(", "bounds_fought": 12,
      "rout_stages": 1,
      "elements": [ { "element": ")" + loserElement +
                                      R"(", "status": "destroyed" } ] })");
    auto r = runHfg("campaign apply-result " + (s / "state.json") + " --battle " + battle.id +
                    " --result " + (s / "result.json") + " --out " + (s / "next.json"));
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
    const hfg::CampaignState next = hfg::loadCampaignState(s / "next.json");
    for (const auto& pending : next.pendingBattles) CHECK(pending.id != battle.id);
    bool destroyed = false;
    for (const auto& element : next.elementStates)
      destroyed = destroyed || (element.element == loserElement &&
                                element.status == hfg::ElementStatus::Destroyed);
    CHECK(destroyed);
    // The campaign goes on from the new state.
    CHECK(runHfg("campaign step " + (s / "next.json") + " --out " + (s / "day5.json")).exitCode ==
          0);
  }
}

TEST_CASE("hfg campaign report prints the dispatch of the state's dawn or of any past dawn") {
  Scratch s("report");
  REQUIRE(
      runHfg("campaign run " + kDefault + " --days 1 --key " + kKey + " --out " + (s / "day2.json"))
          .exitCode == 0);
  REQUIRE(runHfg("campaign run " + kDefault + " --days 2 --key " + kKey + " --out " +
                 (s / "state.json"))
              .exitCode == 0);
  auto r = runHfg("campaign report " + (s / "state.json") + " --side prussia --day 3");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "dawn of day 3"));
  // Day 2's dispatch from the day-3 state is the one the day-2 state gives (C-27: the log).
  auto past = runHfg("campaign report " + (s / "state.json") + " --side prussia --day 2");
  CAPTURE(past.output);
  CHECK(past.exitCode == 0);
  auto then = runHfg("campaign report " + (s / "day2.json") + " --side prussia");
  CHECK(then.exitCode == 0);
  CHECK(contains(past.output, "dawn of day 2"));
  CHECK(past.output == then.output);
  auto first = runHfg("campaign report " + (s / "state.json") + " --side austria --day 1");
  CHECK(first.exitCode == 0);
  CHECK(contains(first.output, "dawn of day 1"));
  auto other = runHfg("campaign report " + (s / "state.json") + " --side prussia --day 4");
  CHECK(other.exitCode == 1);
  CHECK(contains(other.output, "from 1 to 3"));
  auto unknown = runHfg("campaign report " + (s / "state.json") + " --side bavaria");
  CHECK(unknown.exitCode == 1);
  CHECK(contains(unknown.output, "prussia"));
}

TEST_CASE(
    "C-15 play by email: the native side's odd-day orders are held, then run before its "
    "even-day orders") {
  Scratch s("colonial");
  // The default campaign with Prussia as the native side (colonial option).
  fs::copy(kSource + "/campaigns/default", s.path / "campaign", fs::copy_options::recursive);
  const fs::path scenario = s.path / "campaign" / "scenario.json";
  writeBytes(scenario, replaceFirst(readBytes(scenario), "\"last_day\": 12",
                                    "\"last_day\": 12, \"colonial_side\": \"prussia\""));
  auto signedOrders = [&](const std::string& state, int day, const std::string& forces,
                          const std::string& name) {
    REQUIRE(runHfg("campaign export-side " + state + " --side prussia --out " +
                   (s / (name + "-view.json")))
                .exitCode == 0);
    writeBytes(s / (name + ".json"), kOrdersHead + R"("side": "prussia", "day": )" +
                                         std::to_string(day) + R"(, "forces": [ )" + forces +
                                         " ] }");
    auto sign = runHfg("campaign sign-orders " + (s / (name + ".json")) + " --view " +
                       (s / (name + "-view.json")) + " --out " + (s / (name + "-signed.json")));
    CAPTURE(sign.output);
    REQUIRE(sign.exitCode == 0);
    return s / (name + "-signed.json");
  };
  REQUIRE(
      runHfg("campaign new " + scenario.string() + " --key " + kKey + " --out " + (s / "day1.json"))
          .exitCode == 0);

  // Day 1 (odd): the orders are checked and held; first-hq stays at Zittau.
  const std::string day1 = signedOrders(
      s / "day1.json", 1,
      R"({ "force": "first-hq", "steps": [ { "kind": "march", "route": ["zittau", "kratzau"] } ] })",
      "orders1");
  auto step1 = runHfg("campaign step " + (s / "day1.json") + " --orders " + day1 + " --out " +
                      (s / "day2.json"));
  CAPTURE(step1.output);
  REQUIRE(step1.exitCode == 0);
  const hfg::CampaignState dawn2 = hfg::loadCampaignState(s / "day2.json");
  CHECK(dawn2.findForce("first-hq")->location.node == "zittau");
  REQUIRE(dawn2.heldOrders.size() == 1);
  CHECK(dawn2.heldOrders[0].day == 1);
  CHECK(dawn2.heldOrders[0].side == "prussia");

  // Day 2 (even): orders that ignore where the held ones leave the force are refused.
  const std::string wrong = signedOrders(
      s / "day2.json", 2,
      R"({ "force": "first-hq", "steps": [ { "kind": "march", "route": ["zittau", "gabel"] } ] })",
      "wrong2");
  auto refused = runHfg("campaign step " + (s / "day2.json") + " --orders " + wrong + " --out " +
                        (s / "refused.json"));
  CAPTURE(refused.output);
  CHECK(refused.exitCode == 1);
  CHECK(contains(refused.output, "C-8"));
  CHECK_FALSE(fs::exists(s / "refused.json"));

  // Orders that go on from Kratzau run both days: Zittau - Kratzau, then on to Reichenberg.
  const std::string day2 = signedOrders(
      s / "day2.json", 2,
      R"({ "force": "first-hq", "steps": [ { "kind": "march", "route": ["kratzau", "reichenberg"] } ] })",
      "orders2");
  auto step2 = runHfg("campaign step " + (s / "day2.json") + " --orders " + day2 + " --out " +
                      (s / "day3.json"));
  CAPTURE(step2.output);
  REQUIRE(step2.exitCode == 0);
  const hfg::CampaignState dawn3 = hfg::loadCampaignState(s / "day3.json");
  CHECK(dawn3.findForce("first-hq")->location.node == "reichenberg");
  CHECK(dawn3.heldOrders.empty());
  int marches = 0;
  for (const auto& e : dawn3.log)
    if (e.day == 2 && e.rule == "C-10" && e.forces == std::vector<std::string>{"first-hq"})
      ++marches;
  CHECK(marches == 2);
}
