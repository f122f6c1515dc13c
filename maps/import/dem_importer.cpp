// DEM import: hills and a hillshade.
#include "maps/import/dem_importer.h"

#include <sstream>

#include "maps/elevation/dem_products.h"
#include "maps/import/import_paths.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"

namespace hfg::maps {

bool DemImporter::accepts(const std::string& path) const {
  return sniffSource(path) == SourceKind::Elevation;
}

ImportResult DemImporter::run(const ImportRequest& request, const ProgressFn& progress) const {
  if (request.paths.empty()) throw MapError("a DEM import needs at least one file");
  DemLoadOptions options = request.dem;
  if (request.region && !(options.localMin && options.localMax)) {
    const LocalBox box = localBoxOf(request.frame, *request.region);
    options.localMin = box.min;
    options.localMax = box.max;
  }
  const DemGrid grid =
      loadDemInFrame(request.paths, request.frame, options, subProgress(progress, 0.0, 0.4));
  const std::vector<FoundHill> hills =
      findHills(grid, request.hills, subProgress(progress, 0.4, 0.8));
  ImportResult result;
  int difficult = 0;
  for (const auto& h : hills) {
    difficult += h.feature.terrain == TerrainClass::HillDifficult;
    result.terrain.push_back(h.feature);
  }
  std::ostringstream text;
  text << "DEM resampled to " << grid.width << " x " << grid.height << " cells of "
       << grid.cellMetres << " m; found " << hills.size() << " hills (" << difficult
       << " difficult, " << hills.size() - difficult << " gentle).";
  result.messages.push_back(text.str());
  const std::string shade =
      productPath(request.outputDirectory, request.paths[0], "_hillshade.tif");
  writeHillshadeGeoTiff(grid, request.frame, shade, {}, subProgress(progress, 0.8, 1.0));
  result.products.push_back(shade);
  return result;
}

}  // namespace hfg::maps
