// Facing relations G-7, G-13, G-14 and G-15 of hfg-battle.md section 4.
#include "core/battle/hfg/geometry/facing.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/contact.h"

namespace hfg::battle {
namespace {

// Far enough to cover any table (the largest is 18,000 x 12,000 p).
constexpr double kFarPaces = 100000;
// An intersection of positive area: a touch along a line has none.
constexpr double kAreaEps = 1e-3;

Ring localStrip(const Footprint& b, double vFrom, double vTo) {
  const Vec2 r = b.right(), f = b.forward();
  const double hw = b.frontagePaces / 2;
  const Vec2 m = b.frontMid;
  return {m + r * (-hw) + f * vFrom, m + r * hw + f * vFrom, m + r * hw + f * vTo,
          m + r * (-hw) + f * vTo};
}

}  // namespace

bool sameDirection(const Footprint& a, const Footprint& b, const BattleSettings& s) {
  return headingDifferenceDeg(a.headingDeg, b.headingDeg) <= s.headingEpsDeg;
}

bool oppositeDirection(const Footprint& a, const Footprint& b, const BattleSettings& s) {
  return headingDifferenceDeg(a.headingDeg, b.headingDeg + 180.0) <= s.headingEpsDeg;
}

bool isToFront(const Ring& x, const Footprint& b) {
  return intersectionArea(x, localStrip(b, 0, kFarPaces)) > kAreaEps;
}
bool isToFront(const Footprint& x, const Footprint& b) { return isToFront(ringOf(x), b); }

bool isToRear(const Ring& x, const Footprint& b) {
  return intersectionArea(x, localStrip(b, -kFarPaces, -b.depthPaces)) > kAreaEps;
}
bool isToRear(const Footprint& x, const Footprint& b) { return isToRear(ringOf(x), b); }

bool directlyToFrontWithin(const Footprint& x, const Footprint& b, double withinPaces) {
  return isToFront(x, b) && footprintDistance(x, b) <= withinPaces;
}

bool freezes(const Ring& x, bool visibleToA, const Footprint& a) {
  return visibleToA && isToFront(x, a) && distanceBetween(x, ringOf(a)) <= 400.0;
}
bool freezes(const Footprint& x, bool visibleToA, const Footprint& a) {
  return freezes(ringOf(x), visibleToA, a);
}

bool flankOrRearAttackStartAllowed(const Footprint& m, const Footprint& e, EdgeId edge,
                                   bool overlappedLastBound, const BattleSettings& s) {
  if (edge == EdgeId::Front) return true;  // G-14 limits flank and rear contacts only
  if (overlappedLastBound && (edge == EdgeId::Left || edge == EdgeId::Right)) return true;
  const auto corners = m.corners();
  // How far the corners lie beyond the line of one of e's edges (positive on its outer side).
  const auto minBeyond = [&](EdgeId line) {
    double lo = INFINITY;
    for (Vec2 k : corners)
      lo = std::min(lo, dot(k - e.edge(line).midpoint(), e.outwardNormal(line)));
    return lo;
  };
  const auto maxBeyond = [&](EdgeId line) {
    double hi = -INFINITY;
    for (Vec2 k : corners)
      hi = std::max(hi, dot(k - e.edge(line).midpoint(), e.outwardNormal(line)));
    return hi;
  };
  // (1) entirely beyond the line prolonging the contacted edge.
  if (minBeyond(edge) >= -s.contactEpsPaces) return true;
  // (2) partly behind a flank line (the contacted one for a flank contact) and the rear line.
  const bool behindRear = maxBeyond(EdgeId::Rear) > s.contactEpsPaces;
  const bool behindFlank =
      edge == EdgeId::Rear
          ? std::max(maxBeyond(EdgeId::Left), maxBeyond(EdgeId::Right)) > s.contactEpsPaces
          : maxBeyond(edge) > s.contactEpsPaces;
  return behindFlank && behindRear;
}

bool edgeFaces(const Footprint& t, EdgeId edge, Vec2 p) {
  return dot(p - t.edge(edge).midpoint(), t.outwardNormal(edge)) > 0;
}

}  // namespace hfg::battle
