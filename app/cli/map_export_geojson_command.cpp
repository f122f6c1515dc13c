// `hfg map export-geojson MAP.json --out DIR`: terrain, nodes and links as GeoJSON layers for QGIS.
#include <filesystem>
#include <iostream>
#include <memory>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "app/cli/map_common.h"
#include "core/io/scenario_io.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/network/stage_network_geojson.h"
#include "maps/vector/terrain_geojson.h"

namespace hfg::cli {
namespace {

struct ExportOptions {
  std::string map;
  std::string outDir;
  bool json = false;
};

void runExport(const ExportOptions& options) {
  runMapCommand([&] {
    maps::ensureGdalRegistered();
    const StageMap map = loadMap(options.map);
    if (map.frame.crsWkt.empty())
      throw maps::MapError(options.map +
                           ": frame.crs is empty; a map without real coordinates cannot be placed "
                           "in GeoJSON (import it with hfg map import)");
    std::error_code ec;
    std::filesystem::create_directories(options.outDir, ec);
    if (ec) throw maps::MapError(options.outDir + ": cannot create the folder: " + ec.message());
    const std::filesystem::path dir(options.outDir);
    const std::string terrainPath = (dir / "terrain.geojson").string();
    const std::string nodesPath = (dir / "nodes.geojson").string();
    const std::string linksPath = (dir / "links.geojson").string();
    maps::GdalMessageCapture capture;
    // GeoJSON files are not overwritten by GDAL's driver: replace them.
    for (const auto& p : {terrainPath, nodesPath, linksPath}) std::filesystem::remove(p, ec);
    maps::writeTerrainGeoJson(map.terrain, map.frame, terrainPath);
    StageMap nodes = map;
    nodes.links.clear();
    maps::writeStageNetworkGeoJson(nodes, nodesPath);
    StageMap links = map;
    for (auto& l : links.links) {
      // A straight link is drawn between its nodes, which the links layer does not carry.
      if (!l.path.empty()) continue;
      const StageNode* a = map.findNode(l.from);
      const StageNode* b = map.findNode(l.to);
      if (!a || !b)
        throw maps::MapError(options.map + ": link " + l.id + " names a node that does not exist");
      l.path = {a->position, b->position};
    }
    links.nodes.clear();
    maps::writeStageNetworkGeoJson(links, linksPath);
    printGdalMessages(capture);
    if (options.json) {
      JsonStreamWriter out(std::cout);
      out.beginObject();
      out.field("map", options.map);
      out.field("terrain", terrainPath);
      out.field("terrain_features", static_cast<long long>(map.terrain.size()));
      out.field("nodes", nodesPath);
      out.field("node_count", static_cast<long long>(map.nodes.size()));
      out.field("links", linksPath);
      out.field("link_count", static_cast<long long>(map.links.size()));
      out.endObject();
      std::cout << '\n';
      return;
    }
    std::cout << "wrote " << terrainPath << " (" << map.terrain.size() << " terrain features)\n"
              << "wrote " << nodesPath << " (" << map.nodes.size() << " nodes)\n"
              << "wrote " << linksPath << " (" << map.links.size() << " links)\n";
  });
}

}  // namespace

void registerMapExportGeoJson(CLI::App& map) {
  auto options = std::make_shared<ExportOptions>();
  auto* cmd = map.add_subcommand(
      "export-geojson",
      "Write a map's terrain, nodes and links as GeoJSON layers (WGS 84) for QGIS");
  cmd->add_option("MAP", options->map, "an hfg map file (map.json)")->required();
  cmd->add_option("--out,-o", options->outDir,
                  "folder for terrain.geojson, nodes.geojson and links.geojson (created if absent)")
      ->required();
  cmd->add_flag("--json", options->json, "print the files written as JSON");
  cmd->footer("Exit status: 0 written, 1 unreadable map or unwritable folder, 2 usage error.");
  cmd->callback([options] { runExport(*options); });
}

}  // namespace hfg::cli
