// Georeferencing panel: scan view and point table over GeorefSession; warps and imports via maps/.
#include "editor/import/georef_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <unistd.h>

#include "editor/map/canvas_input.h"
#include "editor/shell/document.h"
#include "editor/map/map_canvas.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/georef/georeference_writer.h"
#include "maps/map_error.h"

namespace hfg {
namespace {

constexpr double kFitMarginPixels = 10;
constexpr double kPointHitPixels = 8;
constexpr const char* kMethodNames[] = {"Affine (polynomial 1, 3+ points)",
                                        "Polynomial 2 (6+ points)", "Polynomial 3 (10+ points)",
                                        "Thin-plate spline (3+ points)"};

ImVec2 toIm(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }
Vec2 toVec(ImVec2 v) { return {v.x, v.y}; }

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

// Everything the fit depends on, so the preview is redone exactly when it changes.
std::string fitKey(const GeorefSession& session) {
  std::string key = std::to_string(static_cast<int>(session.method()));
  char text[128];
  for (const auto& p : session.points()) {
    if (!p.hasCoordinates) continue;
    std::snprintf(text, sizeof text, "|%.3f,%.3f,%.9f,%.9f", p.gcp.pixel, p.gcp.line, p.gcp.x,
                  p.gcp.y);
    key += text;
  }
  return key;
}

// A warped VRT and the GCP VRT maps/georef writes beside it.
void removePreviewFiles(const std::string& path) {
  if (path.empty()) return;
  std::error_code ignored;
  std::filesystem::remove(path, ignored);
  std::filesystem::remove(path + ".gcps.vrt", ignored);
}

maps::GeoBounds boundsOf(const maps::GcpSet& gcps) {
  maps::GeoBounds b{180, 90, -180, -90};
  for (const auto& p : gcps.points) {
    b.west = std::min(b.west, p.x);
    b.east = std::max(b.east, p.x);
    b.south = std::min(b.south, p.y);
    b.north = std::max(b.north, p.y);
  }
  return b;
}

}  // namespace

GeorefPanel::GeorefPanel(MapCanvas& canvas) : Panel("georef", "Georeferencing"), m_canvas(canvas) {
  setOpen(false);
}

GeorefPanel::~GeorefPanel() {
  m_previewJob.cancel();
  m_previewJob.wait();
  m_preview.close();
  removePreviewFiles(m_previewPath);
  if (auto written = m_previewJob.takeResult()) removePreviewFiles(*written);
}

void GeorefPanel::setTextureBackend(const TextureBackend& backend) {
  m_scan.setBackend(backend);
  m_preview.setBackend(backend);
}

void GeorefPanel::documentChanged(Document* document) {
  (void)document;
  m_error.clear();
  m_message.clear();
}

bool GeorefPanel::openScan(const std::string& path) {
  m_error.clear();
  m_pathEdit = path;
  if (!m_scan.openPixelGrid(path)) {
    m_error = m_scan.error();
    return false;
  }
  m_scanPath = path;
  m_session = GeorefSession("EPSG:4326");
  m_typing.clear();
  m_selected.reset();
  m_preview.close();
  m_previewKey.clear();
  m_fitScanPending = true;
  m_showPreview = false;
  return true;
}

std::size_t GeorefPanel::clickScan(double pixel, double line) {
  const std::size_t index = m_session.addClick(pixel, line);
  m_selected = index;
  return index;
}

void GeorefPanel::typeLonLat(std::size_t index, double lon, double lat) {
  m_session.setCoordinates(index, lon, lat);
}

bool GeorefPanel::pickOnMap(std::size_t index) {
  if (index >= m_session.points().size() || m_applyFrame.crsWkt.empty()) return false;
  m_canvas.beginPick("Click where " + m_session.points()[index].gcp.name + " is on the map",
                     [this, index](Vec2 local) {
                       // The click is in the map's local frame; the session wants lon/lat.
                       // The frame is read when the click comes (drawContent keeps it current).
                       try {
                         const LonLat ll = maps::localToLonLat(m_applyFrame, local);
                         if (index < m_session.points().size()) typeLonLat(index, ll.lon, ll.lat);
                       } catch (const maps::MapError& e) {
                         m_error = e.what();
                       }
                       return false;  // one click per point
                     });
  return true;
}

bool GeorefPanel::updatePreview(const Document& document) {
  if (!m_showPreview || !m_session.fit() || m_previewJob.running()) return false;
  const std::string key = fitKey(m_session);
  if (key == m_previewKey) return false;
  m_previewKey = key;
  const std::filesystem::path folder = std::filesystem::temp_directory_path();
  const std::string output = (folder / ("hfg_georef_preview_" + std::to_string(::getpid()) + "_" +
                                        std::to_string(++m_previewCount) + ".vrt"))
                                 .string();
  maps::GeoreferenceRequest request;
  request.sourcePath = m_scanPath;
  request.gcps = m_session.gcps();
  request.method = m_session.method();
  request.targetCrs = document.scenario().map.frame.crsWkt;  // empty: UTM of the points
  request.outputPath = output;
  request.output = maps::GeoreferencedOutput::WarpedVrt;
  m_previewJob.start("Preview", [request](const maps::ProgressFn& progress) {
    maps::writeGeoreferenced(request, progress);
    return request.outputPath;
  });
  return true;
}

bool GeorefPanel::pollPreview() {
  if (!m_previewJob.finished()) return false;
  auto path = m_previewJob.takeResult();
  if (!path) {
    m_error = m_previewJob.error();
    return false;
  }
  // Shown in its own CRS's units around the origin: the panel's camera is fitted to it.
  if (!m_preview.open(*path, {0, 0})) {
    m_error = m_preview.error();
    return false;
  }
  if (m_previewPath != *path) removePreviewFiles(m_previewPath);
  m_previewPath = *path;
  m_fitPreviewPending = true;
  return true;
}

bool GeorefPanel::startApply(const Document& document) {
  m_error.clear();
  m_message.clear();
  if (!m_session.fit()) {
    m_error = "No fit yet: " + m_session.problem();
    return false;
  }
  maps::ImportRequest request;
  request.paths = {m_scanPath};
  request.gcps = m_session.gcps();
  request.gcpMethod = m_session.method();
  request.frame = document.scenario().map.frame;
  try {
    if (request.frame.crsWkt.empty()) request.frame = maps::makeUtmFrame(boundsOf(request.gcps));
  } catch (const maps::MapError& e) {
    m_error = e.what();
    return false;
  }
  const std::filesystem::path base = document.path().empty()
                                         ? std::filesystem::temp_directory_path()
                                         : document.path().parent_path();
  request.outputDirectory = (base / "imported").string();
  m_applyFrame = request.frame;
  m_applySerial = document.serial();
  m_applyJob.start(std::move(request), "scan");
  return true;
}

bool GeorefPanel::pollApply(Document& document) {
  if (!m_applyJob.finished()) return false;
  auto result = m_applyJob.takeResult();
  if (!result) {
    m_error = m_applyJob.error();
    return false;
  }
  if (document.serial() != m_applySerial) {
    m_error = "The import finished after another scenario was opened; it was not applied.";
    return false;
  }
  const std::string background = result->products.empty()
                                     ? std::string()
                                     : backgroundPathFor(document, result->products.front());
  const std::string label = "Georeference " + std::filesystem::path(m_scanPath).filename().string();
  if (!document.edit(
          importOperation(document.scenario().map, *result, m_applyFrame, background, label))) {
    m_error = document.lastError();
    return false;
  }
  m_message = "The warped scan is now the map's background (Ctrl+Z undoes it).";
  for (const auto& line : result->messages) m_message += "\n" + line;
  m_canvas.requestFit();
  return true;
}

void GeorefPanel::drawContent(Document& document) {
  // Picking on the map converts through the document's frame.
  if (!m_applyJob.running()) m_applyFrame = document.scenario().map.frame;
  pollApply(document);
  pollPreview();
  updatePreview(document);

  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 8);
  if (ImGui::InputTextWithHint("##scan", "path of the scan to georeference", &m_pathEdit,
                               ImGuiInputTextFlags_EnterReturnsTrue))
    openScan(m_pathEdit);
  tooltip("Type the scan's path and press Enter");
  ImGui::SameLine();
  if (ImGui::Button("Open scan")) openScan(m_pathEdit);
  if (!m_error.empty()) ImGui::TextColored({1, 0.45f, 0.35f, 1}, "%s", m_error.c_str());
  if (!m_scan.isOpen()) {
    ImGui::TextWrapped(
        "Open a scanned map. Then click a place you can identify on it (a church, a "
        "crossroads), type its longitude and latitude, or pick it on the map if the "
        "map is already georeferenced. Three points fit an affine transform.");
    return;
  }
  // Left: the point table and the fit; right: the scan or the warped preview.
  const float tableWidth = ImGui::GetFontSize() * 34;
  ImGui::BeginChild("##georefTable", {tableWidth, 0}, true);
  drawTable(document);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("##georefView", {0, 0}, true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  drawView(document);
  ImGui::EndChild();
}

void GeorefPanel::drawFitLine() {
  const auto& fit = m_session.fit();
  if (!fit) {
    if (m_session.points().empty())
      ImGui::TextWrapped(
          "Click a place you can name on the scan to add a control point; %s needs %d.",
          maps::nameOf(m_session.method()).c_str(), maps::minimumGcps(m_session.method()));
    else
      ImGui::TextColored({1.0f, 0.8f, 0.35f, 1}, "%s", m_session.problem().c_str());
    return;
  }
  ImGui::TextWrapped("%s", fit->summary().c_str());
}

void GeorefPanel::drawTable(Document& document) {
  int method = static_cast<int>(m_session.method());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::Combo("##method", &method, kMethodNames, IM_ARRAYSIZE(kMethodNames)))
    m_session.setMethod(static_cast<maps::GcpMethod>(method));
  tooltip(
      "How the scan is bent onto the ground: affine for a good survey map, higher orders or a "
      "spline for a distorted sketch (they need more points)");
  drawFitLine();
  const std::optional<std::size_t> worst = m_session.worstIndex();
  const auto& fit = m_session.fit();
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  if (ImGui::BeginTable("##points", 6, flags)) {
    ImGui::TableSetupColumn("Point");
    ImGui::TableSetupColumn("Pixel, line");
    ImGui::TableSetupColumn("Longitude");
    ImGui::TableSetupColumn("Latitude");
    ImGui::TableSetupColumn("Residual m");
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    std::size_t fitted = 0;  // index into the fit's residuals (points with coordinates only)
    for (std::size_t i = 0; i < m_session.points().size(); ++i) {
      const auto& p = m_session.points()[i];
      ImGui::PushID(static_cast<int>(i));
      ImGui::TableNextRow();
      if (worst && *worst == i)
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(150, 40, 30, 200));
      ImGui::TableNextColumn();
      if (ImGui::Selectable(p.gcp.name.c_str(), m_selected == i, ImGuiSelectableFlags_None))
        m_selected = i;
      ImGui::TableNextColumn();
      ImGui::Text("%.0f, %.0f", p.gcp.pixel, p.gcp.line);
      // A new point's longitude waits for its latitude (and the other way round) before it joins
      // the fit, so a half-typed point never pulls the fit to the equator.
      auto& typing = m_typing[p.gcp.name];
      double lon = p.hasCoordinates ? p.gcp.x : typing.first,
             lat = p.hasCoordinates ? p.gcp.y : typing.second;
      ImGui::TableNextColumn();
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
      bool typed =
          ImGui::InputDouble("##lon", &lon, 0, 0, "%.5f", ImGuiInputTextFlags_EnterReturnsTrue);
      ImGui::TableNextColumn();
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
      typed |=
          ImGui::InputDouble("##lat", &lat, 0, 0, "%.5f", ImGuiInputTextFlags_EnterReturnsTrue);
      if (typed && std::abs(lon) <= 180 && std::abs(lat) <= 90) {
        typing = {lon, lat};
        if (p.hasCoordinates || (lon != 0 && lat != 0)) typeLonLat(i, lon, lat);
      }
      ImGui::TableNextColumn();
      if (p.hasCoordinates && fit && fitted < fit->residuals.size()) {
        const auto& r = fit->residuals[fitted];
        ImGui::Text(r.leaveOneOutMetres >= 0 ? "%.0f (%.0f)" : "%.0f", r.residualMetres,
                    r.leaveOneOutMetres);
        if (ImGui::IsItemHovered())
          ImGui::SetTooltip("Residual %.1f m; left out of the fit it would be %.1f m off%s",
                            r.residualMetres, r.leaveOneOutMetres,
                            r.outlier ? " (disagrees with the others)" : "");
      } else {
        ImGui::TextDisabled(p.hasCoordinates ? "-" : "type lon/lat");
      }
      if (p.hasCoordinates) ++fitted;
      ImGui::TableNextColumn();
      const bool canPick = !document.scenario().map.frame.crsWkt.empty();
      ImGui::BeginDisabled(!canPick);
      if (ImGui::SmallButton("Pick")) {
        m_selected = i;
        pickOnMap(i);
      }
      ImGui::EndDisabled();
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip(canPick ? "Click the same place on the georeferenced Map panel"
                                  : "The map has no frame yet: type the coordinates");
      ImGui::SameLine();
      if (ImGui::SmallButton("x")) {
        m_session.remove(i);
        m_selected.reset();
        ImGui::PopID();
        break;  // the list changed under the loop
      }
      tooltip("Remove this point");
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  if (m_applyJob.running()) {
    ImGui::ProgressBar(static_cast<float>(m_applyJob.fraction()), {-ImGui::GetFontSize() * 5, 0},
                       m_applyJob.stage().c_str());
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) m_applyJob.cancel();
  } else {
    ImGui::BeginDisabled(!m_session.fit());
    if (ImGui::Button("Apply: warp into the map")) startApply(document);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip(
          "Warps the scan through these points into the map's frame and shows it under "
          "the map (one step you can undo)");
  }
  if (!m_message.empty()) ImGui::TextWrapped("%s", m_message.c_str());
}

void GeorefPanel::drawView(Document& document) {
  (void)document;
  ImGui::Checkbox("Add points", &m_addMode);
  tooltip("A left click on the scan adds a point there (right or middle drag pans, wheel zooms)");
  ImGui::SameLine();
  bool preview = m_showPreview;
  ImGui::BeginDisabled(!m_session.fit());
  if (ImGui::Checkbox("Warped preview", &preview)) m_showPreview = preview;
  ImGui::EndDisabled();
  tooltip("Show the scan warped through the current fit, redone whenever a point changes");
  if (m_previewJob.running()) {
    ImGui::SameLine();
    ImGui::TextDisabled("warping...");
  }
  const bool showingPreview = m_showPreview && m_preview.isOpen();
  BackgroundLayer& layer = showingPreview ? m_preview : m_scan;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 size = ImGui::GetContentRegionAvail();
  if (size.x < 1 || size.y < 1) return;
  m_camera.setViewport(toVec(origin), toVec(size));
  bool& fitPending = showingPreview ? m_fitPreviewPending : m_fitScanPending;
  if (fitPending) {
    m_camera.fit(layer.extent(), kFitMarginPixels);
    fitPending = false;
    if (!showingPreview)
      m_fitPreviewPending = true;  // fit the other view when it shows again
    else
      m_fitScanPending = true;
  }
  ImGui::InvisibleButton("##georefCanvas", size,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  const ImGuiIO& io = ImGui::GetIO();
  CanvasInput input;
  input.mousePixels = toVec(io.MousePos);
  input.mouseDeltaPixels = toVec(io.MouseDelta);
  input.hovered = ImGui::IsItemHovered();
  input.dragging = ImGui::IsItemActive() && (ImGui::IsMouseDragging(ImGuiMouseButton_Right, 0) ||
                                             ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0));
  input.wheelNotches = input.hovered ? io.MouseWheel : 0;
  navigate(m_camera, input);
  if (!showingPreview && input.hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    const Vec2 world = m_camera.screenToWorld(input.mousePixels);
    const double pixel = world.x, line = -world.y;
    // A click on an existing point selects it; elsewhere on the scan (in Add mode) adds one.
    std::optional<std::size_t> hit;
    for (std::size_t i = 0; i < m_session.points().size(); ++i) {
      const auto& p = m_session.points()[i].gcp;
      if (distance(m_camera.worldToScreen({p.pixel, -p.line}), input.mousePixels) <=
          kPointHitPixels)
        hit = i;
    }
    if (hit)
      m_selected = hit;
    else if (m_addMode && pixel >= 0 && line >= 0 && pixel <= m_scan.grid().width &&
             line <= m_scan.grid().height)
      clickScan(pixel, line);
  }

  ImDrawList& dl = *ImGui::GetWindowDrawList();
  dl.PushClipRect(origin, {origin.x + size.x, origin.y + size.y}, true);
  dl.AddRectFilled(origin, {origin.x + size.x, origin.y + size.y}, IM_COL32(70, 70, 74, 255));
  layer.update(m_camera);
  layer.paint(dl, m_camera, 1.0f);
  const WorldBox box = layer.extent();
  dl.AddRect(toIm(m_camera.worldToScreen({box.min.x, box.max.y})),
             toIm(m_camera.worldToScreen({box.max.x, box.min.y})), IM_COL32(30, 30, 30, 255));
  if (!showingPreview) {
    // Each point: a cross with its name; the worst in red, the selected one ringed.
    const std::optional<std::size_t> worst = m_session.worstIndex();
    for (std::size_t i = 0; i < m_session.points().size(); ++i) {
      const auto& p = m_session.points()[i];
      const ImVec2 s = toIm(m_camera.worldToScreen({p.gcp.pixel, -p.gcp.line}));
      const ImU32 colour = worst && *worst == i ? IM_COL32(230, 40, 30, 255)
                           : p.hasCoordinates   ? IM_COL32(20, 120, 230, 255)
                                                : IM_COL32(240, 160, 0, 255);
      dl.AddLine({s.x - 7, s.y}, {s.x + 7, s.y}, colour, 2.5f);
      dl.AddLine({s.x, s.y - 7}, {s.x, s.y + 7}, colour, 2.5f);
      if (m_selected == i) dl.AddCircle(s, 10, IM_COL32(255, 255, 255, 255), 0, 2.0f);
      const ImVec2 textSize = ImGui::CalcTextSize(p.gcp.name.c_str());
      dl.AddRectFilled({s.x + 8, s.y - textSize.y - 4}, {s.x + 12 + textSize.x, s.y - 2},
                       IM_COL32(255, 255, 255, 210), 3);
      dl.AddText({s.x + 10, s.y - textSize.y - 3}, colour, p.gcp.name.c_str());
    }
  }
  dl.PopClipRect();
}

}  // namespace hfg
