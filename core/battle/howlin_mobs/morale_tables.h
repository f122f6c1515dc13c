// MT-8 the unit state a morale test must not exceed (Runnin'), and MT-9 visibility (Seein').
#pragma once

#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// What MT-8 asks about the testing unit.
struct MoraleSituation {
  int casualties = 0;        ///< 0, 1 or 2 (cavalry, sharpshooters and single guns: always 0)
  bool crack = false;        ///< +2
  bool inWorks = false;      ///< +1, once with onGround
  bool onGround = false;     ///< +1, once with inWorks (MB-36)
  bool secureFlank = false;  ///< +1: a friend within 6" (MB-47)
  int generalHelp = 0;       ///< +1 or +2 (M-16)
  bool leeWithin12 = false;  ///< +1 (M-18, MB-13 (a))
  bool leeWithUnit = false;  ///< -1, replacing the +1 (MB-13)
  bool inferior = false;     ///< MT-12 inferior_morale
  bool stoic = false;        ///< MT-12 stoic_morale_bonus
};

/// MT-8: 8 / 6 / 4 for 0 / 1 / 2 casualties plus the modifiers. Throws for 3 or more casualties:
/// the source prints no state for them (MB-53).
int unitState(const MoraleSituation& m, const HowlinMobsSettings& s);

/// MT-9 where the seen unit stands.
enum class SightClass { Open, Cover, Woods };

/// MT-9: how far a unit can be seen (36", 24", 3"), halved in rain (MB-40).
double sightRangeIn(SightClass where, bool rain, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
