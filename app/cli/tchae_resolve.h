// `hfg battle resolve SETUP --rules tchae`: a TCHAE set-up fought by the computer generals, or the odds of many runs.
#pragma once

#include <cstdint>
#include <string>

#include "core/battle/hfg/ai/odds.h"

namespace hfg::cli {

struct TchaeResolveOptions {
  std::string setup;  ///< an hfg-tchae-battle file
  std::uint64_t seed = 1;
  std::uint64_t run = 0;
  int runs = 0;  ///< > 0: the odds of that many runs
  int threads = 1;
  std::string log;  ///< the battle's log as JSON lines
};

/// One battle: its narrative on stdout (and the log file). Sets the exit code on a refused
/// set-up or an unwritable log.
void resolveTchaeBattle(const TchaeResolveOptions& options);

/// The odds of `options.runs` battles (run i on Dice::forStream(seed, i), any thread count
/// giving the same report), in HFG's report shape. False, with the message written and the exit
/// code set, when the set-up is refused.
bool tchaeOdds(const TchaeResolveOptions& options, battle::OddsReport& report);

}  // namespace hfg::cli
