// Map tools as a small state machine over pointer input; every change is a core/edit operation.
#include "editor/map/map_editor.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/edit/locate.h"
#include "core/edit/map_edits.h"
#include "core/edit/scenario_edits.h"
#include "editor/shell/document.h"
#include "editor/map/map_query.h"

namespace hfg {
namespace {

double segmentDistance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = dot(ab, ab);
  const double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return distance(p, a + ab * t);
}

double polylineDistance(Vec2 p, const Polyline& line, bool closed) {
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 1; i < line.size(); ++i)
    best = std::min(best, segmentDistance(p, line[i - 1], line[i]));
  if (closed && line.size() > 2) best = std::min(best, segmentDistance(p, line.back(), line[0]));
  return best;
}

bool insidePolygon(Vec2 p, const Polyline& polygon) {
  bool inside = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Vec2 a = polygon[i], b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

const TerrainFeature* findFeature(const StageMap& map, const std::string& id) {
  for (const auto& f : map.terrain)
    if (f.id == id) return &f;
  return nullptr;
}

}  // namespace

std::string nodeAt(const StageMap& map, Vec2 world, double radiusMetres) {
  std::string best;
  double bestDistance = radiusMetres;
  for (const auto& node : map.nodes) {
    const double d = distance(node.position, world);
    if (d <= bestDistance) best = node.id, bestDistance = d;
  }
  return best;
}

std::string linkAt(const StageMap& map, Vec2 world, double radiusMetres) {
  std::string best;
  double bestDistance = radiusMetres;
  for (const auto& link : map.links) {
    const double d = polylineDistance(world, linkRoute(map, link), false);
    if (d <= bestDistance) best = link.id, bestDistance = d;
  }
  return best;
}

std::string featureAt(const StageMap& map, Vec2 world, double radiusMetres) {
  // Lines first (they lie on top of areas), then the last-drawn area containing the point.
  std::string best;
  double bestDistance = radiusMetres;
  for (const auto& f : map.terrain) {
    if (f.shape() != FeatureShape::Line) continue;
    const double d = polylineDistance(world, f.points, false);
    if (d <= bestDistance) best = f.id, bestDistance = d;
  }
  if (!best.empty()) return best;
  for (auto it = map.terrain.rbegin(); it != map.terrain.rend(); ++it)
    if (it->shape() == FeatureShape::Area && it->points.size() >= 3 &&
        insidePolygon(world, it->points))
      return it->id;
  return {};
}

std::optional<std::size_t> vertexAt(const TerrainFeature& feature, Vec2 world,
                                    double radiusMetres) {
  std::optional<std::size_t> best;
  double bestDistance = radiusMetres;
  for (std::size_t i = 0; i < feature.points.size(); ++i) {
    const double d = distance(feature.points[i], world);
    if (d <= bestDistance) best = i, bestDistance = d;
  }
  return best;
}

std::optional<std::size_t> edgeAt(const TerrainFeature& feature, Vec2 world, double radiusMetres) {
  const Polyline& p = feature.points;
  const bool closed = feature.shape() == FeatureShape::Area && p.size() > 2;
  const std::size_t edges = closed ? p.size() : (p.empty() ? 0 : p.size() - 1);
  std::optional<std::size_t> best;
  double bestDistance = radiusMetres;
  for (std::size_t i = 0; i < edges; ++i) {
    const double d = segmentDistance(world, p[i], p[(i + 1) % p.size()]);
    if (d <= bestDistance) best = i, bestDistance = d;
  }
  return best;
}

Vec2 snapPoint(const StageMap& map, Vec2 world, double radiusMetres) {
  Vec2 best = world;
  double bestDistance = radiusMetres;
  for (const auto& f : map.terrain)
    for (const Vec2& p : f.points)
      if (const double d = distance(p, world); d <= bestDistance) best = p, bestDistance = d;
  for (const auto& node : map.nodes)
    if (const double d = distance(node.position, world); d <= bestDistance)
      best = node.position, bestDistance = d;
  return best;
}

double stagesForDistance(double metres) {
  return std::max(1.0, std::round(metres / kMetresPerStage));
}

void MapEditor::setTool(MapTool tool) {
  if (tool == m_tool) return;
  m_tool = tool;
  m_linkStart.clear();
  m_drawing.clear();
}

void MapEditor::pointer(Document& document, const PointerInput& input) {
  switch (m_tool) {
    case MapTool::Select: pointerSelect(document, input); break;
    case MapTool::AddNode: pointerAddNode(document, input); break;
    case MapTool::AddLink: pointerAddLink(document, input); break;
    case MapTool::DrawTerrain: pointerDraw(document, input); break;
    case MapTool::EditTerrain: pointerEditTerrain(document, input); break;
  }
  if (input.released) endDrag(document);
}

void MapEditor::endDrag(Document& document) {
  if (m_dragging) document.endDrag();
  m_dragging = false;
}

void MapEditor::pointerSelect(Document& document, const PointerInput& input) {
  const StageMap& map = document.scenario().map;
  if (input.pressed) {
    m_selection = {};
    m_forceDragTarget.reset();
    if (!input.forceUnderPointer.empty()) {
      // Force markers sit above their node: they are picked before the node beneath.
      m_selection.force = input.forceUnderPointer;
      m_dragging = true;
    } else if (std::string node = nodeAt(map, input.worldMetres, input.hitRadiusMetres);
               !node.empty()) {
      m_dragOffset = map.findNode(node)->position - input.worldMetres;
      m_selection.node = std::move(node);
      m_dragging = true;
      document.endDrag();  // a new drag never merges into the previous one
    } else if (std::string link = linkAt(map, input.worldMetres, input.hitRadiusMetres);
               !link.empty()) {
      m_selection.link = std::move(link);
    } else {
      m_selection.feature = featureAt(map, input.worldMetres, input.hitRadiusMetres);
    }
    return;
  }
  if (m_dragging && !m_selection.force.empty()) {
    if (input.down) m_forceDragTarget = input.worldMetres;
    if (input.released) {
      // C-7: dropped on a node, the force starts there; anywhere else it stays.
      const std::string node = nodeAt(map, input.worldMetres, input.hitRadiusMetres);
      const Scenario& scenario = document.scenario();
      bool exists = false;
      for (const auto& f : scenario.startPositions) exists = exists || f.id == m_selection.force;
      if (!node.empty() && exists) {
        const auto* force = &scenario.startPositions.front();
        for (const auto& f : scenario.startPositions)
          if (f.id == m_selection.force) force = &f;
        if (force->node != node) document.edit(moveForce(scenario, force->id, node));
      }
      m_forceDragTarget.reset();
    }
    return;
  }
  if (m_dragging && input.down && !m_selection.node.empty()) {
    const StageNode* node = map.findNode(m_selection.node);
    const Vec2 target = input.worldMetres + m_dragOffset;
    if (node && !(node->position == target)) document.edit(moveNode(map, m_selection.node, target));
  }
}

void MapEditor::pointerAddNode(Document& document, const PointerInput& input) {
  if (!input.pressed) return;
  const StageMap& map = document.scenario().map;
  if (std::string existing = nodeAt(map, input.worldMetres, input.hitRadiusMetres);
      !existing.empty()) {
    m_selection = {};
    m_selection.node = std::move(existing);
    return;
  }
  StageNode node;
  node.id = freshNodeId(map);
  node.name = "New place " + node.id.substr(node.id.find('-') + 1);
  node.position = input.worldMetres;
  const std::string id = node.id;
  if (document.edit(addNode(std::move(node)))) {
    m_selection = {};
    m_selection.node = id;
  }
}

void MapEditor::pointerAddLink(Document& document, const PointerInput& input) {
  if (!input.pressed) return;
  const StageMap& map = document.scenario().map;
  const std::string node = nodeAt(map, input.worldMetres, input.hitRadiusMetres);
  if (node.empty()) return;
  if (m_linkStart.empty() || m_linkStart == node) {
    m_linkStart = node;
    return;
  }
  for (const StageLink* existing : map.linksAt(m_linkStart))
    if (existing->joins(m_linkStart, node)) {
      m_selection = {};
      m_selection.link = existing->id;
      m_linkStart.clear();
      return;
    }
  StageLink link;
  link.id = freshLinkId(map);
  link.from = m_linkStart;
  link.to = node;
  link.stages = stagesForDistance(
      distance(map.findNode(m_linkStart)->position, map.findNode(node)->position));
  const std::string id = link.id;
  if (document.edit(addLink(std::move(link)))) {
    m_selection = {};
    m_selection.link = id;
  }
  // Chain: the end of this link starts the next, so a road is clicked node by node.
  m_linkStart = node;
}

void MapEditor::pointerDraw(Document& document, const PointerInput& input) {
  if (input.doubleClicked) {
    finishDrawing(document);
    return;
  }
  if (!input.pressed) return;
  const Vec2 p = snapPoint(document.scenario().map, input.worldMetres, input.hitRadiusMetres);
  if (m_drawing.empty() || !(m_drawing.back() == p)) m_drawing.push_back(p);
}

bool MapEditor::finishDrawing(Document& document) {
  const std::size_t needed = naturalShapeOf(m_drawClass) == FeatureShape::Area ? 3 : 2;
  if (m_drawing.size() < needed) return false;
  TerrainFeature feature;
  feature.id = freshFeatureId(document.scenario().map);
  feature.terrain = m_drawClass;
  feature.points = std::move(m_drawing);
  m_drawing.clear();
  const std::string id = feature.id;
  if (!document.edit(addFeature(std::move(feature)))) return false;
  m_selection = {};
  m_selection.feature = id;
  return true;
}

void MapEditor::pointerEditTerrain(Document& document, const PointerInput& input) {
  const StageMap& map = document.scenario().map;
  if (input.pressed) {
    document.endDrag();
    if (const TerrainFeature* selected = findFeature(map, m_selection.feature)) {
      if (auto vertex = vertexAt(*selected, input.worldMetres, input.hitRadiusMetres)) {
        m_selection.vertex = vertex;
        m_dragOffset = selected->points[*vertex] - input.worldMetres;
        m_dragging = true;
        return;
      }
      if (auto edge = edgeAt(*selected, input.worldMetres, input.hitRadiusMetres)) {
        // Pressing on an edge inserts a vertex there and drags it.
        const std::size_t at = *edge + 1;
        if (document.edit(insertVertex(selected->id, at, input.worldMetres))) {
          m_selection.vertex = at;
          m_dragOffset = {};
          m_dragging = true;
        }
        return;
      }
    }
    m_selection = {};
    m_selection.feature = featureAt(map, input.worldMetres, input.hitRadiusMetres);
    return;
  }
  if (m_dragging && input.down && m_selection.vertex) {
    const TerrainFeature* feature = findFeature(map, m_selection.feature);
    if (!feature || *m_selection.vertex >= feature->points.size()) return;
    // Snap to other features' vertices, never to this vertex itself.
    Vec2 target = input.worldMetres + m_dragOffset;
    for (const auto& f : map.terrain)
      for (std::size_t i = 0; i < f.points.size(); ++i)
        if ((f.id != feature->id || i != *m_selection.vertex) &&
            distance(f.points[i], target) <= input.hitRadiusMetres)
          target = f.points[i];
    if (!(feature->points[*m_selection.vertex] == target))
      document.edit(moveVertex(feature->id, *m_selection.vertex, target));
  }
}

void MapEditor::deleteSelection(Document& document) {
  const StageMap& map = document.scenario().map;
  if (!m_selection.feature.empty() && m_selection.vertex) {
    document.edit(deleteVertex(m_selection.feature, *m_selection.vertex));
    m_selection.vertex.reset();
    return;
  }
  if (!m_selection.node.empty() && map.findNode(m_selection.node))
    document.edit(deleteNode(map, m_selection.node));
  else if (!m_selection.link.empty() && map.findLink(m_selection.link))
    document.edit(deleteLink(map, m_selection.link));
  else if (!m_selection.feature.empty() && findFeature(map, m_selection.feature))
    document.edit(deleteFeature(map, m_selection.feature));
  m_selection = {};
}

void MapEditor::cancel() {
  if (!m_linkStart.empty() || !m_drawing.empty()) {
    m_linkStart.clear();
    m_drawing.clear();
    return;
  }
  m_selection = {};
}

}  // namespace hfg
