// Dijkstra with a binary heap over a compressed adjacency list of the stage map.
#include "core/campaign/route_planner.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>

namespace hfg {

RoutePlanner::RoutePlanner(const StageMap& map) : m_map(map) {
  const std::size_t n = map.nodes.size();
  m_nodeIndex.reserve(n);
  for (std::size_t i = 0; i < n; ++i) m_nodeIndex.emplace(map.nodes[i].id, static_cast<int>(i));
  m_linkIndex.reserve(map.links.size());
  std::vector<std::size_t> degree(n + 1, 0);
  std::vector<std::pair<int, int>> ends(map.links.size(), {-1, -1});
  for (std::size_t l = 0; l < map.links.size(); ++l) {
    m_linkIndex.emplace(map.links[l].id, static_cast<int>(l));
    const int a = nodeIndex(map.links[l].from);
    const int b = nodeIndex(map.links[l].to);
    if (a < 0 || b < 0) continue;  // a dangling link is left out (the map validator reports it)
    ends[l] = {a, b};
    ++degree[static_cast<std::size_t>(a)];
    ++degree[static_cast<std::size_t>(b)];
  }
  m_offsets.assign(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) m_offsets[i + 1] = m_offsets[i] + degree[i];
  m_arcs.resize(m_offsets[n]);
  std::vector<std::size_t> fill(m_offsets.begin(), m_offsets.end() - 1);
  for (std::size_t l = 0; l < ends.size(); ++l) {
    const auto [a, b] = ends[l];
    if (a < 0) continue;
    m_arcs[fill[static_cast<std::size_t>(a)]++] = {b, static_cast<int>(l)};
    m_arcs[fill[static_cast<std::size_t>(b)]++] = {a, static_cast<int>(l)};
  }
}

int RoutePlanner::nodeIndex(std::string_view id) const {
  auto it = m_nodeIndex.find(std::string(id));
  return it == m_nodeIndex.end() ? -1 : it->second;
}

int RoutePlanner::linkIndex(std::string_view id) const {
  auto it = m_linkIndex.find(std::string(id));
  return it == m_linkIndex.end() ? -1 : it->second;
}

int RoutePlanner::linkBetween(int a, int b, const std::vector<char>& linkOpen) const {
  int best = -1;
  for (const Arc* arc = arcsBegin(a); arc != arcsEnd(a); ++arc) {
    if (arc->to != b || !linkOpen[static_cast<std::size_t>(arc->link)]) continue;
    if (best < 0 || m_map.links[static_cast<std::size_t>(arc->link)].stages <
                        m_map.links[static_cast<std::size_t>(best)].stages)
      best = arc->link;
  }
  return best;
}

std::optional<Route> RoutePlanner::shortest(std::string_view from, std::string_view to,
                                            const std::vector<char>& linkOpen,
                                            const std::vector<char>* nodeBlocked) const {
  const int source = nodeIndex(from);
  const int target = nodeIndex(to);
  if (source < 0 || target < 0) return std::nullopt;
  const std::size_t n = m_map.nodes.size();
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::vector<double> dist(n, kInf);
  std::vector<int> viaLink(n, -1);
  std::vector<int> prev(n, -1);
  // The heap holds (distance, node); ties broken by node index so routes are deterministic.
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
  dist[static_cast<std::size_t>(source)] = 0;
  heap.push({0, source});
  while (!heap.empty()) {
    const auto [d, u] = heap.top();
    heap.pop();
    if (d > dist[static_cast<std::size_t>(u)]) continue;
    if (u == target) break;
    for (const Arc* arc = arcsBegin(u); arc != arcsEnd(u); ++arc) {
      const auto l = static_cast<std::size_t>(arc->link);
      const auto v = static_cast<std::size_t>(arc->to);
      if (!linkOpen[l]) continue;
      if (nodeBlocked && (*nodeBlocked)[v] && arc->to != target) continue;
      const double nd = d + m_map.links[l].stages;
      if (nd < dist[v]) {
        dist[v] = nd;
        prev[v] = u;
        viaLink[v] = arc->link;
        heap.push({nd, arc->to});
      }
    }
  }
  if (dist[static_cast<std::size_t>(target)] == kInf) return std::nullopt;
  Route route;
  route.stages = dist[static_cast<std::size_t>(target)];
  for (int v = target; v != -1; v = prev[static_cast<std::size_t>(v)]) {
    route.nodes.push_back(m_map.nodes[static_cast<std::size_t>(v)].id);
    if (viaLink[static_cast<std::size_t>(v)] >= 0)
      route.links.push_back(
          m_map.links[static_cast<std::size_t>(viaLink[static_cast<std::size_t>(v)])].id);
  }
  std::reverse(route.nodes.begin(), route.nodes.end());
  std::reverse(route.links.begin(), route.links.end());
  return route;
}

}  // namespace hfg
