// Transforming points between two CRSs with OGRCoordinateTransformation (x = east/lon, y = north/lat).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <ogr_spatialref.h>

#include "core/model/geometry.h"

namespace hfg::maps {

class CrsTransform {
 public:
  /// Both CRSs as "EPSG:xxxx" or WKT. Throws MapError when PROJ has no way between them.
  CrsTransform(const std::string& fromCrs, const std::string& toCrs);
  CrsTransform(const OGRSpatialReference& from, const OGRSpatialReference& to);

  /// Throws MapError when the point cannot be transformed (outside the CRS's area).
  Vec2 apply(Vec2 point) const;
  void applyInPlace(std::vector<Vec2>& points) const;
  /// The transform the other way.
  CrsTransform inverse() const;

 private:
  struct Deleter {
    void operator()(OGRCoordinateTransformation* t) const {
      OGRCoordinateTransformation::DestroyCT(t);
    }
  };
  OGRSpatialReference m_from;
  OGRSpatialReference m_to;
  std::unique_ptr<OGRCoordinateTransformation, Deleter> m_transform;
};

}  // namespace hfg::maps
