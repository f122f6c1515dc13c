// Odds of a battle: many seeded auto-resolved runs in parallel, win probabilities with Wilson intervals, losses, length and how each side lost.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/ai_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// A 95% (z = 1.96) Wilson score interval for `successes` out of `trials`.
struct Interval {
  double low = 0;
  double high = 1;
};
Interval wilsonInterval(int successes, int trials, double z = 1.96);

/// What one run left: the winner (-1 nightfall), its length, and each side's losses.
struct RunSummary {
  int winner = -1;
  int bounds = 0;
  std::array<std::map<std::string, double>, 2> lostEeByArm;  ///< "foot", "mounted", ...
  std::array<std::string, 2> wayLost;                        ///< empty unless that side lost
  int refusals = 0;
};
/// The summary of a finished battle. The way a side lost names its arm with the heaviest
/// losses and its first command defeated: "foot losses heaviest, command b2 defeated first".
RunSummary summariseRun(const Battle& battle);

struct OddsOptions {
  int runs = 1000;
  int threads = 1;
  std::uint64_t seed = 1;  ///< run i uses Dice::forStream(seed, i): no thread dependence
  AiSettings ai;
  BattleSettings settings;
};

struct OddsReport {
  int runs = 0;
  std::array<std::string, 2> sideIds;
  std::array<int, 2> wins{0, 0};
  int draws = 0;  ///< nightfall, undecided (B-62)
  std::array<Interval, 2> winInterval;
  Interval drawInterval;
  /// "certain victory", "likely victory", "even", "likely defeat", "certain defeat": certain when
  /// the Wilson interval of its wins (or its defeats) lies wholly within 1% of 0 or 1 ... of the
  /// outcome: no wins and the defeat interval's low end at least 0.95, and the reverse.
  std::array<std::string, 2> verdict;
  std::array<double, 2> expectedLostEe{0, 0};
  std::array<std::map<std::string, double>, 2> expectedLostEeByArm;
  struct Length {
    int min = 0;
    int q1 = 0;
    int median = 0;
    int q3 = 0;
    int max = 0;
    double mean = 0;
    int binWidth = 1;
    std::vector<std::pair<int, int>> histogram;  ///< (first bound of the bin, runs)
  } length;                                      ///< bounds by both sides together
  std::array<std::string, 2> commonestWayLost;
  std::array<int, 2> commonestWayLostRuns{0, 0};
  long refusals = 0;  ///< engine refusals over all runs
};

/// Plays `options.runs` battles from `setup` on `options.threads` threads. The report depends
/// only on the set-up, settings, seed and run count, never on the thread count. Throws
/// std::invalid_argument for an unusable set-up or bad options.
OddsReport runOdds(const BattleSetup& setup, const OddsOptions& options);
/// The same from per-run summaries (in run order).
OddsReport oddsFromRuns(const std::array<std::string, 2>& sideIds,
                        const std::vector<RunSummary>& runs);

/// The report as text for a player.
std::string describeOdds(const OddsReport& report);

}  // namespace hfg::battle
