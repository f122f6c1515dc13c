// Import worker thread and the composite edit that adds an import's result to the map.
#include "editor/import_job.h"

#include <filesystem>
#include <set>

#include "core/edit/map_edits.h"
#include "core/edit/value_operations.h"
#include "editor/document.h"
#include "maps/map_error.h"

namespace hfg {

ImportJob::~ImportJob() {
  cancel();
  join();
}

void ImportJob::join() {
  if (m_worker.joinable()) m_worker.join();
}

void ImportJob::start(maps::ImportRequest request, std::string kind) {
  cancel();
  join();
  m_cancel = false;
  m_finished = false;
  m_fraction = 0;
  {
    std::lock_guard lock(m_mutex);
    m_stage = "Starting";
    m_error.clear();
    m_result.reset();
  }
  m_running = true;
  m_worker = std::thread([this, request = std::move(request), kind = std::move(kind)] {
    try {
      const auto importers = maps::standardImporters();
      const maps::MapImporter* importer = nullptr;
      for (const auto& candidate : importers)
        if (candidate->kind() == kind) importer = candidate.get();
      if (!importer) throw maps::MapError("no importer for \"" + kind + "\" (expected scan, dem or vector)");
      maps::ImportResult result =
          importer->run(request, [this](double fraction, const std::string& stage) {
            m_fraction = fraction;
            {
              std::lock_guard lock(m_mutex);
              m_stage = stage;
            }
            return !m_cancel.load();
          });
      std::lock_guard lock(m_mutex);
      m_result = std::move(result);
    } catch (const maps::Cancelled&) {
      std::lock_guard lock(m_mutex);
      m_error = "Import cancelled.";
    } catch (const std::exception& e) {
      // MapError names the file; anything else from GDAL or the system is shown as it is.
      std::lock_guard lock(m_mutex);
      m_error = e.what();
    }
    m_running = false;
    m_finished = true;
  });
}

std::string ImportJob::stage() const {
  std::lock_guard lock(m_mutex);
  return m_stage;
}

void ImportJob::wait() { join(); }

std::optional<maps::ImportResult> ImportJob::takeResult() {
  std::lock_guard lock(m_mutex);
  std::optional<maps::ImportResult> out = std::move(m_result);
  m_result.reset();
  if (out) m_finished = false;
  return out;
}

std::string ImportJob::error() const {
  std::lock_guard lock(m_mutex);
  return m_error;
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
