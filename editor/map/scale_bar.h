// Choosing a round length for the map's scale bar.
#pragma once

#include <string>

namespace hfg {

struct ScaleBar {
  double lengthMetres = 0;
  double lengthPixels = 0;
  std::string label;  ///< "5 km", "500 m"
};

/// The longest 1-2-5 × 10^n length that fits in `maxPixels` at `pixelsPerMetre`.
ScaleBar chooseScaleBar(double pixelsPerMetre, double maxPixels);

}  // namespace hfg
