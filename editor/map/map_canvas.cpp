// The map panel: gathers ImGui input into a CanvasInput, navigates, paints and shows tooltips.
#include "editor/map/map_canvas.h"

#include <imgui.h>

#include <filesystem>

#include "core/edit/scenario_edits.h"
#include "editor/shell/document.h"
#include "editor/shell/drag_payloads.h"
#include "editor/map/edit_overlay.h"
#include "editor/shell/key_map.h"
#include "editor/map/map_grid.h"
#include "editor/map/map_query.h"
#include "editor/map/map_style.h"

namespace hfg {
namespace {

constexpr double kHitRadiusPixels = 10.0;
constexpr double kFitMarginPixels = 40.0;

Vec2 toVec(ImVec2 v) { return {v.x, v.y}; }

std::string_view linkKindName(LinkKind kind) {
  switch (kind) {
    case LinkKind::GoodRoad: return "good road";
    case LinkKind::BadRoad: return "bad road";
    case LinkKind::Railway: return "railway";
    case LinkKind::Water: return "water";
  }
  return "?";
}

}  // namespace

MapCanvas::MapCanvas() : Panel("map", "Map") {}

int MapCanvas::windowFlags() const {
  // The wheel zooms the map; it must not scroll the window.
  return ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
}

void MapCanvas::documentChanged(Document* document) {
  cancelPick();
  setPreviewTerrain({});
  m_editor.clearSelection();
  m_editor.cancel();
  m_cursorMetres.reset();
  m_hoveredNode.clear();
  m_fitPending = true;
  if (!document) return;
  const UiState& ui = document->ui();
  m_layers = {ui.showTerrain, ui.showLabels, ui.showForces, ui.showLegend};
  m_layers.grid = ui.showGrid;
  if (ui.cameraCentreMetres && ui.cameraPixelsPerMetre > 0) {
    m_camera.setCentreMetres(*ui.cameraCentreMetres);
    m_camera.setPixelsPerMetre(ui.cameraPixelsPerMetre);
    m_fitPending = false;
  }
}

void MapCanvas::storeUiState(Document& document) const {
  UiState& ui = document.ui();
  ui.cameraCentreMetres = m_camera.centreMetres();
  ui.cameraPixelsPerMetre = m_camera.pixelsPerMetre();
  ui.showTerrain = m_layers.terrain;
  ui.showLabels = m_layers.labels;
  ui.showForces = m_layers.forces;
  ui.showLegend = m_layers.legend;
  ui.showGrid = m_layers.grid;
}

void MapCanvas::handleInput(const StageMap& map, const CanvasInput& input) {
  navigate(m_camera, input);
  if (input.hovered) {
    m_cursorMetres = m_camera.screenToWorld(input.mousePixels);
    m_hoveredNode = nodeAtScreen(map, m_camera, input.mousePixels, kHitRadiusPixels);
  } else {
    m_cursorMetres.reset();
    m_hoveredNode.clear();
  }
}

void MapCanvas::drawToolbar(Document& document) {
  bool first = true;
  // Items flow onto a new line when the panel is narrow (beside a tool panel).
  auto next = [&first](float width) {
    if (first) {
      first = false;
      return;
    }
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
  };
  const ImGuiStyle& style = ImGui::GetStyle();
  auto buttonWidth = [&](const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + 2 * style.FramePadding.x;
  };
  auto checkbox = [&](const char* label, bool* value, const char* tip) {
    next(ImGui::GetFrameHeight() + style.ItemInnerSpacing.x +
         ImGui::CalcTextSize(label, nullptr, true).x);
    ImGui::Checkbox(label, value);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip);
  };
  const bool playing = m_overlay && m_overlay->hidesScenarioForces();
  if (playing) {
    // One map for editing and playing: while a campaign runs its clicks give orders.
    next(0);
    ImGui::TextColored({1.0f, 0.85f, 0.3f, 1.0f}, "Campaign: the seated side's view");
  }
  for (const MapToolInfo& info : mapTools()) {
    if (playing) break;
    next(buttonWidth(info.name));
    const bool active = m_editor.tool() == info.tool;
    if (active)
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(info.name)) m_editor.setTool(info.tool);
    if (active) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) {
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 25);
      ImGui::SetTooltip("%s", info.tooltip);
      ImGui::PopTextWrapPos();
    }
  }
  next(ImGui::CalcTextSize("|").x);
  ImGui::TextDisabled("|");
  next(buttonWidth("Fit map"));
  if (ImGui::Button("Fit map")) m_fitPending = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show the whole map");
  checkbox("Terrain", &m_layers.terrain, "Show terrain features");
  checkbox("Labels", &m_layers.labels, "Show place, force and terrain names");
  checkbox("Forces", &m_layers.forces, "Show forces at their start nodes");
  checkbox("Legend", &m_layers.legend, "Show the legend of link kinds and sides");
  checkbox("Grid", &m_layers.grid,
           "Grid lines at round map coordinates (the frame's CRS, e.g. a UTM km grid)");
  const float sliderWidth = ImGui::GetFontSize() * 5;
  if (!m_failedBackground.empty()) {
    next(ImGui::CalcTextSize("Scan not shown").x);
    ImGui::TextColored({0.8f, 0.2f, 0.1f, 1.0f}, "Scan not shown");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", m_background.error().c_str());
  }
  if (m_background.isOpen()) {
    checkbox("Scan", &m_layers.scan, "Show the background scan or hillshade");
    next(sliderWidth);
    ImGui::SetNextItemWidth(sliderWidth);
    ImGui::SliderFloat("##scanOpacity", &m_layers.scanOpacity, 0.0f, 1.0f, "%.2f");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Scan opacity");
  }
  checkbox("Stages", &m_layers.stages, "Show the stage network: nodes, links, bridges");
  next(sliderWidth);
  ImGui::SetNextItemWidth(sliderWidth);
  ImGui::SliderFloat("##terrainOpacity", &m_layers.terrainOpacity, 0.0f, 1.0f, "%.2f");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Terrain opacity: lower it to see the scan below");
  const std::string& name = document.scenario().map.name;
  if (!name.empty()) {
    next(ImGui::CalcTextSize(name.c_str()).x);
    ImGui::TextDisabled("%s", name.c_str());
  }
  if (picking()) {
    ImGui::TextColored({1.0f, 0.85f, 0.3f, 1.0f}, "%s", m_pickPrompt.c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("Stop picking")) cancelPick();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the map tools (Escape)");
  }
}

void MapCanvas::drawContent(Document& document) {
  const Scenario& scenario = document.scenario();
  drawToolbar(document);

  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImVec2 size = ImGui::GetContentRegionAvail();
  if (size.x < 1 || size.y < 1) return;
  m_camera.setViewport(toVec(origin), toVec(size));
  syncBackground(document);  // before fitting: a scan alone is what Fit map shows
  if (m_fitPending) {
    fitMap(scenario);
    m_fitPending = false;
  }
  if (m_overlay)
    if (const auto centre = m_overlay->takeCentreRequest()) m_camera.setCentreMetres(*centre);

  // One invisible button over the whole canvas captures the mouse for dragging.
  ImGui::InvisibleButton("##canvas", size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  if (ImGui::BeginDragDropTarget()) {
    // C-7: a command dragged from the orbat is placed at (or its force moved to) the node.
    if (const ImGuiPayload* payload = ImGui::AcceptDragDropPayload(kCommandPayload)) {
      const std::string commandId(static_cast<const char*>(payload->Data),
                                  static_cast<std::size_t>(payload->DataSize));
      const Vec2 at = m_camera.screenToWorld(toVec(ImGui::GetIO().MousePos));
      dropCommand(document, commandId, at);
    }
    ImGui::EndDragDropTarget();
  }
  const CanvasInput input = canvasInputFromImGui();
  handleInput(scenario.map, input);

  PointerInput pointer;
  pointer.worldMetres = m_camera.screenToWorld(input.mousePixels);
  pointer.pressed = input.hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left);
  pointer.down = ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left);
  pointer.released = ImGui::IsMouseReleased(ImGuiMouseButton_Left);
  pointer.doubleClicked = input.hovered && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
  pointer.hitRadiusMetres = kHitRadiusPixels / m_camera.pixelsPerMetre();
  if (pointer.pressed && shownLayers().forces && m_editor.tool() == MapTool::Select)
    pointer.forceUnderPointer = forceAtScreen(scenario, m_camera, input.mousePixels);
  const bool playing = m_overlay && m_overlay->hidesScenarioForces();
  if (picking()) {
    if (pointer.pressed) pick(pointer.worldMetres);
  } else if (playing) {
    // The campaign's clicks (select a force, order a march); the edit tools rest meanwhile.
    if (pointer.pressed && m_overlay->active()) m_overlay->click(input.mousePixels);
  } else if (pointer.pressed || pointer.down || pointer.released || pointer.doubleClicked) {
    m_editor.pointer(document, pointer);
  }
  if (input.focused && !playing) handleKeys(document);

  ImDrawList& dl = *ImGui::GetWindowDrawList();
  dl.PushClipRect(origin, {origin.x + size.x, origin.y + size.y}, true);
  m_paintCache.update(scenario, document.serial(), document.revision());
  if (!m_preview.map.terrain.empty()) m_previewCache.update(m_preview.map, 0, m_previewRevision);
  // The static layers come from a picture painted only when they change or the view pans out
  // of its margin (issue 8: a steady frame must not redo the map's vertices). The key is built
  // once a frame: it copies the scan path.
  const StaticLayerKey key = staticLayerKey(document);
  const StaticMapLayer::FrameMode mode =
      m_staticLayer.beginFrame(key, m_camera, m_editor.dragging());
  // The scan window is read for the whole picture first: a new window is part of the key. A
  // frame painted directly reads it too, so the picture that follows has it.
  if (mode != StaticMapLayer::FrameMode::Reuse && m_background.isOpen() && m_layers.scan)
    m_background.update(m_staticLayer.pictureCameraFor(m_camera, key.framebufferScale));
  Camera overlay = m_camera;
  if (mode == StaticMapLayer::FrameMode::PaintDirectly) {
    // A drag or a zoom in progress: the view alone, straight into the frame (cheaper than a
    // picture 2.25x its size that would be replaced next frame).
    const Vec2 viewMin = m_camera.viewportOrigin();
    paintStaticLayers(dl, m_camera, ScreenRect{viewMin, viewMin + m_camera.viewportSize()},
                      scenario);
  } else {
    if (mode == StaticMapLayer::FrameMode::Rebuild)
      m_staticLayer.rebuild(key, m_camera, dl.Flags,
                            [&](ImDrawList& list, const Camera& camera, const ScreenRect& view) {
                              paintStaticLayers(list, camera, view, scenario);
                            });
    // The picture is drawn at whole pixels; the overlays are drawn with the camera moved by the
    // same snap so a hover ring or a selection sits exactly on its node in the picture.
    overlay = StaticMapLayer::snappedCamera(m_camera, m_staticLayer.draw(dl, m_camera));
  }
  // Overlays, drawn every frame over the picture.
  if (m_layers.stages) paintNodeHighlight(dl, scenario.map, overlay, m_hoveredNode);
  if (m_layers.grid) paintGridLabels(dl, overlay, scenario.map.frame.origin);
  if (m_overlay && m_overlay->hidesScenarioForces())
    m_overlay->paint(dl, overlay);  // it knows what to show
  paintScaleBar(dl, m_camera);      // screen-fixed: no snap
  if (!playing) paintEditOverlay(dl, scenario, overlay, m_editor, m_cursorMetres);
  terrainClasses(document);
  if (m_layers.legend) paintLegends(dl, scenario);
  dl.PopClipRect();

  if (!m_hoveredNode.empty() && !input.dragging) drawTooltip(scenario.map);
}

StaticLayerKey MapCanvas::staticLayerKey(const Document& document) const {
  StaticLayerKey key;
  key.documentSerial = document.serial();
  key.revision = document.revision();
  key.previewRevision = m_preview.map.terrain.empty() ? 0 : m_previewRevision;
  key.pixelsPerMetre = m_camera.pixelsPerMetre();
  key.sizePixels = m_camera.viewportSize();
  key.layers = shownLayers();
  key.layers.legend = false;
  if (m_background.isOpen() && m_layers.scan) {
    key.backgroundPath = m_background.path();
    key.backgroundReads = m_background.readCount();
    key.backgroundOpens = m_background.openCount();
  } else {
    key.layers.scanOpacity = 0;  // no scan shown: its slider changes nothing
  }
  key.font = ImGui::GetFont();
  key.fontSizePixels = ImGui::GetFontSize();
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  key.framebufferScale = {scale.x, scale.y};
  return key;
}

void MapCanvas::paintStaticLayers(ImDrawList& dl, const Camera& camera, const ScreenRect& view,
                                  const Scenario& scenario) {
  // Paper under the whole picture, so it is opaque and drawn over the window as it is.
  const Vec2 origin = camera.viewportOrigin(), end = origin + camera.viewportSize();
  dl.AddRectFilled({static_cast<float>(origin.x), static_cast<float>(origin.y)},
                   {static_cast<float>(end.x), static_cast<float>(end.y)}, kMapBackground);
  MapLayers layers = shownLayers();
  layers.background = false;
  // The scan, then the map without its own paper over it.
  if (m_background.isOpen() && m_layers.scan) m_background.paint(dl, camera, m_layers.scanOpacity);
  paintMap(dl, scenario, camera, layers, {}, m_paintCache, view);
  if (!m_preview.map.terrain.empty()) {
    MapLayers previewLayers;
    previewLayers.labels = previewLayers.forces = previewLayers.legend = false;
    previewLayers.stages = previewLayers.background = false;
    previewLayers.terrainOpacity = 0.7f;
    paintMap(dl, m_preview, camera, previewLayers, {}, m_previewCache, view);
  }
  if (m_layers.grid) paintGridLines(dl, camera, scenario.map.frame.origin);
}

void MapCanvas::beginPick(std::string prompt, std::function<bool(Vec2)> onPick) {
  m_editor.cancel();
  m_pickPrompt = std::move(prompt);
  m_onPick = std::move(onPick);
}

void MapCanvas::cancelPick() {
  m_onPick = nullptr;
  m_pickPrompt.clear();
}

bool MapCanvas::pick(Vec2 worldMetres) {
  if (!m_onPick) return false;
  // The handler may start another pick; only a "done" answer ends this one.
  auto handler = m_onPick;
  if (!handler(worldMetres)) cancelPick();
  return true;
}

void MapCanvas::setPreviewTerrain(std::vector<TerrainFeature> features) {
  m_preview.map.terrain = std::move(features);
  ++m_previewRevision;
}

MapLayers MapCanvas::shownLayers() const {
  MapLayers layers = m_layers;
  if (m_overlay && m_overlay->hidesScenarioForces()) layers.forces = false;
  return layers;
}

unsigned MapCanvas::terrainClasses(const Document& document) {
  if (document.serial() != m_terrainClassesSerial ||
      document.revision() != m_terrainClassesRevision) {
    m_terrainClasses = terrainClassesPresent(document.scenario().map);
    m_terrainClassesSerial = document.serial();
    m_terrainClassesRevision = document.revision();
  }
  return m_layers.terrain ? m_terrainClasses : 0;
}

Vec2 MapCanvas::legendCornerPixels(const Scenario& scenario) const {
  const unsigned classes = m_layers.terrain ? m_terrainClasses : 0;
  Vec2 corner = legendSizePixels(scenario, classes);
  if (m_overlay) {
    const Vec2 extra = m_overlay->legendSizePixels();
    // Side by side at the bottom: a wide, low corner leaves the map more room than a tall one.
    if (extra.y > 0)
      corner = {corner.x + extra.x + kLegendInsetPixels, std::max(corner.y, extra.y)};
  }
  return corner + Vec2{kLegendInsetPixels, kLegendInsetPixels};
}

void MapCanvas::paintLegends(ImDrawList& dl, const Scenario& scenario) {
  const unsigned classes = m_layers.terrain ? m_terrainClasses : 0;
  paintLegend(dl, scenario, m_camera, classes);
  if (!m_overlay) return;
  const Vec2 extra = m_overlay->legendSizePixels();
  if (extra.y <= 0) return;
  const Vec2 base = legendSizePixels(scenario, classes);
  const Vec2 end = m_camera.viewportOrigin() + m_camera.viewportSize();
  m_overlay->paintLegend(dl, {end.x - 2 * kLegendInsetPixels - base.x - extra.x,
                              end.y - kLegendInsetPixels - extra.y});
}

void MapCanvas::fitMap(const Scenario& scenario) {
  // The map's features and nodes, and the scan under them (a freshly imported scan is all there is).
  WorldBox box = mapBounds(scenario.map);
  if (m_background.isOpen() && m_layers.scan) {
    const WorldBox scan = m_background.extent();
    if (!scan.empty()) {
      box.include(scan.min);
      box.include(scan.max);
    }
  }
  // The legend covers the bottom-right corner: the map is fitted beside or above it so no node
  // hides under it.
  auto fitBox = [&](const WorldBox& b) {
    if (m_layers.legend)
      m_camera.fitBesideCorner(b, kFitMarginPixels, legendCornerPixels(scenario));
    else
      m_camera.fit(b, kFitMarginPixels);
  };
  fitBox(box);
  if (box.empty() || !m_layers.labels) return;
  // Then again with room for the names: a node's name stands above and right of it, and force
  // labels stack below, so the outermost ones are not cut off at the view's edge.
  const double line = ImGui::GetCurrentContext() ? ImGui::GetTextLineHeight() : 16.0;
  double widest = 0;
  if (ImGui::GetCurrentContext())
    for (const StageNode& node : scenario.map.nodes)
      widest = std::max(widest, static_cast<double>(ImGui::CalcTextSize(node.name.c_str()).x));
  double right = std::max(std::min(widest, 240.0) * 0.5, m_layers.forces ? 120.0 : 0.0),
         below = 2.0 * line;
  // A campaign's force markers stack under their node with their names to the right.
  if (m_overlay && m_overlay->hidesScenarioForces())
    right = std::max(right, 240.0), below = 4.0 * line;
  for (int pass = 0; pass < 2; ++pass) {
    const double perPixel = 1.0 / m_camera.pixelsPerMetre();
    WorldBox padded = box;
    // Names go either side of their node (label_placer), force names too: room both ways.
    padded.include({box.min.x - right * perPixel, box.max.y + 2.0 * line * perPixel});
    padded.include({box.max.x + right * perPixel, box.min.y - below * perPixel});
    fitBox(padded);
  }
}

void MapCanvas::syncBackground(const Document& document) {
  const std::string& image = document.scenario().map.backgroundImage;
  if (image.empty()) {
    if (m_background.isOpen()) m_background.close();
    return;
  }
  const std::filesystem::path base = document.path().parent_path();
  const std::string full = (base.empty() ? std::filesystem::path(image) : base / image).string();
  if (full == m_background.path() || full == m_failedBackground) return;
  // A failed open is remembered so it is not retried every frame; the toolbar shows nothing then.
  if (!m_background.open(full, document.scenario().map.frame.origin)) m_failedBackground = full;
}

bool MapCanvas::dropCommand(Document& document, const std::string& commandId, Vec2 worldMetres) {
  const std::string node = nodeAt(document.scenario().map, worldMetres,
                                  kHitRadiusPixels * 2 / m_camera.pixelsPerMetre());
  if (node.empty()) return false;
  return document.edit(placeCommandAt(document.scenario(), commandId, node));
}

void MapCanvas::handleKeys(Document& document) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || io.KeyCtrl) return;
  for (const MapToolInfo& info : mapTools())
    if (ImGui::IsKeyPressed(letterKeyIndex(info.key), false)) m_editor.setTool(info.tool);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete), false))
    m_editor.deleteSelection(document);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    if (picking())
      cancelPick();
    else
      m_editor.cancel();
  }
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))
    m_editor.finishDrawing(document);
}

void MapCanvas::drawTooltip(const StageMap& map) const {
  const StageNode* node = map.findNode(m_hoveredNode);
  if (!node) return;
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(node->name.empty() ? node->id.c_str() : node->name.c_str());
  ImGui::TextDisabled("%s%s%s", node->id.c_str(), node->port ? ", port" : "",
                      node->station ? ", station" : "");
  for (const StageLink* link : map.linksAt(node->id)) {
    const StageNode* other = map.findNode(link->otherEnd(node->id));
    const std::string otherName = other ? other->name : link->otherEnd(node->id);
    const std::string_view kind = linkKindName(link->kind);
    ImGui::BulletText("%s: %.*s, %g stages%s", otherName.c_str(), static_cast<int>(kind.size()),
                      kind.data(), link->stages,
                      link->bridge == BridgeState::Broken ? ", bridge broken" : "");
  }
  ImGui::EndTooltip();
}

}  // namespace hfg
