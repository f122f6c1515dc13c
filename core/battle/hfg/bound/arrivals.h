// Delayed commands arriving (T-6, T-15, B-64): by road in column from where the road crosses the table edge, at most 4 elements per road per bound, enemy blocking the road repulsed 400 p.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/pip_phase.h"

namespace hfg::battle {

/// B-64: at most 4 elements arrive by one road in one bound.
inline constexpr int kArrivalsPerRoadPerBound = 4;
/// B-64: enemy blocking the road are repulsed 400 p directly away from it.
inline constexpr double kArrivalRepulsePaces = 400;

/// Where a road enters the table for a side (T-15): its end on the side's own base edge, or on a
/// side edge nearer the own base edge than the enemy's. `inward` is the road from that end.
struct RoadEntry {
  Vec2 at;
  bool bySideEdge = false;
  Polyline inward;
};
std::optional<RoadEntry> roadEntry(const Battle& battle, const BattleTerrainFeature& road,
                                   int side);

/// B-64: the poses of a column arriving by road, head first: the last element's rear edge on the
/// entry point, each following the road with its front-edge midpoint on the road's centre line.
std::vector<Footprint> arrivalColumn(const RoadEntry& entry, const std::vector<Footprint>& bases);

/// T-6, T-15, B-64: the moving side's delayed commands. A command starts arriving in the first
/// own bound whose unadjusted PIP score is 4-6 (own base edge) or 5-6 (side edge); from then on
/// it keeps arriving without new scores. With an arrival road, up to 4 waiting elements a bound
/// enter in column (set-up order) after enemy blocking the road within one column length of the
/// entry are repulsed 400 p away from it; without one they enter where the set-up placed them.
/// An element whose place is taken waits.
void arriveDelayedCommands(Battle& battle, const SidePipResult& pips);

}  // namespace hfg::battle
