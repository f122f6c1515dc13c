// Fire on the table (KB-39 to KB-41, KB-45 a, KT-18 to KT-20, KT-24, KT-25, PROJECT COMBAT):
// who may fire at what, the fire points and die of every shot computed on the state at the start
// of the round, all losses applied together, then the Combat Result Test of every Unit that lost
// SP to fire.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_dice.h"

namespace hfg::c3 {

/// One shot of a combat round, worked out before any loss is applied (KB-40).
struct Shot {
  int firer = 0;
  int target = 0;
  double rangeM = 0;
  int factor = 0;
  int firePoints = 0;
  int die = 0;  ///< D, 0..15
  int spLost = 0;
  bool enfilade = false;
};

/// KB-39: the target the Unit fires at this round, if it may fire: ammunition, formed and
/// halted this minute (artillery unlimbered), not in close combat or march column, the target
/// seen by its own commander, partly in its front arc (squares and extended order all round),
/// within range from its front edge, and no friendly Unit across the line. Priority: an enemy
/// charging it, then the nearest.
std::optional<int> fireTarget(const C3Battle& battle, const C3Unit& firer);

/// KT-18, KT-19: the shot of `firer` at `target` with the die face `d10`.
Shot shotAt(const C3Battle& battle, const C3Unit& firer, const C3Unit& target, int d10,
            bool grandBattery);

/// Section 2 step 5 (fire): every Unit that may fire does, losses and fatigue applied together,
/// ammunition spent (Event d at 0), then the Combat Result Test (KT-20) for every target that
/// lost SP and is not in close combat. Returns the shots.
std::vector<Shot> fireRound(C3Battle& battle, C3Dice& dice);

/// KB-43: closing fire at chargers. An unlimbered artillery Unit or a formed foot Unit that is
/// the charger's target or has it in its front arc, with ammunition, fires one extra round at it
/// when it first comes within 300 m (artillery) or 100 m (foot); the charger then takes its
/// Combat Result Test, and a fall back or rout ends the charge.
void closingFire(C3Battle& battle, C3Dice& dice);

/// KT-25: a Unit halted and not engaged for resupply_min within resupply_m of a friendly supply
/// train (of its own base edge when its side has none on the table) is refilled.
void resupply(C3Battle& battle);

}  // namespace hfg::c3
