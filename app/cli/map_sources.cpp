// Sniffing and importing each source into one frame, with progress and GDAL warnings shown.
#include "app/cli/map_sources.h"

#include <filesystem>
#include <iostream>
#include <map>
#include <set>

#include "app/cli/colour_samples.h"
#include "app/cli/json_output.h"
#include "app/cli/map_common.h"
#include "maps/gdal_session.h"
#include "maps/import/map_importer.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/network/stage_network_builder.h"
#include "maps/vector/feature_mapping.h"

namespace hfg::cli {

void addSourceOptions(CLI::App& cmd, SourceOptions& options) {
  addRegionOption(cmd, options.region);
  cmd.add_option("--frame-from", options.frameFrom,
                 "take the map's frame from this hfg map file, or the UTM zone of this "
                 "georeferenced file's centre")
      ->check(CLI::ExistingFile);
  cmd.add_option("--mapping", options.mapping,
                 "JSON file mapping vector attributes to HFG classes (default: the built-in "
                 "OpenStreetMap mapping)")
      ->check(CLI::ExistingFile);
  cmd.add_option("--layer", options.layers,
                 "read only this vector layer (repeatable; default all)");
  cmd.add_option("--gcps", options.gcps,
                 "control points for the scan: QGIS .points or CSV name,pixel,line,x,y[,crs]")
      ->check(CLI::ExistingFile);
  cmd.add_option("--gcp-crs", options.gcpCrs,
                 "CRS of the control points when the file does not say (EPSG:4326 ...)");
  cmd.add_option("--method", options.method, "GCP fit for scans: poly1, poly2, poly3 or tps")
      ->check(gcpMethodValidator())
      ->capture_default_str();
  cmd.add_option("--samples", options.samples,
                 "colour samples (JSON) to classify the scan into woods, marsh ...")
      ->check(CLI::ExistingFile);
  cmd.add_option("--gentle-max-slope", options.gentleMaxSlopeDegrees,
                 "hills whose mean slope is at least this (degrees) are difficult, below it gentle")
      ->check(CLI::Range(0.1, 89.0))
      ->capture_default_str();
  cmd.add_flag("--quiet,-q", options.quiet, "no progress bar");
}

ImportedSources importSources(const SourceOptions& options) {
  maps::ensureGdalRegistered();
  for (const auto& s : options.sources)
    if (!std::filesystem::exists(s)) throw maps::MapError(s + ": file not found");

  // Sort the sources by kind, through GDAL (not by extension); DEM tiles are loaded together.
  const auto importers = maps::standardImporters();
  std::vector<std::vector<std::string>> jobs;
  std::vector<std::string> demTiles;
  for (const auto& s : options.sources) {
    const maps::MapImporter& importer = maps::importerFor(importers, s);
    if (importer.kind() == "dem")
      demTiles.push_back(s);
    else
      jobs.push_back({s});
  }
  if (!demTiles.empty()) jobs.push_back(demTiles);

  ImportedSources out;
  maps::ImportRequest base;
  if (!options.gcps.empty()) base.gcps = loadGcpFile(options.gcps, options.gcpCrs);
  {
    maps::GdalMessageCapture capture;
    out.frame = chooseFrame(options.sources, options.region, options.frameFrom, &base.gcps);
    printGdalMessages(capture);
  }
  base.frame = out.frame;
  base.region = options.region;
  base.outputDirectory = options.productsDir;
  if (!options.mapping.empty()) base.mapping = maps::loadFeatureMapping(options.mapping);
  base.layers = options.layers;
  base.gcpMethod = gcpMethodFromName(options.method);
  if (!options.samples.empty()) {
    ColourSamples samples = loadColourSamples(options.samples);
    base.colourClasses = std::move(samples.classes);
    base.classify = samples.settings;
  }
  base.hills.difficultMeanSlopeDegrees = options.gentleMaxSlopeDegrees;

  std::set<std::string> ids;
  for (const auto& paths : jobs) {
    const maps::MapImporter& importer = maps::importerFor(importers, paths[0]);
    maps::ImportRequest request = base;
    request.paths = paths;
    ProgressBar bar(std::cerr, options.quiet, stderrIsTerminal());
    maps::GdalMessageCapture capture;
    if (!options.quiet)
      std::cerr << "importing " << paths[0] << (paths.size() > 1 ? " ..." : "") << " as "
                << importer.kind() << '\n';
    maps::ImportResult result = importer.run(request, bar.callback());
    bar.done();
    printGdalMessages(capture);
    for (auto& f : result.terrain) {
      // Two sources may both have a "road-1"; later ones get a suffix so ids stay unique.
      std::string id = f.id;
      for (int n = 2; !ids.insert(id).second; ++n) id = f.id + "-" + std::to_string(n);
      f.id = id;
      out.terrain.push_back(std::move(f));
    }
    out.settlements.insert(out.settlements.end(), result.settlements.begin(),
                           result.settlements.end());
    out.products.insert(out.products.end(), result.products.begin(), result.products.end());
    out.messages.insert(out.messages.end(), result.messages.begin(), result.messages.end());
  }
  return out;
}

StageMap assembleMap(const ImportedSources& imported, std::optional<double> targetStageKm,
                     const std::string& name, bool quiet) {
  StageMap map;
  if (targetStageKm) {
    maps::StageNetworkSettings settings;
    settings.targetStageMetres = *targetStageKm * 1000.0;
    ProgressBar bar(std::cerr, quiet, stderrIsTerminal());
    maps::GdalMessageCapture capture;
    map = maps::buildStageNetwork(imported.terrain, imported.settlements, imported.frame, settings,
                                  bar.callback());
    bar.done();
    printGdalMessages(capture);
  } else {
    map.terrain = imported.terrain;
    map.frame = imported.frame;
  }
  map.name = name;
  return map;
}

void printImportSummary(const StageMap& map, const ImportedSources& imported,
                        const std::string& mapPath, const std::vector<std::string>& extraFiles,
                        bool json) {
  std::map<std::string, int> byClass;
  for (const auto& f : map.terrain) ++byClass[std::string(keyOf(f.terrain))];
  const int epsg = maps::frameEpsg(map.frame);
  if (json) {
    JsonStreamWriter out(std::cout);
    out.beginObject();
    out.field("map", mapPath);
    out.key("frame");
    out.beginObject();
    out.field("epsg", epsg);
    out.field("origin_x", map.frame.origin.x);
    out.field("origin_y", map.frame.origin.y);
    out.endObject();
    out.key("terrain");
    out.beginObject();
    for (const auto& [key, count] : byClass) out.field(key, count);
    out.endObject();
    out.field("settlements", static_cast<long long>(imported.settlements.size()));
    out.field("nodes", static_cast<long long>(map.nodes.size()));
    out.field("links", static_cast<long long>(map.links.size()));
    out.key("files");
    out.beginArray();
    for (const auto& p : imported.products) out.value(p);
    for (const auto& p : extraFiles) out.value(p);
    out.endArray();
    out.key("messages");
    out.beginArray();
    for (const auto& m : imported.messages) out.value(m);
    out.endArray();
    out.endObject();
    std::cout << '\n';
    return;
  }
  for (std::string m : imported.messages) {
    while (!m.empty() && m.back() == '\n') m.pop_back();
    std::cout << m << '\n';
  }
  std::cout << "frame: EPSG:" << epsg << ", origin " << fixed(map.frame.origin.x, 0) << " E, "
            << fixed(map.frame.origin.y, 0) << " N\n";
  std::cout << "terrain: " << map.terrain.size() << " features";
  const char* sep = " (";
  for (const auto& [key, count] : byClass) {
    std::cout << sep << count << ' ' << key;
    sep = ", ";
  }
  std::cout << (byClass.empty() ? "" : ")") << "; " << imported.settlements.size()
            << " named settlements\n";
  if (!map.nodes.empty() || !map.links.empty()) {
    double stages = 0;
    for (const auto& l : map.links) stages += l.stages;
    std::cout << "stage network: " << map.nodes.size() << " nodes, " << map.links.size()
              << " links, mean "
              << fixed(map.links.empty() ? 0.0 : stages / static_cast<double>(map.links.size()), 2)
              << " stages a link\n";
  }
  for (const auto& p : imported.products) std::cout << "wrote " << p << '\n';
  for (const auto& p : extraFiles) std::cout << "wrote " << p << '\n';
  std::cout << "wrote " << mapPath << '\n';
}

}  // namespace hfg::cli
