// Raster opening with checks for missing, unreadable, corrupt and absurd files.
#include "maps/raster/raster_open.h"

#include <filesystem>
#include <vector>

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {
namespace {

void checkSizes(const std::string& path, GDALDataset& ds, const RasterLimits& limits) {
  const int w = ds.GetRasterXSize();
  const int h = ds.GetRasterYSize();
  const int bands = ds.GetRasterCount();
  if (bands <= 0) throw MapError(path + ": has no raster bands (expected at least one)");
  if (w <= 0 || h <= 0 || w > limits.maxDimension || h > limits.maxDimension ||
      static_cast<std::int64_t>(w) * h > limits.maxPixels || bands > limits.maxBands)
    throw MapError(path + ": absurd raster size " + std::to_string(w) + " x " + std::to_string(h) +
                   " with " + std::to_string(bands) + " bands (limit " +
                   std::to_string(limits.maxDimension) + " pixels a side, " +
                   std::to_string(limits.maxBands) + " bands)");
}

// Reading the first and the last block proves the data behind the header is there; truncated
// files fail here without reading the whole raster.
void checkBlocksReadable(const std::string& path, GDALDataset& ds, GdalMessageCapture& capture) {
  GDALRasterBand* band = ds.GetRasterBand(1);
  int bw = 0, bh = 0;
  band->GetBlockSize(&bw, &bh);
  const int w = ds.GetRasterXSize();
  const int h = ds.GetRasterYSize();
  bw = std::min(bw, w);
  bh = std::min(bh, h);
  std::vector<double> buffer(static_cast<size_t>(bw) * static_cast<size_t>(bh));
  const int lastX = ((w - 1) / bw) * bw;
  const int lastY = ((h - 1) / bh) * bh;
  for (auto [x, y] : {std::pair{0, 0}, std::pair{lastX, lastY}}) {
    const int cw = std::min(bw, w - x);
    const int ch = std::min(bh, h - y);
    if (band->RasterIO(GF_Read, x, y, cw, ch, buffer.data(), cw, ch, GDT_Float64, 0, 0, nullptr) !=
        CE_None)
      throw MapError(withGdalReason(path + ": corrupt raster, the block at column " +
                                        std::to_string(x) + ", row " + std::to_string(y) +
                                        " cannot be read",
                                    capture.lastError()));
  }
}

}  // namespace

DatasetPtr openRaster(const std::string& path, const RasterLimits& limits, bool update) {
  ensureGdalRegistered();
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && path.rfind("/vsi", 0) != 0)
    throw MapError(path + ": file not found");
  GdalMessageCapture capture;
  const unsigned flags =
      GDAL_OF_RASTER | GDAL_OF_VERBOSE_ERROR | (update ? GDAL_OF_UPDATE : GDAL_OF_READONLY);
  DatasetPtr ds(GDALDataset::Open(path.c_str(), flags));
  if (!ds) {
    const std::string reason = capture.lastError();
    if (reason.find("not recognized as a supported file format") != std::string::npos ||
        reason.find("not recognized as being in a supported file format") != std::string::npos)
      throw MapError(path +
                     ": not a raster format GDAL can read (expected GeoTIFF, JPEG, PNG, "
                     "SRTM .hgt, ASCII grid or another GDAL raster format)");
    throw MapError(
        withGdalReason(path + ": cannot open as a raster, the file may be corrupt", reason));
  }
  checkSizes(path, *ds, limits);
  checkBlocksReadable(path, *ds, capture);
  return ds;
}

}  // namespace hfg::maps
