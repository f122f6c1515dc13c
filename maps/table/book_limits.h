// The book's limits on battlefield terrain (seed BATTLEFIELD TERRAIN, hfg-battle.md 1.3), checked
// on a finished table: every breach becomes a Departure for the report.
#pragma once

#include <vector>

#include "core/model/battlefield.h"

namespace hfg::maps {

/// The book's numbers, each named (BATTLEFIELD TERRAIN).
struct BookLimits {
  int minRoads = 3;  ///< "a minimum of 3 Roads and 2 BUA"
  int minBua = 2;
  int maxWaterways = 1;  ///< "maxima of 1 each of Waterway, River and Railway"
  int maxRivers = 1;
  int maxRailways = 1;
  int maxOfOneType = 6;               ///< "and 6 of any single type of feature"
  double squarePacesPerBlock = 36e6;  ///< "For every 9 square miles" (2,000 p to the mile)
  int minFeaturesPerBlock = 5;        ///< "there must be 5-8 features"
  int maxFeaturesPerBlock = 8;
  int minAreaFeaturesPerBlock = 2;  ///< "at least 2 of which must be area features other than BUA"
  int minWatercoursesPerBlock = 1;  ///< "and at least 1 a stream, river or gully"
  double smallAreaAcrossPaces = 1000;  ///< "only 1 of which can be more than 1,000p across"
  double minGapPaces =
      400;  ///< "If there is a gap between area features, it must be at least 400p"
  double hillMinPaces = 500, hillMaxPaces = 4000;
  double woodsMinPaces = 500, woodsMaxPaces = 3000;  ///< also slow going
  double buaMinPaces = 400, buaMaxPaces = 600;
  double marshMaxLengthPaces = 3000, marshMaxWidthPaces = 500;
  double waterwayMinPaces = 600, waterwayMaxPaces = 2000;  ///< reach inward from its edge
  double streamLengthFactor = 1.5;  ///< B-19: printed "1 times", a lost "1/2" restored
  /// Sizes are measured on drawn curves: allow this much slack before calling it a breach.
  double toleranceFraction = 0.02;
};

/// Counts the features that make up the book's density (areas, and each line feature once).
int featureCount(const std::vector<TableFeature>& features, TerrainClass terrain);

/// Every breach of the book's limits on this table: counts, sizes, gaps between area features,
/// a road net that is not connected, streams longer than 1.5 x their ends' distance.
std::vector<Departure> checkBookLimits(const TableExtent& extent,
                                       const std::vector<TableFeature>& features,
                                       const BookLimits& limits = {});

}  // namespace hfg::maps
