// `hfg map info SOURCE`: what GDAL says about a raster or vector file, in plain words or JSON.
#include <iostream>
#include <memory>
#include <optional>

#include <ogrsf_frmts.h>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "app/cli/map_common.h"
#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"

namespace hfg::cli {
namespace {

struct InfoOptions {
  std::string source;
  bool json = false;
};

struct LayerInfo {
  std::string name;
  std::string geometry;
  long long features = 0;
  std::string crsName;
  std::optional<OGREnvelope> extent;
};

struct VectorInfo {
  std::string driver;
  std::string driverLongName;
  std::vector<LayerInfo> layers;
};

const char* kindName(maps::SourceKind kind) {
  switch (kind) {
    case maps::SourceKind::Scan: return "scan";
    case maps::SourceKind::Elevation: return "elevation";
    case maps::SourceKind::Vector: return "vector";
    case maps::SourceKind::Unknown: break;
  }
  return "unknown";
}

VectorInfo describeVector(const std::string& path) {
  maps::GdalMessageCapture capture;
  maps::DatasetPtr ds(maps::adoptDataset(
      GDALOpenEx(path.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, nullptr, nullptr)));
  if (!ds)
    throw maps::MapError(
        maps::withGdalReason(path + ": GDAL cannot read it as vector layers", capture.lastError()));
  VectorInfo info;
  info.driver = ds->GetDriver() ? ds->GetDriver()->GetDescription() : "";
  info.driverLongName = ds->GetDriver() ? ds->GetDriver()->GetMetadataItem(GDAL_DMD_LONGNAME) : "";
  for (OGRLayer* layer : ds->GetLayers()) {
    LayerInfo l;
    l.name = layer->GetName();
    l.geometry = OGRGeometryTypeToName(layer->GetGeomType());
    // The OSM driver cannot count without reading the whole file; -1 then means "unknown".
    l.features = static_cast<long long>(layer->GetFeatureCount(info.driver != "OSM"));
    if (const OGRSpatialReference* srs = layer->GetSpatialRef())
      l.crsName = srs->GetName() ? srs->GetName() : "";
    OGREnvelope env;
    if (info.driver != "OSM" && layer->GetExtent(&env, TRUE) == OGRERR_NONE) l.extent = env;
    info.layers.push_back(l);
  }
  return info;
}

void printRaster(const maps::RasterInfo& info, maps::SourceKind kind, bool json) {
  if (!json) {
    const std::string text = maps::plainDescription(info);
    std::cout << info.path << ": " << kindName(kind) << " raster\n" << text;
    if (!text.empty() && text.back() != '\n') std::cout << '\n';
    return;
  }
  JsonStreamWriter out(std::cout);
  out.beginObject();
  out.field("path", info.path);
  out.field("kind", kindName(kind));
  out.field("driver", info.driver);
  out.field("driver_long_name", info.driverLongName);
  out.field("width", info.width);
  out.field("height", info.height);
  out.key("bands");
  out.beginArray();
  for (const auto& b : info.bands) {
    out.beginObject();
    out.field("type", b.dataType);
    out.field("colour", b.colour);
    if (b.noData) out.field("nodata", *b.noData);
    out.field("overviews", b.overviewCount);
    out.field("block_width", b.blockWidth);
    out.field("block_height", b.blockHeight);
    out.endObject();
  }
  out.endArray();
  out.field("crs", info.crsName);
  out.field("georeferenced_by", info.geoTransform          ? "geotransform"
                                : info.gcps.points.empty() ? "none"
                                                           : "gcps");
  if (auto size = info.pixelSize()) {
    out.field("pixel_size_x", (*size)[0]);
    out.field("pixel_size_y", (*size)[1]);
  }
  out.field("gcps", static_cast<long long>(info.gcps.points.size()));
  out.field("has_crs", info.hasCrs());
  out.key("warnings");
  out.beginArray();
  for (const auto& w : info.gdalWarnings) out.value(w);
  out.endArray();
  out.endObject();
  std::cout << '\n';
}

void printVector(const std::string& path, const VectorInfo& info, bool json) {
  if (!json) {
    std::cout << path << ": vector layers\nDriver: " << info.driver << " (" << info.driverLongName
              << ")\n"
              << info.layers.size() << (info.layers.size() == 1 ? " layer" : " layers") << ":\n";
    for (const auto& l : info.layers) {
      std::cout << "  " << l.name << ": " << l.geometry << ", ";
      if (l.features >= 0)
        std::cout << l.features << " features";
      else
        std::cout << "features not counted (the driver would have to read the whole file)";
      std::cout << ", " << (l.crsName.empty() ? "no coordinate system" : l.crsName) << '\n';
    }
    return;
  }
  JsonStreamWriter out(std::cout);
  out.beginObject();
  out.field("path", path);
  out.field("kind", "vector");
  out.field("driver", info.driver);
  out.field("driver_long_name", info.driverLongName);
  out.key("layers");
  out.beginArray();
  for (const auto& l : info.layers) {
    out.beginObject();
    out.field("name", l.name);
    out.field("geometry", l.geometry);
    out.field("features", l.features);
    out.field("crs", l.crsName);
    if (l.extent) {
      out.key("extent");
      out.beginArray();
      out.value(l.extent->MinX);
      out.value(l.extent->MinY);
      out.value(l.extent->MaxX);
      out.value(l.extent->MaxY);
      out.endArray();
    }
    out.endObject();
  }
  out.endArray();
  out.endObject();
  std::cout << '\n';
}

void runInfo(const InfoOptions& options) {
  runMapCommand([&] {
    maps::ensureGdalRegistered();
    const maps::SourceKind kind = maps::sniffSource(options.source);
    if (kind == maps::SourceKind::Vector) {
      printVector(options.source, describeVector(options.source), options.json);
      return;
    }
    // Rasters, and anything unknown: describeRaster says clearly why GDAL cannot read it.
    maps::GdalMessageCapture capture;
    const maps::RasterInfo info = maps::describeRaster(options.source);
    printRaster(info, kind, options.json);
    if (!options.json) {
      for (const auto& w : info.gdalWarnings) std::cerr << "warning: GDAL: " << w << '\n';
      printGdalMessages(capture);
    }
  });
}

}  // namespace

void registerMapInfo(CLI::App& map) {
  auto options = std::make_shared<InfoOptions>();
  auto* cmd = map.add_subcommand(
      "info", "Describe a map source as GDAL sees it: driver, size, bands, CRS, layers");
  cmd->add_option("SOURCE", options->source, "a raster or vector file GDAL can read")->required();
  cmd->add_flag("--json", options->json, "print the description as JSON");
  cmd->footer("Exit status: 0 described, 1 missing, unreadable or absurd file, 2 usage error.");
  cmd->callback([options] { runInfo(*options); });
}

}  // namespace hfg::cli
