// Battle move distances: T-1 (land, by going) and T-2 (naval, by current).
#pragma once

#include <optional>

#include "core/model/troop_type.h"

namespace hfg {

/// T-1: the furthest a land element may move in one move, in paces, by the worst going the
/// move crosses (B-7). 0 means the element cannot move in (or enter) that going.
struct MoveDistances {
  int goodGoingPaces = 0;       ///< entirely by road or in good going
  int slowGoingPaces = 0;       ///< at least partly off-road in slow going
  int difficultGoingPaces = 0;  ///< at least partly off-road in difficult going
  friend bool operator==(const MoveDistances&, const MoveDistances&) = default;
};

/// T-1 for a land element. `year` picks the "other artillery" row (up to and including 1756,
/// or after); `marchMove` moves Muskets and Stoic Foot to the "other foot" row. Naval elements
/// give std::nullopt (they use T-2); a Supply Base never moves in battle and gives all zeros.
/// Dismountables use the same row mounted or dismounted.
std::optional<MoveDistances> moveDistancesPaces(TroopType type, Grade grade, int year,
                                                bool marchMove);

/// T-2: naval move along a navigable water feature, in paces.
struct NavalMoveDistances {
  int notUpstreamPaces = 0;
  int upstreamPaces = 0;  ///< at least partly upstream
  friend bool operator==(const NavalMoveDistances&, const NavalMoveDistances&) = default;
};

/// T-2 loss of a damaged naval element, from each figure, permanently.
inline constexpr int kDamagedNavalMoveLossPaces = 400;
/// T-2/B-14: Flotilla move as steamers from this year ("(1876>)" after "(>1875)").
inline constexpr int kFirstYearOfFastFlotilla = 1876;

/// T-2 for a naval element (std::nullopt for a land type).
std::optional<NavalMoveDistances> navalMoveDistancesPaces(TroopType type, int year, bool damaged);

}  // namespace hfg
