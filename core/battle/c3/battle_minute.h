// The minute-by-minute clock of a C3 battle (section 2 of shared/spec/c3.md, KB-4, KB-61):
// set-up with initial Orders, then each minute due items, Events and responses, movement,
// contacts, the combat round every 5 minutes, fatigue, the army break check every 15 minutes and
// nightfall.
#pragma once

#include "core/battle/c3/battle_end.h"
#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_dice.h"
#include "core/battle/c3/c3_player.h"

namespace hfg::c3 {

/// Set-up steps 3 and 4 (K-23, KB-56): each side's initial Orders, taken as received, and the
/// first look round.
void setUpBattle(C3Battle& battle, const C3Players& players);

/// One minute t (section 2 steps 1 to 7); advances the clock. Does nothing once the battle is
/// over.
void playMinute(C3Battle& battle, const C3Players& players, C3Dice& dice);

/// K-16, KT-5, KB-15, KB-16: carries out one Commander's response to an offered Event, after the
/// EventBook has allowed it. Returns false when it is refused (not allowed by KT-5, too late, or
/// a Command to troops he is not with).
bool applyResponse(C3Battle& battle, const OfferedEvent& event, const ResponseChoice& choice,
                   C3Dice& dice);

/// KB-58: a side's element equivalents (T-11) entered and lost, as the break check counts them.
SideReckoning reckon(const C3Battle& battle, int side);

/// Plays minutes until the battle ends; `afterMinute` sees the state after each.
template <typename AfterMinute>
void playBattle(C3Battle& battle, const C3Players& players, C3Dice& dice, AfterMinute&& after) {
  while (!battle.over) {
    playMinute(battle, players, dice);
    after(battle);
  }
}

}  // namespace hfg::c3
