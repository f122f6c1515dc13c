// Which overview level and pixel window of a large raster to read for the current view (pure).
#pragma once

#include <array>
#include <vector>

#include "editor/map/camera.h"

namespace hfg {

/// A north-up raster as the view sees it: its size, where its pixels lie in world metres and the
/// reduction factors of its overview pyramid (2, 4, 8 ... as GDAL built them).
struct RasterGrid {
  int width = 0;
  int height = 0;
  /// GDAL geotransform: x = gt[0] + col * gt[1], y = gt[3] + row * gt[5] (gt[2] = gt[4] = 0).
  std::array<double, 6> geoTransform{0, 1, 0, 0, 0, -1};
  std::vector<int> overviewFactors;
};

/// The part of the raster to read: a window in full-resolution pixels, read at `factor`
/// (1 = full resolution, else one of the overview factors) into a buffer of the given size.
struct RasterWindow {
  int factor = 1;
  int x = 0;
  int y = 0;
  int width = 0;
  int height = 0;
  int bufferWidth = 0;
  int bufferHeight = 0;
  WorldBox world;  ///< the window's extent in world metres, where the texture is drawn

  bool empty() const { return width <= 0 || height <= 0; }
};

/// The coarsest level whose pixels are still no larger than a screen pixel (so nothing looks
/// blurred), and the window covering `view` (world metres) plus `marginFraction` of it on each
/// side, so small pans need no new read. The window is snapped to multiples of the factor and the
/// buffer is capped at `maxBufferSide` pixels a side (a coarser factor is taken if needed).
/// Empty when the view misses the raster.
RasterWindow chooseRasterWindow(const RasterGrid& grid, const WorldBox& view, double pixelsPerMetre,
                                double marginFraction = 0.25, int maxBufferSide = 4096);

/// True when `current` (already loaded) still covers `wanted` at the same factor, so no new read
/// is needed.
bool windowCovers(const RasterWindow& current, const RasterWindow& wanted);

}  // namespace hfg
