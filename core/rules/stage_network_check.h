// Warnings about a stage network under construction: lone nodes, split networks, odd link lengths.
#pragma once

#include <string_view>
#include <vector>

#include "core/model/stage_map.h"
#include "core/rules/problem.h"

namespace hfg {

/// How far a link's drawn length may stray from its length in stages before it is reported:
/// C-1 makes a stage about 12 km of road, so a link drawn at under half or over one and a half
/// times its stated length is probably mis-measured or mis-drawn.
inline constexpr double kStageLengthTolerance = 0.5;

/// Warnings (not errors: the scenario still loads) for the map editor, citing C-1/C-2:
/// - a node with no link at all cannot be reached by marching (C-2);
/// - nodes outside the largest connected part of the network (when the network is split);
/// - a link whose route length (its path, else the straight line between its nodes) differs from
///   `stages` x 12 km by more than kStageLengthTolerance of that (C-1).
std::vector<Problem> stageNetworkWarnings(const StageMap& map,
                                          std::string_view mapFile = "map.json");

}  // namespace hfg
