// A GDAL GCP or thin-plate-spline transformer from scan pixels to map x/y, owned and freed.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <gdal_alg.h>

#include "core/model/geometry.h"
#include "maps/georef/gcp_fit.h"

namespace hfg::maps {

class GcpTransformer {
 public:
  /// Throws MapError when GDAL cannot fit (too few or degenerate points).
  GcpTransformer(const std::vector<GroundControlPoint>& points, GcpMethod method);
  ~GcpTransformer();
  GcpTransformer(const GcpTransformer&) = delete;
  GcpTransformer& operator=(const GcpTransformer&) = delete;

  /// Map x/y of a scan position, or nothing if the transform fails there.
  std::optional<Vec2> pixelToMap(double pixel, double line) const;

 private:
  GcpMethod m_method;
  void* m_handle = nullptr;
};

}  // namespace hfg::maps
