// Clipping, curving and counting the ground's features onto the table; BUA at the places.
#include "maps/table/table_features.h"

#include <algorithm>
#include <cmath>

#include "maps/table/table_geometry.h"

namespace hfg::maps {
namespace {

AxisBox boxOf(const TableExtent& e) { return {{0, 0}, {e.widthPaces, e.depthPaces}}; }

/// Curved edges (ALL EXCEPT BUA "must have curved edges"): thin to ~40 p, then Chaikin.
Polyline curvedArea(const Polyline& points) { return smoothClosed(thinned(points, 40), 2); }
Polyline curvedLine(const Polyline& points) { return smoothOpen(thinned(points, 40), 2); }

/// A BUA square "astride a road": centred on the road point nearest to the place, aligned with it.
Polyline buaSquare(Vec2 centre, Vec2 along, double side) {
  Vec2 u = along * (side / 2);
  Vec2 v{-u.y, u.x};
  return {centre - u - v, centre + u - v, centre + u + v, centre - u + v};
}

struct RoadPoint {
  double distance = 1e300;
  Vec2 at;
  Vec2 along{1, 0};
};

RoadPoint nearestRoad(const std::vector<TableFeature>& features, Vec2 p) {
  RoadPoint best;
  for (const auto& f : features) {
    if (f.terrain != TerrainClass::RoadGood && f.terrain != TerrainClass::RoadBad) continue;
    for (std::size_t k = 1; k < f.points.size(); ++k) {
      const Vec2 a = f.points[k - 1], d = f.points[k] - a;
      const double len2 = dot(d, d);
      if (len2 <= 0) continue;
      const Vec2 q = a + d * std::clamp(dot(p - a, d) / len2, 0.0, 1.0);
      if (distance(q, p) < best.distance) best = {distance(q, p), q, d * (1 / std::sqrt(len2))};
    }
  }
  return best;
}

}  // namespace

TableFeatureCollector::TableFeatureCollector(const TableWindow& window, FeatureLimits limits)
    : m_window(window), m_limits(limits) {}

void TableFeatureCollector::addArea(TerrainClass terrain, const std::string& name,
                                    const Polyline& local, const Polyline& crestLocal) {
  const AxisBox table = boxOf(m_window.extent());
  const std::vector<Polyline> parts = clipPolygon(m_window.toTable(local), table);
  const std::vector<Polyline> crests = crestLocal.empty()
                                           ? std::vector<Polyline>{}
                                           : clipPolyline(m_window.toTable(crestLocal), table);
  for (const Polyline& clipped : parts) {
    if (acrossOf(clipped).least < m_limits.minAreaAcrossPaces) {
      ++m_leftOff[std::string(displayNameOf(terrain))];
      continue;
    }
    TableFeature f;
    f.terrain = terrain;
    f.name = name;
    f.points = terrain == TerrainClass::BUA ? clipped : curvedArea(clipped);
    // The longest piece of the crest on this part (a hill the table edge cuts in two has a
    // crest on each part it reaches).
    const Polyline* longest = nullptr;
    for (const Polyline& piece : crests)
      if ((parts.size() == 1 || pointInPolygon(clipped, piece[piece.size() / 2])) &&
          (!longest || polylineLength(piece) > polylineLength(*longest)))
        longest = &piece;
    if (longest) f.crest = curvedLine(*longest);
    m_features.push_back(std::move(f));
  }
}

void TableFeatureCollector::addLine(TerrainClass terrain, const std::string& name,
                                    const Polyline& local, double widthMetres) {
  for (auto& piece : clipPolyline(m_window.toTable(local), boxOf(m_window.extent()))) {
    if (polylineLength(piece) < m_limits.minLinePaces) continue;
    if (terrain == TerrainClass::RoadBad && polylineLength(piece) < m_limits.minBadRoadPaces) {
      ++m_shortBadRoads;
      continue;
    }
    TableFeature f;
    f.terrain = terrain;
    f.name = name;
    f.points = curvedLine(piece);
    f.widthPaces = widthMetres > 0 ? widthMetres / m_window.metresPerPace() : 0;
    m_features.push_back(std::move(f));
  }
}

void TableFeatureCollector::addTerrain(const TerrainFeature& t) {
  if (naturalShapeOf(t.terrain) == FeatureShape::Area)
    addArea(t.terrain, t.name, t.points, t.crest);
  else
    addLine(t.terrain, t.name, t.points, t.widthMetres);
}

void TableFeatureCollector::addPlaces(const std::vector<Settlement>& places,
                                      std::vector<Departure>& departures) {
  const AxisBox table = boxOf(m_window.extent());
  for (const auto& place : places) {
    const Vec2 at = m_window.toTable(place.position);
    if (!table.contains(at)) continue;
    const bool inBua =
        std::any_of(m_features.begin(), m_features.end(), [&](const TableFeature& f) {
          return f.terrain == TerrainClass::BUA && pointInPolygon(f.points, at);
        });
    if (inBua) continue;
    RoadPoint road = nearestRoad(m_features, at);
    const bool astride = road.distance < 400;
    if (!astride) road = {road.distance, at, {1, 0}};
    const std::vector<Polyline> square =
        clipPolygon(buaSquare(road.at, road.along, 500), table);  // convex: one
    if (square.empty()) continue;
    TableFeature f;
    f.terrain = TerrainClass::BUA;
    f.name = place.name;
    f.points = square.front();
    m_features.push_back(std::move(f));
    if (!astride)
      departures.push_back(
          {"BATTLEFIELD TERRAIN: BUILT-UP-AREAS", "",
           place.name + " has no road within 400 p: its BUA is not astride a road"});
  }
}

void numberFeatures(std::vector<TableFeature>& features, std::vector<Departure>& departures) {
  std::stable_sort(
      features.begin(), features.end(),
      [](const TableFeature& a, const TableFeature& b) { return a.terrain < b.terrain; });
  std::map<TerrainClass, int> ids;
  for (auto& f : features)
    f.id = std::string(keyOf(f.terrain)) + "-" + std::to_string(++ids[f.terrain]);
  // BUA departures were written before ids: attach by name.
  for (auto& d : departures)
    for (const auto& f : features)
      if (f.terrain == TerrainClass::BUA && d.text.rfind(f.name + " has no road", 0) == 0)
        d.feature = f.id;
}

}  // namespace hfg::maps
