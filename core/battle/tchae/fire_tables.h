// Ranges (ET-9, ET-10), fire dice (ET-11), adjustments (ET-12), hit numbers and rows (ET-13, ET-14).
#pragma once

#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/unit.h"

namespace hfg::tchae {

/// EB-23: which range row a firer uses.
enum class RangeRow {
  MediumSmoothbore,
  LightSmoothbore,
  HeavyRifled,
  LightRifled,
  InfantryRifles,
  RifledCarbines,
  SmoothboreWeapons,
  None,
};
RangeRow rangeRowOf(const Unit& firer);

enum class RangeBand { Close, Effective, Extreme, Out };
struct RangeLimits {
  double closeIn = 0;
  double effectiveIn = 0;  ///< 0: no effective band (small arms, EB-24)
  double extremeIn = 0;
};
RangeLimits rangeLimits(RangeRow row, GameLevel level);
/// E-71: the band of a range; "within" = at most.
RangeBand rangeBand(RangeRow row, GameLevel level, double rangeIn);

/// ET-11 with EB-21, EB-67, EB-68, EB-91; `movedThisActivation` halves skirmishers' dice.
int fireDice(const Unit& firer, GameLevel level, bool movedThisActivation,
             const TchaeSettings& s = {});

/// ET-12: the adjustment added once to a dice group's sum.
int fireAdjustment(const Unit& firer, const Unit& target, RangeBand band);

/// ET-13 rows.
enum class TargetRow { R1 = 1, R2, R3, R4, R5, R6, R7 };
/// ET-13 columns.
enum class FireColumn {
  CloseSmoothboreArtillery,
  CloseRifledArtillery,
  Effective,
  Extreme,
  SmallArms
};
int hitNumber(TargetRow row, FireColumn column);
FireColumn fireColumn(const Unit& firer, RangeBand band);

/// What ET-14 needs to know about a target's place.
struct TargetCover {
  bool soft = false;              ///< soft cover (woods, wooden buildings, steep hill)
  bool hard = false;              ///< hard cover (rocks, brick, redoubt, trench)
  bool wallOrSunkenRoad = false;  ///< hard unless the firer has height advantage
  bool redoubt = false;
  bool firerHasHeight = false;
  bool enfiladed = false;  ///< EB-18
};
/// ET-14 (EB-17): base row from the target, enfilade, then cover and Fightin'.
TargetRow targetRow(const Unit& target, const TargetCover& cover);

/// ET-13 / EB-26: floor(max(0, total) / number).
int hitsFor(int adjustedTotal, int number);

}  // namespace hfg::tchae
