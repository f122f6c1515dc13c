// Tests the feature mapping (OSM defaults and JSON files) and vector layer import.
#include <doctest/doctest.h>

#include <fstream>

#include <ogrsf_frmts.h>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/vector/feature_mapping.h"
#include "maps/vector/osm_other_tags.h"
#include "maps/vector/vector_import.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

std::optional<TerrainClass> classOf(const FeatureMapping& m,
                                    std::map<std::string, std::string> tags,
                                    bool* settlement = nullptr) {
  const MappingRule* r =
      matchRule(m, "lines", [&](const std::string& k) { return tags.count(k) ? tags[k] : ""; });
  if (settlement) *settlement = r && r->settlement;
  return r ? r->terrain : std::nullopt;
}

const char* kGeoJson = R"({
  "type": "FeatureCollection",
  "features": [
    {"type": "Feature", "properties": {"kind": "chaussee", "label": "Bamberg road"},
     "geometry": {"type": "LineString", "coordinates": [[11.50, 50.00], [11.52, 50.00]]}},
    {"type": "Feature", "properties": {"kind": "lane"},
     "geometry": {"type": "MultiLineString", "coordinates": [[[11.50, 50.01], [11.51, 50.01]], [[11.51, 50.01], [11.51, 50.02]]]}},
    {"type": "Feature", "properties": {"kind": "forest", "label": "Hohe Heide"},
     "geometry": {"type": "Polygon", "coordinates": [[[11.50, 50.00], [11.51, 50.00], [11.51, 50.01], [11.50, 50.00]]]}},
    {"type": "Feature", "properties": {"kind": "forest"},
     "geometry": {"type": "LineString", "coordinates": [[11.50, 50.00], [11.51, 50.00]]}},
    {"type": "Feature", "properties": {"kind": "village", "label": "Neudorf"},
     "geometry": {"type": "Point", "coordinates": [11.51, 50.005]}},
    {"type": "Feature", "properties": {"kind": "village"},
     "geometry": {"type": "Point", "coordinates": [11.52, 50.005]}},
    {"type": "Feature", "properties": {"kind": "river", "label": "Roter Main", "breite": "45 m"},
     "geometry": {"type": "LineString", "coordinates": [[11.50, 50.02], [11.53, 50.02]]}},
    {"type": "Feature", "properties": {"kind": "windmill"},
     "geometry": {"type": "Point", "coordinates": [11.52, 50.006]}}
  ]})";

const char* kMapping = R"({
  "name_field": "label",
  "width_field": "breite",
  "rules": [
    {"when": {"kind": "river"}, "class": "river"},
    {"when": {"kind": "chaussee"}, "class": "road_good"},
    {"when": {"kind": ["lane", "track"]}, "class": "road_bad"},
    {"when": {"kind": "forest"}, "class": "woods"},
    {"when": {"kind": "village"}, "class": "settlement"}
  ]})";

}  // namespace

TEST_CASE("the built-in OSM mapping classes roads, railways, water, woods, marsh and places") {
  const FeatureMapping m = osmDefaultMapping();
  CHECK(classOf(m, {{"highway", "primary"}}) == TerrainClass::RoadGood);
  CHECK(classOf(m, {{"highway", "secondary"}}) == TerrainClass::RoadGood);
  CHECK(classOf(m, {{"highway", "tertiary"}}) == TerrainClass::RoadBad);
  CHECK(classOf(m, {{"highway", "track"}}) == TerrainClass::RoadBad);
  CHECK_FALSE(classOf(m, {{"highway", "footway"}}));
  CHECK(classOf(m, {{"railway", "rail"}}) == TerrainClass::Railway);
  CHECK(classOf(m, {{"waterway", "river"}}) == TerrainClass::River);
  CHECK(classOf(m, {{"waterway", "canal"}}) == TerrainClass::River);
  CHECK(classOf(m, {{"waterway", "stream"}}) == TerrainClass::Stream);
  CHECK(classOf(m, {{"landuse", "forest"}}) == TerrainClass::Woods);
  CHECK(classOf(m, {{"natural", "wood"}}) == TerrainClass::Woods);
  CHECK(classOf(m, {{"natural", "wetland"}}) == TerrainClass::Marsh);
  bool settlement = false;
  CHECK_FALSE(classOf(m, {{"place", "hamlet"}}, &settlement));
  CHECK(settlement);
}

TEST_CASE("OSM other_tags are read key by key") {
  const std::string tags = R"("natural"=>"wetland","name:de"=>"Das \"Moor\"","wetland"=>"bog")";
  CHECK(otherTag(tags, "natural") == "wetland");
  CHECK(otherTag(tags, "name:de") == "Das \"Moor\"");
  CHECK(otherTag(tags, "wetland") == "bog");
  CHECK(otherTag(tags, "landuse").empty());
  CHECK(otherTag("garbage", "x").empty());
}

TEST_CASE("a JSON mapping file is parsed, and its mistakes are named") {
  FeatureMapping m = parseFeatureMapping(kMapping);
  CHECK(m.nameField == "label");
  CHECK(m.widthField == "breite");
  REQUIRE(m.rules.size() == 5);
  CHECK(m.rules[2].conditions[0].values == std::vector<std::string>{"lane", "track"});
  CHECK(m.rules[4].settlement);
  CHECK_THROWS_WITH_AS(parseFeatureMapping("{", "my.json"),
                       doctest::Contains("my.json: not valid JSON"), MapError);
  CHECK_THROWS_WITH_AS(
      parseFeatureMapping(R"({"rules": [{"when": {"a": "b"}, "class": "castle"}]})", "my.json"),
      doctest::Contains("my.json: rules[0]: field \"class\" is \"castle\""), MapError);
  CHECK_THROWS_WITH_AS(parseFeatureMapping(R"({"rules": [{"class": "woods"}]})", "my.json"),
                       doctest::Contains("rules[0]: field \"when\""), MapError);
  CHECK_THROWS_WITH_AS(parseFeatureMapping(R"({"rules": []})", "my.json"),
                       doctest::Contains("\"rules\""), MapError);
  CHECK_THROWS_WITH_AS(loadFeatureMapping("/nonexistent/mapping.json"),
                       doctest::Contains("mapping.json"), MapError);
}

TEST_CASE("a GeoJSON file is imported through a mapping file into the local frame") {
  TempDir dir("geojson");
  const std::string path = dir.file("layers.geojson");
  std::ofstream(path) << kGeoJson;
  const std::string mappingPath = dir.file("mapping.json");
  std::ofstream(mappingPath) << kMapping;
  const MapFrame frame = makeUtmFrame({11.49, 49.99, 11.53, 50.03});
  std::vector<double> fractions;
  VectorImportResult r = importVectorLayers(path, frame, loadFeatureMapping(mappingPath), {},
                                            [&](double f, const std::string&) {
                                              fractions.push_back(f);
                                              return true;
                                            });
  CHECK(r.countByClass[TerrainClass::RoadGood] == 1);
  CHECK(r.countByClass[TerrainClass::RoadBad] == 2);  // the multi-line gives one feature per part
  CHECK(r.countByClass[TerrainClass::Woods] == 1);
  REQUIRE(r.countByClass[TerrainClass::River] == 1);
  for (const auto& f : r.features)
    if (f.terrain == TerrainClass::River) CHECK(f.widthMetres == 45.0);  // "45 m" read as metres
  CHECK(r.wrongShape == 1);            // an open line tagged forest
  CHECK(r.unmatched == 1);             // the windmill
  REQUIRE(r.settlements.size() == 1);  // the unnamed village is no stage node
  CHECK(r.settlements[0].name == "Neudorf");
  CHECK(r.settlements[0].kind.empty());
  CHECK(r.settlements[0].lonLat.lon == doctest::Approx(11.51));
  const TerrainFeature* road = nullptr;
  for (const auto& f : r.features)
    if (f.terrain == TerrainClass::RoadGood) road = &f;
  REQUIRE(road);
  CHECK(road->name == "Bamberg road");
  REQUIRE(road->points.size() == 2);
  // 0.02 degrees of longitude at 50 N is about 1431 m.
  CHECK(distance(road->points[0], road->points[1]) == doctest::Approx(1431).epsilon(0.01));
  const TerrainFeature* wood = nullptr;
  for (const auto& f : r.features)
    if (f.terrain == TerrainClass::Woods) wood = &f;
  REQUIRE(wood);
  CHECK(wood->points.size() == 3);  // closing point dropped: areas are implicitly closed
  CHECK(fractions.back() == doctest::Approx(1.0));
  CHECK_THROWS_WITH_AS(importVectorLayers(path, frame, osmDefaultMapping(), {"roads"}),
                       doctest::Contains("has no layer named \"roads\""), MapError);
  CHECK_THROWS_WITH_AS(importVectorLayers(dir.file("none.geojson"), frame, osmDefaultMapping()),
                       doctest::Contains("file not found"), MapError);
}

TEST_CASE("a Shapefile in a projected CRS is imported through the built-in OSM mapping") {
  TempDir dir("shp");
  const std::string path = dir.file("roads.shp");
  {
    ensureGdalRegistered();
    DatasetPtr ds(GetGDALDriverManager()
                      ->GetDriverByName("ESRI Shapefile")
                      ->Create(path.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    REQUIRE(ds);
    OGRSpatialReference srs = parseCrs("EPSG:25832");
    OGRLayer* layer = ds->CreateLayer("roads", &srs, wkbLineString, nullptr);
    for (const char* name : {"highway", "name"}) {
      OGRFieldDefn field(name, OFTString);
      REQUIRE(layer->CreateField(&field) == OGRERR_NONE);
    }
    OGRFeature f(layer->GetLayerDefn());
    f.SetField("highway", "secondary");
    f.SetField("name", "St 2189");
    auto* line = new OGRLineString();
    line->addPoint(680000, 5540000);
    line->addPoint(683000, 5544000);
    f.SetGeometryDirectly(line);
    REQUIRE(layer->CreateFeature(&f) == OGRERR_NONE);
  }
  MapFrame frame;
  frame.crsWkt = crsWktFromEpsg(32632);
  frame.origin = {680000, 5540000};
  VectorImportResult r = importVectorLayers(path, frame, osmDefaultMapping());
  REQUIRE(r.features.size() == 1);
  CHECK(r.features[0].terrain == TerrainClass::RoadGood);
  CHECK(r.features[0].name == "St 2189");
  // ETRS89 and WGS 84 UTM 32N agree to well under a metre: the 3-4-5 road is 5 km long.
  CHECK(distance(r.features[0].points[0], r.features[0].points[1]) ==
        doctest::Approx(5000).epsilon(1e-4));
  CHECK(length(r.features[0].points[0]) < 2.0);
}

TEST_CASE(
    "the real OSM extract north of Bayreuth gives roads, water, woods and named "
    "villages" HFG_NEEDS_SHARED_DATA) {
  const MapFrame frame = makeUtmFrame({11.4807, 49.9721, 11.6053, 50.047});
  VectorImportResult r =
      importVectorLayers(test::sharedFile("north_bayreuth.osm"), frame, osmDefaultMapping());
  MESSAGE("good " << r.countByClass[TerrainClass::RoadGood] << ", bad "
                  << r.countByClass[TerrainClass::RoadBad] << ", streams "
                  << r.countByClass[TerrainClass::Stream] << ", woods "
                  << r.countByClass[TerrainClass::Woods] << ", marsh "
                  << r.countByClass[TerrainClass::Marsh] << ", settlements "
                  << r.settlements.size());
  CHECK(r.countByClass[TerrainClass::RoadGood] > 0);
  CHECK(r.countByClass[TerrainClass::RoadBad] > r.countByClass[TerrainClass::RoadGood]);
  CHECK(r.countByClass[TerrainClass::Stream] > 0);
  CHECK(r.countByClass[TerrainClass::Woods] > 0);
  CHECK(r.settlements.size() >= 60);  // 22 villages and 48 hamlets, nearly all named
  for (const auto& s : r.settlements) CHECK(length(s.position) < 8000);

  FeatureMapping gpkg = parseFeatureMapping(R"({"rules": [
      {"layer": "roads", "when": {"highway": ["primary", "secondary"]}, "class": "road_good"},
      {"layer": "roads", "when": {"highway": "*"}, "class": "road_bad"},
      {"layer": "woods", "when": {"landuse": "forest"}, "class": "woods"},
      {"layer": "woods", "when": {"natural": "wood"}, "class": "woods"},
      {"layer": "settlements", "when": {"place": "*"}, "class": "settlement"}]})");
  VectorImportResult g = importVectorLayers(test::sharedFile("north_bayreuth_layers_utm32n.gpkg"),
                                            frame, gpkg, {"roads", "woods", "settlements"});
  CHECK(g.countByClass[TerrainClass::RoadBad] > 1000);
  CHECK(g.countByClass[TerrainClass::Woods] >= 128);
  CHECK(g.settlements.size() == r.settlements.size());
}
