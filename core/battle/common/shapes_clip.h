// Clipping and measures of polygons and lines in paces for the table's features, backed by
// Boost.Geometry in shapes.cpp (the one translation unit that includes it).
#pragma once

#include <vector>

#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// Centroid of a polygon's area (its vertices' mean when it has none).
Vec2 ringCentroid(const Ring& ring);
/// Length of an open polyline.
double lineLength(const Polyline& line);
/// The parts of a polygon inside the box from `min` to `max`, each in the polygon's own
/// orientation and from the same first vertex when that is inside; none when nothing is left.
std::vector<Ring> clipRing(const Ring& ring, Vec2 min, Vec2 max);
/// The pieces of an open polyline inside the box, in order along it.
std::vector<Polyline> clipLine(const Polyline& line, Vec2 min, Vec2 max);

}  // namespace hfg::battle
