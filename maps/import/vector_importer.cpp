// Vector import through the feature mapping.
#include "maps/import/vector_importer.h"

#include <algorithm>
#include <sstream>

#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/vector/vector_import.h"

namespace hfg::maps {

bool VectorImporter::accepts(const std::string& path) const {
  return sniffSource(path) == SourceKind::Vector;
}

ImportResult VectorImporter::run(const ImportRequest& request, const ProgressFn& progress) const {
  if (request.paths.size() != 1) throw MapError("a vector import takes exactly one file");
  VectorImportResult imported = importVectorLayers(request.paths[0], request.frame, request.mapping,
                                                   request.layers, progress);
  ImportResult result;
  int outside = 0;
  if (request.region) {
    const LocalBox box = localBoxOf(request.frame, *request.region);
    const auto in = [&](Vec2 p) {
      return p.x >= box.min.x && p.x <= box.max.x && p.y >= box.min.y && p.y <= box.max.y;
    };
    // A feature stays when any of its points is inside: roads leaving the map keep their inner part.
    for (auto& f : imported.features) {
      if (std::any_of(f.points.begin(), f.points.end(), in))
        result.terrain.push_back(std::move(f));
      else
        ++outside;
    }
    for (auto& s : imported.settlements) {
      if (in(s.position))
        result.settlements.push_back(std::move(s));
      else
        ++outside;
    }
  } else {
    result.terrain = std::move(imported.features);
    result.settlements = std::move(imported.settlements);
  }
  std::ostringstream text;
  text << request.paths[0] << ":";
  for (const auto& [terrain, count] : imported.countByClass)
    text << " " << count << " " << keyOf(terrain) << ",";
  text << " " << result.settlements.size() << " named settlements; " << imported.unmatched
       << " features matched no rule";
  if (imported.wrongShape)
    text << ", " << imported.wrongShape << " had the wrong shape for their class";
  if (outside) text << ", " << outside << " lay outside the map area";
  text << ".";
  result.messages.push_back(text.str());
  for (const auto& w : imported.warnings) result.messages.push_back("GDAL: " + w);
  return result;
}

}  // namespace hfg::maps
