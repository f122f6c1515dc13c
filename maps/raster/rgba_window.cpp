// RGBA window reads: one RasterIO per band with a smaller buffer, so GDAL picks the overview.
#include "maps/raster/rgba_window.h"

#include <cmath>

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

std::vector<int> overviewFactors(GDALDataset& dataset) {
  std::vector<int> factors;
  GDALRasterBand* band = dataset.GetRasterBand(1);
  if (!band) return factors;
  const int width = dataset.GetRasterXSize();
  for (int i = 0; i < band->GetOverviewCount(); ++i) {
    GDALRasterBand* overview = band->GetOverview(i);
    if (!overview || overview->GetXSize() <= 0) continue;
    factors.push_back(
        static_cast<int>(std::lround(static_cast<double>(width) / overview->GetXSize())));
  }
  return factors;
}

RgbaWindow readRgbaWindow(GDALDataset& dataset, const std::string& path, int x, int y, int width,
                          int height, int bufferWidth, int bufferHeight) {
  if (width <= 0 || height <= 0 || bufferWidth <= 0 || bufferHeight <= 0 || x < 0 || y < 0 ||
      x + width > dataset.GetRasterXSize() || y + height > dataset.GetRasterYSize())
    throw MapError(path + ": window " + std::to_string(width) + " x " + std::to_string(height) +
                   " at column " + std::to_string(x) + ", row " + std::to_string(y) +
                   " is not inside the raster (expected within " +
                   std::to_string(dataset.GetRasterXSize()) + " x " +
                   std::to_string(dataset.GetRasterYSize()) + ")");
  const int bands = dataset.GetRasterCount();
  RgbaWindow image;
  image.width = bufferWidth;
  image.height = bufferHeight;
  const size_t count = static_cast<size_t>(bufferWidth) * static_cast<size_t>(bufferHeight);
  image.pixels.assign(count * 4, 255);

  GdalMessageCapture capture;
  GDALRasterIOExtraArg extra;
  INIT_RASTERIO_EXTRA_ARG(extra);
  extra.eResampleAlg = GRIORA_Average;
  std::vector<std::uint8_t> plane(count);
  auto readBand = [&](int bandNumber) {
    GDALRasterBand* band = dataset.GetRasterBand(bandNumber);
    if (!band || band->RasterIO(GF_Read, x, y, width, height, plane.data(), bufferWidth,
                                bufferHeight, GDT_Byte, 0, 0, &extra) != CE_None)
      throw MapError(
          withGdalReason(path + ": cannot read band " + std::to_string(bandNumber) + " for display",
                         capture.lastError()));
  };
  auto spread = [&](int channel) {
    for (size_t i = 0; i < count; ++i)
      image.pixels[i * 4 + static_cast<size_t>(channel)] = plane[i];
  };

  // Where the raster has no alpha band of its own, its mask says where the picture is: a warped
  // scan's corners outside the sheet (nodata, or a per-dataset mask) are transparent, so the
  // paper under the map shows there, not black.
  auto maskToAlpha = [&]() {
    GDALRasterBand* first = dataset.GetRasterBand(1);
    if (!first || (first->GetMaskFlags() & GMF_ALL_VALID) != 0) return;
    GDALRasterBand* mask = first->GetMaskBand();
    if (!mask || mask->RasterIO(GF_Read, x, y, width, height, plane.data(), bufferWidth,
                                bufferHeight, GDT_Byte, 0, 0, &extra) != CE_None)
      return;  // unreadable mask: shown opaque, as before
    spread(3);
  };

  GDALColorTable* palette = dataset.GetRasterBand(1)->GetColorTable();
  if (bands >= 3) {
    for (int b = 0; b < std::min(bands, 4); ++b) {
      readBand(b + 1);
      spread(b);
    }
    if (bands == 3) maskToAlpha();
  } else if (palette) {
    // Palette indices must not be averaged: read them with nearest sampling.
    extra.eResampleAlg = GRIORA_NearestNeighbour;
    readBand(1);
    for (size_t i = 0; i < count; ++i) {
      const GDALColorEntry* entry = palette->GetColorEntry(plane[i]);
      if (!entry) continue;
      image.pixels[i * 4 + 0] = static_cast<std::uint8_t>(entry->c1);
      image.pixels[i * 4 + 1] = static_cast<std::uint8_t>(entry->c2);
      image.pixels[i * 4 + 2] = static_cast<std::uint8_t>(entry->c3);
      image.pixels[i * 4 + 3] = static_cast<std::uint8_t>(entry->c4);
    }
  } else {
    readBand(1);
    for (int channel = 0; channel < 3; ++channel) spread(channel);
    if (bands == 2) {
      readBand(2);
      spread(3);
    } else {
      maskToAlpha();
    }
  }
  return image;
}

}  // namespace hfg::maps
