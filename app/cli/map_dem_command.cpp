// `hfg map dem DEM...`: hills (gentle/difficult, with crests), slope and hillshade from elevation models.
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "app/cli/map_common.h"
#include "app/cli/progress_bar.h"
#include "core/io/scenario_io.h"
#include "maps/elevation/dem_loader.h"
#include "maps/elevation/dem_products.h"
#include "maps/elevation/hill_finder.h"
#include "maps/frame/crs.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::cli {
namespace {

struct DemOptions {
  std::vector<std::string> dems;
  std::string hillshade;
  std::string slope;
  std::string hills;
  std::optional<maps::GeoBounds> region;
  std::string frameFrom;
  std::string assumeCrs;
  double cellMetres = 0;
  maps::HillSettings settings;
  bool json = false;
  bool quiet = false;
};

void printHills(const DemOptions& options, const maps::DemGrid& grid,
                const std::vector<maps::FoundHill>& hills) {
  if (options.json) {
    JsonStreamWriter out(std::cout);
    out.beginObject();
    out.field("cells_x", grid.width);
    out.field("cells_y", grid.height);
    out.field("cell_m", grid.cellMetres);
    out.key("hills");
    out.beginArray();
    for (const auto& h : hills) {
      out.beginObject();
      out.field("id", h.feature.id);
      out.field("class", std::string(keyOf(h.feature.terrain)));
      out.field("peak_m", h.peakMetres);
      out.field("relief_m", h.reliefMetres);
      out.field("mean_slope_deg", h.meanSlopeDegrees);
      out.field("area_m2", h.areaSquareMetres);
      const Vec2 at = h.feature.crest.empty() ? h.feature.points.front() : h.feature.crest.front();
      out.field("crest_points", static_cast<long long>(h.feature.crest.size()));
      out.field("crest_start_x", at.x);
      out.field("crest_start_y", at.y);
      out.endObject();
    }
    out.endArray();
    out.key("files");
    out.beginArray();
    for (const auto* f : {&options.hillshade, &options.slope, &options.hills})
      if (!f->empty()) out.value(*f);
    out.endArray();
    out.endObject();
    std::cout << '\n';
    return;
  }
  int difficult = 0;
  for (const auto& h : hills) difficult += h.feature.terrain == TerrainClass::HillDifficult;
  std::cout << "DEM resampled to " << grid.width << " x " << grid.height << " cells of "
            << fixed(grid.cellMetres, 1) << " m; " << hills.size() << " hills (" << difficult
            << " difficult, " << hills.size() - difficult << " gentle)\n";
  if (!hills.empty())
    std::cout << std::left << std::setw(9) << "id" << std::setw(16) << "class" << std::right
              << std::setw(8) << "peak" << std::setw(8) << "relief" << std::setw(8) << "slope"
              << std::setw(10) << "area ha" << '\n';
  for (const auto& h : hills)
    std::cout << std::left << std::setw(9) << h.feature.id << std::setw(16)
              << keyOf(h.feature.terrain) << std::right << std::setw(8) << fixed(h.peakMetres, 0)
              << std::setw(8) << fixed(h.reliefMetres, 0) << std::setw(8)
              << fixed(h.meanSlopeDegrees, 1) << std::setw(10)
              << fixed(h.areaSquareMetres / 10000.0, 1) << '\n';
  for (const auto* f : {&options.hillshade, &options.slope, &options.hills})
    if (!f->empty()) std::cout << "wrote " << *f << '\n';
}

void runDem(const DemOptions& options) {
  runMapCommand([&] {
    maps::ensureGdalRegistered();
    for (const auto& d : options.dems)
      if (!std::filesystem::exists(d)) throw maps::MapError(d + ": file not found");
    maps::GdalMessageCapture capture;
    MapFrame frame;
    if (!options.assumeCrs.empty() && options.frameFrom.empty() && !options.region) {
      // A file without a CRS has no known place on the earth, so the frame must come from elsewhere.
      throw maps::MapError("--assume-crs needs --region or --frame-from to place the map");
    }
    frame = chooseFrame(options.dems, options.region, options.frameFrom);
    maps::DemLoadOptions load;
    load.cellMetres = options.cellMetres;
    load.assumedCrs = options.assumeCrs;
    if (options.region) {
      const maps::LocalBox box = maps::localBoxOf(frame, *options.region);
      load.localMin = box.min;
      load.localMax = box.max;
    }
    ProgressBar bar(std::cerr, options.quiet || options.json, stderrIsTerminal());
    const maps::DemGrid grid = maps::loadDemInFrame(options.dems, frame, load,
                                                    maps::subProgress(bar.callback(), 0.0, 0.4));
    const std::vector<maps::FoundHill> hills =
        maps::findHills(grid, options.settings, maps::subProgress(bar.callback(), 0.4, 0.8));
    if (!options.hillshade.empty())
      maps::writeHillshadeGeoTiff(grid, frame, options.hillshade, {},
                                  maps::subProgress(bar.callback(), 0.8, 0.9));
    if (!options.slope.empty())
      maps::writeSlopeGeoTiff(grid, frame, options.slope,
                              maps::subProgress(bar.callback(), 0.9, 1.0));
    bar.done();
    if (!options.hills.empty()) {
      StageMap map;
      map.name = std::filesystem::path(options.dems.front()).stem().string() + " hills";
      map.frame = frame;
      for (const auto& h : hills) map.terrain.push_back(h.feature);
      if (!options.hillshade.empty()) {
        const auto folder = std::filesystem::absolute(options.hills).parent_path();
        map.backgroundImage = std::filesystem::absolute(options.hillshade)
                                  .lexically_relative(folder)
                                  .generic_string();
      }
      saveMap(map, options.hills);
    }
    printGdalMessages(capture);
    printHills(options, grid, hills);
  });
}

}  // namespace

void registerMapDem(CLI::App& map) {
  auto options = std::make_shared<DemOptions>();
  auto* cmd = map.add_subcommand(
      "dem", "Find hills (gentle or difficult, with crests) and draw slope and hillshade");
  cmd->add_option("DEM", options->dems,
                  "elevation files: GeoTIFF, SRTM .hgt, ASCII grid ... (tiles are mosaicked)")
      ->required();
  cmd->add_option("--hillshade", options->hillshade, "write a hillshade GeoTIFF for display");
  cmd->add_option("--slope", options->slope, "write a slope GeoTIFF (degrees)");
  cmd->add_option("--hills", options->hills, "write the hills as an hfg map file (terrain only)");
  addRegionOption(*cmd, options->region);
  cmd->add_option("--frame-from", options->frameFrom,
                  "take the frame from this hfg map file, or the UTM zone of this georeferenced "
                  "file's centre")
      ->check(CLI::ExistingFile);
  cmd->add_option("--assume-crs", options->assumeCrs,
                  "CRS for DEM files without one (an ASCII grid without .prj)");
  cmd->add_option("--cell", options->cellMetres,
                  "cell size in metres (default: the source's resolution)")
      ->check(CLI::Range(0.0, 10000.0));
  cmd->add_option(
         "--gentle-max-slope", options->settings.difficultMeanSlopeDegrees,
         "hills whose mean slope is at least this (degrees) are difficult, below it gentle")
      ->check(CLI::Range(0.1, 89.0))
      ->capture_default_str();
  cmd->add_option(
         "--foot", options->settings.footHeightMetres,
         "metres above its stream where a hill's slope starts (lower ground is valley floor)")
      ->check(CLI::Range(0.0, 5000.0))
      ->capture_default_str();
  cmd->add_option(
         "--prominence", options->settings.minProminenceMetres,
         "metres a summit must stand above the saddle to higher ground to be a hill of its own")
      ->check(CLI::Range(0.1, 5000.0))
      ->capture_default_str();
  cmd->add_option("--min-relief", options->settings.minReliefMetres,
                  "metres a hill's top must stand above its stream")
      ->check(CLI::Range(0.0, 5000.0))
      ->capture_default_str();
  cmd->add_option("--stream-area", options->settings.streamAreaSquareMetres,
                  "square metres of ground draining to a cell where a stream starts")
      ->check(CLI::Range(1.0, 1e10))
      ->capture_default_str();
  cmd->add_option("--min-across", options->settings.minAcrossMetres,
                  "hills narrower than this (metres; seed HILLS: 500 p = 375 m) are dropped")
      ->check(CLI::Range(0.0, 100000.0))
      ->capture_default_str();
  cmd->add_flag("--json", options->json, "print the hills as JSON");
  cmd->add_flag("--quiet,-q", options->quiet, "no progress bar");
  cmd->footer(
      "Exit status: 0 done (even with no hills), 1 bad input (no CRS, no overlap, unreadable "
      "file), "
      "2 usage error.");
  cmd->callback([options] { runDem(*options); });
}

}  // namespace hfg::cli
