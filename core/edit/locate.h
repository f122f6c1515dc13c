// Finds the mutable parts of a scenario by id, for operations that resolve targets when applied.
#pragma once

#include <string>
#include <string_view>

#include "core/model/scenario.h"

namespace hfg {

Side* findSideIn(Scenario& scenario, std::string_view sideId);
Army* findArmyIn(Scenario& scenario, std::string_view sideId, std::string_view armyId);
/// Command ids are unique across sides (scenario validation), so a command id is enough.
Command* findCommandIn(Scenario& scenario, std::string_view commandId);
Element* findElementIn(Scenario& scenario, std::string_view commandId, std::string_view elementId);
TerrainFeature* findFeatureIn(StageMap& map, std::string_view featureId);
ForcePlacement* findPlacementIn(Scenario& scenario, std::string_view placementId);

/// `prefix` followed by the first number that makes an id not taken: "node-7".
template <typename Taken>
std::string freshId(std::string_view prefix, Taken&& isTaken) {
  for (int n = 1;; ++n) {
    std::string id = std::string(prefix) + "-" + std::to_string(n);
    if (!isTaken(id)) return id;
  }
}

/// Ids for new things, not used anywhere in the scenario (elements: not in that side).
std::string freshNodeId(const StageMap& map);
std::string freshLinkId(const StageMap& map);
std::string freshFeatureId(const StageMap& map);
std::string freshCommandId(const Scenario& scenario);
std::string freshElementId(const Side& side);
std::string freshPlacementId(const Scenario& scenario);

}  // namespace hfg
