// Issue #16: the campaign rules that did not hold in play, each through the engine's own
// periods (C-6, C-13, C-17, C-20, C-21, C-23, C-24, C-27).
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>

#include "core/campaign/auto_orders.h"
#include "core/campaign/force_roster.h"
#include "core/mail/order_seal.h"
#include "core/campaign/side_view.h"
#include "core/mail/side_view_io.h"
#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

const KnownEnemyForce* seen(const SideView& view, const std::string& force) {
  for (const auto& k : view.enemy)
    if (k.force == force) return &k;
  return nullptr;
}

bool logHas(const CampaignState& st, const std::string& rule, const std::string& text) {
  return std::any_of(st.log.begin(), st.log.end(), [&](const CampaignEvent& e) {
    return e.rule == rule && e.text.find(text) != std::string::npos;
  });
}

Step kind(StepKind k) {
  Step s;
  s.kind = k;
  return s;
}

Step sail(std::vector<std::string> route) {
  Step s;
  s.kind = StepKind::Sail;
  s.route = std::move(route);
  return s;
}

SideOrders withSplit(SideOrders o, SplitOrder split) {
  o.splits.push_back(std::move(split));
  return o;
}

/// Blue's "inf" (4 Bayonets) at a; red's cavalry far off at g.
CampaignFixture twoSides() {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e", "f", "g"});
  fx.command("blue", "inf",
             {TroopType::Bayonets, TroopType::Bayonets, TroopType::Bayonets, TroopType::Bayonets});
  fx.command("blue", "inf2", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b1", "blue", {"inf"}, "a").force("b2", "blue", {"inf2"}, "a");
  fx.force("r1", "red", {"cav"}, "g");
  return fx;
}

}  // namespace

// ---- C-6 ----

TEST_CASE("C-6 a split at dawn is not seen by the enemy until the lag has passed") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  SplitOrder split{"b1", "splinter", "The Splinter Column", {}, {"inf-1", "inf-2"}};
  REQUIRE(engine
              .runDay({withSplit(sideOrders("blue", 1, {stepsFor("splinter", {march({"a", "b"})})}),
                                 split)})
              .empty());
  // Dawn of day 2: red sees blue as it stood at dawn of day 1, before the split.
  SideView red = buildSideView(fx.scenario, st, "red");
  REQUIRE(seen(red, "b1"));
  CHECK(seen(red, "b1")->elementCount == 5);
  CHECK_FALSE(seen(red, "splinter"));
  const std::string bytes = sideViewFileText(exportSideView(fx.scenario, st, "red"));
  CHECK(bytes.find("splinter") == std::string::npos);
  CHECK(bytes.find("The Splinter Column") == std::string::npos);
  // Dawn of day 3: the day-2 dawn records show the detachment at b and the parent at a.
  REQUIRE(engine.runDay({sideOrders("blue", 2, {})}).empty());
  red = buildSideView(fx.scenario, st, "red");
  REQUIRE(seen(red, "splinter"));
  CHECK(seen(red, "splinter")->location.node == "b");
  CHECK(seen(red, "splinter")->elementCount == 2);
  CHECK(seen(red, "b1")->elementCount == 3);
}

TEST_CASE("C-6 a merge at dawn is not seen by the enemy until the lag has passed") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  SideOrders blue = sideOrders("blue", 1, {});
  blue.merges.push_back({"b2", "b1"});
  REQUIRE(engine.runDay({blue}).empty());
  REQUIRE_FALSE(st.findForce("b2"));
  const SideView red = buildSideView(fx.scenario, st, "red");
  REQUIRE(seen(red, "b2"));  // still there as far as red knows
  CHECK(seen(red, "b2")->elementCount == 2);
  REQUIRE(seen(red, "b1"));
  CHECK(seen(red, "b1")->elementCount == 5);
}

TEST_CASE("C-6 a force out of a battle is known where the battle left it, then by the lag") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e", "f"});
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "e");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  // Red rides west through c; after its rout it rides on by night (its private march).
  REQUIRE(engine.setOrders({sideOrders("red", 1, {goalFor("r", GoalKind::MarchTo, "a", true)})})
              .empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  BattleResult result;
  result.battle = st.pendingBattles[0].id;
  result.winner = "blue";
  result.boundsFought = 8;
  result.routStages = 2;
  result.routRoute = {"c", "d", "e"};
  REQUIRE(engine.applyBattleResult(result).empty());
  REQUIRE(st.findForce("r")->location.node == "e");
  engine.runPeriod();  // afternoon: red rests after its rout (C-21)
  engine.runPeriod();  // night: red rides 1 stage towards a, unseen
  REQUIRE(st.findForce("r")->location.node == "d");
  SideView blue = buildSideView(fx.scenario, st, "blue");
  REQUIRE(seen(blue, "r"));
  CHECK(seen(blue, "r")->location.node == "e");  // where its rout ended, not d
  CHECK(seen(blue, "r")->inOrAfterBattle);
  CHECK(seen(blue, "r")->asOfPeriod == Period::Afternoon);
  // A day later the lag has passed the battle: red is seen as at dawn of day 2, at d.
  REQUIRE(engine.runDay({sideOrders("red", 2, {stepsFor("r", {rest()})})}).empty());
  blue = buildSideView(fx.scenario, st, "blue");
  REQUIRE(seen(blue, "r"));
  CHECK(seen(blue, "r")->location.node == "d");
  CHECK_FALSE(seen(blue, "r")->inOrAfterBattle);
}

TEST_CASE("C-6 a bridge broken is known to the enemy only as the lag passes") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d"});
  fx.scenario.map.links[1].riverName = "Elbe";
  fx.scenario.map.links[1].bridge = BridgeState::Intact;
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "a").force("r", "red", {"cav"}, "c");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  const std::string link = fx.scenario.map.links[1].id;  // b-c
  REQUIRE(
      engine.setOrders({sideOrders("red", 1, {stepsFor("r", {work(WorkTask::BreakBridge, link)})})})
          .empty());
  engine.runPeriod();
  REQUIRE(st.bridges.size() == 1);
  auto blueKnows = [&] {
    const SideView v = buildSideView(fx.scenario, st, "blue");
    const std::string bytes = sideViewFileText(exportSideView(fx.scenario, st, "blue"));
    return std::pair{!v.bridges.empty(), bytes.find("broken") != std::string::npos};
  };
  CHECK(blueKnows() == std::pair{false, false});
  CHECK(buildSideView(fx.scenario, st, "red").bridges.size() == 1);
  engine.runPeriod();
  engine.runPeriod();
  CHECK(blueKnows() == std::pair{false, false});  // dawn of day 2: as at dawn of day 1
  // Blue may still write a march over it (it does not know), and halts at the river.
  REQUIRE(engine
              .setOrders({sideOrders("blue", 2, {stepsFor("b", {march({"a", "b", "c"})})}),
                          sideOrders("red", 2, {})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("b")->location.node == "b");
  CHECK(logHas(st, "C-3", "closed"));
  engine.runPeriod();
  engine.runPeriod();
  CHECK(blueKnows() == std::pair{true, true});  // dawn of day 3: the morning of day 1 is past
}

TEST_CASE("C-6 enemy works are seen once the lag has passed, never before") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "rinf", {TroopType::Muskets});
  fx.force("b", "blue", {"inf"}, "a").force("r", "red", {"rinf"}, "c");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine.runDay({sideOrders("red", 1, {stepsFor("r", {work(WorkTask::Entrench)})})}).empty());
  CHECK(buildSideView(fx.scenario, st, "blue").enemyWorks.empty());
  REQUIRE(engine.runDay({}).empty());
  const SideView blue = buildSideView(fx.scenario, st, "blue");
  REQUIRE(blue.enemyWorks.size() == 1);
  CHECK(blue.enemyWorks[0].node == "c");
}

// ---- C-13 ----

namespace {

/// Blue commands at a on a chain a-b-c: "big" has 14 elements and a general, "s1", "s2", "s3"
/// one element each.
CampaignFixture capacity() {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d"});
  fx.command("blue", "big", std::vector<TroopType>(13, TroopType::Bayonets));
  for (const char* c : {"s1", "s2", "s3"}) fx.command("blue", c, {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("r", "red", {"cav"}, "d");
  return fx;
}

}  // namespace

TEST_CASE("C-13 a single force over the stage limit cannot march: it must split") {
  auto fx = capacity();
  fx.force("three", "blue", {"s1", "s2", "s3"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors = engine.validate({sideOrders("blue", 1, {stepsFor("three", {march({"a", "b"})})})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-13");
  errors = engine.validate({sideOrders("blue", 1, {goalFor("three", GoalKind::MarchTo, "c")})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-13");
  // The umpire's default orders split it into parts within the limit, which queue on the road.
  const SideOrders auto1 = autoOrders(fx.scenario, st, engine.planner(), "blue");
  CHECK(auto1.splits.size() == 1);
}

TEST_CASE("C-13 two forces within 2 commands but over 15 elements: the second waits") {
  auto fx = capacity();
  fx.force("x", "blue", {"big"}, "a").force("y", "blue", {"s1"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine
          .setOrders({sideOrders(
              "blue", 1, {stepsFor("x", {march({"a", "b"})}), stepsFor("y", {march({"a", "b"})})})})
          .empty());
  engine.runPeriod();
  CHECK(st.findForce("x")->location.node == "b");
  CHECK(st.findForce("y")->location.node == "a");  // 14 + 2 elements > 15
  CHECK(logHas(st, "C-13", "the stage is full (1 commands, 14 elements)"));
}

TEST_CASE("C-13 forces within 15 elements but over 2 commands: the third waits") {
  auto fx = capacity();
  fx.force("x", "blue", {"s1", "s2"}, "a").force("y", "blue", {"s3"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1,
                  {goalFor("x", GoalKind::MarchTo, "b"), goalFor("y", GoalKind::MarchTo, "b")})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("x")->location.node == "b");
  CHECK(st.findForce("y")->location.node == "a");  // goal-planned, it waits all the same
}

TEST_CASE("C-13 a force part way along a link counts on that stage and waits where it is") {
  auto fx = capacity();
  fx.scenario.map.links[0].stages = 2;  // a-b
  fx.force("x", "blue", {"big"}, "a").force("y", "blue", {"s1", "s2"}, "a");
  CampaignState st = fx.start();
  Location mid;
  mid.link = fx.scenario.map.links[0].id;
  mid.towards = "b";
  mid.stagesFromStart = 0.5;
  st.findForce("y")->location = mid;
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1,
                  {goalFor("x", GoalKind::MarchTo, "b"), goalFor("y", GoalKind::MarchTo, "b")})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("y")->location == mid);  // 14 + 3 elements: it waits on the road
  CHECK(logHas(st, "C-13", "where it is on the road"));
}

TEST_CASE("C-13 a merged force over the limit cannot march") {
  auto fx = capacity();
  fx.force("x", "blue", {"s1", "s2"}, "a").force("y", "blue", {"s3"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  SideOrders o = sideOrders("blue", 1, {stepsFor("x", {march({"a", "b"})})});
  o.merges.push_back({"y", "x"});
  const auto errors = engine.validate({o});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-13");
}

TEST_CASE("C-13 the default orders split a large force and its parts queue on the road") {
  auto fx = capacity();
  fx.command("blue", "big2", std::vector<TroopType>(13, TroopType::Bayonets));
  fx.force("x", "blue", {"big", "big2"}, "a");
  fx.scenario.objectives.push_back({"c", "blue", 1});
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  const SideOrders o = autoOrders(fx.scenario, st, engine.planner(), "blue");
  REQUIRE(o.splits.size() == 1);
  REQUIRE(engine.setOrders({o}).empty());
  engine.runPeriod();
  const Force* part = st.findForce(o.splits[0].newForce);
  REQUIRE(part);
  CHECK(st.findForce("x")->location.node != "a");
  CHECK(part->location.node == "a");  // it waits while the first part takes the stage
  engine.runPeriod();
  CHECK(part->location.node != "a");
}

// ---- C-17 ----

TEST_CASE("C-17 a force standing at a node when the enemy comes defends") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e"});
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "e");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine.setOrders({sideOrders("red", 1, {stepsFor("r", {march({"e", "d", "c"})})})}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].defenderSide == "blue");
  CHECK(st.pendingBattles[0].defenderDice.empty());
}

TEST_CASE("C-17 a force standing at a node defends against an enemy that detrains there") {
  // Red comes by rail to the station blue holds: it is there at the period's start, blue stood
  // there before it (be09cb5 threw the C-17 dice: both "there at time 0").
  CampaignFixture fx;
  fx.node("s1", 0, 0, false, true).node("s2", 120, 0, false, true);
  fx.link("s1", "s2", LinkKind::Railway, 10);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "s2").force("r", "red", {"cav"}, "s1");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  Step entrain = kind(StepKind::Entrain);
  entrain.target = "s2";
  REQUIRE(engine.runDay({sideOrders("red", 1, {stepsFor("r", {entrain})})}).empty());
  REQUIRE(st.pendingBattles.empty());
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();  // day 2 morning: red detrains at s2 and meets blue there
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].node == "s2");
  CHECK(st.pendingBattles[0].defenderSide == "blue");
  CHECK(st.pendingBattles[0].defenderDice.empty());
}

TEST_CASE("C-17 a force standing part way along a link when the enemy comes defends") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.scenario.map.links[1].stages = 2;  // b-c
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "a").force("r", "red", {"cav"}, "c");
  CampaignState st = fx.start();
  Location mid;
  mid.link = fx.scenario.map.links[1].id;
  mid.towards = "c";
  mid.stagesFromStart = 0.5;
  st.findForce("b")->location = mid;
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({sideOrders("red", 1, {stepsFor("r", {march({"c", "b"})})})}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].link == mid.link);
  CHECK(st.pendingBattles[0].defenderSide == "blue");
  CHECK(st.pendingBattles[0].defenderDice.empty());
  CHECK(logHas(st, "C-17", "was there first"));
}

TEST_CASE("C-17 a reinforcement that appears where the enemy stands attacks") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("r", "red", {"cav"}, "b");
  ForcePlacement late{"late", "Late Corps", "blue", {"inf"}, "b"};
  fx.scenario.reinforcements.push_back({2, late});
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.runDay({}).empty());
  REQUIRE(st.findForce("late"));
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].defenderSide == "red");
  CHECK(st.pendingBattles[0].defenderDice.empty());
}

// ---- C-20 ----

namespace {

/// A battle at c from day 1 morning (blue at c, red came from e); blue's "far" at a and "near"
/// at b.
struct BattleAtC {
  CampaignFixture fx;
  CampaignState st;
  Dice dice{1};
  std::unique_ptr<CampaignEngine> engine;

  explicit BattleAtC(std::vector<ForceOrder> blue = {}) {
    fx.chain({"a", "b", "c", "d", "e"});
    fx.command("blue", "inf", {TroopType::Bayonets});
    fx.command("blue", "far", {TroopType::LightCavalry});
    fx.command("blue", "near", {TroopType::LightCavalry});
    fx.command("red", "cav", {TroopType::LightCavalry});
    fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "e");
    fx.force("far", "blue", {"far"}, "a").force("near", "blue", {"near"}, "b");
    st = fx.start();
    engine = std::make_unique<CampaignEngine>(fx.scenario, st, dice);
    REQUIRE(engine
                ->setOrders({sideOrders("red", 1, {stepsFor("r", {march({"e", "d", "c"})})}),
                             sideOrders("blue", 1, std::move(blue))})
                .empty());
    engine->runPeriod();
    REQUIRE(st.pendingBattles.size() == 1);
  }
};

}  // namespace

TEST_CASE("C-20 only troops within 1 stage march to the sound of the guns") {
  // The battle has no result yet in the afternoon: both of blue's cavalry ride for c.
  BattleAtC t({stepsFor("far", {rest(), march({"a", "b", "c"})}),
               stepsFor("near", {rest(), march({"b", "c"})})});
  t.engine->runPeriod();
  const BattleMeeting& b = t.st.pendingBattles[0];
  auto joined = [&](const char* id) {
    return std::any_of(b.arrivals.begin(), b.arrivals.end(),
                       [&](const BattleArrival& a) { return a.force.force == id; });
  };
  CHECK(joined("near"));
  CHECK_FALSE(joined("far"));
  CHECK(t.st.findForce("far")->location.node == "b");
  CHECK(logHas(t.st, "C-20", "only troops within 1 stage"));
}

TEST_CASE("C-20 a battle with no result takes no arrivals after its day") {
  BattleAtC t;
  t.engine->runPeriod();
  t.engine->runPeriod();  // no result by the end of day 1
  REQUIRE(t.engine->setOrders({sideOrders("blue", 2, {stepsFor("near", {march({"b", "c"})})})})
              .empty());
  t.engine->runPeriod();
  const BattleMeeting& b = t.st.pendingBattles[0];
  CHECK(b.arrivals.empty());
  CHECK(t.st.findForce("near")->location.node == "b");
  CHECK(logHas(t.st, "C-20", "ceased at nightfall"));
}

TEST_CASE("C-20 a march-to-the-guns goal counts the stages along the roads, not the links") {
  // c is 1 stage from a by two half-stage roads through b; e is 2 stages from c by one road.
  CampaignFixture fx;
  fx.node("a", 0, 0).node("b", 6, 0).node("c", 12, 0).node("d", 24, 0).node("e", 36, 0);
  fx.link("a", "b", LinkKind::GoodRoad, 0.5).link("b", "c", LinkKind::GoodRoad, 0.5);
  fx.link("c", "d").link("d", "e", LinkKind::GoodRoad, 1.0).link("c", "e", LinkKind::GoodRoad, 2.0);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "near", {TroopType::LightCavalry});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.command("red", "far", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("near", "blue", {"near"}, "a");
  fx.force("r", "red", {"cav"}, "d").force("far", "red", {"far"}, "e");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("red", 1,
                                     {stepsFor("r", {march({"d", "c"})}),
                                      goalFor("far", GoalKind::MarchToGuns)}),
                          sideOrders("blue", 1, {goalFor("near", GoalKind::MarchToGuns)})})
              .empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  engine.runPeriod();  // afternoon: near (1 stage by two roads) goes; far (2 stages) holds
  const BattleMeeting& battle = st.pendingBattles[0];
  auto joined = [&](const char* id) {
    return std::any_of(battle.arrivals.begin(), battle.arrivals.end(),
                       [&](const BattleArrival& a) { return a.force.force == id; });
  };
  CHECK(joined("near"));
  CHECK_FALSE(joined("far"));
  CHECK(st.findForce("far")->location.node == "e");
}

// ---- C-20, C-21 distances ----

TEST_CASE("C-21 a 1-stage rout covers 1 stage along the real links, not one link") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d"});
  fx.scenario.map.links[2].stages = 2.5;  // c-d
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "d");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  BattleResult result;
  result.battle = st.pendingBattles[0].id;
  result.winner = "blue";
  result.boundsFought = 6;
  result.routStages = 1;
  result.routRoute = {"c", "d"};
  REQUIRE(engine.applyBattleResult(result).empty());
  const Force& r = *st.findForce("r");
  CHECK_FALSE(r.location.atNode());  // 1 stage of the 2.5 to d
  CHECK(r.location.towards == "d");
  CHECK(r.location.stagesFromStart == doctest::Approx(1.0));
  CHECK(logHas(st, "C-21", "routs 1 stage"));
  // Its own way, with no route given, is measured the same.
  result.routRoute.clear();
}

TEST_CASE("C-21 a rout between nodes joined by a road and a railway is measured along the road") {
  CampaignFixture fx;
  fx.node("a", 0, 0).node("b", 12, 0).node("c", 24, 0, false, true).node("d", 36, 0, false, true);
  fx.link("a", "b").link("b", "c").link("c", "d");
  StageLink rail;
  rail.id = "rail-cd";
  rail.from = "c";
  rail.to = "d";
  rail.kind = LinkKind::Railway;
  rail.stages = 10;
  fx.scenario.map.links.push_back(rail);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "d");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  BattleResult result;
  result.battle = st.pendingBattles[0].id;
  result.winner = "blue";
  result.boundsFought = 6;
  result.routStages = 1;
  result.routRoute = {"c", "d"};
  REQUIRE(engine.applyBattleResult(result).empty());
  CHECK(st.findForce("r")->location.node == "d");  // 1 stage of road, not 1 of the 10 by rail
}

TEST_CASE("C-21 C-23 a routed fleet falls back by water, never by road") {
  CampaignFixture fx;
  fx.node("x", 0, 0).node("p0", 12, 0, true).node("p1", 30, 0, true).node("y", 12, 12);
  fx.link("x", "p0").link("p0", "y").link("p0", "p1", LinkKind::Water, 1);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "navy", {TroopType::Steamer});
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "p0").force("fleet", "blue", {"navy"}, "p0");
  fx.force("r", "red", {"cav"}, "x");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({sideOrders("red", 1, {stepsFor("r", {march({"x", "p0"})})})}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  BattleResult result;
  result.battle = st.pendingBattles[0].id;
  result.winner = "red";
  result.boundsFought = 6;
  result.routStages = 1;
  REQUIRE(engine.applyBattleResult(result).empty());
  CHECK(st.findForce("fleet")->location.node == "p1");
}

TEST_CASE("C-20 a night retreat typed by hand is held to 1 stage along its links") {
  BattleAtC t;
  BattleResult result;
  result.battle = t.st.pendingBattles[0].id;
  result.boundsFought = 24;
  result.nightRetreatSide = "red";
  result.routStages = 2;
  result.routRoute = {"c", "d", "e"};
  const auto errors = t.engine->applyBattleResult(result);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("routRoute") != std::string::npos);
  result.routRoute = {"c", "d"};
  CHECK(t.engine->applyBattleResult(result).empty());
}

TEST_CASE("C-21 a routed force rests in the period of its rout, with its own message") {
  BattleAtC t;
  BattleResult result;
  result.battle = t.st.pendingBattles[0].id;
  result.winner = "blue";
  result.boundsFought = 12;
  result.routStages = 1;
  REQUIRE(t.engine->applyBattleResult(result).empty());
  t.engine->runPeriod();
  t.engine->runPeriod();
  // Still resting when the morning comes? No: rest is for the rout's own period only.
  const Force& r = *t.st.findForce("r");
  CHECK_FALSE(r.mustRest);
  // A rout applied at dawn makes the morning the rest period: a march then is refused by C-21.
  CampaignState st = t.st;
  st.findForce("r")->mustRest = true;
  st.findForce("r")->mustRestRule = "C-21";
  Dice dice(3);
  CampaignEngine engine(t.fx.scenario, st, dice);
  const auto errors = engine.validate(
      {sideOrders("red", st.day, {stepsFor("r", {march({r.location.node, "e"})})})});
  REQUIRE_FALSE(errors.empty());
  CHECK(errors[0].rule == "C-21");
  CHECK(errors[0].message.find("routed") != std::string::npos);
}

// ---- C-23, C-24 ----

namespace {

CampaignFixture harbour() {
  CampaignFixture fx;
  for (int i = 0; i <= 3; ++i) fx.node("p" + std::to_string(i), 12.0 * i, 0, i != 2);
  for (int i = 1; i <= 3; ++i)
    fx.link("p" + std::to_string(i - 1), "p" + std::to_string(i), LinkKind::Water);
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets});
  fx.command("blue", "cav", {TroopType::Dragoons});
  fx.command("blue", "navy", {TroopType::Steamer}, TroopType::CommandParty);
  fx.command("red", "rinf", {TroopType::Muskets});
  fx.force("inf", "blue", {"inf"}, "p0").force("cav", "blue", {"cav"}, "p0");
  fx.force("r", "red", {"rinf"}, "p3");
  return fx;
}

}  // namespace

TEST_CASE("C-24 land forces cannot embark with no ship to carry them") {
  auto fx = harbour();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({sideOrders("blue", 1, {stepsFor("inf", {kind(StepKind::Embark)})})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("inf")->embarkedOn.empty());
  CHECK(logHas(st, "C-24", "no fleet of its side there has room"));
  // Nor can troops sail on their own.
  CampaignState dawn = fx.start();
  dawn.findForce("inf")->embarkedOn = "water";
  Dice d2(1);
  CampaignEngine e2(fx.scenario, dawn, d2);
  const auto sailing =
      e2.validate({sideOrders("blue", 1, {stepsFor("inf", {sail({"p0", "p1"})})})});
  REQUIRE(sailing.size() == 1);
  CHECK(sailing[0].rule == "C-23");
}

TEST_CASE("C-24 troops board a fleet with room, go where it sails and land from it") {
  auto fx = harbour();
  fx.force("fleet", "blue", {"navy"}, "p0");
  CampaignState st = fx.start();
  Dice dice(5);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1,
                                     {stepsFor("inf", {kind(StepKind::Embark)}),
                                      stepsFor("fleet", {rest(), sail({"p0", "p1"})})})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("inf")->aboard == "fleet");  // 3 land elements; the fleet carries 4 each
  engine.runPeriod();
  CHECK(st.findForce("fleet")->location.node == "p1");
  CHECK(st.findForce("inf")->location.node == "p1");
  // The cavalry (2 elements) no longer fits beside the infantry's 3 on one naval element... a
  // galley and its admiral's party: 1 naval element, room 4.
  CHECK(roomAboard(fx.scenario, st, *st.findForce("fleet")) == 1);
}

TEST_CASE(
    "C-24 a fleet carrying troops keeps its ships together; land troops do not merge into it") {
  auto fx = harbour();
  fx.command("blue", "navy2", {TroopType::Steamer}, TroopType::CommandParty);
  fx.force("fleet", "blue", {"navy", "navy2"}, "p0");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  // Ashore, the infantry cannot join the fleet by merging: it must embark (and take room).
  SideOrders merge = sideOrders("blue", 1, {});
  merge.merges.push_back({"inf", "fleet"});
  auto errors = engine.validate({merge});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-23");
  // 8 land elements aboard 2 steamers: splitting one steamer off would leave 8 on 1.
  st.findForce("inf")->embarkedOn = "water";
  st.findForce("inf")->aboard = "fleet";
  SideOrders split = withSplit(sideOrders("blue", 1, {}), {"fleet", "half", "", {"navy2"}, {}});
  errors = engine.validate({split});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-24");
  st.findForce("inf")->embarkedOn.clear();
  st.findForce("inf")->aboard.clear();
  CHECK(engine.validate({split}).empty());
}

TEST_CASE("C-24 other troops embark in 2 consecutive periods") {
  auto fx = harbour();
  fx.force("fleet", "blue", {"navy"}, "p0");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1,
                  {stepsFor("cav", {kind(StepKind::Embark), rest(), kind(StepKind::Embark)})})})
              .empty());
  engine.runPeriod();
  engine.runPeriod();
  engine.runPeriod();
  CHECK(st.findForce("cav")->embarkedOn.empty());  // embark, rest, embark: not consecutive
}

TEST_CASE("C-24 the surf check uses the period's naval movement die of the fleet") {
  auto fx = harbour();
  fx.command("blue", "navy2", {TroopType::Steamer});  // room for the 5 land elements aboard
  fx.force("fleet", "blue", {"navy", "navy2"}, "p2");  // p2 is a beach
  CampaignState st = fx.start();
  for (const char* id : {"inf", "cav"}) {
    st.findForce(id)->location.node = "p2";
    st.findForce(id)->embarkedOn = "water";
    st.findForce(id)->aboard = "fleet";
  }
  // A seed whose first two dice differ: one die is thrown for the fleet, not one per force.
  std::uint64_t seed = 1;
  for (;; ++seed) {
    Dice d(seed);
    if (d.d6() != d.d6()) break;
  }
  Dice dice(seed);
  Dice expect(seed);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1,
                                     {stepsFor("inf", {kind(StepKind::Land)}),
                                      stepsFor("cav", {kind(StepKind::Land)})})})
              .empty());
  engine.runPeriod();
  const int die = expect.d6();
  std::vector<int> surf;
  for (const auto& e : st.log)
    if (e.rule == "C-24") surf.push_back(e.dice.at(0));
  REQUIRE(surf.size() == 2);
  CHECK(surf[0] == die);
  CHECK(surf[1] == die);
}

// ---- C-27 ----

TEST_CASE("C-27 a force on a road is heading the way it marches") {
  CampaignFixture fx;
  fx.chain({"a", "b"});
  fx.scenario.map.links[0].stages = 3;  // a-b, from a to b
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "b");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine.setOrders({sideOrders("blue", 1, {goalFor("f", GoalKind::MarchTo, "a")})}).empty());
  engine.runPeriod();
  const Force& f = *st.findForce("f");
  REQUIRE_FALSE(f.location.atNode());
  CHECK(f.location.towards == "a");
  CHECK(f.location.stagesFromStart == doctest::Approx(2.0));
  CHECK(logHas(st, "C-10", "on the road from Nb to Na"));
  // The next period it goes on from part way: the log names the road, never "()".
  engine.runPeriod();
  for (const auto& e : st.log) CHECK(e.text.find("()") == std::string::npos);
  CHECK(logHas(st, "C-10", "from part way along the road to Na - Na"));
  CHECK(st.findForce("f")->location.node == "a");
}

TEST_CASE("C-27 a detachment merged back into its command is not listed twice") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  SplitOrder split{"b1", "det", "", {}, {"inf-1"}};
  REQUIRE(engine.runDay({withSplit(sideOrders("blue", 1, {}), split)}).empty());
  SideOrders back = sideOrders("blue", 2, {});
  back.merges.push_back({"det", "b1"});
  REQUIRE(engine.runDay({back}).empty());
  const Force& b1 = *st.findForce("b1");
  CHECK(b1.detached.empty());
  CHECK(forceRoster(fx.scenario, st, b1, RosterFilter::All).size() == 5);
}

TEST_CASE("C-6 rail journeys and voyages are seen only as the lag reaches them") {
  CampaignFixture fx;
  fx.node("s1", 0, 0, true, true).node("s2", 120, 0, false, true).node("p1", 24, 0, true);
  fx.node("h", 0, 200);
  fx.link("s1", "s2", LinkKind::Railway, 10).link("s1", "p1", LinkKind::Water);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "rinf", {TroopType::Muskets});
  fx.command("red", "navy", {TroopType::Steamer});
  fx.force("b", "blue", {"inf"}, "h").force("train", "red", {"rinf"}, "s1");
  fx.force("fleet", "red", {"navy"}, "s1");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  Step entrain = kind(StepKind::Entrain);
  entrain.target = "s2";
  REQUIRE(
      engine
          .runDay({sideOrders(
              "red", 1, {stepsFor("train", {entrain}), stepsFor("fleet", {sail({"s1", "p1"})})})})
          .empty());
  // Dawn of day 2: blue sees both as they stood at dawn of day 1, at s1; nothing of the journey.
  SideView blue = buildSideView(fx.scenario, st, "blue");
  REQUIRE(seen(blue, "train"));
  CHECK(seen(blue, "train")->location.node == "s1");
  REQUIRE(seen(blue, "fleet"));
  CHECK(seen(blue, "fleet")->location.node == "s1");
  std::string bytes = sideViewFileText(exportSideView(fx.scenario, st, "blue"));
  CHECK(bytes.find("Np1") == std::string::npos);  // nor the voyage's end, nor the train's goal
  CHECK(bytes.find("entrain") == std::string::npos);
  // Dawn of day 3: the day-2 dawn records: the train was on the railway (not shown), the fleet
  // at p1; the detraining at s2 during day 2 is not seen yet.
  REQUIRE(engine.runDay({}).empty());
  blue = buildSideView(fx.scenario, st, "blue");
  CHECK_FALSE(seen(blue, "train"));
  REQUIRE(seen(blue, "fleet"));
  CHECK(seen(blue, "fleet")->location.node == "p1");
}
