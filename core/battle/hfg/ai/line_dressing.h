// Where a lone element would stand in line beside a friend of its command (issue #18: piecemeal attacks).
#pragma once

#include <cstddef>
#include <vector>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle::ai {

/// Issue #18 (piecemeal attacks): an element that may not advance alone into the enemy's range
/// closes on a friend instead, so that they go in together as a B-8 line group. The poses where
/// element `i` would stand level with a friend in `mates` (its command's other movers of its arm),
/// touching that friend's left or right flank and facing its way: within `reachPaces` of where
/// `i` stands, overlapping no element (G-1), and no nearer the known `enemies` than the friend
/// is. Nearest first, at most `most` of them.
std::vector<Footprint> dressingPoses(const Battle& battle, std::size_t i,
                                     const std::vector<std::size_t>& mates,
                                     const std::vector<Shape>& enemies, double reachPaces,
                                     std::size_t most);

}  // namespace hfg::battle::ai
