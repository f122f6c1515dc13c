// Meetings and the battles they make: C-16 first instant and real position, C-17 defender,
// C-18 avoiding battle, C-19 arrivals, C-20 sound of the guns, C-28 the set-up.
#include <doctest/doctest.h>

#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

CampaignFixture line() {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e"});
  return fx;
}

const BattleMeeting& onlyBattle(const CampaignState& st) {
  REQUIRE(st.pendingBattles.size() == 1);
  return st.pendingBattles.front();
}

}  // namespace

TEST_CASE("C-16 forces passing head-on on a link meet where they pass, in map metres") {
  auto fx = line();
  fx.command("blue", "inf", {TroopType::Bayonets});     // 2 stages a period
  fx.command("red", "cav", {TroopType::LightCavalry});  // 3 stages a period
  fx.force("b", "blue", {"inf"}, "a").force("r", "red", {"cav"}, "b");
  CampaignState st = fx.start();
  Dice dice(7);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1, {stepsFor("b", {march({"a", "b", "c"})})}),
                          sideOrders("red", 1, {stepsFor("r", {march({"b", "a"})})})})
              .empty());
  engine.runPeriod();
  // Blue is at 2t stages from a, red at 1 - 3t: they pass at t = 0.2, 0.4 stages from a.
  const BattleMeeting& b = onlyBattle(st);
  CHECK(b.link == "a-b");
  CHECK(b.node.empty());
  CHECK(b.stagesAlongLink == doctest::Approx(0.4));
  CHECK(b.position.x == doctest::Approx(4800.0));
  CHECK(b.position.y == doctest::Approx(0.0));
  CHECK(st.findForce("b")->location.link == "a-b");
  CHECK(st.findForce("b")->location.stagesFromStart == doctest::Approx(0.4));
  CHECK(st.findForce("b")->inBattle);
  CHECK(st.findForce("r")->inBattle);
  // C-17: arriving at the same instant, the dice decide (two dice, or more on ties).
  CHECK(b.defenderDice.size() >= 2);
  CHECK((b.defenderSide == "blue" || b.defenderSide == "red"));
  CHECK(b.attackerSide != b.defenderSide);
  auto meet = eventsOf(st, "C-16");
  REQUIRE(meet.size() == 1);
  REQUIRE(meet[0].position);
  CHECK(meet[0].position->x == doctest::Approx(4800.0));
}

TEST_CASE("C-16 a meeting on a link follows the link's real path") {
  CampaignFixture fx;
  fx.node("a", 0, 0).node("b", 10, 0);
  fx.link("a", "b");
  // The road bends: 6 km north then 8 km east to b's side... a polyline of 10 + 10 km.
  fx.scenario.map.links[0].path = {{0, 0}, {0, 10000}, {10000, 10000}, {10000, 0}};
  fx.command("blue", "c1", {TroopType::LightCavalry});
  fx.command("red", "c2", {TroopType::LightCavalry});
  fx.force("b", "blue", {"c1"}, "a").force("r", "red", {"c2"}, "b");
  CampaignState st = fx.start();
  Dice dice(3);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1, {stepsFor("b", {march({"a", "b"})})}),
                          sideOrders("red", 1, {stepsFor("r", {march({"b", "a"})})})})
              .empty());
  engine.runPeriod();
  // Equal speeds: they meet half way along the path, 15 km of 30: the middle of the top leg.
  const BattleMeeting& b = onlyBattle(st);
  CHECK(b.position.x == doctest::Approx(5000.0));
  CHECK(b.position.y == doctest::Approx(10000.0));
}

TEST_CASE("C-17 the side arriving first at a node defends") {
  auto fx = line();
  fx.command("blue", "inf", {TroopType::Bayonets});     // a→c: 2 stages at 2 a period, t = 1
  fx.command("red", "cav", {TroopType::LightCavalry});  // e→c: 2 stages at 3 a period, t = 2/3
  fx.force("b", "blue", {"inf"}, "a").force("r", "red", {"cav"}, "e");
  CampaignState st = fx.start();
  Dice dice(7);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1, {stepsFor("b", {march({"a", "b", "c"})})}),
                          sideOrders("red", 1, {stepsFor("r", {march({"e", "d", "c"})})})})
              .empty());
  const auto rngBefore = dice.state();
  engine.runPeriod();
  const BattleMeeting& b = onlyBattle(st);
  CHECK(b.node == "c");
  CHECK(b.defenderSide == "red");
  CHECK(b.attackerSide == "blue");
  CHECK(b.defenderDice.empty());
  CHECK(dice.state() == rngBefore);  // no die was needed
  CHECK(b.present.size() == 2);
  CHECK(b.position.x == doctest::Approx(24000.0));
}

TEST_CASE("C-17 simultaneous arrival: aggression decides when the dice cannot tie") {
  auto fx = line();
  fx.command("blue", "c1", {TroopType::LightCavalry});
  fx.command("red", "c2", {TroopType::LightCavalry});
  fx.aggression("blue", 6);  // 1..6 + 6 always beats 1..6 + 0: blue attacks, red defends
  fx.force("b", "blue", {"c1"}, "b").force("r", "red", {"c2"}, "d");
  CampaignState st = fx.start();
  Dice dice(11);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1, {stepsFor("b", {march({"b", "c"})})}),
                          sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})})
              .empty());
  engine.runPeriod();
  const BattleMeeting& b = onlyBattle(st);
  CHECK(b.node == "c");
  CHECK(b.attackerSide == "blue");
  CHECK(b.defenderSide == "red");
  CHECK(b.defenderDice.size() == 2);
  auto ev = eventsOf(st, "C-17");
  REQUIRE(ev.size() == 1);
  CHECK(ev[0].dice == b.defenderDice);
}

TEST_CASE("C-18 a faster force ordered to avoid battle retreats; a slower one cannot") {
  auto fx = line();
  fx.command("blue", "cav", {TroopType::LightCavalry});  // slowest T-1 move 1,600 p
  fx.command("blue", "inf", {TroopType::Bayonets});      // 600 p
  fx.command("red", "rinf", {TroopType::Bayonets});      // 600 p
  fx.command("red", "rcav", {TroopType::LightCavalry});  // 1,600 p
  SUBCASE("cavalry escapes infantry") {
    fx.force("b", "blue", {"cav"}, "c").force("r", "red", {"rinf"}, "d");
    CampaignState st = fx.start();
    Dice dice(5);
    CampaignEngine engine(fx.scenario, st, dice);
    ForceOrder hold;
    hold.force = "b";
    hold.avoidBattle = true;
    hold.steps = {Step{}};
    REQUIRE(engine
                .setOrders({sideOrders("blue", 1, {hold}),
                            sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})})
                .empty());
    engine.runPeriod();
    CHECK(st.pendingBattles.empty());
    auto avoid = eventsOf(st, "C-18");
    REQUIRE(avoid.size() == 1);
    CHECK(avoid[0].forces == std::vector<std::string>{"b"});
    // Red (2 stages a period) reaches c at t = 1/2; blue falls back along the road away from
    // the enemy with the movement it has left: 3 stages a period for the 1/2 period left, so
    // the whole stage to b, reached at t = 1/2 + 1/3.
    CHECK(st.findForce("b")->location.node == "b");
    CHECK(st.findForce("r")->location.node == "c");
    CHECK(st.findForce("b")->activePeriodsInRow == 1);  // the retreat was a march (C-14)
  }
  SUBCASE("infantry cannot escape cavalry") {
    fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"rcav"}, "d");
    CampaignState st = fx.start();
    Dice dice(5);
    CampaignEngine engine(fx.scenario, st, dice);
    ForceOrder hold;
    hold.force = "b";
    hold.avoidBattle = true;
    REQUIRE(engine
                .setOrders({sideOrders("blue", 1, {hold}),
                            sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})})
                .empty());
    engine.runPeriod();
    CHECK(eventsOf(st, "C-18").empty());
    const BattleMeeting& b = onlyBattle(st);
    CHECK(b.node == "c");
    CHECK(b.defenderSide == "blue");  // it stood there first (C-17)
  }
}

TEST_CASE("C-18 a pursuer that catches an avoiding force later in the period forces battle") {
  auto fx = line();
  fx.command("blue", "cav", {TroopType::LightCavalry});
  fx.command("red", "rinf", {TroopType::Bayonets});
  fx.force("b", "blue", {"cav"}, "c").force("r", "red", {"rinf"}, "d");
  CampaignState st = fx.start();
  Dice dice(5);
  CampaignEngine engine(fx.scenario, st, dice);
  ForceOrder hold;
  hold.force = "b";
  hold.avoidBattle = true;
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1, {hold}),
                          sideOrders("red", 1, {stepsFor("r", {march({"d", "c", "b"})})})})
              .empty());
  engine.runPeriod();
  // Blue avoids at c (t = 1/2) and reaches b at t = 5/6; red reaches b at t = 1: a force
  // avoids once a period (Interpretation), so they fight at b, blue there first.
  CHECK(eventsOf(st, "C-18").size() == 1);
  const BattleMeeting& b = onlyBattle(st);
  CHECK(b.node == "b");
  CHECK(b.defenderSide == "blue");
}

TEST_CASE("C-19 forces still on their way arrive during the battle by the road they use") {
  auto fx = line();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "c1", {TroopType::LightCavalry});
  fx.command("red", "c2", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c")
      .force("r1", "red", {"c1"}, "d")
      .force("r2", "red", {"c2"}, "e");
  CampaignState st = fx.start();
  Dice dice(5);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders(
                  "red", 1,
                  {stepsFor("r1", {march({"d", "c"})}), stepsFor("r2", {march({"e", "d", "c"})})})})
              .empty());
  engine.runPeriod();
  const BattleMeeting& b = onlyBattle(st);
  CHECK(b.node == "c");
  REQUIRE(b.present.size() == 2);  // b and r1 at t = 1/3
  REQUIRE(b.arrivals.size() == 1);
  CHECK(b.arrivals[0].force.force == "r2");
  CHECK(b.arrivals[0].fromNode == "d");
  CHECK(b.arrivals[0].link == "c-d");
  CHECK(b.arrivals[0].fractionOfPeriod == doctest::Approx(2.0 / 3.0));
  CHECK_FALSE(b.arrivals[0].soundOfGuns);
  CHECK(st.findForce("r2")->inBattle);
}

TEST_CASE("C-20 troops within 1 stage march to the sound of the guns in the next period") {
  auto fx = line();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "inf2", {TroopType::Bayonets});
  fx.command("red", "c1", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c")
      .force("b2", "blue", {"inf2"}, "a")
      .force("r1", "red", {"c1"}, "d");
  CampaignState st = fx.start();
  Dice dice(5);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders(
                  {sideOrders("blue", 1, {goalFor("b2", GoalKind::MarchToGuns), stepsFor("b", {})}),
                   sideOrders("red", 1, {stepsFor("r1", {march({"d", "c"})})})})
              .empty());
  engine.runPeriod();  // morning: the battle starts at c; b2 at a is 2 stages away and holds
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.findForce("b2")->location.node == "a");
  st.findForce("b2")->location.node = "b";  // now 1 stage away
  engine.runPeriod();                       // afternoon
  const BattleMeeting& b = onlyBattle(st);
  REQUIRE(b.arrivals.size() == 1);
  CHECK(b.arrivals[0].force.force == "b2");
  CHECK(b.arrivals[0].soundOfGuns);
  CHECK(b.arrivals[0].period == static_cast<int>(Period::Afternoon));
  auto c20 = eventsOf(st, "C-20");
  REQUIRE(c20.size() == 2);
  CHECK(c20[0].kind == "ongoing");  // the battle goes on into the afternoon without a result
  CHECK(c20[0].text ==
        "battle-1 at Nc goes on (no result yet): troops within 1 stage may march to the sound of "
        "the guns");
  CHECK(c20[1].kind == "arrival");
}

TEST_CASE("C-28 while a battle waits for its result the rest of the map still runs") {
  auto fx = line();
  fx.node("x", 0, 50).node("y", 12, 50);
  fx.link("x", "y");
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "far", {TroopType::Bayonets});
  fx.command("red", "c1", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c")
      .force("f", "blue", {"far"}, "x")
      .force("r1", "red", {"c1"}, "d");
  CampaignState st = fx.start();
  Dice dice(5);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1, {stepsFor("f", {rest(), march({"x", "y"})})}),
                          sideOrders("red", 1, {stepsFor("r1", {march({"d", "c"})})})})
              .empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  engine.runPeriod();
  CHECK(st.findForce("f")->location.node == "y");
  CHECK(st.findForce("b")->location.node == "c");
  CHECK(st.findForce("b")->inBattle);
  // Orders for a force in battle can only hold.
  engine.runPeriod();
  auto errors = engine.validate({sideOrders("blue", 2, {stepsFor("b", {march({"c", "b"})})})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-28");
}

TEST_CASE("C-20 a meeting at night is fought from the next morning") {
  auto fx = line();
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "c1", {TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r1", "red", {"c1"}, "d");
  CampaignState st = fx.start();
  Dice dice(5);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine.runDay({sideOrders("red", 1, {stepsFor("r1", {rest(), rest(), march({"d", "c"})})})})
          .empty());
  const BattleMeeting& b = onlyBattle(st);
  CHECK(b.day == 2);
  CHECK(b.period == static_cast<int>(Period::Morning));
}

TEST_CASE("C-17 a Brilliant C-in-C adds +1 or -1 to his attacker/defender throw, as ordered") {
  // A seed whose first two dice are equal: the Brilliant general's choice alone decides.
  std::uint64_t seed = 1;
  for (;; ++seed) {
    Dice d(seed);
    if (d.d6() == d.d6()) break;
  }
  for (int adjust : {+1, -1}) {
    auto fx = line();
    fx.command("blue", "c1", {TroopType::LightCavalry}, TroopType::CommandParty,
               GeneralQuality::Brilliant);
    fx.command("red", "c2", {TroopType::LightCavalry});
    fx.force("b", "blue", {"c1"}, "b").force("r", "red", {"c2"}, "d");
    CampaignState st = fx.start();
    Dice dice(seed);
    CampaignEngine engine(fx.scenario, st, dice);
    SideOrders blue = sideOrders("blue", 1, {stepsFor("b", {march({"b", "c"})})});
    blue.brilliantAdjust = adjust;
    REQUIRE(engine.setOrders({blue, sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})})
                .empty());
    engine.runPeriod();
    const BattleMeeting& b = onlyBattle(st);
    REQUIRE(b.defenderDice.size() == 2);
    CHECK(b.defenderDice[0] == b.defenderDice[1]);
    // +1: blue scores higher and attacks; −1: red does.
    CHECK(b.attackerSide == (adjust > 0 ? "blue" : "red"));
  }
}
