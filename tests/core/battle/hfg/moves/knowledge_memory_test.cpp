// What a command remembers of enemies it has known (B-20 with memory, B-21) and what terrain a side sees beyond crests (B-25).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/knowledge.h"
#include "core/battle/hfg/moves/move_check.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

/// French cavalry (command f2) south of a 400 p deep wood (y 3300-3700); Russian foot just north
/// of it (front edge y 3800, facing south). The f2 balloon far to the west sees over the wood.
BattleSetup beyondTheWood() {
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
  s.elements = {el("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
                el("f2-cp", "fr", "f2", TroopType::CommandParty, {6000, 1000}, 90),
                el("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270),
                el("f2-h", "fr", "f2", TroopType::HeavyCavalry, {6000, 2100}, 90),
                el("balloon", "fr", "f2", TroopType::Aeronauts, {2000, 1600}, 90),
                el("r-i", "ru", "r1", TroopType::Bayonets, {6000, 3800}, 270)};
  BattleTerrainFeature wood;
  wood.id = "w";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{4000, 3300}, {8000, 3300}, {8000, 3700}, {4000, 3700}};
  s.terrain = {wood};
  s.weather = TableWeather::Fair;
  return s;
}

MoveOrder advance(std::vector<std::string> ids, Vec2 to, MoveKind kind = MoveKind::Tactical) {
  MoveOrder o;
  o.elementIds = std::move(ids);
  o.kind = kind;
  o.path = {to};
  return o;
}

bool logged(const Battle& b, const std::string& text) {
  for (const auto& l : b.logEntries())
    if (l.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE(
    "B-20 an enemy once known is remembered where last seen; known now it is where it stands") {
  Battle b(beyondTheWood());
  const std::size_t enemy = *b.find("r-i");
  const std::size_t balloon = *b.find("balloon");
  REQUIRE(knownTo(b, "f2", enemy));  // the balloon's own command (B-20)
  CHECK_FALSE(visibleFrom(b, b.elements()[*b.find("f2-h")].footprint, enemy));  // the wood
  CHECK_FALSE(knownPose(b, "f1", enemy));  // f1 never knew it (no shared sight yet)
  rememberKnownEnemies(b);
  REQUIRE(b.enemyMemory["f2"].count(enemy) == 1);
  CHECK(b.enemyMemory["f1"].count(enemy) == 0);
  // The balloon moves: it no longer works (B-20), yet f2 remembers the foot where it stood.
  b.elements()[balloon].movedPaces = 100;
  CHECK_FALSE(knownTo(b, "f2", enemy));
  const auto pose = knownPose(b, "f2", enemy);
  REQUIRE(pose);
  CHECK(pose->frontMid.y == doctest::Approx(3800));
  // The foot slip away 2,000 p east behind the wood, unseen: still remembered at the old spot,
  // which no French element on the ground can see.
  Footprint moved = b.elements()[enemy].footprint;
  moved.frontMid.x += 2000;
  b.place(enemy, moved);
  rememberKnownEnemies(b);
  REQUIRE(knownPose(b, "f2", enemy));
  CHECK(knownPose(b, "f2", enemy)->frontMid.x == doctest::Approx(6000));
  // Destroyed: forgotten.
  b.remove(enemy, ElementCondition::Destroyed);
  rememberKnownEnemies(b);
  CHECK(b.enemyMemory["f2"].count(enemy) == 0);
  CHECK_FALSE(knownPose(b, "f2", enemy));
}

TEST_CASE("B-20 a remembered enemy is forgotten when its last-seen spot is seen empty") {
  Battle b(beyondTheWood());
  const std::size_t enemy = *b.find("r-i");
  b.elements()[*b.find("balloon")].movedPaces = 100;  // no balloon: the ground elements only
  // The foot stand in the open south of the wood, seen by the cavalry 1,000 p off.
  Footprint open = b.elements()[enemy].footprint;
  open.frontMid.y = 3000;
  b.place(enemy, open);
  REQUIRE(knownTo(b, "f2", enemy));
  rememberKnownEnemies(b);
  REQUIRE(b.enemyMemory["f2"].count(enemy) == 1);
  // They step back behind the wood, unseen; the cavalry see the empty spot: forgotten.
  Footprint hidden = open;
  hidden.frontMid.y = 3800;
  b.place(enemy, hidden);
  REQUIRE_FALSE(knownTo(b, "f2", enemy));
  rememberKnownEnemies(b);
  CHECK(b.enemyMemory["f2"].count(enemy) == 0);
  CHECK_FALSE(knownPose(b, "f2", enemy));
}

TEST_CASE(
    "B-21 B-20 a march may not come within 600 p of where a known enemy was last seen, in the "
    "bound loop") {
  BattleSetup s = beyondTheWood();
  Battle control(s);
  // Without the memory the march is checked against what is seen now: the foot are behind the
  // wood, so the march to 550 p of them is legal (ended early only if they come into view).
  control.elements()[*control.find("balloon")].movedPaces = 100;
  control.pipsLeft("f2") = 6;
  const auto free = planMove(control, advance({"f2-h"}, {6000, 3250}, MoveKind::March));
  INFO(std::string(free.refusal ? free.refusal->message : std::string()));
  CHECK(free.legal());

  Battle b(s);
  // Bound 1 (French): the balloon sees the foot over the wood; bound 2 (Russians) nothing; bound
  // 3 the balloon moves first (no longer working), then the cavalry try to march up to the wood.
  ScriptedMoves moves(
      {{3,
        {advance({"balloon"}, {2000, 1800}), advance({"f2-h"}, {6000, 3250}, MoveKind::March)}}});
  ScriptedDice dice(std::vector<int>(12, 5));
  for (int k = 0; k < 3; ++k) playBound(b, moves, dice);
  CHECK(b.elements()[*b.find("balloon")].footprint.frontMid.y == doctest::Approx(1800));
  CHECK(logged(b, "where last seen, B-20"));
  CHECK(b.elements()[*b.find("f2-h")].footprint.frontMid.y == doctest::Approx(2100));
}

TEST_CASE("B-25 with hidden terrain on, a feature beyond a crest is seen only by Aeronauts") {
  BattleSetup s = beyondTheWood();
  BattleTerrainFeature hill;
  hill.id = "h";
  hill.terrain = TerrainClass::HillGentle;
  hill.outline = {{3000, 4200}, {9000, 4200}, {9000, 5400}, {3000, 5400}};
  hill.crest = {{3000, 4800}, {9000, 4800}};  // the ridge (crest) along y 4800
  BattleTerrainFeature marsh;
  marsh.id = "m";
  marsh.terrain = TerrainClass::Marsh;
  marsh.outline = {{5000, 5500}, {7000, 5500}, {7000, 5900}, {5000, 5900}};
  s.terrain = {hill, marsh};
  BattleSettings hide;
  hide.hideTerrainBeyondCrests = true;
  Battle shown(s);
  CHECK(terrainSeenBy(shown, 0, 1));  // the decision: all terrain shown
  Battle b(s, hide);
  CHECK(terrainSeenBy(b, 0, 0));  // the hill itself: its near slope is seen
  CHECK(terrainSeenBy(b, 0, 1));  // the balloon works: it sees beyond the crest
  b.elements()[*b.find("balloon")].movedPaces = 100;
  CHECK_FALSE(terrainSeenBy(b, 0, 1));  // every French sight line to the marsh crosses the ridge
  CHECK(terrainSeenBy(b, 1, 1));        // the Russian general stands beyond it
}
