// Polygon and segment operations in paces (distance, clipping, containment), backed by Boost.Geometry.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/common/footprint.h"
#include "core/model/geometry.h"

namespace hfg::battle {

/// A simple polygon as its vertices, not repeating the first; either orientation.
using Ring = std::vector<Vec2>;

Ring ringOf(const Footprint& fp);

/// The axis-aligned box round a ring's vertices: the cheap first test before Boost.Geometry.
struct RingBox {
  double minX, minY, maxX, maxY;
};
RingBox boxOf(const Ring& ring);
/// True when the boxes have no point in common, so neither have the rings inside them.
bool boxesApart(const RingBox& a, const RingBox& b);
/// Area of the overlap of two boxes (0 when they only touch): never less than the rings' overlap.
double boxOverlapArea(const RingBox& a, const RingBox& b);

/// Area of a simple polygon (always >= 0).
double ringArea(const Ring& ring);
/// Area of the intersection of two simple polygons.
double intersectionArea(const Ring& a, const Ring& b);
/// True when the closed polygons share at least one point.
bool ringsIntersect(const Ring& a, const Ring& b);
/// Minimum Euclidean distance between closed polygons; 0 when they touch or overlap (G-3).
double distanceBetween(const Ring& a, const Ring& b);
double distanceBetween(const Ring& a, Vec2 p);
/// The same answer as `distanceBetween(a, b) <= radiusPaces`, for a fraction of the cost: cheap
/// bounds of the distance settle every case that is not within rounding of the radius, and only
/// those go to the exact G-3 distance.
bool ringsWithin(const Ring& a, const Ring& b, double radiusPaces);
double distanceBetween(const Ring& a, const Segment& s);
double distanceBetween(const Segment& s, const Segment& t);
double distanceBetween(const Segment& s, Vec2 p);
/// Distance from a point to an open polyline (0 on it).
double distanceToPolyline(Vec2 p, const Polyline& line);
/// Distance from a point to the boundary of a polygon.
double distanceToBoundary(Vec2 p, const Ring& ring);
/// Point inside or on the boundary of a polygon.
bool ringContains(const Ring& ring, Vec2 p);
/// Every vertex of `inner` lies within `outer` inflated by eps (G-4 "entirely in").
bool ringContainsRing(const Ring& outer, const Ring& inner, double epsPaces);
/// True when the polygon meets the band of half-width `halfWidth` around the polyline.
bool ringMeetsBand(const Ring& ring, const Polyline& line, double halfWidthPaces);
/// Proper or touching intersection of two segments.
bool segmentsIntersect(const Segment& s, const Segment& t);
/// Intersection points of a segment with a polyline (closed when `closed`).
std::vector<Vec2> crossings(const Segment& s, const Polyline& line, bool closed);
/// Convex hull of a set of points, counter-clockwise.
Ring convexHull(const std::vector<Vec2>& points);
/// Polygon shrunk by `insetPaces` (Boost buffer with a negative distance); may be empty.
std::vector<Ring> insetRing(const Ring& ring, double insetPaces);
/// Length of the part of segment s that lies inside the polygon.
double lengthInside(const Segment& s, const Ring& ring);

}  // namespace hfg::battle
