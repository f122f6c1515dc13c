// `hfg map ...` on small generated fixtures: each subcommand, --json, --help, and the error cases.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <string>

#include "core/io/scenario_io.h"
#include "tests/app/cli_runner.h"
#include "tests/app/map_fixtures.h"

using hfg::test::contains;
using hfg::test::runHfg;
using hfg::test::TempDir;

namespace {

const char* kSamples = R"({ "classes": [
  { "class": "woods", "samples": [[60, 140, 50]] },
  { "class": "marsh", "samples": [[120, 150, 190]] },
  { "class": "background", "samples": [[250, 250, 250], [10, 10, 10]] } ] })";

int countOf(const hfg::StageMap& map, hfg::TerrainClass terrain) {
  int n = 0;
  for (const auto& f : map.terrain) n += f.terrain == terrain;
  return n;
}

}  // namespace

TEST_CASE("hfg map and each subcommand have --help") {
  for (const char* sub :
       {"", "import", "info", "georef", "classify", "dem", "stages", "export-geojson"}) {
    CAPTURE(sub);
    auto r = runHfg(std::string("map ") + sub + " --help");
    CHECK(r.exitCode == 0);
    CHECK(contains(r.output, "Usage"));
  }
}

TEST_CASE("hfg map usage errors exit 2") {
  CHECK(runHfg("map").exitCode == 2);
  CHECK(runHfg("map import --out x.json").exitCode == 2);  // no source
  CHECK(runHfg("map frobnicate").exitCode == 2);
  TempDir dir("cli_usage");
  const std::string scan = hfg::test::writePlainScan(dir, "scan.tif");
  auto r = runHfg("map georef " + scan);  // neither --gcps nor --from-aux
  CHECK(r.exitCode == 2);
  CHECK(contains(r.output, "--gcps"));
  const std::string gcps = hfg::test::writeText(dir, "g.csv", "a,0,0,1,1,EPSG:32632\n");
  CHECK(runHfg("map georef " + scan + " --gcps " + gcps + " --method poly9").exitCode == 2);
  CHECK(runHfg("map georef " + scan + " --gcps " + gcps + " --from-aux").exitCode == 2);
  CHECK(runHfg("map import " + scan + " --out x.json --region 1,2,3").exitCode == 2);
  CHECK(runHfg("map import " + scan + " --out x.json --target-km 2").exitCode ==
        2);  // needs --stages
}

TEST_CASE("hfg map info describes a raster and a vector file, in words and JSON") {
  TempDir dir("cli_info");
  const std::string dem = hfg::test::writeHillDem(dir, "dem.tif");
  auto r = runHfg("map info " + dem);
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "elevation raster"));
  CHECK(contains(r.output, "200 x 200"));
  CHECK(contains(r.output, "UTM zone 32N"));
  auto j = runHfg("map info --json " + dem);
  CHECK(j.exitCode == 0);
  CHECK(contains(j.output, "\"kind\": \"elevation\""));
  CHECK(contains(j.output, "\"type\": \"Float32\""));
  CHECK(contains(j.output, "\"georeferenced_by\": \"geotransform\""));

  const std::string roads = hfg::test::writeRoadCross(dir, "roads.geojson");
  auto v = runHfg("map info " + roads);
  CHECK(v.exitCode == 0);
  CHECK(contains(v.output, "vector layers"));
  CHECK(contains(v.output, "9 features"));
  auto vj = runHfg("map info --json " + roads);
  CHECK(contains(vj.output, "\"driver\": \"GeoJSON\""));
  CHECK(contains(vj.output, "\"features\": 9"));
}

TEST_CASE(
    "hfg map georef fits CSV control points, flags the one that disagrees by name, writes GeoTIFF "
    "and VRT") {
  TempDir dir("cli_georef");
  const std::string scan = hfg::test::writePlainScan(dir, "scan.tif");
  // x = 650000 + 10 px, y = 5540000 - 10 line; "Mill" is placed 300 m east of where it belongs.
  const std::string csv = hfg::test::writeText(dir, "gcps.csv",
                                               "name,pixel,line,x,y,crs\n"
                                               "Church,10,10,650100,5539900,EPSG:32632\n"
                                               "Bridge,290,12,652900,5539880,EPSG:32632\n"
                                               "Farm,15,280,650150,5537200,EPSG:32632\n"
                                               "Tower,285,290,652850,5537100,EPSG:32632\n"
                                               "Mill,150,150,651800,5538500,EPSG:32632\n"
                                               "Inn,80,200,650800,5538000,EPSG:32632\n"
                                               "Well,220,60,652200,5539400,EPSG:32632\n");
  auto r = runHfg("map georef -q " + scan + " --gcps " + csv + " --method poly1 --out " +
                  dir.file("out.tif"));
  CAPTURE(r.output);
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "Mill"));
  CHECK(contains(r.output, "DISAGREES"));
  CHECK(contains(r.output, "Flagged (disagree with the others; check them on the scan): Mill"));
  CHECK(contains(r.output, "RMS"));
  CHECK(std::filesystem::exists(dir.file("out.tif")));

  auto j = runHfg("map georef --json " + scan + " --gcps " + csv + " --method poly1 --out " +
                  dir.file("out.vrt"));
  CAPTURE(j.output);
  CHECK(j.exitCode == 0);
  CHECK(contains(j.output, "\"flagged\": [\n    \"Mill\"\n  ]"));
  CHECK(contains(j.output, "\"leave_one_out_m\""));
  CHECK(std::filesystem::exists(dir.file("out.vrt")));

  // The georeferenced GeoTIFF now has a CRS and a geotransform.
  auto info = runHfg("map info --json " + dir.file("out.tif"));
  CHECK(contains(info.output, "\"georeferenced_by\": \"geotransform\""));
}

TEST_CASE("hfg map georef errors: too few points, missing CRS, bad CSV rows") {
  TempDir dir("cli_georef_err");
  const std::string scan = hfg::test::writePlainScan(dir, "scan.tif");
  const std::string two = hfg::test::writeText(
      dir, "two.csv", "a,0,0,650000,5540000,EPSG:32632\nb,10,10,650100,5539900,EPSG:32632\n");
  auto r = runHfg("map georef " + scan + " --gcps " + two);
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "error:"));
  const std::string noCrs =
      hfg::test::writeText(dir, "nocrs.csv", "a,0,0,1,1\nb,10,0,2,1\nc,0,10,1,2\n");
  auto n = runHfg("map georef " + scan + " --gcps " + noCrs);
  CHECK(n.exitCode == 1);
  CHECK(contains(n.output, "nocrs.csv"));
  CHECK(contains(n.output, "no CRS"));
  const std::string bad =
      hfg::test::writeText(dir, "bad.csv", "a,0,0,650000,5540000\nb,ten,0,650100,5540000\n");
  auto b = runHfg("map georef " + scan + " --gcps " + bad + " --gcp-crs EPSG:32632");
  CHECK(b.exitCode == 1);
  CHECK(contains(b.output, "bad.csv line 2"));
  CHECK(contains(b.output, "'pixel'"));
  const std::string badFirst =
      hfg::test::writeText(dir, "bad_first.csv", "a,0,zero,650000,5540000\n");
  auto f = runHfg("map georef " + scan + " --gcps " + badFirst + " --gcp-crs EPSG:32632");
  CHECK(f.exitCode == 1);
  CHECK(contains(f.output, "bad_first.csv line 1: column 'line'"));
  auto aux = runHfg("map georef " + scan + " --from-aux");
  CHECK(aux.exitCode == 1);
  CHECK(contains(aux.output, "no control points"));
}

TEST_CASE("hfg map classify turns the scan's wood and marsh colours into areas") {
  TempDir dir("cli_classify");
  const std::string scan = hfg::maps::test::writeRgbScan(dir);
  const std::string samples = hfg::test::writeText(dir, "samples.json", kSamples);
  auto r = runHfg("map classify -q " + scan + " --samples " + samples + " --out " +
                  dir.file("classes.tif") + " --features " + dir.file("areas.json"));
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(r.output, "1 marsh"));
  CHECK(contains(r.output, "1 woods"));  // the 4 x 4 px dot is below the minimum area
  CHECK(std::filesystem::exists(dir.file("classes.tif")));
  const hfg::StageMap areas = hfg::loadMap(dir.file("areas.json"));
  CHECK(countOf(areas, hfg::TerrainClass::Woods) == 1);
  CHECK(countOf(areas, hfg::TerrainClass::Marsh) == 1);
  CHECK_FALSE(areas.frame.crsWkt.empty());

  auto j = runHfg("map classify --json " + scan + " --samples " + samples + " --out " +
                  dir.file("c2.tif"));
  CHECK(j.exitCode == 0);
  CHECK(contains(j.output, "\"woods\": 1"));

  const std::string lineClass = hfg::test::writeText(
      dir, "line.json", R"({"classes":[{"class":"road_good","samples":[[1,2,3]]}]})");
  auto e =
      runHfg("map classify " + scan + " --samples " + lineClass + " --out " + dir.file("c3.tif"));
  CHECK(e.exitCode == 1);
  CHECK(contains(e.output, "classes[0].class"));
  const std::string plain = hfg::test::writePlainScan(dir, "plain.tif");
  auto g =
      runHfg("map classify " + plain + " --samples " + samples + " --out " + dir.file("c4.tif"));
  CHECK(g.exitCode == 1);
  CHECK(contains(g.output, "plain.tif"));
}

TEST_CASE("hfg map dem finds the fixture's hill and writes hillshade, slope and hills") {
  TempDir dir("cli_dem");
  const std::string dem = hfg::test::writeHillDem(dir, "dem.tif");
  auto r = runHfg("map dem -q " + dem + " --hillshade " + dir.file("shade.tif") + " --slope " +
                  dir.file("slope.tif") + " --hills " + dir.file("hills.json"));
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(r.output, "1 hills"));
  CHECK(std::filesystem::exists(dir.file("shade.tif")));
  CHECK(std::filesystem::exists(dir.file("slope.tif")));
  const hfg::StageMap hills = hfg::loadMap(dir.file("hills.json"));
  REQUIRE(hills.terrain.size() == 1);
  CHECK(hills.terrain[0].terrain ==
        hfg::TerrainClass::HillGentle);  // 50 m over 300 m: a gentle slope
  CHECK(hills.terrain[0].crest.size() >= 2);
  CHECK(hills.backgroundImage == "shade.tif");

  // A lower threshold makes the same hill difficult.
  auto d = runHfg("map dem --json " + dem + " --gentle-max-slope 1");
  CHECK(d.exitCode == 0);
  CHECK(contains(d.output, "\"class\": \"hill_difficult\""));
}

TEST_CASE(
    "hfg map stages builds the road cross: villages and the junction as nodes, 1-stage links") {
  TempDir dir("cli_stages");
  const std::string roads = hfg::test::writeRoadCross(dir, "roads.geojson");
  auto r = runHfg("map stages -q " + roads + " --target-km 6 --out " + dir.file("map.json") +
                  " --geojson " + dir.file("net.geojson"));
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(r.output, "stage network: 5 nodes, 4 links"));
  const hfg::StageMap map = hfg::loadMap(dir.file("map.json"));
  std::set<std::string> names;
  for (const auto& n : map.nodes) names.insert(n.name);
  for (const char* v : {"Westdorf", "Ostdorf", "Nordheim", "Suedheim"}) CHECK(names.count(v) == 1);
  for (const auto& l : map.links) {
    CHECK(l.kind == hfg::LinkKind::GoodRoad);
    CHECK(l.stages == doctest::Approx(1.0));
  }
  CHECK(contains(hfg::test::readText(dir.file("net.geojson")), "Westdorf"));

  // export-geojson: three layers for QGIS.
  auto e = runHfg("map export-geojson " + dir.file("map.json") + " --out " + dir.file("qgis"));
  CAPTURE(e.output);
  CHECK(e.exitCode == 0);
  CHECK(contains(hfg::test::readText(dir.file("qgis/nodes.geojson")), "Nordheim"));
  CHECK(contains(hfg::test::readText(dir.file("qgis/links.geojson")), "\"stages\": 1.0"));
  CHECK(contains(hfg::test::readText(dir.file("qgis/terrain.geojson")), "road_good"));
  // Again into the same folder: the layers are replaced, not refused.
  CHECK(runHfg("map export-geojson --json " + dir.file("map.json") + " --out " + dir.file("qgis"))
            .exitCode == 0);
}

TEST_CASE("hfg map import puts a DEM, a scan and roads into one frame and one map file") {
  TempDir dir("cli_import");
  const std::string dem = hfg::test::writeHillDem(dir, "dem.tif");
  const std::string scan = hfg::maps::test::writeRgbScan(dir);
  const std::string roads = hfg::test::writeRoadCross(dir, "roads.geojson");
  const std::string samples = hfg::test::writeText(dir, "samples.json", kSamples);
  auto r = runHfg("map import " + dem + " " + scan + " " + roads + " --samples " + samples +
                  " --out " + dir.file("map.json") + " --stages --target-km 6");
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(r.output, "as dem"));
  CHECK(contains(r.output, "as scan"));
  CHECK(contains(r.output, "as vector"));
  CHECK(contains(r.output, "%"));  // progress shown on stderr (plain lines: not a terminal)
  CHECK_FALSE(contains(r.output, "\033["));
  const hfg::StageMap map = hfg::loadMap(dir.file("map.json"));
  CHECK(countOf(map, hfg::TerrainClass::HillGentle) == 1);
  CHECK(countOf(map, hfg::TerrainClass::Woods) == 1);
  CHECK(countOf(map, hfg::TerrainClass::RoadGood) == 4);
  CHECK(map.nodes.size() == 5);
  std::set<std::string> ids;
  for (const auto& f : map.terrain) CHECK(ids.insert(f.id).second);
  CHECK(std::filesystem::exists(dir.file("map_products")));
  CHECK_FALSE(map.backgroundImage.empty());

  auto q = runHfg("map import -q --json " + roads + " --out " + dir.file("roads.json"));
  CHECK(q.exitCode == 0);
  CHECK(contains(q.output, "\"road_good\": 4"));
  CHECK_FALSE(contains(q.output, "importing"));
}

TEST_CASE("hfg map errors: missing, corrupt, no CRS, empty layer, absurd size, unknown format") {
  TempDir dir("cli_errors");
  auto missing = runHfg("map info " + dir.file("nothere.tif"));
  CHECK(missing.exitCode == 1);
  CHECK(contains(missing.output, "nothere.tif"));

  const std::string corrupt =
      hfg::test::writeText(dir, "corrupt.tif", "II*\x01garbage that is not a TIFF");
  auto c = runHfg("map info " + corrupt);
  CHECK(c.exitCode == 1);
  CHECK(contains(c.output, "corrupt.tif"));
  auto ci = runHfg("map import " + corrupt + " --out " + dir.file("m.json"));
  CHECK(ci.exitCode == 1);
  CHECK(contains(ci.output, "corrupt.tif"));

  const std::string noCrs = hfg::test::writeHillDem(dir, "nocrs.tif", false);
  auto n = runHfg("map import " + noCrs + " --out " + dir.file("m.json"));
  CAPTURE(n.output);
  CHECK(n.exitCode == 1);
  CHECK(contains(n.output, "nocrs.tif"));
  auto nd = runHfg("map dem " + noCrs);
  CHECK(nd.exitCode == 1);
  CHECK(contains(nd.output, "nocrs.tif"));

  const std::string empty = hfg::test::writeText(
      dir, "empty.geojson",
      R"({"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::32632"}},"features":[]})");
  auto e = runHfg("map stages " + empty + " --out " + dir.file("m.json"));
  CAPTURE(e.output);
  CHECK(e.exitCode == 1);
  CHECK(contains(e.output, "empty.geojson"));

  const std::string absurd = hfg::test::writeText(
      dir, "absurd.vrt",
      R"(<VRTDataset rasterXSize="2000000" rasterYSize="2000000"><VRTRasterBand dataType="Byte" band="1"/></VRTDataset>)");
  auto a = runHfg("map info " + absurd);
  CAPTURE(a.output);
  CHECK(a.exitCode == 1);
  CHECK(contains(a.output, "absurd.vrt"));

  const std::string unknown =
      hfg::test::writeText(dir, "notes.xyz1", "just some words, not a map\n");
  auto u = runHfg("map import " + unknown + " --out " + dir.file("m.json"));
  CHECK(u.exitCode == 1);
  CHECK(contains(u.output, "not a map source"));

  auto badMap = runHfg("map export-geojson " + corrupt + " --out " + dir.file("x"));
  CHECK(badMap.exitCode == 1);
  CHECK(contains(badMap.output, "corrupt.tif"));
}

TEST_CASE(
    "hfg map import: a scan by CSV control points, a custom mapping, and the frame of another "
    "map") {
  TempDir dir("cli_import_options");
  const std::string scan = hfg::test::writePlainScan(dir, "plain.tif");
  const std::string csv = hfg::test::writeText(dir, "gcps.csv",
                                               "Church,10,10,650100,5539900\n"
                                               "Bridge,290,12,652900,5539880\n"
                                               "Farm,15,280,650150,5537200\n"
                                               "Tower,285,290,652850,5537100\n");
  auto s = runHfg("map import -q " + scan + " --gcps " + csv + " --gcp-crs EPSG:32632 --out " +
                  dir.file("scan.json") + " --products " + dir.file("prod"));
  CAPTURE(s.output);
  REQUIRE(s.exitCode == 0);
  CHECK(contains(s.output, "RMS"));
  CHECK(std::filesystem::exists(dir.file("prod/plain_frame.tif")));
  CHECK(hfg::loadMap(dir.file("scan.json")).backgroundImage == "prod/plain_frame.tif");

  // A mapping file that reads "kind" instead of OSM tags.
  const std::string lanes = hfg::test::writeText(
      dir, "lanes.geojson",
      R"({"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::32632"}},
          "features":[{"type":"Feature","properties":{"kind":"chaussee"},
                       "geometry":{"type":"LineString","coordinates":[[651000,5538000],[652000,5538000]]}}]})");
  const std::string mapping = hfg::test::writeText(
      dir, "mapping.json", R"({"rules":[{"when":{"kind":["chaussee"]},"class":"road_good"}]})");
  auto m = runHfg("map import -q --json " + lanes + " --mapping " + mapping + " --frame-from " +
                  dir.file("scan.json") + " --out " + dir.file("lanes.json"));
  CAPTURE(m.output);
  REQUIRE(m.exitCode == 0);
  CHECK(contains(m.output, "\"road_good\": 1"));
  const hfg::StageMap scanMap = hfg::loadMap(dir.file("scan.json"));
  const hfg::StageMap lanesMap = hfg::loadMap(dir.file("lanes.json"));
  CHECK(lanesMap.frame == scanMap.frame);

  const std::string badMapping =
      hfg::test::writeText(dir, "bad_mapping.json", R"({"rules":[{"class":"castle"}]})");
  auto b = runHfg("map import -q " + lanes + " --mapping " + badMapping + " --out " +
                  dir.file("x.json"));
  CHECK(b.exitCode == 1);
  CHECK(contains(b.output, "bad_mapping.json"));
}
