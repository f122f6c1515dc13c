// The model's local metric frame (MapFrame) for a region, and projection of points into it.
#pragma once

#include <string>

#include "core/model/stage_map.h"
#include "maps/frame/crs_transform.h"

namespace hfg::maps {

/// A region in WGS 84 degrees.
struct GeoBounds {
  double west = 0, south = 0, east = 0, north = 0;
  LonLat centre() const { return {(west + east) / 2, (south + north) / 2}; }
  bool valid() const { return west < east && south < north; }
};

/// The MapFrame for a region: the UTM zone of its centre, origin at the centre's UTM coordinates
/// rounded to whole kilometres (so local coordinates stay small and round-trip exactly).
MapFrame makeUtmFrame(const GeoBounds& region);

/// The EPSG code of a frame's CRS, or 0 when it has none.
int frameEpsg(const MapFrame& frame);

/// Projects points from a source CRS into a frame's local metres (local = CRS - origin) and back.
class FrameProjector {
 public:
  FrameProjector(const MapFrame& frame, const std::string& sourceCrs);
  Vec2 toLocal(Vec2 sourcePoint) const;
  Polyline toLocal(const Polyline& sourcePoints) const;
  Vec2 toSource(Vec2 localPoint) const;

 private:
  Vec2 m_origin;
  CrsTransform m_forward;
  CrsTransform m_backward;
};

/// An axis-aligned box in local metres.
struct LocalBox {
  Vec2 min;
  Vec2 max;
};

/// The local box that holds a WGS 84 region (its edges sampled, as projected edges bulge).
LocalBox localBoxOf(const MapFrame& frame, const GeoBounds& region);

/// Local frame point to WGS 84 lon/lat.
LonLat localToLonLat(const MapFrame& frame, Vec2 local);

/// WGS 84 bounds of a raster or vector file's extent (a GCP-only scan: its edges placed by an
/// affine fit of the GCPs). Throws MapError if it has no CRS.
GeoBounds geoBoundsOfFile(const std::string& path);

}  // namespace hfg::maps
