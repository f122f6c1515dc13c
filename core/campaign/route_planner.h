// Shortest routes over the stage map (C-8 planning): Dijkstra over an adjacency list built once.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/model/stage_map.h"

namespace hfg {

/// A route: the nodes in order (first = start), the links between them, and its length.
struct Route {
  std::vector<std::string> nodes;
  std::vector<std::string> links;
  double stages = 0;
};

/// Builds a compressed adjacency list of the map once, then answers shortest-route queries in
/// O((V + E) log V) with a 4-ary heap. The map must outlive the planner and keep its nodes and
/// links (their order and ids) while the planner is used.
class RoutePlanner {
 public:
  explicit RoutePlanner(const StageMap& map);

  /// Index of a node in the map, or -1.
  int nodeIndex(std::string_view id) const;
  int linkIndex(std::string_view id) const;
  const StageMap& map() const { return m_map; }

  /// The shortest route by stages from `from` to `to` over links whose entry in `linkOpen`
  /// (indexed like map.links) is non-zero, never entering a node whose entry in `nodeBlocked`
  /// is non-zero (the start and the goal are never blocked). nullopt when there is none.
  std::optional<Route> shortest(std::string_view from, std::string_view to,
                                const std::vector<char>& linkOpen,
                                const std::vector<char>* nodeBlocked = nullptr) const;

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
  std::unordered_map<std::string, int> m_nodeIndex;
  std::unordered_map<std::string, int> m_linkIndex;
  std::vector<std::size_t> m_offsets;  ///< CSR: arcs of node n are [offsets[n], offsets[n+1])
  std::vector<Arc> m_arcs;
};

}  // namespace hfg
