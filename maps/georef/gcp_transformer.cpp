// Wrapping GDALCreateGCPTransformer / GDALCreateTPSTransformer.
#include "maps/georef/gcp_transformer.h"

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

GcpTransformer::GcpTransformer(const std::vector<GroundControlPoint>& points, GcpMethod method)
    : m_method(method) {
  if (static_cast<int>(points.size()) < minimumGcps(method))
    throw MapError(nameOf(method) + " needs at least " + std::to_string(minimumGcps(method)) +
                   " ground control points, got " + std::to_string(points.size()));
  std::vector<GDAL_GCP> gcps(points.size());
  for (size_t i = 0; i < points.size(); ++i) {
    gcps[i].pszId = const_cast<char*>(points[i].name.c_str());
    gcps[i].pszInfo = const_cast<char*>("");
    gcps[i].dfGCPPixel = points[i].pixel;
    gcps[i].dfGCPLine = points[i].line;
    gcps[i].dfGCPX = points[i].x;
    gcps[i].dfGCPY = points[i].y;
    gcps[i].dfGCPZ = 0;
  }
  GdalMessageCapture capture;
  const int n = static_cast<int>(gcps.size());
  switch (method) {
    case GcpMethod::Polynomial1:
      m_handle = GDALCreateGCPTransformer(n, gcps.data(), 1, FALSE);
      break;
    case GcpMethod::Polynomial2:
      m_handle = GDALCreateGCPTransformer(n, gcps.data(), 2, FALSE);
      break;
    case GcpMethod::Polynomial3:
      m_handle = GDALCreateGCPTransformer(n, gcps.data(), 3, FALSE);
      break;
    case GcpMethod::ThinPlateSpline:
      m_handle = GDALCreateTPSTransformer(n, gcps.data(), FALSE);
      break;
  }
  if (!m_handle)
    throw MapError(
        withGdalReason("cannot fit a " + nameOf(method) +
                           " to the ground control points (are they spread out, not on one line?)",
                       capture.lastError()));
}

GcpTransformer::~GcpTransformer() {
  if (!m_handle) return;
  if (m_method == GcpMethod::ThinPlateSpline)
    GDALDestroyTPSTransformer(m_handle);
  else
    GDALDestroyGCPTransformer(m_handle);
}

std::optional<Vec2> GcpTransformer::pixelToMap(double pixel, double line) const {
  double x = pixel, y = line, z = 0;
  int ok = FALSE;
  const int result = m_method == GcpMethod::ThinPlateSpline
                         ? GDALTPSTransform(m_handle, FALSE, 1, &x, &y, &z, &ok)
                         : GDALGCPTransform(m_handle, FALSE, 1, &x, &y, &z, &ok);
  if (!result || !ok) return std::nullopt;
  return Vec2{x, y};
}

}  // namespace hfg::maps
