// What a raster file is, in facts and in plain words for the user.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "maps/georef/ground_control_point.h"
#include "maps/raster/raster_limits.h"

namespace hfg::maps {

struct RasterBandInfo {
  std::string dataType;  ///< "Byte", "Int16", "Float32" ...
  std::string colour;    ///< "Red", "Gray", "Alpha", "Undefined" ...
  std::optional<double> noData;
  int overviewCount = 0;
  int blockWidth = 0;
  int blockHeight = 0;
};

struct RasterInfo {
  std::string path;
  std::string driver;  ///< GDAL short name ("GTiff", "JPEG", "SRTMHGT")
  std::string driverLongName;
  int width = 0;
  int height = 0;
  std::vector<RasterBandInfo> bands;
  std::string crsWkt;   ///< empty when the raster has no CRS of its own
  std::string crsName;  ///< "WGS 84 / UTM zone 18N"
  std::optional<std::array<double, 6>> geoTransform;  ///< absent when GDAL gives only the default
  GcpSet gcps;  ///< ground control points, if any, with their CRS
  std::vector<std::string> gdalWarnings;

  bool hasCrs() const { return !crsWkt.empty() || (!gcps.points.empty() && !gcps.crsWkt.empty()); }
  /// Pixel size in CRS units along x and y (positive), when there is a geotransform.
  std::optional<std::array<double, 2>> pixelSize() const;
};

/// Opens the raster and reads its description. Throws MapError for a missing file, a format GDAL
/// cannot read, a corrupt file, or sizes beyond `limits`.
RasterInfo describeRaster(const std::string& path, const RasterLimits& limits = {});

/// A few lines for the user: driver, size, bands, CRS, georeferencing, overviews.
std::string plainDescription(const RasterInfo& info);

/// Throws MapError when the raster has neither a CRS with a geotransform nor GCPs with a CRS.
void requireGeoreferenced(const RasterInfo& info);

}  // namespace hfg::maps
