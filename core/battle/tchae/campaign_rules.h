// TCHAE behind the campaign's battle seam (C-28, section 7): a meeting in, one campaign result out.
#pragma once

#include <memory>

#include "core/battle/battle_rules.h"
#include "core/battle/tchae/tchae_settings.h"

namespace hfg::tchae {

struct BattleState;

/// "tchae" as a campaign rule set: the meeting converted by section 7.1 and 7.3
/// (campaign_setup.h) onto the HFG table at corps scale, played turn by turn with one computer
/// general a side, 24 turns a map period until a side breaks or night falls, and the result
/// turned back by 7.2 (each element's fate, the winner, bounds, the loser's retreat).
class TchaeBattleRules final : public battle::BattleRules {
 public:
  explicit TchaeBattleRules(TchaeSettings settings = {}) : m_settings(std::move(settings)) {}
  std::string_view name() const override { return "tchae"; }
  /// 7.3: the HFG table in inches (standard 197 x 98).
  battle::TableDisplay table(TableSize size) const override;
  std::unique_ptr<battle::RunningBattle> begin(const battle::BattleInput& meeting) const override;

 private:
  TchaeSettings m_settings;
};

/// The TCHAE state behind a running battle, or nullptr when another rule set runs it.
const BattleState* tchaeStateOf(const battle::RunningBattle& running);

}  // namespace hfg::tchae
