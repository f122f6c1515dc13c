// The unit generators' tables as data: ratings ET-31 ... ET-36 and armament ET-37 ... ET-40 (E-107 ... E-109).
#pragma once

#include <string_view>
#include <vector>

#include "core/battle/tchae/tchae_types.h"

namespace hfg::tchae {

/// One share of a rating row: `percent` of the units are of this class and character.
struct RatingShare {
  int percent = 100;
  Experience experience = Experience::Average;
  bool aggressive = false;
  bool resolute = false;
  bool cautious = false;
};

/// One row of ET-31 ... ET-36: which units (`regiments` as printed: "volunteer", "US Regulars",
/// "rifled", ...), in which years, and their shares; `guns` and `extra` as printed.
struct RatingRow {
  std::string_view table;  ///< "ET-31" ...
  Belligerent side = Belligerent::Union;
  Arm arm = Arm::Infantry;
  std::string_view regiments;
  int fromYear = 1861;
  int toYear = 1865;
  std::vector<RatingShare> shares;
  std::string_view guns;   ///< artillery: "6 Light rifles"
  std::string_view extra;  ///< "Marksmen, Superior weapons", "shotgun and carbine armed", ...
};

/// One share of an armament row: a weapon class (infantry, cavalry) or a calibre (artillery).
struct ArmamentShare {
  int percent = 100;
  Weapon weapon = Weapon::Rifle;
  Calibre calibre = Calibre::LightRifled;
  bool secondRate = false;  ///< artillery "2MSB"
  bool shotgun = false;     ///< "Smoothbore carbine or shotgun" (EB-23)
  bool sabreOnly = false;   ///< "sabre only, no firepower"
};

/// One row of ET-37 ... ET-40.
struct ArmamentRow {
  std::string_view table;
  Arm arm = Arm::Infantry;
  std::string_view force;  ///< "Army of the Potomac", "Union armies in the West", ...
  int fromYear = 1861;
  int toYear = 1865;
  std::vector<ArmamentShare> shares;
};

const std::vector<RatingRow>& ratingRows();
const std::vector<ArmamentRow>& armamentRows();
/// The rows of one table ("ET-33").
std::vector<const RatingRow*> ratingRowsOf(std::string_view table);
std::vector<const ArmamentRow*> armamentRowsOf(std::string_view table);

/// The share a D100 throw (1 ... 100) falls in, the shares taken in printed order. A row whose
/// shares sum to less than 100 (EB-71: ET-40's Union West 1861-2 sums to 95) is read as weights.
template <typename Share>
const Share& shareFor(const std::vector<Share>& shares, int d100) {
  int total = 0;
  for (const Share& s : shares) total += s.percent;
  const int point = (d100 - 1) * total / 100;  // 0 ... total - 1
  int upTo = 0;
  for (const Share& s : shares) {
    upTo += s.percent;
    if (point < upTo) return s;
  }
  return shares.back();
}

}  // namespace hfg::tchae
