// Fightin' (M-39 .. M-42, MT-7, MB-35 items 1, 2, 5 and 11): scores and results of one fight.
#pragma once

#include "core/battle/howlin_mobs/hm_dice.h"

namespace hfg::howlin_mobs {

struct FightOutcome {
  int attackerDie = 0;
  int defenderDie = 0;
  int attackerScore = 0;
  int defenderScore = 0;
  bool attackerWins = false;   ///< ties go to the defender (MB-35 item 1)
  bool mountedAction = false;  ///< M-42, MB-35 item 5
  int loserHits = 0;
  int winnerHits = 0;
  bool loserRouts = false;      ///< mounted cavalry action: routs at once, no fall back, no test
  bool loserFallsBack = false;  ///< 6" straight away (MB-35 item 3), then tests (M-41)
};

/// One fight: the attacker's die first, then the defender's, each plus its MT-7 modifier
/// (fightModifier). `mountedAction` when the fight is a mounted cavalry action (the caller
/// applies mounted_action_vs_any).
FightOutcome resolveFight(int attackerModifier, int defenderModifier, bool mountedAction,
                          HmDieSource& dice);

/// MB-35 item 5: whether a fight is a mounted cavalry action.
bool isMountedAction(bool attackerMounted, bool defenderMounted, bool mountedActionVsAny);

}  // namespace hfg::howlin_mobs
