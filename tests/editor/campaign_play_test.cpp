// Issue #9: days of the bundled default campaign played through the panels by clicks, a battle each of three ways.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "core/io/scenario_io.h"
#include "editor/battle/battle_panel.h"
#include "editor/campaign/campaign_animation.h"
#include "editor/campaign/campaign_panel.h"
#include "editor/campaign/campaign_picture.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

using test::ImGuiHeadless;
using Orders = std::map<std::string, std::string>;  ///< force id -> destination node id

/// The editor on campaigns/default (Bohemia 1866), its runner shown; time driven by the test.
struct Player {
  ImGuiHeadless imgui;
  Workspace ws;
  CampaignPanel* panel = nullptr;
  BattlePanel* battles = nullptr;
  int hiddenChecked = 0;  ///< enemy forces checked not drawn, over the whole game

  Player() {
    ws.openDocument(
        loadScenario(hfg::testpaths::sourceDir().string() + "/campaigns/default/scenario.json"));
    REQUIRE(ws.showOnly("campaign"));
    panel = static_cast<CampaignPanel*>(ws.findPanel("campaign"));
    battles = static_cast<BattlePanel*>(ws.findPanel("battle"));
    REQUIRE(battles);
    panel->setAnimationAutoplay(false);
    frames(2);
    clickButton("Start campaign");
    REQUIRE(panel->session());
  }
  CampaignSession& session() { return *panel->session(); }
  const CampaignState& state() { return session().state(); }
  void frames(int n) {
    for (int i = 0; i < n; ++i) imgui.frame([&] { ws.drawFrame(); });
  }
  void click(ImVec2 at) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = at;
    frames(1);
    io.MouseDown[0] = true;
    frames(1);
    io.MouseDown[0] = false;
    frames(2);
  }
  void clickButton(const std::string& label) {
    const auto at = panel->buttonCentre(label);
    REQUIRE_MESSAGE(at, "no button " << label);
    click(*at);
  }
  void clickBattleButton(const std::string& label) {
    const auto at = battles->buttonCentre(label);
    REQUIRE_MESSAGE(at, "no battle panel button " << label);
    click(*at);
  }
  void clickOnMap(const std::string& id) {
    const auto at = panel->screenOf(id);
    REQUIRE_MESSAGE(at, "not on the map: " << id);
    click(*at);
  }

  /// C-6: the seated side's last frame drew no force of the other side that its view lacks.
  void checkHidden() {
    const SideView view = session().view();
    const auto& labels = panel->drawnLabels();
    for (const Force& force : state().forces) {
      if (force.side == view.side) continue;
      const bool known = std::any_of(view.enemy.begin(), view.enemy.end(),
                                     [&](const KnownEnemyForce& e) { return e.force == force.id; });
      if (known) continue;
      ++hiddenChecked;
      INFO(view.side << "'s screen must not show " << force.id);
      CHECK_FALSE(panel->screenOf(force.id).has_value());
      // Nor its sighting label, "NAME (day N Period)" (both sides have an "I Corps", so a bare
      // name says nothing).
      CHECK(std::none_of(labels.begin(), labels.end(), [&](const std::string& label) {
        return label.rfind(force.name + " (day ", 0) == 0;
      }));
    }
  }

  /// One side's turn by clicks: hand-over, watch the animation to its end, orders, confirm.
  void playSide(const Orders& orders) {
    REQUIRE(session().phase() == SeatPhase::HandOver);
    clickButton("handover");
    REQUIRE(session().phase() == SeatPhase::Orders);
    checkHidden();
    if (panel->buttonCentre("Skip animation")) clickButton("Skip animation");
    checkHidden();
    for (const auto& [force, node] : orders) {
      const Force* f = state().findForce(force);
      if (!f || f->side != session().seatSide()) continue;
      clickOnMap(force);
      REQUIRE(panel->selectedForce() == force);
      clickOnMap(node);
    }
    clickButton("Confirm orders");
  }
  /// Both sides give their orders; the engine runs the day (or stops at a meeting).
  void playDay(const Orders& orders) {
    const int day = state().day;
    while (state().day == day && session().phase() == SeatPhase::HandOver) playSide(orders);
  }
};

/// Day 1 the Prussian First Army's head goes to Kratzau and the Austrian light cavalry to
/// Liebenau; then both march on Reichenberg until the engine reports the meeting (C-16).
void playToMeeting(Player& p) {
  p.playDay({{"first-hq", "kratzau"}, {"light-cavalry", "liebenau"}});
  REQUIRE(p.session().phase() == SeatPhase::HandOver);
  REQUIRE(p.state().day == 2);
  CHECK(p.state().findForce("first-hq")->location.node != "zittau");
  for (int i = 0; i < 3 && p.session().phase() != SeatPhase::Battles; ++i)
    p.playDay({{"first-hq", "reichenberg"}, {"light-cavalry", "reichenberg"}});
  REQUIRE(p.session().phase() == SeatPhase::Battles);
  REQUIRE_FALSE(p.state().pendingBattles.empty());
}

bool hasStatus(const CampaignState& state, const std::string& element, ElementStatus status) {
  return std::any_of(
      state.elementStates.begin(), state.elementStates.end(),
      [&](const ElementState& e) { return e.element == element && e.status == status; });
}

/// After a result: the battle is settled and the campaign goes on to a later dawn by clicks.
void carryOn(Player& p, const BattleMeeting& battle) {
  CHECK(std::none_of(p.state().pendingBattles.begin(), p.state().pendingBattles.end(),
                     [&](const BattleMeeting& b) { return b.id == battle.id; }));
  const int day = p.state().day;
  for (int i = 0; i < 3 && p.state().day <= day; ++i) {
    if (p.session().phase() ==
        SeatPhase::Battles) {  // the same armies may meet again: table result
      p.panel->setWinner(p.state().pendingBattles.front().defenderSide);
      p.frames(1);
      p.clickButton("Apply result");
      continue;
    }
    p.playDay({});
  }
  CHECK(p.state().day > day);
  CHECK(p.hiddenChecked > 0);
}

}  // namespace

TEST_CASE(
    "C-6 day-end animation: yesterday's own forces glide period by period, never the enemy's") {
  Player p;
  p.playDay({{"first-hq", "kratzau"}, {"light-cavalry", "liebenau"}});
  REQUIRE(p.state().day == 2);
  p.clickButton("handover");  // Prussia's screen on day 2: day 1 is animated
  CampaignAnimation& animation = p.panel->animation();
  REQUIRE_FALSE(animation.empty());
  CHECK(animation.day() == 1);
  CHECK(animation.legs() == 3);
  for (const std::string& force : animation.forces())
    CHECK(p.state().findForce(force)->side == "prussia");
  const Scenario& scenario = p.session().scenario();
  const Vec2 zittau = scenario.map.findNode("zittau")->position;
  const Vec2 now = locationPosition(scenario.map, p.state().findForce("first-hq")->location);
  CHECK(*animation.positionOf("first-hq") == zittau);  // dawn of day 1
  CHECK_FALSE(animation.positionOf("light-cavalry"));  // the enemy is not animated
  // Mid-way: the marker is drawn between Zittau and where it stands now.
  animation.setProgressPeriods(0.5);  // half-way through the morning
  p.frames(1);
  const Vec2 mid = *animation.positionOf("first-hq");
  CHECK_FALSE(mid == zittau);
  const double whole = std::hypot(now.x - zittau.x, now.y - zittau.y);
  CHECK(std::hypot(mid.x - zittau.x, mid.y - zittau.y) <= whole + 1e-6);
  const ImVec2 drawnMid = *p.panel->screenOf("first-hq");
  p.checkHidden();
  p.clickButton("Skip animation");
  CHECK(animation.finished());
  CHECK(*animation.positionOf("first-hq") == now);
  const ImVec2 drawnEnd = *p.panel->screenOf("first-hq");
  CHECK(std::hypot(drawnEnd.x - drawnMid.x, drawnEnd.y - drawnMid.y) > 1.0);  // it moved on
  p.clickButton("Animate yesterday");  // it can be watched again
  CHECK(animation.progressPeriods() == 0);
}

TEST_CASE(
    "log: clicking an event centres the map on its node, or on a force the side can place (C-6)") {
  Player p;
  p.clickButton("handover");
  const SideView view = p.session().view();
  const StageMap& map = p.session().scenario().map;
  CampaignEvent atNode;
  atNode.node = "gitschin";
  CHECK(p.panel->centreOnEvent(atNode, view));
  CHECK(*p.panel->mapCentre() == map.findNode("gitschin")->position);
  CampaignEvent ownForce;
  ownForce.forces = {"first-hq"};  // no node: the force, where it stands
  CHECK(p.panel->centreOnEvent(ownForce, view));
  CHECK(*p.panel->mapCentre() == map.findNode("zittau")->position);
  CampaignEvent hiddenForce;
  hiddenForce.forces = {"light-cavalry"};  // unseen by Prussia at dawn of day 1: nowhere to go
  const bool seen = std::any_of(view.enemy.begin(), view.enemy.end(), [](const KnownEnemyForce& e) {
    return e.force == "light-cavalry";
  });
  REQUIRE_FALSE(seen);
  CHECK_FALSE(p.panel->centreOnEvent(hiddenForce, view));
  CHECK(*p.panel->mapCentre() == map.findNode("zittau")->position);  // unchanged
}

TEST_CASE("animation path: a leg follows the network through the nodes, not across country") {
  const Scenario scenario =
      loadScenario(hfg::testpaths::sourceDir().string() + "/campaigns/default/scenario.json");
  Location rumburg;
  rumburg.node = "rumburg";
  Location kratzau;
  kratzau.node = "kratzau";
  const auto path = networkPath(scenario.map, rumburg, kratzau);
  // rumburg - zittau - kratzau: 2 + 1 stages (campaigns/default/map.json)
  REQUIRE(path.size() == 3);
  CHECK(path[1] == scenario.map.findNode("zittau")->position);
  CHECK(alongPath(path, 0) == path.front());
  CHECK(alongPath(path, 1) == path.back());
  CHECK(networkPath(scenario.map, rumburg, Location{}).empty());  // on the railway: off the map
}

TEST_CASE(
    "issue #9: the default campaign played by clicks, a battle fought three ways, the campaign "
    "goes on") {
  Player p;
  playToMeeting(p);
  const BattleMeeting battle = p.state().pendingBattles.front();
  REQUIRE_FALSE(battle.present.empty());
  p.frames(2);

  SUBCASE(
      "auto-resolved by the computer generals: watched, then only the result, the same both ways") {
    p.clickButton("Auto-resolve: watch it");
    REQUIRE(p.battles->history());
    CHECK(p.battles->history()->latest().ended());
    p.frames(2);
    p.clickBattleButton("Send the result to the campaign");  // the runner comes to the front
    const std::string watchedWinner = p.panel->formWinner();
    const std::string watchedNote = p.panel->formNote();
    CHECK(watchedNote.find("fought in the editor") != std::string::npos);
    p.clickButton("Auto-resolve: result only");
    INFO(p.panel->formNote());
    CHECK(p.panel->formNote().find("Auto-resolved by the computer generals") != std::string::npos);
    CHECK(p.panel->formWinner() == watchedWinner);  // same table, same seed, same generals
    // C-21: the note asks the loser for the rout only when there is one.
    CHECK((p.panel->formNote().find("the loser chooses the rout") != std::string::npos) ==
          !watchedWinner.empty());
    p.panel->setRoutStages(2);  // the loser chooses (C-21)
    p.frames(1);
    p.clickButton("Apply result");
    if (!watchedWinner.empty()) {
      for (const BattleForce& force : battle.present)
        if (force.side != watchedWinner)
          if (const Force* f = p.state().findForce(force.force))
            CHECK(f->location.node != battle.node);
    }
    carryOn(p, battle);
  }

  SUBCASE("played here: two hot-seat bounds, stopped, the result sent and applied") {
    p.clickButton("Play it here");
    REQUIRE(p.battles->hotSeat());
    p.frames(2);
    for (int bound = 0; bound < 2; ++bound) {
      p.clickBattleButton("Throw PIP dice");
      p.clickBattleButton("End moves: shoot and fight");
    }
    CHECK(p.battles->hotSeat()->history().bounds() == 2);
    p.clickBattleButton("stop-and-send");
    CHECK(p.panel->formNote().find("fought in the editor") != std::string::npos);
    p.frames(1);
    p.clickButton("Apply result");
    carryOn(p, battle);
  }

  SUBCASE(
      "fought on the table: the result typed into the form; the loser routs and the map shows it") {
    const BattleForce& loser = battle.present.back();
    const std::string winner =
        loser.side == battle.defenderSide ? battle.attackerSide : battle.defenderSide;
    REQUIRE_FALSE(loser.elements.empty());
    const std::string destroyed = loser.elements.front();
    p.panel->setElementStatus(destroyed, ElementStatus::Destroyed);
    p.panel->setWinner(winner);
    p.frames(1);
    p.clickButton("Apply result");
    CHECK(hasStatus(p.state(), destroyed, ElementStatus::Destroyed));
    const Force* routed = p.state().findForce(loser.force);
    REQUIRE(routed);
    CHECK(routed->location.node != battle.node);  // C-21: it fled the field
    REQUIRE_FALSE(p.panel->routs().empty());
    CHECK(p.panel->routs().front().force == loser.force);
    // The loser's own screen at the next dawn draws the rout arrow; the winner's only if seen.
    bool drawnForLoser = false;
    for (int side = 0; side < 2 && p.session().phase() == SeatPhase::HandOver; ++side) {
      p.clickButton("handover");
      if (p.panel->buttonCentre("Skip animation")) p.clickButton("Skip animation");
      const auto& drawn = p.panel->drawnRouts();
      const bool drawnHere = std::find(drawn.begin(), drawn.end(), loser.force) != drawn.end();
      if (p.session().seatSide() == loser.side) drawnForLoser = drawnHere;
      if (drawnHere) CHECK(p.panel->screenOf(loser.force).has_value());  // never for a hidden force
      p.checkHidden();
      p.clickButton("Confirm orders");
    }
    CHECK(drawnForLoser);
    carryOn(p, battle);
    const Scenario scenario = p.session().scenario();
    p.panel->start(scenario);  // a new campaign keeps nothing of this one's routs
    CHECK(p.panel->routs().empty());
    CHECK(p.panel->animation().empty());
  }
}

}  // namespace hfg
