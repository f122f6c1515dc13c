// Cheap bounds of the G-3 distance between polygons (boxes, circles, vertices, edges), so that Boost.Geometry measures only the cases near the radius.
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

#include "core/battle/common/shapes.h"

namespace hfg::battle {

RingBox boxOf(const Ring& ring) {
  RingBox b{INFINITY, INFINITY, -INFINITY, -INFINITY};
  for (Vec2 p : ring) {
    b.minX = std::min(b.minX, p.x);
    b.minY = std::min(b.minY, p.y);
    b.maxX = std::max(b.maxX, p.x);
    b.maxY = std::max(b.maxY, p.y);
  }
  return b;
}

bool boxesApart(const RingBox& a, const RingBox& b) {
  return a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY;
}

double boxOverlapArea(const RingBox& a, const RingBox& b) {
  const double w = std::min(a.maxX, b.maxX) - std::max(a.minX, b.minX);
  const double h = std::min(a.maxY, b.maxY) - std::max(a.minY, b.minY);
  return w > 0 && h > 0 ? w * h : 0.0;
}

namespace {

// The bounds below only ever decide with a margin far above rounding (1e-6 relative), so a
// plain square root serves where the exact measures use hypot: the decisions are the same.
double length2(double dx, double dy) { return std::sqrt(dx * dx + dy * dy); }

/// The least distance between a vertex of `a` and a vertex of `b`: the polygons hold those
/// points, so it is never less than the distance between them (an upper bound).
double vertexDistance(const Ring& a, const Ring& b) {
  double best = INFINITY;
  for (Vec2 p : a)
    for (Vec2 q : b) best = std::min(best, length2(p.x - q.x, p.y - q.y));
  return best;
}

/// Distance from `p` to the segment a-b.
double segmentDistance(Vec2 p, Vec2 a, Vec2 b) {
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0.0;
  t = std::clamp(t, 0.0, 1.0);
  return length2(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/// The least distance from a vertex of `a` to an edge of `b` or the other way round: points of
/// both boundaries, so an upper bound of the distance; when the polygons are apart (neither
/// meets the other) it is the distance itself, since the nearest points of two disjoint
/// polygons lie on their boundaries and two segments that do not cross are nearest at an end.
double boundaryDistance(const Ring& a, const Ring& b) {
  double best = INFINITY;
  auto from = [&](const Ring& points, const Ring& edges) {
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const Vec2 e0 = edges[i];
      const Vec2 e1 = edges[(i + 1) % edges.size()];
      for (Vec2 p : points) best = std::min(best, segmentDistance(p, e0, e1));
    }
  };
  from(a, b);
  from(b, a);
  return best;
}

/// A circle round the ring: the mean of its vertices and the farthest vertex from it.
struct Circle {
  Vec2 centre;
  double radius;
};

Circle circleOf(const Ring& ring) {
  Vec2 c{0, 0};
  for (Vec2 p : ring) c = c + p;
  c = c * (1.0 / static_cast<double>(ring.size()));
  double r = 0;
  for (Vec2 p : ring) r = std::max(r, length2(p.x - c.x, p.y - c.y));
  return {c, r};
}

/// The widest gap between the rings' projections on the normal of an edge of either ring
/// (negative: the deepest they overlap on every such axis). A gap above 0 proves the rings
/// (each inside the hull of its vertices) have no point in common; for two convex rings an
/// overlap on every axis proves they meet (the separating axis theorem).
double widestEdgeAxisGap(const Ring& a, const Ring& b) {
  double widest = -INFINITY;
  const auto along = [&](const Ring& edges) {
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const Vec2 e = edges[(i + 1) % edges.size()] - edges[i];
      const double len = length2(e.x, e.y);
      if (len <= 0) continue;
      const Vec2 axis{-e.y / len, e.x / len};
      double minA = INFINITY, maxA = -INFINITY, minB = INFINITY, maxB = -INFINITY;
      for (Vec2 p : a) {
        minA = std::min(minA, dot(p, axis));
        maxA = std::max(maxA, dot(p, axis));
      }
      for (Vec2 p : b) {
        minB = std::min(minB, dot(p, axis));
        maxB = std::max(maxB, dot(p, axis));
      }
      widest = std::max({widest, minB - maxA, minA - maxB});
    }
  };
  along(a);
  along(b);
  return widest;
}

/// Every turn of the ring goes the same way (footprints and swept hulls do).
bool convex(const Ring& ring) {
  if (ring.size() < 3) return false;
  bool left = false, right = false;
  for (std::size_t i = 0; i < ring.size(); ++i) {
    const Vec2 p = ring[i];
    const Vec2 q = ring[(i + 1) % ring.size()];
    const Vec2 r = ring[(i + 2) % ring.size()];
    const double turn = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x);
    left = left || turn > 0;
    right = right || turn < 0;
  }
  return left != right;
}

/// Whether an upper bound of the distance settles "within the radius": when it is clear of the
/// radius by far more than any rounding, or when the shapes share a vertex (elements side by
/// side in a line: distance 0 however it is measured).
bool surelyWithin(double upperBound, double radiusPaces) {
  return upperBound == 0.0 || upperBound <= radiusPaces - 1e-6 * (1.0 + radiusPaces);
}

/// Boost.Geometry's distance between two rectangles, kept per thread for the last pairs asked.
/// The cases left to the exact measure are ties, a distance equal to the radius (lines drawn up
/// exactly one shooting range or 600 p apart), and the same pairs come back for every shooter and
/// every move tried until someone moves: the very same value, measured once.
double keptRectangleDistance(const Ring& a, const Ring& b) {
  struct Kept {
    std::array<Vec2, 8> corners{};
    double distance = -1;  // none kept yet
  };
  thread_local std::array<Kept, 1024> kept;
  std::array<Vec2, 8> key;
  std::copy(a.begin(), a.end(), key.begin());
  std::copy(b.begin(), b.end(), key.begin() + 4);
  std::uint64_t h = 1469598103934665603ull;
  for (Vec2 p : key)
    for (double v : {p.x, p.y}) h = (h ^ std::bit_cast<std::uint64_t>(v)) * 1099511628211ull;
  Kept& slot = kept[(h ^ (h >> 32)) & 1023];
  if (slot.distance < 0 || slot.corners != key) slot = {key, distanceBetween(a, b)};
  return slot.distance;
}

}  // namespace

bool ringsWithin(const Ring& a, const Ring& b, double radiusPaces) {
  if (a.empty() || b.empty()) return distanceBetween(a, b) <= radiusPaces;
  // The gap between circles round the rings is a lower bound of their distance.
  const Circle ca = circleOf(a);
  const Circle cb = circleOf(b);
  const double circleGap =
      length2(ca.centre.x - cb.centre.x, ca.centre.y - cb.centre.y) - ca.radius - cb.radius;
  const double margin = 1e-6 * (1.0 + radiusPaces + ca.radius + cb.radius);
  if (circleGap > radiusPaces + margin) return false;
  if (surelyWithin(vertexDistance(a, b), radiusPaces)) return true;
  const double boundary = boundaryDistance(a, b);
  if (surelyWithin(boundary, radiusPaces)) return true;
  const double gap = widestEdgeAxisGap(a, b);
  // Apart, the boundary distance is the distance: beyond the radius by the margin, it settles.
  if (gap > margin && boundary > radiusPaces + margin) return false;
  // Convex rings overlapping on every axis meet: distance 0 (a pose ending on another's).
  if (gap < -margin && radiusPaces >= 0 && convex(a) && convex(b)) return true;
  if (a.size() == 4 && b.size() == 4) return keptRectangleDistance(a, b) <= radiusPaces;
  return distanceBetween(a, b) <= radiusPaces;
}

}  // namespace hfg::battle
