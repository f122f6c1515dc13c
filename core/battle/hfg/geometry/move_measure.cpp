// B-6 move lengths and B-7 move columns.
#include "core/battle/hfg/geometry/move_measure.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {

double straightMoveLengthPaces(const Footprint& start, const Footprint& end) {
  return std::max(distance(start.corner(CornerId::FrontLeft), end.corner(CornerId::FrontLeft)),
                  distance(start.corner(CornerId::FrontRight), end.corner(CornerId::FrontRight)));
}

double wheelLengthPaces(const Footprint& start, Vec2 pivot, double turnDeg) {
  const double radius = std::max(distance(start.corner(CornerId::FrontLeft), pivot),
                                 distance(start.corner(CornerId::FrontRight), pivot));
  return std::abs(turnDeg) * std::numbers::pi / 180.0 * radius;
}

std::vector<Footprint> samplePath(const Footprint& start, const Polyline& path, double stepPaces) {
  std::vector<Footprint> out{start};
  Vec2 at = start.frontMid;
  for (Vec2 next : path) {
    const double len = distance(at, next);
    const int steps = std::max(1, static_cast<int>(std::ceil(len / stepPaces)));
    for (int i = 1; i <= steps; ++i)
      out.push_back(
          start.moved(at + (next - at) * (static_cast<double>(i) / steps) - start.frontMid));
    at = next;
  }
  return out;
}

MoveColumn moveColumn(const std::vector<Footprint>& samples,
                      const std::vector<BattleTerrainFeature>& terrain, const BattleSettings& s) {
  TerrainGoing worst = TerrainGoing::Good;
  // Roads and railways give no going of their own; only features with going are passed on.
  std::vector<BattleTerrainFeature> ground;
  std::vector<const BattleTerrainFeature*> roads;
  for (const auto& f : terrain) {
    if (f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad)
      roads.push_back(&f);
    else
      ground.push_back(f);
  }
  for (const Footprint& fp : samples) {
    const bool byRoad = std::any_of(roads.begin(), roads.end(),
                                    [&](const auto* r) { return onRoad(fp, r->line, s); });
    if (byRoad) continue;
    worst = std::max(worst, goingOf(fp, ground, s));
  }
  switch (worst) {
    case TerrainGoing::Good: return MoveColumn::RoadOrGood;
    case TerrainGoing::Slow: return MoveColumn::Slow;
    case TerrainGoing::Difficult: return MoveColumn::Difficult;
    case TerrainGoing::Impassable: return MoveColumn::Impassable;
  }
  return MoveColumn::Impassable;
}

}  // namespace hfg::battle
