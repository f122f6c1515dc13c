// Coordinate reference systems from user input, in the x = east / lon, y = north / lat order.
#pragma once

#include <string>

#include <ogr_spatialref.h>

namespace hfg::maps {

/// Parses "EPSG:4326", a WKT string, a PROJ string ... with lon/lat (x/y) axis order.
/// Throws MapError naming `what` (for example the file) when the text is not a CRS.
OGRSpatialReference parseCrs(const std::string& text,
                             const std::string& what = "coordinate system");

/// The CRS as WKT2 text.
std::string crsToWkt(const OGRSpatialReference& srs);

/// The CRS for an EPSG code, as WKT2 text.
std::string crsWktFromEpsg(int epsg);

/// True when the CRS is projected with metre units (residuals and lengths can be read off it).
bool isMetricCrs(const OGRSpatialReference& srs);

}  // namespace hfg::maps
