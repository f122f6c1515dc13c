// Naval contingents and commands left with no original element (T-11, B-52).
#include "core/battle/hfg/bound/command_defeat.h"

namespace hfg::battle {

namespace {

// The set-up lists the elements in the order of elements() (the constructor and addCommand
// append to both), so its commandId is where each element started.
const std::string& originalCommandOf(const Battle& battle, std::size_t index) {
  const auto& placed = battle.setup().elements;
  if (index < placed.size() && placed[index].id == battle.elements()[index].id())
    return placed[index].commandId;
  return battle.elements()[index].placed.commandId;
}

bool lostOrSpent(const ElementInPlay& e, const std::string& commandId) {
  if (e.exchangedForBridge) return false;  // T-13: the bridge is their work
  switch (e.condition) {
    case ElementCondition::Destroyed:
    case ElementCondition::Spent:
    case ElementCondition::OffTable:
    case ElementCondition::Routing: return true;  // T-11: a router on the table is lost
    case ElementCondition::Ready:
    case ElementCondition::Repulsed: break;
  }
  return e.placed.commandId != commandId;  // transferred to another command
}

}  // namespace

bool isNavalContingent(const Battle& battle, const std::string& commandId) {
  const auto& els = battle.elements();
  bool anyNaval = false;
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (originalCommandOf(battle, i) != commandId || isStaff(els[i].type())) continue;
    if (categoryOf(els[i].type()) != TroopCategory::Naval) return false;
    anyNaval = true;
  }
  return anyNaval;
}

bool allOriginalLostOrSpent(const Battle& battle, const std::string& commandId) {
  const auto& els = battle.elements();
  bool any = false;
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (originalCommandOf(battle, i) != commandId) continue;
    any = true;
    if (!lostOrSpent(els[i], commandId)) return false;
  }
  return any;
}

void markCommandsWithoutOriginals(Battle& battle) {
  for (int side = 0; side < 2; ++side)
    for (const auto& c : battle.side(side).commands) {
      if (!battle.losses().hasCommand(c.id) || battle.losses().defeated(c.id)) continue;
      if (isNavalContingent(battle, c.id) || !allOriginalLostOrSpent(battle, c.id)) continue;
      battle.losses().markAllOriginalLostOrSpent(c.id);
    }
}

}  // namespace hfg::battle
