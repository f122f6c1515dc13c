// C-8 planning: the indexed planner gives exactly the routes of a plain reference Dijkstra.
#include <doctest/doctest.h>

#include <limits>
#include <string>
#include <vector>

#include "core/campaign/route_planner.h"
#include "core/dice/dice.h"

using namespace hfg;

namespace {

/// A random map: `n` nodes, `m` links between random ends (parallel links and loops included),
/// lengths in quarter stages from 0.25 to 2.5 so that many routes tie; with `zeroLengths` some
/// links are 0 long (the validator refuses them; the planner must still agree).
StageMap randomMap(Dice& dice, int n, int m, bool zeroLengths) {
  StageMap map;
  for (int i = 0; i < n; ++i) {
    StageNode node;
    node.id = "n" + std::to_string(i);
    map.nodes.push_back(node);
  }
  for (int l = 0; l < m; ++l) {
    StageLink link;
    link.id = "l" + std::to_string(l);
    link.from = "n" + std::to_string(dice.roll(n) - 1);
    link.to = "n" + std::to_string(dice.roll(n) - 1);
    link.stages = 0.25 * (zeroLengths ? dice.roll(11) - 1 : dice.roll(10));
    map.links.push_back(link);
  }
  return map;
}

/// The textbook O(V²) Dijkstra, written from the planner's documented tie-break: settle the
/// unsettled node of least (distance, index); relax its links in map order, taking a new
/// predecessor only on a strictly shorter distance; stop when the goal is settled.
IndexRoute referenceRoute(const StageMap& map, int from, int to, const std::vector<char>& open,
                          const std::vector<char>& blocked) {
  const auto n = map.nodes.size();
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> dist(n, inf);
  std::vector<int> prev(n, -1);
  std::vector<int> via(n, -1);
  std::vector<char> settled(n, 0);
  auto index = [&](const std::string& id) { return std::stoi(id.substr(1)); };
  dist[static_cast<std::size_t>(from)] = 0;
  for (;;) {
    int u = -1;
    for (std::size_t v = 0; v < n; ++v)
      if (!settled[v] && dist[v] < inf && (u < 0 || dist[v] < dist[static_cast<std::size_t>(u)]))
        u = static_cast<int>(v);
    if (u < 0) break;
    settled[static_cast<std::size_t>(u)] = 1;
    if (u == to) break;
    for (std::size_t l = 0; l < map.links.size(); ++l) {
      if (!open[l]) continue;
      const int a = index(map.links[l].from);
      const int b = index(map.links[l].to);
      // A link is an arc from each end; a loop gives two arcs back to the node itself.
      for (int v : {a == u ? b : -1, b == u ? a : -1}) {
        if (v < 0) continue;
        const auto vi = static_cast<std::size_t>(v);
        if (settled[vi] || (blocked[vi] && v != to)) continue;
        const double nd = dist[static_cast<std::size_t>(u)] + map.links[l].stages;
        if (nd < dist[vi]) {
          dist[vi] = nd;
          prev[vi] = u;
          via[vi] = static_cast<int>(l);
        }
      }
    }
  }
  IndexRoute route;
  if (dist[static_cast<std::size_t>(to)] == inf) return route;
  route.stages = dist[static_cast<std::size_t>(to)];
  for (int v = to; v != -1; v = prev[static_cast<std::size_t>(v)]) {
    route.nodes.insert(route.nodes.begin(), v);
    if (v != from) route.links.insert(route.links.begin(), via[static_cast<std::size_t>(v)]);
  }
  return route;
}

}  // namespace

TEST_CASE("C-8 the planner's routes equal a reference Dijkstra's on random maps") {
  Dice dice(20261129);
  int compared = 0;
  int found = 0;
  for (int graph = 0; graph < 40; ++graph) {
    const int n = 2 + dice.roll(60);
    const StageMap map = randomMap(dice, n, n + dice.roll(3 * n), graph % 4 == 3);
    const RoutePlanner planner(map);
    IndexRoute ours;  // reused across queries, as the engine does
    for (int q = 0; q < 25; ++q) {
      std::vector<char> open(map.links.size());
      for (auto& o : open) o = dice.roll(6) > 1 ? 1 : 0;  // about one link in six closed
      std::vector<char> blocked(map.nodes.size());
      for (auto& b : blocked) b = dice.roll(10) == 1 ? 1 : 0;
      const int from = dice.roll(n) - 1;
      const int to = dice.roll(n) - 1;
      const IndexRoute expected = referenceRoute(map, from, to, open, blocked);
      const bool ok = planner.shortest(from, to, open, &blocked, ours);
      CAPTURE(graph);
      CAPTURE(q);
      REQUIRE(ok == !expected.nodes.empty());
      CHECK(ours.nodes == expected.nodes);
      CHECK(ours.links == expected.links);
      CHECK(ours.stages == expected.stages);
      // The string form names the same route.
      const auto named =
          planner.shortest(map.nodes[static_cast<std::size_t>(from)].id,
                           map.nodes[static_cast<std::size_t>(to)].id, open, &blocked);
      REQUIRE(named.has_value() == ok);
      if (ok) {
        ++found;
        REQUIRE(named->nodes.size() == ours.nodes.size());
        for (std::size_t i = 0; i < ours.nodes.size(); ++i)
          CHECK(named->nodes[i] == map.nodes[static_cast<std::size_t>(ours.nodes[i])].id);
        for (std::size_t i = 0; i < ours.links.size(); ++i)
          CHECK(named->links[i] == map.links[static_cast<std::size_t>(ours.links[i])].id);
      }
      ++compared;
    }
  }
  CHECK(compared == 1000);
  CHECK(found > 300);  // the maps are connected enough that most queries have a route
}

TEST_CASE("C-8 routes towards a goal asked for again (its kept distance field) stay the same") {
  // From the second search towards a goal over the same open links the planner prunes with the
  // goal's distance field; every start must still get the reference route, ties included.
  Dice dice(20261201);
  int compared = 0;
  for (int graph = 0; graph < 30; ++graph) {
    const int n = 2 + dice.roll(80);
    const StageMap map = randomMap(dice, n, n + dice.roll(3 * n), graph % 4 == 3);
    const RoutePlanner planner(map);
    IndexRoute ours;
    for (int goal = 0; goal < 4; ++goal) {
      std::vector<char> open(map.links.size());
      for (auto& o : open) o = dice.roll(6) > 1 ? 1 : 0;
      std::vector<char> blocked(map.nodes.size());
      for (auto& b : blocked) b = dice.roll(10) == 1 ? 1 : 0;
      const std::vector<char> none(map.nodes.size(), 0);
      const int to = dice.roll(n) - 1;
      for (int round = 0; round < 2; ++round)
        for (int from = 0; from < n; ++from) {
          // Mostly unblocked (the pruned case); now and then blocked nodes, which are searched
          // whole but may use the field to see that there is no route.
          const bool useBlocked = from % 5 == 4;
          const IndexRoute expected =
              referenceRoute(map, from, to, open, useBlocked ? blocked : none);
          const bool ok = planner.shortest(from, to, open, useBlocked ? &blocked : nullptr, ours);
          CAPTURE(graph);
          CAPTURE(to);
          CAPTURE(from);
          REQUIRE(ok == !expected.nodes.empty());
          CHECK(ours.nodes == expected.nodes);
          CHECK(ours.links == expected.links);
          CHECK(ours.stages == expected.stages);
          ++compared;
        }
      // Another set of open links towards the same goal is another field.
      for (auto& o : open) o = o ? (dice.roll(8) > 1 ? 1 : 0) : 0;
      for (int from = 0; from < n; ++from) {
        const IndexRoute expected = referenceRoute(map, from, to, open, none);
        REQUIRE(planner.shortest(from, to, open, nullptr, ours) == !expected.nodes.empty());
        CHECK(ours.nodes == expected.nodes);
        CHECK(ours.links == expected.links);
        ++compared;
      }
    }
  }
  CHECK(compared > 5000);
}

TEST_CASE("C-8 the indexed planner breaks ties by node index and refuses bad indices") {
  // A diamond: a-b-d and a-c-d both 2 stages; b has the lower index, so the route runs by b.
  StageMap map;
  for (const char* id : {"a", "b", "c", "d"}) {
    StageNode node;
    node.id = id;
    map.nodes.push_back(node);
  }
  auto link = [&](const char* a, const char* b) {
    StageLink l;
    l.id = std::string(a) + b;
    l.from = a;
    l.to = b;
    l.stages = 1;
    map.links.push_back(l);
  };
  link("a", "c");
  link("c", "d");
  link("a", "b");
  link("b", "d");
  const RoutePlanner planner(map);
  const std::vector<char> open(map.links.size(), 1);
  IndexRoute route;
  REQUIRE(planner.shortest(0, 3, open, nullptr, route));
  CHECK(route.nodes == std::vector<int>{0, 1, 3});
  CHECK(route.links == std::vector<int>{2, 3});
  CHECK(route.stages == 2.0);
  // From a node to itself: a route of one node and no link.
  REQUIRE(planner.shortest(2, 2, open, nullptr, route));
  CHECK(route.nodes == std::vector<int>{2});
  CHECK(route.links.empty());
  CHECK_FALSE(planner.shortest(-1, 3, open, nullptr, route));
  CHECK_FALSE(planner.shortest(0, 4, open, nullptr, route));
  CHECK(route.nodes.empty());
}
