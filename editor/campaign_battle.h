// A campaign meeting fought in the editor: its table and deployed forces for the engine, and the engine's result for the campaign.
#pragma once

#include <string>
#include <vector>

#include "core/battle/battle_resolver.h"
#include "core/battle/battle_setup.h"
#include "core/campaign/battle_result.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// The engine's set-up for a meeting and what the table departs from the book.
struct CampaignTable {
  battle::BattleSetup setup;
  std::vector<std::string> notes;  ///< departures (T-14, T-15), in plain words
};

/// One side's order of battle cut down to the commands and elements at the battle (C-28):
/// the forces present, and those arriving as delayed commands (listed in `delayedCommands`).
/// When the side's commander-in-chief is not there, the first army's commander present (or
/// its first command) commands (decision: the engine needs one C-in-C a side, T-6).
Side battleSideOf(const Scenario& scenario, const BattleSetup& meeting, const std::string& sideId,
                  std::vector<std::string>* delayedCommands = nullptr);

/// The table at the meeting point: cut from the scenario map and filled by the book's procedure
/// (maps/table), forces deployed by deployForces (T-15, delayed commands for the arrivals), the
/// defender's works (T-14), handed to the engine by toBattleSetup, with the daylight left
/// (C-20: 12 bounds a side from the afternoon, else 24) and rain (C-9). Throws std::exception naming
/// what failed (a map that cannot be cut, a set-up the engine refuses).
CampaignTable tableForMeeting(const Scenario& scenario, const BattleSetup& meeting);

/// C-28: the campaign's result from the engine's. Generals' elements ("<command>-general" on
/// the table) become their command id; routing elements at the end count as off the table (T-11:
/// lost for the battle; C-21: they come back next period); elements that never reached the table stay present. `boundsFought` is
/// per side (C-20), rounded up.
BattleResult campaignResultOf(const BattleSetup& meeting, const battle::BattleResult& result);

}  // namespace hfg
