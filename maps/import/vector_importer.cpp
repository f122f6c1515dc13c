// Vector import through the feature mapping.
#include "maps/import/vector_importer.h"

#include <sstream>

#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/vector/vector_import.h"

namespace hfg::maps {

bool VectorImporter::accepts(const std::string& path) const { return sniffSource(path) == SourceKind::Vector; }

ImportResult VectorImporter::run(const ImportRequest& request, const ProgressFn& progress) const {
  if (request.paths.size() != 1) throw MapError("a vector import takes exactly one file");
  VectorImportResult imported =
      importVectorLayers(request.paths[0], request.frame, request.mapping, request.layers, progress);
  ImportResult result;
  result.terrain = std::move(imported.features);
  result.settlements = std::move(imported.settlements);
  std::ostringstream text;
  text << request.paths[0] << ":";
  for (const auto& [terrain, count] : imported.countByClass) text << " " << count << " " << keyOf(terrain) << ",";
  text << " " << result.settlements.size() << " named settlements; " << imported.unmatched
       << " features matched no rule";
  if (imported.wrongShape) text << ", " << imported.wrongShape << " had the wrong shape for their class";
  text << ".";
  result.messages.push_back(text.str());
  for (const auto& w : imported.warnings) result.messages.push_back("GDAL: " + w);
  return result;
}

}  // namespace hfg::maps
