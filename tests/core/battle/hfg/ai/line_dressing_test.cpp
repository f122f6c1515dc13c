// The generals' line dressing and river crossings, hand-worked (issue #18: piecemeal attacks, CROSSING BY WATER).
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/line_dressing.h"
#include "core/battle/hfg/ai/river_crossing.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::ai;

namespace {

ArmySpec foot(int n) {
  ArmySpec a;
  a.foot = n;
  a.mounted = 0;
  return a;
}

/// Blue's foot, by element index, west to east.
std::vector<std::size_t> blueFoot(const Battle& b) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < b.elements().size(); ++i)
    if (b.elements()[i].side == 0 && !isStaff(b.elements()[i].type())) out.push_back(i);
  std::sort(out.begin(), out.end(), [&](std::size_t x, std::size_t y) {
    return b.elements()[x].footprint.frontMid.x < b.elements()[y].footprint.frontMid.x;
  });
  return out;
}

void place(Battle& b, std::size_t i, Vec2 frontMid, double heading) {
  Footprint fp = b.elements()[i].footprint;
  fp.frontMid = frontMid;
  fp.headingDeg = heading;
  b.place(i, fp);
}

std::vector<Shape> redShapes(const Battle& b) {
  std::vector<Shape> out;
  for (std::size_t i = 0; i < b.elements().size(); ++i)
    if (b.elements()[i].side == 1 && b.elements()[i].present())
      out.push_back(shapeOf(b.elements()[i].footprint, i));
  return out;
}

}  // namespace

TEST_CASE(
    "issue #18 piecemeal attacks: a lone element closes on a friend's flank, front edges level, "
    "facing its way, no nearer the enemy") {
  GeneratedBattle g;
  g.armies = {foot(2), foot(2)};
  Battle b(generateBattle(g));
  const auto blue = blueFoot(b);
  REQUIRE(blue.size() == 2);
  // The friend stands at (6000, 3000) facing north; the lone element 500 p south-west of it,
  // turned 30 degrees. Both are 400 p wide Bayonets.
  place(b, blue[1], {6000, 3000}, 90);
  place(b, blue[0], {5300, 2500}, 60);
  const auto poses = dressingPoses(b, blue[0], blue, redShapes(b), 1300, 3);
  REQUIRE(poses.size() == 2);
  // Nearest first: the friend's left (west) flank, 400 p from its front-edge midpoint (583 p
  // away), then its right flank (1,208 p away).
  CHECK(poses[0].frontMid.x == doctest::Approx(5600));
  CHECK(poses[0].frontMid.y == doctest::Approx(3000));
  CHECK(poses[0].headingDeg == doctest::Approx(90));
  CHECK(poses[1].frontMid.x == doctest::Approx(6400));
  // Within 900 p: only the west one; at most one asked for: the nearest.
  CHECK(dressingPoses(b, blue[0], blue, redShapes(b), 900, 3).size() == 1);
  CHECK(dressingPoses(b, blue[0], blue, redShapes(b), 1300, 1).front().frontMid.x ==
        doctest::Approx(5600));
  // A friend's west flank taken by another element: only the east one is offered.
  GeneratedBattle g3;
  g3.armies = {foot(3), foot(2)};
  Battle b3(generateBattle(g3));
  const auto blue3 = blueFoot(b3);
  place(b3, blue3[2], {6000, 3000}, 90);
  place(b3, blue3[1], {5600, 3000}, 90);  // on its west flank
  place(b3, blue3[0], {5300, 2200}, 90);
  const auto east = dressingPoses(b3, blue3[0], {blue3[2]}, redShapes(b3), 1500, 3);
  REQUIRE(east.size() == 1);
  CHECK(east[0].frontMid.x == doctest::Approx(6400));
}

namespace {

/// A battle with an east-west river at y = 3000 (40 p of water) and two fords on it.
Battle riverBattle() {
  GeneratedBattle g;
  g.armies = {foot(3), foot(2)};
  BattleSetup s = generateBattle(g);
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 3000}, {20000, 3000}};
  river.widthPaces = 40;
  s.terrain = {river};
  s.crossings = {{"west", "river", CrossingKind::Ford, {5000, 3000}, 400},
                 {"east", "river", CrossingKind::Ford, {6000, 3000}, 400}};
  return Battle(s);
}

}  // namespace

TEST_CASE(
    "issue #18 CROSSING BY WATER: the generals square up 60 p short of the bank at the ford that "
    "makes the way shortest, and go to another when friends queue at it") {
  Battle b = riverBattle();
  const auto blue = blueFoot(b);
  // Far from the river: nothing queues anywhere; from (5100, 1500) to (5100, 4500) the west ford
  // makes the way shortest.
  for (std::size_t k = 0; k < blue.size(); ++k)
    place(b, blue[k], {1000.0 + 500.0 * static_cast<double>(k), 500}, 90);
  const auto route = crossingOnTheWay(b, {5100, 1500}, {5100, 4500}, 300, blue[0]);
  REQUIRE(route.has_value());
  // Near bank: 20 p of half-water and 60 p more short of the ford's centre; facing north.
  CHECK(route->approach.x == doctest::Approx(5000));
  CHECK(route->approach.y == doctest::Approx(3000 - 20 - 60));
  CHECK(route->beyond.y == doctest::Approx(3000 + 20 + 300 + 20));
  CHECK(route->headingDeg == doctest::Approx(90));
  // Two friends stand at the west ford's near bank: 800 p dearer, so the east ford (its way
  // 1,681 + 1,468 p against 1,424 + 1,164 p: 562 p longer) is taken.
  place(b, blue[1], {4800, 2900}, 90);
  place(b, blue[2], {5200, 2900}, 90);
  const auto spread = crossingOnTheWay(b, {5100, 1500}, {5100, 4500}, 300, blue[0]);
  REQUIRE(spread.has_value());
  CHECK(spread->approach.x == doctest::Approx(6000));
  // The mover itself at the bank is no queue.
  const auto self = crossingOnTheWay(b, {4800, 2900}, {4800, 4500}, 300, blue[1]);
  REQUIRE(self.has_value());
  CHECK(self->approach.x == doctest::Approx(5000));
  // No river in the way: no crossing.
  CHECK_FALSE(crossingOnTheWay(b, {5100, 1500}, {5100, 2500}, 300, blue[0]).has_value());
}

TEST_CASE(
    "issue #18 CROSSING BY WATER: on a winding river the near bank is the one reached without "
    "meeting the river first") {
  // The river runs east along y = 3000 to x = 8000, then north: a ford at (8000, 4000) on the
  // northward reach. A mover at (7000, 3500) stands north of the first reach, west of the
  // second: the ford's west bank is its side (the way to the east bank meets the river).
  GeneratedBattle g;
  g.armies = {foot(1), foot(1)};
  BattleSetup s = generateBattle(g);
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 3000}, {8000, 3000}, {8000, 9000}};
  river.widthPaces = 40;
  s.terrain = {river};
  s.crossings = {{"f", "river", CrossingKind::Ford, {8000, 4000}, 400}};
  Battle b(s);
  const auto route = crossingOnTheWay(b, {7000, 3500}, {9500, 3500}, 300);
  REQUIRE(route.has_value());
  CHECK(route->approach.x == doctest::Approx(8000 - 20 - 60));
  CHECK(route->approach.y == doctest::Approx(4000));
  CHECK(headingDifferenceDeg(route->headingDeg, 0) < 1e-6);
  // A mover south of the first reach: the straight way to either bank meets the river, so no
  // crossing is offered (it searches for a ford instead, B-46).
  CHECK_FALSE(crossingOnTheWay(b, {7000, 2000}, {9500, 3500}, 300).has_value());
}
