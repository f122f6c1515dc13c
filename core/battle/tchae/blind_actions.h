// Blind actions: moves, type changes and deployment, on the Blinds card or a commander's PIPs (E-99 ... E-102, E-61).
#pragma once

#include "core/battle/tchae/general.h"
#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// E-61 / E-101 / EB-30 for a blind: may a further move start where it stands?
bool blindMayMoveAgain(RulesContext& ctx, const Blind& b);
/// One blind move of up to one ET-6 rate, stopping 1 in short of enemy units and blinds (EB-82).
double moveBlind(RulesContext& ctx, Blind& b, double headingDeg, double distanceIn);

/// Spends `pips` on the general's blind actions, one PIP each (E-99); `movesOnly` for E-50.
/// Returns the PIPs used.
int runBlindActions(RulesContext& ctx, Blind& b, const std::vector<BlindAction>& actions, int pips,
                    bool movesOnly);

}  // namespace hfg::tchae
