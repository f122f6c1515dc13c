// Warping the scan into the table's rotated pixel grid with GDAL.
#include "maps/table/table_background.h"

#include <cmath>
#include <numbers>

#include <cpl_conv.h>
#include <gdalwarper.h>

#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

std::optional<RgbaImage> renderTableBackground(const TableSetup& setup, double pacesPerPixel) {
  if (!setup.ground || setup.ground->backgroundImage.empty()) return std::nullopt;
  const TableGround& g = *setup.ground;
  ensureGdalRegistered();
  DatasetPtr source = adoptDataset(GDALOpen(g.backgroundImage.c_str(), GA_ReadOnly));
  if (!source) throw MapError(g.backgroundImage + ": cannot open the background image");
  const int width = static_cast<int>(std::ceil(setup.extent.widthPaces / pacesPerPixel));
  const int height = static_cast<int>(std::ceil(setup.extent.depthPaces / pacesPerPixel));
  DatasetPtr target = createMemDataset(width, height, 4, GDT_Byte);
  const double a = g.gridFacingDegrees * std::numbers::pi / 180;
  const Vec2 up{std::sin(a), std::cos(a)};
  const Vec2 right{std::cos(a), -std::sin(a)};
  const double m = g.metresPerPace * pacesPerPixel;
  // Pixel (0, 0) is the table's north-west corner; columns run table east, rows table south.
  Vec2 corner = g.centreCrs + right * (-setup.extent.widthPaces / 2 * g.metresPerPace) +
                up * (setup.extent.depthPaces / 2 * g.metresPerPace);
  double transform[6] = {corner.x, right.x * m, -up.x * m, corner.y, right.y * m, -up.y * m};
  target->SetGeoTransform(transform);
  target->SetProjection(g.crsWkt.c_str());
  target->GetRasterBand(4)->SetColorInterpretation(GCI_AlphaBand);
  // Colour bands 1-3 (a grey scan feeds all three from its band); alpha to band 4, so the
  // parts of the table the scan does not reach stay transparent.
  const int sourceBands = source->GetRasterCount();
  const bool colour = sourceBands >= 3;
  GDALWarpOptions* options = GDALCreateWarpOptions();
  options->nBandCount = 3;
  options->panSrcBands = static_cast<int*>(CPLMalloc(sizeof(int) * 3));
  options->panDstBands = static_cast<int*>(CPLMalloc(sizeof(int) * 3));
  for (int b = 0; b < 3; ++b) {
    options->panSrcBands[b] = colour ? b + 1 : 1;
    options->panDstBands[b] = b + 1;
  }
  options->nDstAlphaBand = 4;
  if (sourceBands == 4 || sourceBands == 2) options->nSrcAlphaBand = sourceBands;
  CPLErr err = GDALReprojectImage(GDALDataset::ToHandle(source.get()), nullptr, GDALDataset::ToHandle(target.get()),
                                  g.crsWkt.c_str(), GRA_Bilinear, 0, 0.125, nullptr, nullptr, options);
  GDALDestroyWarpOptions(options);
  if (err != CE_None) throw MapError(g.backgroundImage + ": cannot warp the background image onto the table");
  RgbaImage image{width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height * 4)};
  for (int b = 1; b <= 4; ++b) {
    std::vector<std::uint8_t> band(static_cast<std::size_t>(width) * height);
    if (target->GetRasterBand(b)->RasterIO(GF_Read, 0, 0, width, height, band.data(), width, height, GDT_Byte, 0, 0) !=
        CE_None)
      throw MapError(g.backgroundImage + ": cannot read the warped background");
    for (std::size_t i = 0; i < band.size(); ++i) image.rgba[i * 4 + static_cast<std::size_t>(b - 1)] = band[i];
  }
  return image;
}

}  // namespace hfg::maps
