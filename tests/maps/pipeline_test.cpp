// The whole import pipeline on the real data north of Bayreuth: frame, vector layers, SRTM hills,
// stage network and its GeoJSON, as the command line and the editor's wizard will call it.
#include <doctest/doctest.h>

#include <set>

#include "maps/frame/map_frame_builder.h"
#include "maps/import/map_importer.h"
#include "maps/network/stage_network_builder.h"
#include "maps/network/stage_network_geojson.h"
#include "maps/vector/terrain_geojson.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

TEST_CASE(
    "C-1 pipeline: OSM and SRTM north of Bayreuth become one stage map in one "
    "frame" HFG_NEEDS_SHARED_DATA) {
  TempDir dir("pipeline");
  const std::string osm = test::sharedFile("north_bayreuth.osm");
  const GeoBounds region{11.4807, 49.9721, 11.6053, 50.047};  // the extract's bbox (SOURCES.md)
  const auto importers = standardImporters();

  ImportRequest vectors;
  vectors.paths = {osm};
  vectors.frame = makeUtmFrame(region);
  vectors.region = region;
  vectors.outputDirectory = dir.file("products");
  std::string lastStage;
  ImportResult layers =
      importerFor(importers, osm).run(vectors, [&](double, const std::string& stage) {
        lastStage = stage;
        return true;
      });
  CHECK(lastStage == "reading vector features");

  ImportRequest dem = vectors;
  dem.paths = {test::sharedFile("N49E011.hgt"), test::sharedFile("N50E011.hgt")};
  const LocalBox box = localBoxOf(dem.frame, region);
  ImportResult relief = importerFor(importers, dem.paths[0]).run(dem);
  CHECK_FALSE(relief.terrain.empty());
  // Cut to the region (about 9 x 8.3 km) at SRTM3's ~76 m: 121 x 113 cells, not two whole tiles.
  CHECK(relief.messages[0].find("DEM resampled to 121 x 113 cells") != std::string::npos);
  REQUIRE(relief.products.size() == 1);  // the hillshade

  std::vector<TerrainFeature> terrain = layers.terrain;
  terrain.insert(terrain.end(), relief.terrain.begin(), relief.terrain.end());
  StageNetworkSettings settings;
  settings.targetStageMetres = 2000;
  StageMap map = buildStageNetwork(terrain, layers.settlements, vectors.frame, settings);
  CHECK(map.terrain.size() == terrain.size());
  std::set<std::string> ids;
  for (const auto& n : map.nodes) {
    CHECK(ids.insert(n.id).second);
    CHECK(n.position.x >=
          box.min.x - 2000);  // nodes sit on roads, which may leave the bbox a little
    CHECK(n.position.x <= box.max.x + 2000);
  }
  for (const auto& l : map.links) {
    CHECK(map.findNode(l.from) != nullptr);
    CHECK(map.findNode(l.to) != nullptr);
    CHECK(l.stages >= 0.5);
    REQUIRE(l.path.size() >= 2);
    CHECK(distance(l.path.front(), map.findNode(l.from)->position) < 1.0);  // paths run from -> to
    CHECK(distance(l.path.back(), map.findNode(l.to)->position) < 1.0);
  }
  writeStageNetworkGeoJson(map, dir.file("north_bayreuth_stages.geojson"));
  writeTerrainGeoJson(map.terrain, map.frame, dir.file("north_bayreuth_terrain.geojson"));
}
