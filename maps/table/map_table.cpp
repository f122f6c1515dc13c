// Cutting a table from the imported ground: the sources in a folder, and the steps in order
// (window, coverage, hills, scan colours, vectors, BUA, the book's checks and fill).
#include "maps/table/map_table.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/table/book_limits.h"
#include "maps/table/map_table_steps.h"
#include "maps/table/plateau.h"
#include "maps/table/table_features.h"
#include "maps/table/table_geometry.h"
#include "maps/table/table_window.h"

namespace hfg::maps {
namespace {

std::string readHead(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::string head(4096, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  return head;
}

void addSource(TableSources& sources, const std::filesystem::path& file) {
  std::string path = file.string();
  if (file.extension() == ".json") {
    std::string head = readHead(file);
    try {
      if (head.find("\"hfg-scenario\"") != std::string::npos) {
        sources.map = loadScenario(file).map;
        sources.mapPath = path;
      } else if (head.find("\"hfg-map\"") != std::string::npos) {
        sources.map = loadMap(file);
        sources.mapPath = path;
      }
    } catch (const LoadError& e) {
      throw MapError(e.what());
    }
    return;
  }
  switch (sniffSource(path)) {
    case SourceKind::Elevation: sources.demPaths.push_back(path); break;
    case SourceKind::Vector: sources.vectorPaths.push_back(path); break;
    case SourceKind::Scan:
      if (sources.scanPath.empty()) sources.scanPath = path;
      break;
    case SourceKind::Unknown: break;
  }
}

}  // namespace

TableSources findTableSources(const std::string& fileOrFolder) {
  TableSources sources;
  std::error_code ec;
  std::filesystem::path root(fileOrFolder);
  if (std::filesystem::is_directory(root, ec)) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(root, ec))
      if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      // Sidecars and world files are read by GDAL with their raster.
      std::string ext = f.extension().string();
      if (ext == ".xml" || ext == ".aux" || ext == ".md" || ext == ".txt" || ext == ".prj" ||
          ext == ".ovr")
        continue;
      addSource(sources, f);
    }
  } else if (std::filesystem::is_regular_file(root, ec)) {
    addSource(sources, root);
  } else {
    throw MapError(
        fileOrFolder +
        ": no such file or folder (expected a map file or a folder of DEM and vector sources)");
  }
  if (sources.demPaths.empty() && sources.vectorPaths.empty() && !sources.map)
    throw MapError(fileOrFolder +
                   ": no DEM, vector layers or hfg map found (expected elevation grids such as "
                   "GeoTIFF or .hgt, vector files such as .gpkg or .osm, or a map.json)");
  return sources;
}

TableSetup buildTableFromMap(const TableSources& sources, const MapTableRequest& request,
                             const ProgressFn& progress) {
  auto step = [&](double fraction, const std::string& stage) {
    if (progress && !progress(fraction, stage)) throw Cancelled("table building cancelled");
  };
  step(0, "placing the table");
  const Placement place = placeTable(sources, request);
  const TableExtent extent = extentOf(request.size);
  const TableWindow window(place.centreLocal, place.gridFacing, extent, kMetresPerPace);
  TableSetup setup = setupOnGround(sources, request, place, extent);

  const Coverage coverage = readCoverage(sources, place.frame, window, step);
  auto covered = [&](Vec2 tablePoint) { return coverage.covers(window.toLocal(tablePoint)); };
  if (!covered({extent.widthPaces / 2, extent.depthPaces / 2}))
    throw MapError("the table's centre " + place.where +
                   " is off the map: no source has data there. The sources cover:" +
                   (coverage.text.empty() ? std::string("\n  nothing") : coverage.text));
  setup.noDataAreas = uncoveredRectangles(extent, request.noDataCellPaces, covered);

  TableFeatureCollector collector(
      window, {request.minAreaAcrossPaces, request.minLinePaces, request.minBadRoadPaces});
  if (coverage.dem) {
    step(0.2, "finding hills");
    for (const auto& hill : findHills(*coverage.dem, request.hills))
      collector.addArea(hill.feature.terrain, hill.feature.name, hill.feature.points,
                        hill.feature.crest);
  }
  if (!sources.scanPath.empty() && !request.scanColours.empty()) {
    step(0.35, "classifying the scan by colour");
    for (const auto& area : scanAreas(sources.scanPath, place.frame, request))
      collector.addTerrain(area);
  }
  const std::vector<Settlement> places =
      addSourceFeatures(collector, sources, place.frame, request, step);
  step(0.85, "placing built-up areas");
  collector.addPlaces(places, setup.departures);
  std::vector<TableFeature> features = std::move(collector.features());
  numberFeatures(features, setup.departures);
  if (features.empty() && !request.fillByTheBook)
    throw MapError("no terrain at " + place.where +
                   ": the sources hold no hills, woods, roads, water or places inside "
                   "the table (pass --fill to generate the terrain by the book's procedure)");
  reportLeftOff(setup, collector, sources, request);
  // HILLS: "Other Gentle Hills slope up to a flat plateau starting 500p in, the edge of which
  // counts as a crest": a gentle hill at least 1,000 p wide gets the plateau edge as its crest.
  for (auto& f : features)
    if (f.terrain == TerrainClass::HillGentle && acrossOf(f.points).least >= 1000)
      if (auto plateau = plateauEdge(f.points)) f.crest = *plateau;
  reportNoData(setup, request);

  // The book's limits on what the real ground gives.
  auto breaches = checkBookLimits(extent, features, request.book.limits);
  for (auto& b : breaches) b.text += " (real ground kept)";
  const bool nothingReal = features.empty();
  if (request.fillByTheBook && (nothingReal || !setup.noDataAreas.empty())) {
    step(0.9, "filling the parts without data by the book");
    if (nothingReal) breaches.clear();  // the limits are the book's own now
    fillByTheBook(setup, features, request, nothingReal);
  }
  setup.features = std::move(features);
  setup.departures.insert(setup.departures.end(), breaches.begin(), breaches.end());
  step(1, "done");
  return setup;
}

}  // namespace hfg::maps
