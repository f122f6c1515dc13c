// Tests GCP fitting: residuals in metres, RMS, flagged points, and the warped output.
#include <doctest/doctest.h>

#include <cmath>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/georef/gcp_fit.h"
#include "maps/georef/georeference_writer.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"
#include "tests/maps/test_data.h"

using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

// Nine GCPs on an exact affine scan-to-UTM relation: 5 m pixels, north up.
GcpSet exactUtmGcps() {
  GcpSet set;
  set.crsWkt = crsWktFromEpsg(32632);
  int i = 0;
  for (double px : {0.0, 500.0, 1000.0})
    for (double ln : {0.0, 400.0, 800.0})
      set.points.push_back({"P" + std::to_string(++i), px, ln, 650000 + 5 * px, 5540000 - 5 * ln});
  return set;
}

}  // namespace

TEST_CASE("an exact affine layout fits with zero residuals and no flagged points") {
  for (GcpMethod m : {GcpMethod::Polynomial1, GcpMethod::ThinPlateSpline}) {
    GcpFitReport r = fitGcps(exactUtmGcps(), m);
    CHECK(r.metricEpsg == 32632);
    CHECK(r.rmsMetres < 1e-3);
    CHECK(r.outliers.empty());
  }
}

TEST_CASE("one displaced point is flagged by name, hand-worked residual") {
  GcpSet set = exactUtmGcps();
  set.points[4].x += 300;  // centre point P5 moved 300 m east
  GcpFitReport r = fitGcps(set, GcpMethod::Polynomial1);
  // Least squares over the 3x3 grid: the centre's x error spreads as a constant shift of 300/9 in x,
  // so P5's own residual is 300 - 300/9 = 266.7 m (the design is symmetric, no slope change).
  CHECK(r.residuals[4].residualMetres == doctest::Approx(300.0 - 300.0 / 9).epsilon(1e-6));
  CHECK(r.residuals[0].residualMetres == doctest::Approx(300.0 / 9).epsilon(1e-6));
  CHECK(r.residuals[4].leaveOneOutMetres == doctest::Approx(300.0).epsilon(1e-6));
  REQUIRE(r.outliers.size() == 1);
  CHECK(r.outliers[0] == "P5");
  CHECK(r.worst().name == "P5");
  CHECK(r.summary().find("P5") != std::string::npos);
}

TEST_CASE("too few or degenerate GCPs give clear errors") {
  GcpSet set = exactUtmGcps();
  CHECK_THROWS_WITH_AS(fitGcps(set, GcpMethod::Polynomial3), doctest::Contains("at least 10"),
                       MapError);
  GcpSet line;
  line.crsWkt = set.crsWkt;
  for (int i = 0; i < 4; ++i)
    line.points.push_back({"L" + std::to_string(i), i * 10.0, i * 10.0, 1.0 * i, 1.0 * i});
  CHECK_THROWS_AS(fitGcps(line, GcpMethod::Polynomial1), MapError);
  GcpSet noCrs = set;
  noCrs.crsWkt.clear();
  CHECK_THROWS_WITH_AS(fitGcps(noCrs, GcpMethod::Polynomial1),
                       doctest::Contains("no coordinate system"), MapError);
}

TEST_CASE(
    "the real Gettysburg GCPs: affine RMS about 317 m, worst GCP 8 at about 679 "
    "m" HFG_NEEDS_SHARED_DATA) {
  RasterInfo info = describeRaster(test::sharedFile("gettysburg_gnpc_map.jpg"));
  GcpFitReport r = fitGcps(info.gcps, GcpMethod::Polynomial1);
  MESSAGE(r.summary());
  CHECK(r.metricEpsg == 32618);
  CHECK(r.rmsMetres == doctest::Approx(317).epsilon(0.02));
  CHECK(r.worst().name == "8");
  CHECK(r.worst().residualMetres == doctest::Approx(679).epsilon(0.02));
  CHECK(std::find(r.outliers.begin(), r.outliers.end(), "8") != r.outliers.end());
  // A second-order fit bends towards the points, so its RMS is lower.
  CHECK(fitGcps(info.gcps, GcpMethod::Polynomial2).rmsMetres < r.rmsMetres);
  // A thin-plate spline passes through every point.
  CHECK(fitGcps(info.gcps, GcpMethod::ThinPlateSpline).rmsMetres < 1.0);
}

TEST_CASE("a generated scan is warped to a UTM GeoTIFF and a VRT") {
  TempDir dir("warp");
  const std::string scan = dir.file("scan.tif");
  {
    ensureGdalRegistered();
    GDALDriver* gtiff = GetGDALDriverManager()->GetDriverByName("GTiff");
    DatasetPtr ds(gtiff->Create(scan.c_str(), 100, 80, 1, GDT_Byte, nullptr));
    // A wrong geotransform (in the Gulf of Guinea) that the GCPs must override.
    double gt[6] = {0, 0.001, 0, 1, 0, -0.001};
    ds->SetGeoTransform(gt);
    OGRSpatialReference wgs = parseCrs("EPSG:4326");
    ds->SetSpatialRef(&wgs);
    std::vector<unsigned char> v(100 * 80, 200);
    REQUIRE(ds->GetRasterBand(1)->RasterIO(GF_Write, 0, 0, 100, 80, v.data(), 100, 80, GDT_Byte, 0,
                                           0, nullptr) == CE_None);
  }
  GcpSet gcps;
  gcps.crsWkt = crsWktFromEpsg(4326);
  gcps.points = {{"a", 0, 0, 11.50, 50.01},
                 {"b", 100, 0, 11.52, 50.01},
                 {"c", 0, 80, 11.50, 50.00},
                 {"d", 100, 80, 11.52, 50.00}};
  GeoreferenceRequest req{scan, gcps, GcpMethod::Polynomial1, "", dir.file("out.tif")};
  double last = 0;
  writeGeoreferenced(req, [&](double f, const std::string&) {
    last = f;
    return true;
  });
  CHECK(last == doctest::Approx(1.0));
  RasterInfo out = describeRaster(req.outputPath);
  CHECK(out.crsName == "WGS 84 / UTM zone 32N");
  CHECK(out.bands.size() == 2);  // grey + alpha
  REQUIRE(out.pixelSize());
  // 0.02 degrees of longitude at 50 N is about 1431 m over 100 pixels.
  CHECK((*out.pixelSize())[0] == doctest::Approx(14.3).epsilon(0.1));
  const GeoBounds placed =
      geoBoundsOfFile(req.outputPath);  // where the GCPs put it, not the geotransform
  CHECK(placed.west == doctest::Approx(11.50).epsilon(1e-3));
  CHECK(placed.north == doctest::Approx(50.01).epsilon(1e-3));

  req.output = GeoreferencedOutput::WarpedVrt;
  req.outputPath = dir.file("out.vrt");
  writeGeoreferenced(req);
  CHECK(describeRaster(req.outputPath).crsName == "WGS 84 / UTM zone 32N");

  CHECK_THROWS_AS(writeGeoreferenced(req, [](double, const std::string&) { return false; }),
                  Cancelled);
}
