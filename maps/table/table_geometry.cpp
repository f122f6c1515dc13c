// Plane geometry for table features in paces.
#include "maps/table/table_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "core/battle/geometry/shapes.h"

namespace hfg::maps {

Box boundsOf(const Polyline& points) {
  Box box{{std::numeric_limits<double>::max(), std::numeric_limits<double>::max()},
          {std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()}};
  for (Vec2 p : points) {
    box.min.x = std::min(box.min.x, p.x);
    box.min.y = std::min(box.min.y, p.y);
    box.max.x = std::max(box.max.x, p.x);
    box.max.y = std::max(box.max.y, p.y);
  }
  return box;
}

double signedArea(const Polyline& polygon) {
  double twice = 0;
  for (std::size_t i = 0, n = polygon.size(); i < n; ++i) twice += cross(polygon[i], polygon[(i + 1) % n]);
  return twice / 2;
}

double areaOf(const Polyline& polygon) { return std::abs(signedArea(polygon)); }

Vec2 centroidOf(const Polyline& polygon) {
  double a = signedArea(polygon);
  if (std::abs(a) < 1e-9) {
    Vec2 sum;
    for (Vec2 p : polygon) sum = sum + p;
    return polygon.empty() ? sum : sum * (1.0 / static_cast<double>(polygon.size()));
  }
  Vec2 c;
  for (std::size_t i = 0, n = polygon.size(); i < n; ++i) {
    Vec2 p = polygon[i];
    Vec2 q = polygon[(i + 1) % n];
    double k = cross(p, q);
    c = c + (p + q) * k;
  }
  return c * (1.0 / (6 * a));
}

// Containment and distances are core/battle/geometry/shapes.h's (Boost.Geometry): one
// implementation of each for the battle and the table (issue 19).
bool pointInPolygon(const Polyline& polygon, Vec2 p) { return polygon.size() >= 3 && battle::ringContains(polygon, p); }

double polylineLength(const Polyline& line) {
  double sum = 0;
  for (std::size_t i = 1; i < line.size(); ++i) sum += distance(line[i - 1], line[i]);
  return sum;
}

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) { return battle::distanceBetween(battle::Segment{a, b}, p); }

double distanceToPolyline(const Polyline& line, Vec2 p) {
  return line.empty() ? std::numeric_limits<double>::max() : battle::distanceToPolyline(p, line);
}

double distanceToBoundary(const Polyline& polygon, Vec2 p) {
  return polygon.size() < 2 ? std::numeric_limits<double>::max() : battle::distanceToBoundary(p, polygon);
}

bool segmentsCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Vec2* at) {
  Vec2 r = b - a;
  Vec2 s = d - c;
  double denom = cross(r, s);
  if (std::abs(denom) < 1e-12) return false;
  double t = cross(c - a, s) / denom;
  double u = cross(c - a, r) / denom;
  if (t < 0 || t > 1 || u < 0 || u > 1) return false;
  if (at) *at = a + r * t;
  return true;
}

bool firstCrossing(const Polyline& line, const Polyline& other, bool otherClosed, Vec2& at, std::size_t& segment) {
  std::size_t n = other.size();
  std::size_t edges = otherClosed ? n : (n == 0 ? 0 : n - 1);
  for (std::size_t i = 1; i < line.size(); ++i) {
    double bestT = std::numeric_limits<double>::max();
    for (std::size_t j = 0; j < edges; ++j) {
      Vec2 hit;
      if (segmentsCross(line[i - 1], line[i], other[j], other[(j + 1) % n], &hit)) {
        double t = distance(line[i - 1], hit);
        if (t < bestT) {
          bestT = t;
          at = hit;
        }
      }
    }
    if (bestT < std::numeric_limits<double>::max()) {
      segment = i - 1;
      return true;
    }
  }
  return false;
}

double gapBetween(const Polyline& a, const Polyline& b) {
  if (a.size() < 3 || b.size() < 3) return std::numeric_limits<double>::max();
  return battle::distanceBetween(a, b);
}

namespace {

/// One Sutherland-Hodgman pass against the half-plane side(p) >= 0.
template <class Side>
Polyline clipAgainst(const Polyline& in, Side side) {
  Polyline out;
  for (std::size_t i = 0, n = in.size(); i < n; ++i) {
    Vec2 p = in[i];
    Vec2 q = in[(i + 1) % n];
    double sp = side(p);
    double sq = side(q);
    if (sp >= 0) out.push_back(p);
    if ((sp >= 0) != (sq >= 0)) out.push_back(p + (q - p) * (sp / (sp - sq)));
  }
  return out;
}

}  // namespace

Polyline clipPolygon(const Polyline& polygon, const Box& box) {
  Polyline out = polygon;
  out = clipAgainst(out, [&](Vec2 p) { return p.x - box.min.x; });
  out = clipAgainst(out, [&](Vec2 p) { return box.max.x - p.x; });
  out = clipAgainst(out, [&](Vec2 p) { return p.y - box.min.y; });
  out = clipAgainst(out, [&](Vec2 p) { return box.max.y - p.y; });
  if (out.size() < 3 || areaOf(out) < 1) return {};
  return out;
}

std::vector<Polyline> clipPolyline(const Polyline& line, const Box& box) {
  std::vector<Polyline> pieces;
  Polyline current;
  auto flush = [&] {
    if (current.size() >= 2) pieces.push_back(current);
    current.clear();
  };
  for (std::size_t i = 1; i < line.size(); ++i) {
    // Liang-Barsky on segment i-1 .. i.
    Vec2 a = line[i - 1];
    Vec2 d = line[i] - a;
    double t0 = 0;
    double t1 = 1;
    auto clip = [&](double p, double q) {
      if (std::abs(p) < 1e-15) return q >= 0;
      double r = q / p;
      if (p < 0) {
        if (r > t1) return false;
        t0 = std::max(t0, r);
      } else {
        if (r < t0) return false;
        t1 = std::min(t1, r);
      }
      return true;
    };
    bool visible = clip(-d.x, a.x - box.min.x) && clip(d.x, box.max.x - a.x) && clip(-d.y, a.y - box.min.y) &&
                   clip(d.y, box.max.y - a.y) && t0 <= t1;
    if (!visible) {
      flush();
      continue;
    }
    Vec2 p0 = a + d * t0;
    Vec2 p1 = a + d * t1;
    if (current.empty() || distance(current.back(), p0) > 1e-9) {
      flush();
      current.push_back(p0);
    }
    current.push_back(p1);
    if (t1 < 1) flush();
  }
  flush();
  return pieces;
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
  if (out.size() < points.size() && !points.empty() && out.back() != points.back()) out.push_back(points.back());
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

Polyline blob(Vec2 centre, Vec2 axis, double halfLength, double halfWidth, const std::vector<double>& wobble) {
  const std::size_t n = std::max<std::size_t>(wobble.size(), 8);
  Vec2 side{-axis.y, axis.x};
  Polyline out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    double a = 2 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(n);
    double k = i < wobble.size() ? 1 + wobble[i] : 1;
    out.push_back(centre + axis * (std::cos(a) * halfLength * k) + side * (std::sin(a) * halfWidth * k));
  }
  return smoothClosed(out, 2);
}

}  // namespace hfg::maps
