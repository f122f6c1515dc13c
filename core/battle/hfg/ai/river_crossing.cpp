// Finds the ford or bridge a mover should use when a river lies across its way (issue #18).
#include "core/battle/hfg/ai/river_crossing.h"

#include <cmath>
#include <limits>

#include "core/battle/common/shapes.h"
#include "core/battle/hfg/moves/water_crossing.h"

namespace hfg::battle::ai {

std::optional<CrossingRoute> crossingOnTheWay(const Battle& battle, Vec2 from, Vec2 to,
                                              double depthPaces) {
  const Segment way{from, to};
  for (const auto& f : battle.setup().terrain) {
    if (f.terrain != TerrainClass::River || f.line.size() < 2) continue;
    bool meets = false;
    for (std::size_t k = 0; k + 1 < f.line.size() && !meets; ++k)
      meets = segmentsIntersect(way, {f.line[k], f.line[k + 1]});
    if (!meets) continue;
    // The crossing that makes the way shortest.
    const BattleCrossing* best = nullptr;
    double bestLength = std::numeric_limits<double>::max();
    for (const auto& c : battle.crossings()) {
      if (c.riverId != f.id) continue;
      const double length = distance(from, c.at) + distance(c.at, to);
      if (length < bestLength) {
        bestLength = length;
        best = &c;
      }
    }
    if (!best) return std::nullopt;
    // The river's direction at the crossing: its nearest segment.
    Vec2 along{1, 0};
    double nearest = std::numeric_limits<double>::max();
    for (std::size_t k = 0; k + 1 < f.line.size(); ++k) {
      const Vec2 mid = (f.line[k] + f.line[k + 1]) * 0.5;
      const double len = distance(f.line[k], f.line[k + 1]);
      if (len < 1) continue;
      const double d = distance(mid, best->at) - len / 2;
      if (d < nearest) {
        nearest = d;
        along = (f.line[k + 1] - f.line[k]) * (1.0 / len);
      }
    }
    Vec2 across{-along.y, along.x};
    if (dot(across, best->at - from) < 0) across = across * -1.0;
    const double half = waterWidthPaces(f, battle.settings()) / 2;
    CrossingRoute r;
    r.approach = best->at - across * (half + 10);
    r.beyond = best->at + across * (half + depthPaces + 20);
    r.headingDeg = headingOf(across);
    return r;
  }
  return std::nullopt;
}

}  // namespace hfg::battle::ai
