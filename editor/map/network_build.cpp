// Build-from-roads plumbing: settlements from the map, maps/network's builder, the replacing edit.
#include "editor/map/network_build.h"

#include <limits>

#include "core/edit/value_operations.h"
#include "maps/network/stage_network_builder.h"

namespace hfg {
namespace {

// The id of the nearest node of `nodes` to `at`, or "" when there are none.
std::string nearestNode(const std::vector<StageNode>& nodes, Vec2 at) {
  std::string best;
  double bestDistance = std::numeric_limits<double>::max();
  for (const auto& node : nodes)
    if (const double d = distance(node.position, at); d < bestDistance) {
      bestDistance = d;
      best = node.id;
    }
  return best;
}

template <typename T>
OperationPtr setList(const char* label, unsigned scope, std::vector<T> Scenario::*list,
                     std::vector<T> value) {
  return std::make_unique<SetValueOperation<std::vector<T>>>(
      label, scope, [list](Scenario& s) { return &(s.*list); }, std::move(value));
}

}  // namespace

std::vector<maps::Settlement> settlementsOnMap(const StageMap& map) {
  std::vector<maps::Settlement> out;
  for (const auto& node : map.nodes)
    if (!node.name.empty()) out.push_back({node.name, "village", node.position, {}});
  for (const auto& feature : map.terrain) {
    if (feature.terrain != TerrainClass::BUA || feature.name.empty() || feature.points.empty())
      continue;
    Vec2 centre;
    for (const Vec2& p : feature.points) centre = centre + p;
    out.push_back(
        {feature.name, "town", centre * (1.0 / static_cast<double>(feature.points.size())), {}});
  }
  return out;
}

StageMap buildNetworkFromRoads(const StageMap& map, const maps::StageNetworkSettings& settings,
                               const maps::ProgressFn& progress) {
  return maps::buildStageNetwork(map.terrain, settlementsOnMap(map), map.frame, settings, progress);
}

OperationPtr replaceNetworkOperation(const Scenario& scenario, const StageMap& built) {
  auto composite = std::make_unique<CompositeOperation>(
      "Build stage network from roads (" + std::to_string(built.nodes.size()) + " nodes, " +
      std::to_string(built.links.size()) + " links)");
  // Links first: with the old nodes gone, no link may point at them even for a moment.
  composite->add(std::make_unique<SetValueOperation<std::vector<StageLink>>>(
      "Replace links", kChangeMap, [](Scenario& s) { return &s.map.links; }, built.links));
  composite->add(std::make_unique<SetValueOperation<std::vector<StageNode>>>(
      "Replace nodes", kChangeMap, [](Scenario& s) { return &s.map.nodes; }, built.nodes));

  // Where each old node stood, to move what was at it to the nearest new node.
  auto moved = [&](const std::string& nodeId) -> std::string {
    if (built.findNode(nodeId)) return nodeId;
    const StageNode* old = scenario.map.findNode(nodeId);
    return old ? nearestNode(built.nodes, old->position) : nodeId;
  };
  std::vector<ForcePlacement> starts = scenario.startPositions;
  std::vector<Reinforcement> reinforcements = scenario.reinforcements;
  std::vector<Objective> objectives = scenario.objectives;
  bool changed = false;
  auto remap = [&](std::string& node) {
    const std::string to = moved(node);
    if (!to.empty() && to != node) {
      node = to;
      changed = true;
    }
  };
  for (auto& s : starts) remap(s.node);
  for (auto& r : reinforcements) remap(r.force.node);
  for (auto& o : objectives) remap(o.node);
  if (changed) {
    composite->add(setList("Move start positions", kChangePlacements, &Scenario::startPositions,
                           std::move(starts)));
    composite->add(setList("Move reinforcements", kChangePlacements, &Scenario::reinforcements,
                           std::move(reinforcements)));
    composite->add(setList("Move objectives", kChangePlacements, &Scenario::objectives,
                           std::move(objectives)));
  }
  return composite;
}

}  // namespace hfg
