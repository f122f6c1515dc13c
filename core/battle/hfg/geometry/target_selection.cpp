// G-16 valid target and B-28 target edge.
#include "core/battle/hfg/geometry/target_selection.h"

#include <cmath>

#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

int edgeRank(EdgeId e) {
  switch (e) {
    case EdgeId::Front: return 0;
    case EdgeId::Left:
    case EdgeId::Right: return 1;
    case EdgeId::Rear: return 2;
  }
  return 3;
}

}  // namespace

std::optional<EdgeId> validTargetEdge(const ShotGeometry& shot,
                                      const std::vector<BattleTerrainFeature>& terrain,
                                      const BattleSettings& s) {
  if (shot.targetInFrontalContact) return std::nullopt;
  VisibilityOptions sight;
  sight.weatherLimitPaces = shot.weatherLimitPaces;
  if (!visible(shot.shooter, shot.target, terrain, sight, s)) return std::nullopt;
  const ShootingEdge edge = shootingEdgeOf(shot.shooter, shot.shootingEdge);
  const Ring targetRing = ringOf(shot.target);
  const bool inArc = shot.allRoundArc ? inAllRoundArc(shot.shooter, shot.shootingEdge, targetRing)
                                      : inOrdinaryArc(edge, targetRing, s);
  if (!inArc || !inRange(edge, targetRing, shot.maxRangePaces, shot.mist)) return std::nullopt;

  const Vec2 origin = edge.segment.midpoint();
  const auto sideClear = [&](const Segment& side) {
    SightQuery q;
    q.from = side.a;
    q.to = side.b;
    q.shooting = true;
    q.weatherLimitPaces = shot.weatherLimitPaces;
    q.overCrestAllowed = shot.overCrestAllowed;
    return clearLine(q, terrain, s);
  };
  std::optional<EdgeId> best;
  double bestDistance = INFINITY;
  for (EdgeId e : kAllEdges) {
    if (!edgeFaces(shot.target, e, origin)) continue;  // G-15
    const LineOfFire lof = lineOfFire(edge.segment, shot.target.edge(e));
    if (!lineOfFireClear(lof, shot.blockers, sideClear)) continue;
    const double d = distanceBetween(shot.target.edge(e), origin);
    const bool better = d < bestDistance - 1e-9 || (std::abs(d - bestDistance) <= 1e-9 && best &&
                                                    edgeRank(e) < edgeRank(*best));
    if (better) {
      best = e;
      bestDistance = d;
    }
  }
  return best;
}

}  // namespace hfg::battle
