// The stage network panel's "Build from roads" tool: worker, undoable result, moved placements.
#include <doctest/doctest.h>

#include "editor/shell/document.h"
#include "editor/map/map_editor.h"
#include "editor/map/network_build.h"
#include "editor/map/stage_network_panel.h"
#include "maps/frame/crs.h"
#include "tests/editor/imgui_headless.h"

namespace hfg {
namespace {

TerrainFeature feature(std::string id, TerrainClass terrain, Polyline points,
                       std::string name = "") {
  TerrainFeature f;
  f.id = std::move(id);
  f.terrain = terrain;
  f.name = std::move(name);
  f.points = std::move(points);
  return f;
}

// A 10 km good road from a named town (a built-up area) to a named hand-placed node, and a
// force at an old unnamed node in the middle that the build does not keep.
Scenario roadScenario() {
  Scenario s;
  s.map.frame.crsWkt = maps::crsWktFromEpsg(32632);
  s.map.frame.origin = {650000, 5540000};
  s.map.terrain.push_back(feature("road", TerrainClass::RoadGood, {{0, 0}, {5000, 0}, {10000, 0}}));
  s.map.terrain.push_back(feature("town", TerrainClass::BUA,
                                  {{-200, -200}, {200, -200}, {200, 200}, {-200, 200}}, "Aldorf"));
  s.map.nodes.push_back({"bedorf", "Bedorf", {10000, 80}, {}, false, false, {}});
  s.map.nodes.push_back({"old", "", {5100, 900}, {}, false, false, {}});
  s.startPositions.push_back({"f1", "Force 1", "blue", {"c1"}, "old"});
  return s;
}

const StageNode* named(const StageMap& map, const std::string& name) {
  for (const auto& n : map.nodes)
    if (n.name == name) return &n;
  return nullptr;
}

}  // namespace

TEST_CASE("C-1 build from roads: settlements are the named nodes and named built-up areas") {
  const Scenario s = roadScenario();
  const auto places = settlementsOnMap(s.map);
  REQUIRE(places.size() == 2);
  CHECK(places[0].name == "Bedorf");
  CHECK(places[0].kind == "village");
  CHECK(places[1].name == "Aldorf");
  CHECK(places[1].kind == "town");
  CHECK(places[1].position == Vec2{0, 0});  // the mean of the square's corners
}

TEST_CASE("C-1 build from roads replaces the network as one undo step and moves forces along") {
  MapEditor editor;
  StageNetworkPanel panel(editor);
  Document document(roadScenario());
  panel.buildSettings().targetStageMetres = 5000;  // a small region: 5 km stages
  panel.startBuild(document);
  panel.buildJob().wait();
  REQUIRE(panel.pollBuild(document));
  const StageMap& map = document.scenario().map;
  // Aldorf and Bedorf on the road and one intermediate node halfway: 10 km / 5 km stages.
  REQUIRE(map.nodes.size() == 3);
  REQUIRE(map.links.size() == 2);
  REQUIRE(named(map, "Aldorf"));
  REQUIRE(named(map, "Bedorf"));
  CHECK(named(map, "Bedorf")->position == Vec2{10000, 0});  // snapped onto the road
  for (const auto& link : map.links) {
    CHECK(link.kind == LinkKind::GoodRoad);
    CHECK(link.stages == 1.0);
  }
  // The force stood at a node the build dropped: it is now at the nearest new node (5 km east).
  const StageNode* at = map.findNode(document.scenario().startPositions[0].node);
  REQUIRE(at);
  CHECK(at->position.x == doctest::Approx(5000));
  CHECK(document.history().size() == 1);
  CHECK(panel.buildMessage().find("Built 3 nodes and 2 links") != std::string::npos);

  // The panel (with its build section) draws headless.
  test::ImGuiHeadless imgui;
  imgui.frame([&] { panel.draw(&document); });

  document.undo();
  CHECK(document.scenario().map.nodes.size() == 2);
  CHECK(document.scenario().map.findNode("old"));
  CHECK(document.scenario().startPositions[0].node == "old");
}

TEST_CASE("build from roads says in plain words when the map has no roads") {
  MapEditor editor;
  StageNetworkPanel panel(editor);
  Scenario s = roadScenario();
  s.map.terrain.erase(s.map.terrain.begin());  // no road left
  Document document(std::move(s));
  panel.startBuild(document);
  panel.buildJob().wait();
  CHECK_FALSE(panel.pollBuild(document));
  CHECK(panel.buildMessage().find("no roads") != std::string::npos);
  CHECK(document.history().size() == 0);
  CHECK(document.scenario().map.nodes.size() == 2);  // nothing changed
}

TEST_CASE("a network build that finishes after another scenario was opened is not applied to it") {
  MapEditor editor;
  StageNetworkPanel panel(editor);
  Document first(roadScenario());
  panel.buildSettings().targetStageMetres = 5000;
  panel.startBuild(first);
  panel.buildJob().wait();
  Document second(Scenario{});  // another document: another serial
  CHECK_FALSE(panel.pollBuild(second));
  CHECK(panel.buildMessage().find("another scenario") != std::string::npos);
  CHECK(second.history().size() == 0);
}

}  // namespace hfg
