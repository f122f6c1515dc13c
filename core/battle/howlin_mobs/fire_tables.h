// MT-4 ranges and points, MT-5 fire effect, MT-6 saving throws (Shootin', Hidin').
#pragma once

#include <optional>

#include "core/battle/howlin_mobs/hm_types.h"

namespace hfg::howlin_mobs {

/// MT-4 small-arms rows.
enum class SmallArm { Infantry, Sharpshooters, ConfederateCavalry, UnionCavalry };

struct SmallArmsRow {
  double rangeIn = 0;
  int pointsPerBase = 0;
};
SmallArmsRow smallArms(SmallArm weapon);

/// MT-4 artillery: points per gun base at close range (to 12") and long range (to
/// `longRangeIn`); a gun with no long fire has `longPoints` 0 (Portable, MT-12).
struct GunRow {
  int closePoints = 0;
  int longPoints = 0;
  double closeRangeIn = 12;
  double longRangeIn = 36;
};
GunRow gunRow(GunType gun);

/// MT-5: each factor that holds is applied once (MB-29).
struct FireFactors {
  bool targetOnGround = false;
  bool targetSharpshooters = false;  ///< dismounted cavalry count as sharpshooters (M-26)
  bool targetDeployedArtillery = false;
  bool targetEnfiladed = false;  ///< MB-31
  bool targetInColumn = false;   ///< infantry in column, mounted cavalry
  bool halfRate = false;         ///< within 3" of the primary target (M-36, MB-29)
  bool firerLowAmmo = false;
  bool firerOnGround = false;
  bool firerDoubleFire = false;
};

/// Doublings less halvings: the product of MT-5 factors is 2 to this power.
int factorExponent(const FireFactors& f);

/// MB-29: points(T) = ceil(P x all factors), in exact integer arithmetic.
int pointsOnTarget(int basePoints, const FireFactors& f);

/// MT-6: a hit is saved on a D10 at or below this (0: no save).
int saveOnOrBelow(Protection protection);

}  // namespace hfg::howlin_mobs
