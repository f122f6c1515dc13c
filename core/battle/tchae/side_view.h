// What one side may see of a battle: its own forces and the enemy it has spotted (CG-1, issue 20 "hidden information").
#pragma once

#include <string>

#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// A copy of the state with every hidden fact of the other side removed: enemy units not on the
/// table, the contents and dummy flags of enemy blinds, enemy orders and objectives, enemy
/// commanders off the table, the deck's order and the other side's private log lines.
BattleState sideView(const BattleState& state, Belligerent side);

/// A plain text dump of a view (what a hot-seat or by-email file for that side would hold).
std::string describeView(const BattleState& view, Belligerent side);

}  // namespace hfg::tchae
