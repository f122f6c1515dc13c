// CRS parsing and WKT export.
#include "maps/frame/crs.h"

#include <cmath>

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

OGRSpatialReference parseCrs(const std::string& text, const std::string& what) {
  ensureGdalRegistered();
  GdalMessageCapture capture;
  OGRSpatialReference srs;
  if (text.empty())
    throw MapError(what + ": no coordinate system given (expected EPSG:xxxx or WKT)");
  if (srs.SetFromUserInput(text.c_str()) != OGRERR_NONE)
    throw MapError(withGdalReason(
        what + ": not a coordinate system (expected EPSG:xxxx or WKT): " + text.substr(0, 60),
        capture.lastError()));
  srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  return srs;
}

std::string crsToWkt(const OGRSpatialReference& srs) {
  char* wkt = nullptr;
  const char* options[] = {"FORMAT=WKT2_2018", nullptr};
  srs.exportToWkt(&wkt, options);
  std::string result = wkt ? wkt : "";
  CPLFree(wkt);
  return result;
}

std::string crsWktFromEpsg(int epsg) { return crsToWkt(parseCrs("EPSG:" + std::to_string(epsg))); }

bool isMetricCrs(const OGRSpatialReference& srs) {
  return srs.IsProjected() && std::abs(srs.GetLinearUnits() - 1.0) < 1e-9;
}

}  // namespace hfg::maps
