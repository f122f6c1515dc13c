// Import worker thread and the composite edit that adds an import's result to the map.
#include "editor/import/import_job.h"

#include <filesystem>
#include <set>

#include "core/edit/map_edits.h"
#include "core/edit/value_operations.h"
#include "editor/shell/document.h"
#include "maps/map_error.h"

namespace hfg {

void ImportJob::start(maps::ImportRequest request, std::string kind) {
  BackgroundJob::start("Import", [request = std::move(request),
                                  kind = std::move(kind)](const maps::ProgressFn& progress) {
    const auto importers = maps::standardImporters();
    const maps::MapImporter* importer = nullptr;
    for (const auto& candidate : importers)
      if (candidate->kind() == kind) importer = candidate.get();
    if (!importer)
      throw maps::MapError("no importer for \"" + kind + "\" (expected scan, dem or vector)");
    // MapError names the file; anything else from GDAL or the system is shown as it is.
    return importer->run(request, progress);
  });
}

std::string backgroundPathFor(const Document& document, const std::string& product) {
  std::filesystem::path path = product;
  if (!document.path().empty()) {
    const auto relative = path.lexically_relative(document.path().parent_path());
    if (!relative.empty() && *relative.begin() != "..") path = relative;
  }
  return path.string();
}

OperationPtr importOperation(const StageMap& map, const maps::ImportResult& result,
                             const MapFrame& frame, const std::string& backgroundImage,
                             const std::string& label) {
  auto composite = std::make_unique<CompositeOperation>(label);
  if (map.frame.crsWkt.empty() && !frame.crsWkt.empty())
    composite->add(std::make_unique<SetValueOperation<MapFrame>>(
        "Set map frame", kChangeMap, [](Scenario& s) { return &s.map.frame; }, frame));
  std::set<std::string> ids;
  for (const auto& feature : map.terrain) ids.insert(feature.id);
  for (TerrainFeature feature : result.terrain) {
    const std::string base = feature.id.empty() ? std::string("import") : feature.id;
    std::string id = base;
    for (int n = 2; ids.count(id); ++n) id = base + "-" + std::to_string(n);
    ids.insert(id);
    feature.id = id;
    composite->add(addFeature(std::move(feature)));
  }
  if (!backgroundImage.empty())
    composite->add(std::make_unique<SetValueOperation<std::string>>(
        "Set background image", kChangeMap, [](Scenario& s) { return &s.map.backgroundImage; },
        backgroundImage));
  return composite;
}

}  // namespace hfg
