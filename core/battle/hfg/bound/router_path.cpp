// B-37 router paths: candidates straight back and along roads, river banks and feature edges, the nearest end to the entry point chosen.
#include "core/battle/hfg/bound/router_path.h"

#include <algorithm>
#include <cmath>

#include "core/battle/common/footprint.h"
#include "core/battle/hfg/geometry/outcome_moves.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {
namespace {

bool isRoad(const BattleTerrainFeature& f) {
  return (f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad) &&
         f.line.size() >= 2;
}

bool isRiverLine(const BattleTerrainFeature& f) {
  return (f.terrain == TerrainClass::River || f.terrain == TerrainClass::Waterway) &&
         f.line.size() >= 2;
}

/// A line a router may follow: the centre `offsetPaces` to the left (positive) or right of it.
struct Guide {
  const BattleTerrainFeature* feature;
  RoutGuide kind;
  Polyline line;
  double offsetPaces;
};

/// The side of `line` (+1 left, -1 right, seen along it) the point lies on, at its nearest point.
double sideOf(const Polyline& line, Vec2 p) {
  const double along = arcLengthOfNearest(line, p);
  const auto [q, dir] = pointAlong(line, along);
  return cross(dir, p - q) >= 0 ? 1.0 : -1.0;
}

double polylineLength(const Polyline& line) {
  double total = 0;
  for (std::size_t k = 1; k < line.size(); ++k) total += distance(line[k - 1], line[k]);
  return total;
}

}  // namespace

std::pair<Vec2, Vec2> pointAlong(const Polyline& line, double along) {
  double left = std::max(0.0, along);
  for (std::size_t k = 1; k < line.size(); ++k) {
    const double len = distance(line[k - 1], line[k]);
    const Vec2 dir = len > 0 ? (line[k] - line[k - 1]) * (1.0 / len) : Vec2{1, 0};
    if (left <= len || k + 1 == line.size()) return {line[k - 1] + dir * std::min(left, len), dir};
    left -= len;
  }
  return {line.front(), Vec2{1, 0}};
}

double arcLengthOfNearest(const Polyline& line, Vec2 p) {
  double best = 1e18;
  double bestAlong = 0;
  double start = 0;
  for (std::size_t k = 1; k < line.size(); ++k) {
    const Vec2 a = line[k - 1];
    const Vec2 d = line[k] - a;
    const double len2 = dot(d, d);
    const double t = len2 > 0 ? std::clamp(dot(p - a, d) / len2, 0.0, 1.0) : 0.0;
    const double dist = distance(p, a + d * t);
    if (dist < best) {
      best = dist;
      bestAlong = start + t * std::sqrt(len2);
    }
    start += std::sqrt(len2);
  }
  return bestAlong;
}

Vec2 entryPoint(const Battle& battle, std::size_t element) {
  const ElementInPlay& e = battle.elements()[element];
  const Vec2 deployed = e.placed.footprint.centre();
  const BaseEdge edge = battle.side(e.side).baseEdge;
  return {deployed.x, edge == BaseEdge::South ? 0.0 : battle.table().depthPaces};
}

std::string describeGuide(const RoutPath& path) {
  switch (path.guide) {
    case RoutGuide::Straight: return {};
    case RoutGuide::Road: return "road " + path.roadId;
    case RoutGuide::RiverBank: return "the bank of river " + path.roadId;
    case RoutGuide::FeatureEdge: return "the edge of " + path.roadId;
  }
  return {};
}

RoutPath routPath(const Battle& battle, std::size_t router, double paces) {
  const ElementInPlay& e = battle.elements()[router];
  const Footprint turned = turnedAbout(e.footprint);
  const Vec2 entry = entryPoint(battle, router);
  const int steps = std::max(1, static_cast<int>(std::ceil(paces / 50.0)));

  RoutPath best;
  for (int q = 0; q <= steps; ++q)
    best.poses.push_back(turned.moved(turned.forward() * (paces * q / steps)));
  double bestDistance = distance(best.poses.back().centre(), entry);

  const Ring ring = ringOf(e.footprint);
  const Vec2 centre = e.footprint.centre();
  const double halfFrontage = e.footprint.frontagePaces / 2 + 1;
  const double reach = battle.settings().contactEpsPaces;
  std::vector<Guide> guides;
  for (const auto& f : battle.setup().terrain)
    if (isRoad(f) && ringMeetsBand(ring, f.line, battle.settings().roadHalfwidthPaces))
      guides.push_back({&f, RoutGuide::Road, f.line, 0});
  for (const auto& f : battle.setup().terrain) {
    if (!isRiverLine(f)) continue;
    const double half = (f.widthPaces > 0 ? f.widthPaces : battle.settings().streamWidthPaces) / 2;
    if (ringMeetsBand(ring, f.line, half + reach))
      guides.push_back(
          {&f, RoutGuide::RiverBank, f.line, sideOf(f.line, centre) * (half + halfFrontage)});
  }
  for (const auto& f : battle.setup().terrain) {
    if (f.outline.size() < 3 ||
        distanceToBoundary(centre, f.outline) > e.footprint.frontagePaces + e.footprint.depthPaces)
      continue;
    Polyline closed = f.outline;
    closed.push_back(f.outline.front());
    if (!ringMeetsBand(ring, closed, reach)) continue;
    // Three times round, so that a path may pass the outline's first vertex either way.
    Polyline rounds = closed;
    for (int k = 0; k < 2; ++k) {
      rounds.insert(rounds.end(), f.outline.begin() + 1, f.outline.end());
      rounds.push_back(f.outline.front());
    }
    guides.push_back({&f, RoutGuide::FeatureEdge, rounds, sideOf(closed, centre) * halfFrontage});
  }
  for (const Guide& g : guides) {
    const double length = polylineLength(g.line);
    double here = arcLengthOfNearest(g.line, centre);
    // On an outline (three times round) start from the middle round: a whole round either way.
    if (g.kind == RoutGuide::FeatureEdge) here = std::fmod(here, length / 3) + length / 3;
    for (double sense : {1.0, -1.0}) {
      const double endAlong = std::clamp(here + sense * paces, 0.0, length);
      if (std::abs(endAlong - here) < 1.0) continue;
      RoutPath cand;
      cand.roadId = g.feature->id;
      cand.guide = g.kind;
      const int n = std::max(1, static_cast<int>(std::ceil(std::abs(endAlong - here) / 50.0)));
      for (int q = 0; q <= n; ++q) {
        const double s = here + (endAlong - here) * q / n;
        const auto [p, dir] = pointAlong(g.line, s);
        const Vec2 travel = dir * sense;
        Footprint fp = e.footprint;
        fp.headingDeg = headingOf(travel);
        // The router's centre on the line (or off it), facing its direction of travel (T-10).
        const Vec2 left{-dir.y, dir.x};
        fp.frontMid = p + left * g.offsetPaces + travel * (fp.depthPaces / 2);
        cand.poses.push_back(fp);
      }
      const double d = distance(cand.poses.back().centre(), entry);
      if (d + 1e-6 < bestDistance) {
        bestDistance = d;
        best = std::move(cand);
      }
    }
  }
  return best;
}

}  // namespace hfg::battle
