// One HFG bound (PIPs, moves, distant and close combat, end of bound) with 2 x N elements, to show how its cost grows with N.
#include <benchmark/benchmark.h>

#include <string>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

namespace {

using namespace hfg;
using namespace hfg::battle;

// Foot on a 400 x 200 p base, generals on 400 x 300 p, one command a side.
PlacedElement element(const std::string& id, const std::string& side, TroopType type, Vec2 at,
                      double heading) {
  return test::placedElement(id, side, side + "-cmd", type, at, heading, 400,
                             type == TroopType::CommandParty ? 300 : 200);
}

/// Two armies of `perSide` elements (a general and foot in lines of 40) on the 18,000 x 12,000 p
/// table: the western half of the front lines in contact, the eastern half 300 p apart.
BattleSetup armies(int perSide) {
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
  s.elements.push_back(element("blue-cp", "blue", TroopType::CommandParty, {9000, 600}, 90));
  s.elements.push_back(element("red-cp", "red", TroopType::CommandParty, {9000, 11400}, 270));
  for (int i = 0; i + 1 < perSide; ++i) {
    const double row = i / 40;
    const int col = i % 40;
    const double x = 1000 + 400 * col + 200;
    const double gap = col < 20 ? 0 : 300;
    s.elements.push_back(
        element("b" + std::to_string(i), "blue", TroopType::Bayonets, {x, 6000 - 300 * row}, 90));
    s.elements.push_back(element("r" + std::to_string(i), "red", TroopType::Bayonets,
                                 {x, 6000 + gap + 300 * row}, 270));
  }
  s.weather = TableWeather::Fair;
  return s;
}

/// The blue general advances his rearmost line 100 p each bound: a move checked against everything.
class RearLineAdvances final : public MoveSource {
 public:
  std::optional<MoveOrder> nextOrder(const Battle& battle) override {
    if (m_given) return std::nullopt;
    m_given = true;
    MoveOrder o;
    o.elementIds = {battle.elements().back().id()};
    const Footprint& fp = battle.elements().back().footprint;
    o.path = {fp.frontMid + fp.forward() * 100};
    return o;
  }

 private:
  bool m_given = false;
};

void BM_OneBound(benchmark::State& state) {
  const int perSide = static_cast<int>(state.range(0));
  const BattleSetup setup = armies(perSide);
  Dice seed(1812);
  for (auto _ : state) {
    state.PauseTiming();
    Battle battle(setup);
    RearLineAdvances moves;
    SeededDieSource dice(seed);
    state.ResumeTiming();
    playBound(battle, moves, dice);
    benchmark::DoNotOptimize(battle.logEntries().size());
  }
  state.counters["elements"] = 2.0 * perSide;
  state.counters["per_element_us"] = benchmark::Counter(
      2.0 * perSide * static_cast<double>(state.iterations()),
      benchmark::Counter::kIsRate | benchmark::Counter::kInvert, benchmark::Counter::OneK::kIs1000);
}

}  // namespace

BENCHMARK(BM_OneBound)->Arg(30)->Arg(60)->Arg(120)->Arg(240)->Unit(benchmark::kMillisecond);
