// The path of a repulse after its recoil (T-10, B-38): straight to the former rear through friends, round marsh and enemy Strong Points, or to a bridge or ford over a river it cannot cross.
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// Where a repulse of `totalPaces` along the unit `travel` (its former rear) ends. The footprint
/// keeps its heading here; the caller turns it about (B-38: the distance includes the recoil).
struct RepulseMove {
  Footprint end;
  double movedPaces = 0;                ///< along the path taken
  bool leftTable = false;               ///< B-40
  std::optional<std::size_t> enemyMet;  ///< T-10: stopped by this enemy element
  std::string divertedVia;              ///< B-38: the crossing used, or the area gone round
  std::string haltedAt;  ///< T-10: the river or area it could neither cross nor avoid
};

/// T-10, B-38: a repulsed element moves straight to its former rear, passing through friends and
/// ending clear of them (and beyond a friendly or empty BUA, SP or redoubt it would end in). It
/// stops at enemy (`enemyMet`). At marsh or an enemy holding SP it slides along the boundary, the
/// way that needs the shorter sideways slide (the one keeping it nearer its former rear line),
/// turning back to its rear as soon as that is clear; if neither way is open it halts. At a river
/// it cannot cross it goes to the nearest ford or bridge of that river whose far bank it reaches
/// within the rest of its move (straight along the near bank to the crossing, straight across),
/// then on to its rear; with none in reach it halts at the bank.
RepulseMove repulseMove(const Battle& battle, std::size_t element, Vec2 travel, double totalPaces);

}  // namespace hfg::battle
