// The Battle table panel: a table cut from the map and its scan's colours, shown and saved.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>

#include "core/io/table_io.h"
#include "editor/shell/workspace.h"
#include "tests/editor/imgui_headless.h"
#include "tests/maps/rgb_scan_fixture.h"

namespace hfg {
namespace {

// The fixture scan covers UTM 32N x 650000..653000, y 5537000..5540000 (300 px of 10 m) with a
// wood at local (200..1200, 1800..2800); the map adds a road across it and a wood of its own
// at local (2000..2500, 300..800), where the scan shows paper.
Scenario tableScenario(const std::string& scan) {
  Scenario s;
  s.map.frame.crsWkt = maps::crsWktFromEpsg(32632);
  s.map.frame.origin = {650000, 5537000};
  s.map.backgroundImage = scan;
  s.map.terrain.push_back(
      {"road-1", TerrainClass::RoadGood, "The road", {{0, 1500}, {3000, 1500}}, {}, 0});
  s.map.terrain.push_back({"woods-1",
                           TerrainClass::Woods,
                           "",
                           {{2000, 300}, {2500, 300}, {2500, 800}, {2000, 800}},
                           {},
                           0});
  return s;
}

std::map<TerrainClass, int> countOf(const TableSetup& table) {
  std::map<TerrainClass, int> count;
  for (const auto& f : table.features) ++count[f.terrain];
  return count;
}

}  // namespace

TEST_CASE(
    "ui: the Battle table panel cuts a table from the map with woods from the scan's colours") {
  maps::test::TempDir dir("table_panel");
  const std::string scan = maps::test::writeRgbScan(dir);
  test::ImGuiHeadless imgui;
  Workspace workspace;
  workspace.openDocument(tableScenario(scan));
  workspace.showOnly("map");
  workspace.findPanel("table")->setOpen(true);
  imgui.frame([&] { workspace.drawFrame(); });  // opens the scan under the map
  MapCanvas& canvas = workspace.mapCanvas();
  REQUIRE(canvas.background().isOpen());
  TablePanel& panel = workspace.tablePanel();

  SUBCASE("without a centre it says what is missing") {
    CHECK_FALSE(panel.startBuild(*workspace.document()));
    CHECK(panel.message().find("centre") != std::string::npos);
  }

  // The centre is clicked on the map; the samples are picked on the scan (Scan classification's
  // one list of samples): the wood's green, the paper.
  panel.startPickingCentre();
  CHECK(canvas.pick({1500, 1500}));
  CHECK_FALSE(canvas.picking());  // one click sets it
  ClassifyPanel& classify = workspace.classifyPanel();
  classify.setPickClass(TerrainClass::Woods);
  classify.startPicking();
  CHECK(canvas.pick({700, 2300}));
  classify.setPickClass(std::nullopt);
  CHECK(canvas.pick({2900, 100}));
  canvas.cancelPick();
  panel.request().name = "Fixture";
  panel.request().facingDegrees = 0;

  SUBCASE("the scan's colours give the woods, in place of the map's own") {
    REQUIRE(panel.startBuild(*workspace.document()));
    panel.job().wait();
    REQUIRE(panel.pollBuild(*workspace.document()));
    REQUIRE(panel.table());
    auto count = countOf(*panel.table());
    CHECK(count[TerrainClass::Woods] == 1);
    CHECK(count[TerrainClass::RoadGood] == 1);
    // The one wood is the scan's: about 1,000 m (1,333 p) across, on the table's north-west.
    for (const auto& f : panel.table()->features)
      if (f.terrain == TerrainClass::Woods) {
        double minX = 1e9, maxX = -1e9;
        for (Vec2 p : f.points) minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
        CHECK(maxX - minX == doctest::Approx(1000 / 0.75).epsilon(0.1));
      }
    CHECK(panel.message().find("1 Woods") != std::string::npos);
    CHECK(panel.plan().width > 500);
    imgui.frame(
        [&] { workspace.drawFrame(); });  // the plan drawn in the panel (no texture headless)

    const auto file = std::filesystem::path(dir.file("fixture-table.json"));
    REQUIRE(panel.save(file));
    CHECK(loadTableSetup(file) == *panel.table());
    CHECK(std::filesystem::exists(dir.file("fixture-table.png")));
    CHECK(std::filesystem::exists(dir.file("fixture-table.pdf")));
  }

  SUBCASE("without the colours the map's own wood is on the table") {
    panel.setUseScanColours(false);
    REQUIRE(panel.startBuild(*workspace.document()));
    panel.job().wait();
    REQUIRE(panel.pollBuild(*workspace.document()));
    auto count = countOf(*panel.table());
    CHECK(count[TerrainClass::Woods] == 1);
    for (const auto& f : panel.table()->features)
      if (f.terrain == TerrainClass::Woods) {
        double minX = 1e9, maxX = -1e9;
        for (Vec2 p : f.points) minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
        CHECK(maxX - minX == doctest::Approx(500 / 0.75).epsilon(0.15));
      }
  }
  CHECK(workspace.document()->history().size() == 0);  // a table is a file of its own
}

}  // namespace hfg
