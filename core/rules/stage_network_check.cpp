// Connectivity and stage-length checks of a stage map (C-1, C-2).
#include "core/rules/stage_network_check.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "core/model/stage_map_index.h"

namespace hfg {
namespace {

double routeLengthMetres(const StageMap& map, const StageMapIndex& index, const StageLink& link) {
  const StageNode* a = index.findNode(map, link.from);
  const StageNode* b = index.findNode(map, link.to);
  if (link.path.size() >= 2) {
    double total = 0;
    for (std::size_t i = 1; i < link.path.size(); ++i)
      total += distance(link.path[i - 1], link.path[i]);
    return total;
  }
  return a && b ? distance(a->position, b->position) : 0;
}

std::string nodePath(const StageMap& map, std::size_t index) {
  return "nodes[" + std::to_string(index) + "]" +
         (map.nodes[index].name.empty() ? "" : " \"" + map.nodes[index].name + "\"");
}

}  // namespace

std::vector<Problem> stageNetworkWarnings(const StageMap& map, std::string_view mapFile) {
  std::vector<Problem> out;
  const std::size_t n = map.nodes.size();
  const StageMapIndex index(map);

  // Union-find over the links joining known nodes.
  std::vector<std::size_t> parent(n);
  for (std::size_t i = 0; i < n; ++i) parent[i] = i;
  auto root = [&](std::size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  std::vector<int> degree(n, 0);
  for (const auto& link : map.links) {
    const int a = index.nodeIndex(link.from);
    const int b = index.nodeIndex(link.to);
    if (a < 0 || b < 0) continue;
    const auto ia = static_cast<std::size_t>(a);
    const auto ib = static_cast<std::size_t>(b);
    ++degree[ia];
    ++degree[ib];
    parent[root(ia)] = root(ib);
  }
  std::map<std::size_t, std::size_t> componentSize;
  for (std::size_t i = 0; i < n; ++i) ++componentSize[root(i)];
  std::size_t largest = n;
  std::size_t largestSize = 0;
  for (const auto& [r, size] : componentSize)
    if (size > largestSize) largest = r, largestSize = size;

  for (std::size_t i = 0; i < n; ++i) {
    const std::string where = std::string(mapFile) + ": " + nodePath(map, i);
    if (degree[i] == 0)
      out.push_back({where, "C-2", "this node has no links, so no force can march to or from it"});
    else if (root(i) != largest)
      out.push_back({where, "C-2",
                     "this node is cut off from the main network (" + std::to_string(largestSize) +
                         " nodes); add a link to join it"});
  }

  for (std::size_t i = 0; i < map.links.size(); ++i) {
    const StageLink& link = map.links[i];
    const double drawn = routeLengthMetres(map, index, link);
    const double expected = link.stages * kMetresPerStage;
    if (drawn <= 0 || expected <= 0) continue;
    if (std::abs(drawn - expected) > kStageLengthTolerance * expected) {
      char text[160];
      std::snprintf(text, sizeof text,
                    "drawn %.1f km long but set to %g stage(s) (%.0f km); check its stages",
                    drawn / 1000.0, link.stages, expected / 1000.0);
      out.push_back(
          {std::string(mapFile) + ": links[" + std::to_string(i) + "] \"" + link.id + "\"", "C-1",
           text});
    }
  }
  return out;
}

}  // namespace hfg
