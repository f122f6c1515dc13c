// T-11 losses (book: WINNING OR LOSING THE BATTLE).
#include "core/battle/hfg/bound/losses.h"

namespace hfg::battle {

double elementEquivalents(TroopType type, Grade grade, int armyElementsAp, double minorNavalEe) {
  const int per200 = armyElementsAp <= 0 ? 1 : (armyElementsAp + 199) / 200;  // rounded up
  if (type == TroopType::Laager) return 2.0 * per200;
  if (type == TroopType::SupplyBase) return 3.0 * per200;
  const TroopCategory cat = categoryOf(type);
  if (cat == TroopCategory::Naval &&
      (type == TroopType::Flotilla || type == TroopType::Submarine || grade == Grade::Inferior))
    return minorNavalEe;
  if (grade == Grade::Elite || cat == TroopCategory::Artillery) return 2.0;
  return 1.0;
}

bool commandDefeated(double lostEe, double originalEe, bool allOriginalElementsLostOrSpent) {
  return allOriginalElementsLostOrSpent || lostEe * 3.0 >= originalEe;
}

bool armyLoses(double lostEeSoFar, double originalEe, double lostEeThisBound,
               double enemyLostEeThisBound) {
  return lostEeSoFar * 4.0 > originalEe && lostEeThisBound > enemyLostEeThisBound;
}

}  // namespace hfg::battle
