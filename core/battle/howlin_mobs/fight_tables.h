// MT-7 the Fightin' table: modifiers to the D10 and the results of a fight.
#pragma once

#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// What MT-7 asks about one side of a fight; each row counts once.
struct FightSituation {
  bool attackingFlankOrRear = false;  ///< +3 (M-45, MB-24 item 5)
  bool crack = false;                 ///< +2
  bool behindWorks = false;           ///< +2
  bool inCover = false;               ///< +1
  int generalHelp = 0;                ///< +1 or +2 (M-16)
  int casualties = 0;                 ///< -2 each
  bool lowOnAmmo = false;             ///< -3
  bool onGround = false;              ///< -3
  bool shockCavalryMounted = false;   ///< project: Cuirassiers, Heavy Cavalry (MT-12)
  bool spearmenAttacking = false;     ///< project: Spearmen when attacking (MT-12)
};

/// The sum of MT-7 modifiers for one side.
int fightModifier(const FightSituation& f, const HowlinMobsSettings& s);

/// MT-7: the loser takes one hit per 3 points of difference or part of 3.
int loserHits(int difference);

/// MT-7: the winner's hits by the loser's score: 0-5 none, 6-9 one, 10 or more two; below 0
/// none (MB-35 item 11).
int winnerHits(int loserScore);

}  // namespace hfg::howlin_mobs
