// `hfg map ...` on the real data in ../shared/data (skipped when absent): Gettysburg GCPs, DEMs,
// SRTM tiles, the OpenStreetMap extract and the GeoPackage.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/io/scenario_io.h"
#include "tests/app/cli_runner.h"
#include "tests/app/map_fixtures.h"

using hfg::test::contains;
using hfg::test::runHfg;
using hfg::test::TempDir;
namespace data = hfg::maps::test;

namespace {
const char* kOsmRegion = "11.4807,49.9721,11.6053,50.047";  // the extract's bbox (SOURCES.md)

int countOf(const hfg::StageMap& map, hfg::TerrainClass terrain) {
  int n = 0;
  for (const auto& f : map.terrain) n += f.terrain == terrain;
  return n;
}
}  // namespace

TEST_CASE(
    "hfg map georef: the Gettysburg GCPs fitted, GCP 8 flagged as the "
    "worst" HFG_NEEDS_SHARED_DATA) {
  TempDir dir("cli_gettysburg_gcps");
  const std::string scan = data::sharedFile("gettysburg_gnpc_map.jpg");
  auto r = runHfg("map georef -q " + scan + " --from-aux --method poly1 --out " +
                  dir.file("gettysburg.vrt"));
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(r.output, "worst 8 ("));
  CHECK(contains(r.output, "Flagged (disagree with the others; check them on the scan): 8"));
  CHECK(contains(r.output, "EPSG:32618"));
  CHECK(std::filesystem::exists(dir.file("gettysburg.vrt")));

  // The same points as a CSV with names: the name is reported.
  std::ifstream aux(scan + ".aux.xml");
  std::stringstream csv;
  csv << "name,pixel,line,x,y,crs\n";
  std::string line;
  while (std::getline(aux, line)) {
    auto attr = [&](const std::string& key) {
      const auto at = line.find(key + "=\"");
      const auto from = at + key.size() + 2;
      return line.substr(from, line.find('"', from) - from);
    };
    if (line.find("<GCP ") == std::string::npos) continue;
    csv << "GCP " << attr("Id") << "," << attr("Pixel") << "," << attr("Line") << "," << attr("X")
        << "," << attr("Y") << ",EPSG:4326\n";
  }
  const std::string csvPath = hfg::test::writeText(dir, "gettysburg.csv", csv.str());
  auto j = runHfg("map georef --json " + scan + " --gcps " + csvPath);
  CAPTURE(j.output);
  REQUIRE(j.exitCode == 0);
  CHECK(contains(j.output, "\"worst\": \"GCP 8\""));
  CHECK(contains(j.output, "\"flagged\": [\n    \"GCP 8\""));
}

TEST_CASE(
    "hfg map dem: the Gettysburg DEM gives hills where the ground rises" HFG_NEEDS_SHARED_DATA) {
  TempDir dir("cli_gettysburg_dem");
  auto r = runHfg("map dem -q " + data::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif") +
                  " --hills " + dir.file("hills.json") + " --hillshade " + dir.file("shade.tif"));
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  const hfg::StageMap hills = hfg::loadMap(dir.file("hills.json"));
  CHECK(hills.terrain.size() >= 2);
  CHECK(std::filesystem::exists(dir.file("shade.tif")));
}

TEST_CASE(
    "hfg map dem: the two SRTM tiles mosaicked over the OSM extract's area give "
    "hills" HFG_NEEDS_SHARED_DATA) {
  auto r = runHfg("map dem --json " + data::sharedFile("N49E011.hgt") + " " +
                  data::sharedFile("N50E011.hgt") + " --region " + kOsmRegion);
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(r.output, "\"cells_x\": 121"));
  CHECK(contains(r.output, "\"class\": \"hill_"));
}

TEST_CASE(
    "C-1 hfg map stages: the OSM extract at a 2 km target gives settlement-named "
    "nodes" HFG_NEEDS_SHARED_DATA) {
  TempDir dir("cli_osm_stages");
  auto r = runHfg("map stages " + data::sharedFile("north_bayreuth.osm") +
                  " --target-km 2 --region " + kOsmRegion + " --out " + dir.file("bayreuth.json") +
                  " --geojson " + dir.file("bayreuth.geojson"));
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(r.output, "reading vector features"));  // the progress stage
  const hfg::StageMap map = hfg::loadMap(dir.file("bayreuth.json"));
  REQUIRE(map.nodes.size() >= 10);
  // Settlement nodes carry the village's name; the others are "Junction 3" or "A - B 1/3" (intermediate).
  int settlements = 0;
  bool neudrossenfeld = false;
  for (const auto& n : map.nodes) {
    settlements += !n.name.empty() && n.name.rfind("Junction", 0) != 0 &&
                   n.name.find(" - ") == std::string::npos;
    neudrossenfeld |= n.name == "Neudrossenfeld";
  }
  CHECK(settlements >= 15);
  CHECK(neudrossenfeld);  // a place=* node of the extract
  REQUIRE_FALSE(map.links.empty());
  double stages = 0;
  for (const auto& l : map.links) stages += l.stages;
  const double mean = stages / static_cast<double>(map.links.size());
  CHECK(mean >= 0.5);  // near the 2 km target: between half and twice a stage
  CHECK(mean <= 2.0);
  CHECK(std::filesystem::exists(dir.file("bayreuth.geojson")));
}

TEST_CASE(
    "hfg map import: the GeoPackage layers and the Gettysburg scan and DEM" HFG_NEEDS_SHARED_DATA) {
  TempDir dir("cli_real_import");
  auto g = runHfg("map import -q " + data::sharedFile("north_bayreuth_layers_utm32n.gpkg") +
                  " --out " + dir.file("gpkg.json"));
  CAPTURE(g.output);
  REQUIRE(g.exitCode == 0);
  const hfg::StageMap layers = hfg::loadMap(dir.file("gpkg.json"));
  CHECK(countOf(layers, hfg::TerrainClass::Woods) > 10);
  CHECK(countOf(layers, hfg::TerrainClass::RoadBad) + countOf(layers, hfg::TerrainClass::RoadGood) >
        100);

  auto s = runHfg("map import " + data::sharedFile("gettysburg_gnpc_map.jpg") + " " +
                  data::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif") + " --out " +
                  dir.file("gettysburg.json"));
  CAPTURE(s.output);
  REQUIRE(s.exitCode == 0);
  CHECK(contains(s.output, "as scan"));
  CHECK(contains(s.output, "as dem"));
  CHECK(contains(s.output, "8"));  // the fit summary names the worst point
  const hfg::StageMap map = hfg::loadMap(dir.file("gettysburg.json"));
  CHECK(countOf(map, hfg::TerrainClass::HillGentle) +
            countOf(map, hfg::TerrainClass::HillDifficult) >=
        2);
  CHECK(std::filesystem::exists(dir.file("gettysburg_products/gettysburg_gnpc_map_frame.tif")));
}
