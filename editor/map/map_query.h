// Geometry questions the canvas asks of a stage map: extent, link routes, what is under the cursor.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/model/scenario.h"
#include "editor/map/camera.h"

namespace hfg {

/// Everything drawn: nodes, link routes and terrain outlines.
WorldBox mapBounds(const StageMap& map);

/// Node look-up by id in constant time, for drawing thousands of links each frame (StageMap's
/// findNode is a linear scan). Valid while the map's node list is unchanged.
class NodeIndex {
 public:
  explicit NodeIndex(const StageMap& map);
  const StageNode* find(std::string_view id) const;

 private:
  std::unordered_map<std::string_view, const StageNode*> m_byId;
};

/// A link's route in world metres: its `path` when set, else the straight line between its ends.
/// Empty when an end node is missing.
Polyline linkRoute(const StageMap& map, const StageLink& link);
Polyline linkRoute(const NodeIndex& nodes, const StageLink& link);

/// The point half-way along a polyline (by length).
Vec2 midpointAlong(const Polyline& line);

/// The id of the node whose symbol is nearest `screenPixels` within `radiusPixels`, or "".
std::string nodeAtScreen(const StageMap& map, const Camera& camera, Vec2 screenPixels,
                         double radiusPixels);

/// Where a force starts: its node's position, or nothing when the node is unknown.
struct PlacedForce {
  const ForcePlacement* force = nullptr;
  Vec2 positionMetres;
  int stackIndex = 0;  ///< 0 for the first force at a node, 1 for the next, ...
};
std::vector<PlacedForce> placeForces(const Scenario& scenario);

}  // namespace hfg
