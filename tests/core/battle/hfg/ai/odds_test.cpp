// Odds reports: Wilson intervals worked by hand, quartiles and histogram of battle length, verdicts and thread independence.
#include <doctest/doctest.h>

#include <stdexcept>

#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/odds.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("wilsonInterval: 0 of 10 and 5 of 10 at 95%") {
  // 0/10: centre = (z^2/2n)/(1+z^2/n) = 0.19208/1.38416 = 0.13877 = half width.
  const Interval none = wilsonInterval(0, 10);
  CHECK(none.low == doctest::Approx(0).epsilon(1e-9));
  CHECK(none.high == doctest::Approx(0.2775).epsilon(1e-3));
  // 5/10: half = 1.96 sqrt(0.025 + 0.009604) / 1.38416 = 0.2634.
  const Interval half = wilsonInterval(5, 10);
  CHECK(half.low == doctest::Approx(0.2366).epsilon(1e-3));
  CHECK(half.high == doctest::Approx(0.7634).epsilon(1e-3));
  const Interval all = wilsonInterval(1000, 1000);
  CHECK(all.low > 0.996);
  CHECK(all.high == doctest::Approx(1.0));
}

TEST_CASE(
    "oddsFromRuns: wins, draws, quartiles, histogram, expected losses and the commonest way of "
    "losing") {
  std::vector<RunSummary> runs(5);
  const int bounds[] = {2, 4, 6, 8, 10};
  const int winners[] = {0, 0, 1, -1, 0};
  for (std::size_t i = 0; i < 5; ++i) {
    runs[i].bounds = bounds[i];
    runs[i].winner = winners[i];
    runs[i].lostEeByArm[1]["foot"] = 2;
    if (winners[i] == 0)
      runs[i].wayLost[1] = i == 4 ? "mounted losses heaviest" : "foot losses heaviest";
  }
  const OddsReport r = oddsFromRuns({"blue", "red"}, runs);
  CHECK(r.runs == 5);
  CHECK(r.wins[0] == 3);
  CHECK(r.wins[1] == 1);
  CHECK(r.draws == 1);
  // Nearest-rank below: q1 = sorted[floor(0.25 * 4)] = 4, median 6, q3 8.
  CHECK(r.length.min == 2);
  CHECK(r.length.q1 == 4);
  CHECK(r.length.median == 6);
  CHECK(r.length.q3 == 8);
  CHECK(r.length.max == 10);
  CHECK(r.length.mean == doctest::Approx(6));
  CHECK(r.length.binWidth == 2);
  REQUIRE(r.length.histogram.size() == 5);
  CHECK(r.length.histogram[0] == std::pair{2, 1});
  CHECK(r.expectedLostEe[1] == doctest::Approx(2));
  CHECK(r.expectedLostEeByArm[1].at("foot") == doctest::Approx(2));
  CHECK(r.commonestWayLost[1] == "foot losses heaviest");
  CHECK(r.commonestWayLostRuns[1] == 2);
  CHECK(r.verdict[0] == "even or undecided");
}

TEST_CASE("oddsFromRuns: no wins in 200 runs and 200 defeats is certain defeat") {
  std::vector<RunSummary> runs(200);
  for (auto& r : runs) r.winner = 0;
  const OddsReport r = oddsFromRuns({"blue", "red"}, runs);
  CHECK(r.verdict[1] == "certain defeat");
  CHECK(r.verdict[0] == "certain victory");
}

TEST_CASE(
    "runOdds: run i's dice depend on the seed and i only, so the report ignores the thread count") {
  GeneratedBattle g;
  g.armies[0] = ArmySpec{2, 1, 0, 0};
  g.armies[1] = ArmySpec{2, 1, 0, 0};
  g.boundsPerSide = 4;
  const BattleSetup setup = generateBattle(g);
  OddsOptions one;
  one.runs = 12;
  one.threads = 1;
  one.seed = 99;
  OddsOptions three = one;
  three.threads = 3;
  const OddsReport a = runOdds(setup, one);
  const OddsReport b = runOdds(setup, three);
  CHECK(describeOdds(a) == describeOdds(b));
  CHECK(a.wins == b.wins);
  CHECK(a.length.histogram == b.length.histogram);
  OddsOptions bad = one;
  bad.runs = 0;
  CHECK_THROWS_AS(runOdds(setup, bad), std::invalid_argument);
}
