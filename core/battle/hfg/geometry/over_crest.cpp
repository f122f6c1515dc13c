// Over-crest shooting cases (B-15, B-16).
#include "core/battle/hfg/geometry/over_crest.h"

namespace hfg::battle {

bool overCrestShotAllowed(const OverCrestFacts& f) {
  const TroopType t = f.shooter;
  const bool skirmishers = (t == TroopType::Bayonets && f.year > 1790) ||
                           t == TroopType::LightInfantry || t == TroopType::Minie ||
                           t == TroopType::BL || (t == TroopType::Repeaters && f.shooterDismounted);
  if (skirmishers && f.crossingFromShootingEdgePaces <= 200) return true;
  if (!f.gentleHill) return false;
  if ((t == TroopType::Smoothbore || t == TroopType::Mixed) && f.targetDistancePaces > 400 &&
      f.targetBeyondCrestPaces <= 400)
    return true;
  if (t == TroopType::Rifled) {
    if (f.targetDistancePaces > 1200 && f.targetBeyondCrestPaces <= 400) return true;
    const bool indirect = f.year > 1899 && f.crossingFromShootingEdgePaces >= 200 &&
                          f.crossingFromShootingEdgePaces <= 400 && f.targetDistancePaces >= 800;
    if (indirect) return true;
  }
  return false;
}

}  // namespace hfg::battle
