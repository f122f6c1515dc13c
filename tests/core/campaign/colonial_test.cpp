// C-15 colonial option: the native side moves every second day, then makes two days' moves.
#include <doctest/doctest.h>

#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

CampaignFixture colonial() {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e", "f", "g"});
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("red", "warriors", {TroopType::Spearmen}, TroopType::NativePotentate);  // steady: 2/3
  fx.force("b1", "blue", {"inf"}, "a").force("r1", "red", {"warriors"}, "g");
  fx.scenario.settings.colonialSide = "red";
  return fx;
}

}  // namespace

TEST_CASE("C-15 the native side's orders on an odd day are held, not carried out") {
  auto fx = colonial();
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  const SideOrders day1 =
      sideOrders("red", 1, {stepsFor("r1", {march({"g", "f", "e"}), rest(), rest()})});
  REQUIRE(
      engine.runDay({sideOrders("blue", 1, {stepsFor("b1", {march({"a", "b"})})}), day1}).empty());
  CHECK(st.findForce("r1")->location.node == "g");
  CHECK(st.findForce("b1")->location.node == "b");
  auto held = eventsOf(st, "C-15");
  REQUIRE(held.size() == 1);
  CHECK(held[0].side == "red");
}

TEST_CASE("C-15 on its move day the native side carries out both days' orders in sequence") {
  auto fx = colonial();
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  const SideOrders day1 =
      sideOrders("red", 1, {stepsFor("r1", {march({"g", "f", "e"}), rest(), rest()})});
  REQUIRE(engine.runDay({day1}).empty());
  // Day 2: yesterday's orders (morning march g→e, rest, rest) then today's (march e→c).
  const SideOrders day2 = sideOrders("red", 2, {stepsFor("r1", {march({"e", "d", "c"})})});
  REQUIRE(engine.setOrders({day1, day2}).empty());
  engine.runPeriod();  // map morning: native steps 1 (march) and 2 (rest)
  CHECK(st.findForce("r1")->location.node == "e");
  engine.runPeriod();  // map afternoon: native steps 3 (rest) and 4 (today's morning march)
  CHECK(st.findForce("r1")->location.node == "c");
  auto marches = eventsOf(st, "C-10");
  REQUIRE(marches.size() == 2);
  CHECK(marches[0].period == Period::Morning);
  CHECK(marches[1].period == Period::Afternoon);
}

TEST_CASE("C-15 today's native orders are checked from where yesterday's leave the force") {
  auto fx = colonial();
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  const SideOrders day1 =
      sideOrders("red", 1, {stepsFor("r1", {march({"g", "f", "e"}), rest(), rest()})});
  REQUIRE(engine.runDay({day1}).empty());
  // Today's route must start at e, where yesterday's orders leave r1.
  auto errors =
      engine.validate({day1, sideOrders("red", 2, {stepsFor("r1", {march({"g", "f"})})})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-8");
  // The held orders must come first.
  errors = engine.validate({sideOrders("red", 2, {}), day1});
  REQUIRE_FALSE(errors.empty());
  CHECK(errors[0].rule == "C-15");
  // A non-native side cannot give two days' orders.
  errors = engine.validate({sideOrders("blue", 1, {}), sideOrders("blue", 2, {})});
  CHECK_FALSE(errors.empty());
}
