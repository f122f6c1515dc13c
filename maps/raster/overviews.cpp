// Overview building through GDALBuildOverviews.
#include "maps/raster/overviews.h"

#include <algorithm>

#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_open.h"

namespace hfg::maps {

std::vector<int> defaultOverviewFactors(int width, int height) {
  std::vector<int> factors;
  for (int f = 2; std::min(width, height) / f >= 128; f *= 2) factors.push_back(f);
  if (factors.empty() && std::min(width, height) >= 4) factors.push_back(2);
  return factors;
}

std::vector<int> buildOverviews(const std::string& path, const OverviewOptions& options,
                                const ProgressFn& progress) {
  // Formats that cannot hold overviews (JPEG, PNG, read-only drivers) get a .ovr sidecar.
  DatasetPtr ds;
  bool external = options.external;
  if (!external) {
    try {
      ds = openRaster(path, {}, true);
    } catch (const MapError&) {
      external = true;
    }
  }
  if (!ds) ds = openRaster(path, {}, false);
  std::vector<int> factors =
      options.factors.empty() ? defaultOverviewFactors(ds->GetRasterXSize(), ds->GetRasterYSize())
                              : options.factors;
  if (factors.empty()) return factors;
  GdalMessageCapture capture;
  if (external) CPLSetThreadLocalConfigOption("USE_RRD", "NO");
  ProgressStep step(progress, "building overviews");
  const CPLErr err =
      ds->BuildOverviews(options.resampling.c_str(), static_cast<int>(factors.size()),
                         factors.data(), 0, nullptr, ProgressStep::gdalFunc, &step, nullptr);
  step.throwIfCancelled();
  if (err != CE_None)
    throw MapError(withGdalReason(path + ": cannot build overviews", capture.lastError()));
  return factors;
}

}  // namespace hfg::maps
