// Boost.Geometry wrappers: the only translation unit of the battle engine that includes Boost.Geometry.
#include "core/battle/common/shapes.h"
#include "core/battle/common/shapes_clip.h"

#include <algorithm>
#include <cmath>

// Boost 1.74's point_in_geometry trips GCC 12's -Wmaybe-uninitialized after inlining (a false
// positive inside Boost); silence it for this file only.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>

namespace hfg::battle {
namespace {

namespace bg = boost::geometry;
using BPoint = bg::model::d2::point_xy<double>;
using BPolygon = bg::model::polygon<BPoint>;  // clockwise, closed (corrected on input)
using BMulti = bg::model::multi_polygon<BPolygon>;
using BSegment = bg::model::segment<BPoint>;
using BLine = bg::model::linestring<BPoint>;

BPoint toB(Vec2 p) { return {p.x, p.y}; }
Vec2 fromB(const BPoint& p) { return {p.x(), p.y()}; }

BPolygon toB(const Ring& ring) {
  BPolygon poly;
  for (const Vec2& p : ring) poly.outer().push_back(toB(p));
  if (!ring.empty()) poly.outer().push_back(toB(ring.front()));
  bg::correct(poly);
  return poly;
}

BSegment toB(const Segment& s) { return {toB(s.a), toB(s.b)}; }

BLine toLine(const Polyline& line, bool closed) {
  BLine out;
  for (const Vec2& p : line) out.push_back(toB(p));
  if (closed && !line.empty()) out.push_back(toB(line.front()));
  return out;
}

Ring fromB(const BPolygon& poly) {
  Ring ring;
  const auto& outer = poly.outer();
  for (std::size_t i = 0; i + 1 < outer.size(); ++i) ring.push_back(fromB(outer[i]));
  return ring;
}

}  // namespace

Ring ringOf(const Footprint& fp) {
  const auto c = fp.corners();
  return Ring(c.begin(), c.end());
}

double ringArea(const Ring& ring) { return std::abs(bg::area(toB(ring))); }

double intersectionArea(const Ring& a, const Ring& b) {
  // Rings whose boxes share no point share none either: Boost would build nothing, area 0.
  if (!a.empty() && !b.empty() && boxesApart(boxOf(a), boxOf(b))) return 0.0;
  BMulti out;
  bg::intersection(toB(a), toB(b), out);
  return std::abs(bg::area(out));
}

bool ringsIntersect(const Ring& a, const Ring& b) {
  if (!a.empty() && !b.empty() && boxesApart(boxOf(a), boxOf(b))) return false;
  return bg::intersects(toB(a), toB(b));
}

double distanceBetween(const Ring& a, const Ring& b) { return bg::distance(toB(a), toB(b)); }
double distanceBetween(const Ring& a, Vec2 p) { return bg::distance(toB(a), toB(p)); }
double distanceBetween(const Ring& a, const Segment& s) { return bg::distance(toB(a), toB(s)); }
double distanceBetween(const Segment& s, const Segment& t) { return bg::distance(toB(s), toB(t)); }
double distanceBetween(const Segment& s, Vec2 p) { return bg::distance(toB(s), toB(p)); }

double distanceToPolyline(Vec2 p, const Polyline& line) {
  if (line.empty()) return INFINITY;
  if (line.size() == 1) return distance(p, line.front());
  return bg::distance(toB(p), toLine(line, false));
}

double distanceToBoundary(Vec2 p, const Ring& ring) {
  return bg::distance(toB(p), toLine(ring, true));
}

bool ringContains(const Ring& ring, Vec2 p) { return bg::covered_by(toB(p), toB(ring)); }

bool ringContainsRing(const Ring& outer, const Ring& inner, double epsPaces) {
  // Inflate the outer polygon by eps (mitred corners) and ask for plain containment.
  const bg::strategy::buffer::distance_symmetric<double> dist(epsPaces);
  const bg::strategy::buffer::join_miter join;
  const bg::strategy::buffer::end_flat end;
  const bg::strategy::buffer::point_square point;
  const bg::strategy::buffer::side_straight side;
  BMulti grown;
  bg::buffer(toB(outer), grown, dist, side, join, end, point);
  return bg::within(toB(inner), grown);
}

bool ringMeetsBand(const Ring& ring, const Polyline& line, double halfWidthPaces) {
  if (line.empty()) return false;
  if (line.size() == 1) return distanceBetween(ring, line.front()) <= halfWidthPaces;
  return bg::distance(toB(ring), toLine(line, false)) <= halfWidthPaces;
}

bool segmentsIntersect(const Segment& s, const Segment& t) {
  return bg::intersects(toB(s), toB(t));
}

std::vector<Vec2> crossings(const Segment& s, const Polyline& line, bool closed) {
  std::vector<Vec2> out;
  if (line.size() < 2) return out;
  const std::size_t n = closed ? line.size() : line.size() - 1;
  for (std::size_t i = 0; i < n; ++i) {
    const BSegment piece{toB(line[i]), toB(line[(i + 1) % line.size()])};
    std::vector<BPoint> pts;
    bg::intersection(toB(s), piece, pts);
    for (const auto& p : pts) {
      const Vec2 v = fromB(p);
      const bool dup =
          std::any_of(out.begin(), out.end(), [&](Vec2 q) { return distance(q, v) < 1e-6; });
      if (!dup) out.push_back(v);
    }
  }
  return out;
}

Ring convexHull(const std::vector<Vec2>& points) {
  bg::model::multi_point<BPoint> mp;
  for (const Vec2& p : points) mp.push_back(toB(p));
  BPolygon hull;
  bg::convex_hull(mp, hull);
  Ring ring = fromB(hull);
  std::reverse(ring.begin(), ring.end());  // Boost's default is clockwise
  return ring;
}

std::vector<Ring> insetRing(const Ring& ring, double insetPaces) {
  const bg::strategy::buffer::distance_symmetric<double> dist(-insetPaces);
  const bg::strategy::buffer::join_miter join;
  const bg::strategy::buffer::end_flat end;
  const bg::strategy::buffer::point_square point;
  const bg::strategy::buffer::side_straight side;
  BMulti out;
  bg::buffer(toB(ring), out, dist, side, join, end, point);
  std::vector<Ring> rings;
  for (const auto& poly : out) rings.push_back(fromB(poly));
  return rings;
}

double lengthInside(const Segment& s, const Ring& ring) {
  BLine seg;
  seg.push_back(toB(s.a));
  seg.push_back(toB(s.b));
  std::vector<BLine> pieces;
  bg::intersection(seg, toB(ring), pieces);
  double total = 0;
  for (const auto& piece : pieces) total += bg::length(piece);
  return total;
}

Vec2 ringCentroid(const Ring& ring) {
  if (ring.empty()) return {};
  if (ringArea(ring) < 1e-9) {
    Vec2 sum;
    for (Vec2 p : ring) sum = sum + p;
    return sum * (1.0 / static_cast<double>(ring.size()));
  }
  BPoint c;
  bg::centroid(toB(ring), c);
  return fromB(c);
}

double lineLength(const Polyline& line) { return bg::length(toLine(line, false)); }

std::vector<Ring> clipRing(const Ring& ring, Vec2 min, Vec2 max) {
  std::vector<Ring> out;
  if (ring.size() < 3) return out;
  BMulti pieces;
  bg::intersection(toB(ring), bg::model::box<BPoint>(toB(min), toB(max)), pieces);
  // Boost's rings are clockwise; the caller's come back as they went in.
  double twice = 0;
  for (std::size_t i = 0; i < ring.size(); ++i)
    twice += cross(ring[i], ring[(i + 1) % ring.size()]);
  for (const auto& poly : pieces) {
    Ring piece = fromB(poly);
    if (twice > 0 && piece.size() > 2)
      std::reverse(piece.begin() + 1, piece.end());  // same first vertex
    out.push_back(std::move(piece));
  }
  return out;
}

std::vector<Polyline> clipLine(const Polyline& line, Vec2 min, Vec2 max) {
  std::vector<Polyline> out;
  if (line.size() < 2) return out;
  std::vector<BLine> pieces;
  bg::intersection(toLine(line, false), bg::model::box<BPoint>(toB(min), toB(max)), pieces);
  for (const auto& piece : pieces) {
    Polyline part;
    for (const auto& p : piece) part.push_back(fromB(p));
    if (part.size() >= 2) out.push_back(std::move(part));
  }
  return out;
}

}  // namespace hfg::battle
