// "Elements within R paces" with hundreds of elements: the grid index against a brute-force scan.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/spatial_index.h"
#include "core/dice/dice.h"

namespace {

std::vector<hfg::battle::Footprint> layout(int count) {
  hfg::Dice dice(1815);
  std::vector<hfg::battle::Footprint> out;
  for (int i = 0; i < count; ++i) {
    hfg::battle::Footprint fp;
    fp.frontMid = {static_cast<double>(dice.roll(18000)), static_cast<double>(dice.roll(12000))};
    fp.headingDeg = dice.roll(360);
    out.push_back(fp);
  }
  return out;
}

void BM_WithinGrid(benchmark::State& state) {
  const auto elements = layout(static_cast<int>(state.range(0)));
  hfg::battle::SpatialIndex index(800);
  for (std::size_t i = 0; i < elements.size(); ++i) index.insert(static_cast<int>(i), elements[i]);
  int q = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(index.neighboursOf(q, 600));
    q = (q + 1) % static_cast<int>(elements.size());
  }
}

void BM_WithinBruteForce(benchmark::State& state) {
  const auto elements = layout(static_cast<int>(state.range(0)));
  std::size_t q = 0;
  for (auto _ : state) {
    int found = 0;
    for (const auto& e : elements)
      if (hfg::battle::footprintDistance(e, elements[q]) <= 600) ++found;
    benchmark::DoNotOptimize(found);
    q = (q + 1) % elements.size();
  }
}

}  // namespace

BENCHMARK(BM_WithinGrid)->Arg(100)->Arg(400)->Arg(1000);
BENCHMARK(BM_WithinBruteForce)->Arg(100)->Arg(400)->Arg(1000);
