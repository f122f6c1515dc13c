// Selection and drawing feedback for the map tools.
#include "editor/map/edit_overlay.h"

#include <imgui.h>

#include <vector>

#include "core/model/scenario.h"
#include "editor/map/camera.h"
#include "editor/map/map_editor.h"
#include "editor/map/map_query.h"
#include "editor/map/map_style.h"

namespace hfg {
namespace {

constexpr ImU32 kSelection = IM_COL32(255, 140, 0, 255);
constexpr ImU32 kSelectionFaint = IM_COL32(255, 140, 0, 90);
constexpr ImU32 kDrawing = IM_COL32(20, 90, 220, 255);

ImVec2 toIm(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

std::vector<ImVec2> toScreen(const Camera& camera, const Polyline& line) {
  std::vector<ImVec2> out;
  for (const Vec2& p : line) out.push_back(toIm(camera.worldToScreen(p)));
  return out;
}

}  // namespace

void paintEditOverlay(ImDrawList& dl, const Scenario& scenario, const Camera& camera,
                      const MapEditor& editor, const std::optional<Vec2>& cursorMetres) {
  const StageMap& map = scenario.map;
  const MapSelection& sel = editor.selection();
  // Nothing selected is the usual case: the lists (thousands of items on a large map) are only
  // searched for what is.
  for (const auto& force : scenario.startPositions) {
    if (sel.force.empty()) break;
    if (force.id != sel.force) continue;
    const StageNode* at = map.findNode(force.node);
    if (!at) break;
    const ImVec2 from = toIm(camera.worldToScreen(at->position));
    dl.AddCircle(from, 14, kSelection, 0, 3);
    if (editor.forceDragTarget()) {
      const ImVec2 to = toIm(camera.worldToScreen(*editor.forceDragTarget()));
      dl.AddLine(from, to, kSelection, 3);
      dl.AddCircle(to, 10, kSelection, 0, 2);
    }
  }
  if (const StageNode* node = sel.node.empty() ? nullptr : map.findNode(sel.node)) {
    dl.AddCircle(toIm(camera.worldToScreen(node->position)), 12, kSelection, 0, 3);
  }
  if (const StageLink* link = sel.link.empty() ? nullptr : map.findLink(sel.link)) {
    const auto points = toScreen(camera, linkRoute(map, *link));
    dl.AddPolyline(points.data(), static_cast<int>(points.size()), kSelectionFaint, 0, 10);
  }
  for (const auto& feature : map.terrain) {
    if (sel.feature.empty()) break;
    if (feature.id != sel.feature) continue;
    const auto points = toScreen(camera, feature.points);
    const ImDrawFlags closed =
        feature.shape() == FeatureShape::Area ? ImDrawFlags_Closed : ImDrawFlags_None;
    dl.AddPolyline(points.data(), static_cast<int>(points.size()), kSelection, closed, 2.5f);
    for (std::size_t i = 0; i < points.size(); ++i) {
      const bool chosen = sel.vertex && *sel.vertex == i;
      dl.AddRectFilled({points[i].x - 4, points[i].y - 4}, {points[i].x + 4, points[i].y + 4},
                       chosen ? kSelection : IM_COL32(255, 255, 255, 255));
      dl.AddRect({points[i].x - 4, points[i].y - 4}, {points[i].x + 4, points[i].y + 4},
                 kSelection);
    }
  }
  if (const StageNode* start =
          editor.linkStart().empty() ? nullptr : map.findNode(editor.linkStart())) {
    const ImVec2 a = toIm(camera.worldToScreen(start->position));
    dl.AddCircle(a, 12, kDrawing, 0, 3);
    if (cursorMetres) dl.AddLine(a, toIm(camera.worldToScreen(*cursorMetres)), kDrawing, 2);
  }
  if (!editor.drawing().empty()) {
    Polyline line = editor.drawing();
    if (cursorMetres) line.push_back(*cursorMetres);
    const auto points = toScreen(camera, line);
    const ImU32 colour = terrainColour(editor.drawClass()) | IM_COL32(0, 0, 0, 255);
    dl.AddPolyline(points.data(), static_cast<int>(points.size()), colour, ImDrawFlags_None, 3);
    dl.AddPolyline(points.data(), static_cast<int>(points.size()), kDrawing, ImDrawFlags_None, 1);
    for (const ImVec2& p : points) dl.AddCircleFilled(p, 3.5f, kDrawing);
  }
}

}  // namespace hfg
