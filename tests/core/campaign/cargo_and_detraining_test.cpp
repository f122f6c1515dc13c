// Issue #16, third pass: what the C-24/C-25 referee and the logs found, each through the
// engine's own periods: a force detrains whole at its station (C-25), elements off the train
// wait there when their force was driven off, troops aboard a fleet are its cargo (C-24), works
// are dug by land troops ashore (C-22), and a fleet joins a battle only from within 1 stage (C-20).
#include <doctest/doctest.h>

#include <algorithm>

#include "core/campaign/force_roster.h"
#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

Step kind(StepKind k) {
  Step s;
  s.kind = k;
  return s;
}

Step entrainFor(const std::string& station) {
  Step s = kind(StepKind::Entrain);
  s.target = station;
  return s;
}

Step sail(std::vector<std::string> route) {
  Step s = kind(StepKind::Sail);
  s.route = std::move(route);
  return s;
}

bool logHas(const CampaignState& st, const std::string& rule, const std::string& text) {
  return std::any_of(st.log.begin(), st.log.end(), [&](const CampaignEvent& e) {
    return e.rule == rule && e.text.find(text) != std::string::npos;
  });
}

int elements(const Scenario& sc, const CampaignState& st, const std::string& force) {
  return static_cast<int>(forceRoster(sc, st, *st.findForce(force), RosterFilter::Marching).size());
}

/// The force that holds `element`, or null.
const Force* holderOf(const Scenario& sc, const CampaignState& st, const std::string& element) {
  for (const auto& f : st.forces)
    for (const auto& e : forceRoster(sc, st, f, RosterFilter::All))
      if (e.id == element) return &f;
  return nullptr;
}

/// Stations s1 and s2 joined by 10 stages of railway; s2 is also a port on a sea lane to p1 and
/// has a road to x. Blue's "f" (a command party and `bayonets` Bayonets) stands at s1.
CampaignFixture railhead(int bayonets = 2) {
  CampaignFixture fx;
  fx.node("s1", 0, 0, false, true).node("s2", 120, 0, true, true);
  fx.node("x", 132, 0).node("p1", 120, 12, true);
  fx.link("s1", "s2", LinkKind::Railway, 10).link("s2", "x").link("s2", "p1", LinkKind::Water);
  fx.command("blue", "inf", std::vector<TroopType>(static_cast<std::size_t>(bayonets),
                                                    TroopType::Bayonets));
  fx.force("f", "blue", {"inf"}, "s1");
  return fx;
}

/// Runs day 1 with "f" entraining for s2 in the morning: it detrains from day 2 morning, one
/// element a period (C-25).
void entrainOnDay1(CampaignEngine& engine) {
  REQUIRE(engine.setOrders({sideOrders("blue", 1, {stepsFor("f", {entrainFor("s2")})})}).empty());
  for (int p = 0; p < 3; ++p) engine.runPeriod();
}

}  // namespace

TEST_CASE("C-25 a force detrains whole: it waits at the station for its elements on the line") {
  auto fx = railhead(4);  // 5 elements with the command party
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  entrainOnDay1(engine);  // detrains in periods 3..7: day 2 morning to day 3 afternoon
  REQUIRE(engine.setOrders({sideOrders("blue", 2, {})}).empty());
  for (int p = 0; p < 3; ++p) engine.runPeriod();
  REQUIRE(engine.setOrders({sideOrders("blue", 3, {goalFor("f", GoalKind::MarchTo, "x")})})
              .empty());
  engine.runPeriod();  // day 3 morning: the last element is still on the railway
  CHECK(st.findForce("f")->location.node == "s2");
  CHECK(logHas(st, "C-25", "waits at Ns2 for its 1 element still on the railway"));
  CHECK(elements(fx.scenario, st, "f") == 4);
  engine.runPeriod();  // afternoon: the last is off the train at s2, and the force marches whole
  CHECK(st.findForce("f")->location.node == "x");
  CHECK(elements(fx.scenario, st, "f") == 5);
}

TEST_CASE("C-25 elements that detrain after their force was routed off wait at the station") {
  auto fx = railhead();
  fx.command("red", "cav", {TroopType::LightCavalry, TroopType::LightCavalry});
  fx.force("r", "red", {"cav"}, "s2");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  entrainOnDay1(engine);
  REQUIRE(engine.setOrders({sideOrders("blue", 2, {}), sideOrders("red", 2, {})}).empty());
  engine.runPeriod();  // day 2 morning: f comes off the train into red's arms
  REQUIRE(st.pendingBattles.size() == 1);
  BattleResult result;
  result.battle = st.pendingBattles[0].id;
  result.winner = "red";
  result.boundsFought = 6;
  result.routStages = 1;
  REQUIRE(engine.applyBattleResult(result).empty());
  REQUIRE(st.findForce("f")->location.node == "x");  // routed 1 stage down the road
  engine.runPeriod();  // day 2 afternoon: inf-1 comes off the train at s2, not at x
  const Force* holder = holderOf(fx.scenario, st, "inf-1");
  REQUIRE(holder);
  CHECK(holder->id == "blue-detrained-s2");
  CHECK(holder->location.node == "s2");
  CHECK(elements(fx.scenario, st, "f") == 1);
  CHECK(logHas(st, "C-25", "Force f is no longer there, so it waits there with Troops of blue"));
}

TEST_CASE("C-24 C-25 a fleet never carries more than its room: troops board only when whole") {
  auto fx = railhead(4);  // 5 elements with the command party
  fx.command("blue", "navy", {TroopType::Steamer});  // 1 steamer: room for 4 land elements
  fx.force("fleet", "blue", {"navy"}, "s2");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  entrainOnDay1(engine);
  REQUIRE(engine.setOrders({sideOrders("blue", 2, {})}).empty());
  for (int p = 0; p < 3; ++p) engine.runPeriod();
  const Step embark = kind(StepKind::Embark);
  REQUIRE(engine.setOrders({sideOrders("blue", 3, {stepsFor("f", {embark, embark})})}).empty());
  for (int p = 0; p < 3; ++p) {
    engine.runPeriod();
    CHECK(roomAboard(fx.scenario, st, *st.findForce("fleet")) >= 0);
  }
  // Its 4 elements off the train had room on day 3 morning, but it waited for its fifth; whole,
  // the force of 5 has no room aboard 1 steamer.
  CHECK(st.findForce("f")->embarkedOn.empty());
  CHECK(logHas(st, "C-25", "waits at Ns2 for its 1 element still on the railway"));
  CHECK(logHas(st, "C-24", "no fleet of its side there has room for 5 elements"));
}

namespace {

/// A port p0 with a road to x and a sea lane p0-p1-p2-p3 (1 stage each). Blue: "b" (Bayonets)
/// ashore and a fleet of two steamers at p0 with "inf" aboard; red: cavalry at x.
CampaignFixture harbourWithFleet() {
  CampaignFixture fx;
  fx.node("x", 0, 0).node("y", 12, 12);
  for (int i = 0; i <= 3; ++i) fx.node("p" + std::to_string(i), 12.0 + 12.0 * i, 0, true);
  fx.link("x", "p0").link("p0", "y");
  for (int i = 1; i <= 3; ++i)
    fx.link("p" + std::to_string(i - 1), "p" + std::to_string(i), LinkKind::Water);
  fx.command("blue", "land", {TroopType::Bayonets});
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets, TroopType::Bayonets,
                             TroopType::Bayonets, TroopType::Bayonets});  // 6 with its CP
  fx.command("blue", "navy", {TroopType::Steamer, TroopType::Steamer});    // room for 8
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("b", "blue", {"land"}, "p0").force("fleet", "blue", {"navy"}, "p0");
  fx.force("inf", "blue", {"inf"}, "p0").force("r", "red", {"cav"}, "x");
  return fx;
}

struct HarbourBattle {
  CampaignFixture fx = harbourWithFleet();
  CampaignState st = fx.start();
  Dice dice{1};
  CampaignEngine engine{fx.scenario, st, dice};

  /// Red's cavalry rides into p0 on day 1 morning and meets blue's "b" there.
  HarbourBattle() {
    st.findForce("inf")->embarkedOn = "water";
    st.findForce("inf")->aboard = "fleet";
    REQUIRE(engine.setOrders({sideOrders("red", 1, {stepsFor("r", {march({"x", "p0"})})})})
                .empty());
    engine.runPeriod();
    REQUIRE(st.pendingBattles.size() == 1);
  }

  bool inBattle(const std::string& force) const {
    const auto& present = st.pendingBattles[0].present;
    return std::any_of(present.begin(), present.end(),
                       [&](const BattleForce& f) { return f.force == force; });
  }
};

}  // namespace

TEST_CASE("C-24 troops aboard take no part in a battle and go with their fleet when it routs") {
  HarbourBattle t;
  CHECK(t.inBattle("b"));
  CHECK(t.inBattle("fleet"));  // at the battle's place: it supports from the water
  CHECK_FALSE(t.inBattle("inf"));
  CHECK_FALSE(t.st.findForce("inf")->inBattle);
  BattleResult result;
  result.battle = t.st.pendingBattles[0].id;
  result.winner = "red";
  result.boundsFought = 6;
  result.routStages = 1;
  REQUIRE(t.engine.applyBattleResult(result).empty());
  CHECK(t.st.findForce("fleet")->location.node == "p1");  // by water
  CHECK(t.st.findForce("inf")->location == t.st.findForce("fleet")->location);
  CHECK(t.st.findForce("inf")->aboard == "fleet");
}

TEST_CASE("C-24 a fleet that loses ships puts ashore the troops it no longer has room for") {
  HarbourBattle t;
  BattleResult result;
  result.battle = t.st.pendingBattles[0].id;
  result.winner = "blue";
  result.boundsFought = 6;
  result.routStages = 1;
  result.elements.push_back({"navy-1", ElementStatus::Destroyed});  // 6 aboard, room now 4
  REQUIRE(t.engine.applyBattleResult(result).empty());
  const Force& inf = *t.st.findForce("inf");
  CHECK(inf.embarkedOn.empty());
  CHECK(inf.aboard.empty());
  CHECK(inf.location.node == "p0");
  CHECK(roomAboard(t.fx.scenario, t.st, *t.st.findForce("fleet")) == 4);
  CHECK(logHas(t.st, "C-24", "has lost ships and no longer has room for it"));
}

TEST_CASE("C-22 a fleet digs no entrenchments, nor do troops aboard") {
  auto fx = harbourWithFleet();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  // Refused at dawn for the fleet...
  const auto errors =
      engine.validate({sideOrders("blue", 1, {stepsFor("fleet", {work(WorkTask::Entrench)})})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-22");
  // ...and held when it runs for troops that went aboard in the morning (foot: one period).
  REQUIRE(engine
              .setOrders({sideOrders(
                  "blue", 1, {stepsFor("b", {kind(StepKind::Embark), work(WorkTask::Entrench)})})})
              .empty());
  engine.runPeriod();
  REQUIRE(st.findForce("b")->embarkedOn == "water");
  engine.runPeriod();
  CHECK(st.works.empty());
  CHECK(logHas(st, "C-22", "only land troops ashore dig works"));
}

TEST_CASE("C-20 a fleet joins a battle already on the map only from within 1 stage") {
  auto fx = harbourWithFleet();
  fx.scenario.startPositions.erase(
      std::remove_if(fx.scenario.startPositions.begin(), fx.scenario.startPositions.end(),
                     [](const ForcePlacement& p) { return p.id == "fleet" || p.id == "inf"; }),
      fx.scenario.startPositions.end());
  fx.force("fleet", "blue", {"navy"}, "p3");  // 3 stages of sea from the battle at p0
  // The afternoon's naval die is the campaign's first die: a seed that gives 3 or more.
  std::uint64_t seed = 1;
  while (Dice(seed).d6() < 3) ++seed;
  fx.scenario.settings.seed = seed;
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("red", 1, {stepsFor("r", {march({"x", "p0"})})}),
                          sideOrders("blue", 1,
                                     {stepsFor("fleet", {rest(), sail({"p3", "p2", "p1", "p0"})})})})
              .empty());
  engine.runPeriod();  // the battle at p0 begins
  REQUIRE(st.pendingBattles.size() == 1);
  engine.runPeriod();  // the fleet sails 3 or more stages towards it
  CHECK(st.pendingBattles[0].arrivals.empty());
  CHECK_FALSE(st.findForce("fleet")->inBattle);
  CHECK(st.findForce("fleet")->location.node == "p1");
  CHECK(logHas(st, "C-20", "halts short of"));
}

TEST_CASE("C-17 a force that marched in the period before defends against one that detrains") {
  auto fx = railhead(0);  // blue's "f": a lone command party, off the train on day 2 morning
  fx.command("red", "cav", {TroopType::LightCavalry});
  fx.force("r", "red", {"cav"}, "x");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(engine
              .setOrders({sideOrders("blue", 1, {stepsFor("f", {entrainFor("s2")})}),
                          sideOrders("red", 1, {stepsFor("r", {rest(), rest(), march({"x", "s2"})})})})
              .empty());
  for (int p = 0; p < 3; ++p) engine.runPeriod();  // red rides into s2 by night
  REQUIRE(st.findForce("r")->location.node == "s2");
  REQUIRE(engine.setOrders({sideOrders("blue", 2, {}), sideOrders("red", 2, {})}).empty());
  engine.runPeriod();  // blue comes off the train at dawn: red was there first
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].defenderSide == "red");
  CHECK(st.pendingBattles[0].defenderDice.empty());
}
