// C-6, C-27: a past dawn rebuilt from the log and the position history gives that dawn's dispatch.
#include "core/campaign/dawn_history.h"

#include <doctest/doctest.h>

#include <stdexcept>

#include "core/campaign/dispatch_report.h"
#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

/// Blue (two commands) marches east from a, red west from i; blue splits its cavalry off at
/// the first dawn, they meet, and the battle's result is given at a later dawn.
struct Campaign {
  CampaignFixture fx;
  std::vector<CampaignState> dawns;  ///< dawns[d - 1]: the state as it stood at dawn of day d
  CampaignState st;

  Campaign() {
    fx.chain({"a", "b", "c", "d", "e", "f", "g", "h", "i"});
    fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets});
    fx.command("blue", "cav", {TroopType::LightCavalry});
    fx.command("red", "rinf", {TroopType::Bayonets, TroopType::Bayonets});
    fx.force("b1", "blue", {"inf", "cav"}, "a").force("r1", "red", {"rinf"}, "i");
    st = fx.start();
    Dice dice(st.rngState);
    CampaignEngine engine(fx.scenario, st, dice);
    for (int day = 1; day <= 6; ++day) {
      if (day == 4) {  // the umpire types in the battle's result at this dawn
        REQUIRE(st.pendingBattles.size() == 1);
        BattleResult r;
        r.battle = st.pendingBattles[0].id;
        r.winner = "blue";
        r.boundsFought = 6;
        REQUIRE(engine.applyBattleResult(r).empty());
      }
      dawns.push_back(st);
      // A force held in a battle can only hold (C-28).
      auto goal = [&](const std::string& force, const std::string& node) {
        const Force* f = st.findForce(force);
        return goalFor(force, f && f->inBattle ? GoalKind::Hold : GoalKind::MarchTo, node);
      };
      SideOrders blue = sideOrders("blue", day, {goal("b1", "i")});
      if (day == 1) {
        SplitOrder split;
        split.force = "b1";
        split.newForce = "b2";
        split.newName = "Blue cavalry";
        split.commands = {"cav"};
        blue.splits.push_back(split);
      }
      blue.forces.push_back(goal("b2", day < 2 ? "c" : "a"));
      const SideOrders red = sideOrders("red", day, {goal("r1", "a")});
      auto errors = engine.runDay({blue, red});
      CAPTURE(day);
      REQUIRE(errors.empty());
    }
  }
};

/// What a dispatch shows of a force, and what the position records keep of it.
void checkSameForces(const std::vector<Force>& rebuilt, const std::vector<Force>& then) {
  REQUIRE(rebuilt.size() == then.size());
  for (std::size_t i = 0; i < then.size(); ++i) {
    CAPTURE(then[i].id);
    CHECK(rebuilt[i].id == then[i].id);
    CHECK(rebuilt[i].name == then[i].name);
    CHECK(rebuilt[i].side == then[i].side);
    CHECK(rebuilt[i].location == then[i].location);
    CHECK(rebuilt[i].inBattle == then[i].inBattle);
    CHECK(rebuilt[i].battle == then[i].battle);
    CHECK(rebuilt[i].mustRest == then[i].mustRest);
    CHECK(rebuilt[i].embarkedOn == then[i].embarkedOn);
  }
}

}  // namespace

TEST_CASE("C-27 a past dawn's dispatch, rebuilt from the log, equals the one written that dawn") {
  Campaign c;
  REQUIRE(c.st.day == 7);
  REQUIRE_FALSE(eventsOf(c.st, "C-16").empty());  // they met
  REQUIRE(c.st.resolvedBattles.size() == 1);
  for (int day = 1; day <= 7; ++day) {
    const CampaignState& then = day == 7 ? c.st : c.dawns[static_cast<std::size_t>(day - 1)];
    const CampaignState rebuilt = stateAtDawn(c.st, day);
    CAPTURE(day);
    CHECK(rebuilt.day == day);
    CHECK(rebuilt.period == Period::Morning);
    CHECK(rebuilt.weather == then.weather);
    checkSameForces(rebuilt.forces, then.forces);  // b2 only from day 2: split at dawn 1
    CHECK(rebuilt.pendingBattles == then.pendingBattles);
    CHECK(rebuilt.log == then.log);
    CHECK(rebuilt.positionHistory == then.positionHistory);
    for (const char* side : {"blue", "red"}) {
      CAPTURE(side);
      CHECK(dawnDispatch(c.fx.scenario, rebuilt, side) == dawnDispatch(c.fx.scenario, then, side));
    }
  }
}

TEST_CASE("C-9 the weather at a past dawn follows the last throw before it") {
  Campaign c;
  for (int day = 1; day <= 7; ++day) {
    const CampaignState& then = day == 7 ? c.st : c.dawns[static_cast<std::size_t>(day - 1)];
    CHECK(stateAtDawn(c.st, day).weather == then.weather);
  }
  // Whatever the dice gave above, hand-made throws: rain from the night of day 1 (an
  // afternoon's 1) or going on at the start of the night leave dawn 2 raining; stopping then
  // leaves it fine.
  CampaignState st = c.st;
  st.log.clear();
  st.log.push_back({1, Period::Afternoon, "C-9", "weather", {}, "", {1}, "rain", "", "", {}});
  st.log.push_back({2, Period::Morning, "C-9", "weather", {}, "", {2}, "on", "", "", {}});
  CHECK(stateAtDawn(st, 2).weather.raining);
  CHECK(stateAtDawn(st, 2).weather.roadsAffected);
  st.log.back() = {1, Period::Night, "C-9", "weather", {}, "", {5}, "stops", "", "", {}};
  CHECK_FALSE(stateAtDawn(st, 2).weather.raining);
  CHECK_FALSE(stateAtDawn(st, 2).weather.roadsAffected);
  st.log.back() = {1, Period::Night, "C-9", "weather", {}, "", {3}, "goes on", "", "", {}};
  CHECK(stateAtDawn(st, 2).weather.raining);
  st.log.back() = {1, Period::Afternoon, "C-9", "weather", {}, "", {4}, "fine", "", "", {}};
  CHECK_FALSE(stateAtDawn(st, 2).weather.raining);
}

TEST_CASE("C-27 a dawn that has not come, or day 0, is refused naming the days there are") {
  Campaign c;
  CHECK_THROWS_WITH_AS(stateAtDawn(c.st, 8), doctest::Contains("from 1 to 7"),
                       std::invalid_argument);
  CHECK_THROWS_AS(stateAtDawn(c.st, 0), std::invalid_argument);
  CHECK(stateAtDawn(c.st, 7) == c.st);  // the state's own dawn is the state
}
