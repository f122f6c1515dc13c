// Tile-by-tile band reading.
#include "maps/raster/block_reader.h"

#include <algorithm>

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

void forEachBlock(GDALRasterBand& band, const std::function<void(const RasterBlock&)>& visit,
                  const ProgressFn& progress, size_t maxTileCells) {
  GdalMessageCapture capture;
  const int w = band.GetXSize();
  const int h = band.GetYSize();
  int bw = 0, bh = 0;
  band.GetBlockSize(&bw, &bh);
  bw = std::clamp(bw, 1, w);
  bh = std::clamp(bh, 1, h);
  // Whole natural blocks per tile: as many columns of blocks as fit, then as many rows.
  const size_t cellsPerBlock = static_cast<size_t>(bw) * static_cast<size_t>(bh);
  const size_t blocksPerTile = std::max<size_t>(1, maxTileCells / cellsPerBlock);
  const int blocksAcross = (w + bw - 1) / bw;
  const int tileBlocksX =
      static_cast<int>(std::min<size_t>(blocksPerTile, static_cast<size_t>(blocksAcross)));
  const int tileBlocksY =
      static_cast<int>(std::max<size_t>(1, blocksPerTile / static_cast<size_t>(tileBlocksX)));
  const int tileW = std::min(w, tileBlocksX * bw);
  const int tileH = std::min(h, tileBlocksY * bh);
  int hasNoData = FALSE;
  const double noData = band.GetNoDataValue(&hasNoData);
  ProgressStep step(progress, "reading raster blocks");
  RasterBlock block;
  if (hasNoData) block.noData = noData;
  const double tilesTotal =
      static_cast<double>((w + tileW - 1) / tileW) * ((h + tileH - 1) / tileH);
  double tilesDone = 0;
  for (int y = 0; y < h; y += tileH) {
    for (int x = 0; x < w; x += tileW) {
      block.xOffset = x;
      block.yOffset = y;
      block.width = std::min(tileW, w - x);
      block.height = std::min(tileH, h - y);
      block.values.resize(static_cast<size_t>(block.width) * static_cast<size_t>(block.height));
      if (band.RasterIO(GF_Read, x, y, block.width, block.height, block.values.data(), block.width,
                        block.height, GDT_Float64, 0, 0, nullptr) != CE_None)
        throw MapError(withGdalReason("cannot read raster block at column " + std::to_string(x) +
                                          ", row " + std::to_string(y) + " of " +
                                          band.GetDataset()->GetDescription(),
                                      capture.lastError()));
      visit(block);
      tilesDone += 1;
      step.report(tilesDone / tilesTotal);
      step.throwIfCancelled();
    }
  }
}

}  // namespace hfg::maps
