// Look-ups through an order of battle.
#include "core/model/orbat.h"

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

}  // namespace hfg
