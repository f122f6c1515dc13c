// The errors the map import pipeline reports to the user.
#pragma once

#include <stdexcept>
#include <string>

namespace hfg::maps {

/// Bad input or a failed GDAL step; the message names the file and what was expected.
class MapError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The user cancelled through the progress callback.
class Cancelled : public MapError {
 public:
  using MapError::MapError;
};

/// "<what>: <gdal message>" when GDAL said something, else just "<what>".
std::string withGdalReason(const std::string& what, const std::string& gdalMessage);

}  // namespace hfg::maps
