// T-4 maximum shooting ranges by type, grade, battle year and target.
#pragma once

#include <optional>

#include "core/model/troop_type.h"

namespace hfg {

/// What about the shooter and its target changes the T-4 figure.
struct ShootingSituation {
  /// Dismountables shoot only dismounted ("No troops can shoot while mounted"; Mounted
  /// Rifles too, hfg-battle.md 1.6 mount state). Ignored for other types.
  bool dismounted = false;
  bool brassRifled = false;           ///< B-17: Rifled artillery with brass guns
  bool targetMounted = false;         ///< Bayonets before 1851 shoot 200 p at mounted
  bool targetNaval = false;           ///< Flotilla and Submarine shoot at naval targets only
  bool targetBuaHillOrTrain = false;  ///< Heavy Rifled reach 6,000 p at these
  bool mist = false;                  ///< T-12: mist caps every range at 200 p
};

/// T-4: the maximum range in paces, or std::nullopt when the element cannot shoot at that
/// target at all (mounted, staff, Spearmen, Pontooneers, Supply Base, Aeronauts; Flotilla
/// 1846-1875 and Submarine before 1876, B-60; Flotilla/Submarine at a land target).
/// Date conditions follow B-14.
std::optional<int> shootingRangePaces(TroopType type, Grade grade, int year,
                                      const ShootingSituation& situation);

/// T-4 "400 p ... SP garrison" (an SP is not an element, B-12).
inline constexpr int kStrongPointGarrisonRangePaces = 400;
/// T-12 mist cap.
inline constexpr int kMistRangeCapPaces = 200;

}  // namespace hfg
