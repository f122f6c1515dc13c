// GCP fitting with residuals in metres and outlier flags.
#include "maps/georef/gcp_fit.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "maps/frame/crs.h"
#include "maps/frame/crs_transform.h"
#include "maps/frame/utm_zone.h"
#include "maps/georef/gcp_transformer.h"
#include "maps/map_error.h"

namespace hfg::maps {

int minimumGcps(GcpMethod method) {
  switch (method) {
    case GcpMethod::Polynomial1: return 3;
    case GcpMethod::Polynomial2: return 6;
    case GcpMethod::Polynomial3: return 10;
    case GcpMethod::ThinPlateSpline: return 3;
  }
  return 3;
}

std::string nameOf(GcpMethod method) {
  switch (method) {
    case GcpMethod::Polynomial1: return "affine (polynomial order 1) fit";
    case GcpMethod::Polynomial2: return "polynomial order 2 fit";
    case GcpMethod::Polynomial3: return "polynomial order 3 fit";
    case GcpMethod::ThinPlateSpline: return "thin-plate spline";
  }
  return "fit";
}

GcpSet gcpsInMetricCrs(const GcpSet& gcps, int* epsg) {
  if (gcps.points.empty()) throw MapError("no ground control points given");
  OGRSpatialReference srs = parseCrs(gcps.crsWkt, "ground control point CRS");
  if (isMetricCrs(srs)) {
    if (epsg) {
      srs.AutoIdentifyEPSG();
      const char* code = srs.GetAuthorityCode(nullptr);
      *epsg = code ? std::atoi(code) : 0;
    }
    return gcps;
  }
  // Geographic (or non-metre) CRS: go to WGS 84, find the centre's UTM zone, project there.
  const CrsTransform toWgs(srs, parseCrs("EPSG:4326"));
  double lon = 0, lat = 0;
  for (const auto& p : gcps.points) {
    const Vec2 ll = toWgs.apply({p.x, p.y});
    lon += ll.x / static_cast<double>(gcps.points.size());
    lat += ll.y / static_cast<double>(gcps.points.size());
  }
  const int utm = utmEpsgFor({lon, lat});
  if (epsg) *epsg = utm;
  GcpSet out;
  out.crsWkt = crsWktFromEpsg(utm);
  const CrsTransform toUtm(srs, parseCrs(out.crsWkt));
  for (auto p : gcps.points) {
    const Vec2 m = toUtm.apply({p.x, p.y});
    p.x = m.x;
    p.y = m.y;
    out.points.push_back(p);
  }
  return out;
}

namespace {

Vec2 predicted(const GcpTransformer& t, const GroundControlPoint& p) {
  auto m = t.pixelToMap(p.pixel, p.line);
  if (!m) throw MapError("the fit cannot place ground control point " + p.name);
  return *m;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace

const GcpResidual& GcpFitReport::worst() const {
  return *std::max_element(residuals.begin(), residuals.end(), [](const auto& a, const auto& b) {
    return a.residualMetres < b.residualMetres;
  });
}

GcpFitReport fitGcps(const GcpSet& gcps, GcpMethod method, const OutlierRule& rule) {
  GcpFitReport report;
  report.method = method;
  const GcpSet metric = gcpsInMetricCrs(gcps, &report.metricEpsg);
  const auto& pts = metric.points;
  const GcpTransformer full(pts, method);
  double sumSq = 0;
  for (const auto& p : pts) {
    const Vec2 m = predicted(full, p);
    GcpResidual r;
    r.name = p.name;
    r.dxMetres = m.x - p.x;
    r.dyMetres = m.y - p.y;
    r.residualMetres = std::hypot(r.dxMetres, r.dyMetres);
    sumSq += r.residualMetres * r.residualMetres;
    report.residuals.push_back(r);
  }
  report.rmsMetres = std::sqrt(sumSq / static_cast<double>(pts.size()));

  const bool leaveOneOut = static_cast<int>(pts.size()) > minimumGcps(method);
  std::vector<double> check;
  for (size_t i = 0; i < pts.size(); ++i) {
    if (leaveOneOut) {
      std::vector<GroundControlPoint> others = pts;
      others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
      try {
        const GcpTransformer partial(others, method);
        report.residuals[i].leaveOneOutMetres =
            distance(predicted(partial, pts[i]), Vec2{pts[i].x, pts[i].y});
      } catch (const MapError&) {
        report.residuals[i].leaveOneOutMetres = -1;  // the others alone are degenerate
      }
    }
    const double v = report.residuals[i].leaveOneOutMetres;
    check.push_back(v >= 0 ? v : report.residuals[i].residualMetres);
  }
  const double threshold = std::max(rule.medianFactor * median(check), rule.minimumMetres);
  for (size_t i = 0; i < pts.size(); ++i) {
    if (check[i] > threshold) {
      report.residuals[i].outlier = true;
      report.outliers.push_back(pts[i].name);
    }
  }
  return report;
}

std::string GcpFitReport::summary() const {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(0);
  const GcpResidual& w = worst();
  out << nameOf(method) << " of " << residuals.size() << " points (residuals in EPSG:" << metricEpsg
      << "): RMS " << rmsMetres << " m, worst point " << w.name << " at " << w.residualMetres
      << " m.";
  if (!outliers.empty()) {
    out << " Disagreeing with the others:";
    for (const auto& r : residuals)
      if (r.outlier) {
        if (r.leaveOneOutMetres >= 0)
          out << " " << r.name << " (" << r.leaveOneOutMetres << " m when left out)";
        else
          out << " " << r.name << " (" << r.residualMetres << " m)";
      }
    out << ".";
  }
  return out.str();
}

}  // namespace hfg::maps
