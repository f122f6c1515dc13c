// The importer interface: one implementation per kind of map source (scan, DEM, vector layers).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/model/stage_map.h"
#include "core/model/terrain.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/elevation/dem_loader.h"
#include "maps/elevation/hill_finder.h"
#include "maps/georef/gcp_fit.h"
#include "maps/progress.h"
#include "maps/scan/scan_classifier.h"
#include "maps/vector/feature_mapping.h"
#include "maps/vector/settlement.h"

namespace hfg::maps {

/// What the command line or the editor's wizard asks an importer to do.
struct ImportRequest {
  std::vector<std::string> paths;   ///< the source; DEM tiles may be several files
  MapFrame frame;                   ///< the map's local frame (see makeUtmFrame)
  std::optional<GeoBounds> region;  ///< the map's area: DEMs are cut to it, vector features and
                                    ///< settlements wholly outside it are left out
  std::string outputDirectory;      ///< where display products (warped scan, hillshade) go
  // Scans
  GcpMethod gcpMethod = GcpMethod::Polynomial1;  ///< for scans georeferenced by GCPs
  GcpSet gcps;  ///< overrides the GCPs stored with the scan when not empty
  std::vector<ColourClass> colourClasses;  ///< when given, the warped scan is classified into areas
  ScanClassifySettings classify;
  // DEMs
  DemLoadOptions dem;
  HillSettings hills;
  // Vector layers
  FeatureMapping mapping = osmDefaultMapping();
  std::vector<std::string> layers;  ///< empty = all layers
};

struct ImportResult {
  std::vector<TerrainFeature> terrain;  ///< local-frame metres
  std::vector<Settlement> settlements;
  std::vector<std::string> products;  ///< files written, for display
  std::vector<std::string> messages;  ///< plain words for the user (fit quality, counts ...)
};

class MapImporter {
 public:
  virtual ~MapImporter() = default;
  /// "scan", "dem" or "vector".
  virtual std::string kind() const = 0;
  /// True when this importer can read the file (sniffed through GDAL, not by extension).
  virtual bool accepts(const std::string& path) const = 0;
  /// Throws MapError naming the file on bad input, Cancelled when progress returns false.
  virtual ImportResult run(const ImportRequest& request, const ProgressFn& progress = {}) const = 0;
};

/// Scan, DEM and vector importers, in the order they are asked.
std::vector<std::unique_ptr<MapImporter>> standardImporters();

/// The first importer that accepts the file; throws MapError naming the file when none does.
const MapImporter& importerFor(const std::vector<std::unique_ptr<MapImporter>>& importers,
                               const std::string& path);

}  // namespace hfg::maps
