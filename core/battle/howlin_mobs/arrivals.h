// MB-44 arrivals: units due by the phase and round of MT-15 come on at the start of their side's
// turn where their road crosses the table edge, in column, one behind another along the road
// inward, as many as there is room for; the rest wait for the side's next turns.
#pragma once

#include <vector>

#include "core/battle/howlin_mobs/battle_state.h"

namespace hfg::howlin_mobs {

/// Brings on `side`'s arrivals due now; returns the commands that had no unit on the table
/// before (their General comes on with their first unit).
std::vector<int> bringOnArrivals(BattleState& state, HmSide side);

/// MB-44: the column formation an arrival comes on in (infantry column, cavalry mounted,
/// artillery limbered).
Formation arrivalFormation(UnitKind kind);

}  // namespace hfg::howlin_mobs
