// Owning handles for GDAL and OGR objects, so early returns and exceptions never leak them.
#pragma once

#include <gdal_priv.h>
#include <ogr_geometry.h>

#include <memory>

namespace hfg::maps {

struct DatasetCloser {
  void operator()(GDALDataset* dataset) const {
    if (dataset) GDALClose(GDALDataset::ToHandle(dataset));
  }
};
using DatasetPtr = std::unique_ptr<GDALDataset, DatasetCloser>;

/// Takes ownership of a dataset handle returned by a GDAL C function.
inline DatasetPtr adoptDataset(GDALDatasetH handle) {
  return DatasetPtr(GDALDataset::FromHandle(handle));
}

/// A MEM dataset of the given size and type, for intermediate grids.
DatasetPtr createMemDataset(int width, int height, int bands, GDALDataType type);

}  // namespace hfg::maps
