// Reading a raster's description and putting it in plain words.
#include "maps/raster/raster_info.h"

#include <cmath>
#include <sstream>

#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_open.h"

namespace hfg::maps {
namespace {

std::string wktOf(const OGRSpatialReference* srs) {
  if (!srs) return {};
  char* wkt = nullptr;
  const char* options[] = {"FORMAT=WKT2_2018", nullptr};
  srs->exportToWkt(&wkt, options);
  std::string result = wkt ? wkt : "";
  CPLFree(wkt);
  return result;
}

}  // namespace

std::optional<std::array<double, 2>> RasterInfo::pixelSize() const {
  if (!geoTransform) return std::nullopt;
  const auto& g = *geoTransform;
  return std::array<double, 2>{std::hypot(g[1], g[4]), std::hypot(g[2], g[5])};
}

RasterInfo describeRaster(const std::string& path, const RasterLimits& limits) {
  GdalMessageCapture capture;
  DatasetPtr ds = openRaster(path, limits);
  RasterInfo info;
  info.path = path;
  GDALDriver* driver = ds->GetDriver();
  info.driver = driver ? driver->GetDescription() : "unknown";
  info.driverLongName = driver ? driver->GetMetadataItem(GDAL_DMD_LONGNAME) : "unknown";
  info.width = ds->GetRasterXSize();
  info.height = ds->GetRasterYSize();
  for (int b = 1; b <= ds->GetRasterCount(); ++b) {
    GDALRasterBand* band = ds->GetRasterBand(b);
    RasterBandInfo bi;
    bi.dataType = GDALGetDataTypeName(band->GetRasterDataType());
    bi.colour = GDALGetColorInterpretationName(band->GetColorInterpretation());
    int hasNoData = FALSE;
    const double noData = band->GetNoDataValue(&hasNoData);
    if (hasNoData) bi.noData = noData;
    bi.overviewCount = band->GetOverviewCount();
    band->GetBlockSize(&bi.blockWidth, &bi.blockHeight);
    info.bands.push_back(bi);
  }
  if (const OGRSpatialReference* srs = ds->GetSpatialRef()) {
    info.crsWkt = wktOf(srs);
    info.crsName = srs->GetName() ? srs->GetName() : "";
  }
  std::array<double, 6> gt{};
  if (ds->GetGeoTransform(gt.data()) == CE_None) info.geoTransform = gt;
  const int gcpCount = ds->GetGCPCount();
  if (gcpCount > 0) {
    const GDAL_GCP* gcps = ds->GetGCPs();
    for (int i = 0; i < gcpCount; ++i) {
      std::string name = gcps[i].pszId && *gcps[i].pszId ? gcps[i].pszId : std::to_string(i + 1);
      info.gcps.points.push_back(
          {name, gcps[i].dfGCPPixel, gcps[i].dfGCPLine, gcps[i].dfGCPX, gcps[i].dfGCPY});
    }
    info.gcps.crsWkt = wktOf(ds->GetGCPSpatialRef());
  }
  info.gdalWarnings = capture.warnings();
  return info;
}

std::string plainDescription(const RasterInfo& info) {
  std::ostringstream out;
  out << info.path << " is a " << info.driverLongName << " (" << info.driver << ") raster of "
      << info.width << " x " << info.height << " pixels with " << info.bands.size()
      << (info.bands.size() == 1 ? " band" : " bands");
  if (!info.bands.empty()) {
    out << " (";
    for (size_t i = 0; i < info.bands.size(); ++i) {
      const auto& b = info.bands[i];
      out << (i ? ", " : "") << b.colour << " " << b.dataType;
      if (b.noData) out << " no-data " << *b.noData;
    }
    out << ")";
  }
  out << ".\n";
  if (!info.crsWkt.empty())
    out << "Coordinate system: " << (info.crsName.empty() ? "unnamed" : info.crsName) << ".\n";
  if (info.geoTransform) {
    const auto& g = *info.geoTransform;
    const auto size = *info.pixelSize();
    out << "Georeferenced by a geotransform: top-left corner at (" << g[0] << ", " << g[3]
        << "), pixels " << size[0] << " x " << size[1] << " map units"
        << ((g[2] != 0 || g[4] != 0) ? ", rotated" : "") << ".\n";
  }
  if (!info.gcps.points.empty())
    out << "Georeferenced by " << info.gcps.points.size() << " ground control points"
        << (info.gcps.crsWkt.empty() ? " without a coordinate system" : "") << ".\n";
  if (!info.hasCrs() || (!info.geoTransform && info.gcps.points.empty()))
    out << "Not georeferenced: add ground control points before using it as a map.\n";
  const int overviews = info.bands.empty() ? 0 : info.bands[0].overviewCount;
  out << (overviews ? std::to_string(overviews) + " overview levels for fast display."
                    : std::string("No overviews yet; build them for fast display."))
      << "\n";
  return out.str();
}

void requireGeoreferenced(const RasterInfo& info) {
  if (info.crsWkt.empty() && info.gcps.crsWkt.empty())
    throw MapError(info.path +
                   ": has no coordinate system (expected a CRS with a geotransform, or ground "
                   "control points with a CRS); georeference it with ground control points first");
  if (!info.geoTransform && info.gcps.points.empty())
    throw MapError(info.path +
                   ": has a coordinate system but no geotransform or ground control points");
}

}  // namespace hfg::maps
