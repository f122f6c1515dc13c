// Turning points into hits (M-35, MB-30), saving throws (M-37, MT-6) and hits into casualties
// (M-38, MB-53): the dice of Shootin', Hidin' and Hurtin'.
#pragma once

#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// MB-30: floor(points / 10) hits, and one more when the remainder is above 0 and a D10 comes up
/// at or below it (no die is thrown for a remainder of 0).
int hitsFromPoints(int points, HmDieSource& dice);

/// M-37: one D10 per hit, saved at or below the MT-6 face; returns the hits that remain.
int hitsAfterSaves(int hits, Protection protection, HmDieSource& dice);

/// A unit's hits and casualties; every 3 hits make a casualty, extra hits kept (M-38).
struct Damage {
  int hits = 0;  ///< hits towards the next casualty (0..2)
  int casualties = 0;
  bool destroyed = false;
};

/// How many casualties destroy a unit of this kind (MB-53; a gun per casualty for artillery,
/// `guns` being the guns it has).
int casualtiesToDestroy(UnitKind kind, int guns, const HowlinMobsSettings& s);

/// Adds hits; returns the casualties they made (M-38).
int applyHits(Damage& d, int hits, UnitKind kind, int guns, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
