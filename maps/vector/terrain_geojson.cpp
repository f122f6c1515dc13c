// GeoJSON export of terrain features through OGR.
#include "maps/vector/terrain_geojson.h"

#include <ogrsf_frmts.h>

#include <filesystem>

#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {
namespace {

OGRLineString* lineOf(const Polyline& points, Vec2 origin) {
  auto* line = new OGRLineString();
  for (Vec2 p : points) line->addPoint(p.x + origin.x, p.y + origin.y);
  return line;
}

}  // namespace

void writeTerrainGeoJson(const std::vector<TerrainFeature>& features, const MapFrame& frame,
                         const std::string& path) {
  ensureGdalRegistered();
  GdalMessageCapture capture;
  std::error_code ec;
  std::filesystem::remove(path, ec);  // the driver will not overwrite
  DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GeoJSON")->Create(path.c_str(), 0, 0, 0,
                                                                           GDT_Unknown, nullptr));
  if (!ds)
    throw MapError(withGdalReason(path + ": cannot create the GeoJSON file", capture.lastError()));
  OGRSpatialReference srs = parseCrs(frame.crsWkt, "map frame");
  const char* options[] = {"RFC7946=YES", nullptr};
  OGRLayer* layer = ds->CreateLayer("terrain", &srs, wkbUnknown, const_cast<char**>(options));
  if (!layer)
    throw MapError(withGdalReason(path + ": cannot create the GeoJSON layer", capture.lastError()));
  for (const char* name : {"id", "class", "name", "part"}) {
    OGRFieldDefn field(name, OFTString);
    layer->CreateField(&field);
  }
  OGRFieldDefn width("width_m", OFTReal);
  layer->CreateField(&width);
  auto write = [&](const TerrainFeature& f, const char* part, OGRGeometry* geometry) {
    OGRFeature out(layer->GetLayerDefn());
    out.SetField("id", f.id.c_str());
    out.SetField("class", std::string(keyOf(f.terrain)).c_str());
    out.SetField("name", f.name.c_str());
    out.SetField("part", part);
    out.SetField("width_m", f.widthMetres);
    out.SetGeometryDirectly(geometry);
    if (layer->CreateFeature(&out) != OGRERR_NONE)
      throw MapError(
          withGdalReason(path + ": cannot write terrain feature " + f.id, capture.lastError()));
  };
  for (const auto& f : features) {
    if (f.points.size() < 2) continue;
    if (f.shape() == FeatureShape::Area && f.points.size() >= 3) {
      auto* ring = new OGRLinearRing();
      for (Vec2 p : f.points) ring->addPoint(p.x + frame.origin.x, p.y + frame.origin.y);
      ring->closeRings();
      auto* polygon = new OGRPolygon();
      polygon->addRingDirectly(ring);
      write(f, "outline", polygon);
    } else {
      write(f, "line", lineOf(f.points, frame.origin));
    }
    if (f.crest.size() >= 2) write(f, "crest", lineOf(f.crest, frame.origin));
  }
  ds.reset();
  if (!capture.errors().empty())
    throw MapError(withGdalReason(path + ": writing failed", capture.lastError()));
}

}  // namespace hfg::maps
