// The one decision of how a scan is placed on the ground: its own geotransform or a named fit of
// its control points (poly1 unless asked), used by every command and the editor (issue 23).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/geometry.h"
#include "maps/georef/gcp_fit.h"

namespace hfg::maps {

/// How a scan is georeferenced.
struct ScanFit {
  bool byGcps = false;  ///< false: the scan's own geotransform and CRS
  GcpMethod method = GcpMethod::Polynomial1;
  GcpSet gcps;           ///< the control points the fit uses (when byGcps)
  double rmsMetres = 0;  ///< the fit's RMS residual in metres (when byGcps)
  Polyline hullPixels;   ///< convex hull of the control points in scan pixels

  /// A fit that may swing wildly away from its points: polynomial order > 1 or a spline.
  bool extrapolates() const { return byGcps && method != GcpMethod::Polynomial1; }
  /// Plain words for plans and messages: "affine (polynomial order 1) fit of 9 control points,
  /// RMS 317 m" or "the scan's own geotransform".
  std::string description() const;
};

/// "poly1", "poly2", "poly3", "tps".
std::string keyOf(GcpMethod method);
/// The method for a key, nullopt when unknown.
std::optional<GcpMethod> gcpMethodFromKey(const std::string& key);

/// Decides the fit of `scanPath`: `given` control points (or, when empty, those stored with the
/// scan, unless it has a geotransform) fitted by `method` (default poly1: GDAL alone would take
/// the highest order the number of points allows, which bends a rough scan out of shape). Throws
/// MapError when the scan has no georeferencing or too few points for the method.
ScanFit decideScanFit(const std::string& scanPath, const GcpSet& given = {},
                      std::optional<GcpMethod> method = std::nullopt);

/// GDAL transformer options (GDALCreateGenImgProjTransformer2, gdalwarp -to) that name the fit,
/// so GDAL never picks the order itself.
std::vector<std::string> transformerOptions(const ScanFit& fit);

/// A warning when `fit` extrapolates and some of `pixels` lie outside the control points' hull
/// (by more than 1% of the hull's size); nullopt otherwise.
std::optional<std::string> outsideHullWarning(const ScanFit& fit, const Polyline& pixels,
                                              const std::string& what);

/// The scan's four corners and edge midpoints in pixels: what a whole-scan warp covers.
Polyline scanOutlinePixels(int width, int height);

}  // namespace hfg::maps
