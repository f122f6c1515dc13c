// UI tests of the scenario side: a command dropped on the map is placed at the node (C-7); the
// scenario, terrain and help panels draw.
#include <doctest/doctest.h>

#include "core/edit/scenario_edits.h"
#include "editor/shell/demo_scenario.h"
#include "editor/shell/workspace.h"
#include "imgui_headless.h"

namespace hfg {

using test::ImGuiHeadless;

TEST_CASE("ui: dropping a command from the orbat on a node places it; again moves its force") {
  ImGuiHeadless imgui;
  Workspace ws;
  ws.openDocument(makeDemoScenario());
  imgui.frame([&] { ws.drawFrame(); });
  Document& doc = *ws.document();
  const Scenario& s = doc.scenario();
  // Take the first force off the map; its first command is then unplaced.
  REQUIRE_FALSE(s.startPositions.empty());
  const std::string commandId = s.startPositions.front().commands.front();
  REQUIRE(doc.edit(removeForce(s, s.startPositions.front().id)));
  const std::size_t forces = s.startPositions.size();
  const StageNode* sadowa = s.map.findNode("sadowa");
  REQUIRE(sadowa);
  CHECK_FALSE(ws.mapCanvas().dropCommand(doc, commandId, sadowa->position + Vec2{50000, 50000}));
  REQUIRE(ws.mapCanvas().dropCommand(doc, commandId, sadowa->position + Vec2{100, 0}));
  REQUIRE(s.startPositions.size() == forces + 1);
  CHECK(s.startPositions.back().node == "sadowa");
  CHECK(s.startPositions.back().commands == std::vector<std::string>{commandId});
  const StageNode* other = &s.map.nodes.front();
  REQUIRE(ws.mapCanvas().dropCommand(doc, commandId, other->position));
  CHECK(s.startPositions.size() == forces + 1);
  CHECK(s.startPositions.back().node == other->id);
  doc.jumpTo(1);
  CHECK(s.startPositions.size() == forces);
}

TEST_CASE("frame: the scenario, network, terrain, history and help panels draw alone") {
  for (const char* key : {"scenario", "network", "terrain", "history", "help"}) {
    CAPTURE(key);
    ImGuiHeadless imgui;
    Workspace ws;
    ws.openDocument(makeDemoScenario());
    REQUIRE(ws.showOnly(key));
    const ImDrawData& data = imgui.frame([&] { ws.drawFrame(); });
    CHECK(data.TotalVtxCount > 500);
  }
}

}  // namespace hfg

#include "core/edit/map_edits.h"
#include "editor/shell/cached_problems.h"

namespace hfg {

TEST_CASE("cached problems: recomputed after an edit, undo, or for another document") {
  Document first(makeDemoScenario());
  CachedProblems cache;
  int runs = 0;
  auto count = [&](const Scenario& s) {
    ++runs;
    return std::vector<Problem>(s.map.nodes.size());
  };
  const std::size_t nodes = cache.get(first, count).size();
  cache.get(first, count);
  CHECK(runs == 1);
  first.edit(addNode({"extra", "Extra", {}, {}, false, false, {}}));
  CHECK(cache.get(first, count).size() == nodes + 1);
  first.undo();
  CHECK(cache.get(first, count).size() == nodes);
  CHECK(runs == 3);
  Document second(Scenario{});
  CHECK(cache.get(second, count).empty());
  CHECK(runs == 4);
}

}  // namespace hfg
