// TCHAE geometry over the shared footprint predicates.
#include "core/battle/tchae/table_geometry.h"

#include <cmath>
#include <numbers>

namespace hfg::tchae {

double gapIn(const battle::Footprint& a, const battle::Footprint& b) {
  return battle::distanceBetween(battle::ringOf(a), battle::ringOf(b));
}

double gapIn(const battle::Footprint& a, Vec2 p) {
  return battle::distanceBetween(battle::ringOf(a), p);
}

double frontEdgeRangeIn(const battle::Footprint& firer, const battle::Footprint& target) {
  return battle::distanceBetween(battle::ringOf(target), firer.edge(battle::EdgeId::Front));
}

bool inArc(const battle::Footprint& firer, const battle::Footprint& target, double halfDeg,
           double reachIn) {
  const battle::Segment front = firer.edge(battle::EdgeId::Front);  // FL -> FR
  const Vec2 left = battle::headingVector(firer.headingDeg + halfDeg);
  const Vec2 right = battle::headingVector(firer.headingDeg - halfDeg);
  const double r = reachIn / std::cos(halfDeg * std::numbers::pi / 180.0) + 1;
  const battle::Ring arc{front.b, front.b + right * r, front.a + left * r, front.a};
  return battle::ringsIntersect(arc, battle::ringOf(target));
}

bool enfilades(const battle::Footprint& firer, const battle::Footprint& target) {
  const Vec2 m = firer.frontMid;
  return target.toLocal(m).y < 0;
}

AttackAspect attackAspect(const battle::Footprint& chargerAtStart,
                          const battle::Footprint& defender, Vec2 contactPoint) {
  const Vec2 local = defender.toLocal(contactPoint);
  const double w = defender.frontagePaces / 2, d = defender.depthPaces;
  bool allBehindFront = true, allBehindRear = true;
  for (const Vec2& c : chargerAtStart.corners()) {
    const Vec2 l = defender.toLocal(c);
    if (l.y >= 0) allBehindFront = false;
    if (l.y >= -d) allBehindRear = false;
  }
  const bool onRear = local.y <= -d + 1e-6;
  const bool onFlank = std::abs(local.x) >= w - 1e-6 && !onRear && local.y < -1e-6;
  if (onRear && allBehindRear) return AttackAspect::Rear;
  if (onFlank && allBehindFront) return AttackAspect::Flank;
  return AttackAspect::Front;
}

bool overlapIn(const battle::Footprint& a, const battle::Footprint& b) {
  return battle::intersectionArea(battle::ringOf(a), battle::ringOf(b)) > 1e-4;
}

}  // namespace hfg::tchae
