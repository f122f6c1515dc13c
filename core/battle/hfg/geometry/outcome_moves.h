// Straight outcome moves of T-10 (recoil, repulse, rout, press forward, pursue) with blocking and leaving the table (B-38, B-39, B-40).
#pragma once

#include <optional>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// The same rectangle facing the other way (T-10 "turns 180 degrees"): the front edge becomes the
/// rear edge.
Footprint turnedAbout(const Footprint& fp);
/// T-10 recoil: straight back by its own base depth, keeping its facing.
Footprint recoilPose(const Footprint& fp);
/// T-10 repulse (B-38: the distance is the total, including the recoil): recoil by its depth, turn
/// 180 degrees, then move straight to its former rear for the rest.
Footprint repulsePose(const Footprint& fp, double totalPaces);
/// T-10 rout: turn 180 degrees and move straight back (B-37 paths along roads or edges are chosen
/// by the caller).
Footprint routPose(const Footprint& fp, double paces);
/// Press forward or pursue straight ahead.
Footprint advancePose(const Footprint& fp, double paces);

/// B-40: any part of the footprint lies beyond a table edge.
bool crossesTableEdge(const Footprint& fp, const TableDimensions& table);

/// How far a straight move along `direction` (keeping the heading) gets before the swept area
/// meets another element or an impassable area with more than 1 p² (G-23), within 0.5 p.
struct StraightMoveResult {
  Footprint end;
  double movedPaces = 0;
  bool completed = false;                       ///< moved the whole distance
  std::optional<std::size_t> blockedByElement;  ///< index into `others`
  std::optional<std::size_t> blockedByArea;     ///< index into `impassable`
  bool leftTable = false;                       ///< B-40: removed as lost
};
StraightMoveResult moveStraight(const Footprint& start, Vec2 direction, double paces,
                                const std::vector<Footprint>& others,
                                const std::vector<Ring>& impassable, const TableDimensions& table);

}  // namespace hfg::battle
