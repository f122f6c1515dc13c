// The map panel: the stage map drawn with pan, zoom, hover, a scale bar and the editing tools.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "editor/map/background_layer.h"
#include "editor/map/camera.h"
#include "editor/map/canvas_input.h"
#include "editor/map/map_editor.h"
#include "editor/map/map_overlay.h"
#include "editor/map/map_paint_cache.h"
#include "editor/map/map_painter.h"
#include "editor/shell/panel.h"
#include "editor/map/static_map_layer.h"

namespace hfg {

struct StageMap;

class MapCanvas : public Panel {
 public:
  MapCanvas();

  const Camera& camera() const { return m_camera; }
  Camera& camera() { return m_camera; }
  MapLayers& layers() { return m_layers; }

  /// Applies one frame of input: navigation, then what lies under the cursor. Called by
  /// drawContent with input read from ImGui; tests call it directly.
  void handleInput(const StageMap& map, const CanvasInput& input);

  /// The stage and terrain tools: selection and what is being drawn.
  MapEditor& editor() { return m_editor; }
  const MapEditor& editor() const { return m_editor; }

  /// A command dropped from the orbat at a map point: placed at the node there (C-7). False
  /// when no node is near or the edit fails.
  bool dropCommand(Document& document, const std::string& commandId, Vec2 worldMetres);

  /// The map point under the cursor, when the cursor is over the canvas.
  std::optional<Vec2> cursorMetres() const { return m_cursorMetres; }
  /// The node under the cursor, or "".
  const std::string& hoveredNode() const { return m_hoveredNode; }
  /// Fits the whole map into the view at the next frame (the viewport size is known then).
  void requestFit() { m_fitPending = true; }
  /// Fits the whole map into the current viewport, clear of the legend when it is shown.
  void fitMap(const Scenario& scenario);

  /// The scan or hillshade under the map (the map's backgroundImage, beside the document).
  BackgroundLayer& background() { return m_background; }
  /// The picture of the static layers, painted again only when its key changes or the view
  /// pans out of its margin; hover, selection, scale bar and legend are drawn over it.
  StaticMapLayer& staticLayer() { return m_staticLayer; }
  const StaticMapLayer& staticLayer() const { return m_staticLayer; }
  /// What the static picture of this frame depends on (drawContent; tests).
  StaticLayerKey staticLayerKey(const Document& document) const;

  /// Pick mode, for tools in other panels (a colour sample, a control point's place): left
  /// clicks on the map go to `onPick` (world metres) instead of the current tool until it returns
  /// false, Escape is pressed or cancelPick() is called. `prompt` is shown in the toolbar.
  void beginPick(std::string prompt, std::function<bool(Vec2)> onPick);
  void cancelPick();
  bool picking() const { return static_cast<bool>(m_onPick); }
  const std::string& pickPrompt() const { return m_pickPrompt; }
  /// A click at a map point in pick mode (drawContent calls it; tests call it directly). False
  /// when not picking.
  bool pick(Vec2 worldMetres);

  /// Terrain drawn translucent over the map without being part of it (the classification
  /// preview); an empty list removes it.
  void setPreviewTerrain(std::vector<TerrainFeature> features);
  const std::vector<TerrainFeature>& previewTerrain() const { return m_preview.map.terrain; }

  /// A layer drawn over the map every frame (the campaign's side view); null for none. While it
  /// hides the scenario's forces the picture has none; while it is active it gets left clicks.
  void setOverlay(MapOverlay* overlay) { m_overlay = overlay; }
  /// The layers this frame paints: the toggles, less the start forces while an overlay hides
  /// them (C-6: a campaign shows forces only as the seated side knows them).
  MapLayers shownLayers() const;

  void documentChanged(Document* document) override;
  void storeUiState(Document& document) const override;

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.0f, 0.0f, 0.6f, 1.0f}; }
  int windowFlags() const override;

 private:
  void drawToolbar(Document& document);
  void handleKeys(Document& document);
  void drawTooltip(const StageMap& map) const;
  void syncBackground(const Document& document);
  /// Paper, scan, map, classification preview and grid lines: everything but the overlays.
  void paintStaticLayers(ImDrawList& drawList, const Camera& camera, const ScreenRect& viewPixels,
                         const Scenario& scenario);
  /// The canvas's legend and the overlay's above it, bottom right.
  void paintLegends(ImDrawList& drawList, const Scenario& scenario);
  /// Pixels the legends take in the bottom-right corner (with their inset).
  Vec2 legendCornerPixels(const Scenario& scenario) const;
  /// The terrain classes on the map, recounted when the document changes (the legend's rows).
  unsigned terrainClasses(const Document& document);

  Camera m_camera;
  MapEditor m_editor;
  MapLayers m_layers;
  MapPaintCache m_paintCache;  ///< rebuilt when the document's revision moves
  BackgroundLayer m_background{TextureBackend{}};
  std::string m_failedBackground;  ///< a background path that failed to open, not retried
  bool m_fitPending = true;
  std::optional<Vec2> m_cursorMetres;
  std::string m_hoveredNode;
  std::function<bool(Vec2)> m_onPick;
  std::string m_pickPrompt;
  Scenario m_preview;  ///< only its map's terrain is used
  MapPaintCache m_previewCache;
  std::uint64_t m_previewRevision = 0;
  StaticMapLayer m_staticLayer;
  MapOverlay* m_overlay = nullptr;
  unsigned m_terrainClasses = 0;
  std::uint64_t m_terrainClassesSerial = 0, m_terrainClassesRevision = ~0ull;
};

}  // namespace hfg
