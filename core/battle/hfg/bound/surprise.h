// Surprise bounds in play (T-15, B-24): thrown after the attacker's first bound, the defender neither throws PIPs, moves nor shoots until they run out or the surprise is lost.
#pragma once

#include <string>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// T-15: the attacker may surprise when its C-in-C is Brilliant or it bought Concealed Positions.
bool surpriseEligible(const Battle& battle);

/// T-15, B-24: at the end of the attacker's first bound, when eligible: throws the die, adds the
/// T-15 modifiers and grants the attacker max(0, ceil(total / 2)) extra bounds. Logged with every
/// addend. Does nothing otherwise.
void throwSurprise(Battle& battle, DieSource& dice);

/// B-24: during surprise (an extra attacker bound) the defender does not shoot.
bool surprisedSide(const Battle& battle, int side);

/// B-24: surprise ends if the attacker shoots, enters close combat, or any of its troops becomes
/// visible (G-19) to a defender element within 800 p; the remaining extra bounds are cancelled.
/// `why` is what happened this bound ("" to test only the visibility). True when it ended now.
bool checkSurpriseEnds(Battle& battle, const std::string& why);

/// Clears the surprise once its bounds have run out (the defender's bound has come).
void expireSurprise(Battle& battle);

}  // namespace hfg::battle
