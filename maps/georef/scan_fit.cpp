// Choosing and describing a scan's fit; the GDAL options that name it; the hull guard.
#include "maps/georef/scan_fit.h"

#include <cmath>
#include <cstdio>

#include "core/battle/common/shapes.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"

namespace hfg::maps {

std::string keyOf(GcpMethod method) {
  switch (method) {
    case GcpMethod::Polynomial1: return "poly1";
    case GcpMethod::Polynomial2: return "poly2";
    case GcpMethod::Polynomial3: return "poly3";
    case GcpMethod::ThinPlateSpline: return "tps";
  }
  return "poly1";
}

std::optional<GcpMethod> gcpMethodFromKey(const std::string& key) {
  for (GcpMethod m : {GcpMethod::Polynomial1, GcpMethod::Polynomial2, GcpMethod::Polynomial3,
                      GcpMethod::ThinPlateSpline})
    if (keyOf(m) == key) return m;
  return std::nullopt;
}

std::string ScanFit::description() const {
  if (!byGcps) return "the scan's own geotransform";
  char text[200];
  std::snprintf(text, sizeof text, "%s (%s) of %zu control points, RMS %.0f m",
                nameOf(method).c_str(), keyOf(method).c_str(), gcps.points.size(), rmsMetres);
  return text;
}

ScanFit decideScanFit(const std::string& scanPath, const GcpSet& given,
                      std::optional<GcpMethod> method) {
  const RasterInfo info = describeRaster(scanPath);
  ScanFit fit;
  // Points given by the user win; the scan's own points only when it has no geotransform.
  const bool useGcps = !given.points.empty() || (!info.gcps.points.empty() && !info.geoTransform);
  if (!useGcps) {
    requireGeoreferenced(info);
    return fit;
  }
  fit.byGcps = true;
  fit.gcps = given.points.empty() ? info.gcps : given;
  fit.method = method.value_or(GcpMethod::Polynomial1);
  if (static_cast<int>(fit.gcps.points.size()) < minimumGcps(fit.method))
    throw MapError(scanPath + ": a " + nameOf(fit.method) + " needs at least " +
                   std::to_string(minimumGcps(fit.method)) + " ground control points, got " +
                   std::to_string(fit.gcps.points.size()));
  fit.rmsMetres = fitGcps(fit.gcps, fit.method).rmsMetres;
  std::vector<Vec2> pixels;
  for (const auto& p : fit.gcps.points) pixels.push_back({p.pixel, p.line});
  fit.hullPixels = battle::convexHull(pixels);
  return fit;
}

std::vector<std::string> transformerOptions(const ScanFit& fit) {
  if (!fit.byGcps) return {"METHOD=GEOTRANSFORM"};
  if (fit.method == GcpMethod::ThinPlateSpline) return {"METHOD=GCP_TPS"};
  const int order = fit.method == GcpMethod::Polynomial1   ? 1
                    : fit.method == GcpMethod::Polynomial2 ? 2
                                                           : 3;
  return {"METHOD=GCP_POLYNOMIAL", "MAX_GCP_ORDER=" + std::to_string(order)};
}

std::optional<std::string> outsideHullWarning(const ScanFit& fit, const Polyline& pixels,
                                              const std::string& what) {
  if (!fit.extrapolates() || fit.hullPixels.size() < 3) return std::nullopt;
  double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
  for (Vec2 p : fit.hullPixels) {
    minX = std::min(minX, p.x);
    maxX = std::max(maxX, p.x);
    minY = std::min(minY, p.y);
    maxY = std::max(maxY, p.y);
  }
  const double slack = 0.01 * std::hypot(maxX - minX, maxY - minY);
  double worst = 0;
  for (Vec2 p : pixels)
    if (!battle::ringContains(fit.hullPixels, p))
      worst = std::max(worst, battle::distanceToBoundary(p, fit.hullPixels));
  if (worst <= slack) return std::nullopt;
  char text[400];
  std::snprintf(text, sizeof text,
                "%s reaches up to %.0f scan pixels outside the control points, where a %s swings "
                "away from the "
                "ground; use poly1, or add control points near the edges",
                what.c_str(), worst, nameOf(fit.method).c_str());
  return std::string(text);
}

Polyline scanOutlinePixels(int width, int height) {
  const double w = width, h = height;
  return {{0, 0}, {w / 2, 0}, {w, 0}, {w, h / 2}, {w, h}, {w / 2, h}, {0, h}, {0, h / 2}};
}

}  // namespace hfg::maps
