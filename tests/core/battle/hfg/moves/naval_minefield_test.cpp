// Naval minefields (T-14) and Sail's upwind limit (T-2, T-12 wind direction), in the planner and the bound loop.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/naval_minefield.h"
#include "core/battle/hfg/moves/naval_moves.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

/// A bay across the table (y 2500-3500); a blue Steamer heading east at x 3000.
BattleSetup bay() {
  BattleSetup s;
  s.year = 1850;
  s.sides[0].id = "blue";
  s.sides[0].attacker = true;
  s.sides[0].baseEdge = BaseEdge::South;
  s.sides[0].commands = {{"b1", "", GeneralQuality::Ordinary, false, true, "b-cp", std::nullopt}};
  s.sides[1].id = "red";
  s.sides[1].baseEdge = BaseEdge::North;
  s.sides[1].commands = {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}};
  s.elements = {el("b-cp", "blue", "b1", TroopType::CommandParty, {6000, 400}, 90),
                el("r-cp", "red", "r1", TroopType::CommandParty, {6000, 5600}, 270),
                el("st", "blue", "b1", TroopType::Steamer, {3000, 3000}, 0)};
  BattleTerrainFeature water;
  water.id = "bay";
  water.terrain = TerrainClass::Waterway;
  water.outline = {{0, 2500}, {12000, 2500}, {12000, 3500}, {0, 3500}};
  s.terrain = {water};
  s.weather = TableWeather::Fair;
  return s;
}

MoveOrder to(const std::string& id, Vec2 at) {
  MoveOrder o;
  o.elementIds = {id};
  o.path = {at};
  return o;
}

bool logged(const Battle& b, const std::string& text) {
  for (const auto& l : b.logEntries())
    if (l.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("T-14 a side's own naval may not enter its naval minefield") {
  BattleSetup s = bay();
  s.navalMinefields = {{"bm", "blue", {4000, 3000}, 400}};
  Battle b(s);
  b.pipsLeft("b1") = 6;
  // The square x 3800-4200: the Steamer's bow passes it on the way to x 5000.
  const auto through = planMove(b, to("st", {5000, 3000}));
  REQUIRE(through.refusal);
  CHECK(through.refusal->rule == "T-14");
  CHECK(through.refusal->message.find("own side's naval minefield 'bm'") != std::string::npos);
  CHECK(planMove(b, to("st", {3700, 3000})).legal());  // stops 100 p short of it
}

TEST_CASE(
    "T-14 an enemy naval element entering a minefield throws a die in the bound loop: 1 destroys "
    "it") {
  BattleSetup s = bay();
  s.navalMinefields = {{"rm", "red", {4000, 3000}, 400}};
  {
    Battle b(s);
    const std::size_t st = *b.find("st");
    REQUIRE(enemyMinefieldsEntered(b, st,
                                   ElementPath{{b.elements()[st].footprint,
                                                b.elements()[st].footprint.moved({2000, 0})},
                                               2000})
                .size() == 1);
    ScriptedMoves moves({{1, {to("st", {5000, 3000})}}});
    ScriptedDice dice({3, 1});  // PIP 3; the minefield's die 1
    playBound(b, moves, dice);
    CHECK(dice.used() == 2);
    CHECK(b.elements()[st].condition == ElementCondition::Destroyed);
    CHECK(logged(b, "st enters naval minefield rm: die 1, destroyed (T-14)"));
    CHECK(b.losses().lostEe("blue") == doctest::Approx(b.elements()[st].ee));
  }
  {
    Battle b(s);
    ScriptedMoves moves({{1, {to("st", {5000, 3000})}}});
    ScriptedDice dice({3, 2});
    playBound(b, moves, dice);
    const ElementInPlay& e = b.elements()[*b.find("st")];
    CHECK(e.present());
    CHECK(e.footprint.frontMid.x == doctest::Approx(5000));
    CHECK(logged(b, "st enters naval minefield rm: die 2, passes (T-14)"));
  }
  {
    // Moving away from the minefield throws nothing.
    Battle b(s);
    ScriptedMoves moves({{1, {to("st", {3500, 3000})}}});
    ScriptedDice dice({3});
    playBound(b, moves, dice);
    CHECK(dice.used() == 1);
  }
}

TEST_CASE("T-14 minefields are checked: a known side, at most one a side, on a Waterway") {
  BattleSetup s = bay();
  s.navalMinefields = {{"m1", "red", {4000, 3000}, 400},
                       {"m2", "red", {8000, 3000}, 400},
                       {"m3", "green", {4000, 1000}, 500}};
  const auto problems = validateBattleSetup(s, "x.json");
  const auto has = [&](const std::string& text) {
    for (const auto& p : problems)
      if (p.find(text) != std::string::npos) return true;
    return false;
  };
  CHECK(has("x.json: naval_minefields[1].side: expected at most 1 naval minefield for side 'red'"));
  CHECK(has("naval_minefields[2].side: expected 'blue' or 'red'"));
  CHECK(has("naval_minefields[2].size_paces"));
  CHECK(has("naval_minefields[2].centre: expected a point on a Waterway"));
  CHECK_FALSE(has("naval_minefields[0]"));
}

TEST_CASE("T-2 T-12 Sail may not head closer than 45 degrees to straight upwind") {
  BattleSetup s = bay();
  s.elements.back() = el("st", "blue", "b1", TroopType::Sail, {3000, 3000}, 0);
  SUBCASE("no wind: no limit") {
    Battle b(s);
    b.pipsLeft("b1") = 6;
    CHECK(planMove(b, to("st", {4000, 3000})).legal());
  }
  SUBCASE("wind from the east: sailing east is refused") {
    s.windFromDeg = 0;
    Battle b(s);
    b.pipsLeft("b1") = 6;
    const auto r = planMove(b, to("st", {4000, 3000}));
    REQUIRE(r.refusal);
    CHECK(r.refusal->rule == "T-2");
    CHECK(r.refusal->message.find("upwind") != std::string::npos);
  }
  SUBCASE(
      "wind from the north: east is 90 degrees off it, legal; north-north-east is 34 degrees off, "
      "refused") {
    s.windFromDeg = 90;
    Battle b(s);
    b.pipsLeft("b1") = 6;
    CHECK(planMove(b, to("st", {4000, 3000})).legal());
    const std::size_t sail = *b.find("st");
    const Footprint start = b.elements()[sail].footprint;
    Footprint steep = start.moved({200, 300});
    steep.headingDeg = 56.3;  // atan(300 / 200)
    CHECK(sailUpwindForbidden(b, sail, ElementPath{{start, steep}, 360}).has_value());
    Footprint reach = start.moved({300, 200});
    reach.headingDeg = 33.7;  // 56 degrees off the wind
    CHECK_FALSE(sailUpwindForbidden(b, sail, ElementPath{{start, reach}, 360}).has_value());
  }
  SUBCASE("in the bound loop the refused move leaves the ship where it was") {
    s.windFromDeg = 0;
    Battle b(s);
    ScriptedMoves moves({{1, {to("st", {4000, 3000})}}});
    ScriptedDice dice({3});
    playBound(b, moves, dice);
    CHECK(b.elements()[*b.find("st")].footprint.frontMid.x == doctest::Approx(3000));
    CHECK(logged(b, "(Sail) may not head closer than 45 degrees to straight upwind"));
  }
}

TEST_CASE(
    "T-14 a naval element taken into an enemy minefield by an outcome move throws at the end of "
    "the phase") {
  BattleSetup s = bay();
  // The red minefield x 1300-1700 lies astern of the Steamer (x 2000-3000, 1,000 p long, B-3,
  // heading east); a repulse of 800 p west takes it to x 1200-2200.
  s.navalMinefields = {{"rm", "red", {1500, 3000}, 400}};
  const auto repulse = [](Battle& b, std::size_t st) {
    OutcomeRecord o;
    o.rowId = "O-C1";
    o.result = ResultKind::Repulsed;
    o.minPaces = o.maxPaces = 800;
    applyOutcome(b, st, o, st, CombatKind::Distant);
  };
  SUBCASE("die 1: destroyed") {
    Battle b(s);
    const std::size_t st = *b.find("st");
    repulse(b, st);
    CHECK(b.elements()[st].footprint.centre().x == doctest::Approx(1700));
    REQUIRE(b.minefieldEntriesToThrow.size() == 1);
    CHECK(b.minefieldEntriesToThrow[0] == std::pair<std::size_t, std::size_t>{st, 0});
    ScriptedDice dice({1});
    throwPendingMinefieldDice(b, dice);
    CHECK(dice.used() == 1);
    CHECK(b.elements()[st].condition == ElementCondition::Destroyed);
    CHECK(b.minefieldEntriesToThrow.empty());
    CHECK(logged(b, "st enters naval minefield rm: die 1, destroyed (T-14)"));
  }
  SUBCASE("die 4: passes") {
    Battle b(s);
    const std::size_t st = *b.find("st");
    repulse(b, st);
    ScriptedDice dice({4});
    throwPendingMinefieldDice(b, dice);
    CHECK(b.elements()[st].present());
    CHECK(logged(b, "st enters naval minefield rm: die 4, passes (T-14)"));
  }
  SUBCASE("its own side's minefield throws nothing") {
    s.navalMinefields = {{"bm", "blue", {1500, 3000}, 400}};
    Battle b(s);
    repulse(b, *b.find("st"));
    CHECK(b.minefieldEntriesToThrow.empty());
  }
}

TEST_CASE("T-14 a naval element arriving into an enemy minefield throws for it") {
  BattleSetup s = bay();
  s.navalMinefields = {{"rm", "red", {4000, 3000}, 400}};
  // A delayed blue command b2 whose Steamer enters where it is placed, bow at x 4100 (in the square).
  s.sides[0].commands.push_back(
      {"b2", "", GeneralQuality::Ordinary, false, false, "b2-cp", std::nullopt});
  s.elements.push_back(el("b2-cp", "blue", "b2", TroopType::CommandParty, {8000, 400}, 90));
  s.elements.back().onTable = false;
  s.elements.push_back(el("st2", "blue", "b2", TroopType::Steamer, {4100, 3000}, 0));
  s.elements.back().onTable = false;
  Battle b(s);
  ScriptedMoves moves({});
  // PIPs: b1 3, b2 4 (T-15: a delayed command arrives on 4-6); then the minefield's die 1.
  ScriptedDice dice({3, 4, 1});
  playBound(b, moves, dice);
  CHECK(logged(b, "command b2 arrives"));
  CHECK(b.elements()[*b.find("st2")].condition == ElementCondition::Destroyed);
  CHECK(logged(b, "st2 enters naval minefield rm: die 1, destroyed (T-14)"));
}
