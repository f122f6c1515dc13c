// Deriving the stage network (nodes and links, C-1..C-3) from imported roads, railways and rivers.
#pragma once

#include <vector>

#include "core/model/stage_map.h"
#include "maps/network/stage_network_settings.h"
#include "maps/progress.h"
#include "maps/vector/settlement.h"

namespace hfg::maps {

/// Nodes at settlements (named after them) and important good-road junctions, near-duplicates
/// merged; links follow the real roads between adjacent nodes (shortest routes), long stretches get
/// intermediate nodes; good/bad from the roads used; bridges where a road link crosses a River or
/// Waterway line (C-3); railway and water links where the terrain has them. The result's terrain is
/// `terrain`, its frame `frame`. Throws MapError when there are no roads or no nodes.
StageMap buildStageNetwork(const std::vector<TerrainFeature>& terrain,
                           const std::vector<Settlement>& settlements, const MapFrame& frame,
                           const StageNetworkSettings& settings = {},
                           const ProgressFn& progress = {});

/// C-1: a length in stages, rounded to settings.stageStep and at least one step.
double stagesFor(double lengthMetres, const StageNetworkSettings& settings);

}  // namespace hfg::maps
