// The standard importer list and importer choice.
#include "maps/import/map_importer.h"

#include "maps/import/dem_importer.h"
#include "maps/import/scan_importer.h"
#include "maps/import/vector_importer.h"
#include "maps/map_error.h"

namespace hfg::maps {

std::vector<std::unique_ptr<MapImporter>> standardImporters() {
  std::vector<std::unique_ptr<MapImporter>> list;
  list.push_back(std::make_unique<ScanImporter>());
  list.push_back(std::make_unique<DemImporter>());
  list.push_back(std::make_unique<VectorImporter>());
  return list;
}

const MapImporter& importerFor(const std::vector<std::unique_ptr<MapImporter>>& importers,
                               const std::string& path) {
  for (const auto& importer : importers)
    if (importer->accepts(path)) return *importer;
  throw MapError(
      path +
      ": not a map source this program can import (expected a scanned map, an elevation grid "
      "or vector layers that GDAL can read)");
}

}  // namespace hfg::maps
