// UTM zone selection.
#include "maps/frame/utm_zone.h"

#include <algorithm>
#include <cmath>

namespace hfg::maps {

int utmZoneOf(double lonDegrees) {
  double lon = std::fmod(lonDegrees + 180.0, 360.0);
  if (lon < 0) lon += 360.0;
  return std::clamp(static_cast<int>(std::floor(lon / 6.0)) + 1, 1, 60);
}

int utmEpsgFor(LonLat place) { return (place.lat >= 0 ? 32600 : 32700) + utmZoneOf(place.lon); }

}  // namespace hfg::maps
