// Slope of a DEM grid in degrees (Horn's 3x3 method), computed in memory over the local frame.
#pragma once

#include <vector>

#include "maps/elevation/dem_grid.h"

namespace hfg::maps {

/// Slope per cell in degrees; NaN where the cell or all its neighbours lack data. Edge cells use
/// the nearest valid neighbour in place of missing ones.
std::vector<float> slopeDegrees(const DemGrid& grid);

}  // namespace hfg::maps
