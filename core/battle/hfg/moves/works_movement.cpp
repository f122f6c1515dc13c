// Field works on a move's path and the moves their occupants may make (T-13, T-14, B-13).
#include "core/battle/hfg/moves/works_movement.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/works_geometry.h"

namespace hfg::battle {
namespace {

bool crosses(const ElementPath& path, const Segment& seg) {
  for (std::size_t q = 1; q < path.poses.size(); ++q)
    if (segmentsIntersect({path.poses[q - 1].centre(), path.poses[q].centre()}, seg)) return true;
  return false;
}

/// B-13: some element of the work's side mans it.
bool manned(const Battle& battle, const BattleWork& w) {
  const LinearWork lw{{w.a, w.b}, w.enemySide};
  for (const auto& e : battle.elements())
    if (e.present() && e.placed.sideId == w.sideId &&
        protectedByWork(e.footprint, lw, battle.settings()))
      return true;
  return false;
}

}  // namespace

WorksOnPath worksOnPath(const Battle& battle, const ElementPath& path) {
  WorksOnPath out;
  for (const auto& w : battle.setup().works) {
    if (w.kind == BattleWorkKind::Redoubt || !crosses(path, {w.a, w.b})) continue;
    if (w.kind == BattleWorkKind::Obstacle) {
      if (!manned(battle, w)) out.undefendedObstacles.push_back(w.id);
    } else {
      out.entrenchments.push_back(w.id);
    }
  }
  return out;
}

MoveColumn worsenedByWorks(MoveColumn column, TroopType mover, const WorksOnPath& works) {
  MoveColumn worst = column;
  const auto worsen = [&](MoveColumn c) {
    if (static_cast<int>(c) > static_cast<int>(worst)) worst = c;
  };
  if (!works.entrenchments.empty() && categoryOf(mover) != TroopCategory::Foot)
    worsen(MoveColumn::Slow);
  if (!works.undefendedObstacles.empty()) worsen(MoveColumn::Difficult);
  return worst;
}

double entrenchmentAstrideShare(const Battle& battle, const ElementPath& path,
                                const WorksOnPath& works) {
  if (works.entrenchments.empty() || path.poses.size() < 2) return 0;
  std::vector<Segment> segments;
  for (const auto& w : battle.setup().works)
    if (std::find(works.entrenchments.begin(), works.entrenchments.end(), w.id) !=
        works.entrenchments.end())
      segments.push_back({w.a, w.b});
  const auto astride = [&](const Footprint& fp) {
    const Ring ring = ringOf(fp);
    for (const auto& seg : segments)
      if (distanceBetween(ring, seg) <= battle.settings().contactEpsPaces) return true;
    return false;
  };
  double total = 0;
  double on = 0;
  bool before = astride(path.poses.front());
  for (std::size_t q = 1; q < path.poses.size(); ++q) {
    const bool now = astride(path.poses[q]);
    const double step = distance(path.poses[q - 1].frontMid, path.poses[q].frontMid);
    total += step;
    if (before || now) on += step;
    before = now;
  }
  return total > 0 ? on / total : 0;
}

bool entrenchmentCrossingFits(double lengthPaces, double astrideShare, double goodPaces,
                              double slowPaces) {
  if (slowPaces <= 0 || goodPaces <= 0) return lengthPaces <= 0.5;
  const double used =
      lengthPaces * (1 - astrideShare) / goodPaces + lengthPaces * astrideShare / slowPaces;
  return used <= 1 + 0.5 / goodPaces;
}

std::optional<std::string> occupantMoveForbidden(const Battle& battle, std::size_t element,
                                                 const ElementPath& path) {
  const ElementInPlay& e = battle.elements()[element];
  const Footprint& start = path.start();
  const Footprint& end = path.end();
  const bool turned = !sameDirection(start, end, battle.settings());
  for (const auto& w : battle.setup().works) {
    if (w.sideId != e.placed.sideId) continue;
    if (w.kind == BattleWorkKind::Redoubt) {
      if (!inRedoubt(start, w.outline, battle.settings())) continue;
      const Vec2 d = end.frontMid - start.frontMid;
      const Vec2 f = start.forward();
      const bool straightBack = std::abs(d.x * f.y - d.y * f.x) < 1.0 && dot(d, f) <= 0.5;
      if (turned || !straightBack)
        return "element '" + e.id() + "' in redoubt '" + w.id +
               "' cannot turn and moves only straight back (T-14)";
      continue;
    }
    if (w.kind == BattleWorkKind::Obstacle) continue;
    const LinearWork lw{{w.a, w.b}, w.enemySide};
    if (!protectedByWork(start, lw, battle.settings())) continue;
    if (turned) return "element '" + e.id() + "' in entrenchment '" + w.id + "' cannot turn (T-14)";
    // T-14: "can slide a base width sideways".
    const Vec2 d = end.frontMid - start.frontMid;
    const Vec2 f = start.forward();
    const double along = dot(d, f);
    const double across = std::abs(d.x * f.y - d.y * f.x);
    if (std::abs(along) < 1.0 && across > start.frontagePaces + 0.5)
      return "element '" + e.id() + "' in entrenchment '" + w.id +
             "' slides at most a base width sideways (T-14)";
  }
  return std::nullopt;
}

}  // namespace hfg::battle
