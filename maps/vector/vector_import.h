// Importing vector layers (GeoJSON, Shapefile, GeoPackage, OSM ...) into HFG terrain and settlements.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/model/stage_map.h"
#include "core/model/terrain.h"
#include "maps/progress.h"
#include "maps/vector/feature_mapping.h"
#include "maps/vector/settlement.h"

namespace hfg::maps {

struct VectorImportResult {
  std::vector<TerrainFeature>
      features;                         ///< local-frame metres; multi-part geometries give one each
  std::vector<Settlement> settlements;  ///< only named places
  std::map<TerrainClass, int> countByClass;
  int unmatched = 0;   ///< features no rule matched
  int wrongShape = 0;  ///< matched but of the wrong geometry (an open line for an area class)
  std::vector<std::string> warnings;
};

/// Reads every layer of `path` (all of them, or those named in `layers`), maps each feature with
/// `mapping` and projects it into `frame`. Throws MapError naming the file for an unreadable file,
/// a layer without CRS or an unknown layer name; Cancelled if progress returns false.
VectorImportResult importVectorLayers(const std::string& path, const MapFrame& frame,
                                      const FeatureMapping& mapping,
                                      const std::vector<std::string>& layers = {},
                                      const ProgressFn& progress = {});

}  // namespace hfg::maps
