// C-9 weather, C-22 works and bridges, C-26 determinism, C-27 the log.
#include <doctest/doctest.h>

#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

/// The first seed whose first two dice satisfy `want` (searching is deterministic).
template <typename Pred>
std::uint64_t seedWhere(Pred want) {
  for (std::uint64_t s = 1;; ++s) {
    Dice d(s);
    const int a = d.d6();
    const int b = d.d6();
    if (want(a, b)) return s;
  }
}

CampaignFixture quiet() {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"}, LinkKind::BadRoad);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "a");
  return fx;
}

}  // namespace

TEST_CASE(
    "C-9 the weather is diced at the end of each fine afternoon; 1 brings rain from the night") {
  auto fx = quiet();
  const auto seed = seedWhere([](int a, int b) { return a == 1 && b <= 3; });
  CampaignState st = fx.start();
  Dice dice(seed);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();  // morning: no weather die while it is fine
  CHECK(eventsOf(st, "C-9").empty());
  engine.runPeriod();  // afternoon ends with the die: 1
  auto w = eventsOf(st, "C-9");
  REQUIRE(w.size() == 1);
  CHECK(w[0].dice == std::vector<int>{1});
  CHECK(w[0].period == Period::Afternoon);
  CHECK(st.weather.raining);
  CHECK(st.weather.roadsAffected);
  engine.runPeriod();  // night: the first rainy period has no "rain stops" die
  CHECK(eventsOf(st, "C-9").size() == 1);
  engine.runPeriod();  // day 2 morning: second die is 1..3, the rain goes on
  w = eventsOf(st, "C-9");
  REQUIRE(w.size() == 2);
  CHECK(w[1].day == 2);
  CHECK(w[1].dice[0] <= 3);
  CHECK(st.weather.raining);
}

TEST_CASE("C-9 a 4 or more stops the rain but the roads stay affected to the end of that period") {
  auto fx = quiet();
  const auto seed = seedWhere([](int a, int b) { return a == 1 && b >= 4; });
  CampaignState st = fx.start();
  Dice dice(seed);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.runDay({}).empty());
  CHECK(st.weather.raining);
  // Day 2 morning: the rain stops at the start, yet a bad-road march is still cut (C-11).
  REQUIRE(
      engine.setOrders({sideOrders("blue", 2, {stepsFor("f", {march({"a", "b", "c"})})})}).empty());
  engine.runPeriod();
  CHECK_FALSE(st.weather.raining);
  CHECK_FALSE(st.weather.roadsAffected);  // cleared when the period ended
  CHECK(st.findForce("f")->location.node == "b");
  CHECK(eventsOf(st, "C-11").size() == 1);
}

TEST_CASE("C-22 entrenchments take 1 period, redoubts 2; they are the defender's works in battle") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("f", "blue", {"inf"}, "a").force("r", "red", {"cav"}, "c");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1,
                  {stepsFor("f", {work(WorkTask::Entrench), work(WorkTask::Redoubt), rest()})})})
              .empty());
  engine.runPeriod();
  REQUIRE(st.works.size() == 1);
  CHECK(st.works[0] == BuiltWork{"a", {WorkKind::Entrenchment, "blue"}, 1});  // on day 1
  engine.runPeriod();
  CHECK(st.works.size() == 1);  // the redoubt needs 2 periods
  engine.runPeriod();           // rest: progress is kept
  REQUIRE(engine
              .setOrders({sideOrders("blue", 2, {stepsFor("f", {work(WorkTask::Redoubt)})}),
                          sideOrders("red", 2, {stepsFor("r", {rest(), march({"c", "b", "a"})})})})
              .empty());
  engine.runPeriod();
  REQUIRE(st.works.size() == 2);
  CHECK(st.works[1].work.kind == WorkKind::Redoubt);
  engine.runPeriod();  // red arrives at a: blue was there first and fights behind its works
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].defenderSide == "blue");
  CHECK(st.pendingBattles[0].works.size() == 2);
}

TEST_CASE("C-22 breaking a bridge takes 1 period and closes the road; building one takes 3") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.scenario.map.links[1].riverName = "Elbe";
  fx.scenario.map.links[1].bridge = BridgeState::Intact;
  fx.command("blue", "eng", {TroopType::Pontooneers});
  fx.force("f", "blue", {"eng"}, "b");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine
          .setOrders({sideOrders("blue", 1, {stepsFor("f", {work(WorkTask::BreakBridge, "b-c")})})})
          .empty());
  engine.runPeriod();
  REQUIRE(st.bridges.size() == 1);
  CHECK(st.bridges[0] == BridgeChange{"b-c", BridgeState::Broken, 1, Period::Morning, "blue"});
  auto ev = eventsOf(st, "C-22");
  REQUIRE(ev.size() == 1);
  CHECK(ev[0].side == "blue");  // C-6: the enemy sees the bridge once the lag has passed
  // Repair: 2 periods (morning and afternoon of day 2).
  engine.runPeriod();
  engine.runPeriod();
  REQUIRE(engine
              .runDay({sideOrders("blue", 2,
                                  {stepsFor("f", {work(WorkTask::RepairBridge, "b-c"),
                                                  work(WorkTask::RepairBridge, "b-c")})})})
              .empty());
  REQUIRE(st.bridges.size() == 2);  // every change is kept, in order (C-6)
  CHECK(st.bridges[1] == BridgeChange{"b-c", BridgeState::Intact, 2, Period::Afternoon, "blue"});
}

TEST_CASE("C-22 a new bridge takes 3 periods of pontooneer work, kept through the rest period") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.scenario.map.links[1].riverName = "Elbe";  // no bridge
  fx.command("blue", "eng", {TroopType::Pontooneers});
  fx.force("f", "blue", {"eng"}, "b");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  const Step build = work(WorkTask::BuildBridge, "b-c");
  REQUIRE(engine.runDay({sideOrders("blue", 1, {stepsFor("f", {build, build, rest()})})}).empty());
  CHECK(st.bridges.empty());
  CHECK(st.findForce("f")->taskPeriodsDone == 2);
  REQUIRE(engine.setOrders({sideOrders("blue", 2, {stepsFor("f", {build})})}).empty());
  engine.runPeriod();
  REQUIRE(st.bridges.size() == 1);
  CHECK(st.bridges[0].bridge == BridgeState::Intact);
}

namespace {

CampaignState playThreeDays(std::uint64_t seed) {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e", "f", "g"}, LinkKind::BadRoad);
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Smoothbore});
  fx.command("blue", "cav", {TroopType::LightCavalry});
  fx.command("red", "rinf", {TroopType::Muskets});
  fx.force("b1", "blue", {"inf"}, "a")
      .force("b2", "blue", {"cav"}, "a")
      .force("r1", "red", {"rinf"}, "g");
  fx.scenario.settings.seed = seed;
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  for (int day = 1; day <= 3; ++day) {
    // Forces in a battle can only hold (C-28), so they get no march orders.
    auto goal = [&](const std::string& force, const std::string& to) {
      const Force* f = st.findForce(force);
      return f && f->inBattle ? goalFor(force, GoalKind::Hold)
                              : goalFor(force, GoalKind::MarchTo, to);
    };
    auto errors = engine.runDay({sideOrders("blue", day, {goal("b2", "g"), goal("b1", "g")}),
                                 sideOrders("red", day, {goal("r1", "a")})});
    REQUIRE(errors.empty());
  }
  return st;
}

}  // namespace

TEST_CASE("C-26 the same scenario, seed and orders give the same campaign") {
  const CampaignState a = playThreeDays(99);
  const CampaignState b = playThreeDays(99);
  CHECK(a == b);
  CHECK(a.log == b.log);
  CHECK(a.rngState == b.rngState);
  CHECK_FALSE(a.pendingBattles.empty());  // the armies met on the way
  // Another seed throws other weather dice.
  const CampaignState c = playThreeDays(100);
  CHECK(c.rngState != a.rngState);
}

TEST_CASE(
    "C-27 every event has day, period, rule and its dice; the weather dice add up to the "
    "generator's") {
  const CampaignState st = playThreeDays(99);
  std::vector<int> thrown;
  for (const auto& e : st.log) {
    CHECK(e.day >= 1);
    CHECK(e.rule.rfind("C-", 0) == 0);
    CHECK_FALSE(e.kind.empty());
    CHECK_FALSE(e.text.empty());
    thrown.insert(thrown.end(), e.dice.begin(), e.dice.end());
  }
  // Every die the generator gave is in the log, in order (C-26, C-27).
  Dice replay(99);
  std::vector<int> expected;
  for (std::size_t i = 0; i < thrown.size(); ++i) expected.push_back(replay.d6());
  CHECK(thrown == expected);
  CHECK(replay.state() == st.rngState);
}
