// Where a mover crosses a river in its way: the nearest ford or bridge, approached square to the bank (issue #18).
#pragma once

#include <optional>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle::ai {

/// A crossing on the way: stand at `approach` (front edge at the near bank) facing
/// `headingDeg`, then go straight on to `beyond` (the whole element over the far bank).
struct CrossingRoute {
  Vec2 approach;
  Vec2 beyond;
  double headingDeg = 90;
};

/// CROSSING BY WATER: rivers are crossed only at fords and bridges (placed, found, or where a
/// road or railway crosses). When the straight way from `from` to `to` meets a river, the
/// crossing of that river that makes the way shortest, for an element `depthPaces` deep;
/// nothing when no river is in the way or it has no crossing.
std::optional<CrossingRoute> crossingOnTheWay(const Battle& battle, Vec2 from, Vec2 to,
                                              double depthPaces);

}  // namespace hfg::battle::ai
