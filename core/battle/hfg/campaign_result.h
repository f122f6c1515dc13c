// C-28: a resolved battle turned back into the campaign's result (each element's status, winner, bounds).
#pragma once

#include <string>

#include "core/battle/hfg/battle_resolver.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/model/battle_handoff.h"

namespace hfg::battle {

/// The campaign result of a battle fought from `setup` (C-28, C-21):
/// - destroyed, spent and off-table elements keep their fate; an element still routing at the
///   end counts as off the table (T-11: lost for the battle until rallied; C-21: it comes back
///   next period like one that left the table); the rest are present;
/// - a general's staff element is reported under its command's id, as the campaign names it;
/// - boundsFought counts the bounds of each side (C-20: 12 make one map period), rounding up
///   when the last bound was the first side's;
/// - routStages is 1 (the loser may choose 2 before the result is applied).
/// `battleId` is the campaign set-up's id (hfg::BattleMeeting::id).
hfg::BattleResult campaignResultOf(const TableResult& result, const BattleSetup& setup,
                                   const std::string& battleId);

}  // namespace hfg::battle
