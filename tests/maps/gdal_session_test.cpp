// Tests that GDAL starts and that its messages are captured for the user.
#include <doctest/doctest.h>

#include <cpl_error.h>

#include "maps/gdal_session.h"

using namespace hfg::maps;

TEST_CASE("GDAL registers and reports its version") {
  ensureGdalRegistered();
  CHECK_FALSE(gdalVersion().empty());
}

TEST_CASE("GDAL warnings and errors are captured, not printed") {
  GdalMessageCapture capture;
  CPLError(CE_Warning, CPLE_AppDefined, "datum shift is approximate");
  CPLError(CE_Failure, CPLE_OpenFailed, "cannot open old_map.tif");
  REQUIRE(capture.warnings().size() == 1);
  CHECK(capture.warnings()[0] == "datum shift is approximate");
  CHECK(capture.lastError() == "cannot open old_map.tif");
}
