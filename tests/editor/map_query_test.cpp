// Map questions: bounds, routes, hit-testing nodes and stacking forces; the canvas's hover state.
#include <doctest/doctest.h>

#include "editor/map/map_canvas.h"
#include "editor/map/map_query.h"

namespace hfg {
namespace {

Scenario makeSmallScenario() {
  Scenario s;
  s.map.nodes = {{"a", "Alpha", {0, 0}, {}, false, false, {}},
                 {"b", "Bravo", {1000, 0}, {}, false, false, {}},
                 {"c", "Charlie", {1030, 0}, {}, false, false, {}}};
  StageLink straight;
  straight.id = "ab";
  straight.from = "a";
  straight.to = "b";
  StageLink bent = straight;
  bent.id = "ac";
  bent.to = "c";
  bent.path = {{0, 0}, {0, 2000}, {1030, 0}};
  StageLink dangling = straight;
  dangling.id = "ax";
  dangling.to = "nowhere";
  s.map.links = {straight, bent, dangling};
  TerrainFeature wood;
  wood.id = "w";
  wood.points = {{-500, -500}, {-400, -500}, {-400, -300}};
  s.map.terrain = {wood};
  s.startPositions = {{"f1", "One", "red", {}, "b"},
                      {"f2", "Two", "blue", {}, "b"},
                      {"f3", "Three", "red", {}, "a"},
                      {"f4", "Lost", "red", {}, "nowhere"}};
  return s;
}

Camera makeCamera() {
  Camera camera;
  camera.setViewport({0, 0}, {1000, 1000});
  camera.setCentreMetres({500, 0});
  camera.setPixelsPerMetre(0.5);  // nodes b and c are 15 px apart
  return camera;
}

}  // namespace

TEST_CASE("map: bounds cover nodes, link paths and terrain") {
  const Scenario s = makeSmallScenario();
  const WorldBox box = mapBounds(s.map);
  CHECK(box.min == Vec2{-500, -500});
  CHECK(box.max == Vec2{1030, 2000});
  CHECK(mapBounds(StageMap{}).empty());
}

TEST_CASE("map: a link's route is its path, else the straight line, else nothing") {
  const Scenario s = makeSmallScenario();
  CHECK(linkRoute(s.map, s.map.links[0]) == Polyline{{0, 0}, {1000, 0}});
  CHECK(linkRoute(s.map, s.map.links[1]).size() == 3);
  CHECK(linkRoute(s.map, s.map.links[2]).empty());
}

TEST_CASE("map: midpoint along a polyline is by length") {
  const Vec2 m = midpointAlong({{0, 0}, {0, 10}, {30, 10}});  // length 40, midpoint 20 in
  CHECK(m.x == doctest::Approx(10));
  CHECK(m.y == doctest::Approx(10));
  CHECK(midpointAlong({}) == Vec2{});
}

TEST_CASE("map: hit-testing returns the node nearest the cursor within the radius") {
  const Scenario s = makeSmallScenario();
  const Camera camera = makeCamera();
  const Vec2 b = camera.worldToScreen({1000, 0});
  const Vec2 c = camera.worldToScreen({1030, 0});
  CHECK(nodeAtScreen(s.map, camera, b, 10) == "b");
  CHECK(nodeAtScreen(s.map, camera, b + Vec2{6, 3}, 10) == "b");
  CHECK(nodeAtScreen(s.map, camera, c + Vec2{-6, 0}, 10) == "c");  // nearer c than b
  CHECK(nodeAtScreen(s.map, camera, b + Vec2{0, 11}, 10).empty());
  CHECK(nodeAtScreen(s.map, camera, camera.worldToScreen({0, 0}) + Vec2{-3, 4}, 10) == "a");
}

TEST_CASE("map: forces stack at their node; forces at unknown nodes are left out") {
  const Scenario s = makeSmallScenario();
  const auto placed = placeForces(s);
  REQUIRE(placed.size() == 3);
  CHECK(placed[0].force->id == "f1");
  CHECK(placed[0].stackIndex == 0);
  CHECK(placed[1].force->id == "f2");
  CHECK(placed[1].stackIndex == 1);
  CHECK(placed[1].positionMetres == Vec2{1000, 0});
  CHECK(placed[2].stackIndex == 0);
}

TEST_CASE("map canvas: hovering reports the node and the cursor in map metres") {
  const Scenario s = makeSmallScenario();
  MapCanvas canvas;
  canvas.camera() = makeCamera();
  CanvasInput input;
  input.hovered = true;
  input.mousePixels = canvas.camera().worldToScreen({1000, 0}) + Vec2{2, 0};
  canvas.handleInput(s.map, input);
  CHECK(canvas.hoveredNode() == "b");
  REQUIRE(canvas.cursorMetres());
  CHECK(canvas.cursorMetres()->x == doctest::Approx(1004));
  CHECK(canvas.cursorMetres()->y == doctest::Approx(0));

  input.hovered = false;
  canvas.handleInput(s.map, input);
  CHECK(canvas.hoveredNode().empty());
  CHECK_FALSE(canvas.cursorMetres());
}

TEST_CASE("map canvas: input drives the camera through handleInput") {
  const Scenario s = makeSmallScenario();
  MapCanvas canvas;
  canvas.camera() = makeCamera();
  CanvasInput input;
  input.hovered = true;
  input.mousePixels = {200, 700};
  input.wheelNotches = 1;
  const Vec2 under = canvas.camera().screenToWorld(input.mousePixels);
  canvas.handleInput(s.map, input);
  CHECK(canvas.camera().pixelsPerMetre() == doctest::Approx(0.5 * kZoomPerNotch));
  CHECK(canvas.cursorMetres()->x == doctest::Approx(under.x));
  CHECK(canvas.cursorMetres()->y == doctest::Approx(under.y));
}

}  // namespace hfg
