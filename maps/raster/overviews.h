// Building overviews (reduced-resolution copies) so a large scan displays fast.
#pragma once

#include <string>
#include <vector>

#include "maps/progress.h"

namespace hfg::maps {

struct OverviewOptions {
  std::string resampling = "AVERAGE";  ///< GDAL resampling name: NEAREST, AVERAGE, CUBIC ...
  std::vector<int> factors;  ///< empty = 2, 4, 8 ... until the smaller side is under 256 px
  bool external = false;     ///< write a .ovr sidecar instead of inside the file
};

/// Builds overviews for `path` (inside the file if its format can, else in a .ovr sidecar) and
/// returns the factors built. Throws MapError on failure, Cancelled if progress returns false.
std::vector<int> buildOverviews(const std::string& path, const OverviewOptions& options = {},
                                const ProgressFn& progress = {});

/// The factors buildOverviews picks by default for a raster of this size.
std::vector<int> defaultOverviewFactors(int width, int height);

}  // namespace hfg::maps
