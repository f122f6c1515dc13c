// T-8 grading factors GF-1 ... GF-4, compared on the totals after tactical factors (B-31).
#pragma once

#include <vector>

#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"

namespace hfg::battle {

/// The grading factors of `self` given both pre-grading totals (B-31: both sides are graded
/// against the pre-grading totals and the adjustments applied together).
std::vector<FactorEntry> gradingFactors(const CombatSideFacts& self, const CombatSideFacts& enemy,
                                        CombatKind kind, int ownTotal, int enemyTotal);

}  // namespace hfg::battle
