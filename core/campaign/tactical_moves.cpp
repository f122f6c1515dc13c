// The good-going column of T-1 (hfg-battle.md), written here for C-18 only.
#include "core/campaign/tactical_moves.h"

namespace hfg {

int tacticalMoveGoodGoingPaces(TroopType type, Grade grade, int year) {
  switch (type) {
    // row 1
    case TroopType::ArmyHQ:
    case TroopType::NativePotentate:
    case TroopType::Pistols:
    case TroopType::Cuirassiers: return 800;
    // rows 2 and 3
    case TroopType::HeavyCavalry:
    case TroopType::Sipahis:
    case TroopType::Dragoons:
    case TroopType::Repeaters:
    case TroopType::MountedRifles: return 1200;
    // row 4
    case TroopType::LightCavalry:
    case TroopType::RifleCavalry: return 1600;
    // row 5
    case TroopType::CommandParty:
    case TroopType::LightHorse: return 2000;
    // row 6
    case TroopType::Firelocks:
    case TroopType::Muskets:
    case TroopType::StoicFoot: return 400;
    // row 7, and Spearmen by grade (rows 7 and 8)
    case TroopType::LightInfantry:
    case TroopType::Marksmen: return 800;
    case TroopType::Spearmen: return grade == Grade::Elite ? 800 : 600;
    // row 8
    case TroopType::Bayonets:
    case TroopType::Minie:
    case TroopType::BL:
    case TroopType::Rifles: return 600;
    // row 10
    case TroopType::Portable: return 800;
    // rows 9, 11, 12, 13 by grade and year
    case TroopType::Smoothbore:
    case TroopType::Mixed:
    case TroopType::Rifled:
      if (grade == Grade::Horse) return 1200;
      if (grade == Grade::Heavy) return 400;
      return year <= 1756 ? 400 : 600;
    // row 14
    case TroopType::Pontooneers:
    case TroopType::Laager:
    case TroopType::Aeronauts: return 400;
    case TroopType::SupplyBase:
    case TroopType::Flotilla:
    case TroopType::Sail:
    case TroopType::Steamer:
    case TroopType::Ironclad:
    case TroopType::Submarine: return 0;
  }
  return 0;
}

}  // namespace hfg
