// `hfg map ...`: the group of map import subcommands (one file each).
#include "app/cli/commands.h"

namespace hfg::cli {

void registerMap(CLI::App& app) {
  auto* map = app.add_subcommand(
      "map", "Import historical maps through GDAL: scans, elevation, vector layers");
  map->require_subcommand(1);
  registerMapImport(*map);
  registerMapInfo(*map);
  registerMapGeoref(*map);
  registerMapClassify(*map);
  registerMapDem(*map);
  registerMapStages(*map);
  registerMapExportGeoJson(*map);
}

}  // namespace hfg::cli
