// Culling and level of detail in map painting: the spatial grid, the paint cache, fewer
// primitives when zoomed in, and polylines simplified to the pixel.
#include <doctest/doctest.h>

#include <string>

#include "core/model/scenario.h"
#include "editor/map/camera.h"
#include "editor/map/label_placer.h"
#include "editor/map/map_paint_cache.h"
#include "editor/map/map_painter.h"
#include "tests/editor/imgui_headless.h"

namespace hfg {
namespace {

// A 20 x 20 grid of nodes 10 km apart joined by roads, with a wood beside each node.
Scenario gridScenario() {
  Scenario s;
  s.name = "grid";
  const int n = 20;
  for (int i = 0; i < n * n; ++i) {
    const double x = (i % n) * 10000.0, y = (i / n) * 10000.0;
    s.map.nodes.push_back(
        {"n" + std::to_string(i), "Place " + std::to_string(i), {x, y}, {}, false, false, {}});
    if (i % n > 0)
      s.map.links.push_back({"h" + std::to_string(i),
                             "n" + std::to_string(i - 1),
                             "n" + std::to_string(i),
                             LinkKind::GoodRoad,
                             1.0,
                             BridgeState::None,
                             "",
                             {}});
    s.map.terrain.push_back(
        {"t" + std::to_string(i),
         TerrainClass::Woods,
         "Wood " + std::to_string(i),
         {{x + 1000, y + 1000}, {x + 4000, y + 1000}, {x + 4000, y + 3000}, {x + 1000, y + 3000}},
         {},
         0});
  }
  return s;
}

WorldBox box(double x0, double y0, double x1, double y1) {
  WorldBox b;
  b.include({x0, y0});
  b.include({x1, y1});
  return b;
}

int paintedVertices(const Scenario& scenario, const Camera& camera, const MapPaintCache& cache) {
  test::ImGuiHeadless imgui;
  int count = 0;
  imgui.frame([&] {
    ImDrawList& dl = *ImGui::GetBackgroundDrawList();
    const int before = dl.VtxBuffer.Size;
    paintMap(dl, scenario, camera, MapLayers{}, "", cache);
    count = dl.VtxBuffer.Size - before;
  });
  return count;
}

}  // namespace

TEST_CASE("the spatial grid finds exactly the items whose boxes meet the view") {
  std::vector<WorldBox> boxes{box(0, 0, 10, 10), box(500, 500, 510, 510), box(0, 0, 1000, 1000),
                              box(990, 990, 1000, 1000)};
  SpatialGrid grid;
  grid.build(boxes, 64);
  CHECK(grid.query(box(495, 495, 505, 505)) == std::vector<int>{1, 2});
  CHECK(grid.query(box(-5, -5, 5, 5)) == std::vector<int>{0, 2});
  CHECK(grid.query(box(-1000, -1000, 2000, 2000)) == std::vector<int>{0, 1, 2, 3});
  CHECK(grid.query(box(2000, 2000, 3000, 3000)).empty());
}

TEST_CASE("the paint cache rebuilds only when the document's revision moves") {
  const Scenario s = gridScenario();
  MapPaintCache cache;
  CHECK(cache.update(s.map, 1, 1));
  CHECK_FALSE(cache.update(s.map, 1, 1));
  CHECK(cache.update(s.map, 1, 2));
  CHECK(cache.update(s.map, 2, 2));
  CHECK(cache.featureTriangles().size() == s.map.terrain.size());
  CHECK(cache.featureTriangles()[0].size() == 2);  // a rectangle is two triangles
  CHECK(cache.linkRoutes().size() == s.map.links.size());
  CHECK(cache.nodesIn(box(-1, -1, 10001, 1)).size() == 2);
  CHECK(cache.placedForces() == nullptr);  // built from the map alone: forces placed per frame
  Scenario withForce = s;
  withForce.startPositions.push_back({"f1", "Force", "blue", {"c1"}, "n21"});
  MapPaintCache full;
  CHECK(full.update(withForce, 1, 1));
  REQUIRE(full.placedForces() != nullptr);
  REQUIRE(full.placedForces()->size() == 1);
  CHECK(full.placedForces()->front().positionMetres == Vec2{10000, 10000});
  CHECK_FALSE(full.update(withForce, 1, 1));
}

TEST_CASE("culling draws fewer primitives when zoomed in") {
  const Scenario s = gridScenario();
  MapPaintCache cache;
  cache.rebuild(s.map);
  Camera camera;
  camera.setViewport({0, 0}, {1600, 1000});
  WorldBox all;
  for (const auto& node : s.map.nodes) all.include(node.position);
  camera.fit(all, 20);
  const int whole = paintedVertices(s, camera, cache);
  // Zoomed in on a single node: about one of the 400 cells is in view.
  camera.setCentreMetres({50000, 50000});
  camera.setPixelsPerMetre(0.1);
  const int zoomed = paintedVertices(s, camera, cache);
  CHECK(zoomed > 0);
  CHECK(zoomed * 10 < whole);
  // The cached path paints what the uncached one does for the same view.
  test::ImGuiHeadless imgui;
  int uncached = 0;
  imgui.frame([&] {
    ImDrawList& dl = *ImGui::GetBackgroundDrawList();
    const int before = dl.VtxBuffer.Size;
    paintMap(dl, s, camera, MapLayers{}, "");
    uncached = dl.VtxBuffer.Size - before;
  });
  CHECK(uncached == zoomed);
}

TEST_CASE("hidden layers and zero opacity draw nothing of theirs") {
  const Scenario s = gridScenario();
  MapPaintCache cache;
  cache.rebuild(s.map);
  Camera camera;
  camera.setViewport({0, 0}, {1600, 1000});
  camera.setCentreMetres({50000, 50000});
  camera.setPixelsPerMetre(0.1);
  MapLayers none;
  none.terrain = none.labels = none.forces = none.stages = none.background = false;
  test::ImGuiHeadless imgui;
  int count = -1;
  imgui.frame([&] {
    ImDrawList& dl = *ImGui::GetBackgroundDrawList();
    const int before = dl.VtxBuffer.Size;
    paintMap(dl, s, camera, none, "", cache);
    count = dl.VtxBuffer.Size - before;
  });
  CHECK(count == 0);
  MapLayers faint;
  faint.terrainOpacity = 0.5f;
  imgui.frame([&] {
    ImDrawList& dl = *ImGui::GetBackgroundDrawList();
    const int before = dl.VtxBuffer.Size;
    paintMap(dl, s, camera, faint, "", cache);
    // The paper background comes first; the first terrain vertex follows its 4 corners.
    const ImU32 alpha = dl.VtxBuffer[before + 4].col >> 24;
    CHECK(alpha < 200);
    CHECK(alpha > 0);
  });
}

TEST_CASE("polylines are simplified to the pixel, keeping both ends") {
  std::vector<Vec2> pts;
  for (int i = 0; i <= 100; ++i) pts.push_back({i * 0.25, 0});  // exact binary steps
  const auto simple = simplifyToPixels(pts, 1.0);
  CHECK(simple.front().x == 0);
  CHECK(simple.back().x == 25);
  CHECK(simple.size() == 26);  // 0, 1, 2 ... 24 and the end point 25
  CHECK(simplifyToPixels({{0, 0}, {0.1, 0}}, 1.0).size() == 2);
}

}  // namespace hfg

namespace hfg {

TEST_CASE("the spatial grid answers a view holding most items in order, each once") {
  // 100 x 100 unit boxes on a 10 x 10 lattice, each spanning four cells of a fine grid.
  std::vector<WorldBox> boxes;
  for (int i = 0; i < 100; ++i) {
    WorldBox b;
    b.include({(i % 10) * 10.0, (i / 10) * 10.0});
    b.include({(i % 10) * 10.0 + 9, (i / 10) * 10.0 + 9});
    boxes.push_back(b);
  }
  SpatialGrid grid;
  grid.build(boxes, 400);
  // Most of the map: found by marking (more than an eighth of the items), still ascending.
  WorldBox most;
  most.include({0, 0});
  most.include({85, 85});
  std::vector<int> expected;
  for (int i = 0; i < 100; ++i)
    if (i % 10 <= 8 && i / 10 <= 8) expected.push_back(i);
  CHECK(grid.query(most) == expected);
  // A few: sorted and deduplicated.
  WorldBox few;
  few.include({12, 12});
  few.include({13, 13});
  CHECK(grid.query(few) == std::vector<int>{11});
  // A view holding the whole grid: every item, without walking the cells.
  WorldBox all;
  all.include({-1, -1});
  all.include({200, 200});
  CHECK(grid.query(all).size() == 100);
}

}  // namespace hfg

namespace hfg {

TEST_CASE("a picture painted with a margin takes its level of detail from the view inside it") {
  // A 40 x 40 grid 10 km apart (the 20 x 20 one and 1 200 more nodes). The view holds about
  // 23 x 23 nodes, under the 600 above which names are left out and nodes are plain squares; the
  // picture around it (a margin of a quarter each side) about 34 x 34, over it.
  Scenario scenario = gridScenario();
  for (int i = 400; i < 1600; ++i) {  // a 40 x 40 grid in all
    const double x = (i % 40) * 10000.0, y = (i / 40) * 10000.0;
    scenario.map.nodes.push_back({"m" + std::to_string(i),
                                  "More " + std::to_string(i),
                                  {x, y + 200000},
                                  {},
                                  false,
                                  false,
                                  {}});
  }
  MapPaintCache cache;
  cache.rebuild(scenario);
  Camera view;
  view.setViewport({0, 0}, {800, 800});
  view.setCentreMetres({100000, 200000});
  view.setPixelsPerMetre(800.0 / 230000);
  Camera picture = view;
  picture.setViewport({-200, -200}, {1200, 1200});
  test::ImGuiHeadless imgui;
  int viewDetail = 0, pictureDetail = 0;
  imgui.frame([&] {
    ImDrawList& dl = *ImGui::GetBackgroundDrawList();
    int before = dl.VtxBuffer.Size;
    paintMap(dl, scenario, picture, MapLayers{}, "", cache, ScreenRect{{0, 0}, {800, 800}});
    viewDetail = dl.VtxBuffer.Size - before;
    before = dl.VtxBuffer.Size;
    paintMap(dl, scenario, picture, MapLayers{}, "", cache);
    pictureDetail = dl.VtxBuffer.Size - before;
  });
  // Named, round nodes cost many more vertices than the crowded view's plain squares.
  CHECK(viewDetail > pictureDetail * 2);
}

}  // namespace hfg
