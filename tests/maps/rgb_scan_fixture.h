// A generated RGB scan in UTM 32N with a wood, a marsh, lettering and a small dot, for classification tests.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/scan/scan_classifier.h"
#include "tests/maps/test_data.h"

namespace hfg::maps::test {

// 300 x 300 px at 10 m in UTM 32N: white paper, a green wood (px 20..119 square), a grey-blue
// marsh (px 150..249 x 50..149), black lettering speckle inside the wood, and a 4 x 4 px green dot.
inline std::string writeRgbScan(const TempDir& dir) {
  ensureGdalRegistered();
  const int n = 300;
  const std::string path = dir.file("scan.tif");
  DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(path.c_str(), n, n, 3,
                                                                         GDT_Byte, nullptr));
  double gt[6] = {650000, 10, 0, 5540000, 0, -10};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs = parseCrs("EPSG:32632");
  ds->SetSpatialRef(&srs);
  std::vector<std::uint8_t> px(static_cast<size_t>(n) * n * 3, 250);
  auto paint = [&](int c0, int r0, int c1, int r1, Rgb colour) {
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c)
        for (int b = 0; b < 3; ++b)
          px[(static_cast<size_t>(r) * n + c) * 3 + b] = colour[static_cast<size_t>(b)];
  };
  paint(20, 20, 119, 119, {60, 140, 50});
  paint(150, 50, 249, 149, {120, 150, 190});
  for (int k = 0; k < 10; ++k)
    paint(40 + 6 * k, 60, 40 + 6 * k, 61, {10, 10, 10});  // a word of lettering
  paint(200, 220, 203, 223, {60, 140, 50});
  int bandMap[3] = {1, 2, 3};
  REQUIRE(ds->RasterIO(GF_Write, 0, 0, n, n, px.data(), n, n, GDT_Byte, 3, bandMap, 3, n * 3, 1,
                       nullptr) == CE_None);
  return path;
}

}  // namespace hfg::maps::test
