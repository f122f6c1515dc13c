// Table sizes, edge sections (B-51) and the names of the table enums.
#include "core/model/battlefield.h"

#include <algorithm>
#include <cmath>

#include "core/model/enum_names.h"

namespace hfg {
namespace {

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  Vec2 ab = b - a;
  double len2 = dot(ab, ab);
  double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return distance(p, a + ab * t);
}

}  // namespace

TableExtent extentOf(TableSize size) {
  switch (size) {
    case TableSize::Wide: return {18000, 6000};
    case TableSize::Paired: return {18000, 12000};
    case TableSize::Standard: break;
  }
  return {12000, 6000};
}

std::pair<Vec2, Vec2> edgeSection(const TableExtent& extent, int section) {
  const double w = extent.widthPaces;
  const double d = extent.depthPaces;
  switch (section) {
    case 1: return {{0, 0}, {0, d}};       // west short edge, south to north
    case 2: return {{0, d}, {w / 2, d}};   // north edge, west half
    case 3: return {{w / 2, d}, {w, d}};   // north edge, east half
    case 4: return {{w, d}, {w, 0}};       // east short edge
    case 5: return {{w, 0}, {w / 2, 0}};   // south edge, east half
    default: return {{w / 2, 0}, {0, 0}};  // 6: south edge, west half
  }
}

double distanceToEdgeSection(const TableExtent& extent, int section, Vec2 point) {
  auto [a, b] = edgeSection(extent, section);
  return distanceToSegment(point, a, b);
}

int nearestEdgeSection(const TableExtent& extent, Vec2 point) {
  int best = 1;
  double bestDistance = distanceToEdgeSection(extent, 1, point);
  for (int s = 2; s <= 6; ++s) {
    double d = distanceToEdgeSection(extent, s, point);
    if (d < bestDistance) {
      best = s;
      bestDistance = d;
    }
  }
  return best;
}

}  // namespace hfg
