// T-7 tactical factors TF-1 ... TF-16 for one side of a combat.
#pragma once

#include <vector>

#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"

namespace hfg::battle {

/// Every tactical factor that applies to `self` fighting `enemy` in a combat of `kind`, each with
/// its id and reason, in table order.
std::vector<FactorEntry> tacticalFactors(const CombatSideFacts& self, const CombatSideFacts& enemy,
                                         CombatKind kind);

}  // namespace hfg::battle
