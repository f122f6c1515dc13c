// Exporting a stage network as GeoJSON (OGR GeoJSON driver, WGS 84) so QGIS can show it.
#pragma once

#include <string>

#include "core/model/stage_map.h"

namespace hfg::maps {

/// One FeatureCollection: nodes as Points (feature_type "node": id, name, port, station) and links
/// as LineStrings along their paths (feature_type "link": id, from, to, kind, stages, bridge,
/// river, length_m). Coordinates are lon/lat (RFC 7946). Throws MapError when writing fails.
void writeStageNetworkGeoJson(const StageMap& map, const std::string& path);

}  // namespace hfg::maps
