// T-3 combat factors by combatant and the opponent's column.
#pragma once

#include <optional>

#include "core/battle/hfg/combat/combatant.h"

namespace hfg::battle {

/// T-3: the combat factor of `c` in `column`; nothing where the table prints "-" (the combatant
/// never fights an opponent of that column).
std::optional<int> combatFactor(const Combatant& c, FactorColumn column);

}  // namespace hfg::battle
