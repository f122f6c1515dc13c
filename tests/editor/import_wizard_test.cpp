// The import wizard panel driven headless: choose a GeoJSON file, import it, undo removes it.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "editor/shell/document.h"
#include "editor/import/import_wizard.h"
#include "tests/editor/imgui_headless.h"

namespace hfg {

TEST_CASE("the import wizard imports a GeoJSON file into an empty map as one undoable step") {
  const auto dir = std::filesystem::temp_directory_path() / "hfg_editor_wizard";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "roads.geojson").string();
  std::ofstream(path) << R"({"type": "FeatureCollection", "features": [
    {"type": "Feature", "properties": {"highway": "primary", "name": "B2"},
     "geometry": {"type": "LineString", "coordinates": [[11.50, 50.00], [11.52, 50.00]]}},
    {"type": "Feature", "properties": {"landuse": "forest", "name": "Hain"},
     "geometry": {"type": "Polygon", "coordinates": [[[11.50, 50.01], [11.51, 50.01], [11.51, 50.02], [11.50, 50.02], [11.50, 50.01]]]}}]})";

  ImportWizard wizard;
  CHECK_FALSE(wizard.isOpen());  // opened from the View menu
  wizard.chooseFile(path);
  CHECK(wizard.kind() == ImportKind::Vector);  // preset from what GDAL finds
  CHECK(wizard.description().find("vector layers") != std::string::npos);

  Document document(Scenario{}, (dir / "scenario.json"));
  wizard.startImport(document);
  CHECK(wizard.error().empty());
  wizard.job().wait();
  REQUIRE(wizard.poll(document));
  CHECK(wizard.error().empty());
  const auto& map = document.scenario().map;
  CHECK(map.terrain.size() == 2);
  CHECK_FALSE(map.frame.crsWkt.empty());  // the empty map took the UTM frame around the file
  CHECK(document.history().size() == 1);
  CHECK_FALSE(wizard.poll(document));  // the result is applied once

  // The panel draws its progress and messages headless without trouble.
  test::ImGuiHeadless imgui;
  wizard.setOpen(true);
  imgui.frame([&] { wizard.draw(&document); });

  document.undo();
  CHECK(document.scenario().map.terrain.empty());
  CHECK(document.scenario().map.frame.crsWkt.empty());
  std::filesystem::remove_all(dir);
}

TEST_CASE("the import wizard says in plain words what is wrong with a file") {
  ImportWizard wizard;
  wizard.chooseFile("/nonexistent/scan.tif");
  CHECK(wizard.error().find("/nonexistent/scan.tif") != std::string::npos);
  Document document(Scenario{});
  wizard.startImport(document);  // no frame can be made for a missing file
  CHECK(wizard.error().find("scan.tif") != std::string::npos);
  CHECK_FALSE(wizard.job().running());
}

}  // namespace hfg
