// M-35, M-37, M-38 with the decisions MB-30 and MB-53.
#include "core/battle/howlin_mobs/hits.h"

#include <stdexcept>

#include "core/battle/howlin_mobs/fire_tables.h"

namespace hfg::howlin_mobs {

int hitsFromPoints(int points, HmDieSource& dice) {
  if (points < 0) throw std::invalid_argument("M-35: negative points");
  const int remainder = points % 10;
  int hits = points / 10;
  if (remainder > 0 && dice.d10() <= remainder) ++hits;
  return hits;
}

int hitsAfterSaves(int hits, Protection protection, HmDieSource& dice) {
  const int saveFace = saveOnOrBelow(protection);
  if (saveFace == 0) return hits;
  int remaining = 0;
  for (int i = 0; i < hits; ++i)
    if (dice.d10() > saveFace) ++remaining;
  return remaining;
}

int casualtiesToDestroy(UnitKind kind, int guns, const HowlinMobsSettings& s) {
  switch (kind) {
    case UnitKind::Infantry: return s.destroyAtCasualtiesInfantry;
    case UnitKind::Sharpshooters: return s.destroyAtCasualtiesSharpshooters;
    case UnitKind::Cavalry: return s.destroyAtCasualtiesCavalry;
    case UnitKind::Artillery: return guns;
    case UnitKind::Wagon: return 1;  // wagons take no hits from fire (MB-50); contact destroys
  }
  throw std::invalid_argument("M-38: unknown unit kind");
}

int applyHits(Damage& d, int hits, UnitKind kind, int guns, const HowlinMobsSettings& s) {
  if (hits < 0) throw std::invalid_argument("M-38: negative hits");
  if (d.destroyed) return 0;
  const int total = d.hits + hits;
  const int made = total / s.hitsPerCasualty;
  d.hits = total % s.hitsPerCasualty;
  d.casualties += made;
  if (d.casualties >= casualtiesToDestroy(kind, guns, s)) d.destroyed = true;
  return made;
}

}  // namespace hfg::howlin_mobs
