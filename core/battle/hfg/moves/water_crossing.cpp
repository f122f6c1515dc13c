// Rivers crossed only at fords and bridges, streams stopping a move half way across, and the ford search geometry (CROSSING OR MOVING BY WATER, B-46).
#include "core/battle/hfg/moves/water_crossing.h"

#include <cmath>
#include <limits>

#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

bool isRiver(const BattleTerrainFeature& f) { return f.terrain == TerrainClass::River; }
bool isStreamLike(const BattleTerrainFeature& f) {
  return f.terrain == TerrainClass::Stream || f.terrain == TerrainClass::Gully;
}
bool isRoadLike(const BattleTerrainFeature& f) {
  return f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad ||
         f.terrain == TerrainClass::Railway;
}

/// Unit tangent of the polyline at its point nearest to p.
Vec2 tangentNear(const Polyline& line, Vec2 p) {
  double best = std::numeric_limits<double>::max();
  Vec2 dir{1, 0};
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const double d = distanceBetween(Segment{line[i], line[i + 1]}, p);
    const double len = distance(line[i], line[i + 1]);
    if (d < best && len > 0) {
      best = d;
      dir = (line[i + 1] - line[i]) * (1 / len);
    }
  }
  return dir;
}

bool withinCrossing(const Footprint& fp, const BattleCrossing& c, const Polyline& river) {
  const Vec2 t = tangentNear(river, c.at);
  for (Vec2 corner : fp.corners())
    if (std::abs(dot(corner - c.at, t)) > c.widthPaces / 2 + 1.0) return false;
  return true;
}

}  // namespace

double waterWidthPaces(const BattleTerrainFeature& water, const BattleSettings& s) {
  return water.widthPaces > 0 ? water.widthPaces : s.streamWidthPaces;
}

std::vector<BattleCrossing> roadCrossings(const std::vector<BattleTerrainFeature>& terrain) {
  std::vector<BattleCrossing> out;
  for (const auto& river : terrain) {
    if (!isRiver(river)) continue;
    for (const auto& road : terrain) {
      if (!isRoadLike(road)) continue;
      for (std::size_t i = 0; i + 1 < road.line.size(); ++i)
        for (Vec2 p : crossings(Segment{road.line[i], road.line[i + 1]}, river.line, false))
          out.push_back({road.id + "@" + river.id, river.id, CrossingKind::Bridge, p, 400});
    }
  }
  return out;
}

WaterResult checkWater(const std::vector<Footprint>& poses,
                       const std::vector<BattleTerrainFeature>& terrain,
                       const std::vector<BattleCrossing>& crossingsOnTable,
                       const BattleSettings& s) {
  WaterResult out;
  std::vector<const BattleTerrainFeature*> roads;
  for (const auto& f : terrain)
    if (f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad)
      roads.push_back(&f);
  const auto onAnyRoad = [&](const Footprint& fp) {
    for (const auto* r : roads)
      if (onRoad(fp, r->line, s)) return true;
    return false;
  };
  for (const auto& water : terrain) {
    if (!isRiver(water) && !isStreamLike(water)) continue;
    const double half = waterWidthPaces(water, s) / 2;
    if (isRiver(water)) {
      for (const auto& fp : poses) {
        if (!ringMeetsBand(ringOf(fp), water.line, half)) continue;
        bool crossed = false;
        for (const auto& c : crossingsOnTable) {
          if (c.riverId != water.id || !withinCrossing(fp, c, water.line)) continue;
          crossed = true;
          if (c.kind == CrossingKind::Ford) out.fording = true;
        }
        if (!crossed) {
          out.refused = true;
          out.why = "river '" + water.id +
                    "' cannot be crossed where there is no ford or bridge (at " +
                    std::to_string(static_cast<int>(fp.frontMid.x)) + ", " +
                    std::to_string(static_cast<int>(fp.frontMid.y)) + ")";
          return out;
        }
      }
      continue;
    }
    // Streams and gullies: the move that enters one from outside ends half way across.
    if (ringMeetsBand(ringOf(poses.front()), water.line, half)) continue;
    for (std::size_t i = 1; i < poses.size(); ++i) {
      if (onAnyRoad(poses[i])) continue;
      const Vec2 rearMid = poses[i].edge(EdgeId::Rear).midpoint();
      if (distanceToPolyline(rearMid, water.line) <= 25.0 + 1e-6 &&
          (!out.stopAt || i < *out.stopAt)) {
        out.stopAt = i;
        break;
      }
    }
  }
  return out;
}

std::optional<double> distanceToBankPaces(const Footprint& fp, const BattleTerrainFeature& river,
                                          double maxPaces, const BattleSettings& s) {
  const double half = waterWidthPaces(river, s) / 2;
  const auto touches = [&](double d) {
    return ringMeetsBand(ringOf(fp.moved(fp.forward() * d)), river.line, half);
  };
  if (touches(0)) return 0.0;
  double lo = 0;
  double hi = -1;
  for (double d = 10; d <= maxPaces + 1e-9; d += 10) {
    if (touches(d)) {
      hi = d;
      break;
    }
    lo = d;
  }
  if (hi < 0) return std::nullopt;
  for (int i = 0; i < 20; ++i) {
    const double mid = (lo + hi) / 2;
    (touches(mid) ? hi : lo) = mid;
  }
  return hi;
}

int fordSearchModifier(const Footprint& searcher, const BattleTerrainFeature& river,
                       const std::vector<BattleTerrainFeature>& terrain, const BattleSettings& s) {
  const Vec2 t = tangentNear(river.line, searcher.frontMid);
  // The searcher's own bank: the side of the river's line its centre lies on.
  const double mySide = cross(t, searcher.centre() - searcher.frontMid);
  const double width = waterWidthPaces(river, s);
  bool near = false;
  bool far = false;
  for (const auto& f : terrain) {
    if (f.terrain != TerrainClass::BUA || f.outline.size() < 3) continue;
    const double d = distanceBetween(f.outline, searcher.frontMid);
    // Which bank: the side of the river's line the BUA's first vertex lies on.
    const Vec2 onRiver = searcher.frontMid;
    const double side = cross(t, f.outline.front() - onRiver);
    const bool sameSide = (side > 0) == (mySide > 0);
    if (sameSide && d <= 400) near = true;
    if (!sameSide && d <= 400 + width) far = true;
  }
  if (near && far) return 4;
  return (near || far) ? 1 : 0;
}

}  // namespace hfg::battle
