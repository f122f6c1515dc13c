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

constexpr std::array<MoveDistances, static_cast<std::size_t>(Row::Count)> kRows{{
    {800, 400, 200},
    {1200, 400, 200},
    {1200, 400, 400},
    {1600, 400, 300},
    {2000, 400, 300},
    {400, 400, 200},
    {800, 800, 600},
    {600, 400, 400},
    {1200, 400, 200},
    {800, 400, 400},
    {400, 200, 0},
    {400, 200, 200},
    {600, 400, 200},
    {400, 200, 0},
}};

/// T-1 "other artillery (>1756)": up to and including this year the slower row applies (B-14).
constexpr int kLastYearOfSlowArtillery = 1756;

std::optional<Row> rowFor(TroopType type, Grade grade, int year, bool marchMove) {
  using T = TroopType;
  switch (type) {
    case T::ArmyHQ: case T::NativePotentate: case T::Pistols: case T::Cuirassiers:
      return Row::HqNpPistolsCuirassiers;
    case T::HeavyCavalry: case T::Sipahis: return Row::HeavyCavalrySipahis;
    case T::Dragoons: case T::Repeaters: case T::MountedRifles: return Row::DragoonsRepeatersMR;
    case T::LightCavalry: case T::RifleCavalry: return Row::LightRifleCavalry;
    case T::CommandParty: case T::LightHorse: return Row::CpLightHorse;
    case T::Firelocks: return Row::SlowFoot;
    case T::Muskets: case T::StoicFoot: return marchMove ? Row::OtherFoot : Row::SlowFoot;
    case T::LightInfantry: case T::Marksmen: return Row::FastFoot;
    case T::Spearmen: return grade == Grade::Elite ? Row::FastFoot : Row::OtherFoot;
    case T::Bayonets: case T::Minie: case T::BL: case T::Rifles: return Row::OtherFoot;
    case T::Portable: return Row::PortableArtillery;
    case T::Smoothbore: case T::Mixed: case T::Rifled:
      if (grade == Grade::Horse) return Row::HorseArtillery;
      if (grade == Grade::Heavy) return Row::HeavyArtillery;
      return year <= kLastYearOfSlowArtillery ? Row::EarlyArtillery : Row::LateArtillery;
    case T::Pontooneers: case T::Laager: case T::Aeronauts: return Row::Train;
    case T::SupplyBase:
    case T::Flotilla: case T::Sail: case T::Steamer: case T::Ironclad: case T::Submarine:
      return std::nullopt;
  }
  return std::nullopt;
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

std::optional<NavalMoveDistances> navalMoveDistancesPaces(TroopType type, int year,
                                                          bool damaged) {
  // T-2 rows: fast (Steamer, Ironclad, Flotilla 1876 on), Submarine, slow (Sail, early Flotilla).
  constexpr NavalMoveDistances kFast{2000, 1200};
  constexpr NavalMoveDistances kSubmarine{800, 400};
  constexpr NavalMoveDistances kSlow{1200, 800};
  NavalMoveDistances d;
  switch (type) {
    case TroopType::Steamer: case TroopType::Ironclad: d = kFast; break;
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
