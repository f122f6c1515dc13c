// Cutting a table from the imported ground: window, DEM hills, vector features, BUA from places,
// the no-data mask, the book's checks and (when asked) the book's fill.
#include "maps/table/map_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <numbers>
#include <sstream>

#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "maps/elevation/dem_loader.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/table/book_limits.h"
#include "maps/table/plateau.h"
#include "maps/table/table_geometry.h"
#include "maps/table/table_window.h"
#include "maps/vector/vector_import.h"

namespace hfg::maps {
namespace {

std::string degrees(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4f", value);
  return text;
}

std::string describe(const GeoBounds& b) {
  return "lon " + degrees(b.west) + ".." + degrees(b.east) + ", lat " + degrees(b.south) + ".." + degrees(b.north);
}

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

bool isArea(TerrainClass t) { return naturalShapeOf(t) == FeatureShape::Area; }

/// Curved edges (ALL EXCEPT BUA "must have curved edges"): thin to ~40 p, then Chaikin.
Polyline curvedArea(const Polyline& points) { return smoothClosed(thinned(points, 40), 2); }
Polyline curvedLine(const Polyline& points) { return smoothOpen(thinned(points, 40), 2); }

/// A BUA square "astride a road": centred on the road point nearest to the place, aligned with it.
Polyline buaSquare(Vec2 centre, Vec2 along, double side) {
  Vec2 u = along * (side / 2);
  Vec2 v{-u.y, u.x};
  return {centre - u - v, centre + u - v, centre + u + v, centre - u + v};
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
      if (ext == ".xml" || ext == ".aux" || ext == ".md" || ext == ".txt" || ext == ".prj" || ext == ".ovr") continue;
      addSource(sources, f);
    }
  } else if (std::filesystem::is_regular_file(root, ec)) {
    addSource(sources, root);
  } else {
    throw MapError(fileOrFolder + ": no such file or folder (expected a map file or a folder of DEM and vector sources)");
  }
  if (sources.demPaths.empty() && sources.vectorPaths.empty() && !sources.map)
    throw MapError(fileOrFolder + ": no DEM, vector layers or hfg map found (expected elevation grids such as "
                                  "GeoTIFF or .hgt, vector files such as .gpkg or .osm, or a map.json)");
  return sources;
}

TableSetup buildTableFromMap(const TableSources& sources, const MapTableRequest& request, const ProgressFn& progress) {
  auto step = [&](double fraction, const std::string& stage) {
    if (progress && !progress(fraction, stage)) throw Cancelled("table building cancelled");
  };
  step(0, "placing the table");
  const TableExtent extent = extentOf(request.size);
  const double mpp = kMetresPerPace;
  MapFrame frame;
  LonLat centreLonLat = request.centre;
  Vec2 centreLocal;
  double grid = request.facingDegrees;
  if (request.centreLocal) {
    // A position in the hfg map's own frame.
    if (!sources.map)
      throw MapError("a local table centre needs an hfg map (map.json or scenario.json) whose frame it is in");
    frame = sources.map->frame;
    centreLocal = *request.centreLocal;
    if (!frame.crsWkt.empty()) {
      centreLonLat = localToLonLat(frame, centreLocal);
      grid = gridFacing(frame, centreLonLat, request.facingDegrees);
    } else if (!sources.demPaths.empty() || !sources.vectorPaths.empty()) {
      throw MapError(sources.mapPath + ": frame.crs_wkt is empty, so DEM and vector sources cannot be placed on it");
    }
  } else {
    if (sources.map && !sources.map->frame.crsWkt.empty()) {
      frame = sources.map->frame;
    } else if (sources.map && sources.demPaths.empty() && sources.vectorPaths.empty()) {
      throw MapError(sources.mapPath + ": frame.crs_wkt is empty, so a longitude and latitude cannot be placed on it "
                                       "(give the centre in the map's local metres instead)");
    } else {
      const double halfDegrees = 0.25;
      frame = makeUtmFrame({request.centre.lon - halfDegrees, request.centre.lat - halfDegrees,
                            request.centre.lon + halfDegrees, request.centre.lat + halfDegrees});
    }
    FrameProjector lonLatProjector(frame, "EPSG:4326");
    centreLocal = lonLatProjector.toLocal(Vec2{request.centre.lon, request.centre.lat});
    grid = gridFacing(frame, request.centre, request.facingDegrees);
  }
  const TableWindow window(centreLocal, grid, extent, mpp);
  const Box table{{0, 0}, {extent.widthPaces, extent.depthPaces}};

  TableSetup setup;
  setup.name = request.name;
  setup.size = request.size;
  setup.extent = extent;
  setup.seed = request.seed;
  TableGround ground;
  ground.crsWkt = frame.crsWkt;
  ground.centreCrs = centreLocal + frame.origin;
  ground.centreLonLat = centreLonLat;
  ground.facingDegrees = request.facingDegrees;
  ground.gridFacingDegrees = grid;
  ground.metresPerPace = mpp;
  ground.backgroundImage = sources.scanPath;
  setup.ground = ground;

  // Coverage: where each source has data, in table paces.
  Box windowBox = boundsOf(window.cornersLocal());
  const double marginMetres = 600;
  std::optional<DemGrid> dem;
  std::string coverageText;
  if (!sources.demPaths.empty()) {
    step(0.05, "reading the DEM");
    DemLoadOptions options;
    options.localMin = windowBox.min - Vec2{marginMetres, marginMetres};
    options.localMax = windowBox.max + Vec2{marginMetres, marginMetres};
    for (const auto& path : sources.demPaths) coverageText += "\n  " + path + ": " + describe(geoBoundsOfFile(path));
    try {
      dem = loadDemInFrame(sources.demPaths, frame, options);
    } catch (const Cancelled&) {
      throw;
    } catch (const MapError&) {
      dem.reset();  // no overlap: the coverage test below reports it
    }
  }
  std::vector<Box> vectorBoxes;
  for (const auto& path : sources.vectorPaths) {
    GeoBounds b = geoBoundsOfFile(path);
    coverageText += "\n  " + path + ": " + describe(b);
    LocalBox box = localBoxOf(frame, b);
    vectorBoxes.push_back({box.min, box.max});
  }
  std::optional<Box> mapBox;
  if (sources.map && (!sources.map->terrain.empty() || !sources.map->nodes.empty())) {
    // A map covers the box of its nodes and terrain: what it holds inside is all it knows.
    Polyline all;
    for (const auto& f : sources.map->terrain) all.insert(all.end(), f.points.begin(), f.points.end());
    for (const auto& n : sources.map->nodes) all.push_back(n.position);
    mapBox = boundsOf(all);
    coverageText += "\n  " + sources.mapPath + ": the box of its nodes and terrain";
  }
  auto covered = [&](Vec2 tablePoint) {
    Vec2 local = window.toLocal(tablePoint);
    if (dem && !std::isnan(demAt(*dem, local))) return true;
    for (const Box& b : vectorBoxes)
      if (b.contains(local)) return true;
    return mapBox && mapBox->contains(local);
  };
  const std::string where = request.centreLocal ? "local " + degrees(centreLocal.x) + "," + degrees(centreLocal.y) + " m"
                                                : degrees(request.centre.lon) + "," + degrees(request.centre.lat);
  if (!covered({extent.widthPaces / 2, extent.depthPaces / 2}))
    throw MapError("the table's centre " + where + " is off the map: no source has data there. The sources cover:" +
                   (coverageText.empty() ? std::string("\n  nothing") : coverageText));
  setup.noDataAreas = uncoveredRectangles(extent, request.noDataCellPaces, covered);

  std::vector<TableFeature> features;
  std::map<std::string, int> leftOff;  // small pieces, by class
  auto addArea = [&](TerrainClass terrain, const std::string& name, const Polyline& local, const Polyline& crestLocal) {
    Polyline clipped = clipPolygon(window.toTable(local), table);
    if (clipped.empty()) return;
    if (acrossOf(clipped).least < request.minAreaAcrossPaces) {
      ++leftOff[std::string(displayNameOf(terrain))];
      return;
    }
    TableFeature f;
    f.terrain = terrain;
    f.name = name;
    f.points = terrain == TerrainClass::BUA ? clipped : curvedArea(clipped);
    if (!crestLocal.empty()) {
      auto pieces = clipPolyline(window.toTable(crestLocal), table);
      auto longest = std::max_element(pieces.begin(), pieces.end(), [](const Polyline& a, const Polyline& b) {
        return polylineLength(a) < polylineLength(b);
      });
      if (longest != pieces.end()) f.crest = curvedLine(*longest);
    }
    features.push_back(std::move(f));
  };
  int shortRoads = 0;
  auto addLine = [&](TerrainClass terrain, const std::string& name, const Polyline& local, double widthMetres) {
    for (auto& piece : clipPolyline(window.toTable(local), table)) {
      if (polylineLength(piece) < request.minLinePaces) continue;
      if (terrain == TerrainClass::RoadBad && polylineLength(piece) < request.minBadRoadPaces) {
        ++shortRoads;
        continue;
      }
      TableFeature f;
      f.terrain = terrain;
      f.name = name;
      f.points = curvedLine(piece);
      f.widthPaces = widthMetres > 0 ? widthMetres / mpp : 0;
      features.push_back(std::move(f));
    }
  };
  auto addTerrain = [&](const TerrainFeature& t) {
    if (isArea(t.terrain)) addArea(t.terrain, t.name, t.points, t.crest);
    else addLine(t.terrain, t.name, t.points, t.widthMetres);
  };

  // Hills from the DEM (seed HILLS via findHills).
  if (dem) {
    step(0.2, "finding hills");
    for (const auto& hill : findHills(*dem, request.hills))
      addArea(hill.feature.terrain, hill.feature.name, hill.feature.points, hill.feature.crest);
  }
  // Vector layers and the hfg map's terrain.
  std::vector<Settlement> places;
  for (std::size_t i = 0; i < sources.vectorPaths.size(); ++i) {
    step(0.5 + 0.3 * static_cast<double>(i) / static_cast<double>(sources.vectorPaths.size()), "reading vector layers");
    auto result = importVectorLayers(sources.vectorPaths[i], frame, request.mapping);
    for (const auto& t : result.features) addTerrain(t);
    places.insert(places.end(), result.settlements.begin(), result.settlements.end());
  }
  if (sources.map) {
    for (const auto& t : sources.map->terrain) addTerrain(t);
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
      addLine(terrain, "", route, 0);
    }
  }
  if (sources.map)
    for (const auto& node : sources.map->nodes)
      if (!node.name.empty()) places.push_back({node.name, "node", node.position, node.lonLat.value_or(LonLat{})});

  // BUA where the places are: a 500 p square astride the nearest road (BUILT-UP-AREAS).
  step(0.85, "placing built-up areas");
  for (const auto& place : places) {
    Vec2 at = window.toTable(place.position);
    if (!table.contains(at)) continue;
    bool inBua = std::any_of(features.begin(), features.end(), [&](const TableFeature& f) {
      return f.terrain == TerrainClass::BUA && pointInPolygon(f.points, at);
    });
    if (inBua) continue;
    double best = 400;
    Vec2 centre = at;
    Vec2 along{1, 0};
    for (const auto& f : features) {
      if (f.terrain != TerrainClass::RoadGood && f.terrain != TerrainClass::RoadBad) continue;
      for (std::size_t k = 1; k < f.points.size(); ++k) {
        Vec2 a = f.points[k - 1], b = f.points[k];
        Vec2 d = b - a;
        double len2 = dot(d, d);
        if (len2 <= 0) continue;
        double t = std::clamp(dot(at - a, d) / len2, 0.0, 1.0);
        Vec2 p = a + d * t;
        if (distance(p, at) < best) {
          best = distance(p, at);
          centre = p;
          along = d * (1 / std::sqrt(len2));
        }
      }
    }
    const double side = 500;
    Polyline square = clipPolygon(buaSquare(centre, along, side), table);
    if (square.empty()) continue;
    TableFeature f;
    f.terrain = TerrainClass::BUA;
    f.name = place.name;
    f.points = square;
    features.push_back(std::move(f));
    if (best >= 400)
      setup.departures.push_back({"BATTLEFIELD TERRAIN: BUILT-UP-AREAS", "",
                                  place.name + " has no road within 400 p: its BUA is not astride a road"});
  }

  // Ids in the book's order of classes.
  std::stable_sort(features.begin(), features.end(),
                   [](const TableFeature& a, const TableFeature& b) { return a.terrain < b.terrain; });
  std::map<TerrainClass, int> ids;
  for (auto& f : features) f.id = std::string(keyOf(f.terrain)) + "-" + std::to_string(++ids[f.terrain]);
  for (std::size_t i = 0; i < setup.departures.size(); ++i) {
    // BUA departures were written before ids: attach by name.
    for (const auto& f : features)
      if (f.terrain == TerrainClass::BUA && setup.departures[i].text.rfind(f.name + " has no road", 0) == 0)
        setup.departures[i].feature = f.id;
  }

  if (features.empty() && !request.fillByTheBook)
    throw MapError("no terrain at " + where + ": the sources hold no hills, woods, roads, water or places inside the "
                   "table (pass --fill to generate the terrain by the book's procedure)");

  // Report what the map could not tell.
  if (shortRoads > 0)
    setup.departures.push_back({"BATTLEFIELD TERRAIN: ROADS", "",
                                std::to_string(shortRoads) + " bad-road pieces shorter than " +
                                    std::to_string(static_cast<int>(request.minBadRoadPaces)) +
                                    " p (lanes and tracks) are left off the table"});
  for (const auto& [what, count] : leftOff)
    setup.departures.push_back({"BATTLEFIELD TERRAIN", "",
                                std::to_string(count) + " " + what + " pieces narrower than " +
                                    std::to_string(static_cast<int>(request.minAreaAcrossPaces)) +
                                    " p are left off the table"});
  if (sources.vectorPaths.empty() && !(sources.map && !sources.map->terrain.empty()))
    setup.departures.push_back({"BATTLEFIELD TERRAIN", "",
                                "no vector source: woods, roads, railways, water, marsh and places are not known from "
                                "the map, so the table shows the DEM's hills only"});
  // HILLS: "Other Gentle Hills slope up to a flat plateau starting 500p in, the edge of which
  // counts as a crest": a gentle hill at least 1,000 p wide gets the plateau edge as its crest.
  for (auto& f : features)
    if (f.terrain == TerrainClass::HillGentle && acrossOf(f.points).least >= 1000)
      if (auto plateau = plateauEdge(f.points)) f.crest = *plateau;
  if (!setup.noDataAreas.empty()) {
    double area = 0;
    for (const auto& r : setup.noDataAreas) area += areaOf(r);
    char text[200];
    std::snprintf(text, sizeof text, "%.0f%% of the table (%.1f of %.1f square miles) lies outside the map data",
                  100 * area / (extent.widthPaces * extent.depthPaces), area / 4e6,
                  extent.widthPaces * extent.depthPaces / 4e6);
    setup.departures.push_back({"BATTLEFIELD TERRAIN", "",
                                std::string(text) + (request.fillByTheBook ? ": filled by the book's procedure"
                                                                           : ": shown as no data, not invented")});
  }

  // The book's limits on what the real ground gives.
  auto breaches = checkBookLimits(extent, features, request.book.limits);
  for (auto& b : breaches) b.text += " (real ground kept)";

  const bool nothingReal = features.empty();
  if (request.fillByTheBook && (nothingReal || !setup.noDataAreas.empty())) {
    step(0.9, "filling the parts without data by the book");
    Dice dice(request.seed);
    BookTerrainSettings book = request.book;
    // No terrain anywhere in the window: the whole table is the book's (empty = everywhere).
    book.allowedAreas = nothingReal ? std::vector<Polyline>{} : setup.noDataAreas;
    if (nothingReal) breaches.clear();  // the limits are the book's own now
    book.existing = features;
    book.attackerFeatures = 0;
    auto fill = generateBookTerrain(extent, dice, book);
    int kept = 0;
    for (auto f : fill.features) {
      f.id = "book-" + f.id;
      features.push_back(std::move(f));
      ++kept;
    }
    setup.departures.push_back(
        {"BATTLEFIELD TERRAIN", "",
         std::to_string(kept) + " features generated by the book's procedure " +
             (nothingReal ? "because the map holds no terrain in the window" : "in the parts without data") +
             " (seed " + std::to_string(request.seed) + ")"});
    setup.departures.insert(setup.departures.end(), fill.discarded.begin(), fill.discarded.end());
  }
  setup.features = std::move(features);
  setup.departures.insert(setup.departures.end(), breaches.begin(), breaches.end());
  step(1, "done");
  return setup;
}

}  // namespace hfg::maps
