// Creation of in-memory GDAL datasets.
#include "maps/gdal_handles.h"

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

DatasetPtr createMemDataset(int width, int height, int bands, GDALDataType type) {
  ensureGdalRegistered();
  GdalMessageCapture capture;
  GDALDriver* mem = GetGDALDriverManager()->GetDriverByName("MEM");
  if (!mem) throw MapError("GDAL has no MEM driver");
  DatasetPtr ds(mem->Create("", width, height, bands, type, nullptr));
  if (!ds)
    throw MapError(withGdalReason("cannot create an in-memory grid of " + std::to_string(width) +
                                      " x " + std::to_string(height),
                                  capture.lastError()));
  return ds;
}

}  // namespace hfg::maps
