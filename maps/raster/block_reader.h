// Reading a raster band tile by tile, so memory stays bounded whatever the raster's size.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include <gdal_priv.h>

#include "maps/progress.h"

namespace hfg::maps {

/// One tile of a band, values converted to double, row-major, `width` values a row.
struct RasterBlock {
  int xOffset = 0;
  int yOffset = 0;
  int width = 0;
  int height = 0;
  std::vector<double> values;
  std::optional<double> noData;

  double at(int col, int row) const { return values[static_cast<size_t>(row) * width + col]; }
  bool isNoData(double v) const { return noData && v == *noData; }
};

/// Calls `visit` for every tile of `band`. Tiles follow the band's natural blocks, grouped up to
/// about `maxTileCells` cells, so memory is bounded by that. Throws MapError on a read failure and
/// Cancelled when progress returns false.
void forEachBlock(GDALRasterBand& band, const std::function<void(const RasterBlock&)>& visit,
                  const ProgressFn& progress = {}, size_t maxTileCells = 1 << 20);

}  // namespace hfg::maps
