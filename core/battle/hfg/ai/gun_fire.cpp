// T-4 read by the generals: a gun's shot this bound, and the moves that would lose it.
#include "core/battle/hfg/ai/gun_fire.h"

#include "core/battle/hfg/bound/shooting_eligibility.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/rules/shooting_range.h"

namespace hfg::battle::ai {

std::optional<double> rangeOf(const Battle& battle, const ElementInPlay& e) {
  const auto r = shootingRangePaces(e.type(), e.grade(), battle.setup().year, {});
  if (!r) return std::nullopt;
  return static_cast<double>(*r);
}

bool targetInArc(const Battle& battle, const Footprint& pose, double maxRangePaces,
                 const std::vector<Shape>& targets) {
  const ShootingEdge edge = shootingEdgeOf(pose, EdgeId::Front);
  for (auto j : enemiesWithin(targets, pose, maxRangePaces + 1)) {
    const Ring target = ringOf(battle.elements()[j].footprint);
    if (inOrdinaryArc(edge, target, battle.settings()) && rangePaces(edge, target) <= maxRangePaces)
      return true;
  }
  return false;
}

namespace {

bool isGun(const ElementInPlay& e) { return categoryOf(e.type()) == TroopCategory::Artillery; }

bool readyToShoot(const Battle& battle, const ElementInPlay& e) {
  return e.present() && e.condition == ElementCondition::Ready &&
         e.silencedUntilBound < battle.boundNumber();
}

/// One mover of the order: would it throw its shot away?
bool losesShot(const Battle& battle, std::size_t i, const MoveOrder& order, const Footprint& end,
               const std::vector<Shape>& seen, const std::vector<Shape>& known) {
  const ElementInPlay& e = battle.elements()[i];
  const auto range = rangeOf(battle, e);
  if (!range || !readyToShoot(battle, e)) return false;
  const bool heavy = e.grade() == Grade::Heavy;
  const bool march = order.kind == MoveKind::March;
  const bool barredAtEnd = artilleryGroundReason(battle, end).has_value();
  if (gunHasShot(battle, i, seen))
    return march || heavy || barredAtEnd || !targetInArc(battle, end, *range, seen);
  // No shot now: it must not end in range on ground that bars it. (A march into range loses
  // no shot: it could not shoot where it stood, and it shoots from the enemy's bound on.)
  return barredAtEnd && nearestEnemyDistance(known, end, *range) <= *range;
}

}  // namespace

bool gunHasShot(const Battle& battle, std::size_t i, const std::vector<Shape>& seen) {
  const ElementInPlay& e = battle.elements()[i];
  if (!isGun(e) || !readyToShoot(battle, e) || mayNotShootReason(battle, i)) return false;
  const auto range = rangeOf(battle, e);
  return range && targetInArc(battle, e.footprint, *range, seen);
}

bool throwsAwayShot(const Battle& battle, const MoveOrder& order, const MovePlan& plan,
                    const std::vector<Shape>& seen, const std::vector<Shape>& known) {
  if (order.action == MoveAction::Rally || order.action == MoveAction::Transfer) return false;
  // A gun moving with its command as one group (3 or more movers: a command advance, a column)
  // goes with it: a command held back for its guns' long-range shots stalls (issue #18: with
  // guns left out of command advances, Shenandoah fixtures went from 16 to 9 of 16 decided).
  if (plan.movers.size() >= 3) return false;
  for (std::size_t k = 0; k < plan.movers.size() && k < plan.paths.size(); ++k) {
    const std::size_t i = plan.movers[k];
    if (!isGun(battle.elements()[i]) || plan.paths[k].poses.empty()) continue;
    if (losesShot(battle, i, order, plan.paths[k].end(), seen, known)) return true;
  }
  return false;
}

}  // namespace hfg::battle::ai
