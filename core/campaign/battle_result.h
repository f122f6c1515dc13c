// C-28: what a battle resolver (or a player typing in a table result) hands back.
#pragma once

#include <string>
#include <vector>

#include "core/model/campaign_state.h"

namespace hfg {

/// C-21: what happened to one element in the battle.
struct BattleElementResult {
  std::string element;  ///< element id (a general's element uses its command id)
  ElementStatus status = ElementStatus::Present;
  friend bool operator==(const BattleElementResult&, const BattleElementResult&) = default;
};

/// C-28: the outcome of one battle.
struct BattleResult {
  std::string battle;                         ///< BattleSetup::id
  std::vector<BattleElementResult> elements;  ///< elements not listed stay present
  std::string winner;                         ///< side id; empty = undecided at nightfall (C-20)
  int boundsFought = 0;                       ///< bounds by each side (C-20: 12 = one period)
  int routStages = 1;                         ///< C-21: 1 or 2, chosen by the loser
  std::vector<std::string> routRoute;         ///< optional node path from the field (C-21)
  std::string nightRetreatSide;               ///< C-20: undecided; this side retreats at night
  friend bool operator==(const BattleResult&, const BattleResult&) = default;
};

}  // namespace hfg
