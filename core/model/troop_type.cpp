// Names and categories of the HFG troop types.
#include "core/model/troop_type.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

struct TypeInfo {
  TroopType type;
  std::string_view display;
  TroopCategory category;
};

constexpr std::array<TypeInfo, kTroopTypeCount> kTypes{{
    {TroopType::ArmyHQ, "Army HQ", TroopCategory::Staff},
    {TroopType::CommandParty, "Command Party", TroopCategory::Staff},
    {TroopType::NativePotentate, "Native Potentate", TroopCategory::Staff},
    {TroopType::Pistols, "Pistols", TroopCategory::Mounted},
    {TroopType::Cuirassiers, "Cuirassiers", TroopCategory::Mounted},
    {TroopType::HeavyCavalry, "Heavy Cavalry", TroopCategory::Mounted},
    {TroopType::Dragoons, "Dragoons", TroopCategory::Mounted},
    {TroopType::LightCavalry, "Light Cavalry", TroopCategory::Mounted},
    {TroopType::Repeaters, "Repeaters", TroopCategory::Mounted},
    {TroopType::MountedRifles, "Mounted Rifles", TroopCategory::Mounted},
    {TroopType::RifleCavalry, "Rifle Cavalry", TroopCategory::Mounted},
    {TroopType::LightHorse, "Light Horse", TroopCategory::Mounted},
    {TroopType::Sipahis, "Sipahis", TroopCategory::Mounted},
    {TroopType::Firelocks, "Firelocks", TroopCategory::Foot},
    {TroopType::Muskets, "Muskets", TroopCategory::Foot},
    {TroopType::Bayonets, "Bayonets", TroopCategory::Foot},
    {TroopType::LightInfantry, "Light Infantry", TroopCategory::Foot},
    {TroopType::StoicFoot, "Stoic Foot", TroopCategory::Foot},
    {TroopType::Minie, "Minie", TroopCategory::Foot},
    {TroopType::BL, "BL", TroopCategory::Foot},
    {TroopType::Rifles, "Rifles", TroopCategory::Foot},
    {TroopType::Marksmen, "Marksmen", TroopCategory::Foot},
    {TroopType::Spearmen, "Spearmen", TroopCategory::Foot},
    {TroopType::Smoothbore, "Smoothbore Artillery", TroopCategory::Artillery},
    {TroopType::Mixed, "Mixed Artillery", TroopCategory::Artillery},
    {TroopType::Rifled, "Rifled Artillery", TroopCategory::Artillery},
    {TroopType::Portable, "Portable Artillery", TroopCategory::Artillery},
    {TroopType::Pontooneers, "Pontooneers", TroopCategory::Train},
    {TroopType::SupplyBase, "Supply Base", TroopCategory::Train},
    {TroopType::Laager, "Laager", TroopCategory::Train},
    {TroopType::Aeronauts, "Aeronauts", TroopCategory::Train},
    {TroopType::Flotilla, "Flotilla", TroopCategory::Naval},
    {TroopType::Sail, "Sail", TroopCategory::Naval},
    {TroopType::Steamer, "Steamer", TroopCategory::Naval},
    {TroopType::Ironclad, "Ironclad", TroopCategory::Naval},
    {TroopType::Submarine, "Submarine", TroopCategory::Naval},
}};

const TypeInfo& infoOf(TroopType type) { return kTypes[static_cast<std::size_t>(type)]; }

}  // namespace

const std::array<TroopType, kTroopTypeCount>& allTroopTypes() {
  static const auto types = [] {
    std::array<TroopType, kTroopTypeCount> all{};
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = kTypes[i].type;
    return all;
  }();
  return types;
}

TroopCategory categoryOf(TroopType type) { return infoOf(type).category; }
bool isStaff(TroopType type) { return categoryOf(type) == TroopCategory::Staff; }
bool isDismountable(TroopType type) {
  return type == TroopType::Dragoons || type == TroopType::Repeaters ||
         type == TroopType::MountedRifles || type == TroopType::RifleCavalry;
}

std::string_view displayNameOf(TroopType type) { return infoOf(type).display; }

}  // namespace hfg
