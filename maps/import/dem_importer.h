// Importing elevation: hills (gentle/difficult, with crests) and a hillshade for display.
#pragma once

#include "maps/import/map_importer.h"

namespace hfg::maps {

/// Loads the DEM tile(s) into the frame, finds hills, writes "<stem>_hillshade.tif".
class DemImporter : public MapImporter {
 public:
  std::string kind() const override { return "dem"; }
  bool accepts(const std::string& path) const override;
  ImportResult run(const ImportRequest& request, const ProgressFn& progress = {}) const override;
};

}  // namespace hfg::maps
