// Carries out a move order on the battle: checks it, spends the PIPs, places the elements and logs it; an illegal order changes nothing.
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/dice/dice.h"

namespace hfg::battle {

struct MoveReport {
  bool applied = false;
  std::string text;                    ///< what happened, for the log
  std::optional<MoveRefusal> refusal;  ///< when not applied
};

/// Checks and applies one order of the moving side. A refused order is logged (LogKind::Refused)
/// with its rule and leaves the battle as it was. A ford search throws one die from `dice` (B-46).
MoveReport executeOrder(Battle& battle, const MoveOrder& order, DieSource& dice);

/// Applies a checked plan (spends PIPs, moves, marks the movers' bound flags).
void applyPlan(Battle& battle, const MovePlan& plan, MoveKind kind);

}  // namespace hfg::battle
