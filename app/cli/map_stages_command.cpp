// `hfg map stages SOURCE... --out MAP.json`: the stage network (C-1..C-3) from roads, railways and rivers.
#include <filesystem>
#include <memory>

#include "app/cli/commands.h"
#include "app/cli/map_common.h"
#include "app/cli/map_sources.h"
#include "core/io/scenario_io.h"
#include "maps/gdal_session.h"
#include "maps/network/stage_network_geojson.h"

namespace hfg::cli {
namespace {

struct StagesOptions {
  SourceOptions sources;
  std::string out;
  std::string geojson;
  std::string name;
  double targetKm = kMetresPerStage / 1000.0;
  bool json = false;
};

void runStages(StagesOptions options) {
  runMapCommand([&] {
    if (options.sources.productsDir.empty()) {
      const std::filesystem::path p(options.out);
      options.sources.productsDir = (p.parent_path() / (p.stem().string() + "_products")).string();
    }
    const ImportedSources imported = importSources(options.sources);
    const std::string name =
        options.name.empty() ? std::filesystem::path(options.out).stem().string() : options.name;
    StageMap map = assembleMap(imported, options.targetKm, name, options.sources.quiet);
    saveMap(map, options.out);
    std::vector<std::string> extra;
    if (!options.geojson.empty()) {
      maps::GdalMessageCapture capture;
      maps::writeStageNetworkGeoJson(map, options.geojson);
      printGdalMessages(capture);
      extra.push_back(options.geojson);
    }
    printImportSummary(map, imported, options.out, extra, options.json);
  });
}

}  // namespace

void registerMapStages(CLI::App& map) {
  auto options = std::make_shared<StagesOptions>();
  auto* cmd = map.add_subcommand(
      "stages",
      "Build the stage network (nodes at settlements and junctions, links along real roads)");
  cmd->add_option("SOURCE", options->sources.sources,
                  "vector files with roads, railways, rivers and settlements (OSM, GeoPackage "
                  "...); DEMs and "
                  "scans may be added for terrain")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--out,-o", options->out, "the hfg map file to write (MAP.json)")->required();
  cmd->add_option("--target-km", options->targetKm,
                  "target stage length in km (C-1: 12; about 2 for a small area)")
      ->check(CLI::Range(0.1, 100.0))
      ->capture_default_str();
  cmd->add_option("--geojson", options->geojson,
                  "also write the nodes and links as GeoJSON for QGIS");
  cmd->add_option(
      "--products", options->sources.productsDir,
      "folder for warped scans and hillshades (default: <MAP>_products beside the map)");
  cmd->add_option("--name", options->name, "the map's name (default: the output file's stem)");
  addSourceOptions(*cmd, options->sources);
  cmd->add_flag("--json", options->json, "print the summary as JSON");
  cmd->footer(
      "Exit status: 0 built, 1 bad input (no roads, no nodes, unreadable file ...), 2 usage "
      "error.");
  cmd->callback([options] { runStages(*options); });
}

}  // namespace hfg::cli
