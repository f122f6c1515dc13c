// Delayed commands arriving by railway (T-15, B-64): 4 foot or 1 other land element a bound at the detraining point, not under enemy fire, played through the bound loop.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/rail_arrivals.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

// A simplified 400 p base: foot 200 p deep, artillery 400 p, everything else 300 p.

/// 1870: the French f2 command (5 Bayonets, then a gun) waits to come by the railway from the
/// south edge at x 6000, detraining at (6000, 2000).
BattleSetup byRail() {
  BattleSetup s;
  s.year = 1870;
  s.sides[0] = {"fr",
                "French",
                true,
                BaseEdge::South,
                3,
                {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt},
                 {"f2", "", GeneralQuality::Ordinary, false, false, "f2-cp", std::nullopt}}};
  s.sides[1] = {"pr",  "Prussians",
                false, BaseEdge::North,
                1,     {{"p1", "", GeneralQuality::Ordinary, false, true, "p-cp", std::nullopt}}};
  s.elements = {
      el400ArtilleryDeep("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
      el400ArtilleryDeep("f2-cp", "fr", "f2", TroopType::CommandParty, {7000, 600}, 90),
      el400ArtilleryDeep("p-cp", "pr", "p1", TroopType::CommandParty, {11000, 5600}, 270)};
  for (int k = 1; k <= 5; ++k) {
    s.elements.push_back(el400ArtilleryDeep("b" + std::to_string(k), "fr", "f2",
                                            TroopType::Bayonets, {500.0 * k, 3000}, 90));
    s.elements.back().onTable = false;
  }
  s.elements.push_back(el400ArtilleryDeep("gun", "fr", "f2", TroopType::Rifled, {3000, 3500}, 90));
  s.elements.back().onTable = false;
  BattleTerrainFeature rail;
  rail.id = "rail";
  rail.terrain = TerrainClass::Railway;
  rail.line = {{6000, 0}, {6000, 4000}};
  rail.widthPaces = 200;
  s.terrain = {rail};
  ArrivalRoad a;
  a.commandId = "f2";
  a.roadId = "rail";
  a.byRail = true;
  a.detrainAt = Vec2{6000, 2000};
  s.arrivals = {a};
  s.weather = TableWeather::Fair;
  return s;
}

bool logged(const Battle& b, const std::string& text) {
  for (const auto& l : b.logEntries())
    if (l.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE(
    "B-64 T-15 by rail: 4 foot detrain at the point in the first bound, the 5th next time, then a "
    "gun alone") {
  Battle b(byRail());
  ScriptedMoves moves({});
  // Bound 1: f1 3, f2 4 (4-6 by the own base edge, T-15).
  ScriptedDice dice({3, 4, 3, 3, 1, 3, 3, 3, 1});
  playBound(b, moves, dice);
  for (int k = 1; k <= 4; ++k) {
    const auto& e = b.elements()[*b.find("b" + std::to_string(k))];
    REQUIRE(e.present());
    // Head on the detraining point, the rest behind it along the railway, facing north.
    CHECK(e.footprint.frontMid.x == doctest::Approx(6000));
    CHECK(e.footprint.frontMid.y == doctest::Approx(2000 - 200.0 * (k - 1)));
    CHECK(e.footprint.headingDeg == doctest::Approx(90));
  }
  CHECK_FALSE(b.elements()[*b.find("b5")].placed.onTable);
  CHECK(logged(b, "b1, b2, b3, b4 detrain by railway rail (T-15, B-64)"));
  // Move the first load off the line; bound 3: b5 (the foot) alone, the gun waits for bound 5.
  for (int k = 1; k <= 4; ++k) {
    const auto i = *b.find("b" + std::to_string(k));
    b.place(i, b.elements()[i].footprint.moved({-2000, 1000}));
  }
  playBound(b, moves, dice);
  playBound(b, moves, dice);
  REQUIRE(b.elements()[*b.find("b5")].present());
  CHECK_FALSE(b.elements()[*b.find("gun")].placed.onTable);
  const auto b5 = *b.find("b5");
  b.place(b5, b.elements()[b5].footprint.moved({2000, 1000}));
  playBound(b, moves, dice);
  playBound(b, moves, dice);
  const auto& gun = b.elements()[*b.find("gun")];
  REQUIRE(gun.present());
  CHECK(gun.footprint.frontMid.y == doctest::Approx(2000));
  CHECK(logged(b, "gun detrain by railway rail"));
}

TEST_CASE(
    "B-64 the train does not run while enemy could shoot at it between the edge and the point") {
  BattleSetup s = byRail();
  // Prussian BL (breech-loading foot) 500 p west of the line at y 1500, facing it (east).
  s.elements.push_back(el400ArtilleryDeep("p-i", "pr", "p1", TroopType::BL, {5500, 1500}, 0));
  Battle b(s);
  CHECK(enemyCouldShootAt(b, 0, b.elements()[*b.find("b1")].footprint.moved({6000 - 500, -1500})));
  ScriptedMoves moves({});
  ScriptedDice dice({3, 4});
  playBound(b, moves, dice);
  CHECK_FALSE(b.elements()[*b.find("b1")].placed.onTable);
  CHECK(logged(b,
               "command f2 cannot detrain at railway rail: enemy could shoot at the train (B-64)"));
}

TEST_CASE(
    "B-64 a train load is 4 foot in a row, or one other land element; naval never come by rail") {
  BattleSetup s = byRail();
  s.elements.push_back(
      el400ArtilleryDeep("ship", "fr", "f2", TroopType::Steamer, {3000, 3500}, 90));
  s.elements.back().onTable = false;
  Battle b(s);
  std::vector<std::size_t> w;
  for (const char* id : {"b1", "b2", "gun", "b3"}) w.push_back(*b.find(id));
  CHECK(nextTrainLoad(b, w) == std::vector<std::size_t>{w[0], w[1]});  // the gun breaks the row
  CHECK(nextTrainLoad(b, {w[2], w[3]}) == std::vector<std::size_t>{w[2]});
  CHECK(nextTrainLoad(b, {*b.find("ship")}).empty());
}

TEST_CASE(
    "T-15 B-64 a rail arrival needs a railway, a year after 1859 and a detraining point on the "
    "line") {
  BattleSetup s = byRail();
  s.year = 1850;
  s.arrivals[0].detrainAt = Vec2{7000, 2000};
  const auto problems = validateBattleSetup(s, "rail.json");
  const auto has = [&](const std::string& text) {
    for (const auto& p : problems)
      if (p.find(text) != std::string::npos) return true;
    return false;
  };
  CHECK(has("rail.json: arrivals[0].by_rail: expected a battle after 1859"));
  CHECK(has("arrivals[0].detrain_at: expected a point on railway 'rail'"));
  s.year = 1870;
  s.arrivals[0].detrainAt.reset();
  CHECK(validateBattleSetup(s, "rail.json").front().find("arrivals[0].detrain_at") !=
        std::string::npos);
}
