// M-16 the General's choice as the rules see it: before a unit's morale test or fight its
// General (when with it, MB-10) may add +1 or +2; after it he is at risk (MB-11). The rules ask
// through this interface; the battle sequence answers from the side's player (generals_at_risk).
#pragma once

#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/unit.h"

namespace hfg::howlin_mobs {

enum class AidFor { MoraleTest, Fight };

class GeneralAid {
 public:
  virtual ~GeneralAid() = default;
  /// The help (0, 1 or 2) added to `u`'s unit state or fight score; `before` is the state or
  /// the modifier total without it. 0 when no General of the unit's command is with it.
  virtual int help(const Unit& u, AidFor what, int before) = 0;
  /// MB-11: called immediately after the test or fight that `help` (> 0) went into.
  virtual void risk(const Unit& u, int help, HmDieSource& dice) = 0;
};

}  // namespace hfg::howlin_mobs
