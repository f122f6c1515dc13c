// `hfg map import SOURCE... --out MAP.json`: scans, DEMs and vector layers into one hfg map file.
#include <filesystem>
#include <memory>
#include <optional>

#include "app/cli/commands.h"
#include "app/cli/map_common.h"
#include "app/cli/map_sources.h"
#include "core/io/scenario_io.h"

namespace hfg::cli {
namespace {

struct ImportOptions {
  SourceOptions sources;
  std::string out;
  std::string name;
  bool stages = false;
  double targetKm = kMetresPerStage / 1000.0;
  bool json = false;
};

/// "<folder of MAP>/<stem of MAP>_products" unless the user named a folder.
std::string productsFolder(const std::string& mapPath, const std::string& chosen) {
  if (!chosen.empty()) return chosen;
  const std::filesystem::path p(mapPath);
  return (p.parent_path() / (p.stem().string() + "_products")).string();
}

void runImport(ImportOptions options) {
  runMapCommand([&] {
    options.sources.productsDir = productsFolder(options.out, options.sources.productsDir);
    const ImportedSources imported = importSources(options.sources);
    const std::string name =
        options.name.empty() ? std::filesystem::path(options.out).stem().string() : options.name;
    StageMap map = assembleMap(
        imported, options.stages ? std::optional<double>(options.targetKm) : std::nullopt, name,
        options.sources.quiet);
    if (!imported.products.empty()) {
      // The first display product (warped scan or hillshade) becomes the map's background.
      const std::filesystem::path folder = std::filesystem::absolute(options.out).parent_path();
      map.backgroundImage = std::filesystem::absolute(imported.products.front())
                                .lexically_relative(folder)
                                .generic_string();
    }
    saveMap(map, options.out);
    printImportSummary(map, imported, options.out, {}, options.json);
  });
}

}  // namespace

void registerMapImport(CLI::App& map) {
  auto options = std::make_shared<ImportOptions>();
  auto* cmd = map.add_subcommand(
      "import",
      "Import scans, elevation models and vector layers into one hfg map file (local UTM frame)");
  cmd->add_option(
         "SOURCE", options->sources.sources,
         "map sources: scanned maps, DEM tiles (mosaicked together), vector files (GeoJSON, "
         "Shapefile, GeoPackage, OSM ...)")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--out,-o", options->out, "the hfg map file to write (MAP.json)")->required();
  cmd->add_option(
      "--products", options->sources.productsDir,
      "folder for warped scans and hillshades (default: <MAP>_products beside the map)");
  cmd->add_option("--name", options->name, "the map's name (default: the output file's stem)");
  addSourceOptions(*cmd, options->sources);
  auto* stages = cmd->add_flag("--stages", options->stages,
                               "also build the stage network from roads, railways and rivers");
  cmd->add_option("--target-km", options->targetKm,
                  "target stage length in km for --stages (C-1: 12)")
      ->check(CLI::Range(0.1, 100.0))
      ->capture_default_str()
      ->needs(stages);
  cmd->add_flag("--json", options->json, "print the summary as JSON");
  cmd->footer("Exit status: 0 imported, 1 bad input (message names the file), 2 usage error.");
  cmd->callback([options] { runImport(*options); });
}

}  // namespace hfg::cli
