// The computer generals' small helpers, hand-worked: charge thresholds, enemy proximity, orders that pay PIPs for nothing.
#include <doctest/doctest.h>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/ai/engagement.h"
#include "core/battle/hfg/ai/enemy_proximity.h"
#include "core/battle/hfg/ai/order_pricing.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::ai;

namespace {
Footprint fp(Vec2 at, double heading) { return Footprint{at, heading, 400, 300}; }

/// A straight path north whose front-edge midpoint moves `lengthPaces`.
ElementPath pathOf(double lengthPaces) {
  ElementPath p;
  p.lengthPaces = lengthPaces;
  p.poses = {Footprint{{0, 0}, 90, 200, 100}, Footprint{{0, lengthPaces}, 90, 200, 100}};
  return p;
}
}  // namespace

TEST_CASE(
    "issue #5 charge thresholds: Easy takes poor odds, the main effort even fights, others want an "
    "edge") {
  // Easy generals: -0.3 whatever the doctrine and role.
  CHECK(chargeThreshold(Doctrine::Cautious, Difficulty::Easy, CommandRole::Reserve) ==
        doctest::Approx(-0.3));
  // Doctrine sets the base: aggressive -0.1, balanced 0, cautious +0.1 (main effort).
  CHECK(chargeThreshold(Doctrine::Aggressive, Difficulty::Normal, CommandRole::MainEffort) ==
        doctest::Approx(-0.1));
  // Issue #18: Hard generals take fights 0.05 worse than Normal ones.
  CHECK(chargeThreshold(Doctrine::Balanced, Difficulty::Hard, CommandRole::MainEffort) ==
        doctest::Approx(-0.05));
  CHECK(chargeThreshold(Doctrine::Cautious, Difficulty::Normal, CommandRole::MainEffort) ==
        doctest::Approx(0.1));
  // Pinning +0.05; holding and reserve +0.15: cautious reserve 0.1 + 0.15.
  CHECK(chargeThreshold(Doctrine::Balanced, Difficulty::Normal, CommandRole::Pin) ==
        doctest::Approx(0.05));
  CHECK(chargeThreshold(Doctrine::Balanced, Difficulty::Normal, CommandRole::Hold) ==
        doctest::Approx(0.15));
  CHECK(chargeThreshold(Doctrine::Cautious, Difficulty::Normal, CommandRole::Reserve) ==
        doctest::Approx(0.25));
  // B-21 keeps marches 600 p off known enemy; the generals keep 100 p more.
  CHECK(kMarchClearPaces == 700);
}

TEST_CASE("B-20 enemy proximity: who is within a distance, the nearest and how far") {
  // Our 400 x 300 element faces north at the origin; enemy 7 faces it 600 p off, enemy 9 1100 p off.
  const Footprint me = fp({0, 0}, 90);
  const std::vector<Shape> enemies{shapeOf(fp({0, 1100}, 270), 9), shapeOf(fp({0, 600}, 270), 7)};
  CHECK(enemiesWithin(enemies, me, 700) == std::vector<std::size_t>{7});
  CHECK(enemiesWithin(enemies, me, 1200) == std::vector<std::size_t>{9, 7});
  CHECK(enemiesWithin(enemies, me, 599).empty());
  CHECK(nearestEnemy(enemies, me, 2000) == std::optional<std::size_t>{7});
  CHECK_FALSE(nearestEnemy(enemies, me, 500).has_value());
  CHECK(nearestEnemyDistance(enemies, me, 2000) == doctest::Approx(600));
  // None within the distance asked: one pace more than it.
  CHECK(nearestEnemyDistance(enemies, me, 500) == doctest::Approx(501));
  CHECK(nearestEnemyDistance({}, me, 6000) == doctest::Approx(6001));
}

TEST_CASE(
    "issue #18 a move whose every mover shifts under 100 p and touches nothing pays PIPs for "
    "nothing") {
  MoveOrder advance;
  advance.action = MoveAction::Advance;
  MovePlan plan;
  plan.cost.total = 1;
  plan.paths = {pathOf(10), pathOf(99.9)};
  CHECK(paysForNothing(advance, plan));
  // One mover going 100 p is worth the PIP.
  plan.paths.push_back(pathOf(100));
  CHECK_FALSE(paysForNothing(advance, plan));
  // A short move into contact is a charge, worth it.
  plan.paths = {pathOf(5)};
  plan.contacted = {3};
  CHECK_FALSE(paysForNothing(advance, plan));
  // A wheel of a few paces is read the same way; a free move (T-6 road march) never is.
  plan.contacted.clear();
  MoveOrder wheel;
  wheel.action = MoveAction::Wheel;
  CHECK(paysForNothing(wheel, plan));
  plan.cost.total = 0;
  CHECK_FALSE(paysForNothing(advance, plan));
  // Turns and rallies are not moves across the table.
  plan.cost.total = 1;
  MoveOrder turn;
  turn.action = MoveAction::Turn;
  CHECK_FALSE(paysForNothing(turn, plan));
}
