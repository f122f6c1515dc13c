// Point transforms between CRSs.
#include "maps/frame/crs_transform.h"

#include "maps/frame/crs.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

CrsTransform::CrsTransform(const std::string& fromCrs, const std::string& toCrs)
    : CrsTransform(parseCrs(fromCrs, "source CRS"), parseCrs(toCrs, "target CRS")) {}

CrsTransform::CrsTransform(const OGRSpatialReference& from, const OGRSpatialReference& to)
    : m_from(from), m_to(to) {
  m_from.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  m_to.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  GdalMessageCapture capture;
  m_transform.reset(OGRCreateCoordinateTransformation(&m_from, &m_to));
  if (!m_transform)
    throw MapError(withGdalReason(std::string("no coordinate transformation from ") +
                                      (m_from.GetName() ? m_from.GetName() : "?") + " to " +
                                      (m_to.GetName() ? m_to.GetName() : "?"),
                                  capture.lastError()));
}

Vec2 CrsTransform::apply(Vec2 point) const {
  double x = point.x, y = point.y;
  if (!m_transform->Transform(1, &x, &y))
    throw MapError("cannot transform point (" + std::to_string(point.x) + ", " +
                   std::to_string(point.y) + ") from " + m_from.GetName() + " to " +
                   m_to.GetName());
  return {x, y};
}

void CrsTransform::applyInPlace(std::vector<Vec2>& points) const {
  for (Vec2& p : points) p = apply(p);
}

CrsTransform CrsTransform::inverse() const { return CrsTransform(m_to, m_from); }

}  // namespace hfg::maps
