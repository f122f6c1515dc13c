// The georeferencing panel: points clicked on a plain scan, typed or picked coordinates, residuals,
// the warped preview and Apply as one undoable import.
#include <doctest/doctest.h>

#include <gdal_priv.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "editor/shell/workspace.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "tests/editor/imgui_headless.h"
#include "tests/maps/test_data.h"

namespace hfg {
namespace {

constexpr int kWidth = 400, kHeight = 300;

// A plain RGB GeoTIFF with no georeferencing at all: a grey field with a dark cross.
std::string writePlainScan(const maps::test::TempDir& dir) {
  maps::ensureGdalRegistered();
  const std::string path = dir.file("plain.tif");
  maps::DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
      path.c_str(), kWidth, kHeight, 3, GDT_Byte, nullptr));
  std::vector<std::uint8_t> px(static_cast<std::size_t>(kWidth) * kHeight * 3, 200);
  for (int r = 0; r < kHeight; ++r)
    for (int c = 0; c < kWidth; ++c)
      if (r == kHeight / 2 || c == kWidth / 2)
        for (int b = 0; b < 3; ++b) px[(static_cast<std::size_t>(r) * kWidth + c) * 3 + b] = 30;
  int bands[3] = {1, 2, 3};
  REQUIRE(ds->RasterIO(GF_Write, 0, 0, kWidth, kHeight, px.data(), kWidth, kHeight, GDT_Byte, 3,
                       bands, 3, kWidth * 3, 1, nullptr) == CE_None);
  return path;
}

// The truth the user types: the scan spans 11.50..11.54 E, 50.00..49.98 N (about 2.9 x 2.2 km).
LonLat truth(double pixel, double line) {
  return {11.50 + pixel * 1e-4, 50.0 - line * (0.02 / kHeight)};
}

struct Harness {
  test::ImGuiHeadless imgui;
  Workspace workspace;
  Harness() {
    workspace.openDocument(Scenario{});
    workspace.showOnly("georef");
  }
  void frame() {
    imgui.frame([&] { workspace.drawFrame(); });
  }
  GeorefPanel& panel() { return workspace.georefPanel(); }
  void clickScan(double pixel, double line) {
    const Vec2 s = panel().camera().worldToScreen({pixel, -line});
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = {static_cast<float>(s.x), static_cast<float>(s.y)};
    frame();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
  }
};

}  // namespace

TEST_CASE(
    "ui: georeferencing a plain scan: click points, type lon/lat, see residuals, preview, apply") {
  maps::test::TempDir dir("georef_panel");
  const std::string scan = writePlainScan(dir);
  Harness h;
  REQUIRE(h.panel().openScan(scan));
  h.frame();  // lays out the scan view and fits the scan into it

  // Four corners-ish, clicked on the scan view with the mouse.
  const double clicks[4][2] = {{40, 30}, {360, 40}, {350, 260}, {50, 250}};
  for (const auto& c : clicks) h.clickScan(c[0], c[1]);
  const auto& points = h.panel().session().points();
  REQUIRE(points.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(points[i].gcp.pixel == doctest::Approx(clicks[i][0]).epsilon(0.01));
    CHECK(points[i].gcp.line == doctest::Approx(clicks[i][1]).epsilon(0.01));
  }
  CHECK(h.panel().selected() == std::size_t{3});
  CHECK_FALSE(h.panel().session().fit());
  CHECK(h.panel().session().problem().find("0 points with coordinates") != std::string::npos);

  for (std::size_t i = 0; i < 4; ++i) {
    const LonLat ll = truth(points[i].gcp.pixel, points[i].gcp.line);
    h.panel().typeLonLat(i, ll.lon, ll.lat);
  }
  REQUIRE(h.panel().session().fit());
  // Lon/lat steps are nearly affine in UTM over 3 km: residuals of well under a metre.
  CHECK(h.panel().session().fit()->rmsMetres < 1.0);
  // A fifth point typed 0.002 degrees (about 140 m) east of where it is: the worst, highlighted.
  const std::size_t bad = h.panel().clickScan(200, 150);
  const LonLat off = truth(200, 150);
  h.panel().typeLonLat(bad, off.lon + 0.002, off.lat);
  REQUIRE(h.panel().session().worstIndex() == bad);
  CHECK(h.panel().session().fit()->residuals.back().leaveOneOutMetres > 100);
  h.frame();  // the table with the worst row drawn

  // The method is a choice; polynomial 2 needs six points.
  h.panel().session().setMethod(maps::GcpMethod::Polynomial2);
  CHECK_FALSE(h.panel().session().fit());
  CHECK(h.panel().session().problem().find("needs 6") != std::string::npos);
  h.panel().session().setMethod(maps::GcpMethod::Polynomial1);
  h.panel().session().remove(bad);
  REQUIRE(h.panel().session().fit());

  // Live preview: a warped VRT for the current fit, redone when the fit changes.
  h.panel().setShowPreview(true);
  REQUIRE(h.panel().updatePreview(*h.workspace.document()));
  h.panel().previewJob().wait();
  REQUIRE(h.panel().pollPreview());
  CHECK(h.panel().previewLayer().isOpen());
  const WorldBox extent = h.panel().previewLayer().extent();
  CHECK(extent.width() == doctest::Approx(2860).epsilon(0.05));   // 0.04 deg of longitude at 50 N
  CHECK_FALSE(h.panel().updatePreview(*h.workspace.document()));  // nothing changed
  h.panel().typeLonLat(0, truth(40, 30).lon + 1e-5, truth(40, 30).lat);
  CHECK(h.panel().updatePreview(*h.workspace.document()));
  h.panel().previewJob().wait();
  CHECK(h.panel().pollPreview());
  h.frame();

  // Apply: the scan warped into a UTM frame around the points, as the map's background.
  REQUIRE(h.panel().startApply(*h.workspace.document()));
  h.panel().applyJob().wait();
  REQUIRE(h.panel().pollApply(*h.workspace.document()));
  const StageMap& map = h.workspace.document()->scenario().map;
  CHECK(maps::frameEpsg(map.frame) == 32632);
  CHECK(map.backgroundImage.find("plain") != std::string::npos);
  CHECK(h.workspace.document()->history().size() == 1);

  // Now the map is georeferenced: a point's place can be picked on the Map panel.
  h.frame();  // the panel reads the new frame
  REQUIRE(h.panel().pickOnMap(1));
  CHECK(h.workspace.mapCanvas().picking());
  CHECK(h.workspace.mapCanvas().pick({0, 0}));
  CHECK_FALSE(h.workspace.mapCanvas().picking());  // one click per point
  const LonLat centre = maps::localToLonLat(map.frame, {0, 0});
  CHECK(h.panel().session().points()[1].gcp.x == doctest::Approx(centre.lon));
  CHECK(h.panel().session().points()[1].gcp.y == doctest::Approx(centre.lat));

  h.workspace.document()->undo();
  CHECK(h.workspace.document()->scenario().map.backgroundImage.empty());
}

TEST_CASE("the georeferencing panel names a scan it cannot open and a fit it cannot make") {
  Workspace workspace;
  GeorefPanel& panel = workspace.georefPanel();
  CHECK_FALSE(panel.openScan("/nonexistent/scan.jpg"));
  CHECK(panel.error().find("/nonexistent/scan.jpg") != std::string::npos);
  workspace.openDocument(Scenario{});
  CHECK_FALSE(panel.startApply(*workspace.document()));
  CHECK(panel.error().find("No fit yet") != std::string::npos);
}

}  // namespace hfg
