// T-9 combat outcomes as a decision table, evaluated for one combatant (preamble O-P1..O-P5, bands A-E, B-31, B-44, B-45).
#pragma once

#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"

namespace hfg::battle {

/// The band of T-9 for final totals (B-31): A own higher, B equal, C distant lower but more than
/// half, D close lower but more than half, E half or less (only when enemy > 0).
enum class OutcomeBand { A, B, C, D, E };
OutcomeBand outcomeBand(int ownTotal, int enemyTotal, CombatKind kind);

/// The row of T-9 that `self` takes against `enemy`, with its T-10 result. `enemyOutcome` is the
/// enemy's own outcome when already known (O-B6 needs to know whether the enemy took O-B1).
OutcomeRecord combatOutcome(const CombatSideFacts& self, const CombatSideFacts& enemy,
                            CombatKind kind, int year, int ownTotal, int enemyTotal,
                            const OutcomeRecord* enemyOutcome = nullptr);

}  // namespace hfg::battle
