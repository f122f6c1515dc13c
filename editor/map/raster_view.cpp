// Overview level and window choice: the screen's resolution decides the level, the view the window.
#include "editor/map/raster_view.h"

#include <algorithm>
#include <cmath>

namespace hfg {
namespace {

int ceilDiv(int a, int b) { return (a + b - 1) / b; }

}  // namespace

RasterWindow chooseRasterWindow(const RasterGrid& grid, const WorldBox& view, double pixelsPerMetre,
                                double marginFraction, int maxBufferSide) {
  RasterWindow out;
  const double pixelWidthMetres = std::abs(grid.geoTransform[1]);
  const double pixelHeightMetres = std::abs(grid.geoTransform[5]);
  if (grid.width <= 0 || grid.height <= 0 || view.empty() || pixelWidthMetres <= 0 ||
      pixelHeightMetres <= 0 || pixelsPerMetre <= 0)
    return out;

  // Full-resolution pixels covered by the view, margin included, clamped to the raster.
  const double marginX = view.width() * marginFraction, marginY = view.height() * marginFraction;
  const double left = view.min.x - marginX, right = view.max.x + marginX;
  const double bottom = view.min.y - marginY, top = view.max.y + marginY;
  auto colOf = [&](double x) { return (x - grid.geoTransform[0]) / grid.geoTransform[1]; };
  auto rowOf = [&](double y) { return (y - grid.geoTransform[3]) / grid.geoTransform[5]; };
  double c0 = colOf(left), c1 = colOf(right), r0 = rowOf(top), r1 = rowOf(bottom);
  if (c0 > c1) std::swap(c0, c1);
  if (r0 > r1) std::swap(r0, r1);
  if (c1 <= 0 || r1 <= 0 || c0 >= grid.width || r0 >= grid.height) return out;

  // Source pixels per screen pixel; the largest factor not above it keeps full screen detail.
  const double sourcePerScreen =
      1.0 / (std::min(pixelWidthMetres, pixelHeightMetres) * pixelsPerMetre);
  std::vector<int> factors = grid.overviewFactors;
  std::sort(factors.begin(), factors.end());
  int factor = 1;
  for (int f : factors)
    if (f <= sourcePerScreen) factor = f;

  auto snapDown = [](double v, int f) { return static_cast<int>(std::floor(v / f)) * f; };
  auto snapUp = [](double v, int f) { return static_cast<int>(std::ceil(v / f)) * f; };
  for (;;) {
    out.factor = factor;
    out.x = std::clamp(snapDown(c0, factor), 0, grid.width);
    out.y = std::clamp(snapDown(r0, factor), 0, grid.height);
    out.width = std::clamp(snapUp(c1, factor), 0, grid.width) - out.x;
    out.height = std::clamp(snapUp(r1, factor), 0, grid.height) - out.y;
    out.bufferWidth = ceilDiv(out.width, factor);
    out.bufferHeight = ceilDiv(out.height, factor);
    if (std::max(out.bufferWidth, out.bufferHeight) <= maxBufferSide) break;
    // Too big for one texture: the next coarser overview, or a reduced read of the coarsest.
    auto next = std::upper_bound(factors.begin(), factors.end(), factor);
    factor = next != factors.end() ? *next : factor * 2;
  }
  const double xA = grid.geoTransform[0] + out.x * grid.geoTransform[1];
  const double xB = grid.geoTransform[0] + (out.x + out.width) * grid.geoTransform[1];
  const double yA = grid.geoTransform[3] + out.y * grid.geoTransform[5];
  const double yB = grid.geoTransform[3] + (out.y + out.height) * grid.geoTransform[5];
  out.world.include({xA, yA});
  out.world.include({xB, yB});
  return out;
}

bool windowCovers(const RasterWindow& current, const RasterWindow& wanted) {
  if (current.empty() || wanted.empty() || current.factor != wanted.factor) return false;
  return wanted.x >= current.x && wanted.y >= current.y &&
         wanted.x + wanted.width <= current.x + current.width &&
         wanted.y + wanted.height <= current.y + current.height;
}

}  // namespace hfg
