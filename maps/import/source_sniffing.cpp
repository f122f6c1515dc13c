// Source sniffing through GDALOpenEx.
#include "maps/import/source_sniffing.h"

#include <filesystem>

#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"

namespace hfg::maps {

SourceKind sniffSource(const std::string& path) {
  ensureGdalRegistered();
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return SourceKind::Unknown;
  GdalMessageCapture quiet;
  DatasetPtr ds(
      GDALDataset::Open(path.c_str(), GDAL_OF_RASTER | GDAL_OF_VECTOR | GDAL_OF_READONLY));
  if (!ds) return SourceKind::Unknown;
  if (ds->GetRasterCount() > 0) {
    const GDALDataType type = ds->GetRasterBand(1)->GetRasterDataType();
    if (type == GDT_Byte) return SourceKind::Scan;
    return ds->GetRasterCount() == 1 ? SourceKind::Elevation : SourceKind::Unknown;
  }
  return ds->GetLayerCount() > 0 ? SourceKind::Vector : SourceKind::Unknown;
}

}  // namespace hfg::maps
