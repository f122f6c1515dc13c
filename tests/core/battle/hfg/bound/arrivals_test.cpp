// Delayed commands arriving by road in column (T-6, T-15, B-64) and surprise bounds (T-15, B-24), played through the bound loop.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/arrivals.h"
#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/surprise.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

// A simplified 400 p base: foot 200 p deep, artillery 400 p, everything else 300 p.

/// The French f2 command (5 Bayonets) waits to arrive by road r1 from the south edge at x 6000.
BattleSetup delayed() {
  BattleSetup s;
  s.year = 1812;
  s.sides[0] = {"fr",
                "French",
                true,
                BaseEdge::South,
                3,
                {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt},
                 {"f2", "", GeneralQuality::Ordinary, false, false, "f2-cp", std::nullopt}}};
  s.sides[1] = {"ru",  "Russians",
                false, BaseEdge::North,
                1,     {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}}};
  s.elements = {
      el400ArtilleryDeep("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
      el400ArtilleryDeep("f2-cp", "fr", "f2", TroopType::CommandParty, {7000, 600}, 90),
      el400ArtilleryDeep("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270)};
  for (int k = 1; k <= 5; ++k) {
    s.elements.push_back(el400ArtilleryDeep("b" + std::to_string(k), "fr", "f2",
                                            TroopType::Bayonets, {500.0 * k, 3000}, 90));
    s.elements.back().onTable = false;
  }
  BattleTerrainFeature road;
  road.id = "r1";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{6000, 0}, {6000, 3000}};
  road.widthPaces = 200;
  s.terrain = {road};
  s.arrivals = {{"f2", "r1"}};
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
    "B-64 a delayed command enters by road in column, 4 elements a bound, and keeps arriving") {
  Battle b(delayed());
  ScriptedMoves moves({});
  // Bound 1: f1 3, f2 4 (4-6 by its own base edge, T-15).
  ScriptedDice dice({3, 4, 2, 3, 1, 2, 3, 1});
  playBound(b, moves, dice);
  for (int k = 1; k <= 4; ++k) {
    const auto& e = b.elements()[*b.find("b" + std::to_string(k))];
    REQUIRE(e.present());
    // Head first: the last one's rear edge on the entry point (6000, 0).
    CHECK(e.footprint.frontMid.x == doctest::Approx(6000));
    CHECK(e.footprint.frontMid.y == doctest::Approx(1000 - 200.0 * k));
    CHECK(e.footprint.headingDeg == doctest::Approx(90));
  }
  CHECK_FALSE(b.elements()[*b.find("b5")].placed.onTable);
  CHECK(logged(b, "b1, b2, b3, b4 enter by road r1 in column (B-64)"));
  // Bound 2 (Russians), bound 3: the road is still blocked by the column.
  playBound(b, moves, dice);
  playBound(b, moves, dice);
  CHECK(logged(b, "b5 cannot enter by road r1: the road is blocked (B-64)"));
  // Clear the road; in bound 5 it arrives on a PIP of 1 (no new score needed, T-15).
  for (int k = 1; k <= 4; ++k) {
    const auto i = *b.find("b" + std::to_string(k));
    b.place(i, b.elements()[i].footprint.moved({-2000, 2000}));
  }
  playBound(b, moves, dice);
  playBound(b, moves, dice);
  const auto& b5 = b.elements()[*b.find("b5")];
  REQUIRE(b5.present());
  CHECK(b5.footprint.frontMid.y == doctest::Approx(200));
}

TEST_CASE("B-64 enemy blocking the road are repulsed 400 p away from it before the arrivals move") {
  BattleSetup s = delayed();
  // Russian foot astride the road 500 p in, its centre 100 p east of the road.
  s.elements.push_back(
      el400ArtilleryDeep("r-i", "ru", "r1", TroopType::Bayonets, {6100, 500}, 270));
  Battle b(s);
  ScriptedMoves moves({});
  // f1 3, f2 4; then distant combat may follow: give spare dice.
  ScriptedDice dice({3, 4, 3, 3, 3, 3, 3, 3});
  playBound(b, moves, dice);
  const auto& r = b.elements()[*b.find("r-i")];
  CHECK(r.footprint.frontMid.x == doctest::Approx(6500));
  CHECK(r.footprint.frontMid.y == doctest::Approx(500));
  CHECK(r.repulsedInBound == 1);
  CHECK(logged(b, "r-i blocks the arrival road and is repulsed 400 p away from it (B-64)"));
  CHECK(b.elements()[*b.find("b1")].present());
}

TEST_CASE("T-15 B-64 a road from a side edge needs a PIP of 5 or 6") {
  BattleSetup s = delayed();
  s.terrain[0].line = {{0, 1000}, {3000, 1000}};
  Battle b(s);
  const auto entry = roadEntry(b, b.setup().terrain[0], 0);
  REQUIRE(entry);
  CHECK(entry->bySideEdge);
  ScriptedMoves moves({});
  ScriptedDice dice({3, 4});
  playBound(b, moves, dice);
  CHECK_FALSE(b.elements()[*b.find("b1")].placed.onTable);
  CHECK(logged(b, "command f2 does not arrive: PIP 4 (needs 5, T-15)"));
}

TEST_CASE(
    "B-24 a Brilliant attacker's surprise: extra bounds in a row, the defender does not shoot") {
  BattleSetup s = delayed();
  s.arrivals.clear();
  s.elements.resize(3);  // the three generals
  s.sides[0].commands[0].quality = GeneralQuality::Brilliant;
  // French Bayonets 1,200 p in front of Russian guns: the guns shoot in the French first bound only.
  s.elements.push_back(
      el400ArtilleryDeep("f-i", "fr", "f1", TroopType::Bayonets, {6000, 2000}, 90));
  s.elements.push_back(
      el400ArtilleryDeep("r-a", "ru", "r1", TroopType::Smoothbore, {6000, 3200}, 270));
  Battle b(s);
  REQUIRE(surpriseEligible(b));
  ScriptedMoves moves({});
  // Bound 1: f1 3, f2 1; the guns shoot (target die 6, guns 1: nothing happens, O-P2, O-A5 not
  // taken); surprise die 4 + 1 (Brilliant) = 5: 3 extra bounds.
  ScriptedDice dice({3, 1, 6, 1, 4, 2, 2, 2, 2, 2, 2});
  playBound(b, moves, dice);
  CHECK(dice.used() == 5);
  CHECK(b.surpriseActive);
  CHECK(b.movingSide() == 0);
  CHECK(logged(b, "3 extra bounds for fr"));
  // Bounds 2-4 are French; no shot by the guns (only the PIP dice are thrown).
  for (int k = 0; k < 3; ++k) {
    playBound(b, moves, dice);
  }
  CHECK(dice.used() == 11);
  CHECK(b.movingSide() == 1);
  CHECK(b.clock().completedBoundsOf(0) == 4);
}

TEST_CASE("B-24 surprise ends when the attacker's troops come within 800 p in view") {
  BattleSetup s = delayed();
  s.arrivals.clear();
  s.elements.resize(3);
  s.sides[0].commands[0].quality = GeneralQuality::Brilliant;
  s.elements.push_back(
      el400ArtilleryDeep("f-i", "fr", "f1", TroopType::Bayonets, {11000, 4500}, 90));
  Battle b(s);
  MoveOrder o;
  o.elementIds = {"f-i"};
  o.path = {{11000, 4900}};
  ScriptedMoves moves({{2, {o}}});
  // Bound 1: f1 3, f2 1, surprise 6 + 1 = 7: 4 extra bounds. Bound 2: f1 3, f2 1; the move ends
  // 700 p from the Russian general.
  ScriptedDice dice({3, 1, 6, 3, 1});
  playBound(b, moves, dice);
  REQUIRE(b.surpriseActive);
  playBound(b, moves, dice);
  CHECK_FALSE(b.surpriseActive);
  CHECK(logged(b, "surprise ends (B-24): f-i is visible to r-cp within 800 p"));
  CHECK(b.movingSide() == 1);
}
