// Spotting (ET-5), movement rates (ET-8), zones of control (ET-26) and multiple moves (E-61).
#pragma once

#include <optional>

#include "core/battle/tchae/terrain.h"
#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/unit.h"

namespace hfg::tchae {

/// ET-5 cell: automatic, a 2D6 score, or impossible.
struct SpotNeed {
  bool possible = false;
  bool automatic = false;
  int score = 0;
};
/// ET-5 / EB-4: bands are "less than"; a spotter on higher ground reads one band to the left.
SpotNeed spottingNeed(TerrainGrade blindTerrain, double rangeIn, bool spotterHigher);
/// EB-56: the automatic distance for a blind's terrain (< 8 in open, < 5 in light or difficult).
double automaticSpotIn(TerrainGrade blindTerrain);

/// What ET-8 needs besides the unit.
struct MoveRateInput {
  bool startsInDifficult = false;
  bool firedThisActivation = false;  ///< skirmishers that fire move 3 in
  bool retiring = false;             ///< half rate facing the enemy
};
/// ET-8 in inches per move; 0 where the unit cannot move (prone, artillery into difficult).
double moveRateIn(const Unit& u, const MoveRateInput& in);
/// ET-8 commanders (EB-86 in difficult terrain).
double commanderRateIn(bool startsInDifficult, const TchaeSettings& s = {});

/// ET-6 blind move per PIP.
double blindMoveIn(bool column, bool startsInDifficult);

/// ET-26 / EB-48: depth of a unit's zone of control; 0 = none.
double zocDepthIn(const Unit& u, GameLevel level, bool inDifficult, const TchaeSettings& s = {});

/// E-61 / EB-30: may a further move start here? Distances to the nearest enemy unit in the open,
/// the nearest in a BUA or wood, and the nearest enemy blind (infinity when none).
bool multipleMoveAllowed(double nearestOpenEnemyIn, double nearestCoverEnemyIn,
                         double nearestBlindIn, const TchaeSettings& s = {});

}  // namespace hfg::tchae
