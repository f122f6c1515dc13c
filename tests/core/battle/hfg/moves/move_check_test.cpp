// Voluntary moves: T-1 distances, T-6 costs, B-8/B-9 groups, B-21 march rule, B-22 freeze, G-1/G-23 passing through, rivers and ford searches (B-46).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_execution.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

// A simplified 400 p base: foot 200 p deep, everything else 300 p.

MoveOrder advance(std::vector<std::string> ids, Vec2 to, MoveKind kind = MoveKind::Tactical) {
  MoveOrder o;
  o.elementIds = std::move(ids);
  o.kind = kind;
  o.path = {to};
  return o;
}

class NoDice final : public DieSource {
 public:
  int d6() override {
    FAIL("no die expected");
    return 1;
  }
};

}  // namespace

TEST_CASE("T-1 a heavy cavalry tactical move in good going is at most 1,200 p") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  CHECK(planMove(b, advance({"b-h"}, {6000, 2700})).legal());
  const auto tooFar = planMove(b, advance({"b-h"}, {6000, 2701}));
  REQUIRE(tooFar.refusal);
  CHECK(tooFar.refusal->rule == "T-1");
}

TEST_CASE("T-1 slow going cuts the Bayonets' move to 400 p (B-7)") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-i", "blue", "b1", TroopType::Bayonets, {6000, 1500}, 90));
  BattleTerrainFeature wood;
  wood.id = "w";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{5000, 1700}, {7000, 1700}, {7000, 2500}, {5000, 2500}};
  s.terrain.push_back(wood);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  CHECK(planMove(b, advance({"b-i"}, {6000, 1900})).legal());
  const auto r = planMove(b, advance({"b-i"}, {6000, 2000}));
  REQUIRE(r.refusal);
  CHECK(r.refusal->rule == "T-1");
}

TEST_CASE("T-6 a move costs 1 PIP; a march wholly by road costs none; no PIPs, no move") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3400, 1500}, 90));
  BattleTerrainFeature road;
  road.id = "road";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{3400, 0}, {3400, 6000}};
  s.terrain.push_back(road);
  Battle b(s);
  b.pipsLeft("b1") = 1;
  const auto march = planMove(b, advance({"b-h"}, {3400, 2500}, MoveKind::March));
  REQUIRE(march.legal());
  CHECK(march.plan->cost.total == 0);
  CHECK(march.plan->byRoad);
  // A single element may move obliquely (MOVING SINGLE ELEMENTS); off the road it costs 1.
  const auto offRoad = planMove(b, advance({"b-h"}, {3800, 2300}));
  REQUIRE(offRoad.legal());
  CHECK(offRoad.plan->cost.total == 1);
  b.pipsLeft("b1") = 0;
  const auto none = planMove(b, advance({"b-h"}, {3800, 1500}));
  REQUIRE(none.refusal);
  CHECK(none.refusal->rule == "T-6");
}

TEST_CASE("B-21 a march may not come within 600 p of enemy") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90));
  s.elements.push_back(el400("r-h", "red", "r1", TroopType::HeavyCavalry, {6000, 3000}, 270));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-h"}, {6000, 2500}, MoveKind::March));
  REQUIRE(r.refusal);
  CHECK(r.refusal->rule == "B-21");
  CHECK(planMove(b, advance({"b-h"}, {6000, 2300}, MoveKind::March)).legal());
}

TEST_CASE("G-23 a move may not pass through enemy, and G-1 may not end on friends") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3100, 2000}, 0));
  s.elements.push_back(el400("b-f", "blue", "b1", TroopType::Bayonets, {2200, 1900}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto through = planMove(b, advance({"b-h"}, {3000, 2700}));
  REQUIRE(through.refusal);
  CHECK(through.refusal->rule == "G-23");
  const auto onto = planMove(b, advance({"b-h"}, {2200, 1900}));
  REQUIRE(onto.refusal);
  CHECK(onto.refusal->rule == "G-1");
}

TEST_CASE("T-1 contact after moving: foot no more than 200 p, mounted 600 p") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-i", "blue", "b1", TroopType::Bayonets, {3000, 1500}, 90));
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3000, 1800}, 270));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-i"}, {3000, 1800}));
  REQUIRE(r.refusal);
  CHECK(r.refusal->rule == "T-1");
}

TEST_CASE("B-63 artillery never moves into contact voluntarily") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-a", "blue", "b1", TroopType::Smoothbore, {3000, 1700}, 90));
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3000, 1800}, 270));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-a"}, {3000, 1800}));
  REQUIRE(r.refusal);
  CHECK(r.refusal->rule == "B-63");
}

TEST_CASE("B-8 elements that do not touch are not a group") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-1", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("b-2", "blue", "b1", TroopType::HeavyCavalry, {4000, 1500}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-1", "b-2"}, {3000, 2000}));
  REQUIRE(r.refusal);
  CHECK(r.refusal->rule == "B-8");
}

TEST_CASE("B-9 a line group moves straight ahead together for 1 PIP") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-1", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("b-2", "blue", "b1", TroopType::HeavyCavalry, {3400, 1500}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 2;
  NoDice dice;
  const auto rep = executeOrder(b, advance({"b-1", "b-2"}, {3000, 2000}), dice);
  REQUIRE(rep.applied);
  CHECK(b.pipsLeftOf("b1") == 1);
  CHECK(b.elements()[*b.find("b-2")].footprint.frontMid.y == doctest::Approx(2000));
  const auto oblique = planMove(b, advance({"b-1", "b-2"}, {3400, 2400}));
  CHECK_FALSE(oblique.legal());  // the tactical move was made, and groups move only ahead
}

TEST_CASE(
    "SEQUENCE an element makes march moves or one tactical move, and a refused order changes "
    "nothing") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  NoDice dice;
  REQUIRE(executeOrder(b, advance({"b-h"}, {3000, 1800}), dice).applied);
  const auto second = executeOrder(b, advance({"b-h"}, {3000, 2000}), dice);
  CHECK_FALSE(second.applied);
  REQUIRE(second.refusal);
  CHECK(second.refusal->rule == "SEQUENCE");
  CHECK(b.elements()[*b.find("b-h")].footprint.frontMid.y == doctest::Approx(1800));
  CHECK(b.pipsLeftOf("b1") == 5);
}

TEST_CASE("CROSSING BY WATER a river is crossed only at a ford or bridge; a road over it is one") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("b-g", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90));
  BattleTerrainFeature river;
  river.id = "r";
  river.terrain = TerrainClass::River;
  river.line = {{0, 2000}, {12000, 2000}};
  river.widthPaces = 200;
  s.terrain.push_back(river);
  BattleTerrainFeature road;
  road.id = "road";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{6000, 0}, {6000, 6000}};
  s.terrain.push_back(road);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto wet = planMove(b, advance({"b-h"}, {3000, 2500}));
  REQUIRE(wet.refusal);
  CHECK(wet.refusal->rule == "CROSSING BY WATER");
  CHECK(planMove(b, advance({"b-g"}, {6000, 2500})).legal());
}

TEST_CASE("B-46 a ford search costs 3 PIPs, and a 5 finds a ford the searcher wades through") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  BattleTerrainFeature river;
  river.id = "r";
  river.terrain = TerrainClass::River;
  river.line = {{0, 2000}, {12000, 2000}};
  river.widthPaces = 200;
  s.terrain.push_back(river);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder search;
  search.elementIds = {"b-h"};
  search.action = MoveAction::FordSearch;
  search.riverId = "r";
  ScriptedDice dice({5});
  const auto rep = executeOrder(b, search, dice);
  REQUIRE(rep.applied);
  CHECK(b.pipsLeftOf("b1") == 3);
  REQUIRE(b.crossings().size() == 1);
  CHECK(b.crossings()[0].kind == CrossingKind::Ford);
  // Front edge at the far bank: 2,000 + 100 p.
  CHECK(b.elements()[*b.find("b-h")].footprint.frontMid.y == doctest::Approx(2100).epsilon(0.001));
  // Next bound it may climb out across the ford it found.
  b.elements()[*b.find("b-h")].tacticalMoved = false;
  const auto out = planMove(b, advance({"b-h"}, {3000, 2700}));
  const std::string why = out.refusal ? out.refusal->message : std::string();
  INFO(why);
  CHECK(out.legal());
}

TEST_CASE(
    "B-46 G-1 a searcher that finds a ford wades only until it meets troops at the far bank") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  // Red stands at the water's edge facing the ford: its front edge 20 p into the river band.
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3000, 2080}, 270));
  BattleTerrainFeature river;
  river.id = "r";
  river.terrain = TerrainClass::River;
  river.line = {{0, 2000}, {12000, 2000}};
  river.widthPaces = 200;
  s.terrain.push_back(river);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder search;
  search.elementIds = {"b-h"};
  search.action = MoveAction::FordSearch;
  search.riverId = "r";
  ScriptedDice dice({5});
  const auto rep = executeOrder(b, search, dice);
  REQUIRE(rep.applied);
  REQUIRE(b.crossings().size() == 1);
  const auto& blue = b.elements()[*b.find("b-h")].footprint;
  const auto& red = b.elements()[*b.find("r-i")].footprint;
  CHECK_FALSE(overlaps(blue, red, b.settings()));
  CHECK(blue.frontMid.y <= 2080.5);
  CHECK(blue.frontMid.y > 2000);  // it still waded into the ford it found
}

TEST_CASE("B-46 a failed search marks 1,200 p of river without a ford") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("b-j", "blue", "b1", TroopType::HeavyCavalry, {3800, 1500}, 90));
  BattleTerrainFeature river;
  river.id = "r";
  river.terrain = TerrainClass::River;
  river.line = {{0, 2000}, {12000, 2000}};
  s.terrain.push_back(river);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder search;
  search.elementIds = {"b-h"};
  search.action = MoveAction::FordSearch;
  search.riverId = "r";
  ScriptedDice dice({4});
  REQUIRE(executeOrder(b, search, dice).applied);
  CHECK(b.crossings().empty());
  search.elementIds = {"b-j"};
  const auto again = executeOrder(b, search, dice);
  REQUIRE(again.refusal);
  CHECK(again.refusal->rule == "B-46");
}

TEST_CASE(
    "B-22 an element frozen by enemy within 400 p to its front may not slide across it; T-6 (d) "
    "retiring costs 1 more") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3000, 1800}, 270));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto slide = planMove(b, advance({"b-h"}, {3600, 1500}));
  REQUIRE(slide.refusal);
  CHECK(slide.refusal->rule == "B-22");
  const auto back = planMove(b, advance({"b-h"}, {3000, 1200}));
  REQUIRE(back.legal());
  CHECK(back.plan->cost.total == 2);  // 1 + (d)
}

TEST_CASE("B-23 a flank contact from in front of the enemy is refused (G-14)") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3000, 2500}, 90));
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {2900, 3000}, 0));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-h"}, {2800, 2450}));
  REQUIRE(r.refusal);
  CHECK(r.refusal->rule == "B-23");
}

TEST_CASE("CROSSING BY WATER a move into a stream ends with the rear edge half way across") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-l", "blue", "b1", TroopType::LightInfantry, {3000, 1500}, 90));
  BattleTerrainFeature stream;
  stream.id = "brook";
  stream.terrain = TerrainClass::Stream;
  stream.line = {{0, 2000}, {12000, 2000}};
  s.terrain.push_back(stream);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-l"}, {3000, 2300}));
  REQUIRE(r.legal());
  const Footprint end = r.plan->paths[0].end();
  CHECK(end.edge(EdgeId::Rear).midpoint().y == doctest::Approx(2000).epsilon(0.02));
  CHECK(r.plan->note.find("half way across") != std::string::npos);
}

TEST_CASE(
    "B-9 a column follows the road round a bend, each element turning where the head turned") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-1", "blue", "b1", TroopType::Bayonets, {3000, 1500}, 90));
  s.elements.push_back(el400("b-2", "blue", "b1", TroopType::Bayonets, {3000, 1300}, 90));
  BattleTerrainFeature road;
  road.id = "road";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{3000, 0}, {3000, 2000}, {5000, 2000}};
  s.terrain.push_back(road);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder o = advance({"b-1", "b-2"}, {3000, 2000});
  o.path.push_back({3100, 2000});
  const auto r = planMove(b, o);
  const std::string why = r.refusal ? r.refusal->message : std::string();
  INFO(why);
  REQUIRE(r.legal());
  CHECK(r.plan->paths[0].end().headingDeg == doctest::Approx(0));
  CHECK(r.plan->paths[0].end().frontMid.x == doctest::Approx(3100));
  CHECK(r.plan->paths[1].end().headingDeg == doctest::Approx(90));
  CHECK(r.plan->paths[1].end().frontMid.y == doctest::Approx(1900));
}

TEST_CASE("B-9 a wheel is measured along the outer front corner's arc (B-6)") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("b-i", "blue", "b1", TroopType::Bayonets, {4000, 1500}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder wheel;
  wheel.elementIds = {"b-h"};
  wheel.action = MoveAction::Wheel;
  wheel.wheelDeg = 90;
  const auto r = planMove(b, wheel);
  REQUIRE(r.legal());
  CHECK(r.plan->paths[0].lengthPaces == doctest::Approx(400 * 3.14159265 / 2).epsilon(0.01));
  CHECK(r.plan->paths[0].end().headingDeg == doctest::Approx(180));
  wheel.elementIds = {"b-i"};
  const auto foot = planMove(b, wheel);  // 628 p > Bayonets' 600 p
  REQUIRE(foot.refusal);
  CHECK(foot.refusal->rule == "T-1");
}

TEST_CASE(
    "B-9 a straight column turns left into line: the head's open flank where its front edge was "
    "(Fig 2.4)") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-1", "blue", "b1", TroopType::Bayonets, {3000, 1500}, 90));
  s.elements.push_back(el400("b-2", "blue", "b1", TroopType::Bayonets, {3000, 1300}, 90));
  s.elements.push_back(el400("b-3", "blue", "b1", TroopType::Bayonets, {3000, 1100}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder o;
  o.elementIds = {"b-1", "b-2", "b-3"};
  o.action = MoveAction::ColumnToLine;
  o.wheelDeg = 90;
  const auto r = planMove(b, o);
  const std::string why = r.refusal ? r.refusal->message : std::string();
  INFO(why);
  REQUIRE(r.legal());
  const Footprint head = r.plan->paths[0].end();
  CHECK(head.headingDeg == doctest::Approx(180));
  // Its right flank (now facing north) lies on the old front edge, y = 1500.
  CHECK(head.edge(EdgeId::Right).midpoint().y == doctest::Approx(1500));
  CHECK(head.frontMid.x == doctest::Approx(2800));
  CHECK(r.plan->paths[1].end().frontMid.y == doctest::Approx(900));
  CHECK(r.plan->paths[2].end().frontMid.y == doctest::Approx(500));
  CHECK(r.plan->cost.total == 1);
  MoveOrder bent = o;
  bent.wheelDeg = 45;
  CHECK(planMove(b, bent).refusal->rule == "B-9");
}

TEST_CASE("G-23 an enemy redoubt is not entered by a move") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  BattleWork redoubt;
  redoubt.id = "r1";
  redoubt.kind = BattleWorkKind::Redoubt;
  redoubt.sideId = "red";
  redoubt.outline = {{2800, 1900}, {3200, 1900}, {3200, 2300}, {2800, 2300}};
  s.works.push_back(redoubt);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-h"}, {3000, 2100}));
  REQUIRE(r.refusal);
  CHECK(r.refusal->rule == "G-23");
  CHECK(planMove(b, advance({"b-h"}, {3000, 1900})).legal());
}

TEST_CASE(
    "B-21 a march towards enemy hidden behind a wood ends where it comes into view within 600 p") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  // Red waits behind a wood: hidden from the marcher until it rounds the wood's end.
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3750, 2500}, 180));
  s.elements[0].footprint.frontMid = {2400, 1000};  // the general cannot see past the wood either
  BattleTerrainFeature wood;
  wood.id = "w";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{3300, 0}, {3700, 0}, {3700, 2400}, {3300, 2400}};
  s.terrain.push_back(wood);
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto r = planMove(b, advance({"b-h"}, {3000, 2700}, MoveKind::March));
  const std::string why = r.refusal ? r.refusal->message : std::string();
  INFO(why);
  REQUIRE(r.legal());
  CHECK(r.plan->note.find("came into view within 600 p (B-21)") != std::string::npos);
  CHECK(r.plan->paths[0].end().frontMid.y < 2700);
  CHECK(r.plan->paths[0].end().frontMid.y > 1500);
}

TEST_CASE("T-11 a defeated subordinate command may not close on enemy; it may go back") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {3000, 1500}, 90));
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {3000, 2600}, 270));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  b.losses().beginBound();
  b.losses().recordLoss("b1", 5.0);
  b.losses().endBound();
  REQUIRE(b.losses().defeated("b1"));
  const auto on = planMove(b, advance({"b-h"}, {3000, 1900}));
  REQUIRE(on.refusal);
  CHECK(on.refusal->rule == "T-11");
  CHECK(planMove(b, advance({"b-h"}, {3000, 1300})).legal());
}

TEST_CASE("B-9 a line turns right into column led by its right-hand element") {
  BattleSetup s = baseSetup({3400, 1000});
  s.elements.push_back(el400("b-1", "blue", "b1", TroopType::Bayonets, {3000, 1500}, 90));
  s.elements.push_back(el400("b-2", "blue", "b1", TroopType::Bayonets, {3400, 1500}, 90));
  s.elements.push_back(el400("b-3", "blue", "b1", TroopType::Bayonets, {3800, 1500}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder o;
  o.elementIds = {"b-1", "b-2", "b-3"};
  o.action = MoveAction::LineToColumn;
  o.wheelDeg = -90;
  const auto r = planMove(b, o);
  const std::string why = r.refusal ? r.refusal->message : std::string();
  INFO(why);
  REQUIRE(r.legal());
  // b-3, the right-hand end, leads eastwards: its front edge on b-3's old right flank line x = 4000.
  const Footprint head = r.plan->paths[2].end();
  CHECK(head.headingDeg == doctest::Approx(0));
  CHECK(head.frontMid.x == doctest::Approx(4000));
  CHECK(head.frontMid.y == doctest::Approx(1300));
  CHECK(r.plan->paths[1].end().frontMid.x == doctest::Approx(3800));
  CHECK(r.plan->paths[0].end().frontMid.x == doctest::Approx(3600));
}
