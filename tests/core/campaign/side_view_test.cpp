// C-6 what each side knows, and the dawn dispatch built from it.
#include "core/campaign/side_view.h"

#include <doctest/doctest.h>

#include "core/campaign/dispatch_report.h"
#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

/// Blue at a; red at g marches g→f→e on day 1 (slow foot, 2 stages) and digs in at e.
struct TwoDays {
  CampaignFixture fx;
  CampaignState st;

  explicit TwoDays(int lag) {
    fx.chain({"a", "b", "c", "d", "e", "f", "g"});
    fx.command("blue", "inf", {TroopType::Bayonets});
    fx.command("red", "rinf", {TroopType::Muskets, TroopType::Muskets});
    fx.force("b1", "blue", {"inf"}, "a").force("r1", "red", {"rinf"}, "g");
    fx.scenario.settings.intelLagPeriods = lag;
    st = fx.start();
    Dice dice(st.rngState);
    CampaignEngine engine(fx.scenario, st, dice);
    REQUIRE(engine
                .runDay({sideOrders("blue", 1, {stepsFor("b1", {march({"a", "b"})})}),
                         sideOrders(
                             "red", 1,
                             {stepsFor("r1", {march({"g", "f", "e"}), work(WorkTask::Entrench)})})})
                .empty());
  }
};

}  // namespace

TEST_CASE("C-6 at dawn a side sees enemy forces where they were at the previous dawn") {
  TwoDays t(3);
  REQUIRE(t.st.findForce("r1")->location.node == "e");
  const SideView blue = buildSideView(t.fx.scenario, t.st, "blue");
  REQUIRE(blue.own.size() == 1);
  CHECK(blue.own[0].location.node == "b");
  REQUIRE(blue.enemy.size() == 1);
  CHECK(blue.enemy[0].force == "r1");
  CHECK(blue.enemy[0].location.node == "g");  // where it was at dawn of day 1
  CHECK(blue.enemy[0].asOfDay == 1);
  CHECK(blue.enemy[0].asOfPeriod == Period::Morning);
  CHECK(blue.enemy[0].elementCount == 3);
}

TEST_CASE("C-6 a view never leaks the other side's moves, works or log") {
  TwoDays t(3);
  const SideView blue = buildSideView(t.fx.scenario, t.st, "blue");
  for (const auto& e : blue.log) {
    CHECK(e.side != "red");
    for (const auto& f : e.forces) CHECK(f != "r1");
    CHECK(e.text.find("Ne") == std::string::npos);  // red's new place is nowhere in blue's log
  }
  CHECK(blue.ownWorks.empty());  // red's entrenchment is red's secret
  for (const auto& k : blue.enemy) CHECK(k.location.node != "e");
  const std::string report = dawnDispatch(t.fx.scenario, t.st, "blue");
  CHECK(report.find("| Force r1 | Ng | day 1, Morning | 3 |") != std::string::npos);
  CHECK(report.find("Ne") == std::string::npos);
  CHECK(report.find("entrench") == std::string::npos);
  // Red's own view has its works and its march.
  const SideView red = buildSideView(t.fx.scenario, t.st, "red");
  CHECK(red.ownWorks.size() == 1);
  REQUIRE(red.enemy.size() == 1);
  CHECK(red.enemy[0].location.node == "a");
}

TEST_CASE("C-6 with intel_lag_periods = 0 each side sees the enemy as it is now") {
  TwoDays t(0);
  const SideView blue = buildSideView(t.fx.scenario, t.st, "blue");
  REQUIRE(blue.enemy.size() == 1);
  CHECK(blue.enemy[0].location.node == "e");
  CHECK(blue.enemy[0].asOfDay == 2);
}

TEST_CASE("C-6 forces in a battle are known to both sides where they are") {
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
  const SideView blue = buildSideView(fx.scenario, st, "blue");
  REQUIRE(blue.enemy.size() == 1);
  CHECK(blue.enemy[0].location.node == "c");
  CHECK(blue.enemy[0].inOrAfterBattle);
  CHECK(blue.battles.size() == 1);
}

TEST_CASE("C-6 dawn dispatch: forces, yesterday's moves with node names, weather, works") {
  TwoDays t(3);
  const std::string red = dawnDispatch(t.fx.scenario, t.st, "red");
  CHECK(red.find("# Dispatch for red: dawn of day 2 (1866-06-02)") == 0);
  CHECK(red.find("| Force r1 | Ne | ready |") != std::string::npos);
  CHECK(red.find("- Morning (C-10): Force r1 marches 2 stages (Ng - Nf - Ne), ending at Ne") !=
        std::string::npos);
  CHECK(red.find("- Our entrenchment at Ne") != std::string::npos);
  CHECK(red.find("## Weather") != std::string::npos);
  CHECK(red.find("(die ") != std::string::npos);  // yesterday's weather throw
  CHECK(red.find("| Force b1 | Na | day 1, Morning | 2 |") != std::string::npos);
}

TEST_CASE("C-6 a force just out of a battle is known to both sides where it went") {
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
  BattleResult result;
  result.battle = "battle-1";
  result.winner = "blue";
  result.boundsFought = 8;
  result.routStages = 2;
  REQUIRE(engine.applyBattleResult(result).empty());
  REQUIRE(st.findForce("r")->location.node == "e");  // routed back the way it came, 2 stages
  engine.runPeriod();
  const SideView blue = buildSideView(fx.scenario, st, "blue");
  REQUIRE(blue.enemy.size() == 1);
  CHECK(blue.enemy[0].location.node == "e");
  CHECK(blue.enemy[0].inOrAfterBattle);
  // Once the lag has passed with no further fighting, red is seen only as it was.
  engine.runPeriod();
  engine.runPeriod();
  engine.runPeriod();
  const SideView later = buildSideView(fx.scenario, st, "blue");
  REQUIRE(later.enemy.size() == 1);
  CHECK_FALSE(later.enemy[0].inOrAfterBattle);
}
