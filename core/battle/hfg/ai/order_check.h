// The engine's own legality check of an order, dispatched exactly as executeOrder dispatches it.
#pragma once

#include <optional>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_check.h"

namespace hfg::battle {

/// The plan executeOrder would carry out for `order` now, or nothing when it would refuse it
/// (planTransfer, planRally, planFordSearch or planMove, as the order's action says).
std::optional<MovePlan> legalPlan(const Battle& battle, const MoveOrder& order);

}  // namespace hfg::battle
