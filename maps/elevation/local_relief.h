// How much each DEM cell stands above its surroundings (height minus the mean height around it).
#pragma once

#include <vector>

#include "maps/elevation/dem_grid.h"

namespace hfg::maps {

/// Height minus the mean of valid heights in the square window of half-side `radiusMetres`
/// around the cell (clipped at the grid edge). O(cells) with a summed-area table. NaN stays NaN.
std::vector<float> localReliefMetres(const DemGrid& grid, double radiusMetres);

}  // namespace hfg::maps
