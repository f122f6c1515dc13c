// RGBA window reads for the editor's background layer, from a generated GeoTIFF with overviews.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/overviews.h"
#include "maps/raster/raster_open.h"
#include "maps/raster/rgba_window.h"
#include "tests/maps/test_data.h"

namespace hfg::maps {
namespace {

// 4096 x 2048 px RGB, tiled: the left half red, the right half blue, with overviews 2 .. 16.
std::string writeHalves(const test::TempDir& dir) {
  ensureGdalRegistered();
  const int w = 4096, h = 2048;
  const std::string path = dir.file("halves.tif");
  char** options = nullptr;
  options = CSLSetNameValue(options, "TILED", "YES");
  DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(path.c_str(), w, h, 3,
                                                                         GDT_Byte, options));
  CSLDestroy(options);
  REQUIRE(ds);
  std::vector<std::uint8_t> row(static_cast<size_t>(w));
  for (int band = 1; band <= 3; ++band) {
    for (int c = 0; c < w; ++c) {
      const bool left = c < w / 2;
      row[static_cast<size_t>(c)] = band == 1   ? (left ? 200 : 0)
                                    : band == 3 ? (left ? 0 : 180)
                                                : 20;
    }
    bool written = true;
    for (int r = 0; r < h; ++r)
      written = written && ds->GetRasterBand(band)->RasterIO(GF_Write, 0, r, w, 1, row.data(), w, 1,
                                                             GDT_Byte, 0, 0, nullptr) == CE_None;
    REQUIRE(written);
  }
  ds.reset();
  OverviewOptions overviews;
  overviews.factors = {2, 4, 8, 16};
  buildOverviews(path, overviews);
  return path;
}

}  // namespace

TEST_CASE("overview factors are read back from a generated pyramid") {
  test::TempDir dir("rgba");
  const std::string path = writeHalves(dir);
  DatasetPtr ds = openRaster(path);
  CHECK(overviewFactors(*ds) == std::vector<int>{2, 4, 8, 16});
}

TEST_CASE("a reduced window read gives RGBA pixels of the right colours") {
  test::TempDir dir("rgba");
  const std::string path = writeHalves(dir);
  DatasetPtr ds = openRaster(path);
  // The whole raster into 256 x 128: GDAL reads the 16x overview.
  const RgbaWindow all = readRgbaWindow(*ds, path, 0, 0, 4096, 2048, 256, 128);
  REQUIRE(all.pixels.size() == 256u * 128u * 4u);
  auto px = [&](const RgbaWindow& im, int c, int r, int ch) {
    return static_cast<int>(im.pixels[(static_cast<size_t>(r) * im.width + c) * 4 + ch]);
  };
  CHECK(px(all, 10, 64, 0) == 200);
  CHECK(px(all, 10, 64, 2) == 0);
  CHECK(px(all, 10, 64, 3) == 255);
  CHECK(px(all, 250, 64, 0) == 0);
  CHECK(px(all, 250, 64, 2) == 180);
  // A full-resolution window straddling the middle: left columns red, right columns blue.
  const RgbaWindow window = readRgbaWindow(*ds, path, 2040, 100, 16, 8, 16, 8);
  CHECK(px(window, 0, 0, 0) == 200);
  CHECK(px(window, 15, 7, 2) == 180);
}

TEST_CASE("a window outside the raster is refused naming the file") {
  test::TempDir dir("rgba");
  const std::string path = writeHalves(dir);
  DatasetPtr ds = openRaster(path);
  CHECK_THROWS_WITH_AS(readRgbaWindow(*ds, path, 4000, 0, 200, 10, 20, 1),
                       doctest::Contains("halves.tif: window 200 x 10"), MapError);
}

}  // namespace hfg::maps

namespace hfg::maps {

// Issue 25: a warped scan's corners outside the sheet are transparent, not black, when the
// raster says so by a mask (here nodata 0) instead of an alpha band.
TEST_CASE("an RGB scan with nodata corners reads them as transparent; the sheet stays opaque") {
  ensureGdalRegistered();
  test::TempDir dir("rgba-mask");
  const std::string path = dir.file("corners.tif");
  const int w = 64, h = 32;
  {
    DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(path.c_str(), w, h, 3,
                                                                           GDT_Byte, nullptr));
    REQUIRE(ds);
    std::vector<std::uint8_t> plane(static_cast<size_t>(w * h), 0);
    for (int r = 0; r < h; ++r)
      for (int c = w / 4; c < w; ++c)
        plane[static_cast<size_t>(r * w + c)] = 150;  // the sheet: right 3/4
    for (int band = 1; band <= 3; ++band) {
      ds->GetRasterBand(band)->SetNoDataValue(0);
      REQUIRE(ds->GetRasterBand(band)->RasterIO(GF_Write, 0, 0, w, h, plane.data(), w, h, GDT_Byte,
                                                0, 0, nullptr) == CE_None);
    }
  }
  DatasetPtr ds = openRaster(path);
  const RgbaWindow image = readRgbaWindow(*ds, path, 0, 0, w, h, w, h);
  REQUIRE(image.pixels.size() == static_cast<size_t>(w * h * 4));
  CHECK(image.pixels[3] == 0);                                       // a corner: transparent
  CHECK(image.pixels[static_cast<size_t>((w - 1) * 4 + 3)] == 255);  // the sheet: opaque
  CHECK(image.pixels[static_cast<size_t>((w - 1) * 4)] == 150);
}

}  // namespace hfg::maps
