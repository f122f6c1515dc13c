// Lanes, contact poses and waypoints for the computer generals' moves.
#include "core/battle/hfg/ai/ai_geometry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace hfg::battle {

std::optional<double> laneDistancePaces(const Footprint& mover, const Footprint& obstacle) {
  const double half = mover.frontagePaces / 2 - 1.0;  // a corner-to-corner neighbour is not ahead
  const auto corners = obstacle.corners();
  std::optional<double> best;
  const auto consider = [&](double v) {
    if (v < -1.0) return;
    best = best ? std::min(*best, v) : v;
  };
  std::array<Vec2, 4> local{};
  for (std::size_t i = 0; i < 4; ++i) local[i] = mover.toLocal(corners[i]);
  for (std::size_t i = 0; i < 4; ++i) {
    const Vec2 p = local[i];
    const Vec2 q = local[(i + 1) % 4];
    if (std::abs(p.x) <= half) consider(p.y);
    // Where the edge p-q crosses the lane's sides u = +-half.
    for (double u : {-half, half}) {
      if ((p.x - u) * (q.x - u) >= 0 || std::abs(q.x - p.x) < 1e-9) continue;
      const double t = (u - p.x) / (q.x - p.x);
      consider(p.y + (q.y - p.y) * t);
    }
  }
  return best;
}

Footprint contactPose(const Footprint& target, EdgeId edge, double frontagePaces,
                      double depthPaces) {
  const Segment seg = target.edge(edge);
  const Vec2 out = target.outwardNormal(edge);
  Footprint fp;
  fp.frontMid = seg.midpoint() + out * 0.3;
  fp.headingDeg = headingOf(out * -1.0);
  fp.frontagePaces = frontagePaces;
  fp.depthPaces = depthPaces;
  return fp;
}

Vec2 waypointForPose(const Footprint& start, const Footprint& wanted) {
  // The turn keeps the centre: centre = Q - f_old d/2 = P - f_new d/2.
  return wanted.frontMid - wanted.forward() * (wanted.depthPaces / 2) +
         start.forward() * (start.depthPaces / 2);
}

double headingTowards(Vec2 from, Vec2 to, double fallback) {
  const Vec2 d = to - from;
  if (std::hypot(d.x, d.y) < 1e-6) return fallback;
  return headingOf(d);
}

}  // namespace hfg::battle

namespace hfg::battle {
namespace {

/// From the nearest point of the segment a-b to `p`: its length is the distance.
Vec2 offsetFromSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = dot(ab, ab);
  const double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return p - (a + ab * t);
}

}  // namespace

Shape shapeOf(const Footprint& fp, std::size_t index) {
  Shape s;
  s.index = index;
  s.corners = fp.corners();
  s.centre = fp.centre();
  s.radiusPaces = std::hypot(fp.frontagePaces, fp.depthPaces) / 2;
  return s;
}

double shapeDistancePaces(const Shape& a, const Shape& b) {
  // The least of 32 corner-to-edge distances. hypot was most of the generals' cost, so the
  // offsets are compared by squared length and hypot is taken only of those within rounding
  // of the least: the least hypot is among them, so the result is the very same.
  std::array<Vec2, 32> offsets;
  std::size_t n = 0;
  double least2 = std::numeric_limits<double>::max();
  for (int pass = 0; pass < 2; ++pass) {
    const Shape& p = pass == 0 ? a : b;
    const Shape& q = pass == 0 ? b : a;
    for (Vec2 c : p.corners)
      for (std::size_t i = 0; i < 4; ++i) {
        offsets[n] = offsetFromSegment(c, q.corners[i], q.corners[(i + 1) % 4]);
        least2 = std::min(least2, dot(offsets[n], offsets[n]));
        ++n;
      }
  }
  double best = std::numeric_limits<double>::max();
  for (Vec2 o : offsets)
    if (dot(o, o) <= least2 * (1 + 1e-9)) best = std::min(best, length(o));
  return best;
}

bool shapesOverlap(const Shape& a, const Shape& b, double epsPaces) {
  if (distance(a.centre, b.centre) > a.radiusPaces + b.radiusPaces) return false;
  for (const Shape* s : {&a, &b})
    for (std::size_t i = 0; i < 2; ++i) {
      const Vec2 edge = s->corners[(i + 1) % 4] - s->corners[i];
      const Vec2 axis{-edge.y, edge.x};
      const double len = length(axis);
      if (len <= 0) continue;
      double minA = std::numeric_limits<double>::max(), maxA = -minA, minB = minA, maxB = -minA;
      for (Vec2 c : a.corners) {
        const double v = dot(c, axis) / len;
        minA = std::min(minA, v);
        maxA = std::max(maxA, v);
      }
      for (Vec2 c : b.corners) {
        const double v = dot(c, axis) / len;
        minB = std::min(minB, v);
        maxB = std::max(maxB, v);
      }
      if (std::min(maxA, maxB) - std::max(minA, minB) <= epsPaces) return false;
    }
  return true;
}

}  // namespace hfg::battle
