// Dijkstra with an indexed binary heap over dense node indices and a compressed adjacency list.
#include "core/campaign/route_planner.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace hfg {

RoutePlanner::RoutePlanner(const StageMap& map) : m_map(map), m_index(map) {
  const std::size_t n = map.nodes.size();
  std::vector<std::size_t> degree(n + 1, 0);
  std::vector<std::pair<int, int>> ends(map.links.size(), {-1, -1});
  for (std::size_t l = 0; l < map.links.size(); ++l) {
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

int RoutePlanner::nodeIndex(std::string_view id) const { return m_index.nodeIndex(id); }

int RoutePlanner::linkIndex(std::string_view id) const { return m_index.linkIndex(id); }

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

namespace {

/// Per-node search state, 16 bytes (four to a cache line): what the heap's moves touch. A slot
/// whose `generation` is not the current search's counts as unseen: nothing is reset between
/// searches, so a query costs what it explores, not the size of the map.
struct NodeSlot {
  double dist;
  int heapPos;  ///< index in the heap; kSettled once taken out
  std::uint32_t generation;
};
constexpr int kSettled = -2;

/// How a node was reached: written only when its distance improves, read back for the route.
struct Parent {
  int node;
  int link;
};

/// (distance, node) packed in one 128-bit key: a non-negative double's bits order as the
/// number does, so one integer compare orders by distance, then node index.
__extension__ typedef unsigned __int128 HeapKey;
HeapKey heapKey(double dist, int node) {
  return (static_cast<HeapKey>(std::bit_cast<std::uint64_t>(dist)) << 32) |
         static_cast<std::uint32_t>(node);
}
int nodeOfKey(HeapKey key) { return static_cast<int>(static_cast<std::uint32_t>(key)); }

/// The reusable search scratch of one thread: node slots, parents and an indexed binary min-heap
/// with decrease-key (measured faster than a 4-ary one here: most work is decrease-key, whose
/// sift-up a 2-ary heap does with one compare a level).
struct SearchScratch {
  std::vector<NodeSlot> slots;
  std::vector<Parent> parents;
  std::vector<HeapKey> heap;
  std::uint32_t generation = 0;

  /// Starts a new search over `n` nodes: bumps the generation (clearing the stamps only when
  /// it wraps round) and empties the heap.
  void begin(std::size_t n) {
    if (slots.size() < n) {
      slots.resize(n, NodeSlot{0, -1, 0});
      parents.resize(n, Parent{-1, -1});
    }
    if (++generation == 0) {
      for (auto& s : slots) s.generation = 0;
      generation = 1;
    }
    heap.clear();
  }

  void place(std::size_t i, HeapKey key) {
    heap[i] = key;
    slots[static_cast<std::size_t>(nodeOfKey(key))].heapPos = static_cast<int>(i);
  }
  void siftUp(std::size_t i) {
    const HeapKey key = heap[i];
    while (i > 0) {
      const std::size_t parent = (i - 1) / 2;
      if (!(key < heap[parent])) break;
      place(i, heap[parent]);
      i = parent;
    }
    place(i, key);
  }
  void siftDown(std::size_t i) {
    const HeapKey key = heap[i];
    const std::size_t size = heap.size();
    for (;;) {
      std::size_t best = 2 * i + 1;
      if (best >= size) break;
      if (best + 1 < size && heap[best + 1] < heap[best]) ++best;
      if (!(heap[best] < key)) break;
      place(i, heap[best]);
      i = best;
    }
    place(i, key);
  }
  /// Takes the smallest key out and returns its node.
  int popMin() {
    const int u = nodeOfKey(heap.front());
    slots[static_cast<std::size_t>(u)].heapPos = kSettled;
    const HeapKey last = heap.back();
    heap.pop_back();
    if (!heap.empty()) {
      heap[0] = last;
      siftDown(0);
    }
    return u;
  }
};

}  // namespace

bool RoutePlanner::shortest(int from, int to, const std::vector<char>& linkOpen,
                            const std::vector<char>* nodeBlocked, IndexRoute& out) const {
  out.nodes.clear();
  out.links.clear();
  out.stages = 0;
  const int n = nodeCount();
  if (from < 0 || to < 0 || from >= n || to >= n) return false;
  thread_local SearchScratch scratch;
  scratch.begin(static_cast<std::size_t>(n));
  std::vector<NodeSlot>& slots = scratch.slots;
  std::vector<Parent>& parents = scratch.parents;
  const std::uint32_t generation = scratch.generation;
  const char* open = linkOpen.data();
  const char* blocked = nodeBlocked ? nodeBlocked->data() : nullptr;

  // Nodes are settled in (distance, index) order, each relaxed once; a neighbour takes a new
  // parent only on a strictly shorter distance (the documented tie-break).
  slots[static_cast<std::size_t>(from)] = NodeSlot{0.0, 0, generation};
  parents[static_cast<std::size_t>(from)] = Parent{-1, -1};
  scratch.heap.push_back(heapKey(0.0, from));
  while (!scratch.heap.empty()) {
    const int u = scratch.popMin();
    if (u == to) break;
    const double d = slots[static_cast<std::size_t>(u)].dist;
    for (const Arc* arc = arcsBegin(u); arc != arcsEnd(u); ++arc) {
      if (!open[arc->link]) continue;
      const auto v = static_cast<std::size_t>(arc->to);
      if (blocked && blocked[v] && arc->to != to) continue;
      NodeSlot& slot = slots[v];
      const double nd = d + arc->stages;
      if (slot.generation != generation) {
        slot = NodeSlot{nd, static_cast<int>(scratch.heap.size()), generation};
        parents[v] = Parent{u, arc->link};
        scratch.heap.push_back(heapKey(nd, arc->to));
        scratch.siftUp(scratch.heap.size() - 1);
      } else if (slot.heapPos != kSettled && nd < slot.dist) {
        slot.dist = nd;
        parents[v] = Parent{u, arc->link};
        const auto at = static_cast<std::size_t>(slot.heapPos);
        scratch.heap[at] = heapKey(nd, arc->to);
        scratch.siftUp(at);
      }
    }
  }
  const NodeSlot& goal = slots[static_cast<std::size_t>(to)];
  if (goal.generation != generation) return false;
  out.stages = goal.dist;
  // Count the path first, then fill it from the end: no reversing.
  std::size_t count = 0;
  for (int v = to; v != -1; v = parents[static_cast<std::size_t>(v)].node) ++count;
  out.nodes.resize(count);
  out.links.resize(count - 1);
  std::size_t at = count;
  for (int v = to; v != -1; v = parents[static_cast<std::size_t>(v)].node) {
    --at;
    out.nodes[at] = v;
    if (at > 0) out.links[at - 1] = parents[static_cast<std::size_t>(v)].link;
  }
  return true;
}

std::optional<Route> RoutePlanner::shortest(std::string_view from, std::string_view to,
                                            const std::vector<char>& linkOpen,
                                            const std::vector<char>* nodeBlocked) const {
  thread_local IndexRoute found;
  if (!shortest(nodeIndex(from), nodeIndex(to), linkOpen, nodeBlocked, found))
    return std::nullopt;
  Route route;
  route.stages = found.stages;
  route.nodes.reserve(found.nodes.size());
  for (int v : found.nodes) route.nodes.push_back(m_map.nodes[static_cast<std::size_t>(v)].id);
  route.links.reserve(found.links.size());
  for (int l : found.links) route.links.push_back(m_map.links[static_cast<std::size_t>(l)].id);
  return route;
}

}  // namespace hfg
