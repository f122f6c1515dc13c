// Commanders in danger (KB-51, PROJECT COMBAT): a Commander casting never fights; an enemy Unit
// coming within 50 m of one who is not with a friendly Unit may capture him (1D10 of 1-3), or he
// rides off to the nearest Unit of his command. A captured Commander's post passes to his next
// senior subordinate Commander, or to the commander of his nearest Unit, one rating worse, and
// what was riding to him rides to the successor.
#pragma once

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_dice.h"

namespace hfg::c3 {

/// Section 2 step 4 for Commanders: the KB-51 test for every Commander an enemy has come upon.
void commandersInDanger(C3Battle& battle, C3Dice& dice);

/// KB-51: hands a captured Commander's post to his successor; returns the successor's id.
int succeed(C3Battle& battle, int captured);

}  // namespace hfg::c3
