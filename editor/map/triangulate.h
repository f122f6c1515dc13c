// Splitting a simple polygon into triangles, so concave terrain areas can be filled.
#pragma once

#include <array>
#include <vector>

#include "core/model/geometry.h"

namespace hfg {

/// Ear-clipping triangulation of a simple polygon (either winding, implicitly closed; a repeated
/// closing point is ignored). Returns index triples into `polygon`; n - 2 triangles for n distinct
/// vertices. Self-intersecting input still yields triangles covering roughly the outline.
std::vector<std::array<int, 3>> triangulate(const Polyline& polygon);

/// Twice the signed area: positive for counter-clockwise in a y-up frame.
double signedArea2(const Polyline& polygon);

}  // namespace hfg
