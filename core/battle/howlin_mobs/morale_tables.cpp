// MT-8 decoded from "No casualties = 8 1 casualty = 6 2 casualties = 4 +2 if Crack +1 in works or
// on ground +1 secure flanks ..."; MT-9 as printed.
#include "core/battle/howlin_mobs/morale_tables.h"

#include <stdexcept>

namespace hfg::howlin_mobs {

int unitState(const MoraleSituation& m, const HowlinMobsSettings& s) {
  if (m.casualties < 0 || m.casualties > 2)
    throw std::invalid_argument("MT-8: a unit state exists only for 0, 1 or 2 casualties");
  if (m.generalHelp < 0 || m.generalHelp > 2) throw std::invalid_argument("M-16: help is 0..2");
  int state = 8 - 2 * m.casualties;
  if (m.crack) state += 2;
  if (m.inWorks || m.onGround) state += 1;
  if (m.secureFlank) state += 1;
  state += m.generalHelp;
  if (m.leeWithUnit)
    state -= 1;
  else if (m.leeWithin12)
    state += 1;
  if (m.inferior) state += s.inferiorMorale;
  if (m.stoic) state += s.stoicMoraleBonus;
  return state;
}

double sightRangeIn(SightClass where, bool rain, const HowlinMobsSettings& s) {
  double in = 36;
  if (where == SightClass::Cover) in = 24;
  if (where == SightClass::Woods) in = 3;
  return rain ? in * s.rainSightFactor : in;
}

}  // namespace hfg::howlin_mobs
