// Table paces <-> local metres: a rotation about the table's centre and the B-50 scale.
#include "maps/table/table_window.h"

#include <cmath>
#include <numbers>

namespace hfg::maps {

TableWindow::TableWindow(Vec2 centreLocal, double gridFacingDegrees, TableExtent extent,
                         double metresPerPace)
    : m_centre(centreLocal), m_extent(extent), m_metresPerPace(metresPerPace) {
  double a = gridFacingDegrees * std::numbers::pi / 180;
  m_up = {std::sin(a), std::cos(a)};
  m_right = {std::cos(a), -std::sin(a)};
}

Vec2 TableWindow::toLocal(Vec2 table) const {
  double u = (table.x - m_extent.widthPaces / 2) * m_metresPerPace;
  double v = (table.y - m_extent.depthPaces / 2) * m_metresPerPace;
  return m_centre + m_right * u + m_up * v;
}

Vec2 TableWindow::toTable(Vec2 local) const {
  Vec2 d = local - m_centre;
  return {dot(d, m_right) / m_metresPerPace + m_extent.widthPaces / 2,
          dot(d, m_up) / m_metresPerPace + m_extent.depthPaces / 2};
}

Polyline TableWindow::toTable(const Polyline& local) const {
  Polyline out;
  out.reserve(local.size());
  for (Vec2 p : local) out.push_back(toTable(p));
  return out;
}

Polyline TableWindow::cornersLocal() const {
  return {toLocal({0, 0}), toLocal({m_extent.widthPaces, 0}),
          toLocal({m_extent.widthPaces, m_extent.depthPaces}), toLocal({0, m_extent.depthPaces})};
}

}  // namespace hfg::maps
