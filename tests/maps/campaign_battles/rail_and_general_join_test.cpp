// C-25 with C-19, C-28: a force detraining where a battle waits comes along its railway; C-13
// with C-28: a general coming with a detachment takes command of it in the battle.
#include <doctest/doctest.h>

#include <algorithm>

#include "../../core/campaign/fixture.h"
#include "maps/campaign_battles/auto_battles.h"
#include "maps/campaign_battles/campaign_battle.h"
#include "maps/campaign_battles/holding_moves.h"

using namespace hfg;
using namespace hfg::maps;
using namespace hfg::test;

namespace {

MoveSourceFactory holding() {
  return [](const battle::BattleSetup&) { return std::make_unique<HoldingMoves>(); };
}

bool has(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

bool logged(const CampaignState& st, const std::string& text) {
  return std::any_of(st.log.begin(), st.log.end(), [&](const CampaignEvent& e) {
    return e.text.find(text) != std::string::npos;
  });
}

}  // namespace

TEST_CASE(
    "C-25 C-19 C-28 a force detraining at a station where a battle waits enters along the "
    "railway's edge") {
  // Blue holds the station c; red's r comes from d (east) by night, so battle-1 is fought at c
  // from day 2's dawn. Red's r2 entrains at s1, 40 km north of c, on day 1's morning and
  // detrains at c at the start of day 2's morning (C-25), into the waiting battle.
  CampaignFixture fx;
  fx.node("c", 24, 0, false, true).node("s1", 24, 40, false, true);
  fx.chain({"a", "b", "c", "d", "e"});
  fx.link("s1", "c", LinkKind::Railway, 6);
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets, TroopType::Rifled});
  fx.command("red", "cav", {TroopType::LightCavalry, TroopType::LightCavalry});
  fx.command("red", "cav2", {TroopType::Dragoons});
  fx.force("b", "blue", {"inf"}, "c")
      .force("r", "red", {"cav"}, "d")
      .force("r2", "red", {"cav2"}, "s1");
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  AutoBattles driver(fx.scenario, holding());
  Step entrain;
  entrain.kind = StepKind::Entrain;
  entrain.target = "c";
  REQUIRE(engine
              .setOrders({sideOrders(
                  "red", 1,
                  {stepsFor("r", {Step{}, Step{}, march({"d", "c"})}), stepsFor("r2", {entrain})})})
              .empty());
  for (int p = 0; p < 3; ++p) {
    engine.runPeriod();
    driver.afterPeriod(engine, st, dice);
  }
  REQUIRE(st.pendingBattles.size() == 1);
  CHECK(st.pendingBattles[0].day == 2);
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();  // day 2 morning: r2 detrains at c, where battle-1 is about to be fought
  REQUIRE(st.pendingBattles.size() == 1);
  const BattleMeeting& meeting = st.pendingBattles[0];
  REQUIRE(meeting.arrivals.size() == 1);
  const BattleArrival& a = meeting.arrivals[0];
  CHECK(a.force.force == "r2");
  CHECK(a.link == "s1-c");  // the railway it came in by (be09cb5 and after: no road at all)
  CHECK(a.fromNode == "s1");
  CHECK(logged(st, "arrives at the battle at Nc by the railway from Ns1"));

  // The converter: table north faces d (east), so the line from the north enters by the west.
  const CampaignBattle cb = campaignBattleSetup(fx.scenario, st, meeting, 7);
  CHECK(has(cb.notes, "r2 arrives by the west edge"));
  int waiting = 0;
  for (const auto& e : cb.setup.elements) {
    if (e.commandId != "cav2") continue;
    ++waiting;
    CHECK_FALSE(e.onTable);
    CHECK(e.footprint.centre().x < 1000);  // just inside the west edge
  }
  CHECK(waiting == 1);  // its first element; the next detrains next period (C-25)

  // Through the battle seam: the engine battle takes it in from the set-up.
  driver.afterPeriod(engine, st, dice);
  const auto& log = driver.logs().at(meeting.id);
  CHECK(has(log, "Set-up: r2 arrives by the west edge"));
}

TEST_CASE(
    "C-13 C-20 C-28 a general who comes to his command fighting without him takes command of it "
    "at his bound") {
  // Blue holds c; at dawn two of cav's four elements split off as "det" (C-7) and attack c in
  // the morning: they fight as cav without its general (C-13). The rest of cav, with him, march
  // to the guns in the afternoon.
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e"});
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets, TroopType::Rifled});
  fx.command("red", "cav",
             {TroopType::LightCavalry, TroopType::LightCavalry, TroopType::LightCavalry,
              TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "d");
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  AutoBattles driver(fx.scenario, holding());
  SideOrders red = sideOrders(
      "red", 1, {stepsFor("det", {march({"d", "c"})}), stepsFor("r", {Step{}, march({"d", "c"})})});
  red.splits.push_back({"r", "det", "Cavalry detachment", {}, {"cav-3", "cav-4"}});
  REQUIRE(engine.setOrders({red}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  driver.afterPeriod(engine, st, dice);
  const battle::Battle* b = driver.battleOf("battle-1");
  REQUIRE(b);
  const battle::BattleCommandSetup* cav = b->command("cav");
  REQUIRE(cav);
  CHECK(cav->generalElementId.empty());  // he is with r, not on the field
  CHECK_FALSE(b->find("cav-general"));

  engine.runPeriod();  // r marches to the sound of the guns with him
  REQUIRE(st.pendingBattles.size() == 1);
  REQUIRE(st.pendingBattles[0].arrivals.size() == 1);
  const auto& arriving = st.pendingBattles[0].arrivals[0].force.elements;
  CHECK(std::find(arriving.begin(), arriving.end(), "cav") != arriving.end());
  driver.afterPeriod(engine, st, dice);
  const auto& log = driver.logs().at("battle-1");
  CHECK(has(log, "Join: r marches to the sound of the guns (C-20)"));
  CHECK(has(log, "Join: the general of cav comes with r and takes command of it from bound"));
  CHECK_FALSE(has(log, "he stays off the table"));
  // He entered at the afternoon's bounds with his troops (no T-15 throw: cav was on the table),
  // not before they marched.
  for (const char* id : {"cav-general", "cav-1"}) {
    const auto arrived = std::find_if(log.begin(), log.end(), [&](const std::string& l) {
      return l.find(std::string(id) + " arrives where its command's set-up placed it") !=
             std::string::npos;
    });
    REQUIRE_MESSAGE(arrived != log.end(), id);
    CHECK(std::stoi(arrived->substr(1)) > 24);
  }
}

TEST_CASE(
    "C-7 C-19 C-28 a reinforcement that appears where a battle waits comes by its side's base "
    "edge") {
  // Red's r comes from d by night, so battle-1 is fought at c from day 2's dawn; at that dawn
  // blue's reinforcement b2 appears at c (C-7): it has no road to the field.
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e"});
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets, TroopType::Rifled});
  fx.command("blue", "inf2", {TroopType::Bayonets});
  fx.command("red", "cav", {TroopType::LightCavalry, TroopType::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"cav"}, "d");
  fx.scenario.reinforcements.push_back({2, {"b2", "Second brigade", "blue", {"inf2"}, "c"}});
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  REQUIRE(
      engine.setOrders({sideOrders("red", 1, {stepsFor("r", {Step{}, Step{}, march({"d", "c"})})})})
          .empty());
  for (int p = 0; p < 3; ++p) engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  REQUIRE(engine.setOrders({}).empty());
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  const BattleMeeting& meeting = st.pendingBattles[0];
  REQUIRE(meeting.arrivals.size() == 1);
  CHECK(meeting.arrivals[0].force.force == "b2");
  // Before: "arriving force 'b2' has no road onto the table" ended the auto-battle.
  const CampaignBattle cb = campaignBattleSetup(fx.scenario, st, meeting, 7);
  CHECK(has(cb.notes, "b2 has no road to the field: it comes by its base edge"));
  int waiting = 0;
  for (const auto& e : cb.setup.elements) {
    if (e.commandId != "inf2") continue;
    ++waiting;
    CHECK_FALSE(e.onTable);
    CHECK(e.footprint.centre().y < 1000);  // blue defends: its base edge is the south
  }
  CHECK(waiting == 2);
}
