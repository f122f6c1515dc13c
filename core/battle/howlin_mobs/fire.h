// One unit's fire on the units its fire zone affects (M-33 .. M-37, MB-28 .. MB-30): the hits
// on each target, primary first, each with its own remainder die and saves.
#pragma once

#include <vector>

#include "core/battle/howlin_mobs/fire_tables.h"
#include "core/battle/howlin_mobs/hm_dice.h"

namespace hfg::howlin_mobs {

/// An affected unit, in the order MB-36 tests them (primary, then the others nearest first).
struct FireTarget {
  FireFactors factors;  ///< target factors; halfRate for a secondary within 3" (MB-29)
  Protection protection = Protection::None;
  bool takesHits = true;  ///< false: affected beyond 3" of the primary, tests only (MB-29)
};

struct TargetHits {
  int points = 0;
  int hitsBeforeSaves = 0;
  int hits = 0;
};

/// `basePoints` is MT-4 points x firing bases (MB-32); the firer's factors are in `firer`
/// (only its firer* fields are read). Dice: per target, the remainder die then one save die per
/// hit.
std::vector<TargetHits> resolveFire(int basePoints, const FireFactors& firer,
                                    const std::vector<FireTarget>& targets, HmDieSource& dice);

}  // namespace hfg::howlin_mobs
