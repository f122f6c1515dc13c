// Draws the stage map, forces, scale bar and legend into a Dear ImGui draw list.
#pragma once

#include <string>

#include "core/model/geometry.h"

struct ImDrawList;

namespace hfg {

class Camera;
class MapPaintCache;
struct Scenario;
struct ScreenRect;
struct StageMap;

/// Which layers the canvas shows (mirrors the UI state toggles).
struct MapLayers {
  bool terrain = true;
  bool labels = true;
  bool forces = true;
  bool legend = true;
  bool stages = true;           ///< links, bridges and nodes
  bool background = true;       ///< the plain paper colour under everything (off over a scan)
  float terrainOpacity = 1.0f;  ///< 0 transparent .. 1 opaque, so a scan shows through
  bool scan = true;             ///< the background raster (scan or hillshade), when there is one
  float scanOpacity = 1.0f;
  bool grid = false;  ///< grid lines in map units with labels (map_grid.h)

  friend bool operator==(const MapLayers&, const MapLayers&) = default;
};

/// Terrain, links, bridges, nodes, forces and labels, in that order, within the camera's viewport.
/// `highlightNode` (an id, may be empty) is drawn emphasised. Uses the current ImGui font.
void paintMap(ImDrawList& drawList, const Scenario& scenario, const Camera& camera,
              const MapLayers& layers, const std::string& highlightNode);

/// As above with geometry kept between frames: only what lies in the camera's view is drawn, tiny
/// areas become dots, outlines are simplified to the pixel and node names are skipped when too
/// many nodes are in view. `cache` must be up to date with `scenario.map`.
void paintMap(ImDrawList& drawList, const Scenario& scenario, const Camera& camera,
              const MapLayers& layers, const std::string& highlightNode,
              const MapPaintCache& cache);

/// As above, painting everything within the camera's viewport but choosing the level of detail
/// (how crowded the view is: node and force names, plain quads) from what lies in `detailPixels`
/// (a screen rectangle inside the viewport) only. A picture painted with a margin around the
/// view (static_map_layer.h) then shows the view as painting the view alone would.
void paintMap(ImDrawList& drawList, const Scenario& scenario, const Camera& camera,
              const MapLayers& layers, const std::string& highlightNode, const MapPaintCache& cache,
              const ScreenRect& detailPixels);

/// The node `nodeId` drawn emphasised, as paintMap draws the highlighted node: the hover
/// highlight over a map picture painted without it. Nothing when there is no such node.
void paintNodeHighlight(ImDrawList& drawList, const StageMap& map, const Camera& camera,
                        const std::string& nodeId);

/// The id of the start-position force whose marker (as paintMap draws it) covers the point, or "".
std::string forceAtScreen(const Scenario& scenario, const Camera& camera, Vec2 screenPixels);

/// A 1-2-5 scale bar in the bottom-left corner of the viewport.
void paintScaleBar(ImDrawList& drawList, const Camera& camera);

/// Bit `1 << TerrainClass` set for each terrain class the map has a feature of (the legend's
/// terrain rows).
unsigned terrainClassesPresent(const StageMap& map);

/// Link kinds (good and bad roads, railways, water), bridges, the terrain classes in
/// `terrainClasses` (terrainClassesPresent) and side colours in the bottom-right corner.
void paintLegend(ImDrawList& drawList, const Scenario& scenario, const Camera& camera,
                 unsigned terrainClasses = 0);
/// The legend's size in pixels with the current font (paintLegend's box).
Vec2 legendSizePixels(const Scenario& scenario, unsigned terrainClasses = 0);
/// How far from the viewport's right and bottom edges the legend's box sits.
inline constexpr double kLegendInsetPixels = 10;

}  // namespace hfg
