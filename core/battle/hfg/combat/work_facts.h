// The combat facts that follow from works and built-up areas: TF-2, TF-4a, O-A3, O-C4, O-C9, O-D2, O-D7, O-D8, O-D10, O-D18 (G-26, B-11, B-13).
#pragma once

#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/combat/combat_situation.h"

namespace hfg::battle {

/// Sets on `defender` what its works or BUA give it against `attacker`, and on `attackerFacts`
/// that it attacks a work's edge or over an obstacle. `defenderSide` is the defender's side id.
/// `enemyEnfilades` voids linear-work protection (G-26); contact on its flank or rear is read
/// from the footprints.
void fillWorkFacts(CombatSideFacts& defender, CombatSideFacts& attackerFacts,
                   const Footprint& defenderFp, const Footprint& attackerFp,
                   const std::string& defenderSide, const BattleSetup& setup, CombatKind kind,
                   bool enemyEnfilades = false);

}  // namespace hfg::battle
