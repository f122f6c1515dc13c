// Naval moves (T-2, T-12): distances by type, upstream and damage, navigable water only, mist.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/naval_moves.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

BattleSetup waters(int year) {
  BattleSetup s;
  s.year = year;
  s.sides[0].id = "blue";
  s.sides[0].attacker = true;
  s.sides[0].baseEdge = BaseEdge::South;
  s.sides[0].commands = {{"b1", "", GeneralQuality::Ordinary, false, true, "b-cp", std::nullopt}};
  s.sides[1].id = "red";
  s.sides[1].baseEdge = BaseEdge::North;
  s.sides[1].commands = {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}};
  s.elements = {el("b-cp", "blue", "b1", TroopType::CommandParty, {6000, 400}, 90),
                el("r-cp", "red", "r1", TroopType::CommandParty, {6000, 5600}, 270)};
  BattleTerrainFeature waterway;
  waterway.id = "bay";
  waterway.terrain = TerrainClass::Waterway;
  waterway.outline = {{0, 2500}, {12000, 2500}, {12000, 3500}, {0, 3500}};
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 1500}, {12000, 1500}};  // its lower (downstream) end first
  river.widthPaces = 400;
  s.terrain = {waterway, river};
  s.weather = TableWeather::Fair;
  return s;
}

MoveOrder to(const std::string& id, Vec2 at) {
  MoveOrder o;
  o.elementIds = {id};
  o.path = {at};
  return o;
}

}  // namespace

TEST_CASE("T-2 the table of naval moves with B-14 dates and damage") {
  CHECK(*navalMovePaces(TroopType::Steamer, 1850, false, false) == 2000);
  CHECK(*navalMovePaces(TroopType::Ironclad, 1870, true, false) == 1200);
  CHECK(*navalMovePaces(TroopType::Submarine, 1890, false, false) == 800);
  CHECK(*navalMovePaces(TroopType::Sail, 1800, true, false) == 800);
  CHECK(*navalMovePaces(TroopType::Flotilla, 1875, false, false) == 1200);
  CHECK(*navalMovePaces(TroopType::Flotilla, 1876, false, false) == 2000);
  CHECK(*navalMovePaces(TroopType::Steamer, 1850, false, true) == 1600);
  CHECK_FALSE(navalMovePaces(TroopType::Bayonets, 1850, false, false).has_value());
}

TEST_CASE("T-2 a Steamer moves 2,000 p on a Waterway and may not leave it") {
  BattleSetup s = waters(1850);
  s.elements.push_back(el("st", "blue", "b1", TroopType::Steamer, {3000, 3000}, 0));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  CHECK(planMove(b, to("st", {5000, 3000})).legal());
  const auto far = planMove(b, to("st", {5100, 3000}));
  REQUIRE(far.refusal);
  CHECK(far.refusal->rule == "T-2");
  const auto ashore = planMove(b, to("st", {3000, 4000}));
  REQUIRE(ashore.refusal);
  CHECK(ashore.refusal->message.find("navigable water") != std::string::npos);
  b.elements()[*b.find("st")].damaged = true;
  CHECK(planMove(b, to("st", {4600, 3000})).legal());
  CHECK(planMove(b, to("st", {4700, 3000})).refusal.has_value());
}

TEST_CASE(
    "T-2 Flotilla use a River 400 p wide, slower upstream; others may not; in mist only Flotilla "
    "move (T-12)") {
  BattleSetup s = waters(1850);
  s.elements.push_back(el("fl", "blue", "b1", TroopType::Flotilla, {6000, 1500}, 0));
  s.elements.push_back(el("st", "blue", "b1", TroopType::Steamer, {3000, 3000}, 0));
  s.elements.push_back(el("fl2", "blue", "b1", TroopType::Flotilla, {3000, 1500}, 180));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  // Upstream (further along the river's line): 800 p up to 1875.
  CHECK(planMove(b, to("fl", {6800, 1500})).legal());
  CHECK(planMove(b, to("fl", {6900, 1500})).refusal.has_value());
  // Downstream: 1,200 p.
  CHECK(planMove(b, to("fl2", {1800, 1500})).legal());
  CHECK(planMove(b, to("fl2", {1700, 1500})).refusal.has_value());
  // Turning across a river 400 p wide would put the vessel ashore.
  MoveOrder turn = to("fl", {6000, 1500});
  turn.finalHeadingDeg = 180;
  CHECK(planMove(b, turn).refusal.has_value());

  BattleSetup m = waters(1850);
  m.elements = s.elements;
  m.weather = TableWeather::Mist;
  Battle misty(m);
  misty.pipsLeft("b1") = 6;
  const auto steamer = planMove(misty, to("st", {3500, 3000}));
  REQUIRE(steamer.refusal);
  CHECK(steamer.refusal->message.find("mist") != std::string::npos);
  CHECK(planMove(misty, to("fl", {6200, 1500})).legal());
}

TEST_CASE(
    "T-4 a Steamer on the Waterway shoots at troops ashore from its broadside (G-10) in the bound "
    "loop") {
  BattleSetup s = waters(1850);
  s.elements.push_back(el("st", "blue", "b1", TroopType::Steamer, {6500, 3000}, 0));
  // Red foot ashore north of the water, 600 p from the Steamer's north (left) edge, facing away.
  s.elements.push_back(el("ri", "red", "r1", TroopType::Bayonets, {6000, 3900}, 90));
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(10, 3));
  playBound(b, moves, dice);
  bool shot = false;
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::Shooting && l.text.find("ri shot at by st") != std::string::npos)
      shot = true;
  CHECK(shot);
}
