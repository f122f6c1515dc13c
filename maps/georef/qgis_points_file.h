// Reading ground control points from a QGIS Georeferencer ".points" file.
#pragma once

#include <string>

#include "maps/georef/ground_control_point.h"

namespace hfg::maps {

/// Reads "mapX,mapY,sourceX,sourceY,enable[,...]" rows (QGIS writes sourceY as minus the scan
/// line for an unreferenced scan). The CRS comes from a "#CRS: <WKT>" first line, else
/// `defaultCrs`. Disabled rows (enable = 0) are skipped; points are named "GCP 1", "GCP 2" ... in
/// file order. Throws MapError naming the file and line for malformed rows or a missing CRS.
GcpSet loadQgisPointsFile(const std::string& path, const std::string& defaultCrs = "");

}  // namespace hfg::maps
