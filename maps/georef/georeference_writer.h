// Writing a scan georeferenced by its GCPs: a warped GeoTIFF or a warped VRT.
#pragma once

#include <string>
#include <vector>

#include "maps/georef/gcp_fit.h"
#include "maps/progress.h"

namespace hfg::maps {

enum class GeoreferencedOutput { WarpedGeoTiff, WarpedVrt };

struct GeoreferenceRequest {
  std::string sourcePath;  ///< the scan
  GcpSet gcps;             ///< empty points = use the GCPs stored with the scan
  GcpMethod method = GcpMethod::Polynomial1;
  std::string targetCrs;  ///< "EPSG:xxxx" or WKT; empty = UTM zone of the GCPs' centre
  std::string outputPath;
  GeoreferencedOutput output = GeoreferencedOutput::WarpedGeoTiff;
  std::string resampling = "bilinear";
  bool addAlpha = true;  ///< transparent outside the scan
};

/// Warps the scan onto the target CRS with GDAL's warper (GDALWarp). For a VRT output, a small
/// "<output>.gcps.vrt" beside it carries the GCPs. The fit is `decideScanFit`'s. Returns warnings
/// (a fit of order > 1 or a spline used outside its points' hull). Throws MapError (or Cancelled).
std::vector<std::string> writeGeoreferenced(const GeoreferenceRequest& request,
                                            const ProgressFn& progress = {});

}  // namespace hfg::maps
