// Formatting of map errors.
#include "maps/map_error.h"

namespace hfg::maps {

std::string withGdalReason(const std::string& what, const std::string& gdalMessage) {
  return gdalMessage.empty() ? what : what + " (GDAL: " + gdalMessage + ")";
}

}  // namespace hfg::maps
