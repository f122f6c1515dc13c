// Issue 23: one georeferencing path for the table's scan. The table built from the raw
// Gettysburg scan (its nine control points, poly1) agrees with the one built from the scan
// pre-warped by gdalwarp -order 1; GDAL's own choice (order 2 for 9 points) would not.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <algorithm>
#include <map>
#include <string>

#include "maps/georef/scan_fit.h"
#include "maps/table/map_table.h"
#include "maps/table/table_background.h"
#include "maps/table/table_export.h"
#include "maps/table/table_geometry.h"
#include "maps/table/table_window.h"
#include "tests/maps/test_data.h"

#ifdef HFG_HAVE_POPPLER
#include <poppler-document.h>
#include <poppler-page.h>

#include "tests/paths/test_paths.h"
#endif

using namespace hfg;
using namespace hfg::maps;

namespace {

MapTableRequest gettysburgWest() {
  MapTableRequest r;
  r.name = "Gettysburg";
  r.centre = {-77.2310, 39.8000};
  r.facingDegrees = 270;
  r.size = TableSize::Standard;
  return r;
}

/// Mean absolute grey difference where both images have the scan, with `b` shifted by (dx, dy)
/// pixels; `shared` gets the share of a's covered pixels that b covers too.
double difference(const RgbaImage& a, const RgbaImage& b, int dx, int dy,
                  double* shared = nullptr) {
  double sum = 0;
  long both = 0, covered = 0;
  for (int r = 0; r < a.height; ++r)
    for (int c = 0; c < a.width; ++c) {
      const std::size_t i = (static_cast<std::size_t>(r) * a.width + c) * 4;
      if (a.rgba[i + 3] < 255) continue;
      ++covered;
      const int br = r + dy, bc = c + dx;
      if (br < 0 || bc < 0 || br >= b.height || bc >= b.width) continue;
      const std::size_t j = (static_cast<std::size_t>(br) * b.width + bc) * 4;
      if (b.rgba[j + 3] < 255) continue;
      ++both;
      for (int k = 0; k < 3; ++k) sum += std::abs(int(a.rgba[i + k]) - int(b.rgba[j + k])) / 3.0;
    }
  if (shared) *shared = covered ? static_cast<double>(both) / static_cast<double>(covered) : 0;
  return both ? sum / static_cast<double>(both) : 255;
}

/// The shift of `b` against `a` (within +-4 pixels) where they agree best.
std::pair<int, int> bestShift(const RgbaImage& a, const RgbaImage& b) {
  std::pair<int, int> best{0, 0};
  double least = 1e300;
  for (int dy = -4; dy <= 4; ++dy)
    for (int dx = -4; dx <= 4; ++dx)
      if (double d = difference(a, b, dx, dy); d < least) {
        least = d;
        best = {dx, dy};
      }
  return best;
}

}  // namespace

TEST_CASE(
    "issue 23: the scan's fit is decided in one place, poly1 unless asked" HFG_NEEDS_SHARED_DATA) {
  const ScanFit raw = decideScanFit(test::sharedFile("gettysburg_gnpc_map.jpg"));
  CHECK(raw.byGcps);
  CHECK(raw.method == GcpMethod::Polynomial1);
  CHECK(raw.gcps.points.size() == 9);
  CHECK(raw.rmsMetres == doctest::Approx(317).epsilon(0.02));  // SOURCES.md: "about 317 m"
  CHECK(raw.description().find("poly1") != std::string::npos);
  CHECK_FALSE(raw.extrapolates());
  CHECK(transformerOptions(raw) ==
        std::vector<std::string>{"METHOD=GCP_POLYNOMIAL", "MAX_GCP_ORDER=1"});
  const ScanFit warped = decideScanFit(test::sharedFile("gettysburg_gnpc_map_utm18n.tif"));
  CHECK_FALSE(warped.byGcps);
  CHECK(warped.description() == "the scan's own geotransform");
  const ScanFit spline =
      decideScanFit(test::sharedFile("gettysburg_gnpc_map.jpg"), {}, GcpMethod::ThinPlateSpline);
  CHECK(spline.extrapolates());
  // The scan's corners lie outside its nine points: a spline there is guessing.
  auto warning = outsideHullWarning(spline, scanOutlinePixels(1500, 2500), "the warped scan");
  REQUIRE(warning);
  CHECK(warning->find("outside the control points") != std::string::npos);
  CHECK_FALSE(outsideHullWarning(raw, scanOutlinePixels(1500, 2500), "the warped scan"));
}

TEST_CASE(
    "issue 23: the table from the raw scan agrees with the table from the pre-warped "
    "scan" HFG_NEEDS_SHARED_DATA) {
  TableSources raw;
  raw.demPaths = {test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif")};
  raw.scanPath = test::sharedFile("gettysburg_gnpc_map.jpg");
  TableSources warped = raw;
  warped.scanPath = test::sharedFile("gettysburg_gnpc_map_utm18n.tif");
  const TableSetup fromRaw = buildTableFromMap(raw, gettysburgWest());
  const TableSetup fromWarped = buildTableFromMap(warped, gettysburgWest());
  REQUIRE(fromRaw.ground);
  CHECK(fromRaw.ground->backgroundFit == "poly1");
  CHECK(fromRaw.ground->backgroundFitRmsMetres == doctest::Approx(317).epsilon(0.02));
  CHECK(fromWarped.ground->backgroundFit.empty());
  CHECK(fromRaw.features.size() == fromWarped.features.size());  // the same DEM: the same hills
  CHECK_FALSE(backgroundHullWarning(fromRaw));

  // 20 p (15 m) a pixel: the two plans' scans lie within one pixel of each other and look alike
  // there (resampled once from the JPEG against twice through the GeoTIFF).
  const double pacesPerPixel = 20;
  const RgbaImage a = *renderTableBackground(fromRaw, pacesPerPixel);
  const RgbaImage b = *renderTableBackground(fromWarped, pacesPerPixel);
  const auto [dx, dy] = bestShift(a, b);
  double shared = 0;
  const double same = difference(a, b, 0, 0, &shared);
  MESSAGE("raw vs pre-warped: best shift (" << dx << ", " << dy << ") px, mean grey difference "
                                            << same << ", shared coverage " << shared);
  CHECK(std::abs(dx) <= 1);
  CHECK(std::abs(dy) <= 1);
  CHECK(same < 4);
  CHECK(shared > 0.99);

  // What GDAL picks by itself for nine points, order 2, bends the scan away: the same test fails.
  TableSetup bent = fromRaw;
  bent.ground->backgroundFit = "poly2";
  const RgbaImage c = *renderTableBackground(bent, pacesPerPixel);
  double bentShared = 0;
  const double bentDifference = difference(c, b, 0, 0, &bentShared);
  MESSAGE("poly2 vs pre-warped: mean grey difference " << bentDifference << ", shared coverage "
                                                       << bentShared);
  CHECK(bentDifference > 2 * same);
  auto warning = backgroundHullWarning(bent);
  REQUIRE(warning);
  CHECK(warning->find("the table reaches") != std::string::npos);
}

#ifdef HFG_HAVE_POPPLER
TEST_CASE(
    "issue 23: the plan's overview says which fit drew the scan and its "
    "RMS" HFG_NEEDS_SHARED_DATA) {
  TableSources raw;
  raw.demPaths = {test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif")};
  raw.scanPath = test::sharedFile("gettysburg_gnpc_map.jpg");
  const TableSetup setup = buildTableFromMap(raw, gettysburgWest());
  test::TempDir dir("scan_fit_pdf");
  writeTablePdf(setup, dir.file("table.pdf"), {}, {});
  std::unique_ptr<poppler::document> doc(poppler::document::load_from_file(dir.file("table.pdf")));
  REQUIRE(doc);
  std::unique_ptr<poppler::page> first(doc->create_page(0));
  const auto bytes = first->text().to_utf8();
  const std::string text(bytes.begin(), bytes.end());
  CHECK(text.find("(poly1)") != std::string::npos);
  CHECK(text.find("RMS 317 m") != std::string::npos);
}
#endif

TEST_CASE(
    "issue 23: woods from the scan's colours, roads, streams and the town from traced lines reach "
    "the table" HFG_NEEDS_SHARED_DATA) {
  TableSources sources;
  sources.demPaths = {test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif")};
  sources.scanPath = test::sharedFile("gettysburg_gnpc_map.jpg");
  sources.vectorPaths = {hfg::testpaths::sourceDir().string() +
                         "/tests/fixtures/maps/gettysburg_1863_traced.geojson"};
  MapTableRequest request = gettysburgWest();
  // As tests/fixtures/maps/gettysburg_samples.json: a tree's ink and its olive edge are woods,
  // the paper and the park's yellow wash background.
  request.scanColours = {{TerrainClass::Woods, {{41, 23, 6}, {119, 101, 39}}},
                         {std::nullopt, {{241, 224, 175}, {226, 199, 104}}}};
  request.scanClassify.majorityRadiusPixels = 3;
  request.scanClassify.minAreaSquareMetres = 30000;
  const TableSetup setup = buildTableFromMap(sources, request);
  std::map<TerrainClass, int> count;
  for (const auto& f : setup.features) ++count[f.terrain];
  MESSAGE("woods " << count[TerrainClass::Woods] << ", good roads " << count[TerrainClass::RoadGood]
                   << ", BUA " << count[TerrainClass::BUA]);
  CHECK(count[TerrainClass::Woods] >= 5);
  CHECK(count[TerrainClass::RoadGood] >= 4);
  CHECK(count[TerrainClass::RoadBad] >= 1);
  CHECK(count[TerrainClass::Stream] >= 1);
  CHECK(count[TerrainClass::HillGentle] + count[TerrainClass::HillDifficult] >= 5);
  // The town: the book's 500 p BUA astride a road at the Diamond, named.
  const TableFeature* town = nullptr;
  for (const auto& f : setup.features)
    if (f.terrain == TerrainClass::BUA && f.name == "Gettysburg") town = &f;
  REQUIRE(town != nullptr);
  const Across across = acrossOf(town->points);
  CHECK(across.least == doctest::Approx(500).epsilon(0.02));
  // The scan's woods on Big Round Top, where the scan draws them (through the same fit as the
  // plan's background): the scan's own point (308271, 4406556) in UTM 18N is inside a wood.
  // The window laid in UTM 18N coordinates (the frame is UTM 18N; only its origin differs).
  const TableWindow window(setup.ground->centreCrs, setup.ground->gridFacingDegrees, setup.extent);
  const Vec2 onTable = window.toTable(Vec2{308271.2, 4406555.9});
  bool inWood = false;
  for (const auto& f : setup.features)
    if (f.terrain == TerrainClass::Woods && pointInPolygon(f.points, onTable)) inWood = true;
  CHECK(inWood);
  CHECK_FALSE(std::any_of(setup.departures.begin(), setup.departures.end(), [](const Departure& d) {
    return d.text.find("no vector source") != std::string::npos;
  }));
}
