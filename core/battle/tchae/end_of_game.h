// When a TCHAE battle ends and who won: turn limits (E-111) and the broken shares of section 7.2.
#pragma once

#include <optional>

#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// 7.2: a unit is broken when eliminated, off the table, Routed, permanently Defeated or with
/// abandoned guns.
bool isBroken(const Unit& u, const TchaeSettings& s = {});
/// 7.2 weights (hfg-battle T-11): artillery and Veteran (Elite) 2, others 1.
int unitWeight(const Unit& u);
/// 7.2: broken weight over the weight of the side's units that have been on the table.
double brokenShare(const BattleState& state, Belligerent side);

/// 7.2 winner rule for two shares: the side that loses, if any (EX-40).
std::optional<Belligerent> sideBreakLoser(double unionShare, double confederateShare,
                                          bool unionHasNoOne, bool confederateHasNoOne,
                                          const TchaeSettings& s = {});

/// E-111: checks after Coffee!; sets ended, winner and endReason.
void checkEndOfGame(BattleState& state);

}  // namespace hfg::tchae
