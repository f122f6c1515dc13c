// Swept areas of moves, passing through, gaps (G-23, G-24).
#pragma once

#include <vector>

#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// G-23: the swept area of a straight move, the convex hull of the start and end footprints.
Ring sweptStraight(const Footprint& start, const Footprint& end);
/// G-23: a wheel about `pivot` by `turnDeg` (positive counter-clockwise), as footprints sampled
/// every 5 degrees (the first and last included).
std::vector<Ring> sweptWheel(const Footprint& start, Vec2 pivot, double turnDeg);
/// G-23: a multi-segment path of the front-edge midpoint (heading kept), sampled every 50 p.
std::vector<Ring> sweptPath(const Footprint& start, const Polyline& path);
/// The footprint turned about `pivot` by `turnDeg`.
Footprint rotatedAbout(const Footprint& fp, Vec2 pivot, double turnDeg);

/// G-23: the move passes through x when the swept area meets x with more than 1 p².
bool passesThrough(const Ring& swept, const Ring& x);
bool passesThrough(const std::vector<Ring>& swept, const Ring& x);

/// G-24: a gap is narrower than a base width (the mover's frontage).
bool gapNarrowerThanFrontage(Vec2 gapEndA, Vec2 gapEndB, double frontagePaces);
/// G-24 exception: passing a narrow gap between works (or a work and a terrain feature), the move
/// ends as soon as the rear edge has cleared the line joining the gap's ends. The distance in
/// paces the element must advance along its heading for that (0 if already clear). Throws
/// std::invalid_argument when the heading runs along the gap line.
double advanceToClearGapPaces(const Footprint& fp, Vec2 gapEndA, Vec2 gapEndB);

}  // namespace hfg::battle
