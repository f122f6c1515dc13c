// Line groups (B-8) of a command's movers, and the wheels a line group might charge with.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle::ai {

/// Line groups (B-8) of movers of one arm: side by side, same heading, front edges level. Each
/// group's lead (first) is its middle element, so the group's path reads from its centre.
std::vector<std::vector<std::size_t>> lineGroups(const Battle& battle,
                                                 const std::vector<std::size_t>& movers);

/// The element ids of element indices, in order.
std::vector<std::string> idsOf(const Battle& battle, const std::vector<std::size_t>& idx);

/// A line group wheeled about its inner front corner (B-9 item 1, move_paths): each member's
/// pose after the wheel, and how far the outer front corner travelled (B-6).
struct GroupWheel {
  std::vector<Footprint> poses;
  double arcPaces = 0;
};
GroupWheel wheelGroup(const Battle& battle, const std::vector<std::size_t>& group, double wheelDeg);

/// The wheels a line group might charge with (issue #5 follow-up: charges that square up): 0
/// (straight ahead), and for each seen enemy near the group whose front is 3 to 45 degrees off
/// square to the group's, the wheel that makes the fronts parallel, when the wheel alone leaves
/// room in the move.
std::vector<double> groupChargeWheels(const Battle& battle, const std::vector<std::size_t>& group,
                                      const std::vector<Shape>& seen, double limitPaces);

}  // namespace hfg::battle::ai
