// A DEM resampled into the map's local frame: square cells, heights in metres, NaN = no data.
#pragma once

#include <cmath>
#include <vector>

#include "core/model/geometry.h"
#include "core/model/stage_map.h"
#include "maps/gdal_handles.h"

namespace hfg::maps {

struct DemGrid {
  int width = 0;
  int height = 0;
  Vec2 topLeft;                      ///< local-frame position of the top-left corner of cell (0, 0)
  double cellMetres = 0;             ///< side of one square cell
  std::vector<float> heightsMetres;  ///< row-major, row 0 = north

  float at(int col, int row) const { return heightsMetres[static_cast<size_t>(row) * width + col]; }
  bool valid(int col, int row) const { return !std::isnan(at(col, row)); }
  /// Local-frame position of a cell's centre.
  Vec2 cellCentre(int col, int row) const {
    return {topLeft.x + (col + 0.5) * cellMetres, topLeft.y - (row + 0.5) * cellMetres};
  }
  size_t cellCount() const { return static_cast<size_t>(width) * static_cast<size_t>(height); }
};

/// A one-band Float32 MEM dataset holding `values` (same layout as the grid) in local-frame
/// coordinates (geotransform in local metres, no CRS), for GDAL algorithms whose output
/// should come out in local metres.
DatasetPtr gridToLocalDataset(const DemGrid& grid, const std::vector<float>& values);

/// The same in the frame's real CRS (CRS coordinates = local + origin), for files to display.
DatasetPtr gridToCrsDataset(const DemGrid& grid, const std::vector<float>& values,
                            const MapFrame& frame);

}  // namespace hfg::maps
