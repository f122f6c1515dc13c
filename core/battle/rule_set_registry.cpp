// Battle rule sets by stable name, with a clear error for a name nobody registered.
#include <stdexcept>

#include "core/battle/battle_rules.h"

namespace hfg::battle {

void BattleRulesRegistry::add(std::string name, std::string summary, Maker maker) {
  if (name.empty()) throw std::invalid_argument("battle rules: a rule set needs a name");
  if (has(name)) throw std::invalid_argument("battle rules: \"" + name + "\" is registered twice");
  m_entries.push_back({std::move(name), std::move(summary), std::move(maker)});
}

std::vector<std::string> BattleRulesRegistry::names() const {
  std::vector<std::string> out;
  for (const auto& e : m_entries) out.push_back(e.name);
  return out;
}

bool BattleRulesRegistry::has(std::string_view name) const {
  for (const auto& e : m_entries)
    if (e.name == name) return true;
  return false;
}

std::unique_ptr<BattleRules> BattleRulesRegistry::make(std::string_view name,
                                                       std::string_view what) const {
  for (const auto& e : m_entries)
    if (e.name == name) return e.maker();
  std::string known;
  for (const auto& e : m_entries) known += (known.empty() ? "" : ", ") + e.name;
  throw std::invalid_argument(
      std::string(what) + ": no battle rule set \"" + std::string(name) +
      "\"; expected one of: " + (known.empty() ? "(none registered)" : known));
}

std::vector<std::string> BattleRulesRegistry::describe() const {
  std::vector<std::string> out;
  for (const auto& e : m_entries) out.push_back(e.name + ": " + e.summary);
  return out;
}

}  // namespace hfg::battle
