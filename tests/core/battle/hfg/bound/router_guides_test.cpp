// B-37 routers following river banks and terrain feature edges; T-10 routers along a road stopping at its crossing of a river and meeting enemy on it.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

BattleSetup base() {
  BattleSetup s;
  s.year = 1812;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                3,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"ru",  "Russians",
                false, BaseEdge::North,
                1,     {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}}};
  s.elements = {el("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
                el("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

/// Russian Bayonets facing east, front edge on x 5000 (x 4800-5000, y 1800-2200); deployed there,
/// so their entry point is (4900, 6000). Straight back (west) 1,200 p ends at (3700, 2000),
/// 4,176 p from it.
BattleSetup eastFacing() {
  BattleSetup s = base();
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 0));
  return s;
}

bool logged(const Battle& b, const std::string& text) {
  for (const auto& l : b.logEntries())
    if (l.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("B-37 a router follows a river bank leading nearer its entry point") {
  BattleSetup s = eastFacing();
  // A river running north along x 5100 (band x 5000-5200) touching d1's front edge.
  BattleTerrainFeature river;
  river.id = "v";
  river.terrain = TerrainClass::River;
  river.line = {{5100, 0}, {5100, 6000}};
  river.widthPaces = 200;
  s.terrain = {river};
  Battle b(s);
  const std::size_t d1 = *b.find("d1");
  const RoutPath path = routPath(b, d1, 1200);
  REQUIRE(path.guide == RoutGuide::RiverBank);
  CHECK(path.roadId == "v");
  CHECK(describeGuide(path) == "the bank of river v");
  // North along the west bank, its centre 100 + 200 + 1 p off the river's line: (4799, 3200),
  // 2,802 p from the entry point. Facing its way (north).
  CHECK(path.poses.back().centre().x == doctest::Approx(4799));
  CHECK(path.poses.back().centre().y == doctest::Approx(3200));
  CHECK(path.poses.back().headingDeg == doctest::Approx(90));
  // The poses keep out of the river.
  for (const auto& fp : path.poses)
    for (Vec2 c : fp.corners()) CHECK(c.x < 5000);
}

TEST_CASE("B-37 a router follows the edge of a terrain feature leading nearer its entry point") {
  BattleSetup s = eastFacing();
  // A wood east of d1, its west edge on x 5000 from y 0 to 4000.
  BattleTerrainFeature wood;
  wood.id = "w";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{5000, 0}, {6000, 0}, {6000, 4000}, {5000, 4000}};
  s.terrain = {wood};
  Battle b(s);
  const RoutPath path = routPath(b, *b.find("d1"), 1200);
  REQUIRE(path.guide == RoutGuide::FeatureEdge);
  CHECK(path.roadId == "w");
  CHECK(path.poses.back().centre().x == doctest::Approx(4799));
  CHECK(path.poses.back().centre().y == doctest::Approx(3200));
  CHECK(path.poses.back().headingDeg == doctest::Approx(90));

  SUBCASE("round the corner of the feature, outside it") {
    const RoutPath longer = routPath(b, *b.find("d1"), 2600);
    REQUIRE(longer.guide == RoutGuide::FeatureEdge);
    // 2,000 p north to the corner (5000, 4000), then 600 p east along the north edge, 201 p outside.
    CHECK(longer.poses.back().centre().x == doctest::Approx(5600));
    CHECK(longer.poses.back().centre().y == doctest::Approx(4201));
    CHECK(longer.poses.back().headingDeg == doctest::Approx(0));
  }
}

namespace {

/// d1 deployed far east (entry point (9000, 6000)) now stands at the edge of a road running east
/// along y 2200 (centre (5000, 2100), x 4800-5200, y 2000-2200, facing south); f1 attacks it from
/// the south and routs it 800 p: along the road east (centre on the road) ends 4,968 p from the
/// entry point, straight back 5,060 p.
BattleSetup onRoad() {
  BattleSetup s = base();
  BattleTerrainFeature road;
  road.id = "r1";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{3000, 2200}, {9000, 2200}, {9000, 6000}};
  road.widthPaces = 200;
  s.terrain = {road};
  s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 1900}, 90));
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
  s.elements.back().footprint.frontMid = {9000, 5600};
  return s;
}

Battle playRout(const BattleSetup& s, std::vector<int> dice) {
  Battle b(s);
  b.place(*b.find("d1"), Footprint::fromCentre({5000, 2100}, 270, 400, 200));
  MoveOrder in;
  in.elementIds = {"f1"};
  in.path = {{5000, 2000}};
  ScriptedMoves moves({{1, {in}}});
  // PIP 3; f1 5 + 3 = 8 against d1 3 + 3 = 6: d1 routed 800 p.
  ScriptedDice d(std::move(dice));
  playBound(b, moves, d);
  return b;
}

}  // namespace

TEST_CASE(
    "T-10 B-37 a router along a road stops at the near side of the road's crossing of a river") {
  BattleSetup s = onRoad();
  BattleTerrainFeature river;
  river.id = "v";
  river.terrain = TerrainClass::River;
  river.line = {{5500, 0}, {5500, 6000}};
  river.widthPaces = 200;
  s.terrain.push_back(river);
  const Battle b = playRout(s, {3, 5, 3});
  const auto& d1 = b.elements()[*b.find("d1")];
  REQUIRE(d1.condition == ElementCondition::Routing);
  CHECK(logged(b, "d1 routs"));
  CHECK(logged(b, "along road r1 (B-37)"));
  CHECK(logged(b, "d1 stops at the near side of the crossing of v (T-10)"));
  // Facing east, its front edge short of the near bank (x 5400) by less than one 50 p step.
  CHECK(d1.footprint.headingDeg == doctest::Approx(0));
  CHECK(d1.footprint.frontMid.x <= 5400);
  CHECK(d1.footprint.frontMid.x >= 5350);
}

TEST_CASE("T-10 B-37 a router along a road that meets enemy conforms to them and fights at once") {
  BattleSetup s = onRoad();
  // French foot across the road 600 p east, facing west.
  s.elements.push_back(el("f2", "fr", "f1", TroopType::Bayonets, {5700, 2200}, 180));
  // Then the fight at once: d1 1 + 3 - 2 (TF-15 routing) against f2 6 + 3.
  const Battle b = playRout(s, {3, 5, 3, 1, 6});
  CHECK(logged(b, "d1 meets f2 and conforms to fight it (T-10)"));
  CHECK(logged(b, "d1 pursues into contact and fights at once (B-36)"));
}

TEST_CASE("T-10 a router reaching marsh it cannot cross is destroyed") {
  BattleSetup s = base();
  BattleTerrainFeature marsh;
  marsh.id = "m";
  marsh.terrain = TerrainClass::Marsh;
  marsh.outline = {{4000, 2500}, {6000, 2500}, {6000, 2900}, {4000, 2900}};
  s.terrain = {marsh};
  s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 1900}, 90));
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
  Battle b(s);
  MoveOrder in;
  in.elementIds = {"f1"};
  in.path = {{5000, 2000}};
  ScriptedMoves moves({{1, {in}}});
  // PIP 3; f1 5 + 3 = 8 against d1 3 + 3 = 6: d1 routed 800 p north, into the marsh 300 p away.
  ScriptedDice dice({3, 5, 3});
  playBound(b, moves, dice);
  CHECK(b.elements()[*b.find("d1")].condition == ElementCondition::Destroyed);
  CHECK(logged(b, "d1 routs into marsh m where it cannot cross: destroyed (T-10)"));
}

TEST_CASE(
    "T-10 B-37 a router along a road ending in a friendly SP flows through it to the first clear "
    "space beyond") {
  BattleSetup s = onRoad();
  // A Russian SP astride the road where the rout would end: x 5675-5925 (centre (5800, 2200)).
  BattleStrongPoint sp;
  sp.id = "sp";
  sp.sideId = "ru";
  sp.centre = {5800, 2200};
  s.strongPoints = {sp};
  const Battle b = playRout(s, {3, 5, 3});
  const auto& d1 = b.elements()[*b.find("d1")];
  REQUIRE(d1.condition == ElementCondition::Routing);
  // Its 800 p end (centre x 5800, x 5700-5900) lies in the SP: on east until its rear edge clears
  // x 5925, centre x 6025 (225 p more, in 10 p steps: 230), facing east.
  CHECK(d1.footprint.headingDeg == doctest::Approx(0));
  CHECK(d1.footprint.centre().x == doctest::Approx(6030));
  CHECK(d1.footprint.centre().y == doctest::Approx(2200));
}
