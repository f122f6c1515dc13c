// What the computer general reads off its side's view (MG-14: nothing else): a command's units,
// the enemy it can see, distances, who can fire, who is shaken, what its order still asks.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/battle_state.h"

namespace hfg::howlin_mobs {

const HmSideView::CommandView& commandIn(const HmSideView& view, int commandId);
/// The command's units on the table.
std::vector<const Unit*> unitsOf(const HmSideView& view, int commandId);
/// Enemy units on the table that fight (not wagons).
std::vector<const Unit*> enemiesOf(const HmSideView& view);
Vec2 centreOf(const std::vector<const Unit*>& units, Vec2 otherwise);
/// The enemy unit nearest to `p`, if any.
const Unit* nearestEnemy(const HmSideView& view, Vec2 p);
/// Inches from the command's nearest unit to the nearest enemy (a large number if none).
double enemyGapIn(const HmSideView& view, int commandId, const HowlinMobsSettings& s);
/// MB-27 as the general judges it: some unit able to fire has an enemy in its fire zone.
bool canFireNow(const HmSideView& view, int commandId, const HowlinMobsSettings& s);

struct Shaken {
  int units = 0;
  int routing = 0;
  int onGround = 0;
  int lowOnAmmo = 0;
  int gone = 0;  ///< destroyed or off the table
};
Shaken shakenOf(const HmSideView& view, int commandId);

/// MT-11 as the general reads it: whether the order still asks its units to move.
bool orderWantsMove(const HmSideView& view, int commandId, const HowlinMobsSettings& s);
/// MT-11's card duty is active (Attack: no unit within 3" of P; Advance, Withdraw: the General
/// not yet within 12" of P).
bool cardDutyActive(const HmSideView& view, int commandId, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
