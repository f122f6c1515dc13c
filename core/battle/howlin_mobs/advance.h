// The first steps of the movement engine: a straight move sampled every 0.5" (MB-21) that stops
// at the first pose entering an enemy zone and binds the mover (M-30, MB-24 item 1), or before a
// pose that would overlap another unit (M-23); and the pivot to face the binding unit.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/howlin_settings.h"
#include "core/battle/howlin_mobs/unit.h"

namespace hfg::howlin_mobs {

struct AdvanceResult {
  double movedIn = 0;
  std::optional<int> boundTo;  ///< the enemy whose zone stopped the move
  bool blocked = false;        ///< stopped short of another unit
};

/// Moves the mover up to `allowanceIn` along `direction` (a unit vector), keeping its facing.
/// Zones the mover starts in do not stop it (MB-24 item 2 is the caller's).
AdvanceResult advanceStraight(std::vector<Unit>& units, int moverId, Vec2 direction,
                              double allowanceIn, const HowlinMobsSettings& s);

/// MB-24 item 1: the pivot about the mover's centre that puts the enemy's centre straight ahead:
/// its angle (degrees, signed counter-clockwise) and its cost, the longest corner arc (inches).
struct FacingPivot {
  double angleDeg = 0;
  double costIn = 0;
};
FacingPivot pivotToFace(const Unit& mover, const Unit& enemy, const HowlinMobsSettings& s);

/// Applies the pivot when `remainingIn` covers it; otherwise the move ends unpivoted.
bool turnToFace(Unit& mover, const Unit& enemy, double remainingIn, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
