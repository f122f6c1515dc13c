// The cursor's place for the status bar: map CRS coordinates and WGS 84 longitude and latitude.
#pragma once

#include <memory>
#include <string>

#include "core/model/geometry.h"
#include "core/model/stage_map.h"

namespace hfg {

namespace maps {
class CrsTransform;
}  // namespace maps

/// "49.12345° N  15.54321° E" (five decimals: about a metre).
std::string formatLonLat(LonLat lonLat);

/// Formats local map points as "E 512345  N 5543210   49.12345° N  15.54321° E": the frame's CRS
/// coordinates, then lon/lat through maps/frame. Keeps the transform for the frame between calls
/// (making one costs far more than applying it). Without a CRS only the CRS part is given; a
/// point PROJ cannot transform gives the CRS part alone.
class MapPositionFormatter {
 public:
  MapPositionFormatter();
  ~MapPositionFormatter();
  MapPositionFormatter(const MapPositionFormatter&) = delete;
  MapPositionFormatter& operator=(const MapPositionFormatter&) = delete;

  std::string format(const MapFrame& frame, Vec2 local);

 private:
  std::string m_crsWkt;
  bool m_failed = false;
  std::unique_ptr<maps::CrsTransform> m_toLonLat;
};

}  // namespace hfg
