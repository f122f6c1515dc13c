// Tests deriving the stage network (C-1..C-3) from roads, railways and rivers, and its GeoJSON export.
#include <doctest/doctest.h>

#include <ogrsf_frmts.h>

#include <algorithm>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/network/stage_network_builder.h"
#include "maps/network/stage_network_geojson.h"
#include "maps/vector/feature_mapping.h"
#include "maps/vector/vector_import.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

MapFrame testFrame() {
  MapFrame f;
  f.crsWkt = crsWktFromEpsg(32632);
  f.origin = {650000, 5540000};
  return f;
}

TerrainFeature line(TerrainClass c, Polyline points, std::string name = "") {
  TerrainFeature f;
  f.id = std::string(keyOf(c)) + "-" + std::to_string(points.size());
  f.terrain = c;
  f.name = std::move(name);
  f.points = std::move(points);
  return f;
}

Settlement place(std::string name, Vec2 p, std::string kind = "village") {
  return {std::move(name), std::move(kind), p, {}};
}

StageNetworkSettings target(double metres) {
  StageNetworkSettings s;
  s.targetStageMetres = metres;
  return s;
}

const StageNode* named(const StageMap& m, const std::string& name) {
  for (const auto& n : m.nodes)
    if (n.name == name) return &n;
  return nullptr;
}

}  // namespace

TEST_CASE("C-1 stage lengths round to half stages, at least half a stage") {
  const auto s = target(12000);
  CHECK(stagesFor(12000, s) == 1.0);
  CHECK(stagesFor(14000, s) == 1.0);  // 1.17 -> 1
  CHECK(stagesFor(16000, s) == 1.5);  // 1.33 -> 1.5
  CHECK(stagesFor(1000, s) == 0.5);   // never 0
}

TEST_CASE("C-1 a long road between two villages gets intermediate nodes one stage apart") {
  std::vector<TerrainFeature> t = {line(TerrainClass::RoadGood, {{0, 0}, {5000, 0}, {10000, 0}})};
  StageMap m = buildStageNetwork(t, {place("Aldorf", {0, 100}), place("Bedorf", {10000, -100})},
                                 testFrame(), target(2000));
  REQUIRE(m.nodes.size() == 6);  // 2 villages + 4 intermediate points
  REQUIRE(m.links.size() == 5);
  for (const auto& l : m.links) {
    CHECK(l.kind == LinkKind::GoodRoad);
    CHECK(l.stages == 1.0);
    CHECK(l.bridge == BridgeState::None);
  }
  CHECK(named(m, "Aldorf")->position == Vec2{0, 0});  // nodes sit on the road
  CHECK(named(m, "Aldorf - Bedorf 2/4") != nullptr);
  CHECK(named(m, "Aldorf - Bedorf 2/4")->position.x == doctest::Approx(4000));
  REQUIRE(named(m, "Bedorf")->lonLat);
  CHECK(m.terrain.size() == 1);
}

TEST_CASE("C-1 an intermediate node takes the name of a place beside it that names no node") {
  std::vector<TerrainFeature> t = {line(TerrainClass::RoadBad, {{0, 0}, {8000, 0}})};
  StageNetworkSettings s = target(2000);
  s.settlementSnapMetres = 1200;
  // Kleinhof merges into Aldorf (900 m < 0.5 x 2 km) but lies 1.1 km from the first intermediate point.
  StageMap m = buildStageNetwork(
      t,
      {place("Aldorf", {0, 0}), place("Bedorf", {8000, 0}), place("Kleinhof", {900, 0}, "hamlet")},
      testFrame(), s);
  REQUIRE(m.nodes.size() == 5);
  REQUIRE(named(m, "Kleinhof"));
  CHECK(named(m, "Kleinhof")->position.x == doctest::Approx(2000));
  CHECK(named(m, "Aldorf - Bedorf 2/3"));
  CHECK(named(m, "Aldorf - Bedorf 3/3"));
}

TEST_CASE(
    "C-1 a good-road junction is a node; near-duplicate places merge, the village outranks the "
    "hamlet") {
  std::vector<TerrainFeature> t = {line(TerrainClass::RoadGood, {{0, 0}, {4000, 0}, {8000, 0}}),
                                   line(TerrainClass::RoadGood, {{4000, 0}, {4000, 4000}})};
  std::vector<Settlement> s = {place("Kleinweiler", {300, 0}, "hamlet"), place("West", {0, 0}),
                               place("East", {8000, 0}), place("North", {4000, 4000})};
  StageMap m = buildStageNetwork(t, s, testFrame(), target(4000));
  REQUIRE(m.nodes.size() == 4);
  CHECK(named(m, "Kleinweiler") == nullptr);  // merged into West (300 m < 0.5 x 4 km)
  const StageNode* j = named(m, "Junction 1");
  REQUIRE(j);
  CHECK(j->position == Vec2{4000, 0});
  CHECK(m.links.size() == 3);
  CHECK(m.linksAt(j->id).size() == 3);
  for (const auto& l : m.links) CHECK(l.stages == 1.0);
}

TEST_CASE("C-2 a link is a good road only when most of it is; routes prefer good roads") {
  // A-B: 2 km good then 1 km track: 67 % good < 75 % -> bad road.
  std::vector<TerrainFeature> t = {line(TerrainClass::RoadGood, {{0, 0}, {2000, 0}}),
                                   line(TerrainClass::RoadBad, {{2000, 0}, {3000, 0}})};
  StageMap m =
      buildStageNetwork(t, {place("A", {0, 0}), place("B", {3000, 0})}, testFrame(), target(3000));
  REQUIRE(m.links.size() == 1);
  CHECK(m.links[0].kind == LinkKind::BadRoad);

  // C-D: a straight 2.2 km track and a 2.6 km good road around: 2.2 x 1.25 = 2.75 > 2.6, good wins.
  std::vector<TerrainFeature> two = {
      line(TerrainClass::RoadBad, {{0, 0}, {2200, 0}}),
      line(TerrainClass::RoadGood, {{0, 0}, {1100, 700}, {2200, 0}})};
  StageMap g = buildStageNetwork(two, {place("C", {0, 0}), place("D", {2200, 0})}, testFrame(),
                                 target(3000));
  REQUIRE(g.links.size() == 1);
  CHECK(g.links[0].kind == LinkKind::GoodRoad);
  CHECK(g.links[0].path.size() == 3);
}

TEST_CASE("C-3 a road link crossing a major river has an intact bridge; a stream needs none") {
  std::vector<TerrainFeature> t = {
      line(TerrainClass::RoadGood, {{0, 0}, {3000, 0}, {6000, 0}}),
      line(TerrainClass::River, {{1500, -2000}, {1500, 2000}}, "Saale"),
      line(TerrainClass::Stream, {{4500, -2000}, {4500, 2000}}, "Bach")};
  StageMap m =
      buildStageNetwork(t, {place("A", {0, 0}), place("B", {3000, 0}), place("C", {6000, 0})},
                        testFrame(), target(3000));
  REQUIRE(m.links.size() == 2);
  const StageLink* ab = nullptr;
  const StageLink* bc = nullptr;
  for (const auto& l : m.links) (l.joins(named(m, "A")->id, named(m, "B")->id) ? ab : bc) = &l;
  REQUIRE(ab);
  REQUIRE(bc);
  CHECK(ab->bridge == BridgeState::Intact);
  CHECK(ab->riverName == "Saale");
  CHECK(bc->bridge == BridgeState::None);
}

TEST_CASE("C-2 railway links join stations; navigable rivers join ports") {
  TerrainFeature river = line(TerrainClass::River, {{0, -500}, {6000, -500}}, "Main");
  river.widthMetres = 60;
  std::vector<TerrainFeature> t = {line(TerrainClass::RoadBad, {{0, 0}, {3000, 0}, {6000, 0}}),
                                   line(TerrainClass::Railway, {{0, 200}, {6000, 200}}), river};
  StageMap m =
      buildStageNetwork(t, {place("A", {0, 0}), place("B", {3000, 0}), place("C", {6000, 0})},
                        testFrame(), target(3000));
  int rail = 0, water = 0;
  for (const auto& l : m.links) {
    rail += l.kind == LinkKind::Railway;
    water += l.kind == LinkKind::Water;
  }
  CHECK(rail == 2);
  CHECK(water == 2);
  for (const auto& n : m.nodes) {
    CHECK(n.station);
    CHECK(n.port);
  }
}

TEST_CASE("the stage network needs roads and nodes") {
  CHECK_THROWS_WITH_AS(buildStageNetwork({}, {place("A", {0, 0})}, testFrame()),
                       doctest::Contains("no roads"), MapError);
  std::vector<TerrainFeature> t = {line(TerrainClass::RoadBad, {{0, 0}, {100, 0}})};
  CHECK_THROWS_WITH_AS(buildStageNetwork(t, {place("Far", {90000, 0})}, testFrame()),
                       doctest::Contains("no stage nodes"), MapError);
}

TEST_CASE("the stage network is exported as GeoJSON in lon/lat that OGR reads back") {
  TempDir dir("geojson_out");
  std::vector<TerrainFeature> t = {
      line(TerrainClass::RoadGood, {{0, 0}, {3000, 0}}),
      line(TerrainClass::River, {{1500, -2000}, {1500, 2000}}, "Saale")};
  StageMap m =
      buildStageNetwork(t, {place("A", {0, 0}), place("B", {3000, 0})}, testFrame(), target(3000));
  const std::string path = dir.file("network.geojson");
  writeStageNetworkGeoJson(m, path);
  ensureGdalRegistered();
  DatasetPtr ds(GDALDataset::Open(path.c_str(), GDAL_OF_VECTOR));
  REQUIRE(ds);
  OGRLayer* layer = ds->GetLayer(0);
  CHECK(layer->GetFeatureCount() == 3);
  int nodes = 0;
  for (auto& f : *layer) {
    const std::string type = f->GetFieldAsString("feature_type");
    if (type == "node") {
      ++nodes;
      const auto* p = f->GetGeometryRef()->toPoint();
      const LonLat expected =
          localToLonLat(m.frame, m.findNode(f->GetFieldAsString("id"))->position);
      CHECK(p->getX() == doctest::Approx(expected.lon).epsilon(1e-7));  // about 11.1 E, 50 N
      CHECK(p->getY() == doctest::Approx(expected.lat).epsilon(1e-7));
    } else {
      CHECK(std::string(f->GetFieldAsString("kind")) == "good_road");
      CHECK(std::string(f->GetFieldAsString("bridge")) == "intact");
      CHECK(std::string(f->GetFieldAsString("river")) == "Saale");
      CHECK(f->GetFieldAsDouble("length_m") == doctest::Approx(3000));
      CHECK(f->GetFieldAsDouble("stages") == 1.0);
    }
  }
  CHECK(nodes == 2);
}

TEST_CASE(
    "C-1 on the real OSM extract with a 2 km stage: named nodes, links near the "
    "target" HFG_NEEDS_SHARED_DATA) {
  const MapFrame frame = makeUtmFrame({11.4807, 49.9721, 11.6053, 50.047});
  VectorImportResult layers =
      importVectorLayers(test::sharedFile("north_bayreuth.osm"), frame, osmDefaultMapping());
  StageMap m = buildStageNetwork(layers.features, layers.settlements, frame, target(2000));
  std::vector<double> lengths;
  for (const auto& l : m.links)
    if (l.kind == LinkKind::GoodRoad || l.kind == LinkKind::BadRoad) {
      double d = 0;
      for (size_t i = 1; i < l.path.size(); ++i) d += distance(l.path[i - 1], l.path[i]);
      lengths.push_back(d);
    }
  REQUIRE(lengths.size() >= 10);
  std::sort(lengths.begin(), lengths.end());
  const double median = lengths[lengths.size() / 2];
  size_t settlementNamed = 0;
  for (const auto& n : m.nodes)
    for (const auto& s : layers.settlements)
      if (n.name == s.name) {
        ++settlementNamed;
        break;
      }
  MESSAGE(m.nodes.size() << " nodes (" << settlementNamed << " named after settlements), "
                         << m.links.size() << " links, median road link " << median
                         << " m, longest " << lengths.back() << " m");
  CHECK(settlementNamed * 2 >= m.nodes.size());
  CHECK(median >= 1000);
  CHECK(median <= 3000);
  CHECK(lengths.back() <= 1.5 * 2000 + 1);  // long stretches were split
  TempDir dir("osm_net");
  writeStageNetworkGeoJson(m, dir.file("north_bayreuth_stages.geojson"));
}
