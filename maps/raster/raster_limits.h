// Sanity limits that turn absurd raster headers into clear errors instead of huge allocations.
#pragma once

#include <cstdint>

namespace hfg::maps {

struct RasterLimits {
  int maxDimension = 1'000'000;               ///< widest or tallest raster accepted, pixels
  std::int64_t maxPixels = 40'000'000'000LL;  ///< width x height accepted
  int maxBands = 64;
};

}  // namespace hfg::maps
