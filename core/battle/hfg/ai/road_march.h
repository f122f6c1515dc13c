// Approach marches by road for the computer generals: columns on a road march along it towards their objective (T-1, T-6, B-7, B-9).
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle {

/// B-8 columns among `movers` (indices into Battle::elements()): chains in which each element's
/// front-edge midpoint touches the rear-edge midpoint of the one ahead, head first. An element
/// in no chain is a column of one.
std::vector<std::vector<std::size_t>> columnsOf(const Battle& battle,
                                                const std::vector<std::size_t>& movers);

/// A march by road (issue #5 follow-up: approach marches) for `column` (head first) whose head
/// stands on a road (B-7, G-21), along the road the way the head faces, at most `lengthPaces`:
/// it stops where the road comes nearer than `keepOffPaces` to a known enemy (B-21: 600 p, the
/// generals keep more), where it has passed the road's nearest point to `objective`, or at the
/// road's end; a single element gives at most 4 waypoints (B-6) and ends facing along the road.
/// Nothing when the head is on no road, the road leads nowhere near the objective (the march
/// must close on it by at least 40% of its length) or the march would be under 100 p. The
/// engine prices it: the first march of a bound wholly by road costs no PIP (T-6).
std::optional<MoveOrder> roadMarchOrder(const Battle& battle,
                                        const std::vector<std::size_t>& column, Vec2 objective,
                                        const std::vector<Shape>& knownEnemies, double lengthPaces,
                                        double keepOffPaces);

}  // namespace hfg::battle
