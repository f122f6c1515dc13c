// Stage map edits built from the generic value, insert and erase operations.
#include "core/edit/map_edits.h"

#include <utility>

#include "core/edit/locate.h"
#include "core/edit/value_operations.h"

namespace hfg {
namespace {

ListLocator<StageNode> nodeList() {
  return [](Scenario& s) { return &s.map.nodes; };
}
ListLocator<StageLink> linkList() {
  return [](Scenario& s) { return &s.map.links; };
}
ListLocator<TerrainFeature> featureList() {
  return [](Scenario& s) { return &s.map.terrain; };
}
std::function<StageLink*(Scenario&)> linkAt(std::string id) {
  return [id = std::move(id)](Scenario& s) { return s.map.findLink(id); };
}
std::function<TerrainFeature*(Scenario&)> featureAt(std::string id) {
  return [id = std::move(id)](Scenario& s) { return findFeatureIn(s.map, id); };
}

std::string nodeName(const StageMap& map, const std::string& id) {
  const StageNode* node = map.findNode(id);
  return node && !node->name.empty() ? node->name : id;
}

const StageNode& requireNode(const StageMap& map, const std::string& id, const char* what) {
  const StageNode* node = map.findNode(id);
  if (!node) throw EditError(std::string(what) + ": no node '" + id + "'");
  return *node;
}

const StageLink& requireLink(const StageMap& map, const std::string& id, const char* what) {
  const StageLink* link = map.findLink(id);
  if (!link) throw EditError(std::string(what) + ": no link '" + id + "'");
  return *link;
}

const TerrainFeature& requireFeature(const StageMap& map, const std::string& id, const char* what) {
  for (const auto& f : map.terrain)
    if (f.id == id) return f;
  throw EditError(std::string(what) + ": no terrain feature '" + id + "'");
}

OperationPtr setLink(const StageLink& link, std::string label) {
  return std::make_unique<SetValueOperation<StageLink>>(std::move(label), kChangeMap,
                                                        linkAt(link.id), link);
}

}  // namespace

OperationPtr addNode(StageNode node) {
  std::string label = "Add node " + (node.name.empty() ? node.id : node.name);
  return std::make_unique<InsertOperation<StageNode>>(std::move(label), kChangeMap, nodeList(),
                                                      std::move(node));
}

OperationPtr moveNode(const StageMap& map, const std::string& nodeId, Vec2 positionMetres) {
  requireNode(map, nodeId, "Move node");
  return std::make_unique<SetValueOperation<Vec2>>(
      "Move node " + nodeName(map, nodeId), kChangeMap,
      [nodeId](Scenario& s) -> Vec2* {
        StageNode* node = s.map.findNode(nodeId);
        return node ? &node->position : nullptr;
      },
      positionMetres, "move-node:" + nodeId);
}

OperationPtr renameNode(const StageMap& map, const std::string& nodeId, std::string name) {
  requireNode(map, nodeId, "Rename node");
  return std::make_unique<SetValueOperation<std::string>>(
      "Rename node " + nodeName(map, nodeId) + " to " + name, kChangeMap,
      [nodeId](Scenario& s) -> std::string* {
        StageNode* node = s.map.findNode(nodeId);
        return node ? &node->name : nullptr;
      },
      name);
}

OperationPtr deleteNode(const StageMap& map, const std::string& nodeId) {
  requireNode(map, nodeId, "Delete node");
  auto op = std::make_unique<CompositeOperation>("Delete node " + nodeName(map, nodeId));
  for (const StageLink* link : map.linksAt(nodeId))
    op->add(std::make_unique<EraseOperation<StageLink>>("Delete link " + link->id, kChangeMap,
                                                        linkList(), findById<StageLink>(link->id)));
  op->add(std::make_unique<EraseOperation<StageNode>>("Delete node " + nodeId, kChangeMap,
                                                      nodeList(), findById<StageNode>(nodeId)));
  return op;
}

OperationPtr mergeNodes(const Scenario& scenario, const std::string& keptId,
                        const std::string& absorbedId) {
  const StageMap& map = scenario.map;
  requireNode(map, keptId, "Merge nodes");
  requireNode(map, absorbedId, "Merge nodes");
  if (keptId == absorbedId) throw EditError("Merge nodes: a node cannot merge with itself");
  auto op = std::make_unique<CompositeOperation>("Merge " + nodeName(map, absorbedId) + " into " +
                                                 nodeName(map, keptId));
  std::vector<std::string> neighbours;  // of the kept node, growing as links move over
  for (const StageLink* link : map.linksAt(keptId)) neighbours.push_back(link->otherEnd(keptId));
  for (const StageLink* link : map.linksAt(absorbedId)) {
    const std::string& other = link->otherEnd(absorbedId);
    bool duplicate = other == keptId;
    for (const auto& n : neighbours) duplicate = duplicate || n == other;
    if (duplicate) {
      op->add(std::make_unique<EraseOperation<StageLink>>(
          "Delete link " + link->id, kChangeMap, linkList(), findById<StageLink>(link->id)));
      continue;
    }
    StageLink moved = *link;
    (moved.from == absorbedId ? moved.from : moved.to) = keptId;
    moved.path.clear();  // the old route led to the absorbed node
    neighbours.push_back(other);
    op->add(setLink(moved, "Relink " + link->id));
  }
  for (const auto& force : scenario.startPositions) {
    if (force.node != absorbedId) continue;
    ForcePlacement moved = force;
    moved.node = keptId;
    op->add(std::make_unique<SetValueOperation<ForcePlacement>>(
        "Move force " + force.id, kChangePlacements,
        [id = force.id](Scenario& s) { return findPlacementIn(s, id); }, moved));
  }
  for (std::size_t i = 0; i < scenario.reinforcements.size(); ++i) {
    if (scenario.reinforcements[i].force.node != absorbedId) continue;
    Reinforcement moved = scenario.reinforcements[i];
    moved.force.node = keptId;
    op->add(std::make_unique<SetValueOperation<Reinforcement>>(
        "Move reinforcement", kChangePlacements,
        [i](Scenario& s) { return i < s.reinforcements.size() ? &s.reinforcements[i] : nullptr; },
        moved));
  }
  for (std::size_t i = 0; i < scenario.objectives.size(); ++i) {
    if (scenario.objectives[i].node != absorbedId) continue;
    Objective moved = scenario.objectives[i];
    moved.node = keptId;
    op->add(std::make_unique<SetValueOperation<Objective>>(
        "Move objective", kChangePlacements,
        [i](Scenario& s) { return i < s.objectives.size() ? &s.objectives[i] : nullptr; }, moved));
  }
  op->add(std::make_unique<EraseOperation<StageNode>>("Delete node " + absorbedId, kChangeMap,
                                                      nodeList(), findById<StageNode>(absorbedId)));
  return op;
}

OperationPtr addLink(StageLink link) {
  if (link.from == link.to) throw EditError("Add link: a link must join two different nodes");
  std::string label = "Add link " + link.from + " - " + link.to;
  return std::make_unique<InsertOperation<StageLink>>(std::move(label), kChangeMap, linkList(),
                                                      std::move(link));
}

OperationPtr deleteLink(const StageMap& map, const std::string& linkId) {
  const StageLink& link = requireLink(map, linkId, "Delete link");
  return std::make_unique<EraseOperation<StageLink>>(
      "Delete link " + nodeName(map, link.from) + " - " + nodeName(map, link.to), kChangeMap,
      linkList(), findById<StageLink>(linkId));
}

OperationPtr setLinkKind(const StageMap& map, const std::string& linkId, LinkKind kind) {
  StageLink link = requireLink(map, linkId, "Set link kind");
  link.kind = kind;
  return setLink(link, "Set link " + linkId + " to " + std::string(keyOf(kind)));
}

OperationPtr setLinkStages(const StageMap& map, const std::string& linkId, double stages) {
  if (!(stages > 0))
    throw EditError("Set link stages: a link is at least some part of a stage (C-1)");
  StageLink link = requireLink(map, linkId, "Set link stages");
  link.stages = stages;
  return setLink(link, "Set link " + linkId + " stages");
}

OperationPtr setLinkBridge(const StageMap& map, const std::string& linkId, BridgeState bridge) {
  StageLink link = requireLink(map, linkId, "Set bridge");
  link.bridge = bridge;
  return setLink(link, "Set link " + linkId + " bridge " + std::string(keyOf(bridge)));
}

OperationPtr addFeature(TerrainFeature feature) {
  std::string label = "Add " + std::string(displayNameOf(feature.terrain));
  return std::make_unique<InsertOperation<TerrainFeature>>(std::move(label), kChangeMap,
                                                           featureList(), std::move(feature));
}

OperationPtr deleteFeature(const StageMap& map, const std::string& featureId) {
  const TerrainFeature& feature = requireFeature(map, featureId, "Delete terrain");
  return std::make_unique<EraseOperation<TerrainFeature>>(
      "Delete " + std::string(displayNameOf(feature.terrain)), kChangeMap, featureList(),
      findById<TerrainFeature>(featureId));
}

OperationPtr reclassifyFeature(const StageMap& map, const std::string& featureId,
                               TerrainClass terrain) {
  TerrainFeature feature = requireFeature(map, featureId, "Reclassify terrain");
  feature.terrain = terrain;
  return std::make_unique<SetValueOperation<TerrainFeature>>(
      "Reclassify as " + std::string(displayNameOf(terrain)), kChangeMap, featureAt(featureId),
      std::move(feature));
}

OperationPtr renameFeature(const StageMap& map, const std::string& featureId, std::string name) {
  TerrainFeature feature = requireFeature(map, featureId, "Rename terrain");
  feature.name = std::move(name);
  const std::string label =
      feature.name.empty() ? "Unname " + featureId : "Name " + featureId + " " + feature.name;
  return std::make_unique<SetValueOperation<TerrainFeature>>(
      label, kChangeMap, featureAt(featureId), std::move(feature));
}

OperationPtr insertVertex(const std::string& featureId, std::size_t index, Vec2 pointMetres) {
  return std::make_unique<InsertOperation<Vec2>>(
      "Insert vertex", kChangeMap,
      [featureId](Scenario& s) -> Polyline* {
        TerrainFeature* f = findFeatureIn(s.map, featureId);
        return f ? &f->points : nullptr;
      },
      pointMetres, index);
}

OperationPtr deleteVertex(const std::string& featureId, std::size_t index) {
  return std::make_unique<EraseOperation<Vec2>>(
      "Delete vertex", kChangeMap,
      [featureId](Scenario& s) -> Polyline* {
        TerrainFeature* f = findFeatureIn(s.map, featureId);
        return f ? &f->points : nullptr;
      },
      findAt<Vec2>(index));
}

OperationPtr moveVertex(const std::string& featureId, std::size_t index, Vec2 pointMetres) {
  return std::make_unique<SetValueOperation<Vec2>>(
      "Move vertex", kChangeMap,
      [featureId, index](Scenario& s) -> Vec2* {
        TerrainFeature* f = findFeatureIn(s.map, featureId);
        return f && index < f->points.size() ? &f->points[index] : nullptr;
      },
      pointMetres, "move-vertex:" + featureId + ":" + std::to_string(index));
}

}  // namespace hfg
