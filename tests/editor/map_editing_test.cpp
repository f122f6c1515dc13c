// UI tests: the map tools driven by synthetic mouse and keyboard input through real ImGui frames,
// asserting on the model.
#include <SDL_scancode.h>
#include <doctest/doctest.h>

#include "core/edit/scenario_edits.h"
#include "editor/shell/demo_scenario.h"
#include "editor/shell/workspace.h"
#include "imgui_headless.h"

namespace hfg {

using test::ImGuiHeadless;

namespace {

struct Harness {
  ImGuiHeadless imgui;
  Workspace workspace;

  Harness() {
    Scenario s;
    s.map.nodes = {{"a", "Alpha", {0, 0}, {}, false, false, {}},
                   {"b", "Bravo", {24000, 0}, {}, false, false, {}},
                   {"c", "Charlie", {0, 24000}, {}, false, false, {}}};
    workspace.openDocument(std::move(s));
    workspace.showOnly("map");
    frame();
  }
  void frame() {
    imgui.frame([&] { workspace.drawFrame(); });
  }
  MapCanvas& canvas() { return workspace.mapCanvas(); }
  const Scenario& scenario() { return workspace.document()->scenario(); }
  void moveTo(Vec2 world) {
    const Vec2 s = canvas().camera().worldToScreen(world);
    ImGui::GetIO().MousePos = {static_cast<float>(s.x), static_cast<float>(s.y)};
  }
  void click(Vec2 world) {
    moveTo(world);
    frame();
    ImGui::GetIO().MouseDown[0] = true;
    frame();
    ImGui::GetIO().MouseDown[0] = false;
    frame();
  }
  void pressKey(int index, bool ctrl = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl;
    io.KeysDown[index] = true;
    frame();
    io.KeysDown[index] = false;
    io.KeyCtrl = false;
    frame();
  }
};

}  // namespace

TEST_CASE("ui: add a node by clicking the canvas; Ctrl+Z removes it, Ctrl+Y brings it back") {
  Harness h;
  h.canvas().editor().setTool(MapTool::AddNode);
  const std::size_t before = h.scenario().map.nodes.size();
  h.click({12000, 12000});
  REQUIRE(h.scenario().map.nodes.size() == before + 1);
  const StageNode& added = h.scenario().map.nodes.back();
  CHECK(added.position.x == doctest::Approx(12000).epsilon(0.01));
  CHECK(h.canvas().editor().selection().node == added.id);
  CHECK(h.workspace.document()->isModified());
  h.pressKey(SDL_SCANCODE_Z, true);
  CHECK(h.scenario().map.nodes.size() == before);
  CHECK_FALSE(h.workspace.document()->isModified());
  h.pressKey(SDL_SCANCODE_Y, true);
  CHECK(h.scenario().map.nodes.size() == before + 1);
}

TEST_CASE("ui: dragging a node over several frames is one undo step") {
  Harness h;
  h.moveTo({24000, 0});
  h.frame();
  ImGuiIO& io = ImGui::GetIO();
  io.MouseDown[0] = true;
  h.frame();
  for (int i = 0; i < 8; ++i) {
    io.MousePos.x += 10;
    io.MousePos.y += 5;
    h.frame();
  }
  io.MouseDown[0] = false;
  h.frame();
  const StageNode* b = h.scenario().map.findNode("b");
  CHECK(b->position.x > 24000);
  CHECK(b->position.y < 0);  // screen down is south
  CHECK(h.workspace.document()->history().size() == 1);
  CHECK(h.workspace.document()->history().undoLabel() == "Move node Bravo");
  h.workspace.document()->undo();
  CHECK(h.scenario().map.findNode("b")->position == Vec2{24000, 0});
}

TEST_CASE("ui: the link tool joins two clicked nodes; Delete removes the selected link") {
  Harness h;
  h.pressKey(SDL_SCANCODE_L);  // tool key
  REQUIRE(h.canvas().editor().tool() == MapTool::AddLink);
  h.click({0, 0});
  h.click({24000, 0});
  REQUIRE(h.scenario().map.links.size() == 1);
  const StageLink& link = h.scenario().map.links[0];
  CHECK(link.joins("a", "b"));
  CHECK(link.stages == 2);  // 24 km (C-1)
  CHECK(h.canvas().editor().selection().link == link.id);
  h.pressKey(ImGui::GetKeyIndex(ImGuiKey_Escape));  // ends the chain from b
  CHECK(h.canvas().editor().linkStart().empty());
  h.pressKey(ImGui::GetKeyIndex(ImGuiKey_Delete));
  CHECK(h.scenario().map.links.empty());
}

TEST_CASE("ui: select a node and delete it with its links; undo restores both") {
  Harness h;
  Document& doc = *h.workspace.document();
  h.canvas().editor().setTool(MapTool::AddLink);
  h.click({0, 0});
  h.click({0, 24000});
  h.canvas().editor().setTool(MapTool::Select);
  h.click({0, 0});
  CHECK(h.canvas().editor().selection().node == "a");
  h.pressKey(ImGui::GetKeyIndex(ImGuiKey_Delete));
  CHECK(h.scenario().map.findNode("a") == nullptr);
  CHECK(h.scenario().map.links.empty());
  doc.undo();
  CHECK(h.scenario().map.findNode("a"));
  CHECK(h.scenario().map.links.size() == 1);
}

TEST_CASE("ui: draw a wood with four clicks and Enter; drag a vertex; delete a vertex") {
  Harness h;
  MapEditor& editor = h.canvas().editor();
  editor.setTool(MapTool::DrawTerrain);
  editor.setDrawClass(TerrainClass::Woods);
  h.click({4000, 4000});
  h.click({10000, 4000});
  h.click({10000, 10000});
  h.click({4000, 10000});
  CHECK(editor.drawing().size() == 4);
  h.pressKey(ImGui::GetKeyIndex(ImGuiKey_Enter));
  REQUIRE(h.scenario().map.terrain.size() == 1);
  const std::string id = h.scenario().map.terrain[0].id;
  CHECK(editor.selection().feature == id);
  CHECK(h.scenario().map.terrain[0].points.size() == 4);

  editor.setTool(MapTool::EditTerrain);
  h.moveTo({10000, 10000});
  h.frame();
  ImGuiIO& io = ImGui::GetIO();
  io.MouseDown[0] = true;
  h.frame();
  io.MousePos.x += 20;
  h.frame();
  io.MousePos.x += 20;
  h.frame();
  io.MouseDown[0] = false;
  h.frame();
  CHECK(h.scenario().map.terrain[0].points[2].x > 10000);
  CHECK(h.workspace.document()->history().undoLabel() == "Move vertex");
  const std::size_t steps = h.workspace.document()->history().size();
  h.pressKey(ImGui::GetKeyIndex(ImGuiKey_Delete));
  CHECK(h.scenario().map.terrain[0].points.size() == 3);
  CHECK(h.workspace.document()->history().size() == steps + 1);
}

}  // namespace hfg

namespace hfg {

TEST_CASE("ui: dragging a force marker onto another node moves the force (C-7), one undo step") {
  Harness h;
  Document& doc = *h.workspace.document();
  // The harness map has no sides; a force needs only a node to be drawn and dragged.
  REQUIRE(doc.edit(placeForce({"f1", "Vanguard", "blue", {"c1"}, "a"})));
  h.frame();
  // The marker sits just above its node on screen.
  const Vec2 node = h.canvas().camera().worldToScreen({0, 0});
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = {static_cast<float>(node.x), static_cast<float>(node.y - 16)};
  h.frame();
  io.MouseDown[0] = true;
  h.frame();
  CHECK(h.canvas().editor().selection().force == "f1");
  CHECK(h.canvas().editor().selection().node.empty());
  const Vec2 target = h.canvas().camera().worldToScreen({24000, 0});
  io.MousePos = {static_cast<float>(target.x), static_cast<float>(target.y)};
  h.frame();
  REQUIRE(h.canvas().editor().forceDragTarget());
  io.MouseDown[0] = false;
  h.frame();
  CHECK(h.scenario().startPositions[0].node == "b");
  CHECK(h.scenario().map.findNode("a")->position == Vec2{0, 0});  // the node stayed
  CHECK(doc.history().size() == 2);
  doc.undo();
  CHECK(h.scenario().startPositions[0].node == "a");
}

}  // namespace hfg
