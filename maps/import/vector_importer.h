// Importing vector layers (roads, railways, water, woods, marsh, settlements) by a feature mapping.
#pragma once

#include "maps/import/map_importer.h"

namespace hfg::maps {

class VectorImporter : public MapImporter {
 public:
  std::string kind() const override { return "vector"; }
  bool accepts(const std::string& path) const override;
  ImportResult run(const ImportRequest& request, const ProgressFn& progress = {}) const override;
};

}  // namespace hfg::maps
