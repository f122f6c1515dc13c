// Multi-source Dijkstra over the line graph and link extraction across territory borders.
#include "maps/network/adjacent_links.h"

#include <algorithm>
#include <limits>
#include <map>
#include <queue>

namespace hfg::maps {
namespace {

struct Search {
  std::vector<double> cost;
  std::vector<int> owner;
  std::vector<int> previous;
  std::vector<int> previousCategory;
};

Search nearestKeys(const LineGraph& graph, const std::vector<int>& keys,
                   const std::vector<double>& costFactor) {
  const size_t n = static_cast<size_t>(graph.vertexCount());
  Search s{std::vector<double>(n, std::numeric_limits<double>::infinity()), std::vector<int>(n, -1),
           std::vector<int>(n, -1), std::vector<int>(n, -1)};
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  for (size_t k = 0; k < keys.size(); ++k) {
    const auto v = static_cast<size_t>(keys[k]);
    if (s.cost[v] == 0) continue;  // two keys on one vertex: the first keeps it
    s.cost[v] = 0;
    s.owner[v] = static_cast<int>(k);
    queue.push({0.0, keys[k]});
  }
  while (!queue.empty()) {
    auto [c, v] = queue.top();
    queue.pop();
    if (c > s.cost[static_cast<size_t>(v)]) continue;
    for (const auto& e : graph.edges(v)) {
      const double next = c + e.lengthMetres * costFactor[static_cast<size_t>(e.category)];
      const auto t = static_cast<size_t>(e.to);
      if (next < s.cost[t]) {
        s.cost[t] = next;
        s.owner[t] = s.owner[static_cast<size_t>(v)];
        s.previous[t] = v;
        s.previousCategory[t] = e.category;
        queue.push({next, e.to});
      }
    }
  }
  return s;
}

// The route from a key to `vertex`, key first.
void routeFromKey(const LineGraph& graph, const Search& s, int vertex, Polyline& path,
                  std::vector<int>& categories, std::vector<double>& byCategory) {
  std::vector<int> chain;
  for (int v = vertex; v >= 0; v = s.previous[static_cast<size_t>(v)]) chain.push_back(v);
  std::reverse(chain.begin(), chain.end());
  for (size_t i = 0; i < chain.size(); ++i) {
    path.push_back(graph.position(chain[i]));
    if (i > 0) {
      const int category = s.previousCategory[static_cast<size_t>(chain[i])];
      categories.push_back(category);
      byCategory[static_cast<size_t>(category)] +=
          distance(graph.position(chain[i - 1]), graph.position(chain[i]));
    }
  }
}

}  // namespace

std::vector<AdjacentLink> adjacentLinks(const LineGraph& graph, const std::vector<int>& keyVertices,
                                        const std::vector<double>& costFactor) {
  const Search s = nearestKeys(graph, keyVertices, costFactor);
  struct Best {
    double cost;
    int u, v, category;
  };
  std::map<std::pair<int, int>, Best> best;
  for (int u = 0; u < graph.vertexCount(); ++u) {
    const int a = s.owner[static_cast<size_t>(u)];
    if (a < 0) continue;
    for (const auto& e : graph.edges(u)) {
      const int b = s.owner[static_cast<size_t>(e.to)];
      if (b < 0 || b <= a) continue;  // each border edge once, from the lower key's side
      const double c = s.cost[static_cast<size_t>(u)] +
                       e.lengthMetres * costFactor[static_cast<size_t>(e.category)] +
                       s.cost[static_cast<size_t>(e.to)];
      auto [it, fresh] = best.try_emplace({a, b}, Best{c, u, e.to, e.category});
      if (!fresh && c < it->second.cost) it->second = Best{c, u, e.to, e.category};
    }
  }
  std::vector<AdjacentLink> links;
  for (const auto& [pair, b] : best) {
    AdjacentLink link;
    link.fromKey = pair.first;
    link.toKey = pair.second;
    link.metresByCategory.assign(costFactor.size(), 0.0);
    routeFromKey(graph, s, b.u, link.path, link.segmentCategory, link.metresByCategory);
    Polyline back;
    std::vector<int> backCategories;
    routeFromKey(graph, s, b.v, back, backCategories, link.metresByCategory);
    link.metresByCategory[static_cast<size_t>(b.category)] +=
        distance(graph.position(b.u), graph.position(b.v));
    link.segmentCategory.push_back(b.category);
    link.path.insert(link.path.end(), back.rbegin(), back.rend());
    link.segmentCategory.insert(link.segmentCategory.end(), backCategories.rbegin(),
                                backCategories.rend());
    for (double m : link.metresByCategory) link.lengthMetres += m;
    links.push_back(std::move(link));
  }
  return links;
}

}  // namespace hfg::maps
