// Base sizes per troop type, decoded in hfg-battle.md 1.3 from the book's BASE SIZES.
#include "core/battle/hfg/geometry/base_size.h"

namespace hfg::battle {

double baseFrontagePaces(TroopType type, const BattleSettings& settings) {
  return categoryOf(type) == TroopCategory::Naval ? settings.navalFrontagePaces : 400.0;
}

double baseDepthPaces(TroopType type, const BattleSettings& settings) {
  switch (type) {
    // 800 p: "Army HQ, Pontooneers, Supply Base, Laager, Aeronauts" (80 mm on a 40 mm frontage).
    case TroopType::ArmyHQ:
    case TroopType::Pontooneers:
    case TroopType::SupplyBase:
    case TroopType::Laager:
    case TroopType::Aeronauts: return 800;
    // 400 p: Native Potentate, dismounted, artillery. B-4: the dismountables keep one 400 p base.
    case TroopType::NativePotentate:
    case TroopType::Smoothbore:
    case TroopType::Mixed:
    case TroopType::Rifled:
    case TroopType::Portable: return 400;
    case TroopType::Dragoons:
    case TroopType::Repeaters:
    case TroopType::MountedRifles:
    case TroopType::RifleCavalry: return settings.dismountableDepthPaces;
    // 300 p: mounted, BL, Rifles, Spearmen; and the Command Party.
    case TroopType::CommandParty:
    case TroopType::Pistols:
    case TroopType::Cuirassiers:
    case TroopType::HeavyCavalry:
    case TroopType::LightCavalry:
    case TroopType::LightHorse:
    case TroopType::Sipahis:
    case TroopType::BL:
    case TroopType::Rifles:
    case TroopType::Spearmen: return 300;
    // 200 p: other foot.
    case TroopType::Firelocks:
    case TroopType::Muskets:
    case TroopType::Bayonets:
    case TroopType::LightInfantry:
    case TroopType::StoicFoot:
    case TroopType::Minie:
    case TroopType::Marksmen: return 200;
    // B-3: the long axis of a ship is its depth.
    case TroopType::Flotilla:
    case TroopType::Sail:
    case TroopType::Steamer:
    case TroopType::Ironclad:
    case TroopType::Submarine: return settings.navalDepthPaces;
  }
  return 400;
}

Footprint baseFootprint(TroopType type, Vec2 frontMid, double headingDeg,
                        const BattleSettings& settings) {
  Footprint fp;
  fp.frontMid = frontMid;
  fp.headingDeg = headingDeg;
  fp.frontagePaces = baseFrontagePaces(type, settings);
  fp.depthPaces = baseDepthPaces(type, settings);
  return fp;
}

}  // namespace hfg::battle
