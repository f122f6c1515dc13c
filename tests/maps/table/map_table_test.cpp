// A table cut from real ground: the Gettysburg DEM around Little Round Top, the window's
// geometry, the no-data mask and the clear errors for bad locations.
#include <doctest/doctest.h>

#include <string>

#include "maps/frame/map_frame_builder.h"
#include "maps/map_error.h"
#include "maps/table/map_table.h"
#include "maps/table/plateau.h"
#include "maps/table/table_geometry.h"
#include "maps/table/table_window.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;

namespace {

bool anyDeparture(const TableSetup& s, const std::string& part) {
  for (const auto& d : s.departures)
    if (d.text.find(part) != std::string::npos) return true;
  return false;
}

MapTableRequest littleRoundTop() {
  MapTableRequest r;
  r.name = "Little Round Top";
  r.centre = {-77.2366, 39.7925};
  r.facingDegrees = 270;  // the Union line faces west towards Seminary Ridge
  r.size = TableSize::Standard;
  return r;
}

}  // namespace

TEST_CASE("B-50 a table window maps paces to metres at 0.75 m, turned to its facing") {
  TableWindow north({1000, 2000}, 0, extentOf(TableSize::Standard));
  CHECK(north.toLocal({6000, 3000}).x == doctest::Approx(1000));
  CHECK(north.toLocal({6000, 3000}).y == doctest::Approx(2000));
  CHECK(north.toLocal({12000, 6000}).x == doctest::Approx(1000 + 4500));
  CHECK(north.toLocal({12000, 6000}).y == doctest::Approx(2000 + 2250));
  // Facing west: table north is grid west, table east is grid north.
  TableWindow west({0, 0}, 270, extentOf(TableSize::Standard));
  Vec2 p = west.toLocal({6000, 4000});
  CHECK(p.x == doctest::Approx(-750));
  CHECK(p.y == doctest::Approx(0).epsilon(1e-9));
  Vec2 q = west.toLocal({7000, 3000});
  CHECK(q.y == doctest::Approx(750));
  Vec2 back = west.toTable(west.toLocal({1234, 567}));
  CHECK(back.x == doctest::Approx(1234));
  CHECK(back.y == doctest::Approx(567));
}

TEST_CASE("the no-data mask merges uncovered cells into rectangles") {
  TableExtent e{4000, 2000};
  auto rects = uncoveredRectangles(e, 500, [](Vec2 p) { return p.x < 3000; });
  REQUIRE(rects.size() == 1);
  CHECK(areaOf(rects[0]) == doctest::Approx(1000.0 * 2000));
  CHECK(uncoveredRectangles(e, 500, [](Vec2) { return true; }).empty());
}

TEST_CASE(
    "Little Round Top: hills from the DEM, the part off the data reported, never "
    "invented" HFG_NEEDS_SHARED_DATA) {
  TableSources sources;
  sources.demPaths = {test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif")};
  sources.scanPath = test::sharedFile("gettysburg_gnpc_map_utm18n.tif");
  auto request = littleRoundTop();
  request.facingDegrees = 0;  // 9 km east-west: the DEM is only 5.6 km wide there
  TableSetup setup = buildTableFromMap(sources, request);
  CHECK(setup.extent.widthPaces == 12000);
  REQUIRE(setup.ground);
  CHECK(setup.ground->backgroundImage == sources.scanPath);
  CHECK_FALSE(setup.noDataAreas.empty());
  CHECK(anyDeparture(setup, "lies outside the map data: shown as no data, not invented"));
  CHECK(anyDeparture(setup, "no vector source"));
  // Nothing is placed in the no-data parts.
  for (const auto& f : setup.features)
    for (const auto& r : setup.noDataAreas) CHECK_FALSE(pointInPolygon(r, centroidOf(f.points)));
  // The Round Tops: a hill at or next to the table's centre (Little Round Top), with a crest.
  bool lrt = false;
  for (const auto& f : setup.features) {
    bool hill = f.terrain == TerrainClass::HillGentle || f.terrain == TerrainClass::HillDifficult;
    if (hill && (pointInPolygon(f.points, {6000, 3000}) ||
                 distanceToBoundary(f.points, {6000, 3000}) < 300)) {
      lrt = true;
      CHECK_FALSE(f.crest.empty());
    }
  }
  CHECK(lrt);
  for (const auto& f : setup.features)
    for (Vec2 p : f.points) {
      CHECK(p.x >= -0.01);
      CHECK(p.x <= 12000.01);
    }
}

TEST_CASE(
    "Little Round Top: asked to, the book's procedure fills the part without "
    "data" HFG_NEEDS_SHARED_DATA) {
  TableSources sources;
  sources.demPaths = {test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif")};
  auto request = littleRoundTop();
  request.facingDegrees = 0;
  request.fillByTheBook = true;
  request.seed = 7;
  TableSetup setup = buildTableFromMap(sources, request);
  int book = 0;
  for (const auto& f : setup.features)
    if (f.origin == FeatureOrigin::Book) {
      ++book;
      for (Vec2 p : f.points) {
        bool inside = false;
        for (const auto& r : setup.noDataAreas)
          inside = inside || pointInPolygon(r, p) || distanceToBoundary(r, p) < 1;
        CHECK(inside);
      }
    }
  CHECK(book > 0);
  CHECK(anyDeparture(setup, "filled by the book's procedure"));
}

TEST_CASE("a table off the map is refused with the sources' extent" HFG_NEEDS_SHARED_DATA) {
  TableSources sources;
  sources.demPaths = {test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif")};
  auto request = littleRoundTop();
  request.centre = {-77.0, 39.79};
  try {
    buildTableFromMap(sources, request);
    FAIL("built a table off the map");
  } catch (const MapError& e) {
    std::string what = e.what();
    CHECK(what.find("off the map") != std::string::npos);
    CHECK(what.find("-77.0000,39.7900") != std::string::npos);
    CHECK(what.find("gettysburg_dem_3dep_terrarium_z14.tif: lon -77.27") != std::string::npos);
  }
}

TEST_CASE("a folder without any map source is refused by name") {
  test::TempDir dir("empty_sources");
  try {
    findTableSources(dir.path().string());
    FAIL("found sources in an empty folder");
  } catch (const MapError& e) {
    CHECK(std::string(e.what()).find("no DEM, vector layers or hfg map found") !=
          std::string::npos);
  }
  CHECK_THROWS_AS(findTableSources(dir.file("missing")), MapError);
}

TEST_CASE(
    "north of Bayreuth: woods, roads, streams and named BUA from the OSM layers, departures "
    "listed" HFG_NEEDS_SHARED_DATA) {
  TableSources sources;
  sources.vectorPaths = {test::sharedFile("north_bayreuth_layers_utm32n.gpkg")};
  sources.demPaths = {test::sharedFile("N49E011.hgt"), test::sharedFile("N50E011.hgt")};
  MapTableRequest request;
  request.centre = {11.543, 50.009};
  request.size = TableSize::Standard;
  TableSetup setup = buildTableFromMap(sources, request);
  int woods = 0, roads = 0, water = 0, namedBua = 0;
  for (const auto& f : setup.features) {
    woods += f.terrain == TerrainClass::Woods;
    roads += f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad;
    water += f.terrain == TerrainClass::Stream || f.terrain == TerrainClass::River;
    if (f.terrain == TerrainClass::BUA && !f.name.empty()) {
      ++namedBua;
      Across a = acrossOf(f.points);
      CHECK(a.least ==
            doctest::Approx(500).epsilon(0.01));  // a 500 p square unless cut by the edge
    }
    if (f.terrain == TerrainClass::RoadBad) CHECK(polylineLength(f.points) >= 1000 * 0.95);
  }
  CHECK(woods > 5);
  CHECK(roads > 5);
  CHECK(water > 0);
  CHECK(namedBua > 5);
  CHECK(setup.noDataAreas.empty());
  CHECK(anyDeparture(setup, "where the book allows 6 of any single type (real ground kept)"));
  CHECK(anyDeparture(
      setup, "bad-road pieces shorter than 1000 p (lanes and tracks) are left off the table"));
  CHECK_FALSE(anyDeparture(setup, "no vector source"));
}

TEST_CASE("a window with data but no terrain at all is refused unless the book fills it") {
  TableSources sources;
  StageMap map;
  map.frame = makeUtmFrame({11.0, 50.0, 12.0, 51.0});
  FrameProjector projector(map.frame, "EPSG:4326");
  Vec2 centre = projector.toLocal(Vec2{11.5, 50.5});
  // Two unnamed junctions far apart: the map covers the window but holds nothing in it.
  map.nodes.push_back({"n1", "", centre - Vec2{20000, 20000}, std::nullopt, false, false, {}});
  map.nodes.push_back({"n2", "", centre + Vec2{20000, 20000}, std::nullopt, false, false, {}});
  sources.map = map;
  sources.mapPath = "empty_map.json";
  MapTableRequest request;
  request.centre = {11.5, 50.5};
  try {
    buildTableFromMap(sources, request);
    FAIL("built a table with no terrain");
  } catch (const MapError& e) {
    CHECK(std::string(e.what()).find("no terrain at 11.5000,50.5000") != std::string::npos);
  }
  request.fillByTheBook = true;
  TableSetup filled = buildTableFromMap(sources, request);
  CHECK(filled.noDataAreas.empty());
  CHECK(filled.features.size() >= 10);
  for (const auto& f : filled.features) CHECK(f.origin == FeatureOrigin::Book);
  CHECK(anyDeparture(filled, "because the map holds no terrain in the window"));
}

TEST_CASE("HILLS: a wide gentle hill's plateau edge lies 500 p inside its outline") {
  Polyline square{{0, 0}, {2000, 0}, {2000, 2000}, {0, 2000}};
  auto plateau = plateauEdge(square);
  REQUIRE(plateau);
  CHECK(plateau->front() == plateau->back());
  Polyline ring(plateau->begin(), plateau->end() - 1);
  CHECK(areaOf(ring) == doctest::Approx(1000.0 * 1000).epsilon(0.01));
  for (Vec2 p : ring) CHECK(distanceToBoundary(square, p) == doctest::Approx(500).epsilon(0.01));
  CHECK_FALSE(
      plateauEdge({{0, 0}, {900, 0}, {900, 900}, {0, 900}}));  // under 1,000 p: nothing left
}
