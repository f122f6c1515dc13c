// The Coffee! card: the end of a turn (2.5, E-51, EB-47, EB-53, EB-54, E-56).
#pragma once

#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// Steps 1-5 of 2.5 (fire, the Aggressive move, reactive tests, zone clearance, automatic spotting).
void coffee(RulesContext& ctx);
/// EB-47: moves units out of enemy zones of control at the end of the turn.
void clearZonesOfControl(RulesContext& ctx);

}  // namespace hfg::tchae
