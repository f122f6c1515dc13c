// Dijkstra with a 4-ary indexed heap over a compressed adjacency list of the stage map.
#include "core/campaign/route_planner.h"

#include <algorithm>
#include <bit>
#include <cstdint>
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
    const double stages = map.links[l].stages;
    m_arcs[fill[static_cast<std::size_t>(a)]++] = {b, static_cast<int>(l), stages};
    m_arcs[fill[static_cast<std::size_t>(b)]++] = {a, static_cast<int>(l), stages};
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
  // Per-thread scratch arrays, reset only where the last search wrote: a query costs what it
  // explores, not the size of the map (the planner is called for every force every period).
  // (distance, node) packed in one 128-bit key: a non-negative double's bits order as the
  // number does, so one branch-free integer compare orders by distance, then node index.
  __extension__ typedef unsigned __int128 Key;
  struct HeapItem {
    Key key;
    int nodeOf() const { return static_cast<int>(static_cast<std::uint32_t>(key)); }
  };
  auto keyOf = [](double d, int node) {
    return HeapItem{(static_cast<Key>(std::bit_cast<std::uint64_t>(d)) << 32) |
                    static_cast<std::uint32_t>(node)};
  };
  struct Scratch {
    std::vector<double> dist;
    std::vector<int> viaLink;
    std::vector<int> prev;
    std::vector<int> heapPos;  ///< index in `heap`; -1 never queued, -2 settled
    std::vector<int> touched;
    std::vector<HeapItem> heap;  ///< a 4-ary min-heap of nodes with decrease-key
  };
  thread_local Scratch scratch;
  if (scratch.dist.size() < n) {
    scratch.dist.assign(n, kInf);
    scratch.viaLink.assign(n, -1);
    scratch.prev.assign(n, -1);
    scratch.heapPos.assign(n, -1);
  }
  for (int v : scratch.touched) {
    const auto i = static_cast<std::size_t>(v);
    scratch.dist[i] = kInf;
    scratch.viaLink[i] = -1;
    scratch.prev[i] = -1;
    scratch.heapPos[i] = -1;
  }
  scratch.touched.clear();
  scratch.heap.clear();
  std::vector<double>& dist = scratch.dist;
  std::vector<int>& viaLink = scratch.viaLink;
  std::vector<int>& prev = scratch.prev;
  std::vector<int>& pos = scratch.heapPos;
  std::vector<HeapItem>& heap = scratch.heap;
  // Ordered by (distance, node index): ties broken by index so routes are deterministic.
  auto before = [](const HeapItem& a, const HeapItem& b) { return a.key < b.key; };
  auto place = [&](std::size_t i, const HeapItem& item) {
    heap[i] = item;
    pos[static_cast<std::size_t>(item.nodeOf())] = static_cast<int>(i);
  };
  auto siftUp = [&](std::size_t i) {
    const HeapItem item = heap[i];
    while (i > 0) {
      const std::size_t parent = (i - 1) / 4;
      if (!before(item, heap[parent])) break;
      place(i, heap[parent]);
      i = parent;
    }
    place(i, item);
  };
  auto siftDown = [&](std::size_t i) {
    const HeapItem item = heap[i];
    const std::size_t size = heap.size();
    for (;;) {
      const std::size_t first = 4 * i + 1;
      if (first >= size) break;
      std::size_t best = first;
      if (first + 3 < size) {  // all four children: a tournament the compiler makes branch-free
        const std::size_t a = before(heap[first + 1], heap[first]) ? first + 1 : first;
        const std::size_t b = before(heap[first + 3], heap[first + 2]) ? first + 3 : first + 2;
        best = before(heap[b], heap[a]) ? b : a;
      } else {
        for (std::size_t c = first + 1; c < size; ++c)
          if (before(heap[c], heap[best])) best = c;
      }
      if (!before(heap[best], item)) break;
      place(i, heap[best]);
      i = best;
    }
    place(i, item);
  };
  dist[static_cast<std::size_t>(source)] = 0;
  scratch.touched.push_back(source);
  heap.push_back(keyOf(0.0, source));
  pos[static_cast<std::size_t>(source)] = 0;
  while (!heap.empty()) {
    const int u = heap.front().nodeOf();
    pos[static_cast<std::size_t>(u)] = -2;
    const HeapItem last = heap.back();
    heap.pop_back();
    if (!heap.empty()) {
      heap[0] = last;
      siftDown(0);
    }
    if (u == target) break;
    const double d = dist[static_cast<std::size_t>(u)];
    for (const Arc* arc = arcsBegin(u); arc != arcsEnd(u); ++arc) {
      const auto v = static_cast<std::size_t>(arc->to);
      if (pos[v] == -2 || !linkOpen[static_cast<std::size_t>(arc->link)]) continue;
      if (nodeBlocked && (*nodeBlocked)[v] && arc->to != target) continue;
      const double nd = d + arc->stages;
      if (nd < dist[v]) {
        if (dist[v] == kInf) scratch.touched.push_back(arc->to);
        dist[v] = nd;
        prev[v] = u;
        viaLink[v] = arc->link;
        if (pos[v] < 0) {
          heap.push_back(keyOf(nd, arc->to));
          siftUp(heap.size() - 1);
        } else {
          heap[static_cast<std::size_t>(pos[v])] = keyOf(nd, arc->to);
          siftUp(static_cast<std::size_t>(pos[v]));
        }
      }
    }
  }
  if (dist[static_cast<std::size_t>(target)] == kInf) return std::nullopt;
  Route route;
  route.stages = dist[static_cast<std::size_t>(target)];
  // Count the path first, then fill it from the end: one allocation each, no reversing.
  std::size_t count = 0;
  for (int v = target; v != -1; v = prev[static_cast<std::size_t>(v)]) ++count;
  route.nodes.resize(count);
  route.links.resize(count - 1);
  std::size_t at = count;
  for (int v = target; v != -1; v = prev[static_cast<std::size_t>(v)]) {
    --at;
    route.nodes[at] = m_map.nodes[static_cast<std::size_t>(v)].id;
    if (at > 0)
      route.links[at - 1] =
          m_map.links[static_cast<std::size_t>(viaLink[static_cast<std::size_t>(v)])].id;
  }
  return route;
}

}  // namespace hfg
