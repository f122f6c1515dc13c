// GeoJSON export of nodes and links through OGR.
#include "maps/network/stage_network_geojson.h"

#include <ogrsf_frmts.h>

#include <filesystem>

#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {
namespace {

double pathLength(const Polyline& p) {
  double d = 0;
  for (size_t i = 1; i < p.size(); ++i) d += distance(p[i - 1], p[i]);
  return d;
}

void addField(OGRLayer& layer, const char* name, OGRFieldType type) {
  OGRFieldDefn field(name, type);
  if (type == OFTInteger) field.SetSubType(OFSTBoolean);
  layer.CreateField(&field);
}

}  // namespace

void writeStageNetworkGeoJson(const StageMap& map, const std::string& path) {
  ensureGdalRegistered();
  GdalMessageCapture capture;
  std::error_code ec;
  std::filesystem::remove(path, ec);  // the driver will not overwrite
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GeoJSON");
  DatasetPtr ds(driver->Create(path.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
  if (!ds)
    throw MapError(withGdalReason(path + ": cannot create the GeoJSON file", capture.lastError()));
  OGRSpatialReference srs = parseCrs(map.frame.crsWkt, "stage map frame");
  const char* options[] = {"RFC7946=YES", nullptr};
  OGRLayer* layer = ds->CreateLayer("stage_network", &srs, wkbUnknown, const_cast<char**>(options));
  if (!layer)
    throw MapError(withGdalReason(path + ": cannot create the GeoJSON layer", capture.lastError()));
  addField(*layer, "feature_type", OFTString);
  addField(*layer, "id", OFTString);
  addField(*layer, "name", OFTString);
  addField(*layer, "port", OFTInteger);
  addField(*layer, "station", OFTInteger);
  addField(*layer, "from", OFTString);
  addField(*layer, "to", OFTString);
  addField(*layer, "kind", OFTString);
  addField(*layer, "stages", OFTReal);
  addField(*layer, "bridge", OFTString);
  addField(*layer, "river", OFTString);
  addField(*layer, "length_m", OFTReal);
  const Vec2 o = map.frame.origin;
  for (const auto& node : map.nodes) {
    OGRFeature feature(layer->GetLayerDefn());
    feature.SetField("feature_type", "node");
    feature.SetField("id", node.id.c_str());
    feature.SetField("name", node.name.c_str());
    feature.SetField("port", node.port ? 1 : 0);
    feature.SetField("station", node.station ? 1 : 0);
    feature.SetGeometryDirectly(new OGRPoint(node.position.x + o.x, node.position.y + o.y));
    if (layer->CreateFeature(&feature) != OGRERR_NONE)
      throw MapError(withGdalReason(path + ": cannot write node " + node.id, capture.lastError()));
  }
  for (const auto& link : map.links) {
    OGRFeature feature(layer->GetLayerDefn());
    feature.SetField("feature_type", "link");
    feature.SetField("id", link.id.c_str());
    feature.SetField("from", link.from.c_str());
    feature.SetField("to", link.to.c_str());
    feature.SetField("kind", std::string(keyOf(link.kind)).c_str());
    feature.SetField("stages", link.stages);
    feature.SetField("bridge", std::string(keyOf(link.bridge)).c_str());
    feature.SetField("river", link.riverName.c_str());
    Polyline route = link.path;
    if (route.empty()) {  // a straight link between its nodes
      const StageNode* a = map.findNode(link.from);
      const StageNode* b = map.findNode(link.to);
      if (!a || !b)
        throw MapError(path + ": link " + link.id + " names a node that does not exist");
      route = {a->position, b->position};
    }
    feature.SetField("length_m", pathLength(route));
    auto* line = new OGRLineString();
    for (Vec2 p : route) line->addPoint(p.x + o.x, p.y + o.y);
    feature.SetGeometryDirectly(line);
    if (layer->CreateFeature(&feature) != OGRERR_NONE)
      throw MapError(withGdalReason(path + ": cannot write link " + link.id, capture.lastError()));
  }
  ds.reset();  // flushes the file
  if (!capture.errors().empty())
    throw MapError(withGdalReason(path + ": writing failed", capture.lastError()));
}

}  // namespace hfg::maps
