// The day's marches: C-4 periods, C-8 goals planned into steps, C-10..C-14.
#include <doctest/doctest.h>

#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

CampaignFixture road(LinkKind kind = LinkKind::GoodRoad) {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e", "f", "g", "h"}, kind);
  return fx;
}

}  // namespace

TEST_CASE("C-4 a day is MORNING, AFTERNOON, NIGHT and the clock moves on") {
  auto fx = road();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "a");
  CampaignState st = fx.start();
  Dice dice(fx.scenario.settings.seed);
  CampaignEngine engine(fx.scenario, st, dice);
  CHECK(st.day == 1);
  CHECK(st.period == Period::Morning);
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();
  CHECK(st.period == Period::Afternoon);
  engine.runPeriod();
  CHECK(st.period == Period::Night);
  engine.runPeriod();
  CHECK(st.day == 2);
  CHECK(st.period == Period::Morning);
}

TEST_CASE("C-10 explicit steps: a steady force marches 2 then 1 stages") {
  auto fx = road();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .runDay({sideOrders(
                  "blue", 1, {stepsFor("f", {march({"a", "b", "c"}), march({"c", "d"}), rest()})})})
              .empty());
  CHECK(st.forces[0].location.node == "d");
  CHECK(st.forces[0].stagesToday == doctest::Approx(0));  // the daily total starts again at dawn
  auto marches = eventsOf(st, "C-10");
  REQUIRE(marches.size() == 2);
  CHECK(marches[0].period == Period::Morning);
  CHECK(marches[0].text == "Force f marches 2 stages (Na - Nb - Nc), ending at Nc");
  CHECK(marches[1].period == Period::Afternoon);
  CHECK(marches[1].text == "Force f marches 1 stage (Nc - Nd), ending at Nd");
}

TEST_CASE("C-8 a goal is planned into legal steps: steady 2 + 1, then rest at night (C-14)") {
  auto fx = road();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  const ForceOrder order = goalFor("f", GoalKind::MarchTo, "h");
  auto steps = engine.planGoal(st.forces[0], order, Period::Morning);
  REQUIRE(steps.size() == 3);
  CHECK(steps[0].kind == StepKind::March);
  CHECK(steps[0].route.front() == "a");
  CHECK(steps[1].kind == StepKind::March);
  CHECK(steps[1].route.front() == "c");  // 2 stages done in the morning
  CHECK(steps[2].kind == StepKind::Rest);
  REQUIRE(engine.runDay({sideOrders("blue", 1, {order})}).empty());
  CHECK(st.forces[0].location.node == "d");  // 2 + 1 = 3 stages (C-10 daily total)
  REQUIRE(engine.runDay({sideOrders("blue", 2, {order})}).empty());
  CHECK(st.forces[0].location.node == "g");
  REQUIRE(engine.runDay({sideOrders("blue", 3, {order})}).empty());
  CHECK(st.forces[0].location.node == "h");
}

TEST_CASE("C-10 slow foot stop at 2 stages a day; guns and train at 1 a period and 2 a day") {
  auto fx = road();
  fx.command("blue", "old", {TroopType::Muskets});
  fx.command("blue", "guns", {TroopType::Smoothbore});
  fx.force("m", "blue", {"old"}, "a").force("g", "blue", {"guns"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .runDay({sideOrders(
                  "blue", 1,
                  {goalFor("m", GoalKind::MarchTo, "h"), goalFor("g", GoalKind::MarchTo, "h")})})
              .empty());
  CHECK(st.findForce("m")->location.node == "c");
  CHECK(st.findForce("g")->location.node == "c");
}

TEST_CASE("C-12 a night march covers 1 stage and C-14 forces rest next morning") {
  auto fx = road();
  fx.command("blue", "cav", {TroopType::LightCavalry});
  fx.force("f", "blue", {"cav"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  // A goal may use the night: 3 stages in the morning fill the day, so start in the night only.
  REQUIRE(
      engine.runDay({sideOrders("blue", 1, {stepsFor("f", {rest(), rest(), march({"a", "b"})})})})
          .empty());
  CHECK(st.forces[0].location.node == "b");
  CHECK(st.forces[0].mustRest);
  auto errors = engine.validate({sideOrders("blue", 2, {stepsFor("f", {march({"b", "c"})})})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-14");
  // The planner rests that morning and marches in the afternoon.
  auto steps = engine.planGoal(st.forces[0], goalFor("f", GoalKind::MarchTo, "h"), Period::Morning);
  CHECK(steps[0].kind == StepKind::Rest);
  CHECK(steps[1].kind == StepKind::March);
}

TEST_CASE("C-11 bad roads in rain cut a march to 1 stage, good roads do not") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d"}, LinkKind::BadRoad);
  fx.node("x", 0, 12).node("y", 12, 12).node("z", 24, 12);
  fx.link("x", "y").link("y", "z");
  fx.command("blue", "cav", {TroopType::LightCavalry});
  fx.command("blue", "cav2", {TroopType::LightCavalry});
  fx.force("mud", "blue", {"cav"}, "a").force("dry", "blue", {"cav2"}, "x");
  CampaignState st = fx.start();
  st.weather = {true, true, true};  // rain began at the end of yesterday's afternoon
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  // The night is past; run from a fresh morning with rain still falling.
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1,
                                     {stepsFor("mud", {march({"a", "b", "c"})}),
                                      stepsFor("dry", {march({"x", "y", "z"})})})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("mud")->location.node == "b");
  CHECK(st.findForce("dry")->location.node == "z");
  REQUIRE(eventsOf(st, "C-11").size() == 1);
}

TEST_CASE("C-13 a full stage makes the later-listed force wait at the start node") {
  auto fx = road();
  fx.command("blue", "c1", {TroopType::LightCavalry});
  fx.command("blue", "c2", {TroopType::LightCavalry});
  fx.command("blue", "c3", {TroopType::LightCavalry});
  for (int i = 0; i < 10; ++i)
    fx.scenario.sides[0].orbat.armies[0].commands[0].elements.push_back(
        Element{"c1-big-" + std::to_string(i), TroopType::LightCavalry, Grade::Basic, "", "",
                std::nullopt});
  fx.force("f1", "blue", {"c1", "c2"}, "a").force("f3", "blue", {"c3"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  // f1: 2 commands and 14 elements; f3 would make 3 commands and 16 elements (C-13: both
  // limits hold, so either one full is enough to wait).
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1,
                  {stepsFor("f1", {march({"a", "b"})}), stepsFor("f3", {march({"a", "b"})})})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("f1")->location.node == "b");
  CHECK(st.findForce("f3")->location.node == "a");
  auto waits = eventsOf(st, "C-13");
  REQUIRE(waits.size() == 1);
  CHECK(waits[0].forces == std::vector<std::string>{"f3"});
  CHECK(waits[0].node == "a");
  // A waited period is not a march: C-14 counts it as rest.
  CHECK(st.findForce("f3")->activePeriodsInRow == 0);
}

TEST_CASE("C-13 listing order decides who goes first") {
  auto fx = road();
  fx.command("blue", "c1", {TroopType::LightCavalry});
  fx.command("blue", "c2", {TroopType::LightCavalry});
  fx.command("blue", "c3", {TroopType::LightCavalry});
  for (int i = 0; i < 10; ++i)
    fx.scenario.sides[0].orbat.armies[0].commands[0].elements.push_back(
        Element{"c1-big-" + std::to_string(i), TroopType::LightCavalry, Grade::Basic, "", "",
                std::nullopt});
  fx.force("f1", "blue", {"c1", "c2"}, "a").force("f3", "blue", {"c3"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1,
                  {stepsFor("f3", {march({"a", "b"})}), stepsFor("f1", {march({"a", "b"})})})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("f3")->location.node == "b");
  CHECK(st.findForce("f1")->location.node == "a");
}

TEST_CASE("C-14 two active periods then rest: the planner never plans a third") {
  auto fx = road();
  fx.command("blue", "cav", {TroopType::LightCavalry});
  fx.force("f", "blue", {"cav"}, "a");
  CampaignState st = fx.start();
  st.forces[0].activePeriodsInRow = 2;  // marched in the afternoon and night before
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto steps =
      engine.planGoal(st.forces[0], goalFor("f", GoalKind::MarchTo, "h", true), Period::Morning);
  REQUIRE(steps.size() == 3);
  CHECK(steps[0].kind == StepKind::Rest);
  CHECK(steps[1].kind == StepKind::March);
  CHECK(steps[2].kind == StepKind::Rest);  // 3 stages in the afternoon fill the day (C-10)
  REQUIRE(
      engine.runDay({sideOrders("blue", 1, {goalFor("f", GoalKind::MarchTo, "h", true)})}).empty());
  CHECK(st.forces[0].location.node == "d");
}

TEST_CASE("C-10 a march ending part way along a long link continues next period") {
  CampaignFixture fx;
  fx.node("a", 0, 0).node("b", 30, 0);
  fx.link("a", "b", LinkKind::GoodRoad, 2.5);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "a");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine.setOrders({sideOrders("blue", 1, {goalFor("f", GoalKind::MarchTo, "b")})}).empty());
  engine.runPeriod();
  REQUIRE_FALSE(st.forces[0].location.atNode());
  CHECK(st.forces[0].location.link == "a-b");
  CHECK(st.forces[0].location.stagesFromStart == doctest::Approx(2.0));
  engine.runPeriod();
  CHECK(st.forces[0].location.node == "b");
  CHECK(st.forces[0].stagesToday == doctest::Approx(2.5));
}

TEST_CASE("C-7 reinforcements enter at their node at dawn of their day") {
  auto fx = road();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "late", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "a");
  fx.scenario.reinforcements.push_back({2, {"r", "Reserve", "blue", {"late"}, "h"}});
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  engine.runPeriod();
  engine.runPeriod();
  CHECK(st.findForce("r") == nullptr);
  engine.runPeriod();  // the night ends: dawn of day 2, before orders are written
  REQUIRE(st.findForce("r"));
  CHECK(st.findForce("r")->location.node == "h");
  CHECK(st.log.back().day == 2);
  CHECK(st.log.back().rule == "C-7");
  // It can be given orders that dawn.
  CHECK(engine.validate({sideOrders("blue", 2, {stepsFor("r", {march({"h", "g"})})})}).empty());
}

TEST_CASE("C-8 march avoiding battle plans round nodes where the side last saw the enemy (C-6)") {
  CampaignFixture fx;
  // a - b - c direct (2 stages), or a - x - y - c (3 stages) round the north.
  fx.node("a", 0, 0).node("b", 12, 0).node("c", 24, 0).node("x", 0, 12).node("y", 24, 12);
  fx.node("z", 12, -24);
  fx.link("a", "b").link("b", "c").link("a", "x").link("x", "y").link("y", "c").link("b", "z");
  fx.command("blue", "cav", {TroopType::LightCavalry});
  fx.command("red", "rinf", {TroopType::Bayonets});
  fx.force("f", "blue", {"cav"}, "a").force("r", "red", {"rinf"}, "b");
  fx.scenario.settings.intelLagPeriods = 0;
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();  // records where everyone is
  auto steps = engine.planGoal(st.forces[0], goalFor("f", GoalKind::MarchToAvoidingBattle, "c"),
                               Period::Afternoon);
  REQUIRE_FALSE(steps.empty());
  REQUIRE(steps[0].kind == StepKind::March);
  CHECK(steps[0].route == std::vector<std::string>{"a", "x", "y", "c"});
  steps = engine.planGoal(st.forces[0], goalFor("f", GoalKind::MarchTo, "c"), Period::Afternoon);
  CHECK(steps[0].route == std::vector<std::string>{"a", "b", "c"});
}
