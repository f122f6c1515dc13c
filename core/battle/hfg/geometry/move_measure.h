// Measuring a move (B-6) and choosing its T-1 column from the ground it crosses (B-7).
#pragma once

#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/common/footprint.h"

namespace hfg::battle {

/// B-6: the length of a straight move is the distance moved by the front corner that moves
/// furthest.
double straightMoveLengthPaces(const Footprint& start, const Footprint& end);
/// B-6: a wheel is measured along the arc of the front corner furthest from the pivot.
double wheelLengthPaces(const Footprint& start, Vec2 pivot, double turnDeg);

/// The footprint at every `stepPaces` along a path of the front-edge midpoint (heading kept),
/// both ends included (B-7 samples every 50 p).
std::vector<Footprint> samplePath(const Footprint& start, const Polyline& path,
                                  double stepPaces = 50);

/// T-1 columns: road or good going, slow, difficult; or a move that cannot be made.
enum class MoveColumn { RoadOrGood, Slow, Difficult, Impassable };
/// B-7: by road if the element is on a road (G-21) at every sample; otherwise the worst going
/// (G-4) that the footprint is partly in at any sample that is not on a road.
MoveColumn moveColumn(const std::vector<Footprint>& samples,
                      const std::vector<BattleTerrainFeature>& terrain,
                      const BattleSettings& s = {});

}  // namespace hfg::battle
