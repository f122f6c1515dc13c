// Section 7.2: the end of a TCHAE campaign battle as the campaign's result (fates, winner, bounds, retreat).
#pragma once

#include "core/battle/battle_rules.h"
#include "core/battle/tchae/campaign_setup.h"

namespace hfg::tchae {

/// 7.2, 7.3: each unit's element by the fate table, generals hors de combat spent, elements not
/// placed present (a losing side's Supply Base destroyed at a broken share of
/// supply_base_lost_share), the winner, boundsFought = ceil(turns / 2), the loser's rout stages
/// or, undecided at night, the side whose general asks to retreat; game time 10 minutes a turn.
battle::BattleOutcome campaignOutcome(const CampaignBattleState& setup, const BattleState& end);

/// Turns played so far (the turn counter stops on the last turn once the battle ended).
int turnsPlayed(const BattleState& state);

}  // namespace hfg::tchae
