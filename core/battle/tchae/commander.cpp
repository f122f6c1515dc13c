// Leadership factor (ET-3), command PIPs (ET-2) and replacements (E-22).
#include "core/battle/tchae/commander.h"

namespace hfg::tchae {

int leadershipFactor(const Commander& c) {
  if (c.ability == Ability::Gifted || c.inspirational) return 2;
  if (c.ability == Ability::Professional || c.ability == Ability::Inexperienced) return 1;
  return 0;
}

int commandPips(Ability ability, int dav) {
  switch (ability) {
    case Ability::Gifted: return dav + 2;
    case Ability::Professional: return dav + 1;
    case Ability::Inexperienced: return dav;
    case Ability::Political: return dav - 1;
  }
  return dav;
}

Commander replacementFor(const Commander& fallen) {
  Commander next = fallen;
  switch (fallen.ability) {
    case Ability::Gifted: next.ability = Ability::Professional; break;
    case Ability::Professional: next.ability = Ability::Inexperienced; break;
    case Ability::Inexperienced:
    case Ability::Political: next.ability = Ability::Political; break;
  }
  next.inspirational = false;
  next.inspirationalActUsed = false;
  next.horsDeCombat = false;
  next.attachedUnitId.clear();
  next.name = fallen.name + " (replacement)";
  return next;
}

}  // namespace hfg::tchae
