// The generals `hfg campaign run --auto-battles` fights with: the computer generals on both sides.
#pragma once

#include "maps/campaign_battles/auto_battles.h"

namespace hfg::cli {

/// Both sides' generals for every auto-battle.
maps::MoveSourceFactory autoBattleGenerals();

}  // namespace hfg::cli
