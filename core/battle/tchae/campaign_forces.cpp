// Section 7.1 unit and commander conversion.
#include "core/battle/tchae/campaign_forces.h"

namespace hfg::tchae {

namespace {

/// 7.1 weapons and characters of foot elements.
void footUnit(Unit& u, TroopType t, int year, const TchaeSettings& s) {
  u.arm = Arm::Infantry;
  u.startBases = s.campaignFootBases;
  const bool rifles = year >= s.rifleFromYear;
  switch (t) {
    case TroopType::Firelocks:
    case TroopType::Muskets: u.weapon = Weapon::Smoothbore; break;
    case TroopType::Bayonets:
    case TroopType::LightInfantry:
      u.weapon = rifles ? Weapon::SecondRateRifle : Weapon::Smoothbore;
      u.aggressive = true;
      break;
    case TroopType::StoicFoot:
      u.weapon = year <= 1856 ? Weapon::Smoothbore : Weapon::SecondRateRifle;
      u.resolute = true;
      break;
    case TroopType::Minie: u.weapon = rifles ? Weapon::Rifle : Weapon::Smoothbore; break;
    case TroopType::BL: u.weapon = Weapon::Superior; break;
    case TroopType::Rifles: u.weapon = year > 1886 ? Weapon::Repeating : Weapon::Superior; break;
    case TroopType::Marksmen:
      u.startBases = s.campaignMarksmenBases;
      u.weapon = rifles ? Weapon::Rifle : Weapon::Smoothbore;
      u.marksmen = true;
      u.formation = Formation::Skirmish;
      break;
    case TroopType::Spearmen:
      u.weapon = Weapon::None;  // cannot fire, keeps its zone of control
      u.aggressive = true;
      break;
    default: break;
  }
}

/// 7.1 weapons and characters of mounted elements.
void mountedUnit(Unit& u, TroopType t, int year, const TchaeSettings& s) {
  u.arm = Arm::Cavalry;
  u.startBases = s.campaignCavalryBases;
  u.formation = Formation::Line;
  const Weapon carbine = year >= s.rifledCarbineFromYear ? Weapon::Rifle : Weapon::Smoothbore;
  switch (t) {
    case TroopType::Pistols:
    case TroopType::Cuirassiers:
    case TroopType::HeavyCavalry:
    case TroopType::Sipahis:
      u.weapon = Weapon::None;
      u.sabreOnly = true;
      u.aggressive = true;
      break;
    case TroopType::Dragoons:
    case TroopType::LightCavalry: u.weapon = carbine; break;
    case TroopType::Repeaters: u.weapon = Weapon::Repeating; break;
    case TroopType::MountedRifles:
      u.startBases = s.campaignMountedRiflesBases;
      u.weapon = Weapon::Superior;
      u.mayFormLineDismounted = true;
      break;
    case TroopType::RifleCavalry:
      u.weapon = Weapon::Superior;
      u.aggressive = true;
      break;
    case TroopType::LightHorse:
      u.weapon = Weapon::Smoothbore;
      u.shotgun = true;
      break;
    default: break;
  }
}

/// 7.1 artillery: 24 guns (8 portable), calibre by type and grade.
void artilleryUnit(Unit& u, TroopType t, Grade g, const TchaeSettings& s) {
  u.arm = Arm::Artillery;
  u.startGuns = s.campaignArtilleryGuns;
  u.limbered = true;
  u.horseArtillery = g == Grade::Horse;
  const bool heavy = g == Grade::Heavy;
  switch (t) {
    case TroopType::Smoothbore:
      u.calibre = u.horseArtillery ? Calibre::LightSmoothbore : Calibre::MediumSmoothbore;
      break;
    case TroopType::Mixed: u.calibre = Calibre::LightRifled; break;
    case TroopType::Rifled: u.calibre = heavy ? Calibre::HeavyRifled : Calibre::LightRifled; break;
    case TroopType::Portable:
      u.startGuns = s.campaignPortableGuns;
      u.calibre = Calibre::LightSmoothbore;
      break;
    default: break;
  }
}

}  // namespace

bool placedOnTable(TroopType type) {
  const TroopCategory c = categoryOf(type);
  return c == TroopCategory::Mounted || c == TroopCategory::Foot || c == TroopCategory::Artillery;
}

Experience campaignExperience(TroopType type, Grade grade) {
  if (categoryOf(type) == TroopCategory::Artillery)
    return grade == Grade::Horse ? Experience::Veteran : Experience::Average;
  if (grade == Grade::Elite) return Experience::Veteran;
  if (grade == Grade::Inferior) return Experience::Raw;
  return Experience::Average;
}

std::optional<Unit> campaignUnit(const Element& element, int year, const TchaeSettings& s) {
  if (!placedOnTable(element.type)) return std::nullopt;
  Unit u;
  u.id = element.id;
  u.name = element.name.empty() ? element.id : element.name;
  u.experience = campaignExperience(element.type, element.grade);
  switch (categoryOf(element.type)) {
    case TroopCategory::Foot: footUnit(u, element.type, year, s); break;
    case TroopCategory::Mounted: mountedUnit(u, element.type, year, s); break;
    default: artilleryUnit(u, element.type, element.grade, s); break;
  }
  return u;
}

Commander campaignCommander(const Command& command) {
  Commander c;
  c.id = command.id;
  c.name = command.general.name.empty() ? command.name : command.general.name;
  switch (command.general.quality) {
    case GeneralQuality::Brilliant: c.ability = Ability::Gifted; break;
    case GeneralQuality::Ordinary: c.ability = Ability::Professional; break;
    case GeneralQuality::Inert: c.ability = Ability::Political; break;
  }
  c.inspirational = command.general.staffType == TroopType::NativePotentate;
  return c;
}

}  // namespace hfg::tchae
