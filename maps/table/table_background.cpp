// Warping the scan into the table's rotated pixel grid with GDAL, through the scan's decided fit.
#include "maps/table/table_background.h"

#include <cmath>
#include <cstdio>
#include <numbers>

#include <cpl_conv.h>
#include <gdal_alg.h>
#include <gdalwarper.h>

#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/georef/scan_fit.h"
#include "maps/map_error.h"

namespace hfg::maps {
namespace {

/// The fit the table was built with: its control points by the named method, or the geotransform.
ScanFit fitOfGround(const TableGround& g) {
  if (g.backgroundFit.empty()) return decideScanFit(g.backgroundImage);
  auto method = gcpMethodFromKey(g.backgroundFit);
  if (!method)
    throw MapError(g.backgroundImage + ": unknown background fit '" + g.backgroundFit + "'");
  return decideScanFit(g.backgroundImage, {}, method);
}

/// A transformer from the table grid to scan pixels that uses exactly `fit` (never GDAL's own
/// choice of polynomial order), approximated to 1/8 pixel as gdalwarp does.
struct FitTransformer {
  void* exact = nullptr;
  void* approx = nullptr;
  FitTransformer(GDALDataset& source, GDALDataset& target, const ScanFit& fit) {
    std::vector<std::string> options = transformerOptions(fit);
    std::vector<char*> argv;
    for (auto& o : options) argv.push_back(o.data());
    argv.push_back(nullptr);
    GdalMessageCapture capture;
    exact = GDALCreateGenImgProjTransformer2(GDALDataset::ToHandle(&source),
                                             GDALDataset::ToHandle(&target), argv.data());
    if (!exact)
      throw MapError(
          withGdalReason("cannot place the background scan on the table", capture.lastError()));
    approx = GDALCreateApproxTransformer(GDALGenImgProjTransform, exact, 0.125);
  }
  ~FitTransformer() {
    if (approx) GDALDestroyApproxTransformer(approx);
    if (exact) GDALDestroyGenImgProjTransformer(exact);
  }
  FitTransformer(const FitTransformer&) = delete;
  FitTransformer& operator=(const FitTransformer&) = delete;
};

/// The MEM target: RGBA in the table's rotated grid, pixel (0, 0) its north-west corner.
DatasetPtr tableTarget(const TableSetup& setup, const TableGround& g, double pacesPerPixel) {
  const int width = static_cast<int>(std::ceil(setup.extent.widthPaces / pacesPerPixel));
  const int height = static_cast<int>(std::ceil(setup.extent.depthPaces / pacesPerPixel));
  DatasetPtr target = createMemDataset(width, height, 4, GDT_Byte);
  const double a = g.gridFacingDegrees * std::numbers::pi / 180;
  const Vec2 up{std::sin(a), std::cos(a)};
  const Vec2 right{std::cos(a), -std::sin(a)};
  const double m = g.metresPerPace * pacesPerPixel;
  // Columns run table east, rows table south.
  Vec2 corner = g.centreCrs + right * (-setup.extent.widthPaces / 2 * g.metresPerPace) +
                up * (setup.extent.depthPaces / 2 * g.metresPerPace);
  double transform[6] = {corner.x, right.x * m, -up.x * m, corner.y, right.y * m, -up.y * m};
  target->SetGeoTransform(transform);
  target->SetProjection(g.crsWkt.c_str());
  target->GetRasterBand(4)->SetColorInterpretation(GCI_AlphaBand);
  return target;
}

void warpInto(GDALDataset& source, GDALDataset& target, const ScanFit& fit,
              const std::string& path) {
  FitTransformer transformer(source, target, fit);
  // Colour bands 1-3 (a grey scan feeds all three from its band); alpha to band 4, so the
  // parts of the table the scan does not reach stay transparent.
  const int sourceBands = source.GetRasterCount();
  const bool colour = sourceBands >= 3;
  GDALWarpOptions* options = GDALCreateWarpOptions();
  options->hSrcDS = GDALDataset::ToHandle(&source);
  options->hDstDS = GDALDataset::ToHandle(&target);
  options->eResampleAlg = GRA_Bilinear;
  options->pfnTransformer = GDALApproxTransform;
  options->pTransformerArg = transformer.approx;
  options->nBandCount = 3;
  options->panSrcBands = static_cast<int*>(CPLMalloc(sizeof(int) * 3));
  options->panDstBands = static_cast<int*>(CPLMalloc(sizeof(int) * 3));
  for (int b = 0; b < 3; ++b) {
    options->panSrcBands[b] = colour ? b + 1 : 1;
    options->panDstBands[b] = b + 1;
  }
  options->nDstAlphaBand = 4;
  if (sourceBands == 4 || sourceBands == 2) options->nSrcAlphaBand = sourceBands;
  GDALWarpOperation operation;
  CPLErr err = operation.Initialize(options);
  if (err == CE_None)
    err = operation.ChunkAndWarpImage(0, 0, target.GetRasterXSize(), target.GetRasterYSize());
  GDALDestroyWarpOptions(options);
  if (err != CE_None) throw MapError(path + ": cannot warp the background image onto the table");
}

}  // namespace

std::optional<RgbaImage> renderTableBackground(const TableSetup& setup, double pacesPerPixel) {
  if (!setup.ground || setup.ground->backgroundImage.empty()) return std::nullopt;
  const TableGround& g = *setup.ground;
  ensureGdalRegistered();
  DatasetPtr source = adoptDataset(GDALOpen(g.backgroundImage.c_str(), GA_ReadOnly));
  if (!source) throw MapError(g.backgroundImage + ": cannot open the background image");
  DatasetPtr target = tableTarget(setup, g, pacesPerPixel);
  warpInto(*source, *target, fitOfGround(g), g.backgroundImage);
  const int width = target->GetRasterXSize(), height = target->GetRasterYSize();
  RgbaImage image{width, height,
                  std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height * 4)};
  for (int b = 1; b <= 4; ++b) {
    std::vector<std::uint8_t> band(static_cast<std::size_t>(width) * height);
    if (target->GetRasterBand(b)->RasterIO(GF_Read, 0, 0, width, height, band.data(), width, height,
                                           GDT_Byte, 0, 0) != CE_None)
      throw MapError(g.backgroundImage + ": cannot read the warped background");
    for (std::size_t i = 0; i < band.size(); ++i)
      image.rgba[i * 4 + static_cast<std::size_t>(b - 1)] = band[i];
  }
  return image;
}

std::string describeGroundFit(const TableGround& g) {
  if (g.backgroundFit.empty()) return "the scan's own geotransform";
  auto method = gcpMethodFromKey(g.backgroundFit);
  char text[200];
  std::snprintf(text, sizeof text, "%s (%s) of its control points, RMS %.0f m",
                method ? nameOf(*method).c_str() : "a fit", g.backgroundFit.c_str(),
                g.backgroundFitRmsMetres);
  return text;
}

std::optional<std::string> backgroundHullWarning(const TableSetup& setup) {
  if (!setup.ground || setup.ground->backgroundImage.empty()) return std::nullopt;
  const TableGround& g = *setup.ground;
  const ScanFit fit = fitOfGround(g);
  if (!fit.extrapolates()) return std::nullopt;
  ensureGdalRegistered();
  DatasetPtr source = adoptDataset(GDALOpen(g.backgroundImage.c_str(), GA_ReadOnly));
  if (!source) throw MapError(g.backgroundImage + ": cannot open the background image");
  const double pacesPerPixel = 100;
  DatasetPtr target = tableTarget(setup, g, pacesPerPixel);
  FitTransformer transformer(*source, *target, fit);
  // The table's edge, 20 points a side, from table pixels back to scan pixels.
  Polyline pixels;
  const double w = target->GetRasterXSize(), h = target->GetRasterYSize();
  for (int i = 0; i < 20; ++i) {
    const double t = i / 20.0;
    for (Vec2 p : {Vec2{t * w, 0}, Vec2{w, t * h}, Vec2{w - t * w, h}, Vec2{0, h - t * h}}) {
      double x = p.x, y = p.y, z = 0;
      int ok = FALSE;
      if (GDALGenImgProjTransform(transformer.exact, TRUE, 1, &x, &y, &z, &ok) && ok)
        pixels.push_back({x, y});
    }
  }
  return outsideHullWarning(fit, pixels, "the table");
}

}  // namespace hfg::maps
