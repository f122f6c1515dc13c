// The fire tables ET-9 ... ET-14 as data and lookups.
#include "core/battle/tchae/fire_tables.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hfg::tchae {

RangeRow rangeRowOf(const Unit& firer) {
  if (firer.arm == Arm::Artillery) {
    switch (firer.calibre) {
      case Calibre::MediumSmoothbore: return RangeRow::MediumSmoothbore;
      case Calibre::LightSmoothbore: return RangeRow::LightSmoothbore;
      case Calibre::HeavyRifled: return RangeRow::HeavyRifled;
      case Calibre::LightRifled: return RangeRow::LightRifled;
    }
  }
  if (firer.sabreOnly || firer.weapon == Weapon::None) return RangeRow::None;
  if (firer.weapon == Weapon::Smoothbore) return RangeRow::SmoothboreWeapons;
  return firer.arm == Arm::Cavalry ? RangeRow::RifledCarbines : RangeRow::InfantryRifles;
}

RangeLimits rangeLimits(RangeRow row, GameLevel level) {
  // ET-9 (regimental) and ET-10 (corps), rows in RangeRow order.
  static constexpr std::array<RangeLimits, 8> kRegimental{{{12, 18, 30},
                                                           {8, 12, 24},
                                                           {12, 32, 48},
                                                           {12, 24, 40},
                                                           {8, 0, 0},
                                                           {6, 0, 0},
                                                           {4, 0, 0},
                                                           {0, 0, 0}}};
  static constexpr std::array<RangeLimits, 8> kCorps{{{6, 12, 24},
                                                      {4, 8, 18},
                                                      {8, 24, 40},
                                                      {6, 18, 32},
                                                      {6, 0, 0},
                                                      {4, 0, 0},
                                                      {2, 0, 0},
                                                      {0, 0, 0}}};
  const auto i = static_cast<std::size_t>(row);
  return level == GameLevel::Corps ? kCorps[i] : kRegimental[i];
}

RangeBand rangeBand(RangeRow row, GameLevel level, double rangeIn) {
  const RangeLimits r = rangeLimits(row, level);
  if (row == RangeRow::None) return RangeBand::Out;
  if (rangeIn <= r.closeIn) return RangeBand::Close;
  if (r.effectiveIn > 0 && rangeIn <= r.effectiveIn) return RangeBand::Effective;
  if (r.extremeIn > 0 && rangeIn <= r.extremeIn) return RangeBand::Extreme;
  return RangeBand::Out;
}

namespace {
int halfUp(int n) { return (n + 1) / 2; }
}  // namespace

int fireDice(const Unit& firer, GameLevel level, bool movedThisActivation, const TchaeSettings& s) {
  if (firer.arm == Arm::Artillery) {
    if (level == GameLevel::Corps) return 2 * currentModels(firer);
    return halfUp(std::max(0, firer.startGuns - firer.casualties));
  }
  if (firer.isMountedCavalry()) return 0;  // EB-22
  const int bases = firer.currentBases();
  if (firer.arm == Arm::Cavalry) {
    const int dice = halfUp(bases / 2);  // EB-68 skirmish bases
    return movedThisActivation || s.skirmishHalfDiceAlways ? dice / 2 : dice;
  }
  if (firer.formation == Formation::SupportedLine) return halfUp(halfUp(bases));  // EB-91
  const int dice = halfUp(bases);
  if (firer.formation == Formation::Skirmish && (movedThisActivation || s.skirmishHalfDiceAlways))
    return dice / 2;
  return dice;
}

int fireAdjustment(const Unit& firer, const Unit& target, RangeBand band) {
  int adj = 0;
  if (firer.experience == Experience::Veteran) ++adj;
  if (target.experience == Experience::Raw) ++adj;
  if (firer.arm != Arm::Artillery) {
    if (firer.weapon == Weapon::Superior) ++adj;
    if (firer.weapon == Weapon::Repeating) adj += 2;
    if (firer.weapon == Weapon::SecondRateRifle) --adj;
  }
  if (firer.marksmen) ++adj;
  if (firer.experience == Experience::Raw) --adj;
  if (firer.status == Status::Fightin) --adj;
  if (firer.arm == Arm::Artillery && firer.calibre == Calibre::LightSmoothbore) --adj;
  if (firer.arm == Arm::Artillery && firer.secondRate && band != RangeBand::Close) --adj;
  return adj;
}

int hitNumber(TargetRow row, FireColumn column) {
  // ET-13: rows R1..R7, columns as FireColumn.
  static constexpr std::array<std::array<int, 5>, 7> kTable{{
      {3, 4, 5, 7, 4},
      {4, 6, 7, 8, 5},
      {5, 7, 8, 9, 6},
      {6, 8, 9, 11, 8},
      {7, 8, 10, 12, 8},
      {8, 9, 11, 14, 10},
      {10, 10, 12, 15, 12},
  }};
  return kTable[static_cast<std::size_t>(row) - 1][static_cast<std::size_t>(column)];
}

FireColumn fireColumn(const Unit& firer, RangeBand band) {
  if (firer.arm != Arm::Artillery) return FireColumn::SmallArms;
  if (band == RangeBand::Effective) return FireColumn::Effective;
  if (band == RangeBand::Extreme) return FireColumn::Extreme;
  const bool smoothbore =
      firer.calibre == Calibre::LightSmoothbore || firer.calibre == Calibre::MediumSmoothbore;
  return smoothbore ? FireColumn::CloseSmoothboreArtillery : FireColumn::CloseRifledArtillery;
}

TargetRow targetRow(const Unit& target, const TargetCover& cover) {
  int row = 2;
  if (target.arm == Arm::Artillery) {
    row = target.limbered ? 1 : (cover.redoubt ? 6 : 4);
  } else if (target.isSkirmisher()) {
    row = target.prone ? 7 : 5;
  } else if (target.formation == Formation::ColumnOfMarch) {
    row = 1;
  }
  if (cover.enfiladed && (row == 2 || row == 4)) row = 1;
  const bool hard = cover.hard || (cover.wallOrSunkenRoad && !cover.firerHasHeight);
  if (hard)
    row = std::max(row, 5);
  else if (cover.soft || target.status == Status::Fightin)
    row = std::max(row, 3);
  if (hard && target.status == Status::Fightin) row = std::max(row, 5);
  return static_cast<TargetRow>(row);
}

int hitsFor(int adjustedTotal, int number) { return std::max(0, adjustedTotal) / number; }

}  // namespace hfg::tchae
