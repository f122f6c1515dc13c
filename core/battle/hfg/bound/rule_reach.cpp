// Rule reach counts summed over battles and printed one id a line.
#include "core/battle/hfg/bound/rule_reach.h"

namespace hfg::battle {

void addReach(RuleReach& total, const Battle& battle) {
  for (const auto& [id, n] : battle.ruleReach()) total[id] += n;
}

std::string specIdOf(const std::string& key) {
  const auto space = key.find(' ');
  return space == std::string::npos ? key : key.substr(0, space);
}

std::string describeRuleReach(const RuleReach& reach) {
  std::string out = "rule reach (times each rule took effect):\n";
  for (const auto& [id, n] : reach) out += "  " + id + " " + std::to_string(n) + "\n";
  return out;
}

}  // namespace hfg::battle
