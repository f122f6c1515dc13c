// The HFG battle rule set behind the campaign seam: the table cut from the map, T-15 deployment, bounds, computer generals.
#pragma once

#include <functional>
#include <memory>

#include "core/battle/battle_rules.h"
#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/move_source.h"

namespace hfg::maps {

/// Makes the generals of one battle (both sides); called once per battle with its set-up.
using MoveSourceFactory =
    std::function<std::unique_ptr<battle::MoveSource>(const battle::BattleSetup&)>;

/// HFG (hfg-battle.md) as a campaign rule set: the table of the scenario's size cut from the map
/// and deployed by campaignBattleSetup (T-15), 12 bounds a side a map period (C-20), the
/// generals `factory` makes, the result by campaignResultOf with the loser's choices of
/// battle_choices.h (C-20, C-21).
class HfgBattleRules final : public battle::BattleRules {
 public:
  explicit HfgBattleRules(MoveSourceFactory factory) : m_factory(std::move(factory)) {}
  std::string_view name() const override { return "hfg"; }
  battle::TableDisplay table(TableSize size) const override;
  /// Throws CampaignBattleError naming the battle when it cannot be set up.
  std::unique_ptr<battle::RunningBattle> begin(const battle::BattleInput& meeting) const override;

 private:
  MoveSourceFactory m_factory;
};

/// The HFG engine battle behind a running battle, or nullptr when another rule set runs it.
const battle::Battle* hfgBattleOf(const battle::RunningBattle& running);

/// The rule sets this build can fight campaign battles with: "hfg" and "tchae"
/// (core/battle/tchae/campaign_rules.h), each with its computer generals.
const battle::BattleRulesRegistry& builtInBattleRules();

}  // namespace hfg::maps
