// Independent seeded runs (odds studies, balance studies) shared out over worker threads.
#pragma once

#include <functional>

namespace hfg {

/// Calls `run(i)` once for every i in [0, runs) on up to `threads` threads (the caller's among
/// them). Each run must write only its own slot and draw its dice from Dice::forStream(seed, i),
/// so the results never depend on the thread count. The first exception a run throws stops the
/// others from starting and is rethrown here. Throws std::invalid_argument for runs or threads < 1.
void forEachRun(int runs, int threads, const std::function<void(int)>& run);

}  // namespace hfg
