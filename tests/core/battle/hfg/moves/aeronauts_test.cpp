// Aeronauts in the bound loop (B-20, T-12): what an operating balloon sees over a wood is known to its side's commands once the C-in-C has thrown a 4.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/knowledge.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

/// French Bayonets face a wood; Russian foot stand beyond it. French Aeronauts (command f2) far
/// to the west.
BattleSetup behindTheWood() {
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
  s.elements = {el("f-cp", "fr", "f1", TroopType::CommandParty, {6000, 600}, 90),
                el("f2-cp", "fr", "f2", TroopType::CommandParty, {2000, 600}, 90),
                el("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270),
                el("f-i", "fr", "f1", TroopType::Bayonets, {6000, 2000}, 90),
                el("balloon", "fr", "f2", TroopType::Aeronauts, {3000, 1600}, 90),
                el("r-i", "ru", "r1", TroopType::Bayonets, {6000, 4000}, 270)};
  BattleTerrainFeature wood;
  wood.id = "w";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{5000, 2500}, {7000, 2500}, {7000, 3500}, {5000, 3500}};
  s.terrain = {wood};
  s.weather = TableWeather::Fair;
  return s;
}

}  // namespace

TEST_CASE("B-20 operating Aeronauts share what they see after the C-in-C's first unadjusted 4") {
  Battle b(behindTheWood());
  const std::size_t enemy = *b.find("r-i");
  // The French foot cannot see through the wood; the balloon's own command knows at once.
  CHECK_FALSE(visibleFrom(b, b.elements()[*b.find("f-i")].footprint, enemy));
  CHECK(aeronautsOperating(b, *b.find("balloon")));
  CHECK(knownTo(b, "f2", enemy));
  CHECK_FALSE(knownTo(b, "f1", enemy));
  ScriptedMoves moves({});
  // Bound 1: C-in-C 5 (shares from bound 2 on), f2 3; bound 2: the Russians 3.
  ScriptedDice dice({5, 3, 3, 3, 3, 3});
  playBound(b, moves, dice);
  CHECK(b.aeronautsShareAfterBound[0] == 1);
  playBound(b, moves, dice);
  CHECK(knownTo(b, "f1", enemy));
}

TEST_CASE("B-20 T-12 Aeronauts do not work in mist or rain, nor in a bound in which they moved") {
  BattleSetup s = behindTheWood();
  s.weather = TableWeather::Rain;
  Battle rain(s);
  CHECK_FALSE(aeronautsOperating(rain, *rain.find("balloon")));
  CHECK_FALSE(knownTo(rain, "f2", *rain.find("r-i")));
  Battle moved(behindTheWood());
  moved.elements()[*moved.find("balloon")].movedPaces = 100;
  CHECK_FALSE(aeronautsOperating(moved, *moved.find("balloon")));
}
