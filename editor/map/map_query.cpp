// Extent, routes, hit-testing and force stacking over the stage map.
#include "editor/map/map_query.h"

#include <map>

namespace hfg {

WorldBox mapBounds(const StageMap& map) {
  WorldBox box;
  for (const auto& node : map.nodes) box.include(node.position);
  for (const auto& link : map.links)
    for (const auto& p : link.path) box.include(p);
  for (const auto& feature : map.terrain)
    for (const auto& p : feature.points) box.include(p);
  return box;
}

NodeIndex::NodeIndex(const StageMap& map) {
  m_byId.reserve(map.nodes.size());
  for (const auto& node : map.nodes) m_byId.emplace(node.id, &node);  // first wins, as findNode
}

const StageNode* NodeIndex::find(std::string_view id) const {
  const auto it = m_byId.find(id);
  return it == m_byId.end() ? nullptr : it->second;
}

Polyline linkRoute(const NodeIndex& nodes, const StageLink& link) {
  if (link.path.size() >= 2) return link.path;
  const auto* from = nodes.find(link.from);
  const auto* to = nodes.find(link.to);
  if (!from || !to) return {};
  return {from->position, to->position};
}

Polyline linkRoute(const StageMap& map, const StageLink& link) {
  if (link.path.size() >= 2) return link.path;
  const auto* from = map.findNode(link.from);
  const auto* to = map.findNode(link.to);
  if (!from || !to) return {};
  return {from->position, to->position};
}

Vec2 midpointAlong(const Polyline& line) {
  if (line.empty()) return {};
  double total = 0;
  for (std::size_t i = 1; i < line.size(); ++i) total += distance(line[i - 1], line[i]);
  double remaining = total / 2;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const double seg = distance(line[i - 1], line[i]);
    if (seg >= remaining && seg > 0)
      return line[i - 1] + (line[i] - line[i - 1]) * (remaining / seg);
    remaining -= seg;
  }
  return line.back();
}

std::string nodeAtScreen(const StageMap& map, const Camera& camera, Vec2 screenPixels,
                         double radiusPixels) {
  std::string best;
  double bestDistance = radiusPixels;
  for (const auto& node : map.nodes) {
    const double d = distance(camera.worldToScreen(node.position), screenPixels);
    if (d <= bestDistance) {
      bestDistance = d;
      best = node.id;
    }
  }
  return best;
}

std::vector<PlacedForce> placeForces(const Scenario& scenario) {
  std::vector<PlacedForce> placed;
  std::map<std::string, int> countAtNode;
  const NodeIndex nodes(scenario.map);
  for (const auto& force : scenario.startPositions) {
    const auto* node = nodes.find(force.node);
    if (!node) continue;
    placed.push_back({&force, node->position, countAtNode[force.node]++});
  }
  return placed;
}

}  // namespace hfg
