// Scenario victory: control of named features (EB-78) and the Kernstown conditions (ES-K5).
#pragma once

#include <optional>
#include <string>

#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// EB-78: the side has a unit on the table, not Routed or Defeated, with its centre in the named
/// terrain area, and the enemy has none.
bool controls(const BattleState& state, Belligerent side, const std::string& featureName);

/// A scenario's verdict at the end.
struct ScenarioVerdict {
  std::optional<Belligerent> winner;  ///< empty: a draw
  std::string reason;
};

/// ES-K5 (EB-74): judged after the last turn.
ScenarioVerdict kernstownVerdict(const BattleState& state);

/// The verdict of the scenario named in EndRules::scenario ("" or unknown: nothing to judge).
std::optional<ScenarioVerdict> scenarioVerdict(const BattleState& state);

}  // namespace hfg::tchae
