// Many random small campaigns: the engine never crashes and keeps the rules' invariants
// (C-10 daily totals, C-16 opposing forces never share a place without a battle, C-26).
#include <doctest/doctest.h>

#include <cmath>

#include "core/campaign/force_roster.h"
#include "core/campaign/state_check.h"
#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

const TroopType kTypes[] = {TroopType::Bayonets,   TroopType::LightCavalry, TroopType::Muskets,
                            TroopType::Smoothbore, TroopType::Cuirassiers,  TroopType::Rifles};

CampaignFixture randomCampaign(Dice& rng) {
  CampaignFixture fx;
  const int n = 25;
  for (int i = 0; i < n; ++i) fx.node("n" + std::to_string(i), rng.roll(100), rng.roll(100));
  // A spanning chain, then extra links; some bad roads, some longer links.
  auto kind = [&]() { return rng.d6() <= 2 ? LinkKind::BadRoad : LinkKind::GoodRoad; };
  for (int i = 1; i < n; ++i) {
    const int j = rng.roll(i) - 1;
    fx.link("n" + std::to_string(j), "n" + std::to_string(i), kind(), rng.d6() == 6 ? 1.5 : 1.0);
  }
  for (int k = 0; k < 15; ++k) {
    const int a = rng.roll(n) - 1;
    const int b = rng.roll(n) - 1;
    if (a != b) fx.link("n" + std::to_string(a), "n" + std::to_string(b), kind(), 1.0);
  }
  for (const char* side : {"blue", "red"})
    for (int f = 0; f < 4; ++f) {
      const std::string c = std::string(side) + std::to_string(f);
      std::vector<TroopType> types;
      const int count = rng.roll(6);
      for (int e = 0; e < count; ++e) types.push_back(kTypes[rng.roll(6) - 1]);
      fx.command(side, c, types);
      fx.force("f-" + c, side, {c}, "n" + std::to_string(rng.roll(n) - 1));
    }
  return fx;
}

}  // namespace

TEST_CASE("C-16 C-10 C-26 random campaigns keep the invariants") {
  int battles = 0;
  int avoidances = 0;
  for (std::uint64_t seed = 1; seed <= 25; ++seed) {
    Dice rng(seed * 7919);
    CampaignFixture fx = randomCampaign(rng);
    CampaignState st = fx.start();
    Dice dice(seed);
    CampaignEngine engine(fx.scenario, st, dice);
    for (int day = 1; day <= 4; ++day) {
      std::vector<SideOrders> orders;
      for (const char* side : {"blue", "red"}) {
        SideOrders so = sideOrders(side, day, {});
        for (const auto& f : st.forces) {
          if (f.side != side) continue;
          if (f.inBattle) {
            so.forces.push_back(goalFor(f.id, GoalKind::Hold));
            continue;
          }
          const GoalKind kind = rng.d6() <= 2 ? GoalKind::MarchToAvoidingBattle : GoalKind::MarchTo;
          so.forces.push_back(
              goalFor(f.id, kind, "n" + std::to_string(rng.roll(25) - 1), rng.d6() == 6));
        }
        orders.push_back(so);
      }
      auto errors = engine.setOrders(orders);
      if (!errors.empty()) FAIL(describe(errors.front()));
      for (int p = 0; p < 3; ++p) {
        engine.runPeriod();
        REQUIRE(checkCampaignState(fx.scenario, st).empty());
        for (const auto& f : st.forces) {
          const MarchRate rate = forceMarchRate(fx.scenario, st, f);
          CHECK(f.stagesToday <= rate.perDayStages + 1e-9);
          CHECK(f.activePeriodsInRow <= 2);  // C-14
        }
        // C-16: opposing forces at one node are always in a battle there.
        for (const auto& a : st.forces)
          for (const auto& b : st.forces)
            if (a.side != b.side && a.location.atNode() && a.location.node == b.location.node) {
              CHECK(a.inBattle);
              CHECK(b.inBattle);
            }
        // Resolve every battle at once: the defender wins after 6 bounds. A battle met in the
        // night is fought from dawn, so its result waits for that morning to run (C-20).
        for (const BattleMeeting& b : std::vector<BattleMeeting>(st.pendingBattles)) {
          const bool waiting = std::any_of(st.resultsWaiting.begin(), st.resultsWaiting.end(),
                                           [&](const BattleResult& w) { return w.battle == b.id; });
          if (waiting) {
            CHECK(periodIndexOf(b.day, static_cast<Period>(b.period)) >=
                  periodIndexOf(st.day, st.period));
            continue;
          }
          BattleResult r;
          r.battle = b.id;
          r.winner = b.defenderSide;
          r.boundsFought = 6;
          r.routStages = 1 + static_cast<int>(seed % 2);
          auto bad = engine.applyBattleResult(r);
          if (!bad.empty()) FAIL(bad.front());
        }
      }
    }
    for (const auto& e : st.log) {
      if (e.rule == "C-28" && e.kind == "battle") ++battles;
      if (e.rule == "C-18") ++avoidances;
    }
  }
  // The random campaigns did fight (so the checks above were exercised).
  CHECK(battles > 10);
  MESSAGE("battles: " << battles << ", avoidances: " << avoidances);
}
