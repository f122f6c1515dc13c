// Approach marches by road: columns are found, and a column on a road marches along it towards its objective at no PIP (T-1, T-6, B-7, B-8).
#include <doctest/doctest.h>

#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/computer_generals.h"
#include "core/battle/hfg/ai/order_check.h"
#include "core/battle/hfg/ai/road_march.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

/// Blue's three foot in column on a north-south road at x 3,000, the head's front at y 900,
/// facing north; red's line 3,300 p away at y 4,200. The road bends north-east at y 2,000.
Battle columnOnRoad(int pips = 6) {
  GeneratedBattle g;
  g.armies[0].foot = 3;
  g.armies[0].mounted = 0;
  g.armies[1].foot = 3;
  g.armies[1].mounted = 0;
  BattleSetup s = generateBattle(g);
  BattleTerrainFeature road;
  road.id = "road1";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{3000, 0}, {3000, 2000}, {4000, 3000}};
  s.terrain.push_back(road);
  double y = 900;
  for (const char* id : {"b-1", "b-2", "b-3"})
    for (auto& p : s.elements)
      if (p.id == id) {
        p.footprint.frontMid = {3000, y};
        p.footprint.headingDeg = 90;
        y -= p.footprint.depthPaces;
      }
  // The general just behind the column, within his easy command distance of all of it.
  for (auto& p : s.elements)
    if (p.id == "b1-cp") {
      p.footprint.frontMid = {3300, 500};
      p.footprint.headingDeg = 90;
    }
  Battle b(s);
  for (const auto& c : b.side(0).commands) b.pipsLeft(c.id) = pips;
  return b;
}

}  // namespace

TEST_CASE("B-8: columnsOf finds the column head first and leaves others as columns of one") {
  Battle b = columnOnRoad();
  const std::vector<std::size_t> movers{*b.find("b-3"), *b.find("b-1"), *b.find("b-2")};
  const auto cols = columnsOf(b, movers);
  REQUIRE(cols.size() == 1);
  CHECK(cols.front() == std::vector<std::size_t>{*b.find("b-1"), *b.find("b-2"), *b.find("b-3")});
  // Apart, each is a column of one.
  const auto two = columnsOf(b, {*b.find("b-1"), *b.find("b-3")});
  CHECK(two.size() == 2);
}

TEST_CASE(
    "T-1, T-6, B-7: a column on a road far from the enemy marches along it, the first march free") {
  Battle b = columnOnRoad();
  const std::vector<std::size_t> column{*b.find("b-1"), *b.find("b-2"), *b.find("b-3")};
  // 600 p (Bayonets marching, T-1 row 8) straight up the road: the head ends at y 1,500.
  const auto o = roadMarchOrder(b, column, {3500, 4200}, {}, 600, 700);
  REQUIRE(o.has_value());
  CHECK(o->elementIds == std::vector<std::string>{"b-1", "b-2", "b-3"});
  CHECK(o->kind == MoveKind::March);
  REQUIRE(o->path.size() == 1);
  CHECK(o->path.back().x == doctest::Approx(3000));
  CHECK(o->path.back().y == doctest::Approx(1500));
  // Beyond the bend: 1,300 p takes the head past (3,000, 2,000) and 200 p on towards the north-east.
  const auto far = roadMarchOrder(b, column, {4000, 4200}, {}, 1300, 700);
  REQUIRE(far.has_value());
  REQUIRE(far->path.size() == 2);
  CHECK(far->path[0].y == doctest::Approx(2000));
  CHECK(distance(far->path[1], Vec2{3000, 2000}) == doctest::Approx(200));
  // The road leads away from an objective due west: no march by it.
  CHECK_FALSE(roadMarchOrder(b, column, {-3000, 900}, {}, 600, 700).has_value());

  // The generals give it, and the engine prices it at no PIP (wholly by road).
  ComputerGenerals generals;
  const auto order = generals.nextOrder(b);
  REQUIRE(order.has_value());
  bool roadMarch = false;
  for (const auto& t : generals.tasks()) roadMarch = roadMarch || t.what == "road march";
  CHECK(roadMarch);
  CHECK(order->elementIds.size() == 3);
  const auto plan = legalPlan(b, *order);
  REQUIRE(plan.has_value());
  CHECK(plan->byRoad);
  CHECK(plan->cost.total == 0);
}

TEST_CASE("B-21: a road march stops 700 p short of a known enemy") {
  Battle b = columnOnRoad();
  const std::vector<std::size_t> column{*b.find("b-1"), *b.find("b-2"), *b.find("b-3")};
  // An enemy astride the road at y 2,300: the head may come to 700 p of it, y 1,600 at most
  // (an element footprint's front edge, in 50 p steps).
  Footprint enemy = b.elements()[*b.find("r-1")].footprint;
  enemy.frontMid = {3000, 2300};
  enemy.headingDeg = 270;
  const auto o =
      roadMarchOrder(b, column, {3000, 4200}, {shapeOf(enemy, *b.find("r-1"))}, 1200, 700);
  REQUIRE(o.has_value());
  CHECK(o->path.back().y <= 1600 + 1e-6);
  CHECK(o->path.back().y >= 1550 - 1e-6);
}
