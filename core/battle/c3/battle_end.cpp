#include "core/battle/c3/battle_end.h"

namespace hfg::c3 {

std::optional<int> breakingSide(const SideReckoning& a, const SideReckoning& b,
                                const C3Settings& s) {
  const bool aWithdraws = a.ordersWithdrawal;
  const bool bWithdraws = b.ordersWithdrawal;
  if (aWithdraws != bWithdraws) return aWithdraws ? 0 : 1;
  const bool aGone = a.anyArrived && a.allCombatUnitsGone;
  const bool bGone = b.anyArrived && b.allCombatUnitsGone;
  if (aGone != bGone) return aGone ? 0 : 1;
  const double fa = a.lostFraction();
  const double fb = b.lostFraction();
  const bool aQualifies = a.anyArrived && fa >= s.breakFraction;
  const bool bQualifies = b.anyArrived && fb >= s.breakFraction;
  if (aQualifies && fa > fb) return 0;
  if (bQualifies && fb > fa) return 1;
  return std::nullopt;  // neither, or equal fractions
}

std::optional<int> nightRetreatSide(const SideReckoning& a, const SideReckoning& b,
                                    bool aFormedNearCentre, bool bFormedNearCentre,
                                    const C3Settings& s) {
  const double fa = a.lostFraction();
  const double fb = b.lostFraction();
  if (fa >= s.nightRetreatFraction && fa > fb) return 0;
  if (fb >= s.nightRetreatFraction && fb > fa) return 1;
  if (aFormedNearCentre != bFormedNearCentre) return aFormedNearCentre ? 1 : 0;
  return std::nullopt;
}

int routStages(const SideReckoning& loser, const C3Settings& s) {
  if (loser.ordersWithdrawal) return 1;
  return loser.lostFraction() >= s.twoStageRoutFraction ? 2 : 1;
}

}  // namespace hfg::c3
