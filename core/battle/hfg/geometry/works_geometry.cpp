// G-26 work protection with the B-13 geometry.
#include "core/battle/hfg/geometry/works_geometry.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/facing.h"

namespace hfg::battle {

bool protectedByWork(const Footprint& fp, const LinearWork& work, const BattleSettings& s) {
  const Vec2 n = work.enemySide * (1.0 / length(work.enemySide));
  if (headingDifferenceDeg(fp.headingDeg, headingOf(n)) > s.headingEpsDeg) return false;
  const Segment front = fp.edge(EdgeId::Front);
  // Behind the line by 0..50 p (both front corners, allowing eps).
  for (Vec2 c : {front.a, front.b}) {
    const double ahead = dot(c - work.segment.a, n);
    if (ahead > s.contactEpsPaces || ahead < -s.workProtectionDepthPaces - s.contactEpsPaces)
      return false;
  }
  // The whole frontage lies within the segment's length.
  const Vec2 along = work.segment.b - work.segment.a;
  const double len = length(along);
  const Vec2 t = along * (1.0 / len);
  for (Vec2 c : {front.a, front.b}) {
    const double x = dot(c - work.segment.a, t);
    if (x < -s.contactEpsPaces || x > len + s.contactEpsPaces) return false;
  }
  return true;
}

bool workProtectsAgainst(bool protectedByTheWork, bool enemyEnfilades,
                         bool enemyFrontOnFlankOrRear) {
  return protectedByTheWork && !enemyEnfilades && !enemyFrontOnFlankOrRear;
}

bool inRedoubt(const Footprint& fp, const Ring& redoubt, const BattleSettings& s) {
  return ringContainsRing(redoubt, ringOf(fp), s.contactEpsPaces);
}

bool redoubtProtectsAgainst(const Footprint& occupant, const Footprint& enemy) {
  return !isToRear(enemy, occupant);
}

}  // namespace hfg::battle
