// The map tools' state: selection, the node being dragged, a link or feature being drawn. Turns
// pointer input in world metres into core/edit operations on the document; no ImGui here.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/model/scenario.h"
#include "editor/map/map_tools.h"

namespace hfg {

class Document;

/// One frame of the left mouse button over the map, in world metres.
struct PointerInput {
  Vec2 worldMetres;
  bool pressed = false;   ///< went down this frame over the canvas
  bool down = false;      ///< held
  bool released = false;  ///< went up this frame
  bool doubleClicked = false;
  double hitRadiusMetres = 1;     ///< how near counts as "on" a node, link or vertex
  std::string forceUnderPointer;  ///< a start-position force marker under the pointer, or ""
};

struct MapSelection {
  std::string force;  ///< a start-position force (C-7), dragged to another node to move it
  std::string node;
  std::string link;
  std::string feature;
  std::optional<std::size_t> vertex;  ///< of `feature`

  bool empty() const { return force.empty() && node.empty() && link.empty() && feature.empty(); }
};

/// Ids of what lies under a point, nearest first by kind.
std::string nodeAt(const StageMap& map, Vec2 world, double radiusMetres);
std::string linkAt(const StageMap& map, Vec2 world, double radiusMetres);
/// An area containing the point, else a line within the radius.
std::string featureAt(const StageMap& map, Vec2 world, double radiusMetres);
/// The index of a vertex of `feature` within the radius.
std::optional<std::size_t> vertexAt(const TerrainFeature& feature, Vec2 world, double radiusMetres);
/// The index of the segment (i to i+1, closing for areas) within the radius.
std::optional<std::size_t> edgeAt(const TerrainFeature& feature, Vec2 world, double radiusMetres);
/// The nearest existing terrain vertex or node within the radius, else `world` (snapping).
Vec2 snapPoint(const StageMap& map, Vec2 world, double radiusMetres);
/// C-1: a new link's length in stages: its straight length over 12 km, rounded, at least 1.
double stagesForDistance(double metres);

class MapEditor {
 public:
  MapTool tool() const { return m_tool; }
  /// Changing tool drops a half-drawn link or feature.
  void setTool(MapTool tool);
  const MapSelection& selection() const { return m_selection; }
  void select(MapSelection selection) { m_selection = std::move(selection); }
  void clearSelection() { m_selection = {}; }

  /// The class the Draw terrain tool draws.
  TerrainClass drawClass() const { return m_drawClass; }
  void setDrawClass(TerrainClass terrain) { m_drawClass = terrain; }
  /// Points of the feature being drawn.
  const Polyline& drawing() const { return m_drawing; }
  /// The first node of a link being added, or "".
  const std::string& linkStart() const { return m_linkStart; }
  bool dragging() const { return m_dragging; }
  /// While a force marker is dragged: where the pointer is (the force moves there on release).
  const std::optional<Vec2>& forceDragTarget() const { return m_forceDragTarget; }

  /// Applies one frame of pointer input with the current tool.
  void pointer(Document& document, const PointerInput& input);
  /// Delete key: the selected vertex, else node (with its links), link or feature.
  void deleteSelection(Document& document);
  /// Enter: finishes the feature being drawn (at least 3 points for an area, 2 for a line).
  bool finishDrawing(Document& document);
  /// Escape: drops a half-drawn link or feature, else the selection.
  void cancel();

 private:
  void pointerSelect(Document& document, const PointerInput& input);
  void pointerAddNode(Document& document, const PointerInput& input);
  void pointerAddLink(Document& document, const PointerInput& input);
  void pointerDraw(Document& document, const PointerInput& input);
  void pointerEditTerrain(Document& document, const PointerInput& input);
  void endDrag(Document& document);

  MapTool m_tool = MapTool::Select;
  MapSelection m_selection;
  TerrainClass m_drawClass = TerrainClass::Woods;
  Polyline m_drawing;
  std::string m_linkStart;
  bool m_dragging = false;
  Vec2 m_dragOffset;  ///< node or vertex position minus the pointer at press
  std::optional<Vec2> m_forceDragTarget;
};

}  // namespace hfg
