// The scan-to-campaign walkthrough on the real Gettysburg scan, headless and as screenshots.
#include "editor/shell/walkthrough.h"

#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "core/io/scenario_io.h"
#include "core/io/table_io.h"
#include "editor/shell/workspace.h"
#include "tests/case_needs.h"
#include "tests/editor/imgui_headless.h"
#include "tests/editor/screenshot_check.h"
#include "tests/maps/test_data.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

std::filesystem::path freshFolder(const std::string& name) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("hfg_walkthrough_" + std::to_string(::getpid()) + "_" + name);
  std::filesystem::remove_all(folder);
  return folder;
}

}  // namespace

TEST_CASE(
    "ui: the walkthrough goes from the Gettysburg scan to a saved scenario in the "
    "editor" HFG_NEEDS_SHARED_DATA) {
  const auto folder = freshFolder("ui");
  test::ImGuiHeadless imgui;
  Workspace workspace;
  workspace.setFiles(
      {[](const std::filesystem::path& p) { return loadScenario(p); },
       [](const Scenario& s, const std::filesystem::path& p) { saveScenario(s, p); }});
  const WalkthroughPaths paths{maps::test::sharedFile("gettysburg_gnpc_map.jpg"), folder};
  // Step by step, drawing frames in between as the app would.
  for (const WalkthroughStep& step : walkthroughSteps()) {
    CAPTURE(step.key);
    runWalkthroughStep(workspace, paths, step.key);
    imgui.frame([&] { workspace.drawFrame(); });
    imgui.frame([&] { workspace.drawFrame(); });
    CHECK(workspace.pendingError().empty());
  }

  const GeorefSession& session = workspace.georefPanel().session();
  REQUIRE(session.fit());
  CHECK(session.points().size() == 9);
  // SOURCES.md: an affine fit has an RMS of about 317 m and GCP 8 is the worst.
  CHECK(session.fit()->rmsMetres == doctest::Approx(317).epsilon(0.1));
  REQUIRE(session.worstIndex());
  CHECK(session.points()[*session.worstIndex()].gcp.name == "GCP 8");

  // The saved scenario reads back with everything the walkthrough made.
  const Scenario saved = loadScenario(folder / "scenario.json");
  CHECK(maps::frameEpsg(saved.map.frame) == 32618);  // UTM 18N around Gettysburg
  CHECK_FALSE(saved.map.backgroundImage.empty());
  CHECK(std::filesystem::exists(folder / saved.map.backgroundImage));
  int woods = 0, roads = 0, towns = 0;
  for (const auto& f : saved.map.terrain) {
    woods += f.terrain == TerrainClass::Woods;
    roads += f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad;
    towns += f.terrain == TerrainClass::BUA && f.name == "Gettysburg";
  }
  CHECK(woods >= 2);  // Culp's Hill and the Round Tops at least
  CHECK(roads == 7);
  CHECK(towns == 1);
  CHECK(saved.map.nodes.size() >= 6);
  CHECK(saved.map.links.size() >= 5);
  std::set<std::string> names;
  for (const auto& n : saved.map.nodes) names.insert(n.name);
  for (const char* place : {"Gettysburg", "Cemetery Hill", "Peach Orchard", "Wheatfield",
                            "Herr's Tavern", "Barlow's Knoll"})
    CHECK_MESSAGE(names.count(place), place);
  REQUIRE(saved.sides.size() == 2);
  CHECK(saved.sides[0].orbat.name == "Union");
  CHECK(saved.sides[1].orbat.name == "Confederacy");
  CHECK(saved.startPositions.size() == 5);
  CHECK(saved.settings.startDate.year == 1863);
  CHECK(saved.objectives.size() == 2);
  CHECK(std::filesystem::exists(folder / saved.sides[0].orbatFile));
  // The last step: a battle table from the map and the DEM, with what the map shows (issue 23).
  const TableSetup table = loadTableSetup(folder / "gettysburg-table.json");
  std::map<TerrainClass, int> onTable;
  for (const auto& f : table.features) ++onTable[f.terrain];
  CHECK(onTable[TerrainClass::Woods] >= 2);
  CHECK(onTable[TerrainClass::BUA] >= 1);
  CHECK(onTable[TerrainClass::RoadGood] + onTable[TerrainClass::RoadBad] >= 4);
  CHECK(onTable[TerrainClass::HillGentle] + onTable[TerrainClass::HillDifficult] >= 5);
  CHECK(onTable[TerrainClass::Stream] >= 1);  // Plum Run, traced in the terrain step
  CHECK(std::filesystem::exists(folder / "gettysburg-table.pdf"));
  // The table is the Battle table panel's, shown there; building it is no edit of the scenario.
  REQUIRE(workspace.tablePanel().table());
  CHECK(*workspace.tablePanel().table() == table);
  CHECK(workspace.tablePanel().plan().width > 1000);
  std::filesystem::remove_all(folder);
}

TEST_CASE(
    "ui: the Jena example cuts a 9x6 table from the SRTM tile in the Battle table "
    "panel" HFG_NEEDS_SHARED_DATA) {
  const auto folder = freshFolder("jena");
  test::ImGuiHeadless imgui;
  Workspace workspace;
  runWalkthrough(workspace, {maps::test::sharedFile("N50E011.hgt"), folder}, kJenaExample);
  imgui.frame([&] { workspace.drawFrame(); });
  const TableSetup table = loadTableSetup(folder / "jena-table.json");
  CHECK(table.size == TableSize::Paired);
  int hills = 0;
  for (const auto& f : table.features)
    hills += f.terrain == TerrainClass::HillGentle || f.terrain == TerrainClass::HillDifficult;
  CHECK(hills >= 10);  // the plateau and its heights, the hills across the Saale
  CHECK(std::filesystem::exists(folder / "jena-table.png"));
  std::filesystem::remove_all(folder);
}

// One ctest entry per step (editor_screenshot_walkthrough_<step>), with the step in
// HFG_SCREENSHOT_WALKTHROUGH; HFG_SCREENSHOT_KEEP names a folder to keep the PNGs in
// (docs/screenshots for the docs).
TEST_CASE("screenshot: a step of the scan-to-campaign walkthrough" *
          doctest::test_suite("screenshot")
              HFG_NAMED_NEEDS("../shared xvfb-run $HFG_SCREENSHOT_WALKTHROUGH")) {
  const char* step = std::getenv("HFG_SCREENSHOT_WALKTHROUGH");
  REQUIRE(step);  // a need of the case: tests/doctest_main.cpp leaves it out, skipped, when unset
  int number = 0;
  for (std::size_t i = 0; i < walkthroughSteps().size(); ++i)
    if (walkthroughSteps()[i].key == step) number = static_cast<int>(i) + 1;
  const bool jena = std::string(step) == kJenaExample;  // the Jena example: the SRTM tile
  REQUIRE((number > 0 || jena));
  const char* keep = std::getenv("HFG_SCREENSHOT_KEEP");
  const std::string name = jena ? std::string("editor-table-jena.png")
                                : "walkthrough-" + std::to_string(number) + "-" + step + ".png";
  const auto png = keep ? std::filesystem::path(keep) / name : freshFolder(name);
  const auto folder = freshFolder(std::string("shot_") + step);
  const std::string log = (std::filesystem::temp_directory_path() /
                           ("hfg_walkthrough_" + std::to_string(::getpid()) + ".log"))
                              .string();
  const std::string command =
      test::kXvfbRun + hfg::testpaths::editorExe().string() + " --walkthrough " + step +
      " --walkthrough-scan " +
      maps::test::sharedFile(jena ? "N50E011.hgt" : "gettysburg_gnpc_map.jpg") +
      " --walkthrough-folder " + folder.string() + " --screenshot " + png.string() +
      " --width 1400 --height 900 --frames 4 >" + log + " 2>&1";
  const int status = std::system(command.c_str());
  std::ifstream in(log);
  std::stringstream output;
  output << in.rdbuf();
  INFO(output.str());
  REQUIRE(status == 0);
  const test::RgbImage image = test::loadRgbPng(png);
  REQUIRE(!image.rgb.empty());
  CHECK(image.width == 1400);
  CHECK(image.height == 900);
  CHECK(test::distinctColours(image) > 1000);  // the scan (or the plan's hill shades) in every step
  if (jena) CHECK(std::filesystem::exists(folder / "jena-table.pdf"));
  if (std::string(step) == "table") CHECK(std::filesystem::exists(folder / "gettysburg-table.pdf"));
  if (!keep) std::filesystem::remove(png);
  std::filesystem::remove_all(folder);
  std::filesystem::remove(log);
}

}  // namespace hfg
