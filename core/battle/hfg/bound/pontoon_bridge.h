// Pontooneers building a temporary bridge (CROSSING OR MOVING BY WATER, T-13): moved to a river bank, they are exchanged for a bridge at the end of their 3rd consecutive full bound there unless repulsed.
#pragma once

#include <optional>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// CROSSING OR MOVING BY WATER: "at the end of their 3rd consecutive full bound there".
inline constexpr int kBridgingBounds = 3;
/// The temporary bridge is one base width wide along the river.
inline constexpr double kTemporaryBridgeWidthPaces = 400;

/// The river or stream (index into the set-up's terrain) whose near bank the element's front
/// edge is on: its front-edge midpoint within half the river's width (+ 25 p) of the centre line,
/// facing it (its centre further from the line).
std::optional<std::size_t> riverAtBank(const Battle& battle, std::size_t element);

/// End of the moving side's bound: each of its Pontooneers that spent the whole bound at a river
/// bank where it stood at the end of its last bound (not moved, not repulsed) counts one bound;
/// on the 3rd it is exchanged for a temporary bridge there (a crossing, removed as spent: not a
/// loss). Anywhere else the count starts again.
void advanceBridging(Battle& battle);

}  // namespace hfg::battle
