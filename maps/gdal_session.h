// GDAL start-up and the capture of GDAL's warnings and errors, so they reach the user.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace hfg::maps {

/// Registers GDAL's drivers once per process (safe to call many times).
void ensureGdalRegistered();

/// The GDAL release this program runs on ("3.6.2").
std::string gdalVersion();

/// While alive, collects every GDAL warning and error message raised on this thread instead of
/// letting GDAL print them; the caller shows them to the user.
class GdalMessageCapture {
 public:
  GdalMessageCapture();
  ~GdalMessageCapture();
  GdalMessageCapture(const GdalMessageCapture&) = delete;
  GdalMessageCapture& operator=(const GdalMessageCapture&) = delete;

  const std::vector<std::string>& warnings() const { return m_warnings; }
  const std::vector<std::string>& errors() const { return m_errors; }
  /// The last error, or an empty string.
  std::string lastError() const { return m_errors.empty() ? std::string() : m_errors.back(); }

 private:
  static void handler(int errorClass, int errorNumber, const char* message);
  std::vector<std::string> m_warnings;
  std::vector<std::string> m_errors;
};

}  // namespace hfg::maps
