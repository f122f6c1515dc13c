// MT-12: the small-arms ranges are the table's own values for each type and year (HFG T-4 range
// divided by hm_range_divisor_paces, Marksmen x hm_sharpshooter_range_factor, Repeaters 12").
#include "core/battle/howlin_mobs/element_table.h"

#include <array>
#include <utility>

namespace hfg::howlin_mobs {
namespace {

ElementConversion foot(int points, double rangeIn) {
  ElementConversion c;
  c.becomes = Becomes::Infantry;
  c.canFire = true;
  c.pointsPerBase = points;
  c.rangeIn = rangeIn;
  return c;
}

ElementConversion horse(bool dismounts, int points, double rangeIn) {
  ElementConversion c;
  c.becomes = Becomes::Cavalry;
  c.canDismount = dismounts;
  c.canFire = dismounts;
  c.pointsPerBase = points;
  c.rangeIn = rangeIn;
  return c;
}

ElementConversion gun(Becomes becomes, GunType type, double longRangeIn, bool horseArtillery) {
  ElementConversion c;
  c.becomes = becomes;
  c.canFire = true;
  c.gun = type;
  c.gunLongRangeIn = longRangeIn;
  c.horseArtillery = horseArtillery;
  return c;
}

ElementConversion only(Becomes becomes) {
  ElementConversion c;
  c.becomes = becomes;
  return c;
}

std::optional<ElementConversion> artillery(std::string_view type, HfgGrade grade, int year) {
  if (type == "Smoothbore") {
    const double longIn = year <= 1790 ? 24 : 36;
    if (grade == HfgGrade::Heavy)
      return gun(Becomes::IndependentGun, GunType::HeavySmoothbore, longIn, false);
    if (grade == HfgGrade::Horse) return gun(Becomes::AttachedGun, GunType::Napoleon, longIn, true);
    return gun(Becomes::AttachedGun, GunType::Napoleon, longIn, false);
  }
  if (type == "Mixed" || type == "Rifled") {
    if (grade == HfgGrade::Heavy)
      return gun(Becomes::IndependentGun, GunType::Parrott20, 36, false);
    if (grade == HfgGrade::Horse)
      return gun(Becomes::AttachedGun, GunType::RifleOrParrott10, 36, true);
    return gun(Becomes::IndependentGun, GunType::RifleOrParrott10, 36, false);
  }
  if (type == "Portable") return gun(Becomes::AttachedGun, GunType::Portable, 12, true);
  return std::nullopt;
}

std::optional<ElementConversion> footOrHorse(std::string_view t, HfgGrade grade, int year,
                                             const HowlinMobsSettings& s) {
  if (t == "Firelocks" || t == "Muskets") return foot(3, 4);
  if (t == "Bayonets") return foot(3, year <= 1790 ? 4 : 8);
  if (t == "Light Infantry") return foot(3, 8);
  if (t == "Stoic Foot") {
    const int rifleEnd = grade == HfgGrade::Elite ? 1875 : 1880;
    ElementConversion c = foot(3, year <= 1856 ? 4 : year <= rifleEnd ? 12 : 24);
    c.stoic = true;
    return c;
  }
  if (t == "Minie") return foot(3, 12);
  if (t == "BL") return foot(4, 12);
  if (t == "Rifles") return foot(4, 24);
  if (t == "Marksmen") {
    ElementConversion c = foot(3, (year <= 1857 ? 8 : 12) * s.sharpshooterRangeFactor);
    c.becomes = Becomes::Sharpshooters;
    return c;
  }
  if (t == "Spearmen") {
    ElementConversion c = only(Becomes::Infantry);
    c.spearmen = true;
    return c;
  }
  if (t == "Pistols" || t == "Sipahis" || t == "Light Cavalry") return horse(false, 0, 0);
  if (t == "Cuirassiers" || t == "Heavy Cavalry") {
    ElementConversion c = horse(false, 0, 0);
    c.shockCavalry = true;
    return c;
  }
  if (t == "Light Horse") {
    ElementConversion c = horse(false, 0, 0);
    c.evadesInfantry = true;
    return c;
  }
  if (t == "Dragoons") return horse(true, 3, year <= 1863 ? 4 : 12);
  if (t == "Repeaters") return horse(true, 4, 12);
  if (t == "Mounted Rifles" || t == "Rifle Cavalry") return horse(true, 4, 24);
  return std::nullopt;
}

std::optional<ElementConversion> others(std::string_view t) {
  if (t == "Army HQ") return only(Becomes::ArmyCommander);
  if (t == "Command Party" || t == "Native Potentate") return only(Becomes::GeneralStand);
  if (t == "Supply Base") {
    ElementConversion c = only(Becomes::Wagon);
    c.neverMoves = true;
    return c;
  }
  if (t == "Pontooneers") return only(Becomes::Wagon);
  if (t == "Laager") {
    ElementConversion c = foot(3, 12);
    c.becomes = Becomes::LaagerInfantry;
    c.neverMoves = true;
    return c;
  }
  if (t == "Aeronauts") return only(Becomes::AeronautSight);
  for (std::string_view naval : {"Flotilla", "Sail", "Steamer", "Ironclad", "Submarine"})
    if (t == naval) return only(Becomes::NotUsed);
  return std::nullopt;
}

}  // namespace

std::optional<ElementConversion> convertElement(std::string_view hfgType, HfgGrade grade, int year,
                                                const HowlinMobsSettings& s) {
  std::optional<ElementConversion> c = footOrHorse(hfgType, grade, year, s);
  if (!c) c = artillery(hfgType, grade, year);
  if (!c) c = others(hfgType);
  if (!c) return std::nullopt;
  c->crack = grade == HfgGrade::Elite;
  c->inferior = grade == HfgGrade::Inferior;
  return c;
}

}  // namespace hfg::howlin_mobs
