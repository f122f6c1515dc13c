// T-1 and T-2 as rows of paces and a small selector of the row that applies.
#include "core/rules/move_table.h"

#include <algorithm>
#include <array>
#include <cstddef>

namespace hfg {
namespace {

// T-1 rows in the book's order (hfg-battle.md T-1, seed "TACTICAL AND MARCH MOVE DISTANCES").
enum class Row {
  HqNpPistolsCuirassiers,  // 1
  HeavyCavalrySipahis,     // 2
  DragoonsRepeatersMR,     // 3
  LightRifleCavalry,       // 4
  CpLightHorse,            // 5
  SlowFoot,                // 6 Firelocks; Muskets, Stoic Foot unless marching
  FastFoot,                // 7 Light Infantry, Elite Spearmen, Marksmen
  OtherFoot,               // 8
  HorseArtillery,          // 9
  PortableArtillery,       // 10
  HeavyArtillery,          // 11
  EarlyArtillery,          // 12 other artillery (>1756)
  LateArtillery,           // 13 other artillery (1756>)
  Train,                   // 14 Pontooneers, Laager, Aeronauts
  Count,
};

// clang-format off
constexpr std::array<MoveDistances, static_cast<std::size_t>(Row::Count)> kRows{{
    {800, 400, 200},    // 1  Army HQ, NP, Pistols, Cuirassiers
    {1200, 400, 200},   // 2  Heavy Cavalry, Sipahis
    {1200, 400, 400},   // 3  Dragoons, Repeaters, Mounted Rifles
    {1600, 400, 300},   // 4  Light Cavalry, Rifle Cavalry
    {2000, 400, 300},   // 5  CP, Light Horse
    {400, 400, 200},    // 6  Firelocks; Muskets, Stoic Foot unless marching
    {800, 800, 600},    // 7  Light Infantry, Elite Spearmen, Marksmen
    {600, 400, 400},    // 8  other foot
    {1200, 400, 200},   // 9  Horse artillery
    {800, 400, 400},    // 10 Portable artillery
    {400, 200, 0},      // 11 Heavy artillery
    {400, 200, 200},    // 12 other artillery (>1756)
    {600, 400, 200},    // 13 other artillery (1756>)
    {400, 200, 0},      // 14 Pontooneers, Laager, Aeronauts
}};

struct TypeRow {
  TroopType type;
  std::optional<Row> row;  // the row before grade, year and march-move adjustments
};

using T = TroopType;
constexpr std::optional<Row> kNoRow = std::nullopt;  // Supply Base, naval: not in T-1

constexpr std::array<TypeRow, kTroopTypeCount> kTypeRows{{
    {T::ArmyHQ, Row::HqNpPistolsCuirassiers},   {T::CommandParty, Row::CpLightHorse},
    {T::NativePotentate, Row::HqNpPistolsCuirassiers},
    {T::Pistols, Row::HqNpPistolsCuirassiers},  {T::Cuirassiers, Row::HqNpPistolsCuirassiers},
    {T::HeavyCavalry, Row::HeavyCavalrySipahis}, {T::Dragoons, Row::DragoonsRepeatersMR},
    {T::LightCavalry, Row::LightRifleCavalry},   {T::Repeaters, Row::DragoonsRepeatersMR},
    {T::MountedRifles, Row::DragoonsRepeatersMR}, {T::RifleCavalry, Row::LightRifleCavalry},
    {T::LightHorse, Row::CpLightHorse},          {T::Sipahis, Row::HeavyCavalrySipahis},
    {T::Firelocks, Row::SlowFoot},               {T::Muskets, Row::SlowFoot},
    {T::Bayonets, Row::OtherFoot},               {T::LightInfantry, Row::FastFoot},
    {T::StoicFoot, Row::SlowFoot},               {T::Minie, Row::OtherFoot},
    {T::BL, Row::OtherFoot},                     {T::Rifles, Row::OtherFoot},
    {T::Marksmen, Row::FastFoot},                {T::Spearmen, Row::OtherFoot},
    {T::Smoothbore, Row::LateArtillery},         {T::Mixed, Row::LateArtillery},
    {T::Rifled, Row::LateArtillery},             {T::Portable, Row::PortableArtillery},
    {T::Pontooneers, Row::Train},                {T::SupplyBase, kNoRow},
    {T::Laager, Row::Train},                     {T::Aeronauts, Row::Train},
    {T::Flotilla, kNoRow},                       {T::Sail, kNoRow},
    {T::Steamer, kNoRow},                        {T::Ironclad, kNoRow},
    {T::Submarine, kNoRow},
}};
// clang-format on

constexpr bool typeRowsInDeclarationOrder() {
  for (std::size_t i = 0; i < kTypeRows.size(); ++i)
    if (static_cast<std::size_t>(kTypeRows[i].type) != i) return false;
  return true;
}
static_assert(typeRowsInDeclarationOrder(), "kTypeRows must follow TroopType declaration order");

/// T-1 "other artillery (>1756)": up to and including this year the slower row applies (B-14).
constexpr int kLastYearOfSlowArtillery = 1756;

std::optional<Row> rowFor(TroopType type, Grade grade, int year, bool marchMove) {
  const std::optional<Row> row = kTypeRows[static_cast<std::size_t>(type)].row;
  if (!row) return std::nullopt;
  // "Spearmen if Elite" move with Light Infantry.
  if (type == T::Spearmen && grade == Grade::Elite) return Row::FastFoot;
  // "Muskets or Stoic Foot unless marching": in a march move they are "other foot".
  if (*row == Row::SlowFoot && type != T::Firelocks && marchMove) return Row::OtherFoot;
  if (*row == Row::LateArtillery) {
    if (grade == Grade::Horse) return Row::HorseArtillery;
    if (grade == Grade::Heavy) return Row::HeavyArtillery;
    if (year <= kLastYearOfSlowArtillery) return Row::EarlyArtillery;
  }
  return row;
}

}  // namespace

std::optional<MoveDistances> moveDistancesPaces(TroopType type, Grade grade, int year,
                                                bool marchMove) {
  // T-1 notes: "a Supply Base never moves in battle".
  if (type == TroopType::SupplyBase) return MoveDistances{};
  const auto row = rowFor(type, grade, year, marchMove);
  if (!row) return std::nullopt;
  return kRows[static_cast<std::size_t>(*row)];
}

std::optional<NavalMoveDistances> navalMoveDistancesPaces(TroopType type, int year, bool damaged) {
  // T-2 rows: fast (Steamer, Ironclad, Flotilla 1876 on), Submarine, slow (Sail, early Flotilla).
  constexpr NavalMoveDistances kFast{2000, 1200};
  constexpr NavalMoveDistances kSubmarine{800, 400};
  constexpr NavalMoveDistances kSlow{1200, 800};
  NavalMoveDistances d;
  switch (type) {
    case TroopType::Steamer:
    case TroopType::Ironclad: d = kFast; break;
    case TroopType::Flotilla: d = year >= kFirstYearOfFastFlotilla ? kFast : kSlow; break;
    case TroopType::Submarine: d = kSubmarine; break;
    case TroopType::Sail: d = kSlow; break;
    default: return std::nullopt;
  }
  if (damaged) {
    d.notUpstreamPaces = std::max(0, d.notUpstreamPaces - kDamagedNavalMoveLossPaces);
    d.upstreamPaces = std::max(0, d.upstreamPaces - kDamagedNavalMoveLossPaces);
  }
  return d;
}

}  // namespace hfg
