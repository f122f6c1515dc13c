// Fitting ground control points (polynomial order 1-3 or thin-plate spline) and judging the fit.
#pragma once

#include <string>
#include <vector>

#include "maps/georef/ground_control_point.h"

namespace hfg::maps {

enum class GcpMethod { Polynomial1, Polynomial2, Polynomial3, ThinPlateSpline };

/// Points a method needs: 3 / 6 / 10 for polynomials of order 1 / 2 / 3, 3 for a thin-plate spline.
int minimumGcps(GcpMethod method);
std::string nameOf(GcpMethod method);

/// How disagreeing points are found. A point is flagged when its check residual exceeds
/// `medianFactor` x the median check residual of all points and also `minimumMetres`.
/// The check residual is the leave-one-out residual (fit without the point, predict it): a bad
/// point pulls an ordinary fit towards itself and hides, and a thin-plate spline passes through
/// every point exactly, so only leaving it out shows how far it disagrees with the others.
/// With too few points for leave-one-out, the ordinary residual is used instead.
struct OutlierRule {
  double medianFactor = 2.5;
  double minimumMetres = 1.0;
};

struct GcpResidual {
  std::string name;
  double dxMetres = 0;            ///< fitted minus given position, east
  double dyMetres = 0;            ///< fitted minus given position, north
  double residualMetres = 0;      ///< length of (dx, dy)
  double leaveOneOutMetres = -1;  ///< residual when fitted without this point; -1 if not computable
  bool outlier = false;
};

struct GcpFitReport {
  GcpMethod method = GcpMethod::Polynomial1;
  int metricEpsg = 0;                  ///< the UTM zone (or the GCP CRS itself) residuals are in
  std::vector<GcpResidual> residuals;  ///< in the order of the input points
  double rmsMetres = 0;
  std::vector<std::string> outliers;  ///< names of flagged points
  const GcpResidual& worst() const;
  /// Plain words: method, RMS, worst point, flagged points.
  std::string summary() const;
};

/// Fits `gcps` with `method` and reports residuals in metres. GCPs in a geographic CRS are first
/// projected to the UTM zone of their centre. Throws MapError on too few points, a missing or
/// unknown CRS, or a degenerate layout (for example all points on one line).
GcpFitReport fitGcps(const GcpSet& gcps, GcpMethod method, const OutlierRule& rule = {});

/// The GCPs with their x/y projected to the metric CRS the fit uses (EPSG code returned too).
GcpSet gcpsInMetricCrs(const GcpSet& gcps, int* epsg = nullptr);

}  // namespace hfg::maps
