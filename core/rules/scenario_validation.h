// Checks a whole scenario: each side's orbat (validateSide) and every cross-reference.
#pragma once

#include <string_view>
#include <vector>

#include "core/model/scenario.h"
#include "core/rules/problem.h"

namespace hfg {

/// Every problem in a loaded scenario. Runs validateSide on each side for the scenario's year
/// (naming the side's orbatFile), then checks references, citing the campaign rules:
/// - side ids are non-empty and unique, and command ids unique across sides;
/// - start positions (C-7) and reinforcements name an existing side, at least one command,
///   commands of that side, and an existing map node; reinforcements arrive on day 1 or later
///   and no later than the last day; placement ids are unique;
/// - every command is placed at most once (start positions and reinforcements together);
/// - map nodes have unique, non-empty ids; links have unique ids, name two different existing
///   nodes and have a positive length in stages (C-1); water links join ports and railways
///   join stations (C-2);
/// - objectives name an existing node and side;
/// - the colonial side exists if set (C-15); intel lag is 0 or more periods (C-6); the last
///   day is 1 or later.
/// `scenarioFile` names the scenario file in Problem::where.
std::vector<Problem> validateScenario(const Scenario& scenario,
                                      std::string_view scenarioFile = "scenario.json");

}  // namespace hfg
