// Names and categories of the HFG troop types.
#include "core/model/troop_type.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

struct TypeInfo {
  TroopType type;
  std::string_view key;
  std::string_view display;
  TroopCategory category;
};

constexpr std::array<TypeInfo, kTroopTypeCount> kTypes{{
    {TroopType::ArmyHQ, "army_hq", "Army HQ", TroopCategory::Staff},
    {TroopType::CommandParty, "command_party", "Command Party", TroopCategory::Staff},
    {TroopType::NativePotentate, "native_potentate", "Native Potentate", TroopCategory::Staff},
    {TroopType::Pistols, "pistols", "Pistols", TroopCategory::Mounted},
    {TroopType::Cuirassiers, "cuirassiers", "Cuirassiers", TroopCategory::Mounted},
    {TroopType::HeavyCavalry, "heavy_cavalry", "Heavy Cavalry", TroopCategory::Mounted},
    {TroopType::Dragoons, "dragoons", "Dragoons", TroopCategory::Mounted},
    {TroopType::LightCavalry, "light_cavalry", "Light Cavalry", TroopCategory::Mounted},
    {TroopType::Repeaters, "repeaters", "Repeaters", TroopCategory::Mounted},
    {TroopType::MountedRifles, "mounted_rifles", "Mounted Rifles", TroopCategory::Mounted},
    {TroopType::RifleCavalry, "rifle_cavalry", "Rifle Cavalry", TroopCategory::Mounted},
    {TroopType::LightHorse, "light_horse", "Light Horse", TroopCategory::Mounted},
    {TroopType::Sipahis, "sipahis", "Sipahis", TroopCategory::Mounted},
    {TroopType::Firelocks, "firelocks", "Firelocks", TroopCategory::Foot},
    {TroopType::Muskets, "muskets", "Muskets", TroopCategory::Foot},
    {TroopType::Bayonets, "bayonets", "Bayonets", TroopCategory::Foot},
    {TroopType::LightInfantry, "light_infantry", "Light Infantry", TroopCategory::Foot},
    {TroopType::StoicFoot, "stoic_foot", "Stoic Foot", TroopCategory::Foot},
    {TroopType::Minie, "minie", "Minie", TroopCategory::Foot},
    {TroopType::BL, "bl", "BL", TroopCategory::Foot},
    {TroopType::Rifles, "rifles", "Rifles", TroopCategory::Foot},
    {TroopType::Marksmen, "marksmen", "Marksmen", TroopCategory::Foot},
    {TroopType::Spearmen, "spearmen", "Spearmen", TroopCategory::Foot},
    {TroopType::Smoothbore, "smoothbore_artillery", "Smoothbore Artillery",
     TroopCategory::Artillery},
    {TroopType::Mixed, "mixed_artillery", "Mixed Artillery", TroopCategory::Artillery},
    {TroopType::Rifled, "rifled_artillery", "Rifled Artillery", TroopCategory::Artillery},
    {TroopType::Portable, "portable_artillery", "Portable Artillery", TroopCategory::Artillery},
    {TroopType::Pontooneers, "pontooneers", "Pontooneers", TroopCategory::Train},
    {TroopType::SupplyBase, "supply_base", "Supply Base", TroopCategory::Train},
    {TroopType::Laager, "laager", "Laager", TroopCategory::Train},
    {TroopType::Aeronauts, "aeronauts", "Aeronauts", TroopCategory::Train},
    {TroopType::Flotilla, "flotilla", "Flotilla", TroopCategory::Naval},
    {TroopType::Sail, "sail", "Sail", TroopCategory::Naval},
    {TroopType::Steamer, "steamer", "Steamer", TroopCategory::Naval},
    {TroopType::Ironclad, "ironclad", "Ironclad", TroopCategory::Naval},
    {TroopType::Submarine, "submarine", "Submarine", TroopCategory::Naval},
}};

const TypeInfo& infoOf(TroopType type) { return kTypes[static_cast<std::size_t>(type)]; }

constexpr EnumNames<Grade, 5> kGrades{{{{Grade::Basic, "basic"},
                                        {Grade::Elite, "elite"},
                                        {Grade::Inferior, "inferior"},
                                        {Grade::Heavy, "heavy"},
                                        {Grade::Horse, "horse"}}}};

constexpr EnumNames<GeneralQuality, 3> kQualities{{{{GeneralQuality::Ordinary, "ordinary"},
                                                    {GeneralQuality::Brilliant, "brilliant"},
                                                    {GeneralQuality::Inert, "inert"}}}};

constexpr EnumNames<TroopCategory, 6> kCategories{{{{TroopCategory::Staff, "staff"},
                                                    {TroopCategory::Mounted, "mounted"},
                                                    {TroopCategory::Foot, "foot"},
                                                    {TroopCategory::Artillery, "artillery"},
                                                    {TroopCategory::Train, "train"},
                                                    {TroopCategory::Naval, "naval"}}}};

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

std::string_view keyOf(TroopType type) { return infoOf(type).key; }
std::string_view displayNameOf(TroopType type) { return infoOf(type).display; }
std::optional<TroopType> troopTypeFromKey(std::string_view key) {
  for (const auto& info : kTypes)
    if (info.key == key) return info.type;
  return std::nullopt;
}

std::string_view keyOf(Grade grade) { return kGrades.key(grade); }
std::optional<Grade> gradeFromKey(std::string_view key) { return kGrades.find(key); }
std::string_view keyOf(GeneralQuality quality) { return kQualities.key(quality); }
std::optional<GeneralQuality> generalQualityFromKey(std::string_view key) {
  return kQualities.find(key);
}
std::string_view keyOf(TroopCategory category) { return kCategories.key(category); }

std::string troopTypeKeys() {
  std::string out;
  for (const auto& info : kTypes) {
    if (!out.empty()) out += ", ";
    out += info.key;
  }
  return out;
}
std::string gradeKeys() { return kGrades.list(); }
std::string generalQualityKeys() { return kQualities.list(); }

}  // namespace hfg
