// The campaign runner: a day of the bundled campaign by clicks, C-6 hidden forces, battle results.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "core/io/scenario_io.h"
#include "editor/campaign/campaign_panel.h"
#include "editor/campaign/campaign_picture.h"
#include "editor/campaign/campaign_stage.h"
#include "editor/campaign/campaign_table_print.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

using test::ImGuiHeadless;

Scenario saalfeld() {
  return loadScenario(hfg::testpaths::sourceDir().string() +
                      "/campaigns/saalfeld-1806/scenario.json");
}

struct Runner {
  ImGuiHeadless imgui;
  Workspace ws;
  CampaignPanel* panel = nullptr;

  /// `folder`: a copy of the campaign to open with a file name (saving needs one); else none.
  explicit Runner(const std::filesystem::path& folder = {}) {
    if (folder.empty())
      ws.openDocument(saalfeld());
    else
      ws.openDocument(loadScenario(folder / "scenario.json"), folder / "scenario.json");
    REQUIRE(ws.showOnly("campaign"));
    panel = static_cast<CampaignPanel*>(ws.findPanel("campaign"));
    frames(2);
  }
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
  void clickOnMap(const std::string& id) {
    const auto at = panel->screenOf(id);
    REQUIRE_MESSAGE(at, "not on the map: " << id);
    click(*at);
  }
  CampaignSession& session() { return *panel->session(); }
};

bool drew(const CampaignPanel& panel, const std::string& text) {
  const auto& labels = panel.drawnLabels();
  return std::any_of(labels.begin(), labels.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("campaign runner C-5 C-6: one day of Saalfeld 1806 played hot seat by clicks") {
  const auto folder = std::filesystem::temp_directory_path() / "hfg_campaign_runner_test";
  std::filesystem::remove_all(folder);
  std::filesystem::copy(hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806", folder,
                        std::filesystem::copy_options::recursive);
  Runner r(folder);
  r.clickButton("Start campaign");
  REQUIRE(r.panel->session());
  CHECK(r.session().phase() == SeatPhase::HandOver);
  CHECK(r.panel->drawnLabels().empty());  // the cover hides the map: nothing drawn
  CHECK(r.session().seatSide() == "france");
  r.clickButton("handover");
  REQUIRE(r.session().phase() == SeatPhase::Orders);

  // France: V Corps from Coburg towards Grafenthal, by clicking its marker then the node.
  r.clickOnMap("v-corps");
  CHECK(r.panel->selectedForce() == "v-corps");
  r.clickOnMap("grafenthal");
  REQUIRE(r.session().orders().forces.size() == 1);
  const ForceOrder order = r.session().orders().forces[0];
  REQUIRE(order.goal);
  CHECK(order.goal->kind == GoalKind::MarchTo);
  CHECK(order.goal->node == "grafenthal");
  const auto plan = r.session().plan(order);
  REQUIRE_FALSE(plan.empty());
  CHECK(plan[0].kind == StepKind::March);
  CHECK(plan[0].route.front() == "coburg");
  r.clickButton("Confirm orders");
  CHECK(r.session().phase() == SeatPhase::HandOver);
  CHECK(r.session().seatSide() == "prussia");

  // Prussia: Hohenlohe holds at Jena (button), the rest hold by default.
  r.clickButton("handover");
  REQUIRE(r.session().phase() == SeatPhase::Orders);
  r.clickOnMap("hohenlohe");
  r.clickButton("Hold");
  REQUIRE(r.session().orders().forces.size() == 1);
  r.clickButton("Confirm orders");

  // The engine ran the day: day 2, France's turn again, V Corps has left Coburg.
  CHECK(r.session().state().day == 2);
  CHECK(r.session().phase() == SeatPhase::HandOver);
  const Force* vCorps = r.session().state().findForce("v-corps");
  REQUIRE(vCorps);
  CHECK(vCorps->location.node != "coburg");

  // Saved at dawn of day 2 and opened again: the same state goes on (C-26 dice included).
  const auto file = folder / "campaign-state.json";
  const std::string saved = r.panel->saveState(file);
  INFO(saved);
  const CampaignState before = r.session().state();
  r.panel->openState(r.ws.document()->scenario(), file);
  REQUIRE(r.panel->session());
  CHECK(r.panel->messages().empty());
  CHECK(r.session().state().day == 2);
  CHECK(r.session().state().forces == before.forces);
  CHECK(r.session().state().rngState == before.rngState);
  r.ws.closeDocument();
  std::filesystem::remove_all(folder);
}

TEST_CASE("campaign runner C-6: side A's frame never draws side B's hidden forces") {
  Runner r;
  r.clickButton("Start campaign");
  r.clickButton("handover");
  const CampaignState& state = r.session().state();
  const SideView view = r.session().view();
  REQUIRE(view.side == "france");
  int hidden = 0;
  for (const Force& force : state.forces) {
    if (force.side == "france") {
      CHECK(drew(*r.panel, force.name));
      continue;
    }
    const bool known = std::any_of(view.enemy.begin(), view.enemy.end(),
                                   [&](const KnownEnemyForce& e) { return e.force == force.id; });
    if (known) continue;
    ++hidden;
    CHECK_FALSE(drew(*r.panel, force.name));
    CHECK_FALSE(r.panel->screenOf(force.id).has_value());
  }
  CHECK(hidden > 0);  // at dawn of day 1 the Prussians are unseen (C-6 lag of 3 periods)
  // One map for editing and playing: the canvas under the side's view draws no start forces,
  // so the only forces on it are the view's.
  CHECK(r.ws.mapCanvas().isOpen());
  CHECK_FALSE(r.ws.mapCanvas().shownLayers().forces);
  CHECK_FALSE(r.ws.mapCanvas().staticLayerKey(*r.ws.document()).layers.forces);
}

TEST_CASE("campaign picture C-6: enemy markers are where the view last saw them") {
  const Scenario scenario = saalfeld();
  SideView view;
  view.side = "france";
  KnownEnemyForce seen;
  seen.force = "advance-guard";
  seen.name = "Prinz Louis";
  seen.location.node = "saalfeld";
  seen.asOfDay = 2;
  view.enemy.push_back(seen);
  const CampaignPicture picture = buildCampaignPicture(scenario, view);
  REQUIRE(picture.markers.size() == 1);
  CHECK_FALSE(picture.markers[0].own);
  CHECK(picture.markers[0].label == "Prinz Louis (day 2 Morning)");
  CHECK(picture.markers[0].position == scenario.map.findNode("saalfeld")->position);
}

TEST_CASE("campaign runner C-28: the result form applies a result and the campaign goes on") {
  Runner r;
  r.clickButton("Start campaign");
  CampaignSession& s = r.session();
  // Both sides march on Saalfeld until they meet (the engine decides where and when).
  REQUIRE(playUntilBattle(s, {"v-corps", "advance-guard"}, "saalfeld", 4));
  REQUIRE(s.phase() == SeatPhase::Battles);
  const BattleMeeting battle = s.state().pendingBattles.front();
  r.frames(2);
  CHECK(r.panel->buttonCentre(
      "Auto-resolve: watch it"));  // shown, disabled until a resolver is wired
  REQUIRE_FALSE(battle.present.empty());
  {  // fight on the table: the plan of the ground at the meeting point is printed
    const auto folder = std::filesystem::temp_directory_path() / "hfg_campaign_table_test";
    std::filesystem::create_directories(folder);
    const std::string message = printBattleTable(s.scenario(), battle, folder);
    INFO(message);
    CHECK(std::filesystem::file_size(folder / (battle.id + "-table.png")) > 1000);
    CHECK(std::filesystem::file_size(folder / (battle.id + "-table.pdf")) > 1000);
    std::filesystem::remove_all(folder);
  }
  const BattleForce& loser = battle.present.back();
  REQUIRE_FALSE(loser.elements.empty());
  const std::string destroyed = loser.elements.front();
  r.panel->setElementStatus(destroyed, ElementStatus::Destroyed);
  const std::string winner =
      loser.side == battle.defenderSide ? battle.attackerSide : battle.defenderSide;
  r.panel->setWinner(winner);
  r.frames(1);
  const int dayBefore = s.state().day;
  const Period periodBefore = s.state().period;
  r.clickButton("Apply result");
  CHECK(s.state().pendingBattles.empty());
  const auto& states = s.state().elementStates;
  CHECK(std::any_of(states.begin(), states.end(), [&](const ElementState& e) {
    return e.element == destroyed && e.status == ElementStatus::Destroyed;
  }));
  CHECK((s.state().day > dayBefore || s.state().period != periodBefore ||
         s.phase() == SeatPhase::Battles));
  CHECK(s.phase() != SeatPhase::Orders);  // the next side must be handed the screen first
}

}  // namespace hfg
