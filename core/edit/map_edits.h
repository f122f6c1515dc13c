// Undoable edits of the stage map: nodes, links (C-1..C-3) and terrain features.
#pragma once

#include <cstddef>
#include <string>

#include "core/edit/operation.h"

namespace hfg {

// ---- nodes ----------------------------------------------------------------------------------
OperationPtr addNode(StageNode node);
/// Merges with the next moveNode of the same node, so a drag is one undo step.
OperationPtr moveNode(const StageMap& map, const std::string& nodeId, Vec2 positionMetres);
OperationPtr renameNode(const StageMap& map, const std::string& nodeId, std::string name);
/// Removes the node and every link touching it; undo puts them all back where they were.
OperationPtr deleteNode(const StageMap& map, const std::string& nodeId);
/// Folds `absorbedId` into `keptId`: its links move to the kept node (links that would join the
/// kept node to itself, or duplicate a link it already has, are deleted), forces, reinforcements
/// and objectives at it move too, then the absorbed node is deleted.
OperationPtr mergeNodes(const Scenario& scenario, const std::string& keptId,
                        const std::string& absorbedId);

// ---- links ----------------------------------------------------------------------------------
OperationPtr addLink(StageLink link);
OperationPtr deleteLink(const StageMap& map, const std::string& linkId);
OperationPtr setLinkKind(const StageMap& map, const std::string& linkId, LinkKind kind);
OperationPtr setLinkStages(const StageMap& map, const std::string& linkId, double stages);
OperationPtr setLinkBridge(const StageMap& map, const std::string& linkId, BridgeState bridge);

// ---- terrain --------------------------------------------------------------------------------
OperationPtr addFeature(TerrainFeature feature);
OperationPtr deleteFeature(const StageMap& map, const std::string& featureId);
OperationPtr reclassifyFeature(const StageMap& map, const std::string& featureId,
                               TerrainClass terrain);
/// Names a feature ("Big Round Top"); an empty name removes it.
OperationPtr renameFeature(const StageMap& map, const std::string& featureId, std::string name);
/// Inserts a vertex before `index` (index == size appends).
OperationPtr insertVertex(const std::string& featureId, std::size_t index, Vec2 pointMetres);
OperationPtr deleteVertex(const std::string& featureId, std::size_t index);
/// Merges with the next moveVertex of the same vertex (dragging).
OperationPtr moveVertex(const std::string& featureId, std::size_t index, Vec2 pointMetres);

}  // namespace hfg
