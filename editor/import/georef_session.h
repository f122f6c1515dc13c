// The georeferencing tool's state without UI: clicked scan points, their coordinates, the fit.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "maps/georef/gcp_fit.h"

namespace hfg {

/// Points are added by clicking the scan (pixel, line) and get their map coordinates typed (or
/// taken from a click on a georeferenced layer). Every change refits with maps::fitGcps so the
/// table shows residuals at once; the worst point is the one to look at first.
class GeorefSession {
 public:
  /// `crsWkt`: the CRS the typed coordinates are in ("EPSG:4326" for lon/lat, or WKT).
  explicit GeorefSession(std::string crsWkt) : m_crsWkt(std::move(crsWkt)) {}

  /// A new point at a scan pixel, named "GCP n", without coordinates yet. Returns its index.
  std::size_t addClick(double pixel, double line);
  void setCoordinates(std::size_t index, double x, double y);
  void remove(std::size_t index);
  void setMethod(maps::GcpMethod method);
  maps::GcpMethod method() const { return m_method; }

  struct Point {
    maps::GroundControlPoint gcp;
    bool hasCoordinates = false;
  };
  const std::vector<Point>& points() const { return m_points; }
  /// The points with coordinates, as maps/ takes them.
  maps::GcpSet gcps() const;

  /// The last fit, when there are enough points and it succeeded.
  const std::optional<maps::GcpFitReport>& fit() const { return m_fit; }
  /// Why there is no fit, in plain words ("3 points with coordinates; polynomial 2 needs 6").
  const std::string& problem() const { return m_problem; }
  /// Index into points() of the point with the largest residual, when there is a fit.
  std::optional<std::size_t> worstIndex() const;

 private:
  void refit();

  std::string m_crsWkt;
  maps::GcpMethod m_method = maps::GcpMethod::Polynomial1;
  std::vector<Point> m_points;
  int m_nextNumber = 1;
  std::optional<maps::GcpFitReport> m_fit;
  std::string m_problem;
};

}  // namespace hfg
