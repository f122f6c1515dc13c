// Warping a GCP-georeferenced scan through gdalwarp's library entry point.
#include "maps/georef/georeference_writer.h"

#include <gdal_utils.h>

#include <vector>

#include "maps/frame/crs.h"
#include "maps/gdal_session.h"
#include "maps/georef/scan_fit.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"
#include "maps/raster/raster_open.h"

namespace hfg::maps {
namespace {

void attachGcps(GDALDataset& ds, const GcpSet& gcps) {
  std::vector<GDAL_GCP> list(gcps.points.size());
  for (size_t i = 0; i < gcps.points.size(); ++i) {
    const auto& p = gcps.points[i];
    list[i].pszId = const_cast<char*>(p.name.c_str());
    list[i].pszInfo = const_cast<char*>("");
    list[i].dfGCPPixel = p.pixel;
    list[i].dfGCPLine = p.line;
    list[i].dfGCPX = p.x;
    list[i].dfGCPY = p.y;
    list[i].dfGCPZ = 0;
  }
  OGRSpatialReference srs = parseCrs(gcps.crsWkt, "ground control point CRS");
  if (ds.SetGCPs(static_cast<int>(list.size()), list.data(), &srs) != CE_None)
    throw MapError("cannot attach the ground control points to the scan");
}

std::vector<std::string> warpArguments(const GeoreferenceRequest& request, const ScanFit& fit,
                                       const std::string& target) {
  std::vector<std::string> args = {"-t_srs", target, "-r", request.resampling};
  // The fit is named explicitly (decideScanFit): a scan that also carries a geotransform would
  // otherwise be warped by that geotransform, and GDAL would pick the order from the point count.
  for (const std::string& option : transformerOptions(fit))
    args.insert(args.end(), {"-to", option});
  if (request.addAlpha) args.push_back("-dstalpha");
  if (request.output == GeoreferencedOutput::WarpedGeoTiff) {
    for (const char* a : {"-of", "GTiff", "-co", "COMPRESS=DEFLATE", "-co", "TILED=YES"})
      args.push_back(a);
  } else {
    for (const char* a : {"-of", "VRT"}) args.push_back(a);
  }
  return args;
}

}  // namespace

std::vector<std::string> writeGeoreferenced(const GeoreferenceRequest& request,
                                            const ProgressFn& progress) {
  DatasetPtr scan = openRaster(request.sourcePath);
  GcpSet gcps = request.gcps;
  if (gcps.points.empty()) gcps = describeRaster(request.sourcePath).gcps;
  if (gcps.points.empty())
    throw MapError(request.sourcePath + ": no ground control points given or stored with the scan");
  const ScanFit fit = decideScanFit(request.sourcePath, gcps, request.method);
  std::vector<std::string> warnings;
  if (auto w =
          outsideHullWarning(fit, scanOutlinePixels(scan->GetRasterXSize(), scan->GetRasterYSize()),
                             request.sourcePath + ": the warped scan"))
    warnings.push_back(*w);
  int utmEpsg = 0;
  gcpsInMetricCrs(gcps, &utmEpsg);
  const std::string target =
      request.targetCrs.empty() ? "EPSG:" + std::to_string(utmEpsg) : request.targetCrs;
  parseCrs(target, "target CRS");

  GdalMessageCapture capture;
  // A VRT copy of the scan carries the GCPs without touching the original file.
  const bool vrtOut = request.output == GeoreferencedOutput::WarpedVrt;
  const std::string gcpVrtPath = vrtOut ? request.outputPath + ".gcps.vrt" : std::string();
  GDALDriver* vrt = GetGDALDriverManager()->GetDriverByName("VRT");
  DatasetPtr withGcps(
      vrt->CreateCopy(gcpVrtPath.c_str(), scan.get(), FALSE, nullptr, nullptr, nullptr));
  if (!withGcps)
    throw MapError(withGdalReason(request.sourcePath + ": cannot make a VRT of the scan",
                                  capture.lastError()));
  attachGcps(*withGcps, gcps);
  if (vrtOut) withGcps->FlushCache();

  std::vector<std::string> args = warpArguments(request, fit, target);
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  GDALWarpAppOptions* options = GDALWarpAppOptionsNew(argv.data(), nullptr);
  if (!options) throw MapError(withGdalReason("invalid warp options", capture.lastError()));
  ProgressStep step(progress, "warping the scan");
  GDALWarpAppOptionsSetProgress(options, ProgressStep::gdalFunc, &step);
  GDALDatasetH source = GDALDataset::ToHandle(withGcps.get());
  int usageError = FALSE;
  DatasetPtr out(GDALDataset::FromHandle(
      GDALWarp(request.outputPath.c_str(), nullptr, 1, &source, options, &usageError)));
  GDALWarpAppOptionsFree(options);
  step.throwIfCancelled();
  if (!out)
    throw MapError(withGdalReason(request.outputPath + ": cannot write the georeferenced map",
                                  capture.lastError()));
  return warnings;
}

}  // namespace hfg::maps
