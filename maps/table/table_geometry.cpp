// Plane geometry for table features in paces.
#include "maps/table/table_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "core/battle/common/shapes_clip.h"

namespace hfg::maps {

AxisBox boundsOf(const Polyline& points) {
  AxisBox box{{std::numeric_limits<double>::max(), std::numeric_limits<double>::max()},
              {std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()}};
  for (Vec2 p : points) {
    box.min.x = std::min(box.min.x, p.x);
    box.min.y = std::min(box.min.y, p.y);
    box.max.x = std::max(box.max.x, p.x);
    box.max.y = std::max(box.max.y, p.y);
  }
  return box;
}

// Areas, lengths, crossings, containment, distances and clipping are core/battle/geometry/
// shapes.h and shapes_clip.h (Boost.Geometry): one implementation of each for the battle and the table.
double areaOf(const Polyline& polygon) {
  return polygon.size() < 3 ? 0 : battle::ringArea(polygon);
}

Vec2 centroidOf(const Polyline& polygon) { return battle::ringCentroid(polygon); }

bool pointInPolygon(const Polyline& polygon, Vec2 p) {
  return polygon.size() >= 3 && battle::ringContains(polygon, p);
}

double polylineLength(const Polyline& line) {
  return line.size() < 2 ? 0 : battle::lineLength(line);
}

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  return battle::distanceBetween(battle::Segment{a, b}, p);
}

double distanceToPolyline(const Polyline& line, Vec2 p) {
  return line.empty() ? std::numeric_limits<double>::max() : battle::distanceToPolyline(p, line);
}

double distanceToBoundary(const Polyline& polygon, Vec2 p) {
  return polygon.size() < 2 ? std::numeric_limits<double>::max()
                            : battle::distanceToBoundary(p, polygon);
}

bool firstCrossing(const Polyline& line, const Polyline& other, bool otherClosed, Vec2& at,
                   std::size_t& segment) {
  if (other.size() < 2) return false;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const std::vector<Vec2> hits = battle::crossings({line[i - 1], line[i]}, other, otherClosed);
    if (hits.empty()) continue;
    at = *std::min_element(hits.begin(), hits.end(), [&](Vec2 a, Vec2 b) {
      return distance(line[i - 1], a) < distance(line[i - 1], b);
    });
    segment = i - 1;
    return true;
  }
  return false;
}

double gapBetween(const Polyline& a, const Polyline& b) {
  if (a.size() < 3 || b.size() < 3) return std::numeric_limits<double>::max();
  return battle::distanceBetween(a, b);
}

std::vector<Polyline> clipPolygon(const Polyline& polygon, const AxisBox& box) {
  std::vector<Polyline> pieces = battle::clipRing(polygon, box.min, box.max);
  std::erase_if(pieces,
                [](const Polyline& piece) { return piece.size() < 3 || areaOf(piece) < 1; });
  return pieces;
}

std::vector<Polyline> clipPolyline(const Polyline& line, const AxisBox& box) {
  return battle::clipLine(line, box.min, box.max);
}

Polyline smoothClosed(const Polyline& polygon, int iterations) {
  Polyline out = polygon;
  for (int k = 0; k < iterations && out.size() >= 3; ++k) {
    Polyline next;
    next.reserve(out.size() * 2);
    for (std::size_t i = 0, n = out.size(); i < n; ++i) {
      Vec2 p = out[i];
      Vec2 q = out[(i + 1) % n];
      next.push_back(p * 0.75 + q * 0.25);
      next.push_back(p * 0.25 + q * 0.75);
    }
    out = std::move(next);
  }
  return out;
}

Polyline smoothOpen(const Polyline& line, int iterations) {
  Polyline out = line;
  for (int k = 0; k < iterations && out.size() >= 3; ++k) {
    Polyline next{out.front()};
    for (std::size_t i = 0; i + 1 < out.size(); ++i) {
      Vec2 p = out[i];
      Vec2 q = out[i + 1];
      if (i > 0) next.push_back(p * 0.75 + q * 0.25);
      if (i + 2 < out.size()) next.push_back(p * 0.25 + q * 0.75);
    }
    next.push_back(out.back());
    out = std::move(next);
  }
  return out;
}

Polyline thinned(const Polyline& points, double minSpacing) {
  Polyline out;
  for (Vec2 p : points)
    if (out.empty() || distance(out.back(), p) >= minSpacing) out.push_back(p);
  if (out.size() < points.size() && !points.empty() && out.back() != points.back())
    out.push_back(points.back());
  return out;
}

Across acrossOf(const Polyline& points) {
  Across across{std::numeric_limits<double>::max(), 0};
  if (points.size() < 2) return {0, 0};
  for (int deg = 0; deg < 180; ++deg) {
    double a = deg * std::numbers::pi / 180;
    Vec2 dir{std::cos(a), std::sin(a)};
    double lo = std::numeric_limits<double>::max();
    double hi = std::numeric_limits<double>::lowest();
    for (Vec2 p : points) {
      double t = dot(p, dir);
      lo = std::min(lo, t);
      hi = std::max(hi, t);
    }
    across.least = std::min(across.least, hi - lo);
    across.most = std::max(across.most, hi - lo);
  }
  return across;
}

Polyline blob(Vec2 centre, Vec2 axis, double halfLength, double halfWidth,
              const std::vector<double>& wobble) {
  const std::size_t n = std::max<std::size_t>(wobble.size(), 8);
  Vec2 side{-axis.y, axis.x};
  Polyline out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    double a = 2 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(n);
    double k = i < wobble.size() ? 1 + wobble[i] : 1;
    out.push_back(centre + axis * (std::cos(a) * halfLength * k) +
                  side * (std::sin(a) * halfWidth * k));
  }
  return smoothClosed(out, 2);
}

}  // namespace hfg::maps
