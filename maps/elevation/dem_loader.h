// Loading one or more DEM files (GeoTIFF, SRTM .hgt, ASCII grid ...) into the map's local frame.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/stage_map.h"
#include "maps/elevation/dem_grid.h"
#include "maps/progress.h"

namespace hfg::maps {

struct DemLoadOptions {
  double cellMetres = 0;         ///< 0 = GDAL's suggestion from the source resolution
  size_t maxCells = 4u << 20;    ///< cells are made coarser until the grid fits (hill finding
                                 ///< then needs about 50 bytes a cell)
  std::optional<Vec2> localMin;  ///< optional window in local metres (south-west corner)
  std::optional<Vec2> localMax;  ///< (north-east corner)
  std::string
      assumedCrs;  ///< CRS for files without one (an ASCII grid without .prj); overrides all
};

/// Warps the DEM file(s) into the frame's CRS with bilinear resampling (tiles are mosaicked).
/// Throws MapError for missing files, files without a CRS (unless assumedCrs), or no overlap.
DemGrid loadDemInFrame(const std::vector<std::string>& paths, const MapFrame& frame,
                       const DemLoadOptions& options = {}, const ProgressFn& progress = {});

}  // namespace hfg::maps
