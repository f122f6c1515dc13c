// Small map sources for the `hfg map` command tests, generated with GDAL or written as text.
#pragma once

#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <string>
#include <vector>

#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "tests/maps/rgb_scan_fixture.h"
#include "tests/maps/test_data.h"

namespace hfg::test {

using maps::test::TempDir;

inline constexpr double kFixtureEast = 650000, kFixtureNorth = 5540000;  // UTM 32N

/// A 4 x 4 km Float32 DEM at 20 m cells, flat at 100 m with a 50 m round hill (sigma 300 m) in the
/// middle. With `crs` false the file has no coordinate system.
inline std::string writeHillDem(const TempDir& dir, const std::string& name, bool crs = true) {
  maps::ensureGdalRegistered();
  const int n = 200;
  const std::string path = dir.file(name);
  maps::DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
      path.c_str(), n, n, 1, GDT_Float32, nullptr));
  double gt[6] = {kFixtureEast, 20, 0, kFixtureNorth, 0, -20};
  ds->SetGeoTransform(gt);
  if (crs) {
    OGRSpatialReference srs = maps::parseCrs("EPSG:32632");
    ds->SetSpatialRef(&srs);
  }
  std::vector<float> v(static_cast<size_t>(n) * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const double dx = (c + 0.5) * 20 - 2000, dy = (r + 0.5) * 20 - 2000;
      v[static_cast<size_t>(r) * n + c] =
          static_cast<float>(100 + 50 * std::exp(-(dx * dx + dy * dy) / (2 * 300.0 * 300.0)));
    }
  REQUIRE(ds->GetRasterBand(1)->RasterIO(GF_Write, 0, 0, n, n, v.data(), n, n, GDT_Float32, 0, 0,
                                         nullptr) == CE_None);
  return path;
}

/// A 300 x 300 RGB scan with no georeferencing at all (for GCP fitting).
inline std::string writePlainScan(const TempDir& dir, const std::string& name) {
  maps::ensureGdalRegistered();
  const int n = 300;
  const std::string path = dir.file(name);
  maps::DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
      path.c_str(), n, n, 3, GDT_Byte, nullptr));
  std::vector<std::uint8_t> px(static_cast<size_t>(n) * n * 3, 200);
  int bands[3] = {1, 2, 3};
  REQUIRE(ds->RasterIO(GF_Write, 0, 0, n, n, px.data(), n, n, GDT_Byte, 3, bands, 3, n * 3, 1,
                       nullptr) == CE_None);
  return path;
}

/// A road cross in UTM 32N: four primary roads 6 km long meeting at a junction (656000, 5540000),
/// a village at each far end (Westdorf, Ostdorf, Nordheim, Suedheim), and a footpath (not a road).
inline std::string writeRoadCross(const TempDir& dir, const std::string& name) {
  const double cx = 656000, cy = 5540000;
  auto road = [](double x0, double y0, double x1, double y1, const char* highway) {
    return std::string("{\"type\":\"Feature\",\"properties\":{\"highway\":\"") + highway +
           "\"},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[[" + std::to_string(x0) +
           "," + std::to_string(y0) + "],[" + std::to_string((x0 + x1) / 2) + "," +
           std::to_string((y0 + y1) / 2) + "],[" + std::to_string(x1) + "," + std::to_string(y1) +
           "]]}}";
  };
  auto village = [](double x, double y, const char* villageName) {
    return std::string("{\"type\":\"Feature\",\"properties\":{\"place\":\"village\",\"name\":\"") +
           villageName + "\"},\"geometry\":{\"type\":\"Point\",\"coordinates\":[" +
           std::to_string(x) + "," + std::to_string(y) + "]}}";
  };
  const std::string path = dir.file(name);
  std::ofstream out(path);
  out << "{\"type\":\"FeatureCollection\",\"crs\":{\"type\":\"name\",\"properties\":{\"name\":"
         "\"urn:ogc:def:crs:EPSG::32632\"}},\"features\":["
      << road(cx - 6000, cy, cx, cy, "primary") << "," << road(cx, cy, cx + 6000, cy, "primary")
      << "," << road(cx, cy - 6000, cx, cy, "primary") << ","
      << road(cx, cy, cx, cy + 6000, "primary") << ","
      << road(cx - 3000, cy + 3000, cx - 1000, cy + 3000, "footway") << ","
      << village(cx - 6000, cy, "Westdorf") << "," << village(cx + 6000, cy, "Ostdorf") << ","
      << village(cx, cy + 6000, "Nordheim") << "," << village(cx, cy - 6000, "Suedheim") << "]}\n";
  return path;
}

inline std::string writeText(const TempDir& dir, const std::string& name, const std::string& text) {
  const std::string path = dir.file(name);
  std::ofstream(path) << text;
  return path;
}

inline std::string readText(const std::string& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace hfg::test
