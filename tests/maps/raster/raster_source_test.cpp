// Tests opening, describing, block reading and overview building of raster sources.
#include <doctest/doctest.h>

#include <fstream>

#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/block_reader.h"
#include "maps/raster/overviews.h"
#include "maps/raster/raster_info.h"
#include "maps/raster/raster_open.h"
#include "tests/maps/test_data.h"

using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

// A small GeoTIFF in UTM 32N whose value is column + 1000 * row.
std::string writeRampTiff(const TempDir& dir, int w, int h, bool withCrs = true) {
  const std::string path = dir.file("ramp.tif");
  ensureGdalRegistered();
  GDALDriver* gtiff = GetGDALDriverManager()->GetDriverByName("GTiff");
  const char* options[] = {"TILED=YES", "BLOCKXSIZE=16", "BLOCKYSIZE=16", nullptr};
  DatasetPtr ds(gtiff->Create(path.c_str(), w, h, 1, GDT_Float32, const_cast<char**>(options)));
  REQUIRE(ds);
  if (withCrs) {
    double gt[6] = {600000, 10, 0, 5550000, 0, -10};
    ds->SetGeoTransform(gt);
    OGRSpatialReference srs;
    srs.importFromEPSG(32632);
    ds->SetSpatialRef(&srs);
  }
  std::vector<float> values(static_cast<size_t>(w) * h);
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c)
      values[static_cast<size_t>(r) * w + c] = static_cast<float>(c + 1000 * r);
  REQUIRE(ds->GetRasterBand(1)->RasterIO(GF_Write, 0, 0, w, h, values.data(), w, h, GDT_Float32, 0,
                                         0, nullptr) == CE_None);
  return path;
}

}  // namespace

TEST_CASE("a generated GeoTIFF is described in plain words") {
  TempDir dir("describe");
  const std::string path = writeRampTiff(dir, 40, 30);
  RasterInfo info = describeRaster(path);
  CHECK(info.driver == "GTiff");
  CHECK(info.width == 40);
  CHECK(info.height == 30);
  REQUIRE(info.bands.size() == 1);
  CHECK(info.bands[0].dataType == "Float32");
  CHECK(info.crsName == "WGS 84 / UTM zone 32N");
  REQUIRE(info.pixelSize());
  CHECK((*info.pixelSize())[0] == doctest::Approx(10));
  const std::string text = plainDescription(info);
  CHECK(text.find("40 x 30 pixels with 1 band") != std::string::npos);
  CHECK(text.find("UTM zone 32N") != std::string::npos);
  CHECK(text.find("No overviews yet") != std::string::npos);
  CHECK_NOTHROW(requireGeoreferenced(info));
}

TEST_CASE("blocks cover every pixel exactly once with bounded tiles") {
  TempDir dir("blocks");
  const std::string path = writeRampTiff(dir, 70, 50);
  DatasetPtr ds = openRaster(path);
  double sum = 0;
  size_t cells = 0, largest = 0;
  std::vector<double> fractions;
  forEachBlock(
      *ds->GetRasterBand(1),
      [&](const RasterBlock& b) {
        largest = std::max(largest, b.values.size());
        for (int r = 0; r < b.height; ++r)
          for (int c = 0; c < b.width; ++c) {
            CHECK(b.at(c, r) == (b.xOffset + c) + 1000.0 * (b.yOffset + r));
            sum += b.at(c, r);
            ++cells;
          }
      },
      [&](double f, const std::string&) {
        fractions.push_back(f);
        return true;
      },
      512);
  CHECK(cells == 70u * 50u);
  CHECK(largest <= 512u);
  // sum of c over 70 columns x 50 rows + 1000 * sum of r over 50 rows x 70 columns
  CHECK(sum == doctest::Approx(50.0 * (69 * 70 / 2) + 1000.0 * 70 * (49 * 50 / 2)));
  REQUIRE_FALSE(fractions.empty());
  CHECK(fractions.back() == doctest::Approx(1.0));
}

TEST_CASE("block reading can be cancelled from the progress callback") {
  TempDir dir("cancel");
  const std::string path = writeRampTiff(dir, 64, 64);
  DatasetPtr ds = openRaster(path);
  int tiles = 0;
  CHECK_THROWS_AS(forEachBlock(
                      *ds->GetRasterBand(1), [&](const RasterBlock&) { ++tiles; },
                      [](double, const std::string&) { return false; }, 256),
                  Cancelled);
  CHECK(tiles == 1);
}

TEST_CASE("overviews are built through GDAL with progress") {
  TempDir dir("ovr");
  const std::string path = writeRampTiff(dir, 600, 300);
  double last = 0;
  std::string stage;
  auto factors = buildOverviews(path, {}, [&](double f, const std::string& s) {
    last = f;
    stage = s;
    return true;
  });
  CHECK(factors == std::vector<int>{2});
  CHECK(last == doctest::Approx(1.0));
  CHECK(stage == "building overviews");
  CHECK(describeRaster(path).bands[0].overviewCount == 1);
}

TEST_CASE("bad raster input gives clear errors naming the file") {
  TempDir dir("bad");
  SUBCASE("missing file") {
    CHECK_THROWS_WITH_AS(describeRaster(dir.file("nowhere.tif")),
                         doctest::Contains("nowhere.tif: file not found"), MapError);
  }
  SUBCASE("unknown format") {
    const std::string path = dir.file("notes.txt");
    std::ofstream(path) << "this is not a map\n";
    CHECK_THROWS_WITH_AS(describeRaster(path),
                         doctest::Contains("not a raster format GDAL can read"), MapError);
  }
  SUBCASE("corrupt (truncated) GeoTIFF") {
    const std::string good = writeRampTiff(dir, 256, 256);
    const std::string bad = dir.file("truncated.tif");
    std::ifstream in(good, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::ofstream(bad, std::ios::binary) << bytes.substr(0, bytes.size() / 3);
    CHECK_THROWS_WITH_AS(describeRaster(bad), doctest::Contains("truncated.tif"), MapError);
  }
  SUBCASE("absurd size") {
    const std::string path = writeRampTiff(dir, 64, 64);
    RasterLimits tiny;
    tiny.maxDimension = 32;
    CHECK_THROWS_WITH_AS(describeRaster(path, tiny),
                         doctest::Contains("absurd raster size 64 x 64"), MapError);
  }
  SUBCASE("missing CRS") {
    const std::string path = writeRampTiff(dir, 8, 8, false);
    RasterInfo info = describeRaster(path);
    CHECK_FALSE(info.hasCrs());
    CHECK(plainDescription(info).find("Not georeferenced") != std::string::npos);
    CHECK_THROWS_WITH_AS(requireGeoreferenced(info), doctest::Contains("has no coordinate system"),
                         MapError);
  }
}

TEST_CASE("the real Gettysburg scan is described with its 9 GCPs" HFG_NEEDS_SHARED_DATA) {
  RasterInfo info = describeRaster(test::sharedFile("gettysburg_gnpc_map.jpg"));
  CHECK(info.driver == "JPEG");
  CHECK(info.width == 1500);
  CHECK(info.height == 2500);
  CHECK(info.bands.size() == 3);
  CHECK(info.gcps.points.size() == 9);
  CHECK_FALSE(info.gcps.crsWkt.empty());
  CHECK(plainDescription(info).find("9 ground control points") != std::string::npos);

  RasterInfo srtm = describeRaster(test::sharedFile("N50E011.hgt"));
  CHECK(srtm.driver == "SRTMHGT");
  CHECK(srtm.bands[0].noData == doctest::Approx(-32768));
}
