// Hill areas grown from their summits downwards: each cell of a mask joins the summit it is
// reached from, and two summits stay apart only where a saddle divides them (prominence).
#pragma once

#include <vector>

#include "maps/elevation/dem_grid.h"

namespace hfg::maps {

/// Labels 1..k for the cells of `mask` (0 elsewhere): the mask flooded from the top down (the
/// watershed of the inverted surface, Vincent & Soille 1991), cells in height order joining their
/// highest neighbour's region. Where two regions meet at a saddle, the one whose summit stands
/// less than `minProminenceMetres` above the saddle merges into the other ("dynamics", Grimaud
/// 1992): a knoll on a hill's flank stays part of it, two tops with a real saddle stay two.
/// Regions meet 8-connected. Returns the number of regions in `count`.
std::vector<int> summitRegions(const DemGrid& grid, const std::vector<char>& mask,
                               double minProminenceMetres, int& count);

}  // namespace hfg::maps
