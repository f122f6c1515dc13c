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
#include "tests/maps/rgb_scan_fixture.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

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

TEST_CASE(
    "a scan is classified by colour into a wood and a marsh, speckle smoothed, a dot dropped") {
  TempDir dir("classify");
  const std::string scan = test::writeRgbScan(dir);
  ScanClassifySettings settings;
  settings.tilePixels = 64;  // many tiles: exercises the halo of the majority filter
  std::vector<double> fractions;
  ScanClassification r = classifyScan(scan, frame(), kClasses, dir.file("classes.tif"), settings,
                                      [&](double f, const std::string&) {
                                        fractions.push_back(f);
                                        return true;
                                      });
  REQUIRE(r.features.size() == 2);  // the 40 x 40 m dot is under 10,000 m2
  const TerrainFeature* wood =
      r.features[0].terrain == TerrainClass::Woods ? &r.features[0] : &r.features[1];
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
  REQUIRE(classified->GetRasterBand(1)->RasterIO(GF_Read, 52, 60, 1, 1, &v, 1, 1, GDT_Byte, 0, 0,
                                                 nullptr) == CE_None);
  CHECK(v == 1);
  REQUIRE(classified->GetRasterBand(1)->RasterIO(GF_Read, 5, 5, 1, 1, &v, 1, 1, GDT_Byte, 0, 0,
                                                 nullptr) == CE_None);
  CHECK(v == 0);
  CHECK(fractions.back() == doctest::Approx(1.0));
}

TEST_CASE("without smoothing the lettering stays unclassified") {
  TempDir dir("nosmooth");
  ScanClassifySettings settings;
  settings.majorityRadiusPixels = 0;
  ScanClassification r =
      classifyScan(test::writeRgbScan(dir), frame(), kClasses, dir.file("classes.tif"), settings);
  DatasetPtr classified = openRaster(r.classifiedPath);
  std::uint8_t v = 9;
  REQUIRE(classified->GetRasterBand(1)->RasterIO(GF_Read, 52, 60, 1, 1, &v, 1, 1, GDT_Byte, 0, 0,
                                                 nullptr) == CE_None);
  CHECK(v == 0);
}

TEST_CASE("scan classification rejects bad classes and inputs clearly") {
  TempDir dir("badclass");
  const std::string scan = test::writeRgbScan(dir);
  CHECK_THROWS_WITH_AS(
      classifyScan(scan, frame(), {{TerrainClass::RoadGood, {{{0, 0, 0}}}}}, dir.file("c.tif")),
      doctest::Contains("line class"), MapError);
  CHECK_THROWS_WITH_AS(classifyScan(scan, frame(), {{TerrainClass::Woods, {}}}, dir.file("c.tif")),
                       doctest::Contains("no colour samples"), MapError);
  CHECK_THROWS_AS(classifyScan(scan, frame(), kClasses, dir.file("c.tif"), {},
                               [](double, const std::string&) { return false; }),
                  Cancelled);
}
