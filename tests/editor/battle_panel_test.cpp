// The battle panel driven by synthetic mouse input: replay slider, hot-seat bounds by clicks and drags, a refused move, and a campaign meeting played here.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/battle/hfg/io/battle_io.h"
#include "core/io/scenario_io.h"
#include "editor/battle/battle_log_view.h"
#include "editor/campaign/campaign_battle_link.h"
#include "editor/campaign/campaign_stage.h"
#include "editor/battle/hot_seat_battle.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

using test::ImGuiHeadless;

std::string fixture(const std::string& name) {
  return hfg::testpaths::sourceDir().string() + "/tests/fixtures/battles/" + name;
}

struct Bench {
  ImGuiHeadless imgui;
  Workspace ws;
  BattlePanel* panel = nullptr;

  Bench() {
    REQUIRE(ws.showOnly("battle"));
    panel = &ws.battlePanel();
    frames(2);
  }
  void frames(int n) {
    for (int i = 0; i < n; ++i) imgui.frame([&] { ws.drawFrame(); });
  }
  void moveTo(ImVec2 at) {
    ImGui::GetIO().MousePos = at;
    frames(1);
  }
  void click(ImVec2 at, bool ctrl = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl;
    moveTo(at);
    io.MouseDown[0] = true;
    frames(1);
    io.MouseDown[0] = false;
    frames(2);
    io.KeyCtrl = false;
  }
  void drag(ImVec2 from, ImVec2 to) {
    ImGuiIO& io = ImGui::GetIO();
    moveTo(from);
    io.MouseDown[0] = true;
    frames(1);
    for (int step = 1; step <= 4; ++step)
      moveTo({from.x + (to.x - from.x) * static_cast<float>(step) / 4,
              from.y + (to.y - from.y) * static_cast<float>(step) / 4});
    io.MouseDown[0] = false;
    frames(2);
  }
  void clickButton(const std::string& label) {
    const auto at = panel->buttonCentre(label);
    REQUIRE_MESSAGE(at, "no button " << label);
    click(*at);
  }
  ImVec2 elementOnScreen(const std::string& id) {
    const auto at = panel->view().screenOf(id);
    REQUIRE_MESSAGE(at, "not on the table: " << id);
    return *at;
  }
  /// The screen point `paces` north of an element's centre.
  ImVec2 northOf(const std::string& id, double paces) {
    const auto* b = panel->shown();
    const auto& e = b->elements()[*b->find(id)];
    return panel->view().toScreen(e.footprint.centre() + Vec2{0, paces});
  }
};

battle::MoveOrder charge() {
  battle::MoveOrder o;
  o.elementIds = {"fr-c1", "fr-c2"};
  o.path = {{5200, 2200}};
  return o;
}

std::uint64_t seedWithFrenchPips(const battle::BattleSetup& setup) {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    HotSeatBattle game(setup, seed);
    game.rollPips();
    if (game.check(charge()).legal()) return seed;
  }
  return 0;
}

}  // namespace

TEST_CASE("battle panel replay: the slider shows bound N's state and a combat's record is pinned") {
  Bench b;
  REQUIRE(b.panel->replayScript(fixture("river_crossing.setup.json"),
                                fixture("river_crossing.script.json")));
  b.frames(2);
  const BattleHistory* h = b.panel->history();
  REQUIRE(h);
  REQUIRE(h->bounds() == 6);
  CHECK(b.panel->shownBound() == 0);
  // Drag the slider's grab to its right end: the last bound.
  const auto slider = b.panel->buttonCentre("##bound");
  REQUIRE(slider);
  const auto [lo, hi] = b.panel->sliderRect();
  b.drag({lo.x + 4, slider->y}, {hi.x + 40, slider->y});
  CHECK(b.panel->shownBound() == 6);
  b.panel->setShownBound(3);
  b.frames(2);
  // Every element drawn where bound 3 left it.
  const battle::Battle& after3 = h->stateAfter(3);
  for (const auto& e : after3.elements()) {
    if (!e.present()) continue;
    const auto at = b.panel->view().screenOf(e.id());
    REQUIRE(at);
    const ImVec2 expected = b.panel->view().toScreen(e.footprint.centre());
    CHECK(at->x == doctest::Approx(expected.x));
    CHECK(at->y == doctest::Approx(expected.y));
  }
  CHECK(b.panel->shown() == &after3);
  // Play runs the clock forward bound by bound.
  b.panel->setShownBound(0);
  b.clickButton("Play");
  CHECK(b.panel->playing());
  ImGui::GetIO().DeltaTime = 0.5f;
  b.frames(6);
  ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
  CHECK(b.panel->shownBound() >= 2);
  // A combat record: every factor with its rule id and reason.
  b.panel->setShownBound(0);
  for (int n = 1; n <= 6 && !b.panel->pinnedLogEntry(); ++n) {
    b.panel->setShownBound(n);
    b.panel->pinFirstCombatShown();
  }
  REQUIRE(b.panel->pinnedLogEntry());
  const auto& entry = h->latest().logEntries()[*b.panel->pinnedLogEntry()];
  REQUIRE(entry.combat);
  const auto lines = combatRecordLines(*entry.combat);
  CHECK(lines.front().find("combat") != std::string::npos);
  CHECK(std::any_of(lines.begin(), lines.end(),
                    [](const std::string& l) { return l.find("outcome:") != std::string::npos; }));
  CHECK(std::any_of(lines.begin(), lines.end(),
                    [](const std::string& l) { return l.find("T-3") != std::string::npos; }));
  b.frames(1);
}

TEST_CASE("battle panel: an element waiting to arrive (T-15) is drawn at the edge and named") {
  Bench b;
  battle::BattleSetup setup = io::loadBattleSetup(fixture("cavalry_clash.setup.json"));
  for (auto& e : setup.elements)
    if (e.id == "au-c2") e.onTable = false;
  b.panel->playHotSeat(setup, 1, "arrival");
  b.frames(2);
  const battle::Battle& now = *b.panel->shown();
  const auto& waiting = now.elements()[*now.find("au-c2")];
  CHECK(conditionTag(now, waiting) == "waiting to arrive");
  CHECK(elementAt(now, waiting.footprint.centre()) == "au-c2");
  const auto& labels = b.panel->view().drawnLabels();
  CHECK(std::find(labels.begin(), labels.end(), "au-c2 (waiting)") != labels.end());
}

TEST_CASE(
    "battle panel hot seat: bounds played by clicks and drags; an illegal march refused with "
    "B-21") {
  Bench b;
  const battle::BattleSetup setup = io::loadBattleSetup(fixture("cavalry_clash.setup.json"));
  const std::uint64_t seed = seedWithFrenchPips(setup);
  REQUIRE(seed != 0);
  b.panel->playHotSeat(setup, seed, "cavalry clash");
  b.frames(2);
  REQUIRE(b.panel->hotSeat());
  b.clickButton("Throw PIP dice");
  REQUIRE(b.panel->hotSeat()->step() == HotSeatStep::Moving);
  // Select the two cuirassier and heavy cavalry elements as a group.
  b.click(b.elementOnScreen("fr-c1"));
  b.click(b.elementOnScreen("fr-c2"), true);
  CHECK(b.panel->selection() == std::vector<std::string>{"fr-c1", "fr-c2"});
  // T-6: the selected element's general and his easy command distance are drawn.
  const auto& labels = b.panel->view().drawnLabels();
  CHECK(std::any_of(labels.begin(), labels.end(), [](const std::string& l) {
    return l.find("easy command distance 800 p") != std::string::npos;
  }));
  // A march towards the Austrians: the engine refuses it before anything is committed.
  b.panel->setMarch(true);
  b.drag(b.elementOnScreen("fr-c1"), b.northOf("fr-c1", 400));
  REQUIRE(b.panel->pendingCheck());
  CHECK_FALSE(b.panel->pendingCheck()->legal());
  CHECK(b.panel->pendingCheck()->refusal->rule == "B-21");
  CHECK(describeCheck(*b.panel->pendingCheck()).find("refused (B-21)") != std::string::npos);
  b.clickButton("Commit move");  // disabled: nothing is given to the engine
  CHECK(b.panel->hotSeat()->orders().empty());
  // The tactical charge, dragged past the enemy: stopped where it touches (G-1), legal, shown
  // with its PIP cost, committed.
  b.panel->setMarch(false);
  b.drag(b.elementOnScreen("fr-c1"), b.northOf("fr-c1", 800));
  REQUIRE(b.panel->pendingCheck());
  INFO(describeCheck(*b.panel->pendingCheck()));
  REQUIRE(b.panel->pendingCheck()->legal());
  CHECK(describeCheck(*b.panel->pendingCheck()).find("PIP") != std::string::npos);
  CHECK(b.panel->pendingOrder()->path.front().y == doctest::Approx(2200).epsilon(0.001));
  b.clickButton("Commit move");
  REQUIRE(b.panel->hotSeat()->orders().size() == 1);
  {
    const battle::Battle& now = b.panel->hotSeat()->current();
    CHECK(now.elements()[*now.find("fr-c1")].footprint.frontMid.y ==
          doctest::Approx(2200).epsilon(0.001));
  }
  // Undo takes it back; commit it again.
  b.clickButton("Undo last order");
  CHECK(b.panel->hotSeat()->orders().empty());
  b.drag(b.elementOnScreen("fr-c1"), b.northOf("fr-c1", 800));
  b.clickButton("Commit move");
  REQUIRE(b.panel->hotSeat()->orders().size() == 1);
  b.clickButton("End moves: shoot and fight");
  REQUIRE(b.panel->hotSeat()->history().bounds() == 1);
  // The Austrians' bound, if the battle goes on: PIPs, no orders, end.
  for (int bound = 2; bound <= 3 && b.panel->hotSeat()->step() != HotSeatStep::Ended; ++bound) {
    b.clickButton("Throw PIP dice");
    b.clickButton("End moves: shoot and fight");
    CHECK(b.panel->hotSeat()->history().bounds() == static_cast<std::size_t>(bound));
  }
  // Looking back: the slider shows bound 1 from the history.
  b.panel->setShownBound(1);
  b.frames(1);
  CHECK(b.panel->shown() == &b.panel->hotSeat()->history().stateAfter(1));
}

TEST_CASE("campaign runner C-28: a meeting played here goes back to the result form") {
  Bench b;
  b.ws.openDocument(loadScenario(hfg::testpaths::sourceDir().string() +
                                 "/campaigns/saalfeld-1806/scenario.json"));
  REQUIRE(b.ws.showOnly("campaign"));
  CampaignPanel& campaign = b.ws.campaignPanel();
  REQUIRE(stageCampaign(campaign, b.ws.document()->scenario(), "result"));
  b.frames(2);
  const BattleMeeting meeting = campaign.session()->state().pendingBattles.front();
  // Auto-resolve waits for computer generals; with scripted ones (no orders) it is offered.
  b.ws.setAutoResolveFactory([](int) {
    return std::make_unique<battle::ScriptedMoves>(std::map<int, std::vector<battle::MoveOrder>>{});
  });
  b.frames(1);
  const auto play = campaign.buttonCentre("Play it here");
  REQUIRE(play);
  b.click(*play);
  REQUIRE(b.panel->isOpen());
  INFO(b.panel->message());
  REQUIRE(b.panel->hotSeat());
  const battle::Battle& table = b.panel->hotSeat()->current();
  int sides[2] = {0, 0};
  for (const auto& e : table.elements()) ++sides[e.side];
  CHECK(sides[0] > 0);
  CHECK(sides[1] > 0);
  CHECK(table.find(meeting.present.front().commands.front() + "-general"));
  // Auto-resolve the same meeting and send the result back.
  b.ws.showOnly("campaign");
  b.frames(1);
  const auto autoButton = campaign.buttonCentre("Auto-resolve: watch it");
  REQUIRE(autoButton);
  b.click(*autoButton);
  REQUIRE(b.panel->history());
  REQUIRE(b.panel->history()->latest().ended());
  b.ws.showOnly("battle");
  b.frames(2);
  b.clickButton("Send the result to the campaign");
  b.ws.showOnly("campaign");
  b.frames(2);
  b.click(*campaign.buttonCentre("Apply result"));
  const auto& pending = campaign.session()->state().pendingBattles;
  CHECK((pending.empty() || pending.front().id != meeting.id));
}

}  // namespace hfg
