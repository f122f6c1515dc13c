// C-8 planning: shortest routes by stages over open links, fast on a large map.
#include "core/campaign/route_planner.h"

#include <doctest/doctest.h>

#include <chrono>

#include "core/campaign/map_rules.h"
#include "fixture.h"

using namespace hfg;

TEST_CASE("C-8 the planner finds the shortest route by stages, not by links") {
  test::CampaignFixture fx;
  fx.node("a", 0, 0).node("b", 12, 0).node("c", 24, 0).node("d", 12, 12);
  fx.link("a", "b", LinkKind::GoodRoad, 1).link("b", "c", LinkKind::GoodRoad, 1.5);
  fx.link("a", "d", LinkKind::BadRoad, 1).link("d", "c", LinkKind::GoodRoad, 1);
  CampaignState st = fx.start();
  RoutePlanner planner(fx.scenario.map);
  auto road = openLinks(fx.scenario.map, st, Travel::Road);
  auto r = planner.shortest("a", "c", road);
  REQUIRE(r);
  CHECK(r->nodes == std::vector<std::string>{"a", "d", "c"});
  CHECK(r->links == std::vector<std::string>{"a-d", "d-c"});
  CHECK(r->stages == doctest::Approx(2.0));
  // Blocking d sends it the other way (2.5 stages).
  std::vector<char> blocked(fx.scenario.map.nodes.size(), 0);
  blocked[static_cast<std::size_t>(planner.nodeIndex("d"))] = 1;
  r = planner.shortest("a", "c", road, &blocked);
  REQUIRE(r);
  CHECK(r->nodes == std::vector<std::string>{"a", "b", "c"});
  CHECK(r->stages == doctest::Approx(2.5));
  CHECK_FALSE(planner.shortest("a", "nowhere", road));
}

TEST_CASE("C-3 a broken bridge closes its road to the planner") {
  test::CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.scenario.map.links[1].bridge = BridgeState::Intact;
  fx.scenario.map.links[1].riverName = "Elbe";
  CampaignState st = fx.start();
  RoutePlanner planner(fx.scenario.map);
  CHECK(planner.shortest("a", "c", openLinks(fx.scenario.map, st, Travel::Road)));
  st.bridges.push_back({"b-c", BridgeState::Broken, 0, Period::Morning, ""});
  CHECK_FALSE(planner.shortest("a", "c", openLinks(fx.scenario.map, st, Travel::Road)));
  // A railway is not a road (C-2).
  CHECK_FALSE(planner.shortest("a", "b", openLinks(fx.scenario.map, st, Travel::Rail)));
}

TEST_CASE("C-8 the planner handles 5,000 nodes and 8,000 links fast") {
  // A 50 x 100 grid: 5,000 nodes; 4,950 links along the rows and 3,050 between rows in a fixed
  // pattern (about 62 per pair of rows), 8,000 in all.
  StageMap map;
  const int w = 100;
  const int h = 50;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      StageNode n;
      n.id = "n" + std::to_string(y * w + x);
      n.position = {x * 12000.0, y * 12000.0};
      map.nodes.push_back(n);
    }
  auto add = [&](int a, int b, double stages) {
    StageLink l;
    l.id = "l" + std::to_string(map.links.size());
    l.from = "n" + std::to_string(a);
    l.to = "n" + std::to_string(b);
    l.stages = stages;
    map.links.push_back(l);
  };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x + 1 < w; ++x)
      add(y * w + x, y * w + x + 1, 1.0 + ((x * 7 + y * 3) % 5) * 0.25);
  for (int y = 0; y + 1 < h && map.links.size() < 8000; ++y)
    for (int x = 0; x < w && map.links.size() < 8000; ++x)
      if ((x + y) % 8 < 5) add(y * w + x, (y + 1) * w + x, 1.0);
  REQUIRE(map.nodes.size() == 5000);
  REQUIRE(map.links.size() == 8000);
  RoutePlanner planner(map);
  std::vector<char> open(map.links.size(), 1);
  const auto t0 = std::chrono::steady_clock::now();
  int found = 0;
  for (int i = 0; i < 100; ++i) {
    auto r = planner.shortest("n" + std::to_string(i), "n" + std::to_string(4999 - i * 3), open);
    if (r) ++found;
  }
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  CHECK(found == 100);
  // 100 full-map queries; a binary-heap Dijkstra does this in a few ms; allow a slow CI machine.
  CHECK(ms < 2000.0);
  // Hand check: row 0 links cost 1 + ((7x) mod 5) / 4: n0-n1 1, n1-n2 1.5, n2-n3 2, n3-n4 1.25,
  // 5.75 in all; any detour through row 1 adds 2 stages of cross links and saves less.
  auto r = planner.shortest("n0", "n4", open);
  REQUIRE(r);
  CHECK(r->stages == doctest::Approx(5.75));
}
