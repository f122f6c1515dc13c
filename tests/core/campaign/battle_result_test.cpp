// C-28 results coming back; C-20 battle time and nightfall; C-21 losses, rout and returns.
#include <doctest/doctest.h>

#include <memory>

#include "core/campaign/force_roster.h"
#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

/// Blue holds c; red marches d→c in the morning: battle-1 at c, blue defends.
struct Fought {
  CampaignFixture fx;
  CampaignState st;
  Dice dice{5};
  std::unique_ptr<CampaignEngine> engine;

  Fought() {
    fx.chain({"a", "b", "c", "d", "e"});
    fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets, TroopType::Smoothbore});
    fx.command("red", "cav", {TroopType::LightCavalry, TroopType::LightCavalry});
    fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "d");
    st = fx.start();
    engine = std::make_unique<CampaignEngine>(fx.scenario, st, dice);
    REQUIRE(
        engine->setOrders({sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})}).empty());
    engine->runPeriod();
    REQUIRE(st.pendingBattles.size() == 1);
  }
};

}  // namespace

TEST_CASE("C-28 the set-up lists location, forces, weather, works and defender") {
  Fought f;
  const BattleMeeting& b = f.st.pendingBattles[0];
  CHECK(b.id == "battle-1");
  CHECK(b.day == 1);
  CHECK(b.period == 0);
  CHECK(b.node == "c");
  CHECK(b.defenderSide == "blue");
  REQUIRE(b.present.size() == 2);
  CHECK(b.present[0].force == "b");
  CHECK(b.present[0].elements == std::vector<std::string>{"inf", "inf-1", "inf-2", "inf-3"});
  CHECK_FALSE(b.raining);
  CHECK(b.works.empty());
}

TEST_CASE(
    "C-21 the loser routs 1 or 2 stages; destroyed are lost, spent come back before the next "
    "battle") {
  Fought f;
  BattleResult r;
  r.battle = "battle-1";
  r.winner = "red";
  r.boundsFought = 10;
  r.routStages = 2;
  r.elements = {{"inf-1", ElementStatus::Destroyed},
                {"inf-2", ElementStatus::Spent},
                {"cav-1", ElementStatus::OffTable}};
  REQUIRE(f.engine->applyBattleResult(r).empty());
  CHECK(f.st.pendingBattles.empty());
  const Force& blue = *f.st.findForce("b");
  CHECK_FALSE(blue.inBattle);
  CHECK(blue.location.node == "a");  // 2 stages away from the field, c → b → a
  CHECK(blue.mustRest);
  CHECK(f.st.findForce("r")->location.node == "c");
  CHECK(statusOf(f.st, "inf-1") == ElementStatus::Destroyed);
  CHECK(statusOf(f.st, "inf-2") == ElementStatus::Spent);
  CHECK(statusOf(f.st, "cav-1") == ElementStatus::OffTable);
  CHECK(eventsOf(f.st, "C-21").size() == 1);
  // The off-table element comes back in the next period of the campaign.
  f.engine->runPeriod();
  CHECK(statusOf(f.st, "cav-1") == ElementStatus::Present);
  // The spent element reappears when blue next fights; the destroyed one never does.
  f.st.findForce("r")->location.node = "b";
  f.st.findForce("b")->mustRest = false;
  f.engine->runPeriod();  // night: red at b is 1 stage from blue at a; nobody moves
  REQUIRE(
      f.engine->setOrders({sideOrders("red", 2, {stepsFor("r", {march({"b", "a"})})})}).empty());
  f.engine->runPeriod();
  REQUIRE(f.st.pendingBattles.size() == 1);
  const auto& present = f.st.pendingBattles[0].present;
  const auto& blueIn = present[0].side == "blue" ? present[0] : present[1];
  CHECK(blueIn.elements == std::vector<std::string>{"inf", "inf-2", "inf-3"});
}

TEST_CASE("C-21 a rout follows the route the loser chose") {
  Fought f;
  BattleResult r;
  r.battle = "battle-1";
  r.winner = "blue";
  r.boundsFought = 12;
  r.routStages = 1;
  r.routRoute = {"c", "d"};
  REQUIRE(f.engine->applyBattleResult(r).empty());
  CHECK(f.st.findForce("r")->location.node == "d");
  CHECK(f.st.findForce("b")->location.node == "c");
}

TEST_CASE("C-28 a bad result is refused whole") {
  Fought f;
  const CampaignState before = f.st;
  BattleResult r;
  r.battle = "battle-1";
  r.winner = "green";
  r.boundsFought = 30;  // C-20: a morning battle cannot go past 24 bounds (nightfall)
  r.routStages = 3;
  r.elements = {{"nobody", ElementStatus::Destroyed}};
  auto errors = f.engine->applyBattleResult(r);
  CHECK(errors.size() == 4);
  CHECK(f.st == before);
  r = BattleResult{};
  r.battle = "battle-9";
  CHECK(f.engine->applyBattleResult(r).size() == 1);
}

TEST_CASE("C-20 an undecided battle resumes next morning, or one side retreats in the night") {
  // 24 bounds from the morning fill the afternoon too: the result waits for it to run.
  SUBCASE("resume") {
    Fought f;
    BattleResult r;
    r.battle = "battle-1";
    r.boundsFought = 24;
    REQUIRE(f.engine->applyBattleResult(r).empty());
    f.engine->runPeriod();  // the afternoon: the battle goes on, then its result is applied
    REQUIRE(f.st.pendingBattles.size() == 1);
    const BattleMeeting& next = f.st.pendingBattles[0];
    CHECK(next.id == "battle-2");
    CHECK(next.day == 2);
    CHECK(next.period == 0);
    CHECK(next.periodsFought == 2);
    CHECK(next.present.size() == 2);
    CHECK(f.st.findForce("b")->battle == "battle-2");
  }
  SUBCASE("night retreat") {
    Fought f;
    BattleResult r;
    r.battle = "battle-1";
    r.boundsFought = 24;
    r.nightRetreatSide = "red";
    REQUIRE(f.engine->applyBattleResult(r).empty());
    f.engine->runPeriod();
    CHECK(f.st.pendingBattles.empty());
    CHECK(f.st.findForce("r")->location.node == "d");  // back the way it came, 1 stage
    int retreats = 0;
    for (const auto& e : eventsOf(f.st, "C-20")) retreats += e.kind == "retreat" ? 1 : 0;
    CHECK(retreats == 1);
  }
}

TEST_CASE("C-21 a force with every element destroyed leaves the map") {
  Fought f;
  BattleResult r;
  r.battle = "battle-1";
  r.winner = "blue";
  r.boundsFought = 5;
  r.elements = {{"cav", ElementStatus::Destroyed},
                {"cav-1", ElementStatus::Destroyed},
                {"cav-2", ElementStatus::Destroyed}};
  REQUIRE(f.engine->applyBattleResult(r).empty());
  CHECK(f.st.findForce("r") == nullptr);
}

TEST_CASE("C-20 a result given before the battle's last period has run waits for that period") {
  Fought f;  // battle-1 at c from day 1 morning; the afternoon is the next period to run
  BattleResult r;
  r.battle = "battle-1";
  r.winner = "red";
  r.boundsFought = 20;  // 2 periods: the fighting goes on through the afternoon
  r.routStages = 2;
  r.elements = {{"cav-1", ElementStatus::OffTable}};
  REQUIRE(battlesAwaitingResult(f.st).size() == 1);
  REQUIRE(f.engine->applyBattleResult(r).empty());
  REQUIRE(f.st.resultsWaiting.size() == 1);
  CHECK(battlesAwaitingResult(f.st).empty());  // nobody is asked for its result again
  CHECK(f.st.pendingBattles.size() == 1);
  CHECK(f.st.findForce("b")->inBattle);
  CHECK(statusOf(f.st, "cav-1") == ElementStatus::Present);
  REQUIRE(eventsOf(f.st, "C-20").size() == 1);
  CHECK(eventsOf(f.st, "C-20")[0].kind == "result-waiting");
  // A second result for the same battle is refused.
  CHECK(f.engine->applyBattleResult(r).size() == 1);
  CHECK(f.st.resultsWaiting.size() == 1);

  f.engine->runPeriod();  // the afternoon: blue is still held at c while it runs
  CHECK(f.st.resultsWaiting.empty());
  CHECK(f.st.pendingBattles.empty());
  const Force& blue = *f.st.findForce("b");
  CHECK_FALSE(blue.inBattle);
  CHECK(blue.location.node == "a");  // the rout, at the start of the night
  const auto routs = eventsOf(f.st, "C-21");
  REQUIRE(routs.size() == 1);
  CHECK(routs[0].day == 1);
  CHECK(routs[0].period == Period::Night);
  // C-21: the element that left the table comes back in the period after the fighting.
  const auto* away = [&]() -> const ElementState* {
    for (const auto& e : f.st.elementStates)
      if (e.element == "cav-1") return &e;
    return nullptr;
  }();
  REQUIRE(away);
  CHECK(away->returnsOnDay == 1);
  CHECK(away->returnsInPeriod == Period::Night);
  // The afternoon's position record shows blue still on the field.
  bool heldInAfternoon = false;
  for (const auto& rec : f.st.positionHistory)
    if (rec.force == "b" && rec.day == 1 && rec.period == Period::Afternoon)
      heldInAfternoon = rec.inBattle && rec.location.node == "c";
  CHECK(heldInAfternoon);
}

TEST_CASE("C-20 C-21 a late result routs now, says when the fighting ended; held periods rest") {
  Fought f;
  f.engine->runPeriod();  // afternoon, no result yet: everyone stays held
  f.engine->runPeriod();  // night
  REQUIRE(f.st.day == 2);
  REQUIRE(f.st.period == Period::Morning);
  f.st.findForce("r")->activePeriodsInRow = 2;  // what red had done before the battle
  BattleResult r;
  r.battle = "battle-1";
  r.winner = "red";
  r.boundsFought = 10;  // ended in the morning of day 1: two periods ago
  r.routStages = 1;
  r.elements = {{"inf-1", ElementStatus::OffTable}};
  REQUIRE(f.engine->applyBattleResult(r).empty());
  CHECK(f.st.resultsWaiting.empty());
  CHECK(f.st.findForce("b")->location.node == "b");  // routs 1 stage now
  CHECK(f.st.findForce("b")->mustRest);
  // Red waited on the field through the afternoon and night: that was rest (C-14).
  CHECK(f.st.findForce("r")->activePeriodsInRow == 0);
  CHECK_FALSE(f.st.findForce("r")->mustRest);
  const auto results = eventsOf(f.st, "C-28");
  REQUIRE_FALSE(results.empty());
  const CampaignEvent& applied = results.back();
  CHECK(applied.kind == "result");
  CHECK(applied.day == 2);
  CHECK(applied.text.find("ended with day 1 morning") != std::string::npos);
  CHECK(applied.text.find("2 periods later") != std::string::npos);
  // The element that left the table is back in the next period to run (its own has passed).
  f.engine->runPeriod();
  CHECK(statusOf(f.st, "inf-1") == ElementStatus::Present);
}

TEST_CASE("C-20 a late undecided result resumes the morning after the battle's day") {
  Fought f;
  f.engine->runPeriod();  // afternoon
  f.engine->runPeriod();  // night
  f.engine->runPeriod();  // day 2 morning: the forces are still held, the battle goes on
  REQUIRE(f.st.period == Period::Afternoon);
  BattleResult r;
  r.battle = "battle-1";
  r.boundsFought = 24;  // to nightfall of day 1, undecided
  REQUIRE(f.engine->applyBattleResult(r).empty());
  REQUIRE(f.st.pendingBattles.size() == 1);
  const BattleMeeting& next = f.st.pendingBattles[0];
  CHECK(next.id == "battle-2");
  CHECK(next.day == 2);  // not day 3: it has been fought since this morning
  CHECK(next.period == 0);
  CHECK(next.periodsFought == 2);
  CHECK(f.st.findForce("b")->battle == "battle-2");
  // Its own result: 12 bounds fill the morning of day 2, which has run, so it applies now.
  BattleResult second;
  second.battle = "battle-2";
  second.winner = "blue";
  second.boundsFought = 12;
  REQUIRE(f.engine->applyBattleResult(second).empty());
  CHECK(f.st.pendingBattles.empty());
  CHECK(f.st.findForce("r")->location.node == "d");
}
