// Rule reach (issue #17): how often each rule id took effect in play, summed over battles.
#pragma once

#include <map>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// Rule id -> times it took effect. Ids as the engine records them: the spec's ids ("TF-4a",
/// "O-D5", "B-36") and a few finer keys that begin with one ("T-6 (a)", "T-1 march").
using RuleReach = std::map<std::string, long>;

/// Adds the battle's counts (Battle::ruleReach) to `total`.
void addReach(RuleReach& total, const Battle& battle);

/// The spec id a recorded key counts for: "T-6 (a)" -> "T-6", "T-1 march" -> "T-1", "TF-4a" stays.
std::string specIdOf(const std::string& key);

/// One line a key, "id count", sorted by id.
std::string describeRuleReach(const RuleReach& reach);

}  // namespace hfg::battle
