// The hot seat's legal move area (moveReach): a few hundred planMove checks for one element or a line group, as the armies grow.
#include <benchmark/benchmark.h>

#include <string>

#include "core/battle/hfg/bound/battle_state.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"
#include "core/battle/hfg/moves/move_reach.h"

namespace {

using namespace hfg;
using namespace hfg::battle;

// Foot on a 400 x 200 p base, generals on 400 x 300 p, one command a side.
PlacedElement element(const std::string& id, const std::string& side, TroopType type, Vec2 at,
                      double heading) {
  return test::placedElement(id, side, side + "-cmd", type, at, heading, 400,
                             type == TroopType::CommandParty ? 300 : 200);
}

/// Two armies of `perSide` elements in lines of 40, 1,000 p apart, lines 220 p deep; the generals
/// behind them.
Battle armies(int perSide) {
  BattleSetup s;
  s.year = 1812;
  s.tableSize = TableSize::Paired;
  s.sides[0] = {
      "blue", "",
      true,   BaseEdge::South,
      2,      {{"blue-cmd", "", GeneralQuality::Ordinary, false, true, "blue-cp", std::nullopt}}};
  s.sides[1] = {
      "red", "",
      false, BaseEdge::North,
      2,     {{"red-cmd", "", GeneralQuality::Ordinary, false, true, "red-cp", std::nullopt}}};
  s.elements.push_back(element("blue-cp", "blue", TroopType::CommandParty, {9000, 1000}, 90));
  s.elements.push_back(element("red-cp", "red", TroopType::CommandParty, {9000, 11400}, 270));
  for (int i = 0; i + 1 < perSide; ++i) {
    const double row = i / 40;
    const double x = 1000 + 400 * (i % 40) + 200;
    s.elements.push_back(
        element("b" + std::to_string(i), "blue", TroopType::Bayonets, {x, 6000 - 220 * row}, 90));
    s.elements.push_back(
        element("r" + std::to_string(i), "red", TroopType::Bayonets, {x, 7000 + 220 * row}, 270));
  }
  s.weather = TableWeather::Fair;
  Battle b(s);
  b.pipsLeft("blue-cmd") = 6;
  return b;
}

void BM_MoveReachSingle(benchmark::State& state) {
  const Battle b = armies(static_cast<int>(state.range(0)));
  ReachOptions options;
  options.elementIds = {"b20"};  // the middle of the first line
  std::size_t samples = 0;
  for (auto _ : state) {
    const MoveReach reach = moveReach(b, options);
    samples = reach.samples.size();
    benchmark::DoNotOptimize(reach);
  }
  state.counters["samples"] = static_cast<double>(samples);
}
BENCHMARK(BM_MoveReachSingle)->Arg(40)->Arg(200)->Arg(800)->Unit(benchmark::kMillisecond);

void BM_MoveReachLineGroup(benchmark::State& state) {
  const Battle b = armies(static_cast<int>(state.range(0)));
  ReachOptions options;
  options.elementIds = {"b20", "b21", "b22"};
  for (auto _ : state) benchmark::DoNotOptimize(moveReach(b, options));
}
BENCHMARK(BM_MoveReachLineGroup)->Arg(40)->Arg(800)->Unit(benchmark::kMillisecond);

}  // namespace
