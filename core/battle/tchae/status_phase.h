// Status tests after fire, Defeated fall backs, reactive tests and compulsory moves (E-80 ... E-82, E-14, E-15, E-57).
#pragma once

#include <string>
#include <vector>

#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// E-80: every unit that lost SP to fire in this activation tests once; then E-14 fall backs.
/// Returns the units routed by the tests.
std::vector<std::string> statusTests(RulesContext& ctx);

/// E-82 / EB-36: units within 8 in of a friend routed in this activation, with sight of it.
void reactiveTests(RulesContext& ctx, const std::vector<std::string>& routedIds);

/// E-15 / E-16 / E-57: the compulsory moves of a formation's Routed and Pursuing units.
void compulsoryMoves(RulesContext& ctx, const std::string& commanderId,
                     const std::vector<std::string>& beingRallied);

/// E-16: one compulsory move of a pursuing unit, its contact fought at once.
void pursuitMove(RulesContext& ctx, Unit& u);

/// Clears the per-activation marks of every unit.
void clearActivationMarks(RulesContext& ctx);

}  // namespace hfg::tchae
