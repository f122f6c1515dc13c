// Paint cache: built once per document change, queried every frame for what the view shows.
#include "editor/map/map_paint_cache.h"

#include <algorithm>
#include <cmath>

#include "core/model/scenario.h"
#include "core/model/stage_map.h"
#include "editor/map/map_query.h"
#include "editor/map/triangulate.h"

namespace hfg {
namespace {

WorldBox boxOf(const Polyline& points) {
  WorldBox box;
  for (const Vec2& p : points) box.include(p);
  return box;
}

bool meets(const WorldBox& a, const WorldBox& b) {
  return !a.empty() && !b.empty() && a.min.x <= b.max.x && b.min.x <= a.max.x &&
         a.min.y <= b.max.y && b.min.y <= a.max.y;
}

}  // namespace

void SpatialGrid::build(const std::vector<WorldBox>& boxes, int targetCells) {
  m_boxes = boxes;
  m_bounds = {};
  for (const auto& b : boxes)
    if (!b.empty()) {
      m_bounds.include(b.min);
      m_bounds.include(b.max);
    }
  m_cells.clear();
  m_columns = m_rows = 0;
  if (m_bounds.empty()) return;
  // Square-ish cells: columns : rows follows the bounds' aspect.
  const double w = std::max(m_bounds.width(), 1.0), h = std::max(m_bounds.height(), 1.0);
  const double side = std::sqrt(w * h / std::max(targetCells, 1));
  m_columns = std::clamp(static_cast<int>(std::ceil(w / side)), 1, 1024);
  m_rows = std::clamp(static_cast<int>(std::ceil(h / side)), 1, 1024);
  m_cellWidth = w / m_columns;
  m_cellHeight = h / m_rows;
  m_cells.assign(static_cast<size_t>(m_columns) * static_cast<size_t>(m_rows), {});
  for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
    const WorldBox& b = boxes[static_cast<size_t>(i)];
    if (b.empty()) continue;
    const int c0 =
        std::clamp(static_cast<int>((b.min.x - m_bounds.min.x) / m_cellWidth), 0, m_columns - 1);
    const int c1 =
        std::clamp(static_cast<int>((b.max.x - m_bounds.min.x) / m_cellWidth), 0, m_columns - 1);
    const int r0 =
        std::clamp(static_cast<int>((b.min.y - m_bounds.min.y) / m_cellHeight), 0, m_rows - 1);
    const int r1 =
        std::clamp(static_cast<int>((b.max.y - m_bounds.min.y) / m_cellHeight), 0, m_rows - 1);
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c)
        m_cells[static_cast<size_t>(r) * static_cast<size_t>(m_columns) + static_cast<size_t>(c)]
            .push_back(i);
  }
}

std::vector<int> SpatialGrid::query(const WorldBox& view) const {
  std::vector<int> out;
  if (m_cells.empty() || !meets(view, m_bounds)) return out;
  const int count = static_cast<int>(m_boxes.size());
  // The whole map in view (the usual zoomed-out case): every item with a box, no cell walk.
  if (view.min.x <= m_bounds.min.x && view.min.y <= m_bounds.min.y &&
      view.max.x >= m_bounds.max.x && view.max.y >= m_bounds.max.y) {
    out.reserve(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
      if (!m_boxes[static_cast<size_t>(i)].empty()) out.push_back(i);
    return out;
  }
  const int c0 = std::clamp(
      static_cast<int>(std::floor((view.min.x - m_bounds.min.x) / m_cellWidth)), 0, m_columns - 1);
  const int c1 = std::clamp(
      static_cast<int>(std::floor((view.max.x - m_bounds.min.x) / m_cellWidth)), 0, m_columns - 1);
  const int r0 = std::clamp(
      static_cast<int>(std::floor((view.min.y - m_bounds.min.y) / m_cellHeight)), 0, m_rows - 1);
  const int r1 = std::clamp(
      static_cast<int>(std::floor((view.max.y - m_bounds.min.y) / m_cellHeight)), 0, m_rows - 1);
  for (int r = r0; r <= r1; ++r)
    for (int c = c0; c <= c1; ++c)
      for (int i : m_cells[static_cast<size_t>(r) * static_cast<size_t>(m_columns) +
                           static_cast<size_t>(c)])
        if (meets(m_boxes[static_cast<size_t>(i)], view)) out.push_back(i);
  // Items spanning several cells were met once per cell. A few are sorted; many are put in
  // order by marking them, which costs one pass over the items instead of a sort.
  if (out.size() * 8 < m_boxes.size()) {
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }
  std::vector<char> seen(m_boxes.size(), 0);
  for (int i : out) seen[static_cast<size_t>(i)] = 1;
  out.clear();
  for (int i = 0; i < count; ++i)
    if (seen[static_cast<size_t>(i)]) out.push_back(i);
  return out;
}

bool MapPaintCache::update(const StageMap& map, std::uint64_t serial, std::uint64_t revision) {
  if (m_built && serial == m_serial && revision == m_revision) return false;
  rebuild(map);
  m_serial = serial;
  m_revision = revision;
  return true;
}

bool MapPaintCache::update(const Scenario& scenario, std::uint64_t serial, std::uint64_t revision) {
  if (m_built && m_hasForces && serial == m_serial && revision == m_revision) return false;
  rebuild(scenario);
  m_serial = serial;
  m_revision = revision;
  return true;
}

void MapPaintCache::rebuild(const Scenario& scenario) {
  rebuild(scenario.map);
  m_placedForces = placeForces(scenario);
  m_hasForces = true;
}

void MapPaintCache::rebuild(const StageMap& map) {
  m_built = true;
  m_hasForces = false;
  m_placedForces.clear();
  m_featureBoxes.clear();
  m_featureTriangles.clear();
  for (const auto& feature : map.terrain) {
    WorldBox box = boxOf(feature.points);
    for (const Vec2& p : feature.crest) box.include(p);
    m_featureBoxes.push_back(box);
    const bool area = feature.shape() == FeatureShape::Area && feature.points.size() >= 3;
    m_featureTriangles.push_back(area ? triangulate(feature.points)
                                      : std::vector<std::array<int, 3>>{});
  }
  m_features.build(m_featureBoxes);

  const NodeIndex nodes(map);
  m_linkRoutes.clear();
  std::vector<WorldBox> linkBoxes;
  for (const auto& link : map.links) {
    m_linkRoutes.push_back(linkRoute(nodes, link));
    linkBoxes.push_back(boxOf(m_linkRoutes.back()));
  }
  m_links.build(linkBoxes);

  std::vector<WorldBox> nodeBoxes;
  for (const auto& node : map.nodes) {
    WorldBox box;
    box.include(node.position);
    nodeBoxes.push_back(box);
  }
  m_nodes.build(nodeBoxes);
}

WorldBox visibleWorld(const Camera& camera, double marginPixels) {
  const Vec2 margin{marginPixels, marginPixels};
  WorldBox box;
  box.include(camera.screenToWorld(camera.viewportOrigin() - margin));
  box.include(camera.screenToWorld(camera.viewportOrigin() + camera.viewportSize() + margin));
  return box;
}

std::vector<Vec2> simplifyToPixels(const std::vector<Vec2>& points, double tolerancePixels) {
  if (points.size() <= 2) return points;
  std::vector<Vec2> out{points.front()};
  const double t2 = tolerancePixels * tolerancePixels;
  for (size_t i = 1; i + 1 < points.size(); ++i) {
    const Vec2 d = points[i] - out.back();
    if (d.x * d.x + d.y * d.y >= t2) out.push_back(points[i]);
  }
  out.push_back(points.back());
  return out;
}

}  // namespace hfg
