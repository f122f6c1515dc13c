// Crossing water on a move: rivers only at fords and bridges, streams and gullies ending half way across, ford searches (CROSSING OR MOVING BY WATER, B-46).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/common/footprint.h"

namespace hfg::battle {

/// Width of a watercourse: its own, else B-2's stream width.
double waterWidthPaces(const BattleTerrainFeature& water, const BattleSettings& s = {});

/// CROSSING BY WATER: "a River ... can always be crossed at a road ford or road, rail or
/// temporary bridge". One 400 p crossing where each road or railway meets a river.
std::vector<BattleCrossing> roadCrossings(const std::vector<BattleTerrainFeature>& terrain);

/// What the water on a move's path does to it.
struct WaterResult {
  bool refused = false;
  std::string why;                    ///< refusals cite "CROSSING BY WATER"
  std::optional<std::size_t> stopAt;  ///< a stream or gully: the pose where the move must end
  bool fording = false;  ///< some pose is in a river at a ford (crossers move normal distance)
};

/// Checks every pose: a pose meeting a river must lie within a crossing of that river (all its
/// corners within half the crossing's width of it, along the river); an off-road move that
/// enters a stream or gully from outside ends at the first pose whose rear-edge midpoint has
/// reached the stream's centre line ("half way across").
WaterResult checkWater(const std::vector<Footprint>& poses,
                       const std::vector<BattleTerrainFeature>& terrain,
                       const std::vector<BattleCrossing>& crossings, const BattleSettings& s = {});

/// B-46: how far the element must go straight ahead for its front edge to reach the near bank
/// of `river` (0 when it already touches); nothing if the bank is not ahead within `maxPaces`.
std::optional<double> distanceToBankPaces(const Footprint& fp, const BattleTerrainFeature& river,
                                          double maxPaces, const BattleSettings& s = {});

/// B-46: the die modifier: +1 for a BUA within 400 p on the near side, or within 400 p plus the
/// river's width on the far side; +4 for both.
int fordSearchModifier(const Footprint& searcherAtBank, const BattleTerrainFeature& river,
                       const std::vector<BattleTerrainFeature>& terrain,
                       const BattleSettings& s = {});

/// B-46: a search at `at` is futile when an earlier one on the river found nothing within
/// 1,200 p (measured along the table, which is the river's length for straight rivers).
inline constexpr double kBarrenFordStretchPaces = 1200;

/// B-46: a score of 5 or more finds a ford.
inline constexpr int kFordFoundScore = 5;

}  // namespace hfg::battle
