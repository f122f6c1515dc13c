// A campaign meeting as a C3 battle (section 6 of shared/spec/c3.md, KB-56, KT-26 to KT-28,
// KT-30): Units on their HFG elements' footprints, Commanders on their staff elements, the
// chain of command from the orbat, the ground from the cut table.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "core/battle/c3/battle_state.h"
#include "core/model/battle_handoff.h"
#include "core/model/battlefield.h"
#include "core/model/scenario.h"

namespace hfg::c3 {

/// A meeting converted, with what is needed to report back in HFG terms (KT-29).
struct C3CampaignBattle {
  C3Battle battle;
  std::array<std::string, 2> sideIds;        ///< campaign side id of C3 side 0 and 1
  std::map<int, std::string> elementOfUnit;  ///< Unit id -> HFG element id
  std::map<int, std::string> commandOf;      ///< Commander id -> his staff element (command id),
                                             ///< when the meeting lists it
  std::vector<std::string> notes;            ///< what the conversion departed from
  int sideOf(const std::string& sideId) const { return sideId == sideIds[0] ? 0 : 1; }
};

/// KB-56: the battle of `meeting` on `ground` (the table cut from the map with its T-15
/// deployment). Throws std::invalid_argument naming the battle when a side or command is unknown
/// or no element of either side is placed (a side with none placed is named in `notes`).
C3CampaignBattle campaignBattle(const Scenario& scenario, const hfg::BattleMeeting& meeting,
                                const TableSetup& ground, const C3Settings& settings = {});

/// KT-28: the ground of the cut table: woods, built-up areas, marsh and slow going as areas,
/// roads as strips, hills as heights (crest 20 m gentle, 40 m difficult, falling to the foot over
/// 300 m) on a 100 m grid.
C3Table c3TableOf(const TableSetup& ground, const C3Settings& settings,
                  std::vector<std::string>& notes);

}  // namespace hfg::c3
