// Where water runs on a DEM: depressions filled (priority flood), each cell's downstream
// neighbour, the streams, and each cell's height above the stream it drains to (HAND).
#pragma once

#include <vector>

#include "maps/elevation/dem_grid.h"

namespace hfg::maps {

/// The drainage tree of a grid. Cells with no data are left out (downstream -1, not in `order`).
struct Drainage {
  std::vector<int>
      downstream;  ///< the cell each cell drains to; -1 = an outlet (grid edge, no-data edge)
  std::vector<int> order;  ///< valid cells, every cell after the one it drains to
};

/// Priority-Flood (Barnes, Lehman & Mulla 2014) with an epsilon slope over filled depressions and
/// flats, then D8 steepest descent over the filled surface (Jenson & Domingue 1988).
Drainage drainageOf(const DemGrid& grid);

/// Height above the nearest drainage (Rennó et al. 2008, "HAND"): each cell's height above the
/// first stream cell downstream of it, streams being the cells that drain at least
/// `streamAreaSquareMetres`. Valley floors are near 0; hill and plateau tops stand high whatever
/// their size. An outlet that is no stream is its own base. NaN where the grid has no data.
std::vector<float> heightAboveDrainage(const DemGrid& grid, const Drainage& drainage,
                                       double streamAreaSquareMetres);

}  // namespace hfg::maps
