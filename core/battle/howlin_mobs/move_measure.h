// MB-21 measuring a move: every corner of the footprint has its own path length, and none may
// exceed the allowance (M-22). One leg at a time; the movement engine chains up to 4.
#pragma once

#include "core/battle/common/footprint.h"
#include "core/model/geometry.h"

namespace hfg::howlin_mobs {

/// The longest corner path (paces) of a pivot by `angleDeg` about `pivot` (an arc at each
/// corner's radius) plus a translation by `offset`; for a leg that does both at once the sum is
/// an upper bound on the true path (the exact curve is the movement engine's, not yet built).
double longestCornerPathPaces(const battle::Footprint& fp, Vec2 pivot, double angleDeg,
                              Vec2 offset = {});

}  // namespace hfg::howlin_mobs
