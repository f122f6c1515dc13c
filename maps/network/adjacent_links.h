// Links between adjacent key vertices of a line graph: one multi-source shortest-path search gives
// every vertex its nearest key; an edge whose ends belong to different keys joins those two keys.
#pragma once

#include <vector>

#include "maps/network/line_graph.h"

namespace hfg::maps {

struct AdjacentLink {
  int fromKey = 0;  ///< index into the keys given
  int toKey = 0;
  Polyline path;  ///< along the graph, from the first key's vertex to the second's
  std::vector<int> segmentCategory;  ///< category of each path segment (path.size() - 1 entries)
  double lengthMetres = 0;
  std::vector<double> metresByCategory;  ///< how much of the path is of each category
};

/// `costFactor[category]` multiplies edge lengths when choosing routes (1 = plain distance), so a
/// good road can be preferred to a slightly shorter track. For each pair of adjacent keys, the
/// cheapest joining route is kept.
std::vector<AdjacentLink> adjacentLinks(const LineGraph& graph, const std::vector<int>& keyVertices,
                                        const std::vector<double>& costFactor);

}  // namespace hfg::maps
