// Status bar position text: local metres + frame origin, and lon/lat through a cached CRS transform.
#include "editor/map/map_position.h"

#include <cmath>
#include <cstdio>

#include "maps/frame/crs_transform.h"
#include "maps/map_error.h"

namespace hfg {

std::string formatLonLat(LonLat p) {
  char text[64];
  std::snprintf(text, sizeof text, "%.5f° %c  %.5f° %c", std::abs(p.lat), p.lat < 0 ? 'S' : 'N',
                std::abs(p.lon), p.lon < 0 ? 'W' : 'E');
  return text;
}

MapPositionFormatter::MapPositionFormatter() = default;
MapPositionFormatter::~MapPositionFormatter() = default;

std::string MapPositionFormatter::format(const MapFrame& frame, Vec2 local) {
  const Vec2 crs = local + frame.origin;
  char text[64];
  std::snprintf(text, sizeof text, "E %.0f  N %.0f", std::round(crs.x), std::round(crs.y));
  std::string out = text;
  if (frame.crsWkt.empty()) return out;
  if (frame.crsWkt != m_crsWkt) {
    m_crsWkt = frame.crsWkt;
    m_failed = false;
    m_toLonLat.reset();
    try {
      m_toLonLat = std::make_unique<maps::CrsTransform>(frame.crsWkt, "EPSG:4326");
    } catch (const maps::MapError&) {
      m_failed = true;  // a CRS PROJ cannot handle: the CRS part is still useful
    }
  }
  if (m_failed || !m_toLonLat) return out;
  try {
    const Vec2 lonLat = m_toLonLat->apply(crs);
    out += "   " + formatLonLat({lonLat.x, lonLat.y});
  } catch (const maps::MapError&) {}
  return out;
}

}  // namespace hfg
