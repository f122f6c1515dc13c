// MG-8 over all 100 face pairs, using MT-7's own result rules (fight_tables).
#include "core/battle/howlin_mobs/fight_odds.h"

#include "core/battle/howlin_mobs/fight_tables.h"

namespace hfg::howlin_mobs {

FightOdds fightOdds(int attackerModifier, int defenderModifier) {
  FightOdds o;
  for (int a = 1; a <= 10; ++a)
    for (int d = 1; d <= 10; ++d) {
      const int as = a + attackerModifier;
      const int ds = d + defenderModifier;
      const bool attackerWins = as > ds;
      const int loserScore = attackerWins ? ds : as;
      const double loser = loserHits(attackerWins ? as - ds : ds - as) / 100.0;
      const double winner = winnerHits(loserScore) / 100.0;
      o.attackerWins += attackerWins ? 0.01 : 0;
      o.attackerHitsTaken += attackerWins ? winner : loser;
      o.defenderHitsTaken += attackerWins ? loser : winner;
    }
  return o;
}

}  // namespace hfg::howlin_mobs
