// Georeferencing tool state: refits through maps::fitGcps after every change.
#include "editor/import/georef_session.h"

#include "maps/map_error.h"

namespace hfg {

std::size_t GeorefSession::addClick(double pixel, double line) {
  Point p;
  p.gcp.name = "GCP " + std::to_string(m_nextNumber++);
  p.gcp.pixel = pixel;
  p.gcp.line = line;
  m_points.push_back(p);
  refit();
  return m_points.size() - 1;
}

void GeorefSession::setCoordinates(std::size_t index, double x, double y) {
  if (index >= m_points.size()) return;
  m_points[index].gcp.x = x;
  m_points[index].gcp.y = y;
  m_points[index].hasCoordinates = true;
  refit();
}

void GeorefSession::remove(std::size_t index) {
  if (index >= m_points.size()) return;
  m_points.erase(m_points.begin() + static_cast<std::ptrdiff_t>(index));
  refit();
}

void GeorefSession::setMethod(maps::GcpMethod method) {
  m_method = method;
  refit();
}

maps::GcpSet GeorefSession::gcps() const {
  maps::GcpSet set;
  set.crsWkt = m_crsWkt;
  for (const auto& p : m_points)
    if (p.hasCoordinates) set.points.push_back(p.gcp);
  return set;
}

void GeorefSession::refit() {
  m_fit.reset();
  m_problem.clear();
  const maps::GcpSet set = gcps();
  const int needed = maps::minimumGcps(m_method);
  if (static_cast<int>(set.points.size()) < needed) {
    m_problem = std::to_string(set.points.size()) + " points with coordinates; " +
                maps::nameOf(m_method) + " needs " + std::to_string(needed);
    return;
  }
  try {
    m_fit = maps::fitGcps(set, m_method);
  } catch (const maps::MapError& e) {
    m_problem = e.what();
  }
}

std::optional<std::size_t> GeorefSession::worstIndex() const {
  if (!m_fit || m_fit->residuals.empty()) return std::nullopt;
  const std::string& worst = m_fit->worst().name;
  for (std::size_t i = 0; i < m_points.size(); ++i)
    if (m_points[i].gcp.name == worst) return i;
  return std::nullopt;
}

}  // namespace hfg
