// T-4 as year bands for artillery and ships, and the "other shooters" list with its dates.
#include "core/rules/shooting_range.h"

#include <algorithm>
#include <array>

namespace hfg {
namespace {

struct YearBand {
  int lastYear;  // the band covers years up to and including this one
  int rangePaces;
};

constexpr int kNoLimit = 9999;

// T-4 naval "Others" (Sail, Steamer, Ironclad): 800p (<1850), 1,200p (1850-1858),
// 2,000p (1859-1886), 3,000p (1887-1905), 6,000p (1906>) read with B-14.
constexpr std::array<YearBand, 5> kShipRanges{
    {{1849, 800}, {1858, 1200}, {1886, 2000}, {1905, 3000}, {kNoLimit, 6000}}};

// T-4 artillery "1,200p if smoothbore >1790, 1,600p if smoothbore 1790>" (B-14: ">1790" = to 1790).
constexpr std::array<YearBand, 2> kSmoothboreRanges{{{1790, 1200}, {kNoLimit, 1600}}};

constexpr int kPortableRangePaces = 800;
constexpr int kMixedOrBrassRangePaces = 2400;
constexpr int kRifledRangePaces = 3200;
constexpr int kHeavyBonusPaces = 400;
constexpr int kHeavyRifledLongRangePaces = 6000;

// Flotilla 400p (>1845); Flotilla or Submarines 800p against naval only (1876>), B-14/B-60.
constexpr int kLastYearOfEarlyFlotillaFire = 1845;
constexpr int kFirstYearOfTorpedoFire = 1876;

int inBand(const auto& bands, int year) {
  for (const auto& band : bands)
    if (year <= band.lastYear) return band.rangePaces;
  return bands.back().rangePaces;
}

std::optional<int> artilleryRange(TroopType type, Grade grade, int year,
                                  const ShootingSituation& s) {
  int range = 0;
  switch (type) {
    case TroopType::Portable: range = kPortableRangePaces; break;
    case TroopType::Smoothbore: range = inBand(kSmoothboreRanges, year); break;
    case TroopType::Mixed: range = kMixedOrBrassRangePaces; break;
    case TroopType::Rifled:
      range = s.brassRifled ? kMixedOrBrassRangePaces : kRifledRangePaces;
      break;
    default: return std::nullopt;
  }
  if (grade == Grade::Heavy) {
    if (type == TroopType::Rifled && s.targetBuaHillOrTrain) return kHeavyRifledLongRangePaces;
    range += kHeavyBonusPaces;
  }
  return range;
}

std::optional<int> navalRange(TroopType type, int year, const ShootingSituation& s) {
  switch (type) {
    case TroopType::Flotilla:
      if (year <= kLastYearOfEarlyFlotillaFire) return 400;
      [[fallthrough]];
    case TroopType::Submarine:
      if (year >= kFirstYearOfTorpedoFire && s.targetNaval) return 800;
      return std::nullopt;
    case TroopType::Sail:
    case TroopType::Steamer:
    case TroopType::Ironclad: return inBand(kShipRanges, year);
    default: return std::nullopt;
  }
}

// T-4 "Others": 200 / 400 / 600 / 1,200 p with the dates of the seed's list (B-14).
std::optional<int> otherRange(TroopType type, Grade grade, int year, const ShootingSituation& s) {
  using T = TroopType;
  if (isDismountable(type) && !s.dismounted)
    return std::nullopt;  // "No troops can shoot while mounted"
  switch (type) {
    case T::Firelocks:
    case T::Muskets: return 200;
    // Bayonets (>1790 or if shooting at mounted <1851): 200; other Bayonets 400.
    case T::Bayonets: return (year <= 1790 || (s.targetMounted && year < 1851)) ? 200 : 400;
    case T::LightInfantry: return 400;
    // Marksmen (>1857) 400, (1857>) 600.
    case T::Marksmen: return year <= 1857 ? 400 : 600;
    // Stoic Foot (>1856) 200; (1857-1875 if Elite, 1857-1880 if not) 600; (1875> Elite, 1880>
    // other) 1,200.
    case T::StoicFoot: {
      if (year <= 1856) return 200;
      const int lastYearAt600 = grade == Grade::Elite ? 1875 : 1880;
      return year <= lastYearAt600 ? 600 : 1200;
    }
    case T::Minie:
    case T::BL: return 600;
    case T::Rifles: return 1200;
    case T::Laager: return 600;
    // dismounted Dragoons (>1863) 200, (1863>) 600; dismounted Repeaters 400;
    // dismounted Rifle Cavalry or Mounted Rifles 1,200.
    case T::Dragoons: return year <= 1863 ? 200 : 600;
    case T::Repeaters: return 400;
    case T::RifleCavalry:
    case T::MountedRifles: return 1200;
    default: return std::nullopt;  // staff, other mounted, Spearmen, other train never shoot
  }
}

}  // namespace

std::optional<int> shootingRangePaces(TroopType type, Grade grade, int year,
                                      const ShootingSituation& situation) {
  std::optional<int> range;
  switch (categoryOf(type)) {
    case TroopCategory::Artillery: range = artilleryRange(type, grade, year, situation); break;
    case TroopCategory::Naval: range = navalRange(type, year, situation); break;
    default: range = otherRange(type, grade, year, situation); break;
  }
  if (range && situation.mist) range = std::min(*range, kMistRangeCapPaces);
  return range;
}

}  // namespace hfg
