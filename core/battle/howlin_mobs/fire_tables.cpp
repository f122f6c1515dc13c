// MT-4 decoded from "Infantry 12 3 per base Sharpshooter 15 3 per base Artillery Close* 12 8 ..."
// with the Napoleon's lost minus restored (MB-1); MT-5 and MT-6 as printed.
#include "core/battle/howlin_mobs/fire_tables.h"

#include <stdexcept>

namespace hfg::howlin_mobs {

SmallArmsRow smallArms(SmallArm weapon) {
  switch (weapon) {
    case SmallArm::Infantry: return {12, 3};
    case SmallArm::Sharpshooters: return {15, 3};
    case SmallArm::ConfederateCavalry: return {12, 3};
    case SmallArm::UnionCavalry: return {12, 4};
  }
  throw std::invalid_argument("MT-4: unknown small arm");
}

GunRow gunRow(GunType gun) {
  switch (gun) {
    case GunType::RifleOrParrott10: return {8, 4, 12, 36};
    case GunType::Napoleon: return {9, 3, 12, 36};          // +1 close, -1 long (MB-1)
    case GunType::Parrott20: return {9, 5, 12, 36};         // +1 both
    case GunType::HeavySmoothbore: return {10, 4, 12, 36};  // MT-12 Smoothbore Heavy
    case GunType::Portable: return {8, 0, 12, 12};          // MT-12: no long fire
  }
  throw std::invalid_argument("MT-4: unknown gun");
}

int factorExponent(const FireFactors& f) {
  int e = 0;
  for (bool half : {f.targetOnGround, f.targetSharpshooters, f.targetDeployedArtillery, f.halfRate,
                    f.firerLowAmmo, f.firerOnGround})
    if (half) --e;
  for (bool twice : {f.targetEnfiladed, f.targetInColumn, f.firerDoubleFire})
    if (twice) ++e;
  return e;
}

int pointsOnTarget(int basePoints, const FireFactors& f) {
  if (basePoints < 0) throw std::invalid_argument("MB-29: negative points");
  const int e = factorExponent(f);
  if (e >= 0) return basePoints << e;
  const int divisor = 1 << -e;
  return (basePoints + divisor - 1) / divisor;  // fractions rounded up (MT-5)
}

int saveOnOrBelow(Protection protection) {
  switch (protection) {
    case Protection::None: return 0;
    case Protection::Cover: return 3;
    case Protection::Works: return 5;
  }
  return 0;
}

}  // namespace hfg::howlin_mobs
