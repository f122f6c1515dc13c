// The cost of one die throw: the campaign and the battle resolver throw millions.
#include <benchmark/benchmark.h>

#include "core/dice/dice.h"

static void BM_DiceD6(benchmark::State& state) {
  hfg::Dice dice(1);
  for (auto _ : state) benchmark::DoNotOptimize(dice.d6());
}
BENCHMARK(BM_DiceD6);
