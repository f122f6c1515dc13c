// Grid lines at round CRS coordinates, chosen from the zoom; labels in km (or m below 1 km).
#include "editor/map/map_grid.h"

#include <imgui.h>

#include <cmath>
#include <cstdio>

#include "editor/map/camera.h"

namespace hfg {
namespace {

double roundSpacing(double minMetres) {
  const double decade = std::pow(10.0, std::floor(std::log10(minMetres)));
  for (double step : {1.0, 2.0, 5.0, 10.0})
    if (step * decade >= minMetres) return step * decade;
  return 10 * decade;
}

std::string gridLabel(double crsValue, double spacing) {
  char text[32];
  if (spacing >= 1000.0)
    std::snprintf(text, sizeof text, "%g km", std::round(crsValue) / 1000.0);
  else
    std::snprintf(text, sizeof text, "%.0f m", crsValue);
  return text;
}

std::vector<GridLine> linesBetween(double lowLocal, double highLocal, double origin,
                                   double spacing) {
  std::vector<GridLine> lines;
  const double first = std::ceil((lowLocal + origin) / spacing) * spacing;
  for (double crs = first; crs - origin <= highLocal && lines.size() < 400; crs += spacing)
    lines.push_back({crs - origin, gridLabel(crs, spacing)});
  return lines;
}

}  // namespace

GridLines chooseGridLines(const Camera& camera, Vec2 frameOrigin, double minPixels) {
  GridLines grid;
  if (!(camera.pixelsPerMetre() > 0)) return grid;
  grid.spacingMetres = roundSpacing(minPixels / camera.pixelsPerMetre());
  const Vec2 a = camera.screenToWorld(camera.viewportOrigin());
  const Vec2 b = camera.screenToWorld(camera.viewportOrigin() + camera.viewportSize());
  grid.vertical =
      linesBetween(std::min(a.x, b.x), std::max(a.x, b.x), frameOrigin.x, grid.spacingMetres);
  grid.horizontal =
      linesBetween(std::min(a.y, b.y), std::max(a.y, b.y), frameOrigin.y, grid.spacingMetres);
  return grid;
}

void paintGrid(ImDrawList& dl, const Camera& camera, Vec2 frameOrigin) {
  paintGridLines(dl, camera, frameOrigin);
  paintGridLabels(dl, camera, frameOrigin);
}

void paintGridLines(ImDrawList& dl, const Camera& camera, Vec2 frameOrigin) {
  const GridLines grid = chooseGridLines(camera, frameOrigin);
  const Vec2 origin = camera.viewportOrigin();
  const Vec2 end = origin + camera.viewportSize();
  const ImU32 line = IM_COL32(60, 70, 90, 110);
  const auto fx = [](double v) { return static_cast<float>(v); };
  for (const GridLine& g : grid.vertical) {
    const float x = fx(camera.worldToScreen({g.localMetres, 0}).x);
    dl.AddLine({x, fx(origin.y)}, {x, fx(end.y)}, line, 1.0f);
  }
  for (const GridLine& g : grid.horizontal) {
    const float y = fx(camera.worldToScreen({0, g.localMetres}).y);
    dl.AddLine({fx(origin.x), y}, {fx(end.x), y}, line, 1.0f);
  }
}

void paintGridLabels(ImDrawList& dl, const Camera& camera, Vec2 frameOrigin) {
  const GridLines grid = chooseGridLines(camera, frameOrigin);
  const Vec2 origin = camera.viewportOrigin();
  const ImU32 ink = IM_COL32(40, 45, 60, 255);
  const ImU32 halo = IM_COL32(255, 255, 255, 190);
  const auto fx = [](double v) { return static_cast<float>(v); };
  // Eastings along the top edge, northings along the left edge, on a halo so they read over
  // terrain and scans.
  for (const GridLine& g : grid.vertical) {
    const float x = fx(camera.worldToScreen({g.localMetres, 0}).x) + 3;
    const ImVec2 size = ImGui::CalcTextSize(g.label.c_str());
    const ImVec2 at{x, fx(origin.y) + 2};
    dl.AddRectFilled({at.x - 1, at.y}, {at.x + size.x + 1, at.y + size.y}, halo, 2);
    dl.AddText(at, ink, g.label.c_str());
  }
  for (const GridLine& g : grid.horizontal) {
    const float y = fx(camera.worldToScreen({0, g.localMetres}).y);
    const ImVec2 size = ImGui::CalcTextSize(g.label.c_str());
    const ImVec2 at{fx(origin.x) + 2, y - size.y - 1};
    dl.AddRectFilled({at.x - 1, at.y}, {at.x + size.x + 1, at.y + size.y}, halo, 2);
    dl.AddText(at, ink, g.label.c_str());
  }
}

}  // namespace hfg
