// M-46, M-48, MB-11, MB-35 items 7 and 9.
#include "core/battle/howlin_mobs/morale.h"

#include <stdexcept>

namespace hfg::howlin_mobs {

MoraleTest testMorale(int unitState, const TesterState& unit, HmDieSource& dice) {
  MoraleTest t;
  t.state = unitState;
  t.die = dice.d10();
  if (t.die <= unitState) return t;
  const bool routs = unit.onGround || unit.mountedCavalry || unit.limberedArtillery;
  if (!routs)
    t.result = MoraleResult::GoesToGround;
  else
    t.result = unit.inRedoubt ? MoraleResult::OnGroundWithExtraHit : MoraleResult::Routs;
  return t;
}

bool generalHit(int help, HmDieSource& dice, const HowlinMobsSettings& s) {
  if (help < 0 || help > 2) throw std::invalid_argument("M-16: help is 0..2");
  if (help == 0) return false;
  return dice.d10() <= s.generalRiskPerPoint * help;
}

bool evades(int unitState, HmDieSource& dice) { return dice.d10() <= unitState; }

}  // namespace hfg::howlin_mobs
