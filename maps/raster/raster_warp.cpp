// Raster warping to a target CRS.
#include "maps/raster/raster_warp.h"

#include <gdal_utils.h>

#include <vector>

#include "maps/frame/crs.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"
#include "maps/raster/raster_open.h"

namespace hfg::maps {

void warpRasterToCrs(const std::string& sourcePath, const std::string& outputPath,
                     const std::string& targetCrs, const std::string& resampling,
                     const ProgressFn& progress) {
  requireGeoreferenced(describeRaster(sourcePath));
  parseCrs(targetCrs, "target CRS");
  DatasetPtr source = openRaster(sourcePath);
  std::vector<std::string> args = {"-t_srs",           targetCrs, "-r",       resampling,
                                   "-dstalpha",        "-of",     "GTiff",    "-co",
                                   "COMPRESS=DEFLATE", "-co",     "TILED=YES"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  GdalMessageCapture capture;
  GDALWarpAppOptions* options = GDALWarpAppOptionsNew(argv.data(), nullptr);
  if (!options) throw MapError(withGdalReason("invalid warp options", capture.lastError()));
  ProgressStep step(progress, "warping into the map frame");
  GDALWarpAppOptionsSetProgress(options, ProgressStep::gdalFunc, &step);
  GDALDatasetH handle = GDALDataset::ToHandle(source.get());
  int usageError = FALSE;
  DatasetPtr out(GDALDataset::FromHandle(
      GDALWarp(outputPath.c_str(), nullptr, 1, &handle, options, &usageError)));
  GDALWarpAppOptionsFree(options);
  step.throwIfCancelled();
  if (!out)
    throw MapError(
        withGdalReason(outputPath + ": cannot write the warped raster", capture.lastError()));
}

}  // namespace hfg::maps
