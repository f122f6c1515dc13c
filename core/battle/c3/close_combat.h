// Close combat on the table (KB-42 to KB-44, KT-21 to KT-24, PROJECT COMBAT): a contact starts a
// combat whose first round is fought at once, every Unit touching joins it, each side's leading
// Unit scores 1D10 + its factor + modifiers, and a locked combat goes on every 5 minutes.
#pragma once

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_dice.h"

namespace hfg::c3 {

/// KB-42 item 1: `mover` has touched `contacted`; starts (or joins) a close combat and fights its
/// first round at once. Patrols and supply trains do not start one (item 6).
void startCloseCombat(C3Battle& battle, int mover, int contacted, C3Dice& dice);

/// Section 2 step 5: every locked combat whose last round was at least 5 minutes ago fights again.
void closeCombatRounds(C3Battle& battle, C3Dice& dice);

/// One side's score parts in a round, for the log and the tests.
struct CloseScore {
  int leader = -1;
  int factor = 0;
  int modifier = 0;
  int d10 = 0;
  int total() const { return d10 + factor + modifier; }
};

/// KB-42, KT-21, KT-22: the two sides' scores in a round of `combat` with the faces given.
std::pair<CloseScore, CloseScore> scoreRound(const C3Battle& battle, const CloseCombat& combat,
                                             int attackerSide, int d10Attacker, int d10Defender);

}  // namespace hfg::c3
