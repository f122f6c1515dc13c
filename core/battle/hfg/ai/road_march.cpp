// Road marches for the computer generals: chains in column and the path along a road towards an objective.
#include "core/battle/hfg/ai/road_march.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

constexpr double kStepPaces = 50;

double lengthOf(const Polyline& line) {
  double len = 0;
  for (std::size_t k = 0; k + 1 < line.size(); ++k) len += distance(line[k], line[k + 1]);
  return len;
}

Vec2 rearMid(const Footprint& f) { return f.frontMid - f.forward() * f.depthPaces; }

double nearestKnownPaces(const std::vector<Shape>& enemies, const Footprint& fp) {
  const Shape me = shapeOf(fp);
  double best = 1e18;
  for (const auto& e : enemies) {
    if (distance(me.centre, e.centre) - me.radiusPaces - e.radiusPaces > best) continue;
    best = std::min(best, shapeDistancePaces(me, e));
  }
  return best;
}

}  // namespace

std::vector<std::vector<std::size_t>> columnsOf(const Battle& battle,
                                                const std::vector<std::size_t>& movers) {
  const auto& els = battle.elements();
  const double eps = battle.settings().contactEpsPaces;
  // ahead[k]: the mover whose rear-edge midpoint touches mover k's front-edge midpoint.
  std::vector<int> ahead(movers.size(), -1);
  std::vector<int> behind(movers.size(), -1);
  for (std::size_t k = 0; k < movers.size(); ++k)
    for (std::size_t m = 0; m < movers.size(); ++m) {
      if (k == m || behind[m] >= 0) continue;
      if (distance(els[movers[k]].footprint.frontMid, rearMid(els[movers[m]].footprint)) <= eps) {
        ahead[k] = static_cast<int>(m);
        behind[m] = static_cast<int>(k);
        break;
      }
    }
  std::vector<std::vector<std::size_t>> out;
  for (std::size_t k = 0; k < movers.size(); ++k) {
    if (ahead[k] >= 0) continue;  // not a head
    std::vector<std::size_t> chain;
    for (int at = static_cast<int>(k); at >= 0 && chain.size() < movers.size();
         at = behind[static_cast<std::size_t>(at)])
      chain.push_back(movers[static_cast<std::size_t>(at)]);
    out.push_back(std::move(chain));
  }
  return out;
}

std::optional<MoveOrder> roadMarchOrder(const Battle& battle,
                                        const std::vector<std::size_t>& column, Vec2 objective,
                                        const std::vector<Shape>& knownEnemies, double lengthPaces,
                                        double keepOffPaces) {
  if (column.empty() || lengthPaces < 100) return std::nullopt;
  const auto& els = battle.elements();
  const Footprint& head = els[column.front()].footprint;
  const bool single = column.size() == 1;
  std::optional<MoveOrder> best;
  double bestGain = 0;
  for (const auto& f : battle.setup().terrain) {
    if ((f.terrain != TerrainClass::RoadGood && f.terrain != TerrainClass::RoadBad) ||
        f.line.size() < 2)
      continue;
    if (!onRoad(head, f.line, battle.settings())) continue;
    const double total = lengthOf(f.line);
    const double s0 = arcLengthOfNearest(f.line, head.frontMid);
    const Vec2 dir0 = pointAlong(f.line, s0).second;
    const double along = dot(dir0, head.forward());
    if (std::abs(along) < 0.7) continue;  // the head stands across the road, not along it
    const double sign = along > 0 ? 1.0 : -1.0;
    // Walk the road in 50 p steps: stop before known enemy, past the point nearest the
    // objective, or at the road's end.
    double reach = 0;
    double nearestObj = distance(head.frontMid, objective);
    for (double t = kStepPaces; t <= lengthPaces + 1e-9; t += kStepPaces) {
      const double s = s0 + sign * t;
      if (s < 0 || s > total) break;
      const auto [p, d] = pointAlong(f.line, s);
      const Footprint at{p, headingOf(d * sign), head.frontagePaces, head.depthPaces};
      if (nearestKnownPaces(knownEnemies, at) < keepOffPaces) break;
      const double toObj = distance(p, objective);
      if (toObj > nearestObj + 1) break;
      nearestObj = toObj;
      reach = t;
    }
    if (reach < 100) continue;
    // Waypoints: the road's vertices passed, then the end.
    const double sEnd = s0 + sign * reach;
    Polyline path;
    double s = 0;
    for (std::size_t v = 0; v + 1 < f.line.size(); ++v) {
      // Arc length of vertex v+1 (inner vertices only).
      s += distance(f.line[v], f.line[v + 1]);
      if (v + 2 == f.line.size()) break;
      const bool passed = sign > 0 ? (s > s0 + 1 && s < sEnd - 1) : (s < s0 - 1 && s > sEnd + 1);
      if (passed) path.push_back(f.line[v + 1]);
    }
    if (sign < 0) std::reverse(path.begin(), path.end());
    const auto [endPoint, endDir] = pointAlong(f.line, sEnd);
    path.push_back(endPoint);
    Vec2 finalDir = endDir * sign;
    if (single && path.size() > kMaxWaypoints) {
      // B-6: at most 4 waypoints; end at the 4th, facing along the road there.
      path.resize(kMaxWaypoints);
      finalDir = path[3] - path[2];
    }
    const double gain = distance(head.frontMid, objective) - distance(path.back(), objective);
    if (gain < 0.4 * reach || gain <= bestGain) continue;
    bestGain = gain;
    MoveOrder o;
    for (auto i : column) o.elementIds.push_back(els[i].id());
    o.kind = MoveKind::March;
    o.action = MoveAction::Advance;
    o.path = path;
    if (single) o.finalHeadingDeg = headingOf(finalDir);
    best = o;
  }
  return best;
}

}  // namespace hfg::battle
