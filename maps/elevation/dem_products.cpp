// Hillshade and slope files through gdaldem's library entry point.
#include "maps/elevation/dem_products.h"

#include <gdal_utils.h>

#include <vector>

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {
namespace {

void demProcess(const DemGrid& grid, const MapFrame& frame, const std::string& outputPath,
                const char* mode, std::vector<std::string> args, const ProgressFn& progress,
                const std::string& stage) {
  DatasetPtr source = gridToCrsDataset(grid, grid.heightsMetres, frame);
  args.insert(args.end(),
              {"-of", "GTiff", "-co", "COMPRESS=DEFLATE", "-co", "TILED=YES", "-compute_edges"});
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  GdalMessageCapture capture;
  GDALDEMProcessingOptions* options = GDALDEMProcessingOptionsNew(argv.data(), nullptr);
  if (!options)
    throw MapError(withGdalReason("invalid DEM processing options", capture.lastError()));
  ProgressStep step(progress, stage);
  GDALDEMProcessingOptionsSetProgress(options, ProgressStep::gdalFunc, &step);
  int usageError = FALSE;
  DatasetPtr out(GDALDataset::FromHandle(GDALDEMProcessing(outputPath.c_str(),
                                                           GDALDataset::ToHandle(source.get()),
                                                           mode, nullptr, options, &usageError)));
  GDALDEMProcessingOptionsFree(options);
  step.throwIfCancelled();
  if (!out)
    throw MapError(withGdalReason(outputPath + ": cannot write the " + stage, capture.lastError()));
}

}  // namespace

void writeHillshadeGeoTiff(const DemGrid& grid, const MapFrame& frame,
                           const std::string& outputPath, const HillshadeOptions& options,
                           const ProgressFn& progress) {
  demProcess(grid, frame, outputPath, "hillshade",
             {"-az", std::to_string(options.azimuthDegrees), "-alt",
              std::to_string(options.altitudeDegrees), "-z", std::to_string(options.zFactor)},
             progress, "hillshade");
}

void writeSlopeGeoTiff(const DemGrid& grid, const MapFrame& frame, const std::string& outputPath,
                       const ProgressFn& progress) {
  demProcess(grid, frame, outputPath, "slope", {}, progress, "slope");
}

}  // namespace hfg::maps
