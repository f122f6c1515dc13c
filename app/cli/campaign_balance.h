// Campaign balance study: whole campaigns played by automatic orders and auto-battles, and their tally.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/odds.h"
#include "core/model/scenario.h"

namespace hfg::cli {

/// What one campaign run left. Per-side vectors follow scenario.sides.
struct CampaignRunResult {
  int run = 0;
  int winner = -1;             ///< side index; -1 level on points (a draw)
  bool decisive = false;       ///< won by points_to_win at a dawn, not on points at the end
  int endDay = 0;              ///< the dawn the run ended at
  std::vector<int> points;     ///< objective points held at that dawn
  int battles = 0;             ///< battles whose fighting began (C-20)
  std::vector<int> destroyed;  ///< elements destroyed (C-21)
  std::vector<int> spent;      ///< elements spent at the end (C-21)
};

/// A study or one shard of it: which runs of which study, and their results in run order.
struct BalanceStudy {
  std::string scenarioName;
  std::string scenarioDigest;  ///< SHA-256 of the scenario file's bytes
  std::vector<std::string> sideIds;
  std::uint64_t seed = 1;
  int days = 1;
  int runs = 1;        ///< the whole study's runs
  int shardIndex = 1;  ///< 1-based; this shard plays runs r with r % shardCount == shardIndex - 1
  int shardCount = 1;
  std::vector<CampaignRunResult> results;
};

/// Plays campaign run `run`: the scenario from its start with dice Dice::forStream(seed, run)
/// (C-26, as odds studies seed their runs), automatic orders for every side each dawn and every
/// battle fought by the computer generals, until a side wins by the victory rule at a dawn or
/// `days` days have run (then the side with more objective points wins, level is a draw).
/// Throws std::runtime_error naming the run and day when the engine refuses a day.
CampaignRunResult playCampaignRun(const Scenario& scenario, int days, std::uint64_t seed, int run);

/// Plays the study's share of runs (shardIndex of shardCount) on `threads` threads; the results
/// never depend on the thread count. `study` carries the options; its results are filled.
void playBalanceStudy(const Scenario& scenario, BalanceStudy& study, int threads);

/// Each side's tally over a whole study.
struct SideBalance {
  std::string id;
  int wins = 0;
  int decisiveWins = 0;
  battle::Interval winInterval;  ///< 95% Wilson (the odds' interval)
  double pointsMean = 0;
  double pointsSd = 0;  ///< sample standard deviation
  int pointsMin = 0;
  int pointsMax = 0;
  double destroyedMean = 0;
  double spentMean = 0;
};
struct BalanceReport {
  std::string scenarioName;
  std::uint64_t seed = 1;
  int days = 1;
  int runs = 0;
  int draws = 0;
  battle::Interval drawInterval;
  double endDayMean = 0;
  double battlesMean = 0;
  int battlesTotal = 0;
  std::vector<SideBalance> sides;
};
/// The report of a complete study (every run present, in run order).
BalanceReport balanceReportOf(const BalanceStudy& study);

}  // namespace hfg::cli
