// The shortest lawful path of KB-26: planned over the table in 50 m cells when an Order or a goal
// takes effect, round ground closed to the Unit's KT-12 column with room for its footprint, each
// cell costing its KT-12 multiplier, then pulled straight where the way between is open.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/c3/battle_state.h"

namespace hfg::c3 {

/// Waypoints in metres from the Unit's centre (not included) to `goal` (the last); nullopt when
/// no lawful path exists (KB-24: the place cannot be reached).
std::optional<std::vector<PointM>> planPath(const C3Battle& battle, const C3Unit& u, PointM goal);

}  // namespace hfg::c3
