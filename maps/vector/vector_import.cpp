// Vector import: dataset-order reading (works for the OSM driver too), rule matching, projection.
#include "maps/vector/vector_import.h"

#include <ogrsf_frmts.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/vector/osm_other_tags.h"

namespace hfg::maps {
namespace {

std::string attribute(const OGRFeature& feature, const std::string& key) {
  const int index = feature.GetFieldIndex(key.c_str());
  if (index >= 0) return feature.IsFieldSetAndNotNull(index) ? feature.GetFieldAsString(index) : "";
  const int other = feature.GetFieldIndex("other_tags");
  if (other >= 0 && feature.IsFieldSetAndNotNull(other))
    return otherTag(feature.GetFieldAsString(other), key);
  return {};
}

Polyline points(const OGRSimpleCurve& curve, const FrameProjector& projector) {
  Polyline out;
  out.reserve(static_cast<size_t>(curve.getNumPoints()));
  for (int i = 0; i < curve.getNumPoints(); ++i)
    out.push_back(projector.toLocal({curve.getX(i), curve.getY(i)}));
  return out;
}

// Splits a geometry into simple lines and polygon outer rings.
void collectParts(const OGRGeometry* g, std::vector<const OGRSimpleCurve*>& lines,
                  std::vector<const OGRSimpleCurve*>& rings,
                  std::vector<const OGRPoint*>& pointsOut) {
  if (!g) return;
  switch (wkbFlatten(g->getGeometryType())) {
    case wkbPoint: pointsOut.push_back(g->toPoint()); break;
    case wkbLineString: lines.push_back(g->toLineString()); break;
    case wkbPolygon:
      if (g->toPolygon()->getExteriorRing()) rings.push_back(g->toPolygon()->getExteriorRing());
      break;
    case wkbMultiPoint:
    case wkbMultiLineString:
    case wkbMultiPolygon:
    case wkbGeometryCollection:
      for (const OGRGeometry* part : *g->toGeometryCollection())
        collectParts(part, lines, rings, pointsOut);
      break;
    default: break;
  }
}

// "12", "12 m", "12.5" -> metres; anything else (feet, ranges, words) -> 0 = unknown.
double widthOf(const std::string& text) {
  if (text.empty()) return 0;
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  std::string rest(end);
  rest.erase(0, rest.find_first_not_of(' '));
  return v > 0 && (rest.empty() || rest == "m") ? v : 0;
}

struct LayerContext {
  std::string name;
  std::unique_ptr<FrameProjector> projector;
};

}  // namespace

VectorImportResult importVectorLayers(const std::string& path, const MapFrame& frame,
                                      const FeatureMapping& mapping,
                                      const std::vector<std::string>& layers,
                                      const ProgressFn& progress) {
  ensureGdalRegistered();
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw MapError(path + ": file not found");
  GdalMessageCapture capture;
  DatasetPtr ds(
      GDALDataset::Open(path.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY | GDAL_OF_VERBOSE_ERROR));
  if (!ds)
    throw MapError(
        withGdalReason(path + ": not a vector format GDAL can read (expected GeoJSON, Shapefile, "
                              "GeoPackage, OSM ...)",
                       capture.lastError()));
  for (const auto& wanted : layers)
    if (!ds->GetLayerByName(wanted.c_str()))
      throw MapError(path + ": has no layer named \"" + wanted + "\"");

  std::map<OGRLayer*, LayerContext> contexts;
  for (OGRLayer* layer : ds->GetLayers()) {
    LayerContext ctx;
    ctx.name = layer->GetName();
    if (!layers.empty() && std::find(layers.begin(), layers.end(), ctx.name) == layers.end()) {
      contexts.emplace(layer, std::move(ctx));
      continue;
    }
    const OGRSpatialReference* srs = layer->GetSpatialRef();
    if (!srs) throw MapError(path + ": layer \"" + ctx.name + "\" has no coordinate system");
    ctx.projector = std::make_unique<FrameProjector>(frame, crsToWkt(*srs));
    contexts.emplace(layer, std::move(ctx));
  }

  VectorImportResult result;
  ProgressStep step(progress, "reading vector features");
  ds->ResetReading();
  OGRLayer* layer = nullptr;
  double fraction = 0;
  int serial = 0;
  // Dataset-order reading: the OSM driver requires it, and it is the same as layer order elsewhere.
  while (std::unique_ptr<OGRFeature> feature{
      ds->GetNextFeature(&layer, &fraction, nullptr, nullptr)}) {
    if (++serial % 256 == 0) {
      step.report(fraction);
      step.throwIfCancelled();
    }
    const LayerContext& ctx = contexts.at(layer);
    if (!ctx.projector) continue;
    const MappingRule* rule = matchRule(
        mapping, ctx.name, [&](const std::string& key) { return attribute(*feature, key); });
    if (!rule) {
      ++result.unmatched;
      continue;
    }
    std::vector<const OGRSimpleCurve*> lines, rings;
    std::vector<const OGRPoint*> pts;
    collectParts(feature->GetGeometryRef(), lines, rings, pts);
    const std::string name = attribute(*feature, mapping.nameField);
    if (rule->settlement) {
      if (name.empty()) continue;  // unnamed places cannot name a stage node
      Vec2 source;
      if (!pts.empty()) {
        source = {pts[0]->getX(), pts[0]->getY()};
      } else if (feature->GetGeometryRef()) {
        OGRPoint centroid;
        if (feature->GetGeometryRef()->Centroid(&centroid) != OGRERR_NONE) continue;
        source = {centroid.getX(), centroid.getY()};
      } else {
        continue;
      }
      Settlement s;
      s.name = name;
      for (const auto& c : rule->conditions)
        if (c.values.size() == 1 && c.values[0] == "*") s.kind = attribute(*feature, c.key);
      s.position = ctx.projector->toLocal(source);
      s.lonLat = localToLonLat(frame, s.position);
      result.settlements.push_back(std::move(s));
      continue;
    }
    const TerrainClass terrain = *rule->terrain;
    const bool wantArea = naturalShapeOf(terrain) == FeatureShape::Area;
    std::vector<Polyline> parts;
    if (wantArea) {
      for (const auto* r : rings) parts.push_back(points(*r, *ctx.projector));
      for (const auto* l : lines)  // a closed way drawn as a line is still an area
        if (l->get_IsClosed() && l->getNumPoints() >= 4)
          parts.push_back(points(*l, *ctx.projector));
      for (auto& p : parts)
        if (p.size() > 1 && p.front() == p.back()) p.pop_back();
    } else {
      for (const auto* l : lines) parts.push_back(points(*l, *ctx.projector));
    }
    if (parts.empty()) {
      ++result.wrongShape;
      continue;
    }
    int part = 0;
    for (auto& p : parts) {
      TerrainFeature f;
      f.id = std::string(keyOf(terrain)) + "-" + ctx.name + "-" +
             std::to_string(feature->GetFID()) +
             (parts.size() > 1 ? "." + std::to_string(++part) : "");
      f.terrain = terrain;
      f.name = name;
      f.points = std::move(p);
      if (terrain == TerrainClass::River || terrain == TerrainClass::Stream ||
          terrain == TerrainClass::Waterway)
        f.widthMetres = widthOf(attribute(*feature, mapping.widthField));
      result.features.push_back(std::move(f));
      ++result.countByClass[terrain];
    }
  }
  step.report(1);
  step.throwIfCancelled();
  result.warnings = capture.warnings();
  return result;
}

}  // namespace hfg::maps
