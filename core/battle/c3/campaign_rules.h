// C3 behind the campaign's battle seam (C-28, section 6 of shared/spec/c3.md): a meeting in,
// one campaign result out.
#pragma once

#include <memory>

#include "core/battle/battle_rules.h"
#include "core/battle/c3/c3_settings.h"

namespace hfg::c3 {

struct C3Battle;

/// "c3" as a campaign rule set: the meeting set up by KB-56 on the cut table in metres (6.3),
/// played minute by minute with a computer general a side (KG-1 to KG-16), 360 minutes a map
/// period until a side breaks or night falls (KB-58, KT-30), and the result turned back by KT-29
/// (each element's fate, the winner, bounds fought, the loser's retreat).
class C3BattleRules final : public battle::BattleRules {
 public:
  explicit C3BattleRules(C3Settings settings = {}) : m_settings(std::move(settings)) {}
  std::string_view name() const override { return "c3"; }
  /// 6.3: the HFG table in metres (standard 9,000 x 4,500).
  battle::TableDisplay table(TableSize size) const override;
  std::unique_ptr<battle::RunningBattle> begin(const battle::BattleInput& meeting) const override;

 private:
  C3Settings m_settings;
};

/// The C3 battle behind a running battle, or nullptr when another rule set runs it.
const C3Battle* c3BattleOf(const battle::RunningBattle& running);

}  // namespace hfg::c3
