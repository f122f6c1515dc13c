// Tests DEM loading into the frame, slope, hillshade, and hill detection (seed HILLS: gentle/difficult, crest).
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <functional>

#include "maps/elevation/dem_loader.h"
#include "maps/elevation/dem_products.h"
#include "maps/elevation/hill_finder.h"
#include "maps/elevation/drainage.h"
#include "maps/elevation/summit_regions.h"
#include "maps/elevation/slope.h"
#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

constexpr double kEast0 = 650000, kNorth0 = 5540000;  // UTM 32N, top-left of the fixture

// A 4 x 4 km DEM at 20 m cells on flat ground 100 m high, with heights added by `bump`.
std::string writeDem(const TempDir& dir, const std::string& name,
                     const std::function<double(double, double)>& bump) {
  const int n = 200;
  ensureGdalRegistered();
  const std::string path = dir.file(name);
  GDALDriver* gtiff = GetGDALDriverManager()->GetDriverByName("GTiff");
  DatasetPtr ds(gtiff->Create(path.c_str(), n, n, 1, GDT_Float32, nullptr));
  double gt[6] = {kEast0, 20, 0, kNorth0, 0, -20};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs = parseCrs("EPSG:32632");
  ds->SetSpatialRef(&srs);
  std::vector<float> v(static_cast<size_t>(n) * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const double x = kEast0 + (c + 0.5) * 20, y = kNorth0 - (r + 0.5) * 20;
      v[static_cast<size_t>(r) * n + c] = static_cast<float>(100 + bump(x, y));
    }
  REQUIRE(ds->GetRasterBand(1)->RasterIO(GF_Write, 0, 0, n, n, v.data(), n, n, GDT_Float32, 0, 0,
                                         nullptr) == CE_None);
  return path;
}

double gaussian(double x, double y, double cx, double cy, double height, double sx, double sy) {
  return height *
         std::exp(-((x - cx) * (x - cx) / (2 * sx * sx) + (y - cy) * (y - cy) / (2 * sy * sy)));
}

MapFrame fixtureFrame() {
  MapFrame f;
  f.crsWkt = crsWktFromEpsg(32632);
  f.origin = {kEast0 + 2000, kNorth0 - 2000};  // local (0, 0) = centre of the fixture
  return f;
}

bool inside(const Polyline& polygon, Vec2 p) {
  bool in = false;
  for (size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Vec2 a = polygon[i], b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

}  // namespace

TEST_CASE("slope of a plane tilted 1 in 10 is atan(0.1) everywhere") {
  DemGrid g;
  g.width = g.height = 5;
  g.cellMetres = 10;
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 5; ++c)
      g.heightsMetres.push_back(static_cast<float>(c * 1.0));  // 1 m per 10 m east
  const auto s = slopeDegrees(g);
  CHECK(s[12] == doctest::Approx(std::atan(0.1) * 180 / M_PI).epsilon(1e-4));
}

TEST_CASE("a DEM is loaded into the local frame with bounded cells") {
  TempDir dir("dem");
  const std::string path = writeDem(dir, "flat.tif", [](double, double) { return 0.0; });
  DemGrid g = loadDemInFrame({path}, fixtureFrame());
  CHECK(g.cellMetres == doctest::Approx(20));
  CHECK(g.width == 200);
  CHECK(g.topLeft.x == doctest::Approx(-2000));
  CHECK(g.topLeft.y == doctest::Approx(2000));
  CHECK(g.at(10, 10) == doctest::Approx(100));
  DemLoadOptions small;
  small.maxCells = 2500;  // forces 50 x 50 cells of 80 m
  DemGrid coarse = loadDemInFrame({path}, fixtureFrame(), small);
  CHECK(coarse.cellCount() <= 2500u);
  CHECK(coarse.cellMetres >= 80);
  CHECK_THROWS_WITH_AS(loadDemInFrame({dir.file("none.tif")}, fixtureFrame()),
                       doctest::Contains("file not found"), MapError);
}

TEST_CASE("an ASCII grid without a CRS needs an assumed CRS") {
  TempDir dir("asc");
  const std::string path = dir.file("dem.asc");
  {
    std::ofstream out(path);
    out << "ncols 4\nnrows 3\nxllcorner 650000\nyllcorner 5539940\ncellsize 20\nNODATA_value "
           "-9999\n"
        << "1 2 3 4\n5 6 7 8\n9 10 11 -9999\n";
  }
  CHECK_THROWS_WITH_AS(loadDemInFrame({path}, fixtureFrame()),
                       doctest::Contains("has no coordinate system"), MapError);
  DemLoadOptions options;
  options.assumedCrs = "EPSG:32632";
  DemGrid g = loadDemInFrame({path}, fixtureFrame(), options);
  CHECK(g.width == 4);
  CHECK(g.at(0, 0) == doctest::Approx(1));
  CHECK(std::isnan(g.at(3, 2)));
}

TEST_CASE("HILLS: a broad low Gaussian hill is one gentle hill with a crest over its summit") {
  TempDir dir("gentle");
  // 50 m high, sigma 300 m, centred in the fixture: max slope 50/300*exp(-1/2) = 5.8 degrees.
  const std::string path = writeDem(dir, "hill.tif", [](double x, double y) {
    return gaussian(x, y, kEast0 + 2000, kNorth0 - 2000, 50, 300, 300);
  });
  DemGrid g = loadDemInFrame({path}, fixtureFrame());
  std::vector<double> fractions;
  auto hills = findHills(g, {}, [&](double f, const std::string&) {
    fractions.push_back(f);
    return true;
  });
  REQUIRE(hills.size() == 1);
  const FoundHill& h = hills[0];
  CHECK(h.feature.id == "hill-1");
  CHECK(h.feature.terrain == TerrainClass::HillGentle);
  CHECK(h.peakMetres == doctest::Approx(150).epsilon(0.01));
  CHECK(h.meanSlopeDegrees < 10);
  CHECK(inside(h.feature.points, {0, 0}));
  CHECK_FALSE(inside(h.feature.points, {800, 0}));
  // Hand-worked edge: the flat ground around is the stream's level (100 m), so the hill reaches
  // down to its foot 5 m above it: 50 exp(-r^2 / 2 sigma^2) = 5, r = 300 sqrt(2 ln 10) = 644 m.
  double reach = 0;
  for (Vec2 p : h.feature.points) reach = std::max(reach, length(p));
  CHECK(reach == doctest::Approx(644).epsilon(0.05));
  // The crest over the half of the relief above 25 m: r <= 300 sqrt(2 ln 2) = 353 m.
  REQUIRE(h.feature.crest.size() >= 2);
  for (Vec2 p : h.feature.crest) CHECK(length(p) < 353 + 20);
  CHECK(fractions.back() == doctest::Approx(1.0));
}

TEST_CASE("HILLS: a steep ridge is difficult and its crest runs along its long axis") {
  TempDir dir("ridge");
  // 150 m high, 1.2 km long east-west, narrow north-south: steep sides.
  const std::string path = writeDem(dir, "ridge.tif", [](double x, double y) {
    return gaussian(x, y, kEast0 + 2000, kNorth0 - 2000, 150, 500, 150);
  });
  auto hills = findHills(loadDemInFrame({path}, fixtureFrame()));
  REQUIRE(hills.size() == 1);
  const auto& h = hills[0];
  CHECK(h.feature.terrain == TerrainClass::HillDifficult);
  CHECK(h.meanSlopeDegrees >= 10);
  const Vec2 a = h.feature.crest.front(), b = h.feature.crest.back();
  CHECK(std::abs(b.x - a.x) > 400);                        // runs east-west ...
  CHECK(std::abs(b.y - a.y) < 0.1 * std::abs(b.x - a.x));  // ... along the ridge line y = 0
  for (Vec2 p : h.feature.crest) CHECK(std::abs(p.y) <= 20);
}

TEST_CASE("HILLS: a knoll narrower than 500 paces is not a hill; two hills come highest first") {
  TempDir dir("two");
  const std::string path = writeDem(dir, "two.tif", [](double x, double y) {
    return gaussian(x, y, kEast0 + 1000, kNorth0 - 1000, 60, 250, 250) +  // north-west, higher
           gaussian(x, y, kEast0 + 3000, kNorth0 - 3000, 40, 250, 250) +  // south-east
           gaussian(x, y, kEast0 + 3000, kNorth0 - 1000, 40, 60, 60);     // a 100 m-wide knoll
  });
  auto hills = findHills(loadDemInFrame({path}, fixtureFrame()));
  REQUIRE(hills.size() == 2);
  CHECK(inside(hills[0].feature.points, {-1000, 1000}));
  CHECK(inside(hills[1].feature.points, {1000, -1000}));
  CHECK_THROWS_AS(findHills(loadDemInFrame({path}, fixtureFrame()), {},
                            [](double, const std::string&) { return false; }),
                  Cancelled);
}

TEST_CASE("hillshade and slope GeoTIFFs are written in the frame's CRS") {
  TempDir dir("shade");
  const std::string path = writeDem(dir, "hill.tif", [](double x, double y) {
    return gaussian(x, y, kEast0 + 2000, kNorth0 - 2000, 50, 300, 300);
  });
  DemGrid g = loadDemInFrame({path}, fixtureFrame());
  writeHillshadeGeoTiff(g, fixtureFrame(), dir.file("shade.tif"));
  writeSlopeGeoTiff(g, fixtureFrame(), dir.file("slope.tif"));
  RasterInfo shade = describeRaster(dir.file("shade.tif"));
  CHECK(shade.bands[0].dataType == "Byte");
  CHECK(shade.crsName == "WGS 84 / UTM zone 32N");
  CHECK((*shade.geoTransform)[0] == doctest::Approx(kEast0));
  CHECK(describeRaster(dir.file("slope.tif")).bands[0].dataType == "Float32");
}

TEST_CASE(
    "HILLS on the real Gettysburg DEM: the Round Tops are a difficult hill, Cemetery Hill a gentle "
    "one" HFG_NEEDS_SHARED_DATA) {
  GeoBounds region{-77.2778, 39.7241, -77.2119, 39.8423};
  MapFrame frame = makeUtmFrame(region);
  DemGrid g = loadDemInFrame({test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif")}, frame);
  auto hills = findHills(g);
  FrameProjector proj(frame, "EPSG:4326");
  const Vec2 bigRoundTop = proj.toLocal({-77.2406, 39.7865});
  const FoundHill* found = nullptr;
  for (const auto& h : hills)
    if (inside(h.feature.points, bigRoundTop)) found = &h;
  REQUIRE(found != nullptr);
  MESSAGE("Big Round Top hill: " << found->feature.id << " peak " << found->peakMetres
                                 << " m, slope " << found->meanSlopeDegrees << " deg, "
                                 << keyOf(found->feature.terrain));
  CHECK(found->peakMetres > 200);
  CHECK(found->feature.terrain ==
        TerrainClass::HillDifficult);  // steep, rocky: Devil's Den country
  CHECK(found->feature.crest.size() >= 2);
  const Vec2 cemeteryHill = proj.toLocal({-77.2296, 39.8213});
  // Rock Creek's floor below Culp's Hill is valley, not hill (more in hill_validation_test.cpp).
  const Vec2 rockCreek = proj.toLocal({-77.2150, 39.8100});
  const FoundHill* cemetery = nullptr;
  for (const auto& h : hills) {
    if (inside(h.feature.points, cemeteryHill)) cemetery = &h;
    CHECK_FALSE(inside(h.feature.points, rockCreek));
  }
  REQUIRE(cemetery != nullptr);
  CHECK(cemetery->feature.terrain == TerrainClass::HillGentle);
}

TEST_CASE("HILLS on the real SRTM tiles around north Bayreuth" HFG_NEEDS_SHARED_DATA) {
  GeoBounds region{11.4807, 49.9721, 11.6053, 50.047};
  MapFrame frame = makeUtmFrame(region);
  DemLoadOptions window;
  window.localMin = Vec2{-5000, -4500};
  window.localMax = Vec2{5000, 4500};
  DemGrid g = loadDemInFrame({test::sharedFile("N49E011.hgt"), test::sharedFile("N50E011.hgt")},
                             frame, window);
  // The tiles join at 50 N, inside the window: no gap between them.
  size_t missing = 0;
  for (float h : g.heightsMetres) missing += std::isnan(h) ? 1 : 0;
  CHECK(missing == 0);
  auto hills = findHills(g);
  CHECK_FALSE(hills.empty());
  for (const auto& h : hills) CHECK(h.peakMetres > 300);  // the ground here is 350-600 m
}

TEST_CASE("HILLS: height above drainage on a V valley is the climb from its stream") {
  // 41 x 41 cells of 10 m: the valley floor is column 20, falling 0.1 m a cell to the south;
  // the sides rise 2 m a cell. Streams start where 50 cells drain (5,000 m^2): the floor only,
  // as a side cell gathers no more than the 20 cells beyond it in its row.
  DemGrid g;
  g.width = g.height = 41;
  g.cellMetres = 10;
  for (int r = 0; r < 41; ++r)
    for (int c = 0; c < 41; ++c)
      g.heightsMetres.push_back(static_cast<float>(100 + 2 * std::abs(c - 20) + 0.1 * (40 - r)));
  const auto hand = heightAboveDrainage(g, drainageOf(g), 5000);
  const auto at = [&](int c, int r) { return hand[static_cast<size_t>(r) * 41 + c]; };
  CHECK(at(20, 20) == doctest::Approx(0));
  // Three cells up the side: the water runs straight across (2 m a cell beats 2.1 m over a
  // diagonal's 1.41 cells), so 6 m above the floor beside it.
  CHECK(at(23, 20) == doctest::Approx(6));
  CHECK(at(17, 20) == doctest::Approx(6));
  CHECK(at(39, 20) == doctest::Approx(38));  // (the edge cells drain off the grid: their own base)
}

TEST_CASE("HILLS: two summits are two hills only when the saddle between them is deep enough") {
  // Two summits 1 km apart, 60 m and 50 m above the plain; the saddle is the lowest point on the
  // line between them.
  DemGrid g;
  g.width = 200;
  g.height = 100;
  g.cellMetres = 10;
  for (int r = 0; r < g.height; ++r)
    for (int c = 0; c < g.width; ++c) {
      const double x = c * 10.0 + 5, y = r * 10.0 + 5;
      g.heightsMetres.push_back(static_cast<float>(100 + gaussian(x, y, 500, 500, 60, 250, 250) +
                                                   gaussian(x, y, 1500, 500, 50, 250, 250)));
    }
  float saddle = 1e9f;
  for (int c = 50; c <= 150; ++c) saddle = std::min(saddle, g.at(c, 50));
  const double prominence = 150 - saddle;  // the lower summit above the saddle
  std::vector<char> all(g.cellCount(), 1);
  int count = 0;
  const auto apart = summitRegions(g, all, prominence - 1, count);
  CHECK(count == 2);
  CHECK(apart[50 * 200 + 50] != apart[50 * 200 + 150]);
  summitRegions(g, all, prominence + 1, count);
  CHECK(count == 1);
}
