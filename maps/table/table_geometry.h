// Plane geometry for table features in paces: areas, clipping, smoothing, widths, gaps (the
// measures and clipping through core/battle/common/shapes.h, Boost.Geometry).
#pragma once

#include <vector>

#include "core/model/geometry.h"

namespace hfg::maps {

/// An axis-aligned box.
struct AxisBox {
  Vec2 min;
  Vec2 max;
  bool contains(Vec2 p) const {
    return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y;
  }
};

AxisBox boundsOf(const Polyline& points);
double areaOf(const Polyline& polygon);
Vec2 centroidOf(const Polyline& polygon);
bool pointInPolygon(const Polyline& polygon, Vec2 p);
double polylineLength(const Polyline& line);

/// Shortest distance between a point and a segment, a polyline, or a polygon's boundary.
double distanceToSegment(Vec2 p, Vec2 a, Vec2 b);
double distanceToPolyline(const Polyline& line, Vec2 p);
double distanceToBoundary(const Polyline& polygon, Vec2 p);
/// Shortest distance between two polygons: 0 when they overlap or touch.
double gapBetween(const Polyline& a, const Polyline& b);
/// The first point where `line` crosses `other` (a polyline, or a closed polygon's boundary when
/// `otherClosed`), with the index of the segment of `line` it is on; false when none.
bool firstCrossing(const Polyline& line, const Polyline& other, bool otherClosed, Vec2& at,
                   std::size_t& segment);

/// The parts of a polygon inside a box, each in the polygon's orientation and at least a square
/// pace; none when nothing is left.
std::vector<Polyline> clipPolygon(const Polyline& polygon, const AxisBox& box);
/// The pieces of a polyline that lie inside a box.
std::vector<Polyline> clipPolyline(const Polyline& line, const AxisBox& box);

/// Chaikin corner cutting: curved edges for areas (closed) and watercourses or roads (open;
/// the end points stay).
Polyline smoothClosed(const Polyline& polygon, int iterations = 2);
Polyline smoothOpen(const Polyline& line, int iterations = 2);
/// Drops vertices closer than `minSpacing` to the previous one kept.
Polyline thinned(const Polyline& points, double minSpacing);

/// Width of a shape measured across, in the narrowest and widest directions (calipers over
/// 180 directions, 1° apart): "across in every direction" limits test both.
struct Across {
  double least = 0;
  double most = 0;
};
Across acrossOf(const Polyline& points);

/// An ellipse-like closed outline: `radii` along `axis` (unit) and across it, with its radius
/// varied by `wobble[i]` (fractions, one per vertex) so that no two features look alike.
Polyline blob(Vec2 centre, Vec2 axis, double halfLength, double halfWidth,
              const std::vector<double>& wobble);

}  // namespace hfg::maps
