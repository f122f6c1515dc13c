// Set-up files: Kernstown (ES-K) loads and plays to its end with both sides automatic; bad files are refused with the field named.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/battle/tchae/setup_loader.h"
#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/table_geometry.h"
#include "core/battle/tchae/tchae_battle.h"
#include "tests/core/battle/tchae/tchae_test_support.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::tchae;

namespace {

const std::filesystem::path kKernstown =
    hfg::testpaths::sourceDir() / "campaigns/kernstown-1862-tchae/battle.json";

const char* kSmall = R"({"format": "hfg-tchae-battle", "version": 1, "level": "regimental",
  "turns": 5, "table": {"width_in": 72, "depth_in": 48},
  "commanders": [{"id": "a", "side": "union", "ability": "gifted", "on_table": true, "position": [2, 2]}],
  "units": [{"id": "u1", "side": "union", "commander": "a", "arm": "infantry", "bases": 1,
             "on_table": true, "front": [10, 10], "heading_deg": 90}]})";

std::string refusal(const std::string& text) {
  try {
    parseBattleSetup(text, "test.json");
  } catch (const LoadError& e) {
    return e.what();
  }
  return "accepted";
}

std::string with(const std::string& from, const std::string& to) {
  std::string s = kSmall;
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("ES-K2 ES-K3 ES-K4 E-38 Kernstown loads with both orders of battle and its blinds") {
  REQUIRE(std::filesystem::exists(kKernstown));
  const BattleState s = loadBattleSetup(kKernstown);
  int unionUnits = 0, confUnits = 0;
  for (const Unit& u : s.units) (u.side == Belligerent::Union ? unionUnits : confUnits) += 1;
  CHECK(unionUnits == 21);
  CHECK(confUnits == 18);
  CHECK(s.commander("jackson")->inspirational);
  CHECK(s.commander("garnett")->cautious);
  CHECK(s.unit("84-pennsylvania")->inspirationalColonel);
  CHECK(s.unit("1-pennsylvania-cav")->sabreOnly);
  CHECK(s.unit("7-virginia-cav")->onTable);
  CHECK(s.blind("blind-u3")->arrivalTurn == 6);
  CHECK(s.blind("blind-c1")->unitIds.size() == 5);
  CHECK(s.settings.grandTacticalCardSide == "confederate");
  CHECK(s.endRules.maxTurns == 20);
  CHECK(s.endRules.scenario == "kernstown");
}

TEST_CASE(
    "ES-K E-111 Kernstown plays to its end with both sides automatic, the same seed replaying it") {
  auto run = [](std::uint64_t seed) {
    Dice dice(seed);
    SimpleGeneral u, c;
    TchaeBattle battle(loadBattleSetup(kKernstown), dice, u, c);
    for (int t = 0; t < 30 && !battle.state().ended; ++t) {
      battle.playTurn();
      const BattleState& st = battle.state();
      for (std::size_t i = 0; i < st.units.size(); ++i)
        for (std::size_t j = i + 1; j < st.units.size(); ++j)
          if (st.units[i].active() && st.units[j].active()) {
            const bool overlap =
                overlapIn(footprintOf(st.units[i], st.level), footprintOf(st.units[j], st.level));
            if (overlap)
              MESSAGE("turn " << st.turn << ": " << st.units[i].id << " on " << st.units[j].id);
            CHECK_FALSE(overlap);
          }
      const std::string unionFile =
          describeView(sideView(st, Belligerent::Union), Belligerent::Union);
      for (const Unit& x : st.units)
        if (x.side == Belligerent::Confederate && !x.onTable)
          CHECK_FALSE(test::mentions(unionFile, x.id));
    }
    return battle.state();
  };
  const BattleState a = run(5), b = run(5);
  CHECK(a.ended);
  CHECK(a.turn == 20);
  CHECK(a.endReason.find("ES-K5") != std::string::npos);  // judged by the scenario's own terms
  REQUIRE(a.log.size() == b.log.size());
  for (std::size_t i = 0; i < a.log.size(); ++i) CHECK(a.log[i].text == b.log[i].text);
  int placed = 0;
  for (const Unit& x : a.units) placed += x.onTable ? 1 : 0;
  CHECK(placed > 4);  // blinds were spotted or deployed during the game
}

TEST_CASE("E-112 a one-base unit is kept with a warning") {
  const BattleState s = parseBattleSetup(kSmall, "small.json");
  CHECK(s.unit("u1")->startBases == 1);
  CHECK(s.log.size() == 1);
  CHECK(s.log[0].ruleId == "E-112");
}

TEST_CASE("issue 20 bad input: every refusal names the file, the field and what was expected") {
  CHECK(refusal("{").find("test.json:1:") == 0);  // a syntax error, with its line and column
  CHECK(refusal(with("hfg-tchae-battle", "hfg-battle")) ==
        "test.json: format: expected \"hfg-tchae-battle\"");
  CHECK(refusal(with("\"infantry\"", "\"infantery\"")) ==
        "test.json: units[0].arm: expected one of artillery, cavalry, infantry");
  CHECK(refusal(with("\"bases\": 1", "\"bases\": 0")).find("units[0].bases: expected a number") !=
        std::string::npos);
  CHECK(refusal(with("[10, 10]", "[100, 10]")) ==
        "test.json: units[0].front: expected a point on the table");
  CHECK(refusal(with("\"commander\": \"a\"", "\"commander\": \"b\"")) ==
        "test.json: unit 'u1'.commander: expected a commander of its side");
  CHECK(refusal(with("\"turns\": 5,", "")) == "test.json: turns: expected a value (missing)");
  CHECK(refusal(with("\"id\": \"u1\"", "\"id\": \"a\"")) ==
        "test.json: unit 'a': its id is used twice");
  CHECK(refusal(with("\"on_table\": true, \"front\"", "\"front\""))
            .find("expected on_table or a blind") != std::string::npos);
  CHECK(refusal(with("\"turns\": 5,", "\"turns\": 5, \"victory\": \"gettysburg\",")) ==
        "test.json: victory: expected \"kernstown\" (the only scenario judged yet)");
  CHECK_THROWS_AS(loadBattleSetup("/nonexistent/battle.json"), LoadError);
  const std::filesystem::path big = std::filesystem::temp_directory_path() / "hfg-tchae-big.json";
  {
    std::ofstream out(big);
    out << std::string(kMaxSetupBytes + 1, ' ');
  }
  CHECK_THROWS_WITH_AS(loadBattleSetup(big), doctest::Contains("larger than 4 MiB"), LoadError);
  std::filesystem::remove(big);
}
