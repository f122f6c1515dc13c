// The HFG troop types, grades and general qualities, and their broad categories.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/model/enum_names.h"

namespace hfg {

/// Every element type in the book (TROOP DEFINITIONS; categories in hfg-battle.md 1.6).
enum class TroopType {
  // staff
  ArmyHQ,
  CommandParty,
  NativePotentate,
  // mounted (and the four dismountable types)
  Pistols,
  Cuirassiers,
  HeavyCavalry,
  Dragoons,
  LightCavalry,
  Repeaters,
  MountedRifles,
  RifleCavalry,
  LightHorse,
  Sipahis,
  // foot
  Firelocks,
  Muskets,
  Bayonets,
  LightInfantry,
  StoicFoot,
  Minie,
  BL,
  Rifles,
  Marksmen,
  Spearmen,
  // artillery
  Smoothbore,
  Mixed,
  Rifled,
  Portable,
  // train (logistics)
  Pontooneers,
  SupplyBase,
  Laager,
  Aeronauts,
  // naval
  Flotilla,
  Sail,
  Steamer,
  Ironclad,
  Submarine,
};

inline constexpr int kTroopTypeCount = static_cast<int>(TroopType::Submarine) + 1;

/// All types in declaration order, for tables and pickers.
const std::array<TroopType, kTroopTypeCount>& allTroopTypes();

enum class TroopCategory { Staff, Mounted, Foot, Artillery, Train, Naval };

/// Element grade. Elite/Inferior apply to mounted, foot and naval; Heavy/Horse to artillery.
enum class Grade { Basic, Elite, Inferior, Heavy, Horse };

/// A general's (or admiral's) quality: the staff element's cost column in T-5.
enum class GeneralQuality { Ordinary, Brilliant, Inert };

TroopCategory categoryOf(TroopType type);
bool isStaff(TroopType type);
/// Dragoons, Repeaters, Mounted Rifles and Rifle Cavalry can fight mounted or dismounted.
bool isDismountable(TroopType type);

/// The human name ("Light Cavalry"); files use the snake_case key below ("light_cavalry").
std::string_view displayNameOf(TroopType type);

template <>
struct EnumKeys<TroopType> {
  static constexpr std::string_view what = "troop type";
  static constexpr EnumNames<TroopType, kTroopTypeCount> names{
      {{{TroopType::ArmyHQ, "army_hq"},
        {TroopType::CommandParty, "command_party"},
        {TroopType::NativePotentate, "native_potentate"},
        {TroopType::Pistols, "pistols"},
        {TroopType::Cuirassiers, "cuirassiers"},
        {TroopType::HeavyCavalry, "heavy_cavalry"},
        {TroopType::Dragoons, "dragoons"},
        {TroopType::LightCavalry, "light_cavalry"},
        {TroopType::Repeaters, "repeaters"},
        {TroopType::MountedRifles, "mounted_rifles"},
        {TroopType::RifleCavalry, "rifle_cavalry"},
        {TroopType::LightHorse, "light_horse"},
        {TroopType::Sipahis, "sipahis"},
        {TroopType::Firelocks, "firelocks"},
        {TroopType::Muskets, "muskets"},
        {TroopType::Bayonets, "bayonets"},
        {TroopType::LightInfantry, "light_infantry"},
        {TroopType::StoicFoot, "stoic_foot"},
        {TroopType::Minie, "minie"},
        {TroopType::BL, "bl"},
        {TroopType::Rifles, "rifles"},
        {TroopType::Marksmen, "marksmen"},
        {TroopType::Spearmen, "spearmen"},
        {TroopType::Smoothbore, "smoothbore_artillery"},
        {TroopType::Mixed, "mixed_artillery"},
        {TroopType::Rifled, "rifled_artillery"},
        {TroopType::Portable, "portable_artillery"},
        {TroopType::Pontooneers, "pontooneers"},
        {TroopType::SupplyBase, "supply_base"},
        {TroopType::Laager, "laager"},
        {TroopType::Aeronauts, "aeronauts"},
        {TroopType::Flotilla, "flotilla"},
        {TroopType::Sail, "sail"},
        {TroopType::Steamer, "steamer"},
        {TroopType::Ironclad, "ironclad"},
        {TroopType::Submarine, "submarine"}}}};
};

template <>
struct EnumKeys<Grade> {
  static constexpr std::string_view what = "grade";
  static constexpr EnumNames<Grade, 5> names{{{{Grade::Basic, "basic"},
                                               {Grade::Elite, "elite"},
                                               {Grade::Inferior, "inferior"},
                                               {Grade::Heavy, "heavy"},
                                               {Grade::Horse, "horse"}}}};
};
template <>
struct EnumKeys<GeneralQuality> {
  static constexpr std::string_view what = "general quality";
  static constexpr EnumNames<GeneralQuality, 3> names{{{{GeneralQuality::Ordinary, "ordinary"},
                                                        {GeneralQuality::Brilliant, "brilliant"},
                                                        {GeneralQuality::Inert, "inert"}}}};
};
template <>
struct EnumKeys<TroopCategory> {
  static constexpr std::string_view what = "troop category";
  static constexpr EnumNames<TroopCategory, 6> names{{{{TroopCategory::Staff, "staff"},
                                                       {TroopCategory::Mounted, "mounted"},
                                                       {TroopCategory::Foot, "foot"},
                                                       {TroopCategory::Artillery, "artillery"},
                                                       {TroopCategory::Train, "train"},
                                                       {TroopCategory::Naval, "naval"}}}};
};

}  // namespace hfg
