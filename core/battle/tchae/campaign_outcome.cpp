// Section 7 calculators.
#include "core/battle/tchae/campaign_outcome.h"

#include <algorithm>
#include <cmath>

namespace hfg::tchae {

UnitFate elementFate(const Unit& u, bool sideLost, const GunsSurroundings& guns,
                     const TchaeSettings& s) {
  if (u.eliminated) return UnitFate::Destroyed;
  if (u.lossFraction() >= s.fateDestroyedLoss) return UnitFate::Destroyed;
  if (u.offTable) return UnitFate::OffTable;
  if (u.status == Status::Routed) return sideLost ? UnitFate::Destroyed : UnitFate::Spent;
  if (u.gunsAbandoned)
    return guns.enemyWithin4In && !guns.friendWithin4In ? UnitFate::Destroyed : UnitFate::Spent;
  if (u.lossFraction() > s.fateSpentLoss) return UnitFate::Spent;
  return UnitFate::Present;
}

UnitFate generalFate(bool horsDeCombat, const TchaeSettings& s) {
  if (!horsDeCombat) return UnitFate::Present;
  return s.generalLossFate == "destroyed" ? UnitFate::Destroyed : UnitFate::Spent;
}

int routStages(double loserBrokenShare, const TchaeSettings& s) {
  return loserBrokenShare >= s.routTwoStagesShare ? 2 : 1;
}

bool asksNightRetreat(double ownShare, double enemyShare, const TchaeSettings& s) {
  return ownShare >= s.nightRetreatShare && ownShare - enemyShare >= s.nightRetreatMargin - 1e-9;
}

int boundsFought(int turns) { return (turns + 1) / 2; }

int arrivalTurn(int periodsAfterFirst, double fractionOfPeriod, const TchaeSettings& s) {
  const int turn = s.turnsPerPeriod * periodsAfterFirst +
                   static_cast<int>(std::floor(s.turnsPerPeriod * fractionOfPeriod)) + 1;
  return std::max(1, turn);
}

int corpsTableInches(double metres) { return static_cast<int>(std::lround(metres / 45.72)); }

}  // namespace hfg::tchae
