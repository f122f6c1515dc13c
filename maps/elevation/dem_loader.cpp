// DEM warping into the local frame through GDALWarp (the gdalwarp library entry point).
#include "maps/elevation/dem_loader.h"

#include <gdal_utils.h>

#include <cmath>

#include "maps/frame/crs.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"
#include "maps/raster/raster_open.h"

namespace hfg::maps {
namespace {

DatasetPtr warp(std::vector<GDALDatasetH>& sources, std::vector<std::string> args,
                const std::string& what, ProgressStep* step) {
  GdalMessageCapture capture;
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  GDALWarpAppOptions* options = GDALWarpAppOptionsNew(argv.data(), nullptr);
  if (!options)
    throw MapError(withGdalReason("invalid warp options for " + what, capture.lastError()));
  if (step) GDALWarpAppOptionsSetProgress(options, ProgressStep::gdalFunc, step);
  int usageError = FALSE;
  DatasetPtr out(GDALDataset::FromHandle(GDALWarp("", nullptr, static_cast<int>(sources.size()),
                                                  sources.data(), options, &usageError)));
  GDALWarpAppOptionsFree(options);
  if (step) step->throwIfCancelled();
  if (!out)
    throw MapError(
        withGdalReason(what + ": cannot resample into the map frame", capture.lastError()));
  return out;
}

}  // namespace

DemGrid loadDemInFrame(const std::vector<std::string>& paths, const MapFrame& frame,
                       const DemLoadOptions& options, const ProgressFn& progress) {
  if (paths.empty()) throw MapError("no DEM file given");
  std::vector<DatasetPtr> opened;
  std::vector<GDALDatasetH> handles;
  std::string what;
  for (const auto& path : paths) {
    opened.push_back(openRaster(path));
    GDALDataset& ds = *opened.back();
    what += (what.empty() ? "" : ", ") + path;
    if (!ds.GetSpatialRef() && options.assumedCrs.empty())
      throw MapError(
          path +
          ": the DEM has no coordinate system (expected a GeoTIFF, .hgt or a grid with a .prj, "
          "or give the CRS to assume)");
    handles.push_back(GDALDataset::ToHandle(opened.back().get()));
  }
  std::vector<std::string> base = {"-t_srs", frame.crsWkt, "-r",         "bilinear",
                                   "-ot",    "Float32",    "-dstnodata", "nan"};
  if (!options.assumedCrs.empty()) {
    parseCrs(options.assumedCrs, "assumed DEM CRS");
    base.insert(base.end(), {"-s_srs", options.assumedCrs});
  }
  if (options.localMin && options.localMax) {
    const Vec2 lo = *options.localMin + frame.origin, hi = *options.localMax + frame.origin;
    base.insert(base.end(), {"-te", std::to_string(lo.x), std::to_string(lo.y),
                             std::to_string(hi.x), std::to_string(hi.y)});
  }
  // A VRT first: GDAL's suggested size without reading pixels, to choose the cell size.
  double cell = options.cellMetres;
  if (cell <= 0) {
    std::vector<std::string> probe = base;
    probe.insert(probe.end(), {"-of", "VRT"});
    DatasetPtr suggested = warp(handles, probe, what, nullptr);
    double gt[6];
    suggested->GetGeoTransform(gt);
    cell = std::abs(gt[1]);
  }
  // Coarsen until the grid fits the memory bound: the area is fixed, so cells grow with sqrt.
  {
    std::vector<std::string> probe = base;
    probe.insert(probe.end(), {"-tr", std::to_string(cell), std::to_string(cell), "-of", "VRT"});
    DatasetPtr sized = warp(handles, probe, what, nullptr);
    const double cells = static_cast<double>(sized->GetRasterXSize()) * sized->GetRasterYSize();
    if (cells > static_cast<double>(options.maxCells))
      cell *= std::sqrt(cells / static_cast<double>(options.maxCells)) * 1.001;
  }
  std::vector<std::string> args = base;
  args.insert(args.end(), {"-tr", std::to_string(cell), std::to_string(cell), "-of", "MEM"});
  ProgressStep step(progress, "resampling the DEM into the map frame");
  DatasetPtr out = warp(handles, args, what, &step);

  DemGrid grid;
  grid.width = out->GetRasterXSize();
  grid.height = out->GetRasterYSize();
  double gt[6];
  out->GetGeoTransform(gt);
  grid.topLeft = Vec2{gt[0], gt[3]} - frame.origin;
  grid.cellMetres = gt[1];
  grid.heightsMetres.resize(grid.cellCount());
  GdalMessageCapture capture;
  if (out->GetRasterBand(1)->RasterIO(GF_Read, 0, 0, grid.width, grid.height,
                                      grid.heightsMetres.data(), grid.width, grid.height,
                                      GDT_Float32, 0, 0, nullptr) != CE_None)
    throw MapError(withGdalReason(what + ": cannot read the resampled DEM", capture.lastError()));
  size_t validCells = 0;
  for (float h : grid.heightsMetres) validCells += std::isnan(h) ? 0 : 1;
  if (validCells == 0)
    throw MapError(what + ": the DEM does not cover the map area (no heights inside it)");
  return grid;
}

}  // namespace hfg::maps
