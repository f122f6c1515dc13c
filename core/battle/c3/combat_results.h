// What follows a combat result on the table (K-57 to K-59, KT-17, KB-33 to KB-35): falling back
// and routing straight away from known enemy, rallying, the rally test after a rout, dispersal,
// and pursuit by the winners of a close combat, minute by minute.
#pragma once

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_dice.h"

namespace hfg::c3 {

/// KT-17, KB-33: the Unit falls back for fall_back_min at its normal rate, away from the enemy
/// Units its commander knows within 1,000 m (or from `cause`). Raises Event b.
void startFallBack(C3Battle& battle, C3Unit& u, PointM causeM);
/// KT-17, KB-34: the Unit routs for rout_min at its rout rate, disordered. Raises Event b.
void startRout(C3Battle& battle, C3Unit& u, PointM causeM);
/// KT-17, KB-35: a winner of a close combat tests to pursue the Unit it fought.
void testPursuit(C3Battle& battle, C3Unit& winner, const C3Unit& loser, C3Dice& dice);

/// Section 2 step 3 for shaken Units: falling back, routing and pursuing Units move; rallies end
/// (Event g); rally tests after a rout (KT-17) and dispersal (KB-34). Returns contacts made by
/// pursuers with Units that are not shaken (they fight, KB-35).
std::vector<std::pair<int, int>> moveShaken(C3Battle& battle, C3Dice& dice);

/// KB-34: a routing Unit at a third of its starting SP or less disperses; one at 0 SP is
/// destroyed.
void checkDispersal(C3Battle& battle, C3Unit& u);

}  // namespace hfg::c3
