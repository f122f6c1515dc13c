// The loser's rout of 1 or 2 stages (C-21) and the retreat by night after an undecided day (C-20).
#include "maps/campaign_battles/battle_choices.h"

#include <cmath>

#include "core/model/troop_type.h"

namespace hfg::maps {
namespace {

int presentMounted(const battle::Battle& battle, int side) {
  int n = 0;
  for (const auto& e : battle.elements())
    if (e.side == side && e.present() && e.condition != battle::ElementCondition::Routing &&
        categoryOf(e.type()) == TroopCategory::Mounted)
      ++n;
  return n;
}

double shareLost(const battle::Battle& battle, int side) {
  const std::string& id = battle.side(side).id;
  const double original = battle.losses().originalEe(id);
  return original > 0 ? battle.losses().lostEe(id) / original : 0;
}

}  // namespace

int routStagesChosen(const battle::Battle& battle, int losingSide) {
  return presentMounted(battle, 1 - losingSide) > presentMounted(battle, losingSide) ? 2 : 1;
}

std::optional<std::string> nightRetreatChosen(const battle::Battle& battle,
                                              int periodsFoughtBefore) {
  const double a = shareLost(battle, 0);
  const double b = shareLost(battle, 1);
  if (std::abs(a - b) > 1e-9) return battle.side(a > b ? 0 : 1).id;
  if (periodsFoughtBefore == 0) return std::nullopt;
  return battle.side(battle.attackerSide()).id;
}

}  // namespace hfg::maps
