// Tests colour classification of a scan: classes, majority smoothing, small areas dropped, outlines.
#include <doctest/doctest.h>

#include <cmath>

#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"
#include "maps/raster/raster_open.h"
#include "maps/scan/scan_classifier.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

// 300 x 300 px at 10 m in UTM 32N: white paper, a green wood (px 20..119 square), a grey-blue
// marsh (px 150..249 x 50..149), black lettering speckle inside the wood, and a 4 x 4 px green dot.
std::string writeScan(const TempDir& dir) {
  ensureGdalRegistered();
  const int n = 300;
  const std::string path = dir.file("scan.tif");
  DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(path.c_str(), n, n, 3, GDT_Byte, nullptr));
  double gt[6] = {650000, 10, 0, 5540000, 0, -10};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs = parseCrs("EPSG:32632");
  ds->SetSpatialRef(&srs);
  std::vector<std::uint8_t> px(static_cast<size_t>(n) * n * 3, 250);
  auto paint = [&](int c0, int r0, int c1, int r1, Rgb colour) {
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c)
        for (int b = 0; b < 3; ++b) px[(static_cast<size_t>(r) * n + c) * 3 + b] = colour[static_cast<size_t>(b)];
  };
  paint(20, 20, 119, 119, {60, 140, 50});
  paint(150, 50, 249, 149, {120, 150, 190});
  for (int k = 0; k < 10; ++k) paint(40 + 6 * k, 60, 40 + 6 * k, 61, {10, 10, 10});  // a word of lettering
  paint(200, 220, 203, 223, {60, 140, 50});
  int bandMap[3] = {1, 2, 3};
  REQUIRE(ds->RasterIO(GF_Write, 0, 0, n, n, px.data(), n, n, GDT_Byte, 3, bandMap, 3, n * 3, 1, nullptr) == CE_None);
  return path;
}

MapFrame frame() {
  MapFrame f;
  f.crsWkt = crsWktFromEpsg(32632);
  f.origin = {650000, 5537000};  // local (0, 0) = bottom-left of the scan
  return f;
}

double area(const Polyline& ring) {
  double a = 0;
  for (size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) a += cross(ring[j], ring[i]);
  return std::abs(a) / 2;
}

const std::vector<ColourClass> kClasses = {{TerrainClass::Woods, {{{55, 135, 55}}}},
                                           {TerrainClass::Marsh, {{{125, 155, 185}}}},
                                           {std::nullopt, {{{250, 250, 250}}, {{10, 10, 10}}}}};

}  // namespace

TEST_CASE("a scan is classified by colour into a wood and a marsh, speckle smoothed, a dot dropped") {
  TempDir dir("classify");
  const std::string scan = writeScan(dir);
  ScanClassifySettings settings;
  settings.tilePixels = 64;  // many tiles: exercises the halo of the majority filter
  std::vector<double> fractions;
  ScanClassification r = classifyScan(scan, frame(), kClasses, dir.file("classes.tif"), settings,
                                      [&](double f, const std::string&) {
                                        fractions.push_back(f);
                                        return true;
                                      });
  REQUIRE(r.features.size() == 2);  // the 40 x 40 m dot is under 10,000 m2
  const TerrainFeature* wood = r.features[0].terrain == TerrainClass::Woods ? &r.features[0] : &r.features[1];
  const TerrainFeature* marsh = wood == &r.features[0] ? &r.features[1] : &r.features[0];
  CHECK(wood->terrain == TerrainClass::Woods);
  CHECK(marsh->terrain == TerrainClass::Marsh);
  CHECK(wood->id == "scan-woods-1");
  // The wood is 100 x 100 px of 10 m: 1 km square with its lettering smoothed away; the 5 x 5
  // majority window and the 2-pixel simplification round its corners, losing a few per cent.
  CHECK(area(wood->points) == doctest::Approx(1.0e6).epsilon(0.05));
  CHECK(area(wood->points) < 1.0e6);
  CHECK(area(marsh->points) == doctest::Approx(1.0e6).epsilon(0.05));
  // Wood px columns 20..119, rows 20..119: local x 200..1200, y 3000-200=2800 .. 1800.
  double minX = 1e9, maxY = -1e9;
  for (Vec2 p : wood->points) {
    minX = std::min(minX, p.x);
    maxY = std::max(maxY, p.y);
  }
  CHECK(minX == doctest::Approx(200));
  CHECK(maxY == doctest::Approx(2800));
  // The classified raster holds class numbers; lettering inside the wood became wood.
  DatasetPtr classified = openRaster(r.classifiedPath);
  std::uint8_t v = 0;
  REQUIRE(classified->GetRasterBand(1)->RasterIO(GF_Read, 52, 60, 1, 1, &v, 1, 1, GDT_Byte, 0, 0, nullptr) == CE_None);
  CHECK(v == 1);
  REQUIRE(classified->GetRasterBand(1)->RasterIO(GF_Read, 5, 5, 1, 1, &v, 1, 1, GDT_Byte, 0, 0, nullptr) == CE_None);
  CHECK(v == 0);
  CHECK(fractions.back() == doctest::Approx(1.0));
}

TEST_CASE("without smoothing the lettering stays unclassified") {
  TempDir dir("nosmooth");
  ScanClassifySettings settings;
  settings.majorityRadiusPixels = 0;
  ScanClassification r = classifyScan(writeScan(dir), frame(), kClasses, dir.file("classes.tif"), settings);
  DatasetPtr classified = openRaster(r.classifiedPath);
  std::uint8_t v = 9;
  REQUIRE(classified->GetRasterBand(1)->RasterIO(GF_Read, 52, 60, 1, 1, &v, 1, 1, GDT_Byte, 0, 0, nullptr) == CE_None);
  CHECK(v == 0);
}

TEST_CASE("scan classification rejects bad classes and inputs clearly") {
  TempDir dir("badclass");
  const std::string scan = writeScan(dir);
  CHECK_THROWS_WITH_AS(classifyScan(scan, frame(), {{TerrainClass::RoadGood, {{{0, 0, 0}}}}}, dir.file("c.tif")),
                       doctest::Contains("line class"), MapError);
  CHECK_THROWS_WITH_AS(classifyScan(scan, frame(), {{TerrainClass::Woods, {}}}, dir.file("c.tif")),
                       doctest::Contains("no colour samples"), MapError);
  CHECK_THROWS_AS(classifyScan(scan, frame(), kClasses, dir.file("c.tif"), {}, [](double, const std::string&) {
                    return false;
                  }),
                  Cancelled);
}
