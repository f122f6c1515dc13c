// C-28 through the battle seam: the campaign runner fights with whichever rule set it is given, and the state records it.
#include <doctest/doctest.h>

#include <algorithm>

#include "../../core/campaign/fixture.h"
#include "maps/campaign_battles/auto_battles.h"

using namespace hfg;
using namespace hfg::maps;
using namespace hfg::test;

namespace {

/// A rule set of the test's own: two map periods of play, then the defender wins.
struct Calls {
  int begun = 0;
  std::vector<int> played;
  double groundWidth = 0;
};

class TwoPeriodBattle final : public battle::RunningBattle {
 public:
  TwoPeriodBattle(Calls& calls, std::string defender, std::string attacker)
      : m_calls(calls), m_defender(std::move(defender)), m_attacker(std::move(attacker)) {}
  battle::BattleReport opening() const override { return {{"Table: the test's own"}, {}}; }
  battle::BattleReport join(const BattleMeeting&) override { return {}; }
  battle::BattleReport play(int periodsFought) override {
    m_calls.played.push_back(periodsFought);
    m_periods = periodsFought;
    return {{"played map period " + std::to_string(periodsFought)},
            {"test: period " + std::to_string(periodsFought)}};
  }
  bool ended() const override { return m_periods >= 2; }
  battle::BattleOutcome outcome(const BattleMeeting& meeting) const override {
    battle::BattleOutcome out;
    out.result.battle = meeting.id;
    out.result.winner = m_defender;
    out.result.boundsFought = 24;
    out.gameMinutes = 720;
    out.summary = m_defender + " wins; " + m_attacker + " routs 1 stage (C-21)";
    out.records = {"Losses: none"};
    return out;
  }
  battle::TableDisplay view() const override { return {}; }
  std::vector<std::pair<std::string, std::string>> files() const override {
    return {{"-test.txt", "test\n"}};
  }

 private:
  Calls& m_calls;
  std::string m_defender;
  std::string m_attacker;
  int m_periods = 0;
};

class TestRules final : public battle::BattleRules {
 public:
  explicit TestRules(Calls& calls) : m_calls(calls) {}
  std::string_view name() const override { return "test_rules"; }
  battle::TableDisplay table(TableSize) const override { return {}; }
  std::unique_ptr<battle::RunningBattle> begin(const battle::BattleInput& in) const override {
    ++m_calls.begun;
    m_calls.groundWidth = in.ground().extent.widthPaces;  // the ground is cut from the map
    return std::make_unique<TwoPeriodBattle>(m_calls, in.meeting.defenderSide,
                                             in.meeting.attackerSide);
  }

 private:
  Calls& m_calls;
};

bool has(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE(
    "C-28 the campaign runner fights a battle through the seam with the rule set it is given") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d"});
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry, TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "d");
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  Calls calls;
  AutoBattles driver(fx.scenario, std::make_unique<TestRules>(calls));
  CHECK(driver.rules().name() == "test_rules");
  REQUIRE(
      engine.setOrders({sideOrders("red", st.day, {stepsFor("r", {march({"d", "c"})})})}).empty());

  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  auto lines = driver.afterPeriod(engine, st, dice);
  CHECK(calls.begun == 1);
  CHECK(calls.groundWidth == 12000);  // the scenario's standard table, in paces
  CHECK(calls.played == std::vector<int>{1});
  CHECK(has(lines, "test: period 1"));
  // The state file records which rule set fights the battle.
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].battleRules == "test_rules");
  REQUIRE(driver.runningBattle("battle-1"));
  CHECK(hfgBattleOf(*driver.runningBattle("battle-1")) == nullptr);  // not an HFG battle
  CHECK(driver.battleOf("battle-1") == nullptr);

  engine.runPeriod();
  lines = driver.afterPeriod(engine, st, dice);
  CHECK(calls.begun == 1);  // the same battle, kept across map periods (C-20)
  CHECK(calls.played == std::vector<int>{1, 2});
  CHECK(driver.running().empty());
  CHECK(has(lines, "battle-1: blue wins; red routs 1 stage (C-21)"));
  const auto& log = driver.logs().at("battle-1");
  CHECK(has(log, "Battle battle-1 at "));
  CHECK(has(log, "Table: the test's own"));
  CHECK(has(log, "played map period 2"));
  CHECK(has(log, "Losses: none"));
  CHECK(has(log, "Result: after 24 bounds a side, blue wins; red routs 1 stage (C-21)"));
  // Applied by the campaign (C-21): the battle is resolved and remembers its rule set.
  CHECK(st.pendingBattles.empty());
  REQUIRE_FALSE(st.resolvedBattles.empty());
  CHECK(st.resolvedBattles.back().id == "battle-1");
  CHECK(st.resolvedBattles.back().battleRules == "test_rules");
  CHECK_FALSE(st.findForce("r")->inBattle);
}

TEST_CASE(
    "C-28 the built-in rule sets: hfg, tchae and c3 by name; an unknown name is refused naming the "
    "option") {
  const auto& registry = builtInBattleRules();
  CHECK(registry.names() == std::vector<std::string>{"hfg", "tchae", "c3"});
  CHECK(registry.make("c3", "--battle-rules")->name() == "c3");
  CHECK(registry.make("c3", "x")->table(TableSize::Standard).width == doctest::Approx(9000));  // 6.3
  CHECK(registry.make("tchae", "--battle-rules")->name() == "tchae");
  CHECK(registry.make("tchae", "x")->table(TableSize::Standard).width == 197);  // 7.3
  CHECK(registry.make("tchae", "x")->table(TableSize::Paired).depth == 197);
  CHECK(registry.make("hfg", "--battle-rules")->name() == "hfg");
  CHECK(registry.make("hfg", "x")->table(TableSize::Wide).width == 18000);
  CHECK_THROWS_WITH_AS(registry.make("howlin_mobs", "--battle-rules"),
                       "--battle-rules: no battle rule set \"howlin_mobs\"; expected one of: hfg, "
                       "tchae, c3",
                       std::invalid_argument);
}
