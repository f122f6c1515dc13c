// Table geometry the computer generals reason with: lanes ahead, contact poses and the path end that gives a wanted pose.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include "core/battle/common/footprint.h"

namespace hfg::battle {

/// How far `mover` can go straight ahead before its footprint touches `obstacle`: the nearest
/// point of the obstacle inside the mover's lane (its frontage, swept forward). Nothing when the
/// obstacle is not in the lane ahead.
std::optional<double> laneDistancePaces(const Footprint& mover, const Footprint& obstacle);

/// The pose of an element of the given size whose front edge lies on `edge` of `target`, centred
/// on it and facing it (0.3 p off the edge, inside B-5's contact eps): a charge's end.
Footprint contactPose(const Footprint& target, EdgeId edge, double frontagePaces,
                      double depthPaces);

/// A single element's Advance ends by turning about its centre to its final heading (B-6,
/// move_paths). The waypoint that ends the move at `wanted` when starting with `start`'s heading.
Vec2 waypointForPose(const Footprint& start, const Footprint& wanted);

/// Heading (deg) from one point to another; `fallback` when they coincide.
double headingTowards(Vec2 from, Vec2 to, double fallback);

}  // namespace hfg::battle

namespace hfg::battle {

/// An element's rectangle with its corners worked out once, for the generals' many distance
/// questions (the engine's exact footprintDistance goes through Boost.Geometry and is dear).
struct Shape {
  std::size_t index = 0;  ///< into Battle::elements()
  std::array<Vec2, 4> corners;
  Vec2 centre;
  double radiusPaces = 0;  ///< half its diagonal
};
Shape shapeOf(const Footprint& fp, std::size_t index = 0);

/// Distance between two element rectangles that do not cross each other: the least distance
/// from a corner of one to an edge of the other (0 when they touch).
double shapeDistancePaces(const Shape& a, const Shape& b);

/// G-1 read quickly: the rectangles overlap by more than `epsPaces` on every separating axis.
bool shapesOverlap(const Shape& a, const Shape& b, double epsPaces = 1.0);

}  // namespace hfg::battle
