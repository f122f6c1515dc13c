// O-B1 pass-through moves and the O-B6 overrun state of artillery.
#include "core/battle/hfg/bound/overrun.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/rules/troop_table.h"

namespace hfg::battle {

bool isOverrun(const Battle& battle, std::size_t i) {
  const ElementInPlay& a = battle.elements()[i];
  if (a.overrunBy.empty() || !a.present()) return false;
  const auto m = battle.find(a.overrunBy);
  if (!m || !battle.elements()[*m].present()) return false;
  return isToRear(battle.elements()[*m].footprint, a.footprint);
}

namespace {

double clearancePaces(const Footprint& fp, const Footprint& through) {
  double furthest = -1e18;
  for (Vec2 c : through.corners())
    furthest = std::max(furthest, dot(c - fp.frontMid, fp.forward()));
  return std::max(0.0, furthest) + fp.depthPaces;
}

}  // namespace

bool roomBeyond(const Battle& battle, std::size_t mover, std::size_t enemy) {
  const auto& els = battle.elements();
  const Footprint& fp = els[mover].footprint;
  const Footprint beyond =
      fp.moved(fp.forward() * (clearancePaces(fp, els[enemy].footprint) + 1.0));
  if (crossesTableEdge(beyond, battle.table())) return false;
  for (const auto& r : impassableAreas(battle.setup().terrain))
    if (intersectionArea(ringOf(beyond), r) > 1.0) return false;
  for (auto j : battle.near(beyond, 0.0))
    if (j != mover && j != enemy && overlaps(beyond, els[j].footprint, battle.settings()))
      return false;
  return true;
}

StraightMoveResult passThrough(const Battle& battle, std::size_t mover, std::size_t through,
                               double pursuitPaces) {
  const auto& els = battle.elements();
  const Footprint& fp = els[mover].footprint;
  const Vec2 f = fp.forward();
  // Clear of `through`: the rear edge beyond its furthest corner along the heading.
  const double clearPaces = clearancePaces(fp, els[through].footprint);
  const double total = clearPaces + pursuitPaces;
  std::vector<Footprint> others;
  for (auto j : battle.near(fp, total + 800))
    if (j != mover && j != through) others.push_back(els[j].footprint);
  StraightMoveResult r =
      moveStraight(fp, f, total, others, impassableAreas(battle.setup().terrain), battle.table());
  if (!r.leftTable && r.movedPaces + 0.5 < clearPaces) {
    StraightMoveResult none;
    none.end = fp;
    return none;
  }
  return r;
}

void destroyOverrunArtilleryTouchedByFoot(Battle& battle) {
  auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (!isOverrun(battle, i)) continue;
    for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces)) {
      if (els[j].side == els[i].side || !isFootOrDismounted(combatantOf(els[j], false))) continue;
      if (!inContact(els[j].footprint, els[i].footprint, battle.settings())) continue;
      battle.remove(i, ElementCondition::Destroyed);
      battle.log(LogKind::Outcome, els[i].id() + " overrun and touched by enemy foot " +
                                       els[j].id() + ": destroyed (O-B6)");
      battle.losses().recordLoss(els[i].placed.commandId, els[i].ee);
      battle.log(LogKind::Loss, els[i].id() + " lost: destroyed (T-11)");
      break;
    }
  }
}

}  // namespace hfg::battle
