// Reading a window of a raster into an RGBA buffer at a reduced size, using its overviews.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <gdal_priv.h>

namespace hfg::maps {

/// 8-bit RGBA pixels, row-major, top row first, `width * height * 4` bytes.
struct RgbaWindow {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> pixels;
};

/// The overview reduction factors of band 1 (2, 4, 8 ...), rounded from the overview widths.
std::vector<int> overviewFactors(GDALDataset& dataset);

/// Reads the full-resolution pixel window (`x`, `y`, `width`, `height`) into a buffer of
/// `bufferWidth` x `bufferHeight`; GDAL then reads from the overview that fits (average
/// resampling). Bands are used as: 1 grey (or palette), 2 grey + alpha, 3 RGB, 4 RGBA; other
/// data types are converted to bytes. Throws MapError naming `path` on a failed read or a window
/// outside the raster.
RgbaWindow readRgbaWindow(GDALDataset& dataset, const std::string& path, int x, int y, int width,
                          int height, int bufferWidth, int bufferHeight);

}  // namespace hfg::maps
