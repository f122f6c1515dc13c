// Local relief through summed-area tables of heights and valid-cell counts.
#include "maps/elevation/local_relief.h"

#include <algorithm>
#include <cmath>

namespace hfg::maps {

std::vector<float> localReliefMetres(const DemGrid& grid, double radiusMetres) {
  const int w = grid.width, h = grid.height;
  const size_t stride = static_cast<size_t>(w) + 1;
  std::vector<double> sum(stride * (static_cast<size_t>(h) + 1), 0.0);
  std::vector<double> count(sum.size(), 0.0);
  for (int r = 0; r < h; ++r) {
    for (int c = 0; c < w; ++c) {
      const float v = grid.at(c, r);
      const bool ok = !std::isnan(v);
      const size_t i = (static_cast<size_t>(r) + 1) * stride + static_cast<size_t>(c) + 1;
      sum[i] = (ok ? v : 0.0) + sum[i - 1] + sum[i - stride] - sum[i - stride - 1];
      count[i] = (ok ? 1.0 : 0.0) + count[i - 1] + count[i - stride] - count[i - stride - 1];
    }
  }
  const int k = std::max(1, static_cast<int>(std::lround(radiusMetres / grid.cellMetres)));
  const auto box = [&](const std::vector<double>& t, int c0, int r0, int c1, int r1) {
    // inclusive cells [c0, c1] x [r0, r1]
    const size_t a = static_cast<size_t>(r0) * stride + static_cast<size_t>(c0);
    const size_t b = static_cast<size_t>(r0) * stride + static_cast<size_t>(c1) + 1;
    const size_t cI = (static_cast<size_t>(r1) + 1) * stride + static_cast<size_t>(c0);
    const size_t d = (static_cast<size_t>(r1) + 1) * stride + static_cast<size_t>(c1) + 1;
    return t[d] - t[b] - t[cI] + t[a];
  };
  std::vector<float> out(grid.cellCount(), std::nanf(""));
  for (int r = 0; r < h; ++r) {
    for (int c = 0; c < w; ++c) {
      const float v = grid.at(c, r);
      if (std::isnan(v)) continue;
      const int c0 = std::max(0, c - k), c1 = std::min(w - 1, c + k);
      const int r0 = std::max(0, r - k), r1 = std::min(h - 1, r + k);
      const double n = box(count, c0, r0, c1, r1);
      out[static_cast<size_t>(r) * w + c] = static_cast<float>(v - box(sum, c0, r0, c1, r1) / n);
    }
  }
  return out;
}

}  // namespace hfg::maps
