// Evaluates one combat: combat factors (T-3), tactical (T-7) and grading (T-8) factors, dice, and each side's outcome (T-9, T-10).
#pragma once

#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// The combat with the given dice (raw faces 1-6 for side a and side b).
CombatRecord evaluateCombat(const CombatSituation& situation, int dieA, int dieB);
/// The combat with dice thrown from `dice`: side a first, then side b.
CombatRecord evaluateCombat(const CombatSituation& situation, DieSource& dice);

/// T-3 with B-41 and B-42 for one side, as a factor entry ("T-3"); an error entry when the table
/// has no factor for this pairing (the combatant never fights such an opponent).
FactorEntry combatFactorEntry(const CombatSideFacts& self, const CombatSideFacts& enemy,
                              CombatKind kind);

}  // namespace hfg::battle
