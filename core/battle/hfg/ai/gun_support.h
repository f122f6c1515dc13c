// Guns brought up behind foot fighting in close combat, so the enemy fights at -1 (TF-8, G-18, B-43).
#pragma once

#include <string>
#include <vector>

#include "core/battle/hfg/ai/command_plan.h"
#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle::ai {

/// One gun's move into support.
struct GunSupport {
  std::string commandId;
  MoveOrder order;
};

/// Issue #18 (artillery brought forward to support an attack rather than duelling): for each
/// gun of the moving side that may still move, of a command that attacks, pins or holds (not
/// Easy generals), a tactical move that puts its front edge on the rear edge of a friendly foot
/// element in frontal contact with a ready enemy, facing the same way (G-18: it then supports
/// it, and in close combat the enemy fights at -1, TF-8, B-43). The nearest such foot within a
/// good-going move, one gun behind each. Asked once the bound's charges are made.
std::vector<GunSupport> gunSupportMoves(const Battle& battle, const SidePlan& plan,
                                        Difficulty difficulty);

}  // namespace hfg::battle::ai
