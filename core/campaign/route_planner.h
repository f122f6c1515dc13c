// Shortest routes over the stage map (C-8 planning): Dijkstra over an adjacency list built once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/stage_map.h"
#include "core/model/stage_map_index.h"

namespace hfg {

/// A route: the nodes in order (first = start), the links between them, and its length.
struct Route {
  std::vector<std::string> nodes;
  std::vector<std::string> links;
  double stages = 0;
};

/// A route as indices into the map's nodes and links (the hot path: no strings, no hashing).
struct IndexRoute {
  std::vector<int> nodes;  ///< first = start
  std::vector<int> links;  ///< links[i] joins nodes[i] and nodes[i + 1]
  double stages = 0;
};

/// Builds a compressed adjacency list of the map once, then answers shortest-route queries in
/// O((V + E) log V) with an indexed binary heap over dense node indices. The map must outlive
/// the planner and keep its nodes and links (their order and ids) while the planner is used.
///
/// Tie-breaking (part of the contract, so routes are reproducible, C-26): nodes are settled in
/// order of (distance, node index); a node's predecessor is the first settled neighbour that
/// reaches it by the strictly shortest distance, through the first such link in map order.
///
/// Repeated goals: from the second search towards the same goal over the same open links, the
/// thread keeps that goal's distance field (one search from the goal) and later searches enter
/// only nodes that can lie on a shortest route, which gives the same routes, ties included, at
/// a fraction of the cost (a campaign plans every force marching on a goal every period).
class RoutePlanner {
 public:
  explicit RoutePlanner(const StageMap& map);

  /// Index of a node in the map, or -1.
  int nodeIndex(std::string_view id) const;
  int linkIndex(std::string_view id) const;
  const StageMap& map() const { return m_map; }
  /// The map's id index (built with the planner): constant-time findNode / findLink.
  const StageMapIndex& index() const { return m_index; }
  int nodeCount() const { return static_cast<int>(m_offsets.size()) - 1; }
  /// Unique to this planner in the process (its searches' per-thread caches are keyed by it).
  std::uint64_t serial() const { return m_serial; }

  /// The shortest route by stages from `from` to `to` over links whose entry in `linkOpen`
  /// (indexed like map.links) is non-zero, never entering a node whose entry in `nodeBlocked`
  /// is non-zero (the start and the goal are never blocked). nullopt when there is none.
  std::optional<Route> shortest(std::string_view from, std::string_view to,
                                const std::vector<char>& linkOpen,
                                const std::vector<char>* nodeBlocked = nullptr) const;

  /// The same search by node index, writing into `out` (its buffers are reused, so a caller
  /// that keeps one IndexRoute allocates nothing once they have grown). Returns false, leaving
  /// `out` empty, when there is no route or an index is out of range.
  bool shortest(int from, int to, const std::vector<char>& linkOpen,
                const std::vector<char>* nodeBlocked, IndexRoute& out) const;

  /// The link joining two adjacent nodes that is open, shortest first; -1 when none.
  int linkBetween(int a, int b, const std::vector<char>& linkOpen) const;

  /// Adjacent arcs of node `n`: (other node, link index).
  struct Arc {
    int to;
    int link;
    double stages;  ///< the link's length, kept here so the search never touches StageLink
  };
  const Arc* arcsBegin(int n) const {
    return m_arcs.data() + m_offsets[static_cast<std::size_t>(n)];
  }
  const Arc* arcsEnd(int n) const {
    return m_arcs.data() + m_offsets[static_cast<std::size_t>(n) + 1];
  }

 private:
  const StageMap& m_map;
  StageMapIndex m_index;
  std::vector<std::size_t> m_offsets;  ///< CSR: arcs of node n are [offsets[n], offsets[n+1])
  std::vector<Arc> m_arcs;
  std::uint64_t m_serial;
};

}  // namespace hfg
