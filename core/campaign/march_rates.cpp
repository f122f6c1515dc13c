// The C-10 class of each troop type and the stages each class marches.
#include "core/campaign/march_rates.h"

namespace hfg {

std::string_view keyOf(MarchClass marchClass) {
  switch (marchClass) {
    case MarchClass::Fast:
      return "fast";
    case MarchClass::Steady:
      return "steady";
    case MarchClass::SlowFoot:
      return "slow_foot";
    case MarchClass::HorseGuns:
      return "horse_guns";
    case MarchClass::GunsAndTrain:
      return "guns_and_train";
    case MarchClass::Immobile:
      return "immobile";
    case MarchClass::Naval:
      return "naval";
  }
  return "?";
}

MarchClass marchClassOf(TroopType type, Grade grade) {
  switch (type) {
    // C-10 row "fast": the book's list, with Command Party.
    case TroopType::CommandParty:
    case TroopType::Dragoons:
    case TroopType::LightCavalry:
    case TroopType::Repeaters:
    case TroopType::MountedRifles:
    case TroopType::RifleCavalry:
    case TroopType::LightInfantry:
    case TroopType::LightHorse:
    case TroopType::Spearmen:
    case TroopType::Marksmen:
      return MarchClass::Fast;
    // C-10 row "steady"; Army HQ is the book's "HQ"; Native Potentate by interpretation.
    case TroopType::Cuirassiers:
    case TroopType::Pistols:
    case TroopType::HeavyCavalry:
    case TroopType::Sipahis:
    case TroopType::Bayonets:
    case TroopType::Minie:
    case TroopType::BL:
    case TroopType::Rifles:
    case TroopType::ArmyHQ:
    case TroopType::NativePotentate:
      return MarchClass::Steady;
    // C-10 "other foot".
    case TroopType::Firelocks:
    case TroopType::Muskets:
    case TroopType::StoicFoot:
      return MarchClass::SlowFoot;
    // C-10: Portable Artillery always, other artillery when graded Horse; else guns and train.
    case TroopType::Portable:
      return MarchClass::HorseGuns;
    case TroopType::Smoothbore:
    case TroopType::Mixed:
    case TroopType::Rifled:
      return grade == Grade::Horse ? MarchClass::HorseGuns : MarchClass::GunsAndTrain;
    case TroopType::Pontooneers:
    case TroopType::Laager:
    case TroopType::Aeronauts:
      return MarchClass::GunsAndTrain;
    case TroopType::SupplyBase:
      return MarchClass::Immobile;
    case TroopType::Flotilla:
    case TroopType::Sail:
    case TroopType::Steamer:
    case TroopType::Ironclad:
    case TroopType::Submarine:
      return MarchClass::Naval;
  }
  return MarchClass::Immobile;
}

MarchRate marchRateOf(MarchClass marchClass) {
  switch (marchClass) {
    case MarchClass::Fast:
      return {3, 3};
    case MarchClass::Steady:
      return {2, 3};
    case MarchClass::SlowFoot:
      return {2, 2};
    case MarchClass::HorseGuns:
      return {3, 3};
    case MarchClass::GunsAndTrain:
      return {1, 2};
    case MarchClass::Immobile:
    case MarchClass::Naval:
      return {0, 0};
  }
  return {0, 0};
}

}  // namespace hfg
