// What a command's units do on the card it plays (M-13, M-14, M-49, M-50, MB-6, MB-37, MB-39):
// moves under the written order in force with zones of control and fights, fire, rallies, and
// the routers' flight. Each composes the single-unit rules (advance, contact, volley).
#pragma once

#include "core/battle/howlin_mobs/battle_state.h"
#include "core/battle/howlin_mobs/general_aid.h"
#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/movement_table.h"

namespace hfg::howlin_mobs {

/// MT-3's row for the unit as it stands (dismounted cavalry move as infantry, M-26).
MoveClass moveClassOf(const Unit& u);
/// M-21: the unit's open-ground allowance in inches (rough ground cuts it during the move).
double openAllowanceIn(const Unit& u, const HowlinMobsSettings& s);

/// Move or Double Move: every unit of the command moves as its order directs (M-13, MB-6, MT-11),
/// over the table's ground (MB-19); `aid` gives the Generals' help in its fights (M-16).
void moveCommand(BattleState& state, int commandId, Card card, HmDieSource& dice,
                 GeneralAid* aid = nullptr);
/// Fire or Double Fire: every unit of the command able to fire does so (M-32, MB-27).
void fireCommand(BattleState& state, int commandId, Card card, HmDieSource& dice,
                 GeneralAid* aid = nullptr);
/// Rally: routers rally and units on the ground stand up (M-49, MB-37, MB-38); resupply (MB-39).
void rallyCommand(BattleState& state, int commandId);
/// M-50, MB-37: each router of the command moves its open distance towards its own base edge.
void moveRouters(BattleState& state, int commandId);
/// M-50: units that routed since `before` flee at once.
void fleeNewRouters(BattleState& state, const std::vector<Unit>& before);

}  // namespace hfg::howlin_mobs
