// The interface every battle rule set implements: a set-up and dice in, each element's fate and the winner out.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/battle/hfg/battle_setup.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// What became of an element by the end of the battle (T-11: destroyed and off-table count as
/// lost, spent does not).
enum class ElementFate { Present, Destroyed, Spent, OffTable };
std::string_view keyOf(ElementFate fate);

struct ElementOutcome {
  std::string elementId;
  ElementFate fate = ElementFate::Present;
  bool routing = false;  ///< still routing at the end (lost until rallied, T-11)
};

struct TableResult {
  std::vector<ElementOutcome> elements;
  std::optional<std::string> winnerSideId;  ///< empty when night fell undecided
  int boundsPlayed = 0;                     ///< bounds by both sides together
  bool nightfall = false;                   ///< ended by B-62 rather than an army's defeat
  std::vector<std::string> log;             ///< combat records and decisions, for players
};

/// A battle rule set (HFG here; others later). Implementations must take every random number
/// from `dice` so a seed replays the same battle (C-26).
class BattleResolver {
 public:
  virtual ~BattleResolver() = default;
  /// Short stable name of the rule set ("hfg").
  virtual std::string_view name() const = 0;
  /// Fights the battle. Throws std::invalid_argument naming the field if the set-up is unusable.
  virtual TableResult resolve(const BattleSetup& setup, Dice& dice) = 0;
};

}  // namespace hfg::battle
