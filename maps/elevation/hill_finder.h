// Hill areas from a DEM: the higher ground above the foot of the slope, grown from its summits
// down to the saddles between them, polygonized, classed gentle or difficult by mean slope, each
// with a crest line (seed BATTLEFIELD TERRAIN, HILLS).
#pragma once

#include <vector>

#include "core/model/terrain.h"
#include "maps/elevation/dem_grid.h"
#include "maps/progress.h"

namespace hfg::maps {

/// HFG paces to metres (spec B-50: metres_per_pace = 0.75).
inline constexpr double kMetresPerPace = 0.75;

/// How hills are found (see findHills). The defaults give every named hill and ridge of the
/// validation set at Gettysburg (3DEP, 7 m) and Jena (SRTM, 90 m): tests/maps/elevation/hills/SOURCES.md.
struct HillSettings {
  /// Streams start where at least this much ground drains to a cell (0.2 km^2).
  double streamAreaSquareMetres = 200000;
  /// The foot of the slope: ground less than this above the stream it drains to is valley floor.
  double footHeightMetres = 5;
  /// A summit is a hill of its own when it stands at least this above the saddle that joins it to
  /// higher ground (Little Round Top stands about 30 m above its saddle with Big Round Top).
  double minProminenceMetres = 10;
  /// A hill's highest ground stands at least this above its stream.
  double minReliefMetres = 12;
  /// HILLS are 500-4,000 p across: areas narrower than 500 p (375 m) are dropped. Wider ones are
  /// kept whole; cutting a battlefield from them is the battle table's job.
  double minAcrossMetres = 500 * kMetresPerPace;
  /// Difficult hills are "steep and rocky"; a DEM only shows steepness, so a hill whose mean slope
  /// over its upper half is at least this is difficult, else gentle (smooth, good going). Vegetation is the woods layer's job.
  double difficultMeanSlopeDegrees = 10;
  /// Outline simplification tolerance; 0 = one cell.
  double simplifyToleranceMetres = 0;
  /// The crest runs through the highest cell of each slice across the long axis, over the slices
  /// whose top stands at least this fraction of the hill's greatest relief above its stream.
  double crestReliefFraction = 0.5;
};

/// A hill found, with the measures that classed it.
struct FoundHill {
  TerrainFeature feature;       ///< HillGentle or HillDifficult, outline and crest in local metres
  double peakMetres = 0;        ///< highest DEM height inside
  double reliefMetres = 0;      ///< greatest height above the stream it drains to
  double meanSlopeDegrees = 0;  ///< over its upper half (ground above half its relief)
  double areaSquareMetres = 0;  ///< cells counted
};

/// Hills in the grid's local frame, highest first, ids "hill-1", "hill-2" ... A cell is hill
/// ground when it stands at least `footHeightMetres` above the stream it drains to (HAND,
/// maps/elevation/drainage.h), so a plateau's flat top is hill as much as its slopes; the hill
/// ground is split into hills at the saddles between summits of enough prominence
/// (maps/elevation/summit_regions.h). Hills lower than `minReliefMetres` or narrower than
/// `minAcrossMetres` are dropped.
std::vector<FoundHill> findHills(const DemGrid& grid, const HillSettings& settings = {},
                                 const ProgressFn& progress = {});

}  // namespace hfg::maps
