// UTM map frames and projection into the local frame.
#include "maps/frame/map_frame_builder.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include <ogrsf_frmts.h>

#include "maps/frame/crs.h"
#include "maps/frame/utm_zone.h"
#include "maps/gdal_handles.h"
#include "maps/georef/gcp_transformer.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

MapFrame makeUtmFrame(const GeoBounds& region) {
  if (!region.valid())
    throw MapError("region bounds are empty or inverted (expected west < east and south < north)");
  const LonLat centre = region.centre();
  const int epsg = utmEpsgFor(centre);
  MapFrame frame;
  frame.crsWkt = crsWktFromEpsg(epsg);
  const Vec2 utm = CrsTransform("EPSG:4326", frame.crsWkt).apply({centre.lon, centre.lat});
  frame.origin = {std::round(utm.x / 1000.0) * 1000.0, std::round(utm.y / 1000.0) * 1000.0};
  return frame;
}

int frameEpsg(const MapFrame& frame) {
  if (frame.crsWkt.empty()) return 0;
  OGRSpatialReference srs = parseCrs(frame.crsWkt, "map frame");
  srs.AutoIdentifyEPSG();
  const char* code = srs.GetAuthorityCode(nullptr);
  return code ? std::atoi(code) : 0;
}

FrameProjector::FrameProjector(const MapFrame& frame, const std::string& sourceCrs)
    : m_origin(frame.origin),
      m_forward(sourceCrs, frame.crsWkt),
      m_backward(frame.crsWkt, sourceCrs) {}

Vec2 FrameProjector::toLocal(Vec2 sourcePoint) const {
  return m_forward.apply(sourcePoint) - m_origin;
}

Polyline FrameProjector::toLocal(const Polyline& sourcePoints) const {
  Polyline out;
  out.reserve(sourcePoints.size());
  for (Vec2 p : sourcePoints) out.push_back(toLocal(p));
  return out;
}

Vec2 FrameProjector::toSource(Vec2 localPoint) const {
  return m_backward.apply(localPoint + m_origin);
}

LocalBox localBoxOf(const MapFrame& frame, const GeoBounds& region) {
  const FrameProjector projector(frame, "EPSG:4326");
  LocalBox box{{1e300, 1e300}, {-1e300, -1e300}};
  constexpr int kSteps = 8;
  for (int i = 0; i <= kSteps; ++i) {
    const double t = static_cast<double>(i) / kSteps;
    const double lon = region.west + (region.east - region.west) * t;
    const double lat = region.south + (region.north - region.south) * t;
    for (Vec2 ll : {Vec2{lon, region.south}, Vec2{lon, region.north}, Vec2{region.west, lat},
                    Vec2{region.east, lat}}) {
      const Vec2 p = projector.toLocal(ll);
      box.min = {std::min(box.min.x, p.x), std::min(box.min.y, p.y)};
      box.max = {std::max(box.max.x, p.x), std::max(box.max.y, p.y)};
    }
  }
  return box;
}

LonLat localToLonLat(const MapFrame& frame, Vec2 local) {
  const Vec2 p = CrsTransform(frame.crsWkt, "EPSG:4326").apply(local + frame.origin);
  return {p.x, p.y};
}

namespace {

void extend(GeoBounds& b, Vec2 lonLat, bool& first) {
  if (first) {
    b = {lonLat.x, lonLat.y, lonLat.x, lonLat.y};
    first = false;
    return;
  }
  b.west = std::min(b.west, lonLat.x);
  b.east = std::max(b.east, lonLat.x);
  b.south = std::min(b.south, lonLat.y);
  b.north = std::max(b.north, lonLat.y);
}

// Edges are sampled, not just corners, because a projected rectangle bulges in lon/lat.
void extendByBox(GeoBounds& b, bool& first, const CrsTransform& toWgs, double minX, double minY,
                 double maxX, double maxY) {
  constexpr int kSteps = 8;
  for (int i = 0; i <= kSteps; ++i) {
    const double t = static_cast<double>(i) / kSteps;
    const double x = minX + (maxX - minX) * t;
    const double y = minY + (maxY - minY) * t;
    for (Vec2 p : {Vec2{x, minY}, Vec2{x, maxY}, Vec2{minX, y}, Vec2{maxX, y}})
      extend(b, toWgs.apply(p), first);
  }
}

}  // namespace

GeoBounds geoBoundsOfFile(const std::string& path) {
  ensureGdalRegistered();
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw MapError(path + ": file not found");
  GdalMessageCapture capture;
  DatasetPtr ds(
      GDALDataset::Open(path.c_str(), GDAL_OF_RASTER | GDAL_OF_VECTOR | GDAL_OF_READONLY));
  if (!ds)
    throw MapError(withGdalReason(path + ": GDAL cannot open it as a map", capture.lastError()));
  GeoBounds bounds;
  bool first = true;
  double gt[6];
  if (ds->GetRasterCount() > 0 && ds->GetSpatialRef() && ds->GetGeoTransform(gt) == CE_None) {
    const CrsTransform toWgs(*ds->GetSpatialRef(), parseCrs("EPSG:4326"));
    const double w = ds->GetRasterXSize(), h = ds->GetRasterYSize();
    // Corner pixels through the geotransform, in the raster's CRS.
    double xs[4], ys[4];
    const double px[4] = {0, w, 0, w}, py[4] = {0, 0, h, h};
    for (int i = 0; i < 4; ++i) {
      xs[i] = gt[0] + px[i] * gt[1] + py[i] * gt[2];
      ys[i] = gt[3] + px[i] * gt[4] + py[i] * gt[5];
    }
    extendByBox(bounds, first, toWgs, *std::min_element(xs, xs + 4), *std::min_element(ys, ys + 4),
                *std::max_element(xs, xs + 4), *std::max_element(ys, ys + 4));
  } else if (ds->GetGCPCount() > 0 && ds->GetGCPSpatialRef()) {
    const CrsTransform toWgs(*ds->GetGCPSpatialRef(), parseCrs("EPSG:4326"));
    std::vector<GroundControlPoint> gcps;
    for (int i = 0; i < ds->GetGCPCount(); ++i) {
      const GDAL_GCP& g = ds->GetGCPs()[i];
      gcps.push_back({g.pszId ? g.pszId : "", g.dfGCPPixel, g.dfGCPLine, g.dfGCPX, g.dfGCPY});
      extend(bounds, toWgs.apply({g.dfGCPX, g.dfGCPY}), first);
    }
    // The scan reaches beyond its GCPs: its edges placed by an affine fit extend the bounds.
    if (gcps.size() >= 3) {
      try {
        const GcpTransformer affine(gcps, GcpMethod::Polynomial1);
        const double w = ds->GetRasterXSize(), h = ds->GetRasterYSize();
        constexpr int kSteps = 8;
        for (int i = 0; i <= kSteps; ++i) {
          const double t = static_cast<double>(i) / kSteps;
          for (Vec2 px : {Vec2{w * t, 0}, Vec2{w * t, h}, Vec2{0, h * t}, Vec2{w, h * t}})
            if (auto m = affine.pixelToMap(px.x, px.y)) extend(bounds, toWgs.apply(*m), first);
        }
      } catch (const MapError&) {
        // GCPs on one line: their own box is all there is.
      }
    }
  }
  for (OGRLayer* layer : ds->GetLayers()) {
    OGREnvelope env;
    if (!layer->GetSpatialRef() || layer->GetExtent(&env, TRUE) != OGRERR_NONE) continue;
    const CrsTransform toWgs(*layer->GetSpatialRef(), parseCrs("EPSG:4326"));
    extendByBox(bounds, first, toWgs, env.MinX, env.MinY, env.MaxX, env.MaxY);
  }
  if (first) throw MapError(path + ": has no coordinate system or extent to place it on the map");
  return bounds;
}

}  // namespace hfg::maps
