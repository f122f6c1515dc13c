// Section 7 calculators.
#include "core/battle/tchae/campaign_outcome.h"

#include <algorithm>
#include <cmath>

namespace hfg::tchae {

ElementFate elementFate(const Unit& u, bool sideLost, const GunsSurroundings& guns,
                        const TchaeSettings& s) {
  if (u.eliminated) return ElementFate::Destroyed;
  if (u.lossFraction() >= s.fateDestroyedLoss) return ElementFate::Destroyed;
  if (u.offTable) return ElementFate::OffTable;
  if (u.status == Status::Routed) return sideLost ? ElementFate::Destroyed : ElementFate::Spent;
  if (u.gunsAbandoned)
    return guns.enemyWithin4In && !guns.friendWithin4In ? ElementFate::Destroyed : ElementFate::Spent;
  if (u.lossFraction() > s.fateSpentLoss) return ElementFate::Spent;
  return ElementFate::Present;
}

ElementFate generalFate(bool horsDeCombat, const TchaeSettings& s) {
  if (!horsDeCombat) return ElementFate::Present;
  return s.generalLossFate == "destroyed" ? ElementFate::Destroyed : ElementFate::Spent;
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
