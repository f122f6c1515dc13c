// The generals of auto-battles: no computer generals on this branch yet, so both sides hold.
#include "app/cli/auto_battles.h"

#include "maps/campaign_battles/holding_moves.h"

namespace hfg::cli {

maps::MoveSourceFactory autoBattleGenerals() {
  // Replace with the computer generals (core/battle/ai) when they are merged: one line (wrap
  // one general per side in maps::SideMoves).
  return [](const battle::BattleSetup&) { return std::make_unique<maps::HoldingMoves>(); };
}

}  // namespace hfg::cli
