// Dijkstra with an indexed binary heap over dense node indices and a compressed adjacency list.
#include "core/campaign/route_planner.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace hfg {

namespace {
std::atomic<std::uint64_t> g_nextPlannerSerial{1};
}  // namespace

RoutePlanner::RoutePlanner(const StageMap& map)
    : m_map(map), m_index(map), m_serial(g_nextPlannerSerial.fetch_add(1)) {
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

/// Distances to one goal over one set of open links (a search from the goal: links are two-way),
/// kept per thread for the forward searches that follow. +inf where the goal is out of reach.
struct GoalField {
  std::uint64_t planner = 0;
  int goal = -1;
  int asked = 0;  ///< searches towards this goal over these links so far
  std::vector<char> open;
  std::vector<double> toGoal;  ///< empty until the second search asks for it
  /// Unblocked routes found from a start to this goal (the same query comes back: the orders
  /// are checked at dawn and the morning plans the same march).
  std::unordered_map<int, IndexRoute> routes;
};

/// The fields of one thread, by (planner, goal, open links); dropped all at once past a size
/// bound (a campaign asks about a few hundred goals, so a refill is rare and cheap).
struct FieldCache {
  std::unordered_map<std::uint64_t, GoalField> fields;
  std::size_t bytes = 0;
};
constexpr std::size_t kFieldCacheBytes = std::size_t{64} << 20;

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

std::uint64_t hashOpen(const std::vector<char>& open) {
  std::uint64_t h = open.size();
  std::size_t i = 0;
  for (; i + 8 <= open.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, open.data() + i, 8);
    h = mix(h, word);
  }
  for (; i < open.size(); ++i) h = mix(h, static_cast<unsigned char>(open[i]));
  return h;
}

/// hashOpen, remembered for the last links hashed on this thread: a period's searches all go over
/// the same open links, and hashing them for each one cost more than many a pruned search.
std::uint64_t openKey(const std::vector<char>& open) {
  thread_local std::vector<char> last;
  thread_local std::uint64_t lastHash = hashOpen(last);
  if (open != last) {
    last = open;
    lastHash = hashOpen(open);
  }
  return lastHash;
}

SearchScratch& threadScratch() {
  thread_local SearchScratch scratch;
  return scratch;
}

/// Dijkstra from `from`, stopping when `to` is settled (never when `to` is -1). With `toGoal`, a
/// node is entered only when its tentative distance plus its distance to the goal stays within
/// `bound`: every node of a shortest route, and every tied predecessor of one, passes, so the
/// nodes of the shortest routes are settled in the same order and take the same parents as in
/// the full search (the route is the same, ties included); the others cannot change them.
void search(const RoutePlanner& planner, int from, int to, const char* open, const char* blocked,
            const double* toGoal, double bound) {
  using Arc = RoutePlanner::Arc;
  SearchScratch& scratch = threadScratch();
  scratch.begin(static_cast<std::size_t>(planner.nodeCount()));
  std::vector<NodeSlot>& slots = scratch.slots;
  std::vector<Parent>& parents = scratch.parents;
  const std::uint32_t generation = scratch.generation;

  // Nodes are settled in (distance, index) order, each relaxed once; a neighbour takes a new
  // parent only on a strictly shorter distance (the documented tie-break).
  slots[static_cast<std::size_t>(from)] = NodeSlot{0.0, 0, generation};
  parents[static_cast<std::size_t>(from)] = Parent{-1, -1};
  scratch.heap.push_back(heapKey(0.0, from));
  while (!scratch.heap.empty()) {
    const int u = scratch.popMin();
    if (u == to) break;
    const double d = slots[static_cast<std::size_t>(u)].dist;
    for (const Arc* arc = planner.arcsBegin(u); arc != planner.arcsEnd(u); ++arc) {
      if (!open[arc->link]) continue;
      const auto v = static_cast<std::size_t>(arc->to);
      if (blocked && blocked[v] && arc->to != to) continue;
      NodeSlot& slot = slots[v];
      const double nd = d + arc->stages;
      if (toGoal && nd + toGoal[v] > bound) continue;
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
}

/// The field of `goal` over `linkOpen` from the thread's cache, its distances made on the second
/// search towards it; nullptr before that.
FieldCache& threadFieldCache() {
  thread_local FieldCache cache;
  return cache;
}

GoalField* goalField(const RoutePlanner& planner, int goal, const std::vector<char>& linkOpen) {
  FieldCache& cache = threadFieldCache();
  const std::uint64_t serial = planner.serial();
  const std::uint64_t key = mix(mix(openKey(linkOpen), serial), static_cast<std::uint64_t>(goal));
  GoalField& field = cache.fields[key];
  const bool same = field.planner == serial && field.goal == goal &&
                    (field.open.empty() || field.open == linkOpen);
  if (!same) field = GoalField{serial, goal, 0, {}, {}, {}};
  // The first search towards a goal is a plain one: a field costs a whole-map search, worth it
  // only when the goal is asked for again (a campaign plans each marching force every period).
  if (++field.asked < 2) return nullptr;
  if (field.toGoal.empty()) {
    if (cache.bytes > kFieldCacheBytes) {
      cache.fields.clear();
      cache.bytes = 0;
      return goalField(planner, goal, linkOpen);
    }
    search(planner, goal, -1, linkOpen.data(), nullptr, nullptr, 0);
    const SearchScratch& scratch = threadScratch();
    const auto n = static_cast<std::size_t>(planner.nodeCount());
    field.toGoal.assign(n, std::numeric_limits<double>::infinity());
    for (std::size_t v = 0; v < n; ++v)
      if (scratch.slots[v].generation == scratch.generation)
        field.toGoal[v] = scratch.slots[v].dist;
    field.open = linkOpen;
    cache.bytes += n * sizeof(double) + linkOpen.size();
  }
  return &field;
}

}  // namespace

bool RoutePlanner::shortest(int from, int to, const std::vector<char>& linkOpen,
                            const std::vector<char>* nodeBlocked, IndexRoute& out) const {
  out.nodes.clear();
  out.links.clear();
  out.stages = 0;
  const int n = nodeCount();
  if (from < 0 || to < 0 || from >= n || to >= n) return false;
  const char* blocked = nodeBlocked ? nodeBlocked->data() : nullptr;
  GoalField* field = goalField(*this, to, linkOpen);
  const double* toGoal = nullptr;
  double bound = 0;
  if (field) {
    const double whole = field->toGoal[static_cast<std::size_t>(from)];
    if (whole == std::numeric_limits<double>::infinity()) return false;  // out of reach
    // Blocked nodes make routes longer than the field knows, so only an unblocked search is
    // pruned. The margin is far above the rounding of sums of a few thousand lengths.
    if (!blocked) {
      if (const auto kept = field->routes.find(from); kept != field->routes.end()) {
        out = kept->second;
        return true;
      }
      toGoal = field->toGoal.data();
      bound = whole + 1e-9 * (1.0 + whole);
    }
  }
  search(*this, from, to, linkOpen.data(), blocked, toGoal, bound);
  const SearchScratch& scratch = threadScratch();
  const NodeSlot& goal = scratch.slots[static_cast<std::size_t>(to)];
  if (goal.generation != scratch.generation) return false;
  const std::vector<Parent>& parents = scratch.parents;
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
  if (FieldCache& cache = threadFieldCache(); toGoal && cache.bytes <= kFieldCacheBytes) {
    field->routes.emplace(from, out);
    cache.bytes += sizeof(int) * (out.nodes.size() + out.links.size()) + 64;
  }
  return true;
}

std::optional<Route> RoutePlanner::shortest(std::string_view from, std::string_view to,
                                            const std::vector<char>& linkOpen,
                                            const std::vector<char>* nodeBlocked) const {
  thread_local IndexRoute found;
  if (!shortest(nodeIndex(from), nodeIndex(to), linkOpen, nodeBlocked, found)) return std::nullopt;
  Route route;
  route.stages = found.stages;
  route.nodes.reserve(found.nodes.size());
  for (int v : found.nodes) route.nodes.push_back(m_map.nodes[static_cast<std::size_t>(v)].id);
  route.links.reserve(found.links.size());
  for (int l : found.links) route.links.push_back(m_map.links[static_cast<std::size_t>(l)].id);
  return route;
}

}  // namespace hfg
