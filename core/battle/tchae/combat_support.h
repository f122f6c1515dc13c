// The geometry of a combat: supports (E-90, EB-41), overlap (EB-12) and terrain advantage (E-26, E-27).
#pragma once

#include <string>

#include "core/battle/tchae/combat.h"

namespace hfg::tchae {

/// E-90: each support serves one combat a turn.
void markSupportsUsed(RulesContext& ctx, const Supports& a, const Supports& b);
/// ET-23: the defender's terrain advantage against this attacker.
bool terrainAdvantage(RulesContext& ctx, const Unit& defender, const Unit& attacker);
/// A combat value for the log ("2.5").
std::string formatValue(double v);

}  // namespace hfg::tchae
