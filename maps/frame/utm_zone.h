// Choosing the UTM zone that holds a place, as an EPSG code (326zz north, 327zz south).
#pragma once

#include "core/model/geometry.h"

namespace hfg::maps {

/// Standard 6-degree zone 1..60 for a longitude (the Norway/Svalbard exceptions are not applied:
/// for a campaign map the plain zone keeps distortion small enough).
int utmZoneOf(double lonDegrees);

/// EPSG code of WGS 84 / UTM for the place: 32600 + zone north of the equator, 32700 + zone south.
int utmEpsgFor(LonLat place);

}  // namespace hfg::maps
