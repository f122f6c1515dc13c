// C-19: where a road from the battlefield leaves the table, hand-worked.
#include <doctest/doctest.h>

#include "../../core/campaign/fixture.h"
#include "maps/campaign_battles/road_entry.h"

using namespace hfg;
using namespace hfg::maps;

TEST_CASE("C-19 exitPoint: a segment from inside the table leaves it on the edge it crosses") {
  const TableExtent e{12000, 6000};
  auto p = exitPoint(e, {6000, 3000}, {6000, 10000});
  REQUIRE(p);
  CHECK(p->x == doctest::Approx(6000));
  CHECK(p->y == doctest::Approx(6000));
  p = exitPoint(e, {6000, 3000}, {-6000, 3000});
  REQUIRE(p);
  CHECK(p->x == doctest::Approx(0));
  CHECK(p->y == doctest::Approx(3000));
  // Corner: both limits at t = 0.5.
  p = exitPoint(e, {6000, 3000}, {18000, 9000});
  REQUIRE(p);
  CHECK(p->x == doctest::Approx(12000));
  CHECK(p->y == doctest::Approx(6000));
  CHECK_FALSE(exitPoint(e, {6000, 3000}, {7000, 4000}));  // stays on the table
  CHECK_FALSE(exitPoint(e, {-100, 3000}, {-200, 3000}));  // starts off it
}

TEST_CASE(
    "C-19 roadEntry: roads to the nodes ahead and behind enter by the north and south edges") {
  test::CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e"});  // 12 km apart along x (east)
  const Vec2 field = fx.scenario.map.findNode("c")->position;
  // Table north faces east (towards d): 12 km = 16,000 p, far beyond the 3,000 p to the edge.
  const TableWindow window(field, 90, TableExtent{12000, 6000});
  auto north = roadEntry(fx.scenario.map, window, field, "c-d", "d");
  REQUIRE(north);
  CHECK(north->edge == "north");
  CHECK(north->position.x == doctest::Approx(6000));
  CHECK(north->position.y == doctest::Approx(6000));
  CHECK(north->inward.y == doctest::Approx(-1));
  auto south = roadEntry(fx.scenario.map, window, field, "b-c", "b");
  REQUIRE(south);
  CHECK(south->edge == "south");
  CHECK(south->position.x == doctest::Approx(6000));
  CHECK(south->position.y == doctest::Approx(0));
  // No link: straight towards the node; nothing at all: no entry.
  auto straight = roadEntry(fx.scenario.map, window, field, "", "e");
  REQUIRE(straight);
  CHECK(straight->edge == "north");
  CHECK_FALSE(roadEntry(fx.scenario.map, window, field, "nowhere", "nothing"));
}

TEST_CASE("C-19 roadEntry: a road leaving sideways enters by a short edge") {
  test::CampaignFixture fx;
  fx.node("c", 0, 0).node("n", 0, 12);  // n is 12 km north of c
  fx.link("c", "n");
  const Vec2 field = fx.scenario.map.findNode("c")->position;
  const TableWindow window(field, 90, TableExtent{12000, 6000});  // table north = east
  auto entry = roadEntry(fx.scenario.map, window, field, "c-n", "n");
  REQUIRE(entry);
  // Grid north is to the table's left: the west short edge, half way up.
  CHECK(entry->edge == "west");
  CHECK(entry->position.x == doctest::Approx(0));
  CHECK(entry->position.y == doctest::Approx(3000));
  CHECK(entry->inward.x == doctest::Approx(1));
}
