// M-13, M-14, M-34, M-43, M-50 with MB-7, MB-12, MB-35 item 6 and MB-39.
#include "core/battle/howlin_mobs/unit_rules.h"

namespace hfg::howlin_mobs {

FireFactors firerFactors(Card card, UnitKind firer, bool lowOnAmmo, bool onGround) {
  FireFactors f;
  f.firerDoubleFire = card == Card::DoubleFire && firer != UnitKind::Artillery;
  f.firerLowAmmo = lowOnAmmo;
  f.firerOnGround = onGround;
  return f;
}

bool lowOnAmmoAfterFiring(Card card, UnitKind firer, bool wasLow) {
  if (wasLow) return true;
  return card == Card::DoubleFire && firer != UnitKind::Artillery;
}

bool resupplies(bool inEnemyZone, double distanceToSupplyIn, const HowlinMobsSettings& s) {
  return !inEnemyZone && distanceToSupplyIn <= s.resupplyRangeIn;
}

bool routersMove(std::optional<Card> played, std::optional<Card> discarded) {
  if (played) return *played != Card::Rally;
  return discarded.has_value();
}

bool maySupportGuns(UnitKind kind, bool formed, double distanceToGunsIn,
                    const HowlinMobsSettings& s) {
  const bool arm = kind == UnitKind::Infantry || kind == UnitKind::Cavalry;
  return arm && formed && distanceToGunsIn <= s.artillerySupportIn;
}

bool generalKilled(int hits, const HowlinMobsSettings& s) { return hits >= s.generalKilledAtHits; }

}  // namespace hfg::howlin_mobs
