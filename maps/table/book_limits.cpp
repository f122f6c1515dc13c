// Checking a table against the book's terrain limits (BATTLEFIELD TERRAIN).
#include "maps/table/book_limits.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>
#include <string>

#include "maps/table/table_geometry.h"

namespace hfg::maps {
namespace {

const char* kRule = "BATTLEFIELD TERRAIN";

std::string paces(double value) {
  long rounded = std::lround(value);
  std::string digits = std::to_string(std::labs(rounded));
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
    digits.insert(static_cast<std::size_t>(i), ",");
  return (rounded < 0 ? "-" : "") + digits + " p";
}

bool isArea(TerrainClass t) { return naturalShapeOf(t) == FeatureShape::Area; }
bool isRoad(TerrainClass t) { return t == TerrainClass::RoadGood || t == TerrainClass::RoadBad; }
bool isWatercourse(TerrainClass t) {
  return t == TerrainClass::Stream || t == TerrainClass::River || t == TerrainClass::Gully;
}

std::string label(const TableFeature& f) {
  std::string text(displayNameOf(f.terrain));
  if (!f.name.empty()) text += " \"" + f.name + "\"";
  return text + " (" + f.id + ")";
}

/// Deepest reach of a waterway in from the table edge nearest to it.
double reachFromEdge(const TableExtent& e, const Polyline& points) {
  Vec2 c = centroidOf(points);
  double toWest = c.x, toEast = e.widthPaces - c.x, toSouth = c.y, toNorth = e.depthPaces - c.y;
  double nearest = std::min({toWest, toEast, toSouth, toNorth});
  double reach = 0;
  for (Vec2 p : points) {
    double d = nearest == toWest    ? p.x
               : nearest == toEast  ? e.widthPaces - p.x
               : nearest == toSouth ? p.y
                                    : e.depthPaces - p.y;
    reach = std::max(reach, d);
  }
  return reach;
}

struct UnionFind {
  std::vector<std::size_t> parent;
  explicit UnionFind(std::size_t n) : parent(n) {
    std::iota(parent.begin(), parent.end(), std::size_t{0});
  }
  std::size_t find(std::size_t i) { return parent[i] == i ? i : parent[i] = find(parent[i]); }
  void join(std::size_t a, std::size_t b) { parent[find(a)] = find(b); }
};

bool linesMeet(const Polyline& a, const Polyline& b) {
  Vec2 at;
  std::size_t seg = 0;
  if (firstCrossing(a, b, false, at, seg)) return true;
  constexpr double kTouchPaces = 5;
  return distanceToPolyline(b, a.front()) <= kTouchPaces ||
         distanceToPolyline(b, a.back()) <= kTouchPaces ||
         distanceToPolyline(a, b.front()) <= kTouchPaces ||
         distanceToPolyline(a, b.back()) <= kTouchPaces;
}

}  // namespace

int featureCount(const std::vector<TableFeature>& features, TerrainClass terrain) {
  return static_cast<int>(
      std::count_if(features.begin(), features.end(),
                    [&](const TableFeature& f) { return f.terrain == terrain; }));
}

namespace {

/// The departures found so far, each under the book's BATTLEFIELD TERRAIN and its section.
struct Findings {
  std::vector<Departure> out;
  void add(const std::string& section, std::string id, std::string text) {
    out.push_back({std::string(kRule) + (section.empty() ? "" : ": " + section), std::move(id),
                   std::move(text)});
  }
};

int blocksOf(const TableExtent& extent, const BookLimits& limits) {
  return std::max(1, static_cast<int>(std::lround(extent.widthPaces * extent.depthPaces /
                                                  limits.squarePacesPerBlock)));
}

// How many features of each kind: totals, roads, BUA and the maxima per type.
void checkCounts(Findings& found, int blocks, const std::vector<TableFeature>& features,
                 const BookLimits& limits) {
  const int total = static_cast<int>(features.size());
  if (total < blocks * limits.minFeaturesPerBlock || total > blocks * limits.maxFeaturesPerBlock)
    found.add("", "",
              std::to_string(total) + " features where the book asks " +
                  std::to_string(blocks * limits.minFeaturesPerBlock) + "-" +
                  std::to_string(blocks * limits.maxFeaturesPerBlock) +
                  " (5-8 for every 9 square miles)");
  int roads = featureCount(features, TerrainClass::RoadGood) +
              featureCount(features, TerrainClass::RoadBad);
  if (roads < limits.minRoads)
    found.add("ROADS", "",
              std::to_string(roads) + " roads where the book asks at least " +
                  std::to_string(limits.minRoads));
  int bua = featureCount(features, TerrainClass::BUA);
  if (bua < limits.minBua)
    found.add(
        "BUILT-UP-AREAS", "",
        std::to_string(bua) + " BUA where the book asks at least " + std::to_string(limits.minBua));
  const std::pair<TerrainClass, int> maxima[] = {{TerrainClass::Waterway, limits.maxWaterways},
                                                 {TerrainClass::River, limits.maxRivers},
                                                 {TerrainClass::Railway, limits.maxRailways}};
  for (auto [terrain, most] : maxima) {
    int n = featureCount(features, terrain);
    if (n > most)
      found.add("", "",
                std::to_string(n) + " " + std::string(displayNameOf(terrain)) +
                    " features where the book allows " + std::to_string(most));
  }
  for (int t = 0; t < kTerrainClassCount; ++t) {
    auto terrain = static_cast<TerrainClass>(t);
    int n = featureCount(features, terrain);
    if (n > limits.maxOfOneType)
      found.add("", "",
                std::to_string(n) + " " + std::string(displayNameOf(terrain)) +
                    " features where the book allows " + std::to_string(limits.maxOfOneType) +
                    " of any single type");
  }
}

// The compulsory area features (and how many of them are small) and watercourses per block.
void checkCompulsory(Findings& found, int blocks, const std::vector<TableFeature>& features,
                     const BookLimits& limits) {
  const double slack = 1 + limits.toleranceFraction;
  int areas = 0, smallAreas = 0, watercourses = 0;
  for (const auto& f : features) {
    if (isArea(f.terrain) && f.terrain != TerrainClass::BUA) {
      ++areas;
      if (acrossOf(f.points).most <= limits.smallAreaAcrossPaces * slack) ++smallAreas;
    }
    if (isWatercourse(f.terrain)) ++watercourses;
  }
  if (areas < blocks * limits.minAreaFeaturesPerBlock)
    found.add("", "",
              std::to_string(areas) +
                  " area features other than BUA where the book asks at least " +
                  std::to_string(blocks * limits.minAreaFeaturesPerBlock));
  // Of each block's 2 compulsory area features only 1 may be over 1,000 p across: so at least one
  // per block must be within 1,000 p.
  const int smallNeeded = blocks * (limits.minAreaFeaturesPerBlock - 1);
  if (areas >= blocks * limits.minAreaFeaturesPerBlock && smallAreas < smallNeeded)
    found.add("", "",
              std::to_string(smallAreas) +
                  " area features within 1,000 p across where the book needs " +
                  std::to_string(smallNeeded) + " (only 1 of each 2 compulsory may be larger)");
  if (watercourses < blocks * limits.minWatercoursesPerBlock)
    found.add("", "",
              std::to_string(watercourses) +
                  " streams, rivers or gullies where the book asks at least " +
                  std::to_string(blocks * limits.minWatercoursesPerBlock));
}

// One feature's size against its class's limits.
void checkSize(Findings& found, const TableExtent& extent, const TableFeature& f,
               const BookLimits& limits) {
  const double slack = 1 + limits.toleranceFraction;
  Across a = acrossOf(f.points);
  auto range = [&](const char* section, double lo, double hi) {
    if (a.least * slack < lo)
      found.add(section, f.id,
                label(f) + " is " + paces(a.least) +
                    " across at its narrowest; the book asks at least " + paces(lo));
    if (a.most > hi * slack)
      found.add(section, f.id,
                label(f) + " is " + paces(a.most) + " across at its widest; the book allows " +
                    paces(hi));
  };
  switch (f.terrain) {
    case TerrainClass::HillGentle:
    case TerrainClass::HillDifficult:
      range("HILLS", limits.hillMinPaces, limits.hillMaxPaces);
      break;
    case TerrainClass::Woods: range("WOODS", limits.woodsMinPaces, limits.woodsMaxPaces); break;
    case TerrainClass::SlowGoing:
      range("SLOW GOING", limits.woodsMinPaces, limits.woodsMaxPaces);
      break;
    case TerrainClass::BUA:
      if (a.least * slack < limits.buaMinPaces || a.least > limits.buaMaxPaces * slack ||
          a.most > limits.buaMaxPaces * std::sqrt(2.0) * slack)
        found.add("BUILT-UP-AREAS", f.id,
                  label(f) + " measures " + paces(a.least) + " to " + paces(a.most) +
                      " across; the book asks 400-600 p square");
      break;
    case TerrainClass::Marsh:
      if (a.most > limits.marshMaxLengthPaces * slack)
        found.add("MARSHES", f.id,
                  label(f) + " is " + paces(a.most) + " long; the book allows " +
                      paces(limits.marshMaxLengthPaces));
      if (a.least > limits.marshMaxWidthPaces * slack)
        found.add("MARSHES", f.id,
                  label(f) + " is " + paces(a.least) + " wide; the book allows " +
                      paces(limits.marshMaxWidthPaces));
      break;
    case TerrainClass::Waterway: {
      double reach = reachFromEdge(extent, f.points);
      if (reach * slack < limits.waterwayMinPaces || reach > limits.waterwayMaxPaces * slack)
        found.add("WATERWAYS", f.id,
                  label(f) + " reaches " + paces(reach) +
                      " in from the table edge; the book asks 600-2,000 p");
      break;
    }
    case TerrainClass::Stream:
    case TerrainClass::River:
    case TerrainClass::Gully: {
      double straight = distance(f.points.front(), f.points.back());
      double length = polylineLength(f.points);
      if (straight > 0 && length > straight * limits.streamLengthFactor * slack)
        found.add("STREAMS", f.id,
                  label(f) + " is " + paces(length) + " long between ends " + paces(straight) +
                      " apart; the book allows 1.5 times (B-19)");
      break;
    }
    default: break;
  }
}

// Gaps between area features: 0 or at least 400 p.
void checkGaps(Findings& found, const std::vector<TableFeature>& features,
               const BookLimits& limits) {
  for (std::size_t i = 0; i < features.size(); ++i) {
    if (!isArea(features[i].terrain) || features[i].points.size() < 3) continue;
    for (std::size_t j = i + 1; j < features.size(); ++j) {
      if (!isArea(features[j].terrain) || features[j].points.size() < 3) continue;
      double gap = gapBetween(features[i].points, features[j].points);
      if (gap > 1 && gap < limits.minGapPaces)
        found.add("", features[i].id,
                  "the gap between " + label(features[i]) + " and " + label(features[j]) + " is " +
                      paces(gap) + "; the book asks at least 400 p where there is a gap");
    }
  }
}

// Roads form a connected net.
void checkRoadNet(Findings& found, const std::vector<TableFeature>& features) {
  std::vector<std::size_t> roadIndex;
  for (std::size_t i = 0; i < features.size(); ++i)
    if (isRoad(features[i].terrain) && features[i].points.size() >= 2) roadIndex.push_back(i);
  if (roadIndex.size() <= 1) return;
  UnionFind sets(roadIndex.size());
  for (std::size_t i = 0; i < roadIndex.size(); ++i)
    for (std::size_t j = i + 1; j < roadIndex.size(); ++j)
      if (linesMeet(features[roadIndex[i]].points, features[roadIndex[j]].points)) sets.join(i, j);
  std::map<std::size_t, int> groups;
  for (std::size_t i = 0; i < roadIndex.size(); ++i) ++groups[sets.find(i)];
  if (groups.size() > 1)
    found.add("ROADS", "",
              "the roads form " + std::to_string(groups.size()) +
                  " separate nets; the book asks one connected net");
}

}  // namespace

std::vector<Departure> checkBookLimits(const TableExtent& extent,
                                       const std::vector<TableFeature>& features,
                                       const BookLimits& limits) {
  Findings found;
  const int blocks = blocksOf(extent, limits);
  checkCounts(found, blocks, features, limits);
  checkCompulsory(found, blocks, features, limits);
  for (const auto& f : features)
    if (f.points.size() >= 2) checkSize(found, extent, f, limits);
  checkGaps(found, features, limits);
  checkRoadNet(found, features);
  return found.out;
}

}  // namespace hfg::maps
