// Slope and hillshade GeoTIFFs of a DEM grid for display (GDALDEMProcessing), in the frame's CRS.
#pragma once

#include <string>

#include "core/model/stage_map.h"
#include "maps/elevation/dem_grid.h"
#include "maps/progress.h"

namespace hfg::maps {

struct HillshadeOptions {
  double azimuthDegrees = 315;  ///< light from the north-west, the cartographic habit
  double altitudeDegrees = 45;
  double zFactor = 1;  ///< vertical exaggeration
};

/// Writes a Byte hillshade GeoTIFF (0 = no data). Throws MapError / Cancelled.
void writeHillshadeGeoTiff(const DemGrid& grid, const MapFrame& frame,
                           const std::string& outputPath, const HillshadeOptions& options = {},
                           const ProgressFn& progress = {});

/// Writes a Float32 slope GeoTIFF in degrees. Throws MapError / Cancelled.
void writeSlopeGeoTiff(const DemGrid& grid, const MapFrame& frame, const std::string& outputPath,
                       const ProgressFn& progress = {});

}  // namespace hfg::maps
