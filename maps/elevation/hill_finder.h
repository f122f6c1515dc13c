// Hill areas from a DEM: cells standing above their surroundings, polygonized, classed gentle or
// difficult by mean slope, each with a crest line (seed BATTLEFIELD TERRAIN, HILLS).
#pragma once

#include <vector>

#include "core/model/terrain.h"
#include "maps/elevation/dem_grid.h"
#include "maps/progress.h"

namespace hfg::maps {

/// HFG paces to metres (spec B-50: metres_per_pace = 0.75).
inline constexpr double kMetresPerPace = 0.75;

struct HillSettings {
  /// "Surroundings": half-side of the square window whose mean height a hill must stand above.
  double surroundRadiusMetres = 1000;
  /// A cell is hill when it is at least this much above the mean of its surroundings.
  /// 10 m picks out Cemetery Hill and Oak Ridge at Gettysburg as well as the Round Tops.
  double prominenceMetres = 10;
  /// HILLS are 500-4,000 p across: areas narrower than 500 p (375 m) are dropped. Wider ones are
  /// kept whole; cutting a battlefield from them is the battle table's job.
  double minAcrossMetres = 500 * kMetresPerPace;
  /// Difficult hills are "steep and rocky"; a DEM only shows steepness, so a hill whose mean slope
  /// is at least this is difficult, else gentle (smooth, good going). Vegetation is the woods layer's job.
  double difficultMeanSlopeDegrees = 10;
  /// Outline simplification tolerance; 0 = one cell.
  double simplifyToleranceMetres = 0;
  /// The crest runs through the highest cell of each slice across the long axis, over the slices
  /// whose top stands at least this fraction of the hill's greatest relief above the surroundings.
  double crestReliefFraction = 0.5;
};

/// A hill found, with the measures that classed it.
struct FoundHill {
  TerrainFeature feature;        ///< HillGentle or HillDifficult, outline and crest in local metres
  double peakMetres = 0;         ///< highest DEM height inside
  double reliefMetres = 0;       ///< greatest height above the surroundings' mean
  double meanSlopeDegrees = 0;
  double areaSquareMetres = 0;   ///< cells counted
};

/// Hills in the grid's local frame, highest first, ids "hill-1", "hill-2" ...
std::vector<FoundHill> findHills(const DemGrid& grid, const HillSettings& settings = {},
                                      const ProgressFn& progress = {});

}  // namespace hfg::maps
