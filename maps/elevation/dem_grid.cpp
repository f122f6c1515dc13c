// DEM grids wrapped as GDAL datasets.
#include "maps/elevation/dem_grid.h"

#include "maps/frame/crs.h"
#include "maps/map_error.h"

namespace hfg::maps {

DatasetPtr gridToLocalDataset(const DemGrid& grid, const std::vector<float>& values) {
  DatasetPtr ds = createMemDataset(grid.width, grid.height, 1, GDT_Float32);
  double gt[6] = {grid.topLeft.x, grid.cellMetres, 0, grid.topLeft.y, 0, -grid.cellMetres};
  ds->SetGeoTransform(gt);
  GDALRasterBand* band = ds->GetRasterBand(1);
  band->SetNoDataValue(std::nan(""));
  if (band->RasterIO(GF_Write, 0, 0, grid.width, grid.height, const_cast<float*>(values.data()),
                     grid.width, grid.height, GDT_Float32, 0, 0, nullptr) != CE_None)
    throw MapError("cannot fill an in-memory grid");
  return ds;
}

DatasetPtr gridToCrsDataset(const DemGrid& grid, const std::vector<float>& values,
                            const MapFrame& frame) {
  DatasetPtr ds = gridToLocalDataset(grid, values);
  double gt[6] = {grid.topLeft.x + frame.origin.x,
                  grid.cellMetres,
                  0,
                  grid.topLeft.y + frame.origin.y,
                  0,
                  -grid.cellMetres};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs = parseCrs(frame.crsWkt, "map frame");
  ds->SetSpatialRef(&srs);
  return ds;
}

}  // namespace hfg::maps
