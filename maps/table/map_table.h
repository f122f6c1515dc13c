// A battle table cut from the real ground: a window of the imported terrain and DEM turned into
// the book's features in paces, with every departure from the book and every gap in the data
// reported (issue 7, part 1).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/model/battlefield.h"
#include "core/model/stage_map.h"
#include "maps/elevation/hill_finder.h"
#include "maps/georef/gcp_fit.h"
#include "maps/progress.h"
#include "maps/scan/scan_classifier.h"
#include "maps/table/book_terrain.h"
#include "maps/vector/feature_mapping.h"

namespace hfg::maps {

/// What a table can be cut from.
struct TableSources {
  std::vector<std::string> demPaths;     ///< elevation grids: hills
  std::vector<std::string> vectorPaths;  ///< vector layers: woods, roads, water, marsh, places
  std::string scanPath;                  ///< a georeferenced scan, shown faded under the plan
  std::optional<StageMap> map;           ///< an hfg map whose terrain is already imported
  std::string mapPath;                   ///< the file `map` came from, for messages
};

/// The sources in a folder (or one file): each file sniffed by GDAL (DEM, scan, vector); JSON
/// files with "format": "hfg-map" are read as maps. Throws MapError when nothing usable is found.
TableSources findTableSources(const std::string& fileOrFolder);

struct MapTableRequest {
  std::string name;
  LonLat centre;                    ///< the table's centre
  std::optional<Vec2> centreLocal;  ///< instead of `centre`: local metres in the hfg map's frame
  double facingDegrees = 0;         ///< compass bearing the defender faces (from his base edge)
  TableSize size = TableSize::Standard;
  bool fillByTheBook = false;  ///< fill the parts without data by the book's procedure
  std::uint64_t seed = 1;      ///< dice for the fill
  BookTerrainSettings book;    ///< limits, year, climate for the fill and the checks
  HillSettings hills;
  FeatureMapping mapping = osmDefaultMapping();
  double noDataCellPaces = 250;  ///< resolution of the no-data mask
  /// Areas smaller than this across are left off (and counted in the report).
  double minAreaAcrossPaces = 250;
  double minLinePaces = 200;  ///< line pieces shorter than this are left off
  /// Bad-road pieces shorter than this are left off (and counted): farm tracks and lanes that
  /// matter on a map but not at army scale ("the types of terrain that are significant at army
  /// scale"). 0 keeps them all.
  double minBadRoadPaces = 1000;
  /// How the scan's control points are fitted (decideScanFit; default poly1).
  std::optional<GcpMethod> scanMethod;
  /// Colour samples for the scan (as `hfg map classify`): woods, BUA ... areas from its colours.
  std::vector<ColourClass> scanColours;
  ScanClassifySettings scanClassify;
};

/// Cuts the table. Throws MapError when the location is off every source ("off the map") or the
/// sources hold no terrain there; Cancelled when progress returns false.
TableSetup buildTableFromMap(const TableSources& sources, const MapTableRequest& request,
                             const ProgressFn& progress = {});

/// The no-data mask as rectangles (paces): cells of `cellPaces` where `covered` is false,
/// merged along rows and then between rows with the same span.
template <class Covered>
std::vector<Polyline> uncoveredRectangles(const TableExtent& extent, double cellPaces,
                                          Covered covered);

}  // namespace hfg::maps

#include "maps/table/uncovered_rectangles.inl"
