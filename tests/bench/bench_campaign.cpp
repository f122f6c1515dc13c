// A generated campaign (up to 5,000 nodes, 8,000 links, 1,000 forces) run for 60 days, and
// route planning (C-8) side by side with Boost.Graph's Dijkstra on the same graph.
#include <benchmark/benchmark.h>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <cstdlib>
#include <string>
#include <vector>

#include "core/campaign/campaign_engine.h"
#include "core/io/campaign_io.h"
#include "core/campaign/route_planner.h"

namespace {

constexpr int kForces = 1000;
constexpr int kDays = 60;
constexpr int kWidth = 100;  ///< nodes per row of the generated grid

/// A grid of `nodeCount` nodes 12 km apart, every row chained by good roads and some columns
/// joined, so that links ≈ 1.6 × nodes (5,000 nodes → 8,000 links).
hfg::StageMap generatedMap(int nodeCount) {
  hfg::StageMap map;
  const int h = nodeCount / kWidth;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < kWidth; ++x) {
      hfg::StageNode n;
      n.id = "n" + std::to_string(y * kWidth + x);
      n.name = "Node " + n.id;
      n.position = {x * 12000.0, y * 12000.0};
      map.nodes.push_back(n);
    }
  auto add = [&](int a, int b, double stages, hfg::LinkKind kind) {
    hfg::StageLink l;
    l.id = "l" + std::to_string(map.links.size());
    l.from = "n" + std::to_string(a);
    l.to = "n" + std::to_string(b);
    l.stages = stages;
    l.kind = kind;
    map.links.push_back(l);
  };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x + 1 < kWidth; ++x)
      add(y * kWidth + x, y * kWidth + x + 1, 1.0 + ((x * 7 + y * 3) % 5) * 0.25,
          (x + y) % 4 == 0 ? hfg::LinkKind::BadRoad : hfg::LinkKind::GoodRoad);
  const std::size_t target = static_cast<std::size_t>(nodeCount) * 8 / 5;
  for (int y = 0; y + 1 < h && map.links.size() < target; ++y)
    for (int x = 0; x < kWidth && map.links.size() < target; ++x)
      if ((x + y) % 8 < 5) add(y * kWidth + x, (y + 1) * kWidth + x, 1.0, hfg::LinkKind::GoodRoad);
  return map;
}

/// Two sides of 500 forces, each force one command of six elements. West starts in the
/// left columns and marches east, East the reverse.
hfg::Scenario generatedScenario(int nodeCount) {
  hfg::Scenario scenario;
  scenario.name = "generated";
  scenario.map = generatedMap(nodeCount);
  scenario.settings.startDate = {1866, 6, 1};
  scenario.settings.seed = 1866;
  scenario.settings.lastDay = kDays;
  const int h = nodeCount / kWidth;
  for (const char* sideId : {"west", "east"}) {
    hfg::ScenarioSide side;
    side.orbat.id = sideId;
    side.orbat.name = sideId;
    hfg::Army army;
    army.id = std::string(sideId) + "-army";
    side.orbat.commanderInChiefArmy = army.id;
    for (int f = 0; f < kForces / 2; ++f) {
      hfg::Command c;
      c.id = std::string(sideId) + "-c" + std::to_string(f);
      c.name = c.id;
      for (int e = 0; e < 6; ++e) {
        hfg::Element el;
        el.id = c.id + "-" + std::to_string(e);
        el.type = e < 4 ? hfg::TroopType::Bayonets : hfg::TroopType::Rifled;
        c.elements.push_back(el);
      }
      army.commands.push_back(c);
      const bool west = std::string(sideId) == "west";
      // Spread over the 20 columns at the side's edge: C-13 lets only 2 commands take a stage
      // per period, so a crowded start would measure queueing, not marching.
      const int x = west ? f % 20 : kWidth - 1 - f % 20;
      const int y = (f / 20) % h;
      scenario.startPositions.push_back(
          {"f-" + c.id, "Force " + c.id, sideId, {c.id}, "n" + std::to_string(y * kWidth + x)});
    }
    army.commanderCommand = army.commands.front().id;
    side.orbat.armies.push_back(army);
    scenario.sides.push_back(side);
  }
  return scenario;
}

/// Each force marches on a fixed objective on the far side (C-8 goals; the engine plans).
std::vector<hfg::SideOrders> goalOrders(const hfg::Scenario& scenario,
                                        const hfg::CampaignState& state) {
  const int h = static_cast<int>(scenario.map.nodes.size()) / kWidth;
  std::vector<hfg::SideOrders> orders(2);
  orders[0].side = "west";
  orders[1].side = "east";
  for (auto& o : orders) o.day = state.day;
  int i = 0;
  for (const auto& force : state.forces) {
    if (force.inBattle || !force.embarkedOn.empty()) continue;  // on a link: goes on from it
    const bool west = force.side == "west";
    const int y = (i++ * 7) % h;
    hfg::ForceOrder order;
    order.force = force.id;
    order.goal = hfg::Goal{hfg::GoalKind::MarchTo,
                           "n" + std::to_string(y * kWidth + (west ? kWidth - 1 : 0)), false};
    orders[west ? 0 : 1].forces.push_back(order);
  }
  return orders;
}

/// Runs `days` days of the generated campaign of `nodes` nodes, once per iteration.
void runCampaignDays(benchmark::State& bench, int nodes, int days) {
  const hfg::Scenario scenario = generatedScenario(nodes);
  for (auto _ : bench) {
    hfg::CampaignState state = hfg::makeInitialState(scenario);
    hfg::Dice dice(state.rngState);
    hfg::CampaignEngine engine(scenario, state, dice);
    for (int day = 0; day < days; ++day) {
      auto errors = engine.runDay(goalOrders(scenario, state));
      if (!errors.empty()) {
        bench.SkipWithError(hfg::describe(errors.front()).c_str());
        return;
      }
    }
    benchmark::DoNotOptimize(state.log.size());
    // HFG_BENCH_STATE_DIR=DIR saves each run's final state there, so that a speed change can be
    // shown to leave the campaign byte-identical (cmp the files of two builds).
    if (const char* dir = std::getenv("HFG_BENCH_STATE_DIR")) {
      state.scenarioFile = "generated.json";  // a save names its scenario; this one is in memory
      hfg::saveCampaignState(state, std::string(dir) + "/campaign-" + std::to_string(nodes) + "-" +
                                        std::to_string(days) + ".json");
    }
    bench.counters["battles"] = static_cast<double>(state.nextBattleNumber - 1);
    bench.counters["events"] = static_cast<double>(state.log.size());
  }
  bench.counters["days_per_second"] =
      benchmark::Counter(static_cast<double>(days), benchmark::Counter::kIsIterationInvariantRate);
  bench.counters["links"] = static_cast<double>(scenario.map.links.size());
}

void BM_Campaign60Days(benchmark::State& bench) {
  runCampaignDays(bench, static_cast<int>(bench.range(0)), kDays);
}
BENCHMARK(BM_Campaign60Days)
    ->Arg(1000)
    ->Arg(2000)
    ->Arg(5000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

/// The first N days only: short enough to count instructions under callgrind (a noisy shared
/// machine makes instruction counts the steadier ratio), same map and orders.
void BM_CampaignDays(benchmark::State& bench) {
  runCampaignDays(bench, static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1)));
}
BENCHMARK(BM_CampaignDays)
    ->Args({1000, 6})
    ->Args({2000, 6})
    ->Args({5000, 6})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

using BoostGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                          boost::property<boost::edge_weight_t, double>>;

/// The same map as a Boost graph (node i of the map is vertex i).
BoostGraph boostGraphOf(const hfg::StageMap& map, const hfg::RoutePlanner& planner) {
  BoostGraph graph(map.nodes.size());
  for (const auto& link : map.links)
    boost::add_edge(static_cast<std::size_t>(planner.nodeIndex(link.from)),
                    static_cast<std::size_t>(planner.nodeIndex(link.to)), link.stages, graph);
  return graph;
}

/// Queries: from each of 20 nodes on the west edge to a node on the east edge (long routes).
std::vector<std::pair<int, int>> routeQueries(int nodeCount) {
  const int h = nodeCount / kWidth;
  std::vector<std::pair<int, int>> queries;
  for (int i = 0; i < 20; ++i)
    queries.push_back({((i * 13) % h) * kWidth, ((i * 29 + 7) % h) * kWidth + kWidth - 1});
  return queries;
}

void BM_RouteOurs(benchmark::State& bench) {
  const hfg::StageMap map = generatedMap(static_cast<int>(bench.range(0)));
  const hfg::RoutePlanner planner(map);
  const std::vector<char> open(map.links.size(), 1);
  const auto queries = routeQueries(static_cast<int>(bench.range(0)));
  hfg::IndexRoute route;  // reused, as the engine's hot path does
  for (auto _ : bench)
    for (const auto& [from, to] : queries) {
      benchmark::DoNotOptimize(planner.shortest(from, to, open, nullptr, route));
      benchmark::DoNotOptimize(route.nodes.data());
    }
  bench.SetItemsProcessed(bench.iterations() * static_cast<std::int64_t>(queries.size()));
}
BENCHMARK(BM_RouteOurs)->Arg(1000)->Arg(5000)->Unit(benchmark::kMicrosecond);

/// The same queries by node id, returning the route as ids (what the order checks use).
void BM_RouteOursNamed(benchmark::State& bench) {
  const hfg::StageMap map = generatedMap(static_cast<int>(bench.range(0)));
  const hfg::RoutePlanner planner(map);
  const std::vector<char> open(map.links.size(), 1);
  const auto queries = routeQueries(static_cast<int>(bench.range(0)));
  for (auto _ : bench)
    for (const auto& [from, to] : queries)
      benchmark::DoNotOptimize(planner.shortest(map.nodes[static_cast<std::size_t>(from)].id,
                                                map.nodes[static_cast<std::size_t>(to)].id, open));
  bench.SetItemsProcessed(bench.iterations() * static_cast<std::int64_t>(queries.size()));
}
BENCHMARK(BM_RouteOursNamed)->Arg(1000)->Arg(5000)->Unit(benchmark::kMicrosecond);

void BM_RouteBoostDijkstra(benchmark::State& bench) {
  const hfg::StageMap map = generatedMap(static_cast<int>(bench.range(0)));
  const hfg::RoutePlanner planner(map);
  const BoostGraph graph = boostGraphOf(map, planner);
  const auto queries = routeQueries(static_cast<int>(bench.range(0)));
  std::vector<std::size_t> predecessor(boost::num_vertices(graph));
  std::vector<double> distance(boost::num_vertices(graph));
  for (auto _ : bench)
    for (const auto& [from, to] : queries) {
      boost::dijkstra_shortest_paths(
          graph, static_cast<std::size_t>(from),
          boost::predecessor_map(predecessor.data()).distance_map(distance.data()));
      // Walk the path back as ours does, so both give a route.
      std::vector<std::size_t> path;
      for (std::size_t v = static_cast<std::size_t>(to); v != static_cast<std::size_t>(from);
           v = predecessor[v])
        path.push_back(v);
      benchmark::DoNotOptimize(path.data());
    }
  bench.SetItemsProcessed(bench.iterations() * static_cast<std::int64_t>(queries.size()));
}
BENCHMARK(BM_RouteBoostDijkstra)->Arg(1000)->Arg(5000)->Unit(benchmark::kMicrosecond);

}  // namespace
