// The colour-sample classification tool: colours picked on the map's scan, preview, accept, undo.
#include <doctest/doctest.h>

#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/maps/rgb_scan_fixture.h"

namespace hfg {
namespace {

// The fixture scan covers UTM 32N x 650000..653000, y 5537000..5540000 (300 px of 10 m); the
// map's frame puts local (0, 0) at its bottom-left corner.
Scenario scanScenario(const std::string& scan) {
  Scenario s;
  s.map.frame.crsWkt = maps::crsWktFromEpsg(32632);
  s.map.frame.origin = {650000, 5537000};
  s.map.backgroundImage = scan;  // absolute: the document has no file
  return s;
}

}  // namespace

TEST_CASE(
    "ui: classification samples the scan where the map is clicked, previews, accepts as one step") {
  maps::test::TempDir dir("classify_panel");
  const std::string scan = maps::test::writeRgbScan(dir);
  test::ImGuiHeadless imgui;
  Workspace workspace;
  workspace.openDocument(scanScenario(scan));
  workspace.showOnly("map");
  workspace.findPanel("classify")->setOpen(true);
  imgui.frame([&] { workspace.drawFrame(); });  // opens the scan under the map
  MapCanvas& canvas = workspace.mapCanvas();
  REQUIRE(canvas.background().isOpen());
  ClassifyPanel& panel = workspace.classifyPanel();

  panel.setPickClass(TerrainClass::Woods);
  panel.startPicking();
  CHECK(panel.picking());
  // The wood is pixels 20..119 both ways: local x 200..1200, y 1800..2800.
  CHECK(canvas.pick({700, 2300}));
  panel.setPickClass(TerrainClass::Marsh);  // columns 150..249, rows 50..149
  CHECK(canvas.pick({2000, 2000}));
  panel.setPickClass(std::nullopt);  // the paper
  CHECK(canvas.pick({2900, 100}));
  CHECK_FALSE(panel.sampleAt({-500, -500}));  // outside the scan: no colour
  REQUIRE(panel.classes().size() == 3);
  CHECK(panel.classes()[0].terrain == TerrainClass::Woods);
  CHECK(panel.classes()[0].samples[0] == maps::Rgb{60, 140, 50});
  CHECK(panel.classes()[1].samples[0] == maps::Rgb{120, 150, 190});
  CHECK_FALSE(panel.classes()[2].terrain);
  CHECK(panel.classes()[2].samples[0] == maps::Rgb{250, 250, 250});
  canvas.cancelPick();
  CHECK_FALSE(panel.picking());

  REQUIRE(panel.startPreview(*workspace.document()));
  panel.job().wait();
  REQUIRE(panel.pollPreview(*workspace.document()));
  // The wood (with its lettering smoothed away) and the marsh; the 4 x 4 px dot (1600 m2) is
  // below the smallest area.
  REQUIRE(panel.preview().size() == 2);
  CHECK(canvas.previewTerrain().size() == 2);
  CHECK(panel.message().find("1 Woods") != std::string::npos);
  CHECK(panel.message().find("1 Marsh") != std::string::npos);
  CHECK(workspace.document()->scenario().map.terrain.empty());  // only a preview so far
  imgui.frame([&] { workspace.drawFrame(); });                  // drawn over the map

  REQUIRE(panel.accept(*workspace.document()));
  const auto& terrain = workspace.document()->scenario().map.terrain;
  REQUIRE(terrain.size() == 2);
  for (const auto& f : terrain)
    if (f.terrain == TerrainClass::Woods) {
      // About the 1000 x 1000 m square at local (200..1200, 1800..2800).
      WorldBox box;
      for (const Vec2& p : f.points) box.include(p);
      CHECK(box.min.x == doctest::Approx(200).epsilon(0.05));
      CHECK(box.max.y == doctest::Approx(2800).epsilon(0.05));
    }
  CHECK(canvas.previewTerrain().empty());
  CHECK(workspace.document()->history().size() == 1);
  workspace.document()->undo();
  CHECK(workspace.document()->scenario().map.terrain.empty());
}

TEST_CASE("classification explains what is missing instead of running") {
  Workspace workspace;
  workspace.openDocument(Scenario{});
  ClassifyPanel& panel = workspace.classifyPanel();
  CHECK_FALSE(panel.startPreview(*workspace.document()));
  CHECK(panel.message().find("no scan") != std::string::npos);

  maps::test::TempDir dir("classify_panel_missing");
  const std::string scan = maps::test::writeRgbScan(dir);
  workspace.openDocument(scanScenario(scan));
  workspace.mapCanvas().background().open(scan, {650000, 5537000});
  panel.addSample(std::nullopt, {250, 250, 250});  // background only
  CHECK_FALSE(panel.startPreview(*workspace.document()));
  CHECK(panel.message().find("at least one terrain class") != std::string::npos);
  panel.removeSample(0, 0);
  CHECK(panel.classes().empty());
}

}  // namespace hfg
