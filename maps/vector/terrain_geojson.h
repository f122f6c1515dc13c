// Exporting terrain features as GeoJSON (WGS 84) so imported woods, roads and hills can be checked in QGIS.
#pragma once

#include <string>
#include <vector>

#include "core/model/stage_map.h"
#include "core/model/terrain.h"

namespace hfg::maps {

/// Areas as Polygons, lines as LineStrings, hill crests as extra LineStrings (part "crest"); each
/// with id, class (terrain key), name, part ("outline"/"line"/"crest") and width_m. Throws MapError.
void writeTerrainGeoJson(const std::vector<TerrainFeature>& features, const MapFrame& frame,
                         const std::string& path);

}  // namespace hfg::maps
