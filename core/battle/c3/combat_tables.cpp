#include "core/battle/c3/combat_tables.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

#include "core/battle/c3/movement_tables.h"

namespace hfg::c3 {

SmallArms smallArmsOf(TroopType type, int year, bool dismounted, bool elite) {
  using T = TroopType;
  using W = WeaponClass;
  if (dismounted) {
    switch (type) {
      case T::Dragoons:
        return year <= 1863 ? SmallArms{W::ShortMusket, 150} : SmallArms{W::RifleMusket, 450};
      case T::Repeaters: return {W::BreechLoader, 300};
      case T::RifleCavalry:
      case T::MountedRifles: return {W::MagazineRifle, 900};
      default: return {};
    }
  }
  switch (type) {
    case T::Firelocks:
    case T::Muskets: return {W::ShortMusket, 150};
    case T::Bayonets:
      return year <= 1790 ? SmallArms{W::ShortMusket, 150} : SmallArms{W::Musket, 300};
    case T::LightInfantry: return {W::Musket, 300};
    case T::Marksmen:
      return year <= 1857 ? SmallArms{W::Musket, 300} : SmallArms{W::RifleMusket, 450};
    case T::StoicFoot: {
      if (year <= 1856) return {W::ShortMusket, 150};
      const int lastRifleMusket = elite ? 1875 : 1880;
      if (year <= lastRifleMusket) return {W::RifleMusket, 450};
      return {W::MagazineRifle, 900};
    }
    case T::Minie: return {W::RifleMusket, 450};
    case T::BL: return {W::BreechLoader, 450};
    case T::Rifles: return {W::MagazineRifle, 900};
    case T::Laager: return laagerGarrisonArms();
    default: return {};  // Spearmen and every mounted Unit
  }
}

SmallArms laagerGarrisonArms() { return {WeaponClass::RifleMusket, 450}; }

GunRow gunRowOf(TroopType type, int year, bool heavy, bool brassRifled) {
  GunRow row;
  switch (type) {
    case TroopType::Smoothbore:
      row = year <= 1790 ? GunRow{900, 16, 8, 4, 2} : GunRow{1200, 16, 8, 4, 2};
      break;
    case TroopType::Mixed: row = {1800, 14, 8, 5, 3}; break;
    case TroopType::Rifled:
      row = brassRifled ? GunRow{1800, 14, 8, 5, 3} : GunRow{2400, 12, 8, 5, 3};
      break;
    case TroopType::Portable: row = {600, 10, 6, 3, 1}; break;
    default: throw std::invalid_argument("KT-18: not an artillery type");
  }
  if (heavy) {
    row.maxRangeM += 300;
    row.canister += 2;
    row.close += 2;
    row.effective += 1;
    row.longRange += 1;
  }
  return row;
}

RangeBand smallArmsBand(double rangeM, double maxRangeM) {
  if (maxRangeM <= 0 || rangeM > maxRangeM) return RangeBand::OutOfRange;
  if (rangeM <= maxRangeM / 3) return RangeBand::Close;
  if (rangeM <= 2 * maxRangeM / 3) return RangeBand::Effective;
  return RangeBand::Long;
}

RangeBand gunBand(double rangeM, const GunRow& row, bool portable, const C3Settings& s) {
  const double canister = portable ? s.canisterPortableM : s.canisterM;
  if (rangeM <= canister && rangeM <= row.maxRangeM) return RangeBand::Canister;
  return smallArmsBand(rangeM, row.maxRangeM);
}

int smallArmsFactor(WeaponClass weaponClass, RangeBand band) {
  if (band == RangeBand::OutOfRange || band == RangeBand::Canister) return 0;
  const int i = band == RangeBand::Close ? 0 : band == RangeBand::Effective ? 1 : 2;
  switch (weaponClass) {
    case WeaponClass::ShortMusket:
    case WeaponClass::Musket:
    case WeaponClass::RifleMusket: return std::array<int, 3>{4, 2, 1}[i];
    case WeaponClass::BreechLoader: return std::array<int, 3>{6, 3, 1}[i];
    case WeaponClass::MagazineRifle: return std::array<int, 3>{8, 4, 2}[i];
    case WeaponClass::None: return 0;
  }
  return 0;
}

int gunFactor(const GunRow& row, RangeBand band) {
  switch (band) {
    case RangeBand::Canister: return row.canister;
    case RangeBand::Close: return row.close;
    case RangeBand::Effective: return row.effective;
    case RangeBand::Long: return row.longRange;
    case RangeBand::OutOfRange: return 0;
  }
  return 0;
}

int firePoints(const FirePointsInput& in) {
  if (in.spAtStart <= 0) return 0;
  // Whole-number arithmetic so that the floor is exact (Case 16: 5 x 2 x 17 / 20 x 2 = 17).
  long num = static_cast<long>(in.factor) * in.firingCes * in.spNow;
  long den = in.spAtStart;
  if (in.battleColumn) den *= 2;
  if (in.prolong) num *= 2;
  return static_cast<int>(num / den);
}

int fireDieModifier(const FireModifiers& m) {
  int d = 0;
  if (m.targetExtendedOrder) d -= 3;
  if (m.targetMountedOpenOrder) d -= 1;
  if (m.targetInCover) d -= 2;
  if (m.targetInWorksFacing) d -= 4;
  if (m.targetMarchColumn) d += 2;
  if (m.targetSquareOrColumnAndFirerArtillery) d += 2;
  if (m.targetLimberedOrTrain) d += 1;
  if (m.targetEnfiladed) d += 2;
  if (m.firerGrade == Training::Elite) d += 1;
  if (m.firerGrade == Training::Raw) d -= 1;
  d += fatigueModifier(m.firerFatigue);
  if (m.firerDisordered) d -= 2;
  if (m.firerFootMoved) d -= 2;
  if (m.grandBattery) d += 1;
  return d;
}

int fireDie(int d10, const FireModifiers& m, const C3Settings& s) {
  return std::clamp(d10 + fireDieModifier(m), s.fireDieMin, s.fireDieMax);
}

int spLostToFire(int fp, int d, const C3Settings& s) { return fp * d / s.casualtyDivisor; }

int crtModifier(const CrtModifiers& m) {
  int v = 0;
  if (m.grade == Training::Elite) v += 2;
  if (m.grade == Training::Raw) v -= 2;
  if (m.stoicFoot) v += 1;
  if (m.commanderInContact) v += 1;
  if (m.inWorks)
    v += 2;
  else if (m.inCover)
    v += 1;
  if (m.supported) v += 1;
  v += fatigueModifier(m.fatigue);
  v += lossesModifier(m.spLostSoFar, m.spAtStart);
  if (m.enfiladed) v -= 2;
  if (m.disordered) v -= 2;
  return v;
}

int crtScore(int d10, const CrtModifiers& m, int spLostThisRound) {
  return d10 + crtModifier(m) - spLostThisRound;
}

CombatResult crtResult(int score) {
  if (score >= 3) return CombatResult::Stands;
  if (score >= 1) return CombatResult::FallsBack;
  return CombatResult::Routs;
}

namespace {

int mountedBattleFactor(TroopType type) {
  using T = TroopType;
  switch (type) {
    case T::Cuirassiers:
    case T::HeavyCavalry:
    case T::Pistols: return 5;
    case T::Dragoons:
    case T::LightCavalry:
    case T::Repeaters:
    case T::RifleCavalry: return 4;
    default: return 3;  // Light Horse, Sipahis, Mounted Rifles
  }
}

int footFactor(Formation f, bool againstMounted) {
  switch (f) {
    case Formation::Line: return againstMounted ? 2 : 3;
    case Formation::DoubleLine:
    case Formation::BattleColumn: return againstMounted ? 3 : 4;
    case Formation::Square: return againstMounted ? 10 : 2;
    case Formation::ExtendedOrder: return againstMounted ? 0 : 1;
    default: return 0;  // march column
  }
}

}  // namespace

int closeCombatFactor(const CloseCombatant& u, bool againstMounted) {
  switch (u.arm) {
    case Arm::Foot: return footFactor(u.formation, againstMounted);
    case Arm::Mounted:
      if (u.formation == Formation::MarchColumn) return 1;
      if (u.formation == Formation::OpenOrder || u.formation == Formation::ExtendedOrder) {
        // Light Horse, Sipahis and Mounted Rifles use open order as their battle formation
        // (KT-15, KT-26: their factor is 3); only the close-order types lose 1 by opening out.
        const int base = mountedBattleFactor(u.type);
        return base == 3 ? base : base - 1;
      }
      return mountedBattleFactor(u.type);
    case Arm::Artillery: return u.formation == Formation::Unlimbered && u.attackedOnFront ? 3 : 0;
    case Arm::SupplyTrain: return 0;
  }
  return 0;
}

int closeCombatModifier(const CloseModifiers& m) {
  int v = 0;
  if (m.chargeBonus) v += 2;
  if (m.flankOrRear) v += 3;
  v += std::clamp(m.flanksOverlapped, 0, 2);
  v += std::clamp(m.furtherUnits, 0, 2);
  if (m.spRatio >= 3)
    v += 3;
  else if (m.spRatio >= 2)
    v += 2;
  else if (m.spRatio >= 1.5)
    v += 1;
  if (m.uphill) v += 1;
  if (m.defendingWorks)
    v += 3;
  else if (m.defendingBuiltUp)
    v += 2;
  else if (m.defendingWoodOrLinear)
    v += 1;
  if (m.grade == Training::Elite) v += 1;
  if (m.grade == Training::Raw) v -= 1;
  if (m.commanderInContact) v += 1;
  v += fatigueModifier(m.fatigue);
  if (m.disordered) v -= 2;
  v += lossesModifier(m.spLost, m.spAtStart);
  if (m.typeBonus) v += 1;
  return v;
}

CloseResult closeCombatResult(int higherScore, int lowerScore) {
  CloseResult r;
  r.d = std::abs(higherScore - lowerScore);
  if (r.d == 0) {
    r.locked = true;
    r.lowerSpLoss = r.higherSpLoss = 1;
  } else if (r.d <= 2) {
    r.lowerSpLoss = r.higherSpLoss = 1;
  } else if (r.d <= 5) {
    r.lowerSpLoss = 2;
    r.higherSpLoss = 1;
  } else {
    r.lowerRouts = true;
    r.lowerSpLoss = r.d <= 8 ? 3 : 4;
  }
  return r;
}

int fatigueGained(const FatigueGains& g) {
  return g.roundsFired + g.spLost + 2 * g.closeRounds + g.minutesAtCharge + g.fiveMinutesAtDouble;
}

int addFatigue(int fatigue, int gained, const C3Settings& s) {
  return std::clamp(fatigue + gained, 0, s.fatigueMax);
}

int recoverFatigue(int fatigue, int restMinutes, const C3Settings& s) {
  return std::max(0, fatigue - restMinutes / s.fatigueRecoverMin);
}

bool exhausted(int fatigue, const C3Settings& s) { return fatigue >= s.exhaustedAt; }

int ammunitionCarried(Arm arm, bool dismounted, const C3Settings& s) {
  if (dismounted) return s.ammoDismounted;
  if (arm == Arm::Foot) return s.ammoFoot;
  if (arm == Arm::Artillery) return s.ammoArtillery;
  return 0;
}

int ammunitionUsed(bool prolong) { return prolong ? 2 : 1; }

}  // namespace hfg::c3
