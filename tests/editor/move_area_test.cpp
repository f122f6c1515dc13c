// The hot seat's legal move area driven by synthetic mouse input: the shaded cells agree with the engine's check (T-1, T-6), hover gives the rule's words, a click proposes the move.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/battle/hfg/io/battle_io.h"
#include "editor/battle/hot_seat_battle.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

using test::ImGuiHeadless;

struct Table {
  ImGuiHeadless imgui;
  Workspace ws;
  BattlePanel* panel = nullptr;

  Table() {
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
  void click(ImVec2 at) {
    moveTo(at);
    ImGui::GetIO().MouseDown[0] = true;
    frames(1);
    ImGui::GetIO().MouseDown[0] = false;
    frames(2);
  }
  void clickButton(const std::string& label) {
    const auto at = panel->buttonCentre(label);
    REQUIRE_MESSAGE(at, "no button " << label);
    click(*at);
  }
  const battle::ElementInPlay& element(const std::string& id) {
    const battle::Battle& now = panel->hotSeat()->current();
    return now.elements()[*now.find(id)];
  }
  /// A point `ahead` paces in front of and `right` paces right of an element's front-edge midpoint.
  Vec2 from(const std::string& id, double ahead, double right) {
    const auto& fp = element(id).footprint;
    return fp.frontMid + fp.forward() * ahead + fp.right() * right;
  }
  void waitForArea() {
    frames(1);
    panel->waitForMoveArea();
    frames(2);
  }
};

battle::BattleSetup cavalryClash() {
  return io::loadBattleSetup(hfg::testpaths::sourceDir().string() +
                             "/tests/fixtures/battles/cavalry_clash.setup.json");
}

battle::MoveOrder advanceTo(const std::string& id, Vec2 to) {
  battle::MoveOrder o;
  o.elementIds = {id};
  o.path = {to};
  return o;
}

/// A seed whose French PIP throw leaves their command at least 2 PIPs.
std::uint64_t seedWithPips(const battle::BattleSetup& setup) {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    HotSeatBattle game(setup, seed);
    game.rollPips();
    if (game.current().pipsLeftOf("fr1") >= 2) return seed;
  }
  return 0;
}

}  // namespace

TEST_CASE("move area T-1 T-6: the shaded area agrees with the engine's check, spot by spot") {
  Table t;
  const battle::BattleSetup setup = cavalryClash();
  const std::uint64_t seed = seedWithPips(setup);
  REQUIRE(seed != 0);
  t.panel->playHotSeat(setup, seed, "cavalry clash");
  t.frames(2);
  t.clickButton("Throw PIP dice");
  REQUIRE(t.panel->hotSeat()->step() == HotSeatStep::Moving);
  t.click(t.panel->view().toScreen(t.element("fr-c1").footprint.centre()));
  REQUIRE(t.panel->selection() == std::vector<std::string>{"fr-c1"});
  t.waitForArea();
  const battle::MoveReach* area = t.panel->moveArea();
  REQUIRE(area);
  REQUIRE(area->complete);
  CHECK(t.panel->view().shadedCells() > 50);
  // The legend names the PIP bands.
  const auto& labels = t.panel->view().drawnLabels();
  CHECK(std::find(labels.begin(), labels.end(), "1 PIP") != labels.end());
  CHECK(std::find(labels.begin(), labels.end(), "2 PIPs") != labels.end());

  // Every sampled spot: what was drawn there is what the engine says of an order to go there.
  const HotSeatBattle& game = *t.panel->hotSeat();
  int legal = 0, refused = 0;
  for (const auto& sample : area->samples) {
    const battle::MoveCheck engine = game.check(sample.order);
    const std::optional<int> drawn = t.panel->view().shadedCostAt(sample.leadEnd);
    CHECK(drawn.has_value() == engine.legal());
    if (engine.legal() && drawn) CHECK(*drawn == engine.plan->cost.total);
    (engine.legal() ? legal : refused)++;
  }
  CHECK(legal > 50);
  CHECK(refused > 20);
  // Hand-picked spots: 400 p straight ahead is a legal 1-PIP move for the elite Cuirassiers
  // (T-1 800 p; their general stands within his easy command distance, T-6).
  const Vec2 ahead = t.from("fr-c1", 400, 0);
  const battle::MoveCheck aheadCheck = game.check(advanceTo("fr-c1", ahead));
  REQUIRE(aheadCheck.legal());
  CHECK(aheadCheck.plan->cost.total == 1);
  CHECK(t.panel->view().shadedCostAt(ahead) == 1);
  // 1,000 p to the left is beyond their 800 p (T-1): unshaded.
  const Vec2 farLeft = t.from("fr-c1", 0, -1000);
  CHECK_FALSE(game.check(advanceTo("fr-c1", farLeft)).legal());
  CHECK_FALSE(t.panel->view().shadedCostAt(farLeft));

  // Hovering the refused spot gives the rule's words; hovering a legal one its cost.
  t.moveTo(t.panel->view().toScreen(farLeft));
  CHECK(t.panel->moveAreaHover().find("refused (T-1)") == 0);
  t.moveTo(t.panel->view().toScreen(ahead));
  CHECK(t.panel->moveAreaHover().find("legal: 1 PIP") == 0);

  // Clicking the legal spot proposes that move; committing it changes the table, and the area
  // is asked again: the Cuirassiers have made their tactical move (SEQUENCE OF PLAY).
  t.click(t.panel->view().toScreen(ahead));
  REQUIRE(t.panel->pendingCheck());
  REQUIRE(t.panel->pendingCheck()->legal());
  t.clickButton("Commit move");
  REQUIRE(t.panel->hotSeat()->orders().size() == 1);
  CHECK(t.element("fr-c1").footprint.frontMid.y == doctest::Approx(ahead.y));
  t.waitForArea();
  REQUIRE(t.panel->moveArea());
  CHECK(t.panel->view().shadedCells() == 0);
  const auto& after = t.panel->moveArea()->samples;
  REQUIRE_FALSE(after.empty());
  CHECK(after.front().check.refusal->rule == "SEQUENCE");
}

TEST_CASE("move area B-9: a line group's area is its wheels, and a turn shows none") {
  Table t;
  const battle::BattleSetup setup = cavalryClash();
  const std::uint64_t seed = seedWithPips(setup);
  t.panel->playHotSeat(setup, seed, "cavalry clash");
  t.frames(2);
  t.clickButton("Throw PIP dice");
  t.panel->setSelection({"fr-c1", "fr-c2"});
  t.waitForArea();
  REQUIRE(t.panel->moveArea());
  CHECK(t.panel->moveArea()->wheels);
  const auto& labels = t.panel->view().drawnLabels();
  CHECK(std::any_of(labels.begin(), labels.end(), [](const std::string& l) {
    return l.find("wheels, B-9") != std::string::npos;
  }));
  for (const auto& sample : t.panel->moveArea()->samples) {
    const auto drawn = t.panel->view().shadedCostAt(sample.leadEnd);
    const bool legal = t.panel->hotSeat()->check(sample.order).legal();
    // Wheel cells can meet at the lead's pivot; a legal spot is always shaded.
    if (legal) CHECK(drawn.has_value());
  }
  t.panel->setDragAction(DragAction::Turn);
  t.frames(2);
  CHECK(t.panel->moveArea() == nullptr);
  CHECK(t.panel->view().shadedCells() == 0);
}

}  // namespace hfg
