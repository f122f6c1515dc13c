// C-23 naval movement, C-24 landing and embarkation with surf, C-25 railways.
#include <doctest/doctest.h>

#include "core/campaign/force_roster.h"
#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

CampaignFixture coast() {
  CampaignFixture fx;
  // Ports p0..p6 along a sea lane; p3 is a beach (not a port).
  for (int i = 0; i <= 6; ++i) fx.node("p" + std::to_string(i), 12.0 * i, 0, i != 3);
  for (int i = 1; i <= 6; ++i)
    fx.link("p" + std::to_string(i - 1), "p" + std::to_string(i), LinkKind::Water);
  fx.node("inland", 36, 12);
  fx.link("p3", "inland");
  return fx;
}

Step sail(std::vector<std::string> route) {
  Step s;
  s.kind = StepKind::Sail;
  s.route = std::move(route);
  return s;
}
Step kind(StepKind k) {
  Step s;
  s.kind = k;
  return s;
}

}  // namespace

TEST_CASE("C-23 a fleet moves one die score of stages along water links") {
  auto fx = coast();
  fx.command("blue", "navy", {TroopType::Steamer});
  fx.force("f", "blue", {"navy"}, "p0");
  CampaignState st = fx.start();
  Dice dice(21);
  Dice expect(21);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1, {stepsFor("f", {sail({"p0", "p1", "p2", "p3", "p4", "p5", "p6"})})})})
              .empty());
  engine.runPeriod();
  const int die = expect.d6();
  CHECK(st.forces[0].location.node == "p" + std::to_string(die));
  auto ev = eventsOf(st, "C-23");
  REQUIRE_FALSE(ev.empty());
  CHECK(ev[0].dice == std::vector<int>{die});
  CHECK(st.forces[0].stagesToday == 0);  // sailing is not marching (C-10 totals)
}

TEST_CASE("C-24 foot land in 1 period at a friendly port; other troops take 2") {
  auto fx = coast();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "cav", {TroopType::Dragoons});
  fx.command("blue", "navy", {TroopType::Steamer});
  fx.force("foot", "blue", {"inf"}, "p2").force("horse", "blue", {"cav"}, "p2");
  fx.force("ships", "blue", {"navy"}, "p2");
  CampaignState st = fx.start();
  for (const char* id : {"foot", "horse"}) {  // aboard the fleet (C-24)
    st.findForce(id)->embarkedOn = "water";
    st.findForce(id)->aboard = "ships";
  }
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders(
                  {sideOrders("blue", 1,
                              {stepsFor("foot", {kind(StepKind::Land)}),
                               stepsFor("horse", {kind(StepKind::Land), kind(StepKind::Land)})})})
              .empty());
  engine.runPeriod();
  CHECK(st.findForce("foot")->embarkedOn.empty());
  CHECK(st.findForce("horse")->embarkedOn == "water");
  engine.runPeriod();
  CHECK(st.findForce("horse")->embarkedOn.empty());
}

TEST_CASE("C-24 surf of 4 or more stops a landing away from a friendly port") {
  auto fx = coast();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "navy", {TroopType::Steamer});
  fx.force("f", "blue", {"inf"}, "p3").force("ships", "blue", {"navy"}, "p3");
  // The first die of the seed decides: search a seed whose first die is 4+ and one with 1-3.
  std::uint64_t high = 1;
  while (Dice(high).d6() < 4) ++high;
  std::uint64_t low = 1;
  while (Dice(low).d6() >= 4) ++low;
  for (auto [seed, lands] : {std::pair{high, false}, std::pair{low, true}}) {
    CampaignState st = fx.start();
    st.forces[0].embarkedOn = "water";
    st.forces[0].aboard = "ships";  // its fleet's naval die is the period's score (C-24)
    Dice dice(seed);
    CampaignEngine engine(fx.scenario, st, dice);
    REQUIRE(
        engine.setOrders({sideOrders("blue", 1, {stepsFor("f", {kind(StepKind::Land)})})}).empty());
    engine.runPeriod();
    CHECK(st.forces[0].embarkedOn.empty() == lands);
    CHECK(eventsOf(st, "C-24").size() == 1);
  }
}

TEST_CASE("C-24 only foot can land at night") {
  auto fx = coast();
  fx.command("blue", "cav", {TroopType::Dragoons});
  fx.force("f", "blue", {"cav"}, "p2");
  CampaignState st = fx.start();
  st.forces[0].embarkedOn = "water";
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors = engine.validate(
      {sideOrders("blue", 1, {stepsFor("f", {rest(), rest(), kind(StepKind::Land)})})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-24");
  CHECK(errors[0].step == 2);
}

TEST_CASE("C-25 rail: 1 element a period; the first detrains in the 3rd period after despatch") {
  CampaignFixture fx;
  fx.node("s1", 0, 0, false, true).node("s2", 120, 0, false, true);
  fx.link("s1", "s2", LinkKind::Railway, 10);
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets});  // 3 elements with the CP
  fx.force("f", "blue", {"inf"}, "s1");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  Step entrain = kind(StepKind::Entrain);
  entrain.target = "s2";
  REQUIRE(engine.setOrders({sideOrders("blue", 1, {stepsFor("f", {entrain})})}).empty());
  engine.runPeriod();
  // Despatches in periods 0, 1, 2 (day 1); arrivals at the start of periods 3, 4, 5 (day 2).
  CHECK(st.forces[0].embarkedOn == "rail");
  CHECK(st.forces[0].transitArrivesAt == 3);
  CHECK(statusOf(st, "inf-1") == ElementStatus::OffTable);
  CHECK(statusOf(st, "inf-2") == ElementStatus::OffTable);
  engine.runPeriod();
  engine.runPeriod();
  CHECK(st.forces[0].embarkedOn == "rail");
  REQUIRE(engine.setOrders({sideOrders("blue", 2, {})}).empty());
  engine.runPeriod();  // day 2 morning: the general's party is off the train
  CHECK(st.forces[0].embarkedOn.empty());
  CHECK(st.forces[0].location.node == "s2");
  CHECK(forceRoster(fx.scenario, st, st.forces[0], RosterFilter::Marching).size() == 1);
  engine.runPeriod();  // afternoon: the second element
  CHECK(statusOf(st, "inf-1") == ElementStatus::Present);
  CHECK(statusOf(st, "inf-2") == ElementStatus::OffTable);
  engine.runPeriod();  // night: the last
  CHECK(statusOf(st, "inf-2") == ElementStatus::Present);
  REQUIRE(eventsOf(st, "C-25").size() == 4);  // entrain, the force, then 2 elements detrain
}

TEST_CASE("C-25 over 16 stages adds a period per 8; line capacity queues a second force") {
  CampaignFixture fx;
  fx.node("s1", 0, 0, false, true).node("s2", 300, 0, false, true);
  fx.link("s1", "s2", LinkKind::Railway, 24);
  fx.command("blue", "a", {});  // a lone CP: 1 element
  fx.command("blue", "b", {});
  fx.force("fa", "blue", {"a"}, "s1").force("fb", "blue", {"b"}, "s1");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  Step entrain = kind(StepKind::Entrain);
  entrain.target = "s2";
  REQUIRE(engine
              .setOrders(
                  {sideOrders("blue", 1, {stepsFor("fa", {entrain}), stepsFor("fb", {entrain})})})
              .empty());
  engine.runPeriod();
  // fa: despatch 0, arrival 0 + 3 + 1 extra period = 4. fb: despatch waits for the line to
  // period 1, arrives 5.
  CHECK(st.findForce("fa")->transitArrivesAt == 4);
  CHECK(st.findForce("fb")->transitArrivesAt == 5);
}

TEST_CASE("C-23 a fleet moves by water without embarking and meets an enemy fleet on the lane") {
  auto fx = coast();
  fx.command("blue", "fleet", {TroopType::Steamer, TroopType::Steamer});
  fx.command("red", "rfleet", {TroopType::Ironclad});
  fx.force("bf", "blue", {"fleet"}, "p0").force("rf", "red", {"rfleet"}, "p6");
  // A seed whose first two dice (blue's, then red's naval die) close the 6-stage lane.
  std::uint64_t seed = 1;
  for (;; ++seed) {
    Dice d(seed);
    const int a = d.d6();
    if (a + d.d6() >= 6) break;
  }
  Dice replay(seed);
  const int blueDie = replay.d6();
  const int redDie = replay.d6();
  CampaignState st = fx.start();
  Dice dice(seed);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine
          .setOrders(
              {sideOrders("blue", 1,
                          {stepsFor("bf", {sail({"p0", "p1", "p2", "p3", "p4", "p5", "p6"})})}),
               sideOrders("red", 1,
                          {stepsFor("rf", {sail({"p6", "p5", "p4", "p3", "p2", "p1", "p0"})})})})
          .empty());
  engine.runPeriod();
  // Blue is at blueDie·t stages from p0, red at 6 − redDie·t: they meet at t = 6 / (sum).
  REQUIRE(st.pendingBattles.size() == 1);
  const double meetStages = blueDie * 6.0 / (blueDie + redDie);
  CHECK(st.pendingBattles[0].position.x == doctest::Approx(12000.0 * meetStages));
  CHECK(eventsOf(st, "C-23")[0].dice == std::vector<int>{blueDie});
}

TEST_CASE("C-8 goals: entrench, entrain to a station") {
  CampaignFixture fx;
  fx.node("s1", 0, 0, false, true).node("s2", 120, 0, false, true);
  fx.link("s1", "s2", LinkKind::Railway, 10);
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "dig", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "s1").force("d", "blue", {"dig"}, "s1");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .runDay({sideOrders(
                  "blue", 1,
                  {goalFor("f", GoalKind::EntrainTo, "s2"), goalFor("d", GoalKind::Entrench)})})
              .empty());
  CHECK(st.findForce("f")->embarkedOn == "rail");
  CHECK(st.findForce("f")->transitTo == "s2");
  REQUIRE(st.works.size() == 1);
  CHECK(st.works[0].node == "s1");
  CHECK(st.findForce("d")->activePeriodsInRow == 0);  // dug in the morning, then held
  // A goal to a place that is not a station is refused.
  auto errors =
      engine.validate({sideOrders("blue", 2, {goalFor("d", GoalKind::EntrainTo, "nowhere")})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-25");
}

TEST_CASE("C-24 troops aboard a fleet that is gone are put ashore where it was") {
  auto fx = coast();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.force("f", "blue", {"inf"}, "p3");
  CampaignState st = fx.start();
  st.forces[0].embarkedOn = "water";
  st.forces[0].aboard = "ships";  // destroyed in a battle: no such force any more
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();
  CHECK(st.forces[0].embarkedOn.empty());
  CHECK(st.forces[0].aboard.empty());
  CHECK(st.forces[0].location.node == "p3");
  const auto ev = eventsOf(st, "C-24");
  REQUIRE(ev.size() == 1);
  CHECK(ev[0].kind == "ashore");
  CHECK(ev[0].dice.empty());  // no naval die of its own
}

TEST_CASE("C-24 a fleet that sails takes troops landing from it along; the landing breaks off") {
  auto fx = coast();
  fx.command("blue", "cav", {TroopType::Dragoons});
  fx.command("blue", "navy", {TroopType::Steamer});
  fx.force("horse", "blue", {"cav"}, "p2").force("ships", "blue", {"navy"}, "p2");
  CampaignState st = fx.start();
  st.findForce("horse")->embarkedOn = "water";
  st.findForce("horse")->aboard = "ships";
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1,
                                     {stepsFor("horse", {kind(StepKind::Land)}),
                                      stepsFor("ships", {sail({"p2", "p3", "p4", "p5", "p6"})})})})
              .empty());
  engine.runPeriod();
  const Force& horse = *st.findForce("horse");
  const Force& ships = *st.findForce("ships");
  CHECK_FALSE(ships.location == Location{});
  CHECK(ships.location.node != "p2");  // a die of 1..6 took it at least one stage on
  CHECK(horse.embarkedOn == "water");
  CHECK(horse.location == ships.location);  // aboard, where its fleet is
  CHECK(horse.task.empty());                // its landing broke off
}
