// Table set-up files ("hfg-table" version 1): round trip, edge sections, clear errors.
#include <doctest/doctest.h>

#include <cmath>

#include "core/io/load_error.h"
#include "core/io/table_io.h"
#include "io_test_support.h"

using namespace hfg;

namespace {

TableSetup fullTable() {
  TableSetup t;
  t.name = "Little Round Top";
  t.size = TableSize::Wide;
  t.extent = extentOf(TableSize::Wide);
  t.seed = 1863;
  t.ground = TableGround{"PROJCS[\"x\"]",
                         {310000, 4407000},
                         {-77.2366, 39.7925},
                         270,
                         271.4,
                         0.75,
                         "scan.tif",
                         "poly1",
                         317};
  t.defender = "union";
  t.attacker = "csa";
  t.features.push_back({"hill-1",
                        TerrainClass::HillDifficult,
                        "Little Round Top",
                        {{100, 100}, {900, 100}, {900, 700}},
                        {{200, 400}, {800, 400}},
                        0,
                        FeatureOrigin::Map,
                        3});
  t.features.push_back({"road-1",
                        TerrainClass::RoadGood,
                        "Taneytown Road",
                        {{0, 0}, {18000, 6000}},
                        {},
                        150,
                        FeatureOrigin::Attacker,
                        0});
  t.noDataAreas.push_back({{0, 0}, {1000, 0}, {1000, 6000}, {0, 6000}});
  t.zones.push_back({"union", {1200, 0}, {16800, 3000}});
  t.elements.push_back({"union", "c1", "e1", TroopType::Muskets, {5000, 1000}, 0, 400, 200});
  t.arrivals.push_back({"arr-1", "union", "road-1", {0, 0}, "south"});
  t.preparations.push_back({"sp-1", "union", PreparationKind::StrongPoint, {4000, 2000}, 0, 250});
  t.departures.push_back({"BATTLEFIELD TERRAIN: HILLS", "hill-1", "wider than 4,000 p"});
  return t;
}

}  // namespace

TEST_CASE("hfg-table round trip keeps every field") {
  test::ScratchFolder folder("table_io");
  TableSetup t = fullTable();
  saveTableSetup(t, folder / "table.json");
  TableSetup back = loadTableSetup(folder / "table.json");
  CHECK(back == t);
  CHECK(test::readText(folder / "table.json").find("\"format\": \"hfg-table\"") !=
        std::string::npos);
}

TEST_CASE("hfg-table: an unknown terrain class is refused with the field's path") {
  test::ScratchFolder folder("table_io_bad");
  std::string text = tableSetupJson(fullTable());
  auto at = text.find("\"hill_difficult\"");
  REQUIRE(at != std::string::npos);
  text.replace(at, 16, "\"mountain\"");
  test::writeText(folder / "bad.json", text);
  try {
    loadTableSetup(folder / "bad.json");
    FAIL("loaded a bad terrain class");
  } catch (const LoadError& e) {
    std::string what = e.what();
    CHECK(what.find("features[0].terrain") != std::string::npos);
    CHECK(what.find("hill_gentle") != std::string::npos);
  }
}

TEST_CASE("B-51 edge sections 1-6 run clockwise from the west short edge") {
  TableExtent e = extentOf(TableSize::Standard);
  CHECK(e.widthPaces == 12000);
  CHECK(e.depthPaces == 6000);
  CHECK(extentOf(TableSize::Paired).depthPaces == 12000);
  CHECK(nearestEdgeSection(e, {100, 3000}) == 1);
  CHECK(nearestEdgeSection(e, {3000, 5900}) == 2);
  CHECK(nearestEdgeSection(e, {9000, 5900}) == 3);
  CHECK(nearestEdgeSection(e, {11900, 3000}) == 4);
  CHECK(nearestEdgeSection(e, {9000, 100}) == 5);
  CHECK(nearestEdgeSection(e, {3000, 100}) == 6);
  CHECK(distanceToEdgeSection(e, 3, {3000, 5000}) == doctest::Approx(std::hypot(3000.0, 1000.0)));
}
