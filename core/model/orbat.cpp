// Look-ups through an order of battle.
#include "core/model/orbat.h"

#include <algorithm>

namespace hfg {

const Command* Army::findCommand(std::string_view id) const {
  for (const auto& c : commands)
    if (c.id == id) return &c;
  return nullptr;
}

Command* Army::findCommand(std::string_view id) {
  for (auto& c : commands)
    if (c.id == id) return &c;
  return nullptr;
}

const Army* Side::findArmy(std::string_view id) const {
  for (const auto& a : armies)
    if (a.id == id) return &a;
  return nullptr;
}

const Command* Side::findCommand(std::string_view id) const {
  for (const auto& a : armies)
    if (const auto* c = a.findCommand(id)) return c;
  return nullptr;
}

Command* Side::findCommand(std::string_view id) {
  for (auto& a : armies)
    if (auto* c = a.findCommand(id)) return c;
  return nullptr;
}

const Army* Side::armyOfCommand(std::string_view commandId) const {
  for (const auto& a : armies)
    if (a.findCommand(commandId)) return &a;
  return nullptr;
}

std::string Side::chiefAmong(const std::vector<std::string>& present) const {
  auto has = [&](const std::string& id) {
    return std::find(present.begin(), present.end(), id) != present.end();
  };
  if (const Army* a = findArmy(commanderInChiefArmy); a && has(a->commanderCommand))
    return a->commanderCommand;
  if (present.empty()) return {};
  const Army* a = armyOfCommand(present.front());
  return a && has(a->commanderCommand) ? a->commanderCommand : present.front();
}

}  // namespace hfg
