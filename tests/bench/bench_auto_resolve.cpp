// Auto-resolve: a 400 AP a side battle fought to nightfall by computer generals (battles per second per core), and the parallel efficiency of an odds study.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <thread>

#include "core/battle/hfg/ai/auto_resolve.h"
#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/odds.h"
#include "core/battle/hfg/io/battle_log_io.h"

namespace {

using namespace hfg;
using namespace hfg::battle;

/// 400 AP a side (about 2 x 80 elements and 3 generals each), 24 bounds a side to nightfall.
BattleSetup bigBattle(int boundsPerSide = 24) {
  GeneratedBattle g;
  g.armies = {armyOfPoints(400), armyOfPoints(400)};
  g.boundsPerSide = boundsPerSide;
  return generateBattle(g);
}

void BM_AutoResolve400Ap(benchmark::State& state) {
  const BattleSetup setup = bigBattle();
  std::uint64_t run = 0;
  int bounds = 0;
  for (auto _ : state) {
    const AutoBattle b = fightWithComputerGenerals(setup, AiSettings{}, 1, run++);
    bounds += b.battle->clock().boundsPlayed();
    benchmark::DoNotOptimize(b.ordersGiven);
    // HFG_BENCH_LOG_DIR=DIR writes each battle's log there, so that a speed change can be shown
    // to leave the battles byte-identical (cmp the logs of two builds).
    if (const char* dir = std::getenv("HFG_BENCH_LOG_DIR")) {
      std::ofstream out(std::string(dir) + "/battle-400ap-" + std::to_string(run - 1) + ".jsonl");
      io::writeBattleLogJsonLines(*b.battle, out);
    }
  }
  state.counters["elements"] = static_cast<double>(setup.elements.size());
  state.counters["bounds"] = benchmark::Counter(bounds, benchmark::Counter::kAvgIterations);
  state.counters["battles/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_AutoResolve400Ap)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(5.0);

/// An odds study (`hfg battle resolve --runs N --threads T`) of small 100 AP armies: wall time
/// with T threads; the parallel efficiency is time(1) / (T x time(T)).
void BM_OddsRuns(benchmark::State& state) {
  GeneratedBattle g;
  g.armies = {armyOfPoints(100), armyOfPoints(100)};
  g.boundsPerSide = 12;
  const BattleSetup setup = generateBattle(g);
  OddsOptions o;
  o.runs = static_cast<int>(state.range(0));
  o.threads = static_cast<int>(state.range(1));
  // CPU time of the whole process (every thread): equal work at any thread count means the
  // threads share nothing that costs; the wall time then shows what the machine gives them.
  const std::clock_t cpu0 = std::clock();
  for (auto _ : state) {
    const OddsReport r = runOdds(setup, o);
    benchmark::DoNotOptimize(r.wins);
  }
  state.counters["cpu_s_all_threads"] = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
  state.counters["runs/s"] = benchmark::Counter(
      static_cast<double>(state.iterations() * state.range(0)), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_OddsRuns)
    ->Args({1000, 1})
    ->Args({1000, static_cast<long>(std::max(1u, std::thread::hardware_concurrency()))})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

}  // namespace
