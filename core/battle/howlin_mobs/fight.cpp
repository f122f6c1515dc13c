// M-40 .. M-42 with MB-35: a tie is the defender's, and an attacker that ties takes no difference
// hits but still falls back and tests.
#include "core/battle/howlin_mobs/fight.h"

#include "core/battle/howlin_mobs/fight_tables.h"

namespace hfg::howlin_mobs {

FightOutcome resolveFight(int attackerModifier, int defenderModifier, bool mountedAction,
                          HmDieSource& dice) {
  FightOutcome f;
  f.attackerDie = dice.d10();
  f.defenderDie = dice.d10();
  f.attackerScore = f.attackerDie + attackerModifier;
  f.defenderScore = f.defenderDie + defenderModifier;
  f.attackerWins = f.attackerScore > f.defenderScore;
  f.mountedAction = mountedAction;
  const int winner = f.attackerWins ? f.attackerScore : f.defenderScore;
  const int loser = f.attackerWins ? f.defenderScore : f.attackerScore;
  if (mountedAction) {
    f.loserHits = 1;
    f.loserRouts = true;
    return f;
  }
  f.loserHits = loserHits(winner - loser);
  f.winnerHits = winnerHits(loser);
  f.loserFallsBack = true;
  return f;
}

bool isMountedAction(bool attackerMounted, bool defenderMounted, bool mountedActionVsAny) {
  if (mountedActionVsAny) return attackerMounted || defenderMounted;
  return attackerMounted && defenderMounted;
}

}  // namespace hfg::howlin_mobs
