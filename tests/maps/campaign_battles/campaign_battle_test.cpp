// C-28: campaign meetings (the bundled campaigns' real ones and small hand-made ones) turned into engine set-ups.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <string>

#include "../../core/campaign/fixture.h"
#include "core/campaign/auto_orders.h"
#include "core/io/scenario_io.h"
#include "maps/campaign_battles/auto_battles.h"
#include "maps/campaign_battles/campaign_battle.h"
#include "maps/campaign_battles/holding_moves.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::maps;
using namespace hfg::test;

namespace {

/// Runs a bundled campaign on default orders with auto-battles (both sides holding) for 5
/// days, keeping each battle's campaign set-up, with the state, when first seen and whenever
/// forces have joined it since (C-19, C-20).
struct BundledRun {
  Scenario scenario;
  CampaignState state;
  std::vector<std::pair<BattleMeeting, CampaignState>> meetings;

  BundledRun(const std::string& name, int days)
      : scenario(loadScenario(hfg::testpaths::sourceDir().string() + "/campaigns/" + name +
                              "/scenario.json")),
        state(makeInitialState(scenario)) {
    Dice dice(state.rngState);
    CampaignEngine engine(scenario, state, dice);
    AutoBattles driver(scenario,
                       [](const battle::BattleSetup&) { return std::make_unique<HoldingMoves>(); });
    std::map<std::string, std::size_t> seen;
    for (int day = 0; day < days; ++day) {
      std::vector<SideOrders> orders;
      for (const auto& side : scenario.sides)
        orders.push_back(autoOrders(scenario, state, engine.planner(), side.orbat.id));
      REQUIRE(engine.setOrders(orders).empty());
      for (int p = 0; p < 3; ++p) {
        engine.runPeriod();
        for (const auto& b : state.pendingBattles) {
          auto it = seen.find(b.id);
          if (it != seen.end() && it->second == b.arrivals.size()) continue;
          seen[b.id] = b.arrivals.size();
          meetings.emplace_back(b, state);
        }
        driver.afterPeriod(engine, state, dice);
      }
    }
  }
};

/// Every element the engine set-up must hold for a force: generals as "<command>-general".
std::set<std::string> engineIds(const Scenario& scenario, const BattleForce& force) {
  std::set<std::string> ids;
  for (const auto& id : force.elements) {
    bool general = false;
    for (const auto& side : scenario.sides)
      if (side.orbat.findCommand(id)) general = true;
    ids.insert(general ? id + "-general" : id);
  }
  return ids;
}

/// The checks every converted meeting must pass (C-28, C-17, C-19, C-9, C-20).
void checkConverted(const Scenario& scenario, const BattleMeeting& meeting,
                    const CampaignBattle& cb) {
  const auto& s = cb.setup;
  CHECK(battle::validateBattleSetup(s).empty());
  CHECK(s.sides[0].id == meeting.defenderSide);
  CHECK(s.sides[0].baseEdge == battle::BaseEdge::South);
  CHECK_FALSE(s.sides[0].attacker);
  CHECK(s.sides[1].id == meeting.attackerSide);
  CHECK(s.sides[1].baseEdge == battle::BaseEdge::North);
  CHECK(s.sides[1].attacker);
  CHECK(s.year == scenario.year());
  CHECK(s.tableSize == scenario.settings.tableSize);
  REQUIRE(s.weather);
  CHECK(*s.weather == (meeting.raining ? battle::TableWeather::Rain : battle::TableWeather::Fair));
  CHECK(s.boundsPerSideToNightfall == 12 * (2 - meeting.period));
  std::set<std::string> present;
  for (const auto& f : meeting.present) present.merge(engineIds(scenario, f));
  // Arrivals that reached the field before the fighting began are deployed as present.
  const int startPeriod = periodIndexOf(meeting.day, static_cast<Period>(meeting.period));
  for (const auto& a : meeting.arrivals)
    if (periodIndexOf(a.day, static_cast<Period>(a.period)) < startPeriod)
      present.merge(engineIds(scenario, a.force));
  std::size_t onTable = 0;
  for (const auto& e : s.elements)
    if (e.onTable) {
      ++onTable;
      CHECK_MESSAGE(present.count(e.id), e.id);
    }
  // Every present element is on the table unless the deployment zone had no room (a note says so).
  if (onTable < present.size()) {
    bool noted = false;
    for (const auto& n : cb.notes) noted = noted || n.find("does not fit") != std::string::npos;
    CHECK(noted);
  }
  const int start = periodIndexOf(meeting.day, static_cast<Period>(meeting.period));
  for (const auto& a : meeting.arrivals) {
    const int rel = periodIndexOf(a.day, static_cast<Period>(a.period)) - start;
    if (rel < 0) continue;
    const bool attacker = a.force.side == meeting.attackerSide;
    for (const auto& id : engineIds(scenario, a.force)) {
      const battle::PlacedElement* e = nullptr;
      for (const auto& p : s.elements)
        if (p.id == id) e = &p;
      // Every arriving element waits off the table, a detachment of a command already fighting
      // too (it joins its command at its bound, C-20).
      REQUIRE_MESSAGE(e, id);
      CHECK_FALSE(e->onTable);
      CHECK(e->arrivesAtBound == arrivalBound(rel, a.fractionOfPeriod, attacker));
    }
  }
}

}  // namespace

TEST_CASE("C-20 arrivalBound: the side's bound matching the arrival time, 12 a period") {
  CHECK(arrivalBound(0, 0.0, true) == 1);    // attacker's first bound
  CHECK(arrivalBound(0, 0.0, false) == 2);   // defender's first bound
  CHECK(arrivalBound(0, 0.5, false) == 14);  // side bound 7
  CHECK(arrivalBound(1, 0.25, true) == 31);  // side bound 12 + 3 + 1 = 16
  CHECK(arrivalBound(0, 1.0, false) == 24);  // the period's last bound
  CHECK(arrivalBound(-1, 0.5, true) == 13);  // before the start counts as the first period
}

namespace {

struct ConvertedCounts {
  int battles = 0, arrivals = 0, waiting = 0;
};

/// Runs each bundled campaign `days` days and converts up to `meetingsEach` of its meetings.
ConvertedCounts convertBundledMeetings(int days, std::size_t meetingsEach) {
  int battles = 0, arrivals = 0, waiting = 0;
  for (const std::string name :
       {"bohemia-1866", "belgium-1815", "saalfeld-1806", "shenandoah-1862"}) {
    CAPTURE(name);
    BundledRun run(name, days);
    if (run.meetings.size() > meetingsEach) run.meetings.resize(meetingsEach);
    for (const auto& [meeting, state] : run.meetings) {
      const std::string& id =
          meeting.id;  // CAPTURE takes a reference in a lambda: no binding (clang 14)
      CAPTURE(id);
      const CampaignBattle cb = campaignBattleSetup(run.scenario, state, meeting, 42);
      checkConverted(run.scenario, meeting, cb);
      ++battles;
      // The defender faces where the attacker came from, on the map's grid (C-17, T-15).
      for (const auto& f : meeting.present) {
        if (f.side != meeting.attackerSide) continue;
        const StageNode* from = run.scenario.map.findNode(state.findForce(f.force)->cameFrom);
        if (!from || distance(from->position, meeting.position) < 1) continue;
        const Vec2 d = from->position - meeting.position;
        const double expected = std::atan2(d.x, d.y) * 180 / 3.14159265358979323846;
        CHECK(std::abs(std::remainder(cb.table.ground->gridFacingDegrees - expected, 360.0)) <
              1e-3);
        break;
      }
      arrivals += static_cast<int>(meeting.arrivals.size());
      // C-22 works at the node become the defender's preparations.
      BattleMeeting fortified = meeting;
      fortified.works = {{WorkKind::Entrenchment, meeting.defenderSide},
                         {WorkKind::Entrenchment, meeting.defenderSide}};
      const CampaignBattle fb = campaignBattleSetup(run.scenario, state, fortified, 42);
      checkConverted(run.scenario, fortified, fb);
      int entrenchments = 0;
      for (const auto& w : fb.setup.works) {
        CHECK(w.sideId == meeting.defenderSide);
        if (w.kind == battle::BattleWorkKind::Entrenchment) ++entrenchments;
      }
      bool noted = false;
      for (const auto& n : fb.notes) noted = noted || n.rfind("T-14", 0) == 0;
      CHECK((entrenchments == 2 || noted));
      // C-26: the same seed gives the same set-up.
      CHECK(campaignBattleSetup(run.scenario, state, meeting, 42).setup.elements.size() ==
            cb.setup.elements.size());
      // C-19: each arrival waits by the edge its road crosses, facing into the table.
      for (const auto& e : cb.setup.elements) {
        if (e.onTable) continue;
        ++waiting;
        const auto table = battle::tableDimensions(run.scenario.settings.tableSize);
        for (Vec2 corner : e.footprint.corners()) {
          CHECK(corner.x >= -1e-6);
          CHECK(corner.y >= -1e-6);
          CHECK(corner.x <= table.widthPaces + 1e-6);
          CHECK(corner.y <= table.depthPaces + 1e-6);
        }
        CHECK(std::abs(std::remainder(e.footprint.headingDeg, 90.0)) < 1e-6);  // square to its edge
        CHECK(e.arrivesAtBound >= 1);
      }
    }
  }
  MESSAGE(battles << " bundled meetings converted, " << arrivals << " arrivals among them, "
                  << waiting << " elements waiting by their roads");
  return {battles, arrivals, waiting};
}

}  // namespace

// The first meetings of each bundled campaign's first three days; every meeting of five days is
// the heavy case below (ctest test_maps_campaign_meetings, run once in the optimised pass): it was
// 58 % of test_maps' time, and most of its 535 s under the sanitizers.
TEST_CASE(
    "C-28 the bundled campaigns' meetings convert: defender south, weather, works, arrivals by "
    "their roads") {
  const ConvertedCounts n = convertBundledMeetings(3, 3);
  CHECK(n.battles > 0);
  CHECK(n.arrivals > 0);
  CHECK(n.waiting > 0);
}

TEST_SUITE("maps-heavy" * doctest::skip()) {
  TEST_CASE("C-28 every meeting of the bundled campaigns' first five days converts") {
    const ConvertedCounts n = convertBundledMeetings(5, SIZE_MAX);
    CHECK(n.battles > 0);
    CHECK(n.arrivals > 0);
    CHECK(n.waiting > 0);
  }
}

namespace {

/// Blue holds c with foot and guns; red comes d -> c in the morning, a second red force on the
/// road from e arrives later in the same period (C-19).
struct Meeting {
  CampaignFixture fx;
  CampaignState st;
  BattleMeeting meeting;

  Meeting() {
    fx.chain({"a", "b", "c", "d", "e"});
    fx.command("blue", "inf",
               {TroopType::Bayonets, TroopType::Bayonets, TroopType::Bayonets, TroopType::Rifled});
    fx.command("red", "cav", {TroopType::LightCavalry, TroopType::LightCavalry});
    fx.command("red", "cav2", {TroopType::Dragoons, TroopType::Dragoons});
    fx.force("b", "blue", {"inf"}, "c")
        .force("r", "red", {"cav"}, "d")
        .force("r2", "red", {"cav2"}, "e");
    st = fx.start();
    Dice dice(5);
    CampaignEngine engine(fx.scenario, st, dice);
    REQUIRE(engine.setOrders({sideOrders("red", 1, {stepsFor("r", {march({"d", "c"})})})}).empty());
    engine.runPeriod();
    REQUIRE(st.pendingBattles.size() == 1);
    meeting = st.pendingBattles[0];
    // A hand-made C-19 arrival: r2 reaches the field half way through the morning from d.
    BattleArrival a;
    a.force = {"r2", "red", {"cav2"}, {"cav2", "cav2-1", "cav2-2"}};
    a.fromNode = "d";
    a.link = "c-d";
    a.day = 1;
    a.period = 0;
    a.fractionOfPeriod = 0.5;
    meeting.arrivals.push_back(a);
  }
};

}  // namespace

TEST_CASE("C-19 a red arrival from d waits by the north edge road until its bound; table faces d") {
  Meeting m;
  const CampaignBattle cb = campaignBattleSetup(m.fx.scenario, m.st, m.meeting, 7);
  checkConverted(m.fx.scenario, m.meeting, cb);
  CHECK(cb.table.ground->facingDegrees == doctest::Approx(90));  // d lies east of c
  int waiting = 0;
  for (const auto& e : cb.setup.elements) {
    if (e.commandId != "cav2") continue;
    ++waiting;
    CHECK_FALSE(e.onTable);
    CHECK(e.arrivesAtBound == 13);  // attacker, side bound 7
    // Just inside the north edge where its road enters (moved along the edge clear of red's own
    // deployment), facing south.
    CHECK(e.footprint.centre().x > 0);
    CHECK(e.footprint.centre().x < 12000);
    CHECK(e.footprint.centre().y > 5000);
    for (const auto& other : cb.setup.elements)
      if (other.onTable) CHECK(distance(other.footprint.centre(), e.footprint.centre()) >= 200);
    CHECK(std::abs(std::remainder(e.footprint.headingDeg + 90, 360)) < 1e-6);
  }
  CHECK(waiting == 3);  // the general and two dragoons
  const auto cav2 =
      std::find_if(cb.setup.sides[1].commands.begin(), cb.setup.sides[1].commands.end(),
                   [](const battle::BattleCommandSetup& c) { return c.id == "cav2"; });
  REQUIRE(cav2 != cb.setup.sides[1].commands.end());
  CHECK(cav2->generalElementId == "cav2-general");
  CHECK_FALSE(cav2->commanderInChief);
}

TEST_CASE(
    "C-22 works become the defender's entrenchment and redoubt; C-9 rain is the battle's rain") {
  Meeting m;
  m.meeting.works = {{WorkKind::Entrenchment, "blue"}, {WorkKind::Redoubt, "blue"}};
  m.meeting.raining = true;
  const CampaignBattle cb = campaignBattleSetup(m.fx.scenario, m.st, m.meeting, 7);
  checkConverted(m.fx.scenario, m.meeting, cb);
  CHECK(*cb.setup.weather == battle::TableWeather::Rain);
  int redoubts = 0, entrenchments = 0;
  for (const auto& w : cb.setup.works) {
    CHECK(w.sideId == "blue");
    if (w.kind == battle::BattleWorkKind::Redoubt) {
      ++redoubts;
      CHECK(w.outline.size() == 4);
    } else {
      ++entrenchments;
      CHECK(distance(w.a, w.b) == doctest::Approx(1200));
      CHECK(w.enemySide.y == doctest::Approx(1));  // facing the attacker, table north
    }
  }
  CHECK(redoubts == 1);  // on the Rifled battery
  bool noted = false;
  for (const auto& n : cb.notes) noted = noted || n.rfind("T-14", 0) == 0;
  CHECK((entrenchments == 1 || noted));
}

TEST_CASE("C-28 errors name the battle and what is missing") {
  Meeting m;
  BattleMeeting bad = m.meeting;
  bad.defenderSide = "green";
  CHECK_THROWS_WITH_AS(campaignBattleSetup(m.fx.scenario, m.st, bad, 7),
                       "battle-1: defending side 'green' is not in the scenario",
                       CampaignBattleError);
  bad = m.meeting;
  bad.arrivals[0].link = "nowhere";
  bad.arrivals[0].fromNode = "nothing";
  CHECK_THROWS_WITH_AS(
      campaignBattleSetup(m.fx.scenario, m.st, bad, 7),
      doctest::Contains("battle-1: arriving force 'r2' has no road onto the table"),
      CampaignBattleError);
  bad = m.meeting;
  std::erase_if(bad.present, [](const BattleForce& f) { return f.side == "red"; });
  CHECK_THROWS_WITH_AS(campaignBattleSetup(m.fx.scenario, m.st, bad, 7),
                       "battle-1: no force of the attacking side 'red' is present",
                       CampaignBattleError);
}

TEST_CASE("C-28 a side whose C-in-C is not on the field is led by its first command present") {
  Meeting m;
  // r2's command cav2 alone attacks: the army commander (cav) is elsewhere.
  BattleMeeting only = m.meeting;
  only.arrivals.clear();
  for (auto& f : only.present)
    if (f.side == "red") f = {"r2", "red", {"cav2"}, {"cav2", "cav2-1", "cav2-2"}};
  const CampaignBattle cb = campaignBattleSetup(m.fx.scenario, m.st, only, 7);
  REQUIRE(cb.setup.sides[1].commands.size() == 1);
  CHECK(cb.setup.sides[1].commands[0].commanderInChief);
}
