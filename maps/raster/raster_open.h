// Opening a raster file through GDAL with checks that give clear errors.
#pragma once

#include <string>

#include "maps/gdal_handles.h"
#include "maps/raster/raster_limits.h"

namespace hfg::maps {

/// Opens `path` read-only (or for update). Throws MapError naming the file when it is missing, in
/// a format GDAL cannot read, corrupt (its first block cannot be read), or absurdly large.
DatasetPtr openRaster(const std::string& path, const RasterLimits& limits = {},
                      bool update = false);

}  // namespace hfg::maps
