// The named steps of buildTableFromMap (maps/table/map_table.h), one function each.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "maps/elevation/dem_grid.h"
#include "maps/table/map_table.h"
#include "maps/table/table_features.h"
#include "maps/table/table_geometry.h"
#include "maps/table/table_window.h"

namespace hfg::maps {

/// Where the table lies: the frame, its centre and the grid bearing of table north.
struct Placement {
  MapFrame frame;
  LonLat centreLonLat;
  Vec2 centreLocal;
  double gridFacing = 0;
  std::string where;  ///< the centre in words, for messages
};
Placement placeTable(const TableSources& sources, const MapTableRequest& request);

/// An empty setup on its ground, with the scan's fit (decideScanFit) and its hull warning.
TableSetup setupOnGround(const TableSources& sources, const MapTableRequest& request,
                         const Placement& place, const TableExtent& extent);

/// Where each source has data, in local metres, and the DEM read around the window.
struct Coverage {
  std::optional<DemGrid> dem;
  std::vector<AxisBox> vectorBoxes;
  std::optional<AxisBox> mapBox;
  std::string text;  ///< each source's extent in words
  bool covers(Vec2 local) const;
};
using StepFn = std::function<void(double, const std::string&)>;
Coverage readCoverage(const TableSources& sources, const MapFrame& frame, const TableWindow& window,
                      const StepFn& step);

/// The scan's areas by colour (request.scanColours), through the scan's one fit.
std::vector<TerrainFeature> scanAreas(const std::string& scanPath, const MapFrame& frame,
                                      const MapTableRequest& request);

/// Vector layers and the hfg map (terrain, road and railway links); returns the named places.
std::vector<Settlement> addSourceFeatures(TableFeatureCollector& collector,
                                          const TableSources& sources, const MapFrame& frame,
                                          const MapTableRequest& request, const StepFn& step);

/// Departures for what was left off (short lanes, small pieces) or is not known (no vectors).
void reportLeftOff(TableSetup& setup, const TableFeatureCollector& collector,
                   const TableSources& sources, const MapTableRequest& request);
/// A departure for the share of the table without data.
void reportNoData(TableSetup& setup, const MapTableRequest& request);
/// The book's procedure in the parts without data (everywhere when nothing real).
void fillByTheBook(TableSetup& setup, std::vector<TableFeature>& features,
                   const MapTableRequest& request, bool nothingReal);

}  // namespace hfg::maps
