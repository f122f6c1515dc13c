// MT-7 decoded from "D10: +3 attacking flank/rear +2 Crack, behind works +1 In cover +1/+2 ...".
#include "core/battle/howlin_mobs/fight_tables.h"

#include <stdexcept>

namespace hfg::howlin_mobs {

int fightModifier(const FightSituation& f, const HowlinMobsSettings& s) {
  if (f.generalHelp < 0 || f.generalHelp > 2) throw std::invalid_argument("M-16: help is 0..2");
  if (f.casualties < 0) throw std::invalid_argument("MT-7: negative casualties");
  int m = 0;
  if (f.attackingFlankOrRear) m += 3;
  if (f.crack) m += 2;
  if (f.behindWorks) m += 2;
  if (f.inCover) m += 1;
  m += f.generalHelp;
  m -= 2 * f.casualties;
  if (f.lowOnAmmo) m -= 3;
  if (f.onGround) m -= 3;
  if (f.shockCavalryMounted) m += s.shockCavalryFightBonus;
  if (f.spearmenAttacking) m += s.spearmenFightBonus;
  return m;
}

int loserHits(int difference) {
  if (difference <= 0) return 0;
  return (difference + 2) / 3;
}

int winnerHits(int loserScore) {
  if (loserScore >= 10) return 2;
  if (loserScore >= 6) return 1;
  return 0;
}

}  // namespace hfg::howlin_mobs
