// C-20, C-21, C-28: fights every campaign battle on the engine as the campaign runs, period by period.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/battle/battle_rules.h"
#include "core/campaign/campaign_engine.h"
#include "core/dice/dice.h"
#include "maps/campaign_battles/campaign_battle.h"
#include "maps/campaign_battles/hfg_battle_rules.h"

namespace hfg::maps {

struct AutoBattleOptions {
  /// Each battle's set-up (BATTLE-ID-setup.json, "hfg-battle-setup") and log (BATTLE-ID.log)
  /// are written here when it ends; empty: no files.
  std::filesystem::path logDir;
};

/// The auto-battle driver, through the battle seam (core/battle/battle_rules.h). After each
/// CampaignEngine::runPeriod() call afterPeriod(): every battle waiting for a result whose
/// fighting has begun is fought by the rule set for that map period (C-20), kept alive into the
/// next period while the rest of the map moves; forces that the campaign adds as arrivals
/// (C-19, C-20 sound of the guns) join it. A battle ends when an army breaks or night falls;
/// its campaign result goes back through applyBattleResult. The state's set-up of each battle
/// records the rule set fighting it (BattleMeeting::battleRules). Each battle's seed is drawn
/// from the campaign's dice (C-26): the same campaign seed and orders give the same battles,
/// results and logs.
class AutoBattles {
 public:
  /// HFG with the generals `factory` makes.
  AutoBattles(const Scenario& scenario, MoveSourceFactory factory, AutoBattleOptions options = {});
  /// Any rule set (builtInBattleRules().make(name, ...)).
  AutoBattles(const Scenario& scenario, std::unique_ptr<battle::BattleRules> rules,
              AutoBattleOptions options = {});
  ~AutoBattles();
  AutoBattles(const AutoBattles&) = delete;
  AutoBattles& operator=(const AutoBattles&) = delete;

  /// Call after engine.runPeriod() with the engine's state and dice. Returns one line per battle
  /// event (fought a period, ended, result applied). Throws CampaignBattleError naming the
  /// battle when it cannot be set up or its result is refused; the state may then be part-way
  /// changed, so callers work on a copy.
  std::vector<std::string> afterPeriod(CampaignEngine& engine, CampaignState& state, Dice& dice);

  /// The log lines of every battle begun so far, by battle id (also written to logDir).
  const std::map<std::string, std::vector<std::string>>& logs() const { return m_logs; }
  /// The battles still being fought (kept across periods).
  std::vector<std::string> running() const;
  /// A running battle by id, or nullptr.
  const battle::RunningBattle* runningBattle(const std::string& id) const;
  /// The HFG engine's battle for a running battle id, or nullptr (none, or another rule set's).
  const battle::Battle* battleOf(const std::string& id) const;
  const battle::BattleRules& rules() const { return *m_rules; }

 private:
  struct Live;
  Live& begin(const BattleMeeting& meeting, CampaignState& state, Dice& dice,
              std::vector<std::string>& lines);
  void report(const std::string& id, battle::BattleReport report, std::vector<std::string>& lines);
  void finish(Live& live, CampaignEngine& engine, std::vector<std::string>& lines);
  void writeFiles(const Live& live) const;

  const Scenario& m_scenario;
  std::unique_ptr<battle::BattleRules> m_rules;
  AutoBattleOptions m_options;
  std::map<std::string, std::unique_ptr<Live>> m_live;
  std::map<std::string, std::vector<std::string>> m_logs;
};

}  // namespace hfg::maps
