// The HFG troop types, grades and general qualities, and their broad categories.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

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

/// Stable snake_case names used in files ("light_cavalry") and human names ("Light Cavalry").
std::string_view keyOf(TroopType type);
std::string_view displayNameOf(TroopType type);
std::optional<TroopType> troopTypeFromKey(std::string_view key);

std::string_view keyOf(Grade grade);
std::optional<Grade> gradeFromKey(std::string_view key);
std::string_view keyOf(GeneralQuality quality);
std::optional<GeneralQuality> generalQualityFromKey(std::string_view key);
std::string_view keyOf(TroopCategory category);

/// "army_hq, command_party, ...": what a file may say, for error messages.
std::string troopTypeKeys();
std::string gradeKeys();
std::string generalQualityKeys();

}  // namespace hfg
