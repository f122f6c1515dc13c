// One bound in the book's order: PIP dice, moves, distant combat, close combat, turning to face, end-of-bound checks (SEQUENCE OF PLAY, 1.4).
#pragma once

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/move_source.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// Plays the moving side's bound: (1) one PIP die per command (T-6) and the weather (T-12);
/// moves from `source`, refused ones logged and not applied; (2) distant combat; (3) close
/// combat; turning to face (O-S3); end of bound: routers of the moving side routed in an earlier
/// bound are destroyed (T-10), repulsed ones turn about, losses (T-11, B-51, B-52), the clock and
/// nightfall (B-62). Every die comes from `dice`. Does nothing once the battle has ended.
void playBound(Battle& battle, MoveSource& source, DieSource& dice);

/// Distant combat of the bound (B-27, B-28): every element able to shoot at a valid target shoots
/// once; each target's combat is fought with its primary shooter and aiders.
void fightDistantCombat(Battle& battle, DieSource& dice);

/// Close combat of the bound (B-34): each element in frontal contact with enemy fights once.
void fightCloseCombat(Battle& battle, DieSource& dice);

/// Applies one combatant's T-10 outcome. `opponent` is whom it fought.
void applyOutcome(Battle& battle, std::size_t element, const OutcomeRecord& outcome,
                  std::size_t opponent, CombatKind kind);

}  // namespace hfg::battle
