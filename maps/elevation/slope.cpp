// Horn slope over a DEM grid.
#include "maps/elevation/slope.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hfg::maps {

std::vector<float> slopeDegrees(const DemGrid& grid) {
  std::vector<float> out(grid.cellCount(), std::nanf(""));
  const auto h = [&](int c, int r, float centre) {
    c = std::clamp(c, 0, grid.width - 1);
    r = std::clamp(r, 0, grid.height - 1);
    const float v = grid.at(c, r);
    return std::isnan(v) ? centre : v;  // missing neighbours count as flat
  };
  const double eightCells = 8.0 * grid.cellMetres;
  for (int r = 0; r < grid.height; ++r) {
    for (int c = 0; c < grid.width; ++c) {
      const float z = grid.at(c, r);
      if (std::isnan(z)) continue;
      const double a = h(c - 1, r - 1, z), b = h(c, r - 1, z), cc = h(c + 1, r - 1, z);
      const double d = h(c - 1, r, z), f = h(c + 1, r, z);
      const double g = h(c - 1, r + 1, z), hh = h(c, r + 1, z), i = h(c + 1, r + 1, z);
      const double dzdx = ((cc + 2 * f + i) - (a + 2 * d + g)) / eightCells;
      const double dzdy = ((g + 2 * hh + i) - (a + 2 * b + cc)) / eightCells;
      out[static_cast<size_t>(r) * grid.width + c] =
          static_cast<float>(std::atan(std::hypot(dzdx, dzdy)) * 180.0 / std::numbers::pi);
    }
  }
  return out;
}

}  // namespace hfg::maps
