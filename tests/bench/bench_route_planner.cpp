// The campaign's hot path (C-8): shortest routes on a 5,000-node, 8,000-link stage map.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "core/campaign/route_planner.h"

namespace {

hfg::StageMap gridMap() {
  hfg::StageMap map;
  const int w = 100;
  const int h = 50;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      hfg::StageNode n;
      n.id = "n" + std::to_string(y * w + x);
      n.position = {x * 12000.0, y * 12000.0};
      map.nodes.push_back(n);
    }
  auto add = [&](int a, int b, double stages) {
    hfg::StageLink l;
    l.id = "l" + std::to_string(map.links.size());
    l.from = "n" + std::to_string(a);
    l.to = "n" + std::to_string(b);
    l.stages = stages;
    map.links.push_back(l);
  };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x + 1 < w; ++x)
      add(y * w + x, y * w + x + 1, 1.0 + ((x * 7 + y * 3) % 5) * 0.25);
  for (int y = 0; y + 1 < h && map.links.size() < 8000; ++y)
    for (int x = 0; x < w && map.links.size() < 8000; ++x)
      if ((x + y) % 8 < 5) add(y * w + x, (y + 1) * w + x, 1.0);
  return map;
}

}  // namespace

static void BM_RoutePlannerBuild(benchmark::State& state) {
  const hfg::StageMap map = gridMap();
  for (auto _ : state) {
    hfg::RoutePlanner planner(map);
    benchmark::DoNotOptimize(planner.nodeIndex("n0"));
  }
}
BENCHMARK(BM_RoutePlannerBuild);

static void BM_RoutePlannerCornerToCorner(benchmark::State& state) {
  const hfg::StageMap map = gridMap();
  const hfg::RoutePlanner planner(map);
  const std::vector<char> open(map.links.size(), 1);
  for (auto _ : state) benchmark::DoNotOptimize(planner.shortest("n0", "n4999", open));
}
BENCHMARK(BM_RoutePlannerCornerToCorner);
