// C-20, C-21, C-28: campaign battles fought period by period on the engine, results applied, runs replayed.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../../core/campaign/fixture.h"
#include "core/campaign/auto_orders.h"
#include "core/campaign/force_roster.h"
#include "core/io/scenario_io.h"
#include "maps/campaign_battles/auto_battles.h"
#include "maps/campaign_battles/holding_moves.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::maps;
using namespace hfg::test;

namespace {

/// A test double: gives no orders and counts the generals made and the orders asked for.
struct Counts {
  int sources = 0;
  int asked = 0;
};
class CountingMoves final : public battle::MoveSource {
 public:
  explicit CountingMoves(Counts& counts) : m_counts(counts) {}
  std::optional<battle::MoveOrder> nextOrder(const battle::Battle&) override {
    ++m_counts.asked;
    return std::nullopt;
  }

 private:
  Counts& m_counts;
};

MoveSourceFactory counting(Counts& counts) {
  return [&counts](const battle::BattleSetup&) {
    ++counts.sources;
    return std::make_unique<CountingMoves>(counts);
  };
}

/// Blue holds c; red's r comes d -> c in the period `attackPeriod`; red's r2 at d marches to
/// the guns in the afternoon (C-20).
struct Campaign {
  CampaignFixture fx;
  CampaignState st;
  std::unique_ptr<Dice> dice;
  std::unique_ptr<CampaignEngine> engine;

  explicit Campaign(std::vector<TroopType> blue = {TroopType::Bayonets, TroopType::Bayonets,
                                                   TroopType::Rifled},
                    std::vector<TroopType> red = {TroopType::LightCavalry,
                                                  TroopType::LightCavalry}) {
    fx.chain({"a", "b", "c", "d", "e"});
    fx.command("blue", "inf", blue);
    fx.command("red", "cav", red);
    fx.command("red", "cav2", {TroopType::Dragoons, TroopType::Dragoons});
    fx.force("b", "blue", {"inf"}, "c")
        .force("r", "red", {"cav"}, "d")
        .force("r2", "red", {"cav2"}, "d");
    st = fx.start();
    dice = std::make_unique<Dice>(st.rngState);
    engine = std::make_unique<CampaignEngine>(fx.scenario, st, *dice);
  }
  void orders(std::vector<ForceOrder> red) {
    REQUIRE(engine->setOrders({sideOrders("red", st.day, red)}).empty());
  }
};

Step hold() { return Step{}; }

}  // namespace

TEST_CASE(
    "C-20 a morning battle goes on into the afternoon; troops marching to the guns join it; night "
    "stops it") {
  Campaign c;
  Counts counts;
  AutoBattles driver(c.fx.scenario, counting(counts));
  c.orders({stepsFor("r", {march({"d", "c"})}), stepsFor("r2", {hold(), march({"d", "c"})})});
  c.engine->runPeriod();
  REQUIRE(c.st.pendingBattles.size() == 1);
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  // 12 bounds a side in the morning; the battle is kept for the afternoon.
  REQUIRE(driver.running() == std::vector<std::string>{"battle-1"});
  const battle::Battle* b = driver.battleOf("battle-1");
  REQUIRE(b);
  CHECK(b->clock().boundsPlayed() == 24);
  CHECK(b->setup().boundsPerSideToNightfall == 24);
  CHECK(c.st.pendingBattles.size() == 1);
  CHECK(c.st.findForce("b")->inBattle);
  CHECK(counts.sources == 1);

  c.engine->runPeriod();  // the rest of the map moves; r2 marches to the sound of the guns
  REQUIRE(c.st.pendingBattles.size() == 1);
  REQUIRE(c.st.pendingBattles[0].arrivals.size() == 1);
  CHECK(c.st.pendingBattles[0].arrivals[0].soundOfGuns);
  CHECK(driver.battleOf("battle-1") == b);  // the same engine battle, not a new one
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  CHECK(counts.sources == 1);
  // Night fell after 24 bounds a side: the battle ended and its result was applied.
  CHECK(driver.running().empty());
  const auto& log = driver.logs().at("battle-1");
  auto has = [&](const std::string& text) {
    return std::any_of(log.begin(), log.end(),
                       [&](const std::string& l) { return l.find(text) != std::string::npos; });
  };
  CHECK(has("Join: r2 marches to the sound of the guns (C-20)"));
  CHECK(has("[48] bound: bound 48"));
  CHECK(has("[49] end: night falls (B-62)"));
  CHECK_FALSE(has("[49] bound:"));
  CHECK(has("Result: after 24 bounds a side"));
  CHECK(std::none_of(c.st.pendingBattles.begin(), c.st.pendingBattles.end(),
                     [](const BattleMeeting& p) { return p.id == "battle-1"; }));
  const auto results = eventsOf(c.st, "C-28");
  REQUIRE_FALSE(results.empty());
  CHECK(results.back().text.find("after 24 bounds (2 map periods") != std::string::npos);
  // The dragoons of r2 took part: they are in the battle's result (present) and out of it now.
  CHECK_FALSE(c.st.findForce("r2")->battle == "battle-1");
}

TEST_CASE(
    "C-20 C-28 a detachment of a command already fighting marches to the guns and arrives at its "
    "time") {
  Campaign c({TroopType::Bayonets, TroopType::Bayonets, TroopType::Rifled},
             {TroopType::LightCavalry, TroopType::LightCavalry, TroopType::LightCavalry,
              TroopType::LightCavalry});
  Counts counts;
  AutoBattles driver(c.fx.scenario, counting(counts));
  // Dawn: two of cav's four elements split off as "det" (C-7); the rest attack c in the morning,
  // the detachment marches to the guns in the afternoon.
  SideOrders red = sideOrders(
      "red", 1, {stepsFor("r", {march({"d", "c"})}), stepsFor("det", {hold(), march({"d", "c"})})});
  red.splits.push_back({"r", "det", "Cavalry detachment", {}, {"cav-3", "cav-4"}});
  REQUIRE(c.engine->setOrders({red}).empty());
  c.engine->runPeriod();
  REQUIRE(c.st.pendingBattles.size() == 1);
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  const battle::Battle* b = driver.battleOf("battle-1");
  REQUIRE(b);
  CHECK_FALSE(b->find("cav-3"));
  c.engine->runPeriod();
  REQUIRE(c.st.pendingBattles[0].arrivals.size() == 1);
  CHECK(c.st.pendingBattles[0].arrivals[0].force.force == "det");
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  // The engine took the detachment's elements into cav, the command already fighting, and they
  // came on at the afternoon's bounds (no T-15 arrival throw: their command is on the table).
  const auto& log = driver.logs().at("battle-1");
  auto has = [&](const std::string& text) {
    return std::any_of(log.begin(), log.end(),
                       [&](const std::string& l) { return l.find(text) != std::string::npos; });
  };
  CHECK(has("Join: det marches to the sound of the guns (C-20)"));
  CHECK_FALSE(has("off the table"));
  for (const char* id : {"cav-3", "cav-4"}) {
    const auto arrived = std::find_if(log.begin(), log.end(), [&](const std::string& l) {
      return l.find(std::string(id) + " arrives where its command's set-up placed it") !=
             std::string::npos;
    });
    REQUIRE_MESSAGE(arrived != log.end(), id);
    CHECK(std::stoi(arrived->substr(1)) > 24);  // in the afternoon, not before it marched
  }
  CHECK_FALSE(has("command cav does not arrive"));
}

TEST_CASE("C-20 a battle begun in the afternoon stops at nightfall after 12 bounds a side") {
  Campaign c;
  Counts counts;
  AutoBattles driver(c.fx.scenario, counting(counts));
  c.orders({stepsFor("r", {hold(), march({"d", "c"})})});
  c.engine->runPeriod();
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  CHECK(counts.sources == 0);  // no battle yet
  c.engine->runPeriod();
  REQUIRE(c.st.pendingBattles.size() == 1);
  CHECK(c.st.pendingBattles[0].period == 1);
  const auto lines = driver.afterPeriod(*c.engine, c.st, *c.dice);
  CHECK(counts.sources == 1);
  CHECK(driver.running().empty());
  const auto& log = driver.logs().at("battle-1");
  CHECK(std::any_of(log.begin(), log.end(),
                    [](const std::string& l) { return l.rfind("[24] bound:", 0) == 0; }));
  CHECK(std::any_of(log.begin(), log.end(),
                    [](const std::string& l) { return l.rfind("[25] end: night falls", 0) == 0; }));
  CHECK(std::none_of(log.begin(), log.end(),
                     [](const std::string& l) { return l.rfind("[25] bound:", 0) == 0; }));
  const auto results = eventsOf(c.st, "C-28");
  REQUIRE_FALSE(results.empty());
  CHECK(results.back().text.find("after 12 bounds (1 map period") != std::string::npos);
}

TEST_CASE(
    "C-20 after an undecided day with no losses the battle resumes next morning, then the attacker "
    "withdraws") {
  Campaign c;
  AutoBattles driver(c.fx.scenario,
                     [](const battle::BattleSetup&) { return std::make_unique<HoldingMoves>(); });
  c.orders({stepsFor("r", {hold(), march({"d", "c"})})});
  for (int p = 0; p < 3; ++p) {
    c.engine->runPeriod();
    driver.afterPeriod(*c.engine, c.st, *c.dice);
  }
  // Dawn of day 2: lost shares are both 0 after holding all afternoon: battle-2 resumes it.
  const auto& log1 = driver.logs().at("battle-1");
  REQUIRE(std::any_of(log1.begin(), log1.end(), [](const std::string& l) {
    return l.find("night falls undecided; the battle resumes next morning") != std::string::npos;
  }));
  REQUIRE(c.st.pendingBattles.size() == 1);
  CHECK(c.st.pendingBattles[0].id == "battle-2");
  CHECK(c.st.pendingBattles[0].day == 2);
  CHECK(c.st.pendingBattles[0].periodsFought == 1);
  c.orders({});
  c.engine->runPeriod();
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  CHECK(driver.running() == std::vector<std::string>{"battle-2"});
  c.engine->runPeriod();
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  CHECK(driver.running().empty());
  const auto& log2 = driver.logs().at("battle-2");
  CHECK(std::any_of(log2.begin(), log2.end(), [](const std::string& l) {
    return l.find("night falls undecided; red retreats in the night (C-20)") != std::string::npos;
  }));
  CHECK(c.st.pendingBattles.empty());
  CHECK_FALSE(c.st.findForce("r")->inBattle);
}

// Since T-4 (issue #17) guns in a wood, BUA or marsh may not shoot: the book-procedure table had
// put blue's guns in one (undecided, no shot fired). The deployment now stands guns where they
// may shoot (issue #18, maps/table/deployment.cpp `barsGuns`).
TEST_CASE("C-21 a broken army routs by the stated rule and its losses are applied") {
  // Blue's rifled guns (3,200 p) outrange the 2,200 p between the lines and shoot every bound;
  // red has one foot element and its general.
  Campaign c(
      {TroopType::Rifled, TroopType::Rifled, TroopType::Rifled, TroopType::Rifled,
       TroopType::Rifled, TroopType::Rifled, TroopType::LightCavalry, TroopType::LightCavalry},
      {TroopType::Bayonets});
  AutoBattles driver(c.fx.scenario,
                     [](const battle::BattleSetup&) { return std::make_unique<HoldingMoves>(); });
  c.orders({stepsFor("r", {march({"d", "c"})})});
  c.engine->runPeriod();
  driver.afterPeriod(*c.engine, c.st, *c.dice);
  if (!driver.running().empty()) {  // not broken in the morning: the afternoon's bounds
    c.engine->runPeriod();
    driver.afterPeriod(*c.engine, c.st, *c.dice);
  }
  const auto& log = driver.logs().at("battle-1");
  const auto win = std::find_if(log.begin(), log.end(), [](const std::string& l) {
    return l.find("blue wins; red routs") != std::string::npos;
  });
  REQUIRE_MESSAGE(win != log.end(), "the guns did not break red");
  // Blue has 2 light cavalry present and red none: red fears pursuit and routs 2 stages (C-21).
  CHECK(win->find("routs 2 stages") != std::string::npos);
  const Force& r = *c.st.findForce("r");
  CHECK(r.location.node == "e");  // c -> d -> e, back the way it came
  CHECK(r.mustRest);
  CHECK(eventsOf(c.st, "C-21").size() >= 1);
  // Every loss in the battle's result is in the campaign state (C-21, C-28).
  int losses = 0;
  for (const auto& line : log) {
    if (line.rfind("Result: ", 0) != 0 || line.find(" wins; ") != std::string::npos ||
        line.find(" bounds a side") != std::string::npos)
      continue;
    std::istringstream words(line.substr(8));
    std::string element, status;
    words >> element >> status;
    CAPTURE(line);
    CHECK(keyOf(statusOf(c.st, element)) == status);
    ++losses;
  }
  CHECK(losses >= 1);
}

TEST_CASE("C-26 the same seed gives the same campaign state and battle logs, byte for byte") {
  auto run = [](std::uint64_t seed, std::map<std::string, std::vector<std::string>>& logs) {
    Scenario scenario =
        loadScenario(hfg::testpaths::sourceDir().string() + "/campaigns/default/scenario.json");
    scenario.settings.seed = seed;
    CampaignState state = makeInitialState(scenario);
    Dice dice(state.rngState);
    CampaignEngine engine(scenario, state, dice);
    AutoBattles driver(scenario,
                       [](const battle::BattleSetup&) { return std::make_unique<HoldingMoves>(); });
    for (int day = 0; day < 4; ++day) {
      std::vector<SideOrders> orders;
      for (const auto& side : scenario.sides)
        orders.push_back(autoOrders(scenario, state, engine.planner(), side.orbat.id));
      REQUIRE(engine.setOrders(orders).empty());
      for (int p = 0; p < 3; ++p) {
        engine.runPeriod();
        driver.afterPeriod(engine, state, dice);
      }
    }
    logs = driver.logs();
    return state;
  };
  std::map<std::string, std::vector<std::string>> logsA, logsB;
  const CampaignState a = run(1866, logsA);
  const CampaignState b = run(1866, logsB);
  CHECK(a == b);
  CHECK(logsA == logsB);
  MESSAGE(logsA.size() << " battles fought in 4 days");
}
