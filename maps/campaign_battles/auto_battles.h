// C-20, C-21, C-28: fights every campaign battle on the engine as the campaign runs, period by period.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/battle/bound/battle_state.h"
#include "core/battle/bound/move_source.h"
#include "core/campaign/campaign_engine.h"
#include "core/dice/dice.h"
#include "maps/campaign_battles/campaign_battle.h"

namespace hfg::maps {

/// Makes the generals of one battle (both sides); called once per battle with its set-up.
using MoveSourceFactory = std::function<std::unique_ptr<battle::MoveSource>(const battle::BattleSetup&)>;

struct AutoBattleOptions {
  /// Each battle's set-up (BATTLE-ID-setup.json, "hfg-battle-setup") and log (BATTLE-ID.log)
  /// are written here when it ends; empty: no files.
  std::filesystem::path logDir;
};

/// The auto-battle driver. After each CampaignEngine::runPeriod() call afterPeriod(): every
/// battle waiting for a result whose fighting has begun plays the period's 12 bounds a side
/// (C-20), the engine's Battle kept alive into the next period while the rest of the map
/// moves; forces that the campaign adds as arrivals (C-19, C-20 sound of the guns) join it by
/// their road. A battle ends when an army breaks or night falls; its result goes back through
/// campaignResultOf and applyBattleResult, the loser routing routStagesChosen stages (C-21),
/// an undecided battle's side retreating by night as nightRetreatChosen says (C-20).
/// Each battle's seed is drawn from the campaign's dice (C-26): the same campaign seed and
/// orders give the same battles, results and logs.
class AutoBattles {
 public:
  AutoBattles(const Scenario& scenario, MoveSourceFactory factory, AutoBattleOptions options = {});
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
  /// The engine's battle for a running battle id, or nullptr.
  const battle::Battle* battleOf(const std::string& id) const;

 private:
  struct Live;
  void join(Live& live, const BattleSetup& meeting, std::vector<std::string>& lines);
  void finish(Live& live, CampaignEngine& engine, std::vector<std::string>& lines);
  void writeFiles(const Live& live) const;

  const Scenario& m_scenario;
  MoveSourceFactory m_factory;
  AutoBattleOptions m_options;
  std::map<std::string, std::unique_ptr<Live>> m_live;
  std::map<std::string, std::vector<std::string>> m_logs;
};

}  // namespace hfg::maps
