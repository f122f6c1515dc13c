// What a response gives rise to (KT-6, KB-15, KB-16, K-33 to K-36): Commands with their KT-7
// delays, Messages to the superior, a return to the first Orders, new Orders sent down the chain
// or put into force at once; and Commands carried out when their delay has run.
#pragma once

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_dice.h"
#include "core/battle/c3/c3_player.h"

namespace hfg::c3 {

/// K-33, KT-7: gives a Command to a Unit; refused (false) unless the Commander is the Unit's own
/// or in base contact with it, or the Command is not one this project builds yet (Evade,
/// Counter-Charge).
bool giveCommand(C3Battle& battle, int commander, const GivenCommand& command, C3Dice& dice);

/// Carries out the response after the EventBook allowed it (KB-16). False when refused.
bool carryOutResponse(C3Battle& battle, const OfferedEvent& event, const ResponseChoice& choice,
                      C3Dice& dice);

/// Section 2 step 1: Commands whose response delay has ended are carried out (K-34, K-35, K-36);
/// a Unit that must rally rallies first.
/// KB-27: Units under Orders to support a Unit that carries out "General advance" respond as to
/// a special "Act now", without needing one, and close with the enemy like it (K-25, K-35).
void carryOutCommands(C3Battle& battle, C3Dice& dice);

}  // namespace hfg::c3
