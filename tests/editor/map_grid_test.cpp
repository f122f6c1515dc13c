// The grid layer's lines and labels, and Fit map leaving the legend's corner free of nodes.
#include <doctest/doctest.h>

#include "core/io/scenario_io.h"
#include "editor/map/map_grid.h"
#include "editor/map/map_painter.h"
#include "editor/map/map_query.h"
#include "tests/editor/imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {

TEST_CASE("grid lines fall on round CRS coordinates at least 90 px apart") {
  Camera camera;
  camera.setViewport({0, 0}, {800, 600});
  camera.setCentreMetres({0, 0});
  camera.setPixelsPerMetre(0.01);  // 100 m a pixel: 90 px = 9 km, so a 10 km grid
  const GridLines grid = chooseGridLines(camera, {305000, 4405000});
  CHECK(grid.spacingMetres == 10000);
  // Local x -40 km..40 km is CRS 265..345 km: lines at 270 .. 340 km.
  REQUIRE(grid.vertical.size() == 8);
  CHECK(grid.vertical.front().localMetres == doctest::Approx(-35000));
  CHECK(grid.vertical.front().label == "270 km");
  CHECK(grid.vertical.back().label == "340 km");
  // Local y -30 km..30 km is CRS 4375..4435 km.
  REQUIRE(grid.horizontal.size() == 6);
  CHECK(grid.horizontal.front().label == "4380 km");
  CHECK(grid.horizontal.front().localMetres == doctest::Approx(-25000));

  camera.setPixelsPerMetre(1.0);  // 90 px = 90 m: a 100 m grid, labelled in metres
  const GridLines fine = chooseGridLines(camera, {305050, 0});
  CHECK(fine.spacingMetres == 100);
  REQUIRE_FALSE(fine.vertical.empty());
  CHECK(fine.vertical.front().label == "304700 m");
  CHECK(fine.vertical.front().localMetres == doctest::Approx(-350));
}

TEST_CASE("the grid paints headless without trouble") {
  test::ImGuiHeadless imgui;
  Camera camera;
  camera.setViewport({0, 0}, {800, 600});
  camera.setPixelsPerMetre(0.01);
  const ImDrawData& data = imgui.frame([&] {
    paintGrid(*ImGui::GetForegroundDrawList(), camera, {305000, 4405000});
  });
  CHECK(data.TotalVtxCount > 100);  // 14 lines and 14 labels
}

TEST_CASE("Fit map leaves the legend's corner free: the Saalfeld tutorial's Hof is not under it") {
  test::ImGuiHeadless imgui;
  const Scenario s =
      loadScenario(hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806/scenario.json");
  REQUIRE(s.map.findNode("hof"));
  imgui.frame([&] {
    const Vec2 legend = legendSizePixels(s);
    const Vec2 corner = legend + Vec2{kLegendInsetPixels, kLegendInsetPixels};
    // The map panel's usual size (60% of a 1600 x 1000 window, less the toolbar).
    for (const Vec2 viewport : {Vec2{960, 940}, Vec2{1600, 700}, Vec2{700, 900}}) {
      CAPTURE(viewport.x);
      CAPTURE(viewport.y);
      Camera camera;
      camera.setViewport({0, 0}, viewport);
      camera.fitBesideCorner(mapBounds(s.map), 40, corner);
      const Vec2 legendMin = viewport - corner - Vec2{6, 6};  // a node's radius around it
      for (const auto& node : s.map.nodes) {
        CAPTURE(node.id);
        const Vec2 p = camera.worldToScreen(node.position);
        CHECK_FALSE((p.x > legendMin.x && p.y > legendMin.y));
        CHECK(p.x >= 0);
        CHECK(p.y >= 0);
        CHECK(p.x <= viewport.x);
        CHECK(p.y <= viewport.y);
      }
    }
  });
}

TEST_CASE("fitting beside a corner keeps the plain fit's scale when the corner costs nothing") {
  Camera camera;
  camera.setViewport({0, 0}, {1000, 500});
  WorldBox box;
  box.include({0, 0});
  box.include({1000, 1000});  // square: height limits the scale, the right side has room
  camera.fitBesideCorner(box, 0, {200, 100});
  CHECK(camera.pixelsPerMetre() == doctest::Approx(0.5));
  // Centred in the 800 px left of the corner: the box spans 150..650 px.
  CHECK(camera.worldToScreen({0, 0}).x == doctest::Approx(150));
  CHECK(camera.worldToScreen({1000, 0}).x == doctest::Approx(650));
}

}  // namespace hfg
