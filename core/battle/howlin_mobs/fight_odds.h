// MG-8: a fight's odds from the table, exactly: every one of the 100 pairs of D10 faces with
// each side's MT-7 modifier (ties to the defender, MB-35 item 1).
#pragma once

namespace hfg::howlin_mobs {

struct FightOdds {
  double attackerWins = 0;       ///< probability
  double attackerHitsTaken = 0;  ///< expected hits on the attacker (as loser or winner)
  double defenderHitsTaken = 0;  ///< expected hits on the defender
};

/// Odds of an ordinary fight (not a mounted cavalry action) from the two modifier totals.
FightOdds fightOdds(int attackerModifier, int defenderModifier);

}  // namespace hfg::howlin_mobs
