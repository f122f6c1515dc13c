// Headless Dear ImGui frames: panels draw, make geometry, take the mouse; the orbat lists all.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "editor/shell/demo_scenario.h"
#include "editor/map/map_query.h"
#include "editor/orbat/orbat_labels.h"
#include "editor/shell/workspace.h"
#include "imgui_headless.h"

namespace hfg {

using test::ImGuiHeadless;

TEST_CASE("frame: the workspace with no document draws menu, status bar and empty panels") {
  ImGuiHeadless imgui;
  Workspace workspace;
  FrameRequest request;
  const ImDrawData& data = imgui.frame([&] { request = workspace.drawFrame(); });
  CHECK(data.Valid);
  CHECK(data.CmdListsCount >= 3);
  CHECK(data.TotalVtxCount > 0);
  CHECK_FALSE(request.quit);
}

TEST_CASE("frame: the demo map and orbat draw with geometry") {
  ImGuiHeadless imgui;
  Workspace empty;
  const int emptyVertices = imgui.frame([&] { empty.drawFrame(); }).TotalVtxCount;
  Workspace workspace;
  workspace.openDocument(makeDemoScenario());
  for (int i = 0; i < 3; ++i) {
    const ImDrawData& data = imgui.frame([&] { workspace.drawFrame(); });
    CHECK(data.TotalVtxCount > emptyVertices + 1000);  // terrain, links, labels, tree
    CHECK(data.TotalIdxCount > 0);
  }
}

TEST_CASE("frame: the map fits the whole demo map into the canvas when it opens") {
  ImGuiHeadless imgui;
  Workspace workspace;
  workspace.openDocument(makeDemoScenario());
  imgui.frame([&] { workspace.drawFrame(); });
  const Camera& camera = workspace.mapCanvas().camera();
  const Vec2 min = camera.viewportOrigin();
  const Vec2 max = min + camera.viewportSize();
  CHECK(camera.viewportSize().x > 500);
  for (const auto& node : workspace.document()->scenario().map.nodes) {
    CAPTURE(node.name);
    const Vec2 s = camera.worldToScreen(node.position);
    CHECK(s.x >= min.x);
    CHECK(s.x <= max.x);
    CHECK(s.y >= min.y);
    CHECK(s.y <= max.y);
  }
}

TEST_CASE("frame: each panel draws alone") {
  for (const char* key : {"map", "orbat"}) {
    CAPTURE(key);
    ImGuiHeadless imgui;
    Workspace workspace;
    workspace.openDocument(makeDemoScenario());
    REQUIRE(workspace.showOnly(key));
    for (Panel* panel : workspace.panels()) CHECK(panel->isOpen() == (panel->key() == key));
    const ImDrawData& data = imgui.frame([&] { workspace.drawFrame(); });
    CHECK(data.TotalVtxCount > 0);
  }
  Workspace workspace;
  CHECK_FALSE(workspace.showOnly("nonesuch"));
}

TEST_CASE("frame: the orbat panel lists every command and element of the demo scenario") {
  ImGuiHeadless imgui;
  Workspace workspace;
  workspace.openDocument(makeDemoScenario());
  workspace.showOnly("orbat");
  std::string clipboard;
  ImGui::GetIO().ClipboardUserData = &clipboard;
  ImGui::GetIO().SetClipboardTextFn = [](void* user, const char* text) {
    *static_cast<std::string*>(user) = text;
  };
  workspace.orbatPanel().requestCopyAsText();
  imgui.frame([&] { workspace.drawFrame(); });
  const std::string text = clipboard;
  CHECK(text.find("Prussia") != std::string::npos);
  for (const auto& side : workspace.document()->scenario().sides) {
    CHECK(text.find(sideLabel(side.orbat)) != std::string::npos);
    for (const auto& army : side.orbat.armies) {
      CHECK(text.find(armyLabel(army)) != std::string::npos);
      for (const auto& command : army.commands) {
        CAPTURE(command.id);
        CHECK(text.find(commandLabel(command)) != std::string::npos);
        for (const auto& element : command.elements)
          CHECK(text.find(elementLabel(element)) != std::string::npos);
      }
    }
  }
}

TEST_CASE("frame: the mouse wheel over the canvas zooms, a right drag pans, hover is reported") {
  ImGuiHeadless imgui;
  Workspace workspace;
  workspace.openDocument(makeDemoScenario());
  workspace.showOnly("map");
  ImGuiIO& io = ImGui::GetIO();
  imgui.frame([&] { workspace.drawFrame(); });
  MapCanvas& canvas = workspace.mapCanvas();
  const Vec2 centre = canvas.camera().viewportOrigin() + canvas.camera().viewportSize() * 0.5;
  const double scale = canvas.camera().pixelsPerMetre();

  io.MousePos = {static_cast<float>(centre.x), static_cast<float>(centre.y)};
  imgui.frame([&] { workspace.drawFrame(); });  // hover settles
  io.MouseWheel = 1;
  imgui.frame([&] { workspace.drawFrame(); });
  io.MouseWheel = 0;
  CHECK(canvas.camera().pixelsPerMetre() == doctest::Approx(scale * kZoomPerNotch));
  REQUIRE(canvas.cursorMetres());

  const Vec2 before = canvas.camera().centreMetres();
  io.MouseDown[ImGuiMouseButton_Right] = true;
  imgui.frame([&] { workspace.drawFrame(); });
  io.MousePos.x += 50;
  imgui.frame([&] { workspace.drawFrame(); });
  io.MouseDown[ImGuiMouseButton_Right] = false;
  imgui.frame([&] { workspace.drawFrame(); });
  const double movedMetres = before.x - canvas.camera().centreMetres().x;
  CHECK(movedMetres == doctest::Approx(50 / canvas.camera().pixelsPerMetre()));

  // Put the cursor on Sadowa: the canvas and the status bar see it.
  const StageNode* sadowa = workspace.document()->scenario().map.findNode("sadowa");
  const Vec2 at = canvas.camera().worldToScreen(sadowa->position);
  io.MousePos = {static_cast<float>(at.x), static_cast<float>(at.y)};
  imgui.frame([&] { workspace.drawFrame(); });
  CHECK(canvas.hoveredNode() == "sadowa");
}

TEST_CASE("frame: documents open and close; with none open the panels still draw") {
  ImGuiHeadless imgui;
  Workspace workspace;
  CHECK(workspace.document() == nullptr);
  workspace.openDocument(makeDemoScenario());
  REQUIRE(workspace.document());
  CHECK(workspace.document()->displayName() == "Bohemia 1866 (demo)");
  workspace.closeDocument();
  CHECK(workspace.document() == nullptr);
  const ImDrawData& data = imgui.frame([&] { workspace.drawFrame(); });
  CHECK(data.TotalVtxCount > 0);
}

TEST_CASE("frame: an error is shown in a popup until acknowledged") {
  ImGuiHeadless imgui;
  Workspace workspace;
  workspace.showError("bohemia.json: loading not yet wired");
  bool open = false;
  imgui.frame([&] {
    workspace.drawFrame();
    open = ImGui::IsPopupOpen("Error");  // same ID stack as the workspace's top level
  });
  CHECK(open);
  CHECK(workspace.pendingError() == "bohemia.json: loading not yet wired");
}

}  // namespace hfg

namespace hfg {

TEST_CASE("frame: the camera and open panels are saved beside the document and restored") {
  const auto scenarioPath = std::filesystem::temp_directory_path() /
                            ("hfg_workspace_test_" + std::to_string(::getpid()) + ".json");
  ImGuiHeadless imgui;
  Vec2 centre;
  double scale = 0;
  {
    Workspace workspace;
    workspace.openDocument(makeDemoScenario(), scenarioPath);
    imgui.frame([&] { workspace.drawFrame(); });
    workspace.mapCanvas().camera().zoomAt({400, 300}, 2.0);
    workspace.orbatPanel().setOpen(false);
    centre = workspace.mapCanvas().camera().centreMetres();
    scale = workspace.mapCanvas().camera().pixelsPerMetre();
    workspace.saveUiState();
  }
  REQUIRE(std::filesystem::exists(uiStatePathFor(scenarioPath)));
  Workspace reopened;
  reopened.openDocument(makeDemoScenario(), scenarioPath);
  imgui.frame([&] { reopened.drawFrame(); });
  CHECK_FALSE(reopened.orbatPanel().isOpen());
  CHECK(reopened.mapCanvas().camera().pixelsPerMetre() == doctest::Approx(scale));
  CHECK(reopened.mapCanvas().camera().centreMetres().x == doctest::Approx(centre.x));
  CHECK(reopened.mapCanvas().camera().centreMetres().y == doctest::Approx(centre.y));
  std::filesystem::remove(uiStatePathFor(scenarioPath));
}

}  // namespace hfg
