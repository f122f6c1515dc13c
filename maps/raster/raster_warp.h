// Warping a georeferenced raster into another CRS as a GeoTIFF (the gdalwarp library entry point).
#pragma once

#include <string>

#include "maps/progress.h"

namespace hfg::maps {

/// Writes `outputPath` as a DEFLATE-compressed tiled GeoTIFF in `targetCrs` ("EPSG:xxxx" or WKT),
/// with an alpha band so the area outside the source is transparent. Throws MapError / Cancelled.
void warpRasterToCrs(const std::string& sourcePath, const std::string& outputPath,
                     const std::string& targetCrs, const std::string& resampling = "bilinear",
                     const ProgressFn& progress = {});

}  // namespace hfg::maps
