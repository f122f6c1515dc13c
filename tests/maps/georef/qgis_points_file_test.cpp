// Tests reading ground control points from a QGIS .points file.
#include <doctest/doctest.h>

#include <fstream>

#include "maps/georef/gcp_fit.h"
#include "maps/georef/qgis_points_file.h"
#include "maps/map_error.h"
#include "tests/maps/test_data.h"

using namespace hfg::maps;
using hfg::maps::test::TempDir;

TEST_CASE("a QGIS .points file gives named GCPs with lines made positive") {
  TempDir dir("points");
  const std::string path = dir.file("scan.jpg.points");
  std::ofstream(path) << "#CRS: EPSG:4326\n"
                      << "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"
                      << "-77.2311,39.8309,895,-600,1,0,0,0\n"
                      << "-77.23,39.8221,875,-985,0,0,0,0\n"
                      << "-77.2206,39.8156,1015,-1010,1,0,0,0\n"
                      << "-77.2369,39.7919,612,-2175,1,0,0,0\r\n";
  GcpSet set = loadQgisPointsFile(path);
  REQUIRE(set.points.size() == 3);  // the disabled row is skipped
  CHECK(set.points[0].name == "GCP 1");
  CHECK(set.points[1].name == "GCP 3");
  CHECK(set.points[0].line == 600);
  CHECK(set.points[2].x == doctest::Approx(-77.2369));
  CHECK(fitGcps(set, GcpMethod::Polynomial1).metricEpsg == 32618);
}

TEST_CASE("a malformed .points file is reported by line and field") {
  TempDir dir("badpoints");
  const std::string path = dir.file("bad.points");
  std::ofstream(path) << "mapX,mapY,sourceX,sourceY,enable\n1,2,three,4,1\n";
  CHECK_THROWS_WITH_AS(loadQgisPointsFile(path, "EPSG:4326"),
                       doctest::Contains("bad.points line 2: field sourceX is \"three\""),
                       MapError);
  std::ofstream(path) << "1,2,3,4,1\n";
  CHECK_THROWS_WITH_AS(loadQgisPointsFile(path), doctest::Contains("no \"#CRS:\" line"), MapError);
  CHECK_THROWS_AS(loadQgisPointsFile(dir.file("missing.points")), MapError);
}
