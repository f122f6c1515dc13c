// Delayed commands arriving by railway (T-15, B-64): one detraining point, 4 foot or 1 other land element a bound, not under enemy fire.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/arrivals.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// B-64: a detraining point takes 4 foot elements a bound, or a single other land element.
inline constexpr int kRailFootPerBound = 4;
/// B-64 decision: the rail path is sampled this often for "could shoot at them".
inline constexpr double kRailSamplePaces = 200;

/// T-15 "after 1859": railways may bring delayed commands only in later battles.
inline constexpr int kFirstRailYear = 1860;

/// B-64: the next elements to detrain from `waiting` (set-up order): up to 4 foot elements in a
/// row from the first, or the first alone when it is another land element; none when the first
/// is naval (they never come by rail).
std::vector<std::size_t> nextTrainLoad(const Battle& battle,
                                       const std::vector<std::size_t>& waiting);

/// B-64 decision: some present enemy element could shoot at the footprint `fp` (a valid target,
/// G-16, from its front edge, or any edge with the G-10 all-round arc), ignoring blockers other
/// than elements (B-65).
bool enemyCouldShootAt(const Battle& battle, int arrivingSide, const Footprint& fp);

/// The poses of elements detraining, head first: the head's front-edge midpoint on the
/// detraining point, the rest behind it along the railway, facing along it away from the edge.
std::vector<Footprint> detrainColumn(const RoadEntry& entry, double detrainArcPaces,
                                     const std::vector<Footprint>& bases);

/// T-15, B-64: one bound of a command arriving by rail (its score already passed): the next
/// train load detrains at the arrival's point unless an enemy could shoot at the train at a
/// sampled point of the railway between the edge and that point (then nobody comes this bound),
/// or the place is taken. Logged.
void detrainArrivals(Battle& battle, const ArrivalRoad& arrival,
                     const BattleTerrainFeature& railway, const RoadEntry& entry,
                     const std::vector<std::size_t>& waiting);

}  // namespace hfg::battle
