// The generals of auto-battles: the computer generals (core/battle/ai) on both sides.
#include "app/cli/auto_battles.h"

#include "core/battle/hfg/ai/computer_generals.h"

namespace hfg::cli {

maps::MoveSourceFactory autoBattleGenerals() {
  // One ComputerGenerals per battle: it keeps the bound's tasks and a cache of combat odds.
  return [](const battle::BattleSetup&) {
    return std::make_unique<battle::ComputerGenerals>(battle::AiSettings{});
  };
}

}  // namespace hfg::cli
