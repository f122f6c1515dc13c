// The stage network "build from roads" tool's inputs and its result as one undoable edit.
#pragma once

#include <string>
#include <vector>

#include "core/edit/operation.h"
#include "maps/network/stage_network_settings.h"
#include "maps/progress.h"
#include "maps/vector/settlement.h"

namespace hfg {

/// The named places the builder anchors nodes at: every named node already on the map (kept as
/// villages, so a hand-placed town survives a rebuild) and every named built-up area (a town, at
/// the mean of its outline's vertices). The editor keeps no settlement layer of its own.
std::vector<maps::Settlement> settlementsOnMap(const StageMap& map);

/// Runs maps::buildStageNetwork over the map's terrain (its roads, railways and rivers) and the
/// settlements above. Throws MapError when there are no roads or no nodes, Cancelled on cancel.
StageMap buildNetworkFromRoads(const StageMap& map, const maps::StageNetworkSettings& settings,
                               const maps::ProgressFn& progress = {});

/// Replaces the map's nodes and links by `built`'s as ONE undo step. Start positions,
/// reinforcements and objectives at a node that is gone move to the nearest new node (C-7 needs
/// every force at a node), so the scenario stays loadable; undo restores everything.
OperationPtr replaceNetworkOperation(const Scenario& scenario, const StageMap& built);

}  // namespace hfg
