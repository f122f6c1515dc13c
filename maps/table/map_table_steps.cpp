// The steps of cutting a table from the ground: placing it, its ground and scan fit, coverage,
// the scan's colours, the vector and map features, and the reports of what is missing.
#include "maps/table/map_table_steps.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <numbers>
#include <unistd.h>

#include "maps/elevation/dem_loader.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/georef/georeference_writer.h"
#include "maps/georef/scan_fit.h"
#include "maps/map_error.h"
#include "maps/table/book_terrain.h"
#include "maps/table/table_background.h"
#include "maps/vector/vector_import.h"

namespace hfg::maps {
namespace {

std::string degrees(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4f", value);
  return text;
}

std::string describe(const GeoBounds& b) {
  return "lon " + degrees(b.west) + ".." + degrees(b.east) + ", lat " + degrees(b.south) + ".." +
         degrees(b.north);
}

/// Compass bearing -> grid bearing in the frame: adds the angle of true north on the grid.
double gridFacing(const MapFrame& frame, LonLat centre, double facingDegrees) {
  FrameProjector toLocal(frame, "EPSG:4326");
  Vec2 c = toLocal.toLocal(Vec2{centre.lon, centre.lat});
  Vec2 n = toLocal.toLocal(Vec2{centre.lon, centre.lat + 0.01});
  return facingDegrees + std::atan2(n.x - c.x, n.y - c.y) * 180 / std::numbers::pi;
}

/// Nearest valid DEM cell at a local point, NaN outside.
float demAt(const DemGrid& grid, Vec2 local) {
  int col = static_cast<int>(std::floor((local.x - grid.topLeft.x) / grid.cellMetres));
  int row = static_cast<int>(std::floor((grid.topLeft.y - local.y) / grid.cellMetres));
  if (col < 0 || row < 0 || col >= grid.width || row >= grid.height) return std::nanf("");
  return grid.at(col, row);
}

Placement placeByLocal(const TableSources& sources, const MapTableRequest& request) {
  // A position in the hfg map's own frame.
  if (!sources.map)
    throw MapError(
        "a local table centre needs an hfg map (map.json or scenario.json) whose frame it is in");
  Placement p;
  p.frame = sources.map->frame;
  p.centreLocal = *request.centreLocal;
  p.centreLonLat = request.centre;
  p.gridFacing = request.facingDegrees;
  p.where = "local " + degrees(p.centreLocal.x) + "," + degrees(p.centreLocal.y) + " m";
  if (!p.frame.crsWkt.empty()) {
    p.centreLonLat = localToLonLat(p.frame, p.centreLocal);
    p.gridFacing = gridFacing(p.frame, p.centreLonLat, request.facingDegrees);
  } else if (!sources.demPaths.empty() || !sources.vectorPaths.empty()) {
    throw MapError(sources.mapPath +
                   ": frame.crs_wkt is empty, so DEM and vector sources cannot be placed on it");
  }
  return p;
}

}  // namespace

Placement placeTable(const TableSources& sources, const MapTableRequest& request) {
  if (request.centreLocal) return placeByLocal(sources, request);
  Placement p;
  if (sources.map && !sources.map->frame.crsWkt.empty()) {
    p.frame = sources.map->frame;
  } else if (sources.map && sources.demPaths.empty() && sources.vectorPaths.empty()) {
    throw MapError(sources.mapPath +
                   ": frame.crs_wkt is empty, so a longitude and latitude cannot be placed on it "
                   "(give the centre in the map's local metres instead)");
  } else {
    const double halfDegrees = 0.25;
    p.frame = makeUtmFrame({request.centre.lon - halfDegrees, request.centre.lat - halfDegrees,
                            request.centre.lon + halfDegrees, request.centre.lat + halfDegrees});
  }
  FrameProjector lonLatProjector(p.frame, "EPSG:4326");
  p.centreLonLat = request.centre;
  p.centreLocal = lonLatProjector.toLocal(Vec2{request.centre.lon, request.centre.lat});
  p.gridFacing = gridFacing(p.frame, request.centre, request.facingDegrees);
  p.where = degrees(request.centre.lon) + "," + degrees(request.centre.lat);
  return p;
}

TableSetup setupOnGround(const TableSources& sources, const MapTableRequest& request,
                         const Placement& place, const TableExtent& extent) {
  TableSetup setup;
  setup.name = request.name;
  setup.size = request.size;
  setup.extent = extent;
  setup.seed = request.seed;
  TableGround ground;
  ground.crsWkt = place.frame.crsWkt;
  ground.centreCrs = place.centreLocal + place.frame.origin;
  ground.centreLonLat = place.centreLonLat;
  ground.facingDegrees = request.facingDegrees;
  ground.gridFacingDegrees = place.gridFacing;
  ground.metresPerPace = kMetresPerPace;
  ground.backgroundImage = sources.scanPath;
  if (!sources.scanPath.empty()) {
    const ScanFit fit = decideScanFit(sources.scanPath, {}, request.scanMethod);
    if (fit.byGcps) {
      ground.backgroundFit = keyOf(fit.method);
      ground.backgroundFitRmsMetres = fit.rmsMetres;
    }
  }
  setup.ground = ground;
  if (auto warning = backgroundHullWarning(setup))
    setup.departures.push_back({"MAP SCAN", "", *warning});
  return setup;
}

bool Coverage::covers(Vec2 local) const {
  if (dem && !std::isnan(demAt(*dem, local))) return true;
  for (const AxisBox& b : vectorBoxes)
    if (b.contains(local)) return true;
  return mapBox && mapBox->contains(local);
}

Coverage readCoverage(const TableSources& sources, const MapFrame& frame, const TableWindow& window,
                      const StepFn& step) {
  Coverage coverage;
  const AxisBox windowBox = boundsOf(window.cornersLocal());
  const double marginMetres = 600;
  if (!sources.demPaths.empty()) {
    step(0.05, "reading the DEM");
    DemLoadOptions options;
    options.localMin = windowBox.min - Vec2{marginMetres, marginMetres};
    options.localMax = windowBox.max + Vec2{marginMetres, marginMetres};
    for (const auto& path : sources.demPaths)
      coverage.text += "\n  " + path + ": " + describe(geoBoundsOfFile(path));
    try {
      coverage.dem = loadDemInFrame(sources.demPaths, frame, options);
    } catch (const Cancelled&) {
      throw;
    } catch (const MapError&) {
      coverage.dem.reset();  // no overlap: the coverage test reports it
    }
  }
  for (const auto& path : sources.vectorPaths) {
    GeoBounds b = geoBoundsOfFile(path);
    coverage.text += "\n  " + path + ": " + describe(b);
    LocalBox box = localBoxOf(frame, b);
    coverage.vectorBoxes.push_back({box.min, box.max});
  }
  if (sources.map && (!sources.map->terrain.empty() || !sources.map->nodes.empty())) {
    // A map covers the box of its nodes and terrain: what it holds inside is all it knows.
    Polyline all;
    for (const auto& f : sources.map->terrain)
      all.insert(all.end(), f.points.begin(), f.points.end());
    for (const auto& n : sources.map->nodes) all.push_back(n.position);
    coverage.mapBox = boundsOf(all);
    coverage.text += "\n  " + sources.mapPath + ": the box of its nodes and terrain";
  }
  return coverage;
}

std::vector<TerrainFeature> scanAreas(const std::string& scanPath, const MapFrame& frame,
                                      const MapTableRequest& request) {
  const ScanFit fit = decideScanFit(scanPath, {}, request.scanMethod);
  const std::filesystem::path temp = std::filesystem::temp_directory_path();
  const std::string stem = "hfg_table_scan_" + std::to_string(::getpid());
  const std::string classes = (temp / (stem + "_classes.tif")).string();
  std::string georeferenced = scanPath;
  std::vector<std::string> made{classes};
  if (fit.byGcps) {
    // The scan's points fitted as for the plan, warped into the frame (a VRT: nothing copied).
    georeferenced = (temp / (stem + "_frame.vrt")).string();
    writeGeoreferenced({scanPath, fit.gcps, fit.method, frame.crsWkt, georeferenced,
                        GeoreferencedOutput::WarpedVrt});
    made.insert(made.end(), {georeferenced, georeferenced + ".gcps.vrt"});
  }
  auto cleanUp = [&] {
    std::error_code ec;
    for (const auto& f : made) std::filesystem::remove(f, ec);
  };
  try {
    auto result =
        classifyScan(georeferenced, frame, request.scanColours, classes, request.scanClassify);
    cleanUp();
    return result.features;
  } catch (...) {
    cleanUp();
    throw;
  }
}

std::vector<Settlement> addSourceFeatures(TableFeatureCollector& collector,
                                          const TableSources& sources, const MapFrame& frame,
                                          const MapTableRequest& request, const StepFn& step) {
  std::vector<Settlement> places;
  for (std::size_t i = 0; i < sources.vectorPaths.size(); ++i) {
    step(0.5 + 0.3 * static_cast<double>(i) / static_cast<double>(sources.vectorPaths.size()),
         "reading vector layers");
    auto result = importVectorLayers(sources.vectorPaths[i], frame, request.mapping);
    for (const auto& t : result.features) collector.addTerrain(t);
    places.insert(places.end(), result.settlements.begin(), result.settlements.end());
  }
  if (!sources.map) return places;
  // The classes the scan's colours give (woods ...) come from the scan alone: the map's own areas
  // of those classes are mostly the same colours accepted earlier, and would lie on the table twice.
  const bool byColour = !sources.scanPath.empty();
  auto sampled = [&](TerrainClass terrain) {
    return byColour && std::any_of(request.scanColours.begin(), request.scanColours.end(),
                                   [&](const ColourClass& c) { return c.terrain == terrain; });
  };
  for (const auto& t : sources.map->terrain)
    if (!sampled(t.terrain)) collector.addTerrain(t);
  // The campaign map's road and railway links follow their real routes (C-1 paths).
  for (const auto& link : sources.map->links) {
    if (link.kind == LinkKind::Water) continue;
    Polyline route = link.path;
    if (route.empty()) {
      const StageNode* a = sources.map->findNode(link.from);
      const StageNode* b = sources.map->findNode(link.to);
      if (!a || !b) continue;
      route = {a->position, b->position};
    }
    TerrainClass terrain = link.kind == LinkKind::GoodRoad  ? TerrainClass::RoadGood
                           : link.kind == LinkKind::BadRoad ? TerrainClass::RoadBad
                                                            : TerrainClass::Railway;
    collector.addLine(terrain, "", route, 0);
  }
  for (const auto& node : sources.map->nodes)
    if (!node.name.empty())
      places.push_back({node.name, "node", node.position, node.lonLat.value_or(LonLat{})});
  return places;
}

void reportLeftOff(TableSetup& setup, const TableFeatureCollector& collector,
                   const TableSources& sources, const MapTableRequest& request) {
  if (collector.shortBadRoads() > 0)
    setup.departures.push_back({"BATTLEFIELD TERRAIN: ROADS", "",
                                std::to_string(collector.shortBadRoads()) +
                                    " bad-road pieces shorter than " +
                                    std::to_string(static_cast<int>(request.minBadRoadPaces)) +
                                    " p (lanes and tracks) are left off the table"});
  for (const auto& [what, count] : collector.leftOff())
    setup.departures.push_back({"BATTLEFIELD TERRAIN", "",
                                std::to_string(count) + " " + what + " pieces narrower than " +
                                    std::to_string(static_cast<int>(request.minAreaAcrossPaces)) +
                                    " p are left off the table"});
  const bool scanAreasKnown = !sources.scanPath.empty() && !request.scanColours.empty();
  if (sources.vectorPaths.empty() && !(sources.map && !sources.map->terrain.empty()))
    setup.departures.push_back({"BATTLEFIELD TERRAIN", "",
                                scanAreasKnown
                                    ? "no vector source: roads, railways, water and places are not "
                                      "known from the map, so the "
                                      "table shows the DEM's hills and the scan's areas only"
                                    : "no vector source: woods, roads, railways, water, marsh and "
                                      "places are not known from "
                                      "the map, so the table shows the DEM's hills only"});
}

void reportNoData(TableSetup& setup, const MapTableRequest& request) {
  if (setup.noDataAreas.empty()) return;
  double area = 0;
  for (const auto& r : setup.noDataAreas) area += areaOf(r);
  const TableExtent& extent = setup.extent;
  char text[200];
  std::snprintf(text, sizeof text,
                "%.0f%% of the table (%.1f of %.1f square miles) lies outside the map data",
                100 * area / (extent.widthPaces * extent.depthPaces), area / 4e6,
                extent.widthPaces * extent.depthPaces / 4e6);
  setup.departures.push_back(
      {"BATTLEFIELD TERRAIN", "",
       std::string(text) + (request.fillByTheBook ? ": filled by the book's procedure"
                                                  : ": shown as no data, not invented")});
}

void fillByTheBook(TableSetup& setup, std::vector<TableFeature>& features,
                   const MapTableRequest& request, bool nothingReal) {
  Dice dice(request.seed);
  BookTerrainSettings book = request.book;
  // No terrain anywhere in the window: the whole table is the book's (empty = everywhere).
  book.allowedAreas = nothingReal ? std::vector<Polyline>{} : setup.noDataAreas;
  book.existing = features;
  book.attackerFeatures = 0;
  auto fill = generateBookTerrain(setup.extent, dice, book);
  int kept = 0;
  for (auto f : fill.features) {
    f.id = "book-" + f.id;
    features.push_back(std::move(f));
    ++kept;
  }
  setup.departures.push_back({"BATTLEFIELD TERRAIN", "",
                              std::to_string(kept) +
                                  " features generated by the book's procedure " +
                                  (nothingReal ? "because the map holds no terrain in the window"
                                               : "in the parts without data") +
                                  " (seed " + std::to_string(request.seed) + ")"});
  setup.departures.insert(setup.departures.end(), fill.discarded.begin(), fill.discarded.end());
}

}  // namespace hfg::maps
