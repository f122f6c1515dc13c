// `hfg map classify SCAN --samples FILE.json --out CLASSES.tif`: terrain areas from a scan's colours.
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>

#include "app/cli/colour_samples.h"
#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "app/cli/map_common.h"
#include "app/cli/progress_bar.h"
#include "core/io/scenario_io.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_session.h"
#include "maps/raster/raster_info.h"

namespace hfg::cli {
namespace {

struct ClassifyOptions {
  std::string scan;
  std::string samples;
  std::string out;
  std::string features;
  std::string frameFrom;
  bool json = false;
  bool quiet = false;
};

void runClassify(const ClassifyOptions& options) {
  runMapCommand([&] {
    maps::ensureGdalRegistered();
    maps::GdalMessageCapture capture;
    const ColourSamples samples = loadColourSamples(options.samples);
    maps::requireGeoreferenced(maps::describeRaster(options.scan));
    const MapFrame frame = chooseFrame({options.scan}, std::nullopt, options.frameFrom);
    ProgressBar bar(std::cerr, options.quiet || options.json, stderrIsTerminal());
    const maps::ScanClassification result = maps::classifyScan(
        options.scan, frame, samples.classes, options.out, samples.settings, bar.callback());
    bar.done();
    if (!options.features.empty()) {
      StageMap map;
      map.name = std::filesystem::path(options.scan).stem().string();
      map.frame = frame;
      map.terrain = result.features;
      saveMap(map, options.features);
    }
    printGdalMessages(capture);
    std::map<std::string, int> byClass;
    for (const auto& f : result.features) ++byClass[std::string(keyOf(f.terrain))];
    if (options.json) {
      JsonStreamWriter out(std::cout);
      out.beginObject();
      out.field("scan", options.scan);
      out.field("classified", result.classifiedPath);
      out.field("features_file", options.features);
      out.key("areas");
      out.beginObject();
      for (const auto& [key, count] : byClass) out.field(key, count);
      out.endObject();
      out.endObject();
      std::cout << '\n';
      return;
    }
    std::cout << "Classified " << options.scan << " into " << result.features.size() << " areas";
    const char* sep = ": ";
    for (const auto& [key, count] : byClass) {
      std::cout << sep << count << ' ' << key;
      sep = ", ";
    }
    std::cout << "\nwrote " << result.classifiedPath
              << " (0 = unclassified, i = the i-th class of the samples file)\n";
    if (!options.features.empty()) std::cout << "wrote " << options.features << '\n';
  });
}

}  // namespace

void registerMapClassify(CLI::App& map) {
  auto options = std::make_shared<ClassifyOptions>();
  auto* cmd = map.add_subcommand(
      "classify",
      "Classify a georeferenced scan by colour samples into woods, marsh, built-up ... areas");
  cmd->add_option("SCAN", options->scan,
                  "a georeferenced RGB scan (for example the output of hfg map georef)")
      ->required();
  cmd->add_option(
         "--samples", options->samples,
         "JSON: {\"classes\": [{\"class\": \"woods\", \"samples\": [[60,140,50]]}, {\"class\": "
         "\"background\", \"samples\": [[250,250,250]]}]} (docs/cli.md)")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--out,-o", options->out, "the classified Byte GeoTIFF to write, for checking")
      ->required();
  cmd->add_option("--features", options->features,
                  "also write the areas as an hfg map file (terrain only)");
  cmd->add_option("--frame-from", options->frameFrom,
                  "frame of the features: an hfg map file's, or the UTM zone of this file's centre "
                  "(default: the "
                  "scan's)")
      ->check(CLI::ExistingFile);
  cmd->add_flag("--json", options->json, "print the result as JSON");
  cmd->add_flag("--quiet,-q", options->quiet, "no progress bar");
  cmd->footer(
      "Exit status: 0 classified, 1 bad input (no georeferencing, fewer than 3 bands, bad "
      "samples), "
      "2 usage error.");
  cmd->callback([options] { runClassify(*options); });
}

}  // namespace hfg::cli
