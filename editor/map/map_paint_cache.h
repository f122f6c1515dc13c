// What map painting can keep between frames: bounds, triangulations, link routes and a spatial grid.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "editor/map/camera.h"
#include "editor/map/map_query.h"

namespace hfg {

struct Scenario;
struct StageMap;

/// A uniform grid over the map's bounds; each item is listed in every cell its box touches, so
/// the items near a view are found without looking at the others.
class SpatialGrid {
 public:
  /// Builds the grid for `boxes` (one per item, in item order) with about `targetCells` cells.
  void build(const std::vector<WorldBox>& boxes, int targetCells = 4096);
  /// The items whose box meets `view`, each once, in ascending order.
  std::vector<int> query(const WorldBox& view) const;

 private:
  WorldBox m_bounds;
  int m_columns = 0;
  int m_rows = 0;
  double m_cellWidth = 1;
  double m_cellHeight = 1;
  std::vector<std::vector<int>> m_cells;
  std::vector<WorldBox> m_boxes;
};

/// Per-document geometry for painting, rebuilt only when the document changes (its serial or
/// revision moves), so a frame does only view-dependent work.
class MapPaintCache {
 public:
  /// Rebuilds when (`serial`, `revision`) differs from the last build. True when it rebuilt.
  bool update(const StageMap& map, std::uint64_t serial, std::uint64_t revision);
  /// Rebuilds unconditionally (tests, benchmarks).
  void rebuild(const StageMap& map);
  /// As above, also keeping where each start-position force stands (placeForces), so a frame
  /// does not look up 1 000 forces' nodes again. Pointers into `scenario` stay valid until the
  /// next revision.
  bool update(const Scenario& scenario, std::uint64_t serial, std::uint64_t revision);
  void rebuild(const Scenario& scenario);
  /// The placed forces when built from a Scenario, else null.
  const std::vector<PlacedForce>* placedForces() const {
    return m_hasForces ? &m_placedForces : nullptr;
  }

  const std::vector<WorldBox>& featureBoxes() const { return m_featureBoxes; }
  /// Triangles of each area feature (empty for lines and degenerate areas).
  const std::vector<std::vector<std::array<int, 3>>>& featureTriangles() const {
    return m_featureTriangles;
  }
  /// Each link's drawn route (node to node through its waypoints).
  const std::vector<Polyline>& linkRoutes() const { return m_linkRoutes; }

  std::vector<int> featuresIn(const WorldBox& view) const { return m_features.query(view); }
  std::vector<int> linksIn(const WorldBox& view) const { return m_links.query(view); }
  std::vector<int> nodesIn(const WorldBox& view) const { return m_nodes.query(view); }

 private:
  bool m_built = false;
  bool m_hasForces = false;
  std::vector<PlacedForce> m_placedForces;
  std::uint64_t m_serial = 0;
  std::uint64_t m_revision = 0;
  std::vector<WorldBox> m_featureBoxes;
  std::vector<std::vector<std::array<int, 3>>> m_featureTriangles;
  std::vector<Polyline> m_linkRoutes;
  SpatialGrid m_features;
  SpatialGrid m_links;
  SpatialGrid m_nodes;
};

/// The world box a camera shows, widened by `marginPixels` so symbols straddling the edge stay.
WorldBox visibleWorld(const Camera& camera, double marginPixels);

/// Drops points closer than `tolerancePixels` to the last kept one (the end point is always
/// kept), so a long polyline zoomed out costs about one vertex a pixel.
std::vector<Vec2> simplifyToPixels(const std::vector<Vec2>& screenPoints, double tolerancePixels);

}  // namespace hfg
