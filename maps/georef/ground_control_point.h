// A ground control point: a named place found both on the scan (pixel, line) and on the ground (x, y).
#pragma once

#include <string>
#include <vector>

namespace hfg::maps {

struct GroundControlPoint {
  std::string name;  ///< the user's label ("GCP 8", "Round Top summit")
  double pixel = 0;  ///< column on the scan, 0 = left edge
  double line = 0;   ///< row on the scan, 0 = top edge
  double x = 0;      ///< map x in the GCP CRS (longitude for geographic CRSs)
  double y = 0;      ///< map y in the GCP CRS (latitude for geographic CRSs)
};

/// GCPs together with the CRS their x/y are in.
struct GcpSet {
  std::vector<GroundControlPoint> points;
  std::string crsWkt;
};

}  // namespace hfg::maps
