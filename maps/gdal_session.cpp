// GDAL start-up and message capture.
#include "maps/gdal_session.h"

#include <cpl_error.h>
#include <gdal.h>
#include <ogr_api.h>

#include <mutex>

namespace hfg::maps {

void ensureGdalRegistered() {
  static std::once_flag once;
  std::call_once(once, [] {
    GDALAllRegister();
    OGRRegisterAll();
  });
}

std::string gdalVersion() { return GDALVersionInfo("RELEASE_NAME"); }

GdalMessageCapture::GdalMessageCapture() {
  CPLPushErrorHandlerEx(
      [](CPLErr errorClass, CPLErrorNum errorNumber, const char* message) {
        handler(static_cast<int>(errorClass), errorNumber, message);
      },
      this);
}

GdalMessageCapture::~GdalMessageCapture() { CPLPopErrorHandler(); }

void GdalMessageCapture::handler(int errorClass, int /*errorNumber*/, const char* message) {
  auto* self = static_cast<GdalMessageCapture*>(CPLGetErrorHandlerUserData());
  if (!self) return;
  std::string text = message ? message : "";
  if (errorClass == CE_Warning)
    self->m_warnings.push_back(std::move(text));
  else if (errorClass >= CE_Failure)
    self->m_errors.push_back(std::move(text));
}

}  // namespace hfg::maps
