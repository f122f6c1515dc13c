// EB-78 control of a feature and the Kernstown verdict (ES-K5, EB-74).
#include <doctest/doctest.h>

#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/scenario_victory.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

BattleState kernstownTable() {
  BattleState s = twoSides();
  TerrainArea hill = area(TerrainKind::GentleHill, 45, 26, 59, 35, 2);
  hill.name = "Pritchard's Hill";
  s.terrain.areas.push_back(hill);
  TerrainArea village = area(TerrainKind::WoodenBuildings, 33, 21, 39, 25.5);
  village.name = "Kernstown";
  s.terrain.areas.push_back(village);
  s.endRules.scenario = "kernstown";
  return s;
}

}  // namespace

TEST_CASE(
    "EB-78 control: a unit on the feature that is neither Routed nor Defeated, and no enemy") {
  BattleState s = kernstownTable();
  s.units.push_back(infantry("u", Belligerent::Union, 5, 52, 31, 270));
  CHECK(controls(s, Belligerent::Union, "Pritchard's Hill"));
  CHECK_FALSE(controls(s, Belligerent::Confederate, "Pritchard's Hill"));
  s.units.push_back(infantry("c", Belligerent::Confederate, 4, 50, 28, 90));
  CHECK_FALSE(controls(s, Belligerent::Union, "Pritchard's Hill"));
  s.unit("c")->status = Status::Defeated;
  CHECK(controls(s, Belligerent::Union, "Pritchard's Hill"));
  CHECK_FALSE(controls(s, Belligerent::Union, "no such place"));
}

TEST_CASE("ES-K5 EB-74 the Kernstown verdict after turn 20") {
  SUBCASE("Confederates on Pritchard's Hill win") {
    BattleState s = kernstownTable();
    s.units.push_back(infantry("c", Belligerent::Confederate, 4, 52, 31, 90));
    CHECK(kernstownVerdict(s).winner == Belligerent::Confederate);
  }
  SUBCASE("half the Union infantry broken: a Confederate victory") {
    BattleState s = kernstownTable();
    s.units.push_back(infantry("u1", Belligerent::Union, 5, 52, 31, 270));
    s.units.push_back(infantry("u2", Belligerent::Union, 5, 10, 40, 270));
    s.unit("u2")->status = Status::Routed;
    CHECK(kernstownVerdict(s).winner == Belligerent::Confederate);
  }
  SUBCASE("the Union holds the hill and nobody is north of Kernstown: a Union victory") {
    BattleState s = kernstownTable();
    s.units.push_back(infantry("u1", Belligerent::Union, 5, 52, 31, 270));
    s.units.push_back(infantry("c", Belligerent::Confederate, 4, 36, 10, 90));
    CHECK(kernstownVerdict(s).winner == Belligerent::Union);
    s.unit("c")->frontMidIn = {20, 40};  // now north of Kernstown
    CHECK_FALSE(kernstownVerdict(s).winner.has_value());
    s.unit("c")->status = Status::Routed;  // routers do not count
    CHECK(kernstownVerdict(s).winner == Belligerent::Union);
  }
  SUBCASE("E-111: the verdict is given when the turn limit ends the game") {
    BattleState s = kernstownTable();
    s.units.push_back(infantry("c", Belligerent::Confederate, 4, 52, 31, 90));
    s.turn = s.endRules.maxTurns;
    checkEndOfGame(s);
    CHECK(s.ended);
    CHECK(s.winner == Belligerent::Confederate);
    CHECK(s.endReason.find("ES-K5") != std::string::npos);
  }
}
