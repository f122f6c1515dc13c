// Outcome moves meeting terrain and fixed works: B-38 repulses round marsh and enemy SPs or to a ford, recoils into a BUA's interior, through a friendly BUA and beyond an occupied entrenchment (T-10).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/fixed_combat.h"
#include "core/battle/hfg/bound/repulse_path.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

/// French Bayonets (y 1800-2000, facing north) in frontal contact with a Russian element d1 facing
/// south whose base runs y 2000-2200, x 4800-5200 (400 x 200 p).
BattleSetup facingPair(TroopType russian) {
  BattleSetup s;
  s.year = 1812;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                3,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"ru",  "Russians",
                false, BaseEdge::North,
                1,     {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}}};
  s.elements = {el("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
                el("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270),
                el("f1", "fr", "f1", TroopType::Bayonets, {5000, 2000}, 90),
                el("d1", "ru", "r1", russian, {5000, 2000}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

BattleTerrainFeature area(std::string id, TerrainClass t, double x0, double y0, double x1,
                          double y1) {
  BattleTerrainFeature f;
  f.id = std::move(id);
  f.terrain = t;
  f.outline = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  return f;
}

BattleTerrainFeature riverAt(double y) {
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, y}, {12000, y}};
  river.widthPaces = 200;
  return river;
}

bool logged(const Battle& b, const std::string& text) {
  for (const auto& l : b.logEntries())
    if (l.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("B-38 a repulse meeting marsh slides round it the shorter way and goes on to its rear") {
  BattleSetup s = facingPair(TroopType::Bayonets);
  // Marsh x 4700-5600, y 2400-2800 across d1's way north. Clear of it to the west after a
  // 500 p slide (d1's east flank from x 5200 to 4700), to the east only after 800 p (4800 to 5600).
  s.terrain = {area("m", TerrainClass::Marsh, 4700, 2400, 5600, 2800)};
  Battle b(s);
  const std::size_t d1 = *b.find("d1");
  const RepulseMove r = repulseMove(b, d1, {0, 1}, 1200);
  CHECK(r.divertedVia == "m");
  CHECK(r.haltedAt.empty());
  CHECK_FALSE(r.enemyMet);
  // 200 p north to the marsh, 500 p west, 500 p north: the centre from (5000, 2100) to (4500, 2800).
  CHECK(r.end.centre().x == doctest::Approx(4500).epsilon(0.001));
  CHECK(r.end.centre().y == doctest::Approx(2800).epsilon(0.001));
  CHECK(r.movedPaces == doctest::Approx(1200).epsilon(0.001));
  CHECK(r.end.headingDeg == doctest::Approx(270));

  SUBCASE("neither way open: it halts at the marsh") {
    BattleSetup t = s;
    // d1 in a 400 p wide slot between two marshes touching its flanks.
    t.terrain = {area("ahead", TerrainClass::Marsh, 4800, 2400, 5200, 2800),
                 area("west", TerrainClass::Marsh, 4000, 1900, 4800, 2800),
                 area("east", TerrainClass::Marsh, 5200, 1900, 6000, 2800)};
    Battle c(t);
    const RepulseMove h = repulseMove(c, *c.find("d1"), {0, 1}, 1200);
    CHECK(h.haltedAt == "ahead");
    CHECK(h.end.centre().x == doctest::Approx(5000));
    CHECK(h.end.centre().y == doctest::Approx(2300).epsilon(0.001));
  }
}

TEST_CASE("B-38 B-12 a repulse goes round an enemy Strong Point as round impassable ground") {
  BattleSetup s = facingPair(TroopType::Bayonets);
  // A French SP 250 p square centred (5000, 2525): x 4875-5125, y 2400-2650. Both ways need a
  // 325 p slide; the tie goes west.
  BattleStrongPoint sp;
  sp.id = "sp1";
  sp.sideId = "fr";
  sp.centre = {5000, 2525};
  s.strongPoints = {sp};
  Battle b(s);
  const RepulseMove r = repulseMove(b, *b.find("d1"), {0, 1}, 1200);
  CHECK(r.divertedVia == "sp1");
  CHECK(r.end.centre().x == doctest::Approx(4675).epsilon(0.001));
  CHECK(r.end.centre().y == doctest::Approx(2975).epsilon(0.001));
}

TEST_CASE("B-38 a repulse meeting a river it cannot cross diverts to a ford within its move") {
  BattleSetup s = facingPair(TroopType::Bayonets);
  // River y 2600-2800; a ford 400 p east of d1's line.
  s.terrain = {riverAt(2700)};
  s.crossings = {{"ford1", "river", CrossingKind::Ford, {5400, 2700}, 400}};
  Battle b(s);
  const std::size_t d1 = *b.find("d1");
  const RepulseMove r = repulseMove(b, d1, {0, 1}, 1400);
  CHECK(r.divertedVia == "ford1");
  CHECK(r.haltedAt.empty());
  // Straight 375 p to 25 p short of the bank (centre y 2475), along the bank to the ford's near
  // side (5400, 2498): sqrt(400² + 23²) = 400.66 p, across to (5400, 2902): 404 p, then north for
  // the rest: 1400 - 375 - 400.66 - 404 = 220.34 p, centre y 3122.3.
  CHECK(r.end.centre().x == doctest::Approx(5400).epsilon(0.001));
  CHECK(r.end.centre().y == doctest::Approx(3122.3).epsilon(0.001));

  SUBCASE("the only ford is beyond its move: it halts at the bank") {
    BattleSetup t = s;
    t.crossings = {{"ford2", "river", CrossingKind::Ford, {8000, 2700}, 400}};
    Battle c(t);
    const RepulseMove h = repulseMove(c, *c.find("d1"), {0, 1}, 1400);
    CHECK(h.haltedAt == "river");
    CHECK(h.divertedVia.empty());
    CHECK(h.end.centre().x == doctest::Approx(5000));
    CHECK(h.end.centre().y == doctest::Approx(2475));
  }
}

TEST_CASE("T-10 a recoil into an empty BUA ends in its interior") {
  BattleSetup s = facingPair(TroopType::StoicFoot);
  s.terrain = {area("town", TerrainClass::BUA, 4700, 2300, 5300, 2900)};
  Battle b(s);
  ScriptedMoves moves({});
  // PIP 3; Bayonets 5 + 3 = 8 against Stoic Foot 3 + 2 = 5: band D, Stoic Foot recoil 200 p.
  ScriptedDice dice({3, 5, 3});
  playBound(b, moves, dice);
  const std::size_t d1 = *b.find("d1");
  CHECK(b.elements()[d1].footprint.frontMid.y == doctest::Approx(2200));
  CHECK(b.elements()[d1].interiorOfBua == "town");
  CHECK(inBuaInterior(b, d1));
  CHECK(logged(b, "d1 ends in the interior of BUA town (T-10, B-11)"));
}

TEST_CASE(
    "T-10 a recoil into a BUA held by a friend flows through it to the first clear space beyond") {
  BattleSetup s = facingPair(TroopType::StoicFoot);
  s.terrain = {area("town", TerrainClass::BUA, 4700, 2300, 5300, 2900)};
  // d2 garrisons the town: x 4800-5200, y 2500-2700.
  s.elements.push_back(el("d2", "ru", "r1", TroopType::Bayonets, {5000, 2500}, 270));
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice({3, 5, 3});
  playBound(b, moves, dice);
  const auto& d1 = b.elements()[*b.find("d1")];
  // 200 p recoil, then on until its front edge (south) clears the town's north edge, y 2900.
  CHECK(d1.present());
  CHECK(d1.footprint.frontMid.y == doctest::Approx(2900));
  CHECK(d1.interiorOfBua.empty());
  CHECK(b.elements()[*b.find("d2")].footprint.frontMid.y == doctest::Approx(2500));
  CHECK(logged(b, "d1 recoils 900 p, ending beyond a friendly BUA, SP or redoubt"));
}

TEST_CASE("T-10 a recoil against an occupied entrenchment ends beyond it") {
  BattleSetup s = facingPair(TroopType::StoicFoot);
  // A Russian entrenchment along y 2300 facing south; d2 mans it (front edge 10 p behind it).
  BattleWork w;
  w.id = "e1";
  w.kind = BattleWorkKind::Entrenchment;
  w.sideId = "ru";
  w.a = {4600, 2300};
  w.b = {5400, 2300};
  w.enemySide = {0, -1};
  s.works = {w};
  s.elements.push_back(el("d2", "ru", "r1", TroopType::Bayonets, {5000, 2310}, 270));
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice({3, 5, 3});
  playBound(b, moves, dice);
  const auto& d1 = b.elements()[*b.find("d1")];
  // Not pushing d2 back: d1 ends behind d2 (y 2310-2510), its front edge on y 2510.
  CHECK(d1.present());
  CHECK(d1.footprint.frontMid.y == doctest::Approx(2510));
  CHECK(b.elements()[*b.find("d2")].footprint.frontMid.y == doctest::Approx(2310));
  CHECK(logged(b, "ending beyond occupied entrenchment e1"));
}

TEST_CASE("B-39 a recoil pushes back a column follower round a road bend along its own rear") {
  BattleSetup s = facingPair(TroopType::StoicFoot);
  // A road north from d1, bending north-east at (5000, 2600).
  BattleTerrainFeature road;
  road.id = "rd";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{5000, 1500}, {5000, 2600}, {5600, 3200}};
  road.widthPaces = 200;
  s.terrain = {road};
  // d2 follows d1 down the road round the bend: centre (5000, 2600), facing south-west (225 deg),
  // its front-right corner at (5070.7, 2387.9).
  s.elements.push_back(el("d2", "ru", "r1", TroopType::Bayonets, {5000, 2600}, 225));
  s.elements.back().footprint = Footprint::fromCentre({5000, 2600}, 225, 400, 200);
  Battle b(s);
  ScriptedMoves moves({});
  // PIP 3; Bayonets 8 against Stoic Foot 5: d1 recoils 200 p in close combat (band D).
  ScriptedDice dice({3, 5, 3});
  playBound(b, moves, dice);
  const auto& d1 = b.elements()[*b.find("d1")];
  const auto& d2 = b.elements()[*b.find("d2")];
  REQUIRE(d1.present());
  CHECK(d1.footprint.frontMid.y == doctest::Approx(2200));
  // d1's rear edge is now y 2400: the corner must rise 12.1 p, i.e. 17.1 p along (0.707, 0.707).
  CHECK(d2.footprint.centre().x == doctest::Approx(5012.1).epsilon(0.0005));
  CHECK(d2.footprint.centre().y == doctest::Approx(2612.1).epsilon(0.0005));
  CHECK(d2.footprint.headingDeg == doctest::Approx(225));
  CHECK(logged(b, "d2 pushed back 17 p by d1 (T-10, B-39)"));
}

TEST_CASE(
    "T-10 a repulse that would end in a friendly SP flows through it to the first clear space "
    "beyond") {
  BattleSetup s = facingPair(TroopType::Bayonets);
  // A Russian SP 250 p square centred (5000, 2525): y 2400-2650, across d1's way north.
  BattleStrongPoint sp;
  sp.id = "sp2";
  sp.sideId = "ru";
  sp.centre = {5000, 2525};
  s.strongPoints = {sp};
  Battle b(s);
  const RepulseMove r = repulseMove(b, *b.find("d1"), {0, 1}, 400);
  // 400 p would leave it on y 2400-2600, in the SP: it goes on until its south edge clears the
  // SP's north edge (y 2650), 250 p more.
  CHECK(r.divertedVia.empty());
  CHECK(r.end.centre().x == doctest::Approx(5000));
  CHECK(r.end.centre().y == doctest::Approx(2750));
  CHECK(r.movedPaces == doctest::Approx(650));

  SUBCASE("an enemy SP there is gone round instead (B-12, B-38)") {
    s.strongPoints[0].sideId = "fr";
    Battle c(s);
    const RepulseMove g = repulseMove(c, *c.find("d1"), {0, 1}, 400);
    // 200 p to the SP's south edge, then the other 200 p sliding west along it (325 p either way
    // would take it round; the tie goes west).
    CHECK(g.divertedVia == "sp2");
    CHECK(g.end.centre().x == doctest::Approx(4800).epsilon(0.001));
    CHECK(g.end.centre().y == doctest::Approx(2300).epsilon(0.001));
  }
}

TEST_CASE(
    "T-10 B-39 a recoil from behind its own manned entrenchment pushes its supports as usual") {
  BattleSetup s = facingPair(TroopType::StoicFoot);
  // d1 (y 2000-2200, facing south) mans a Russian entrenchment along y 1999.5; d3 beside it mans it
  // too; d2 supports d1 from behind, facing the same way.
  BattleWork w;
  w.id = "e1";
  w.kind = BattleWorkKind::Entrenchment;
  w.sideId = "ru";
  w.a = {4000, 1999.5};
  w.b = {6000, 1999.5};
  w.enemySide = {0, -1};
  s.works = {w};
  s.elements.push_back(el("d3", "ru", "r1", TroopType::Bayonets, {5600, 2000}, 270));
  s.elements.push_back(el("d2", "ru", "r1", TroopType::Bayonets, {5000, 2200}, 270));
  Battle b(s);
  const std::size_t d1 = *b.find("d1");
  const std::size_t d2 = *b.find("d2");
  OutcomeRecord o;
  o.rowId = "O-D5";
  o.result = ResultKind::Recoil;
  applyOutcome(b, d1, o, *b.find("f1"), CombatKind::Close);
  CHECK(b.elements()[d1].footprint.frontMid.y == doctest::Approx(2200));
  CHECK(b.elements()[d2].footprint.frontMid.y == doctest::Approx(2400).epsilon(0.001));
  CHECK(logged(b, "d2 pushed back 200 p by d1 (T-10, B-39)"));
  CHECK_FALSE(logged(b, "ending beyond occupied entrenchment"));
}
