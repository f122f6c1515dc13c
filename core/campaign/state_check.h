// Checks that a campaign state fits its scenario before the engine runs it (bad saves, C-1, C-7).
#pragma once

#include <string>
#include <vector>

#include "core/model/campaign_state.h"
#include "core/model/scenario.h"
#include "core/model/stage_map_index.h"

namespace hfg {

/// Every way `state` does not fit `scenario`, one plain sentence each naming the field and what
/// was expected ("forces[2] 'f3' location.node 'x': not a node of the map"). Empty when fine.
std::vector<std::string> checkCampaignState(const Scenario& scenario, const CampaignState& state);

/// The same with an index of scenario.map already built (the engine checks before every
/// period: with the index the check costs nodes + links, not links × nodes).
std::vector<std::string> checkCampaignState(const Scenario& scenario, const CampaignState& state,
                                            const StageMapIndex& mapIndex);

}  // namespace hfg
