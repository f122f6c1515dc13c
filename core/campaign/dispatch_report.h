// The dawn dispatch: one side's markdown report of yesterday, made from its view and the log.
#pragma once

#include <string>

#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// A markdown report for `side` at the current dawn: weather, own forces and what they did the
/// day before, the enemy as last seen and when (C-6), works, and battles. Uses node names.
/// Built only from buildSideView(), so it can tell nothing the side could not know.
std::string dawnDispatch(const Scenario& scenario, const CampaignState& state,
                         const std::string& side);

}  // namespace hfg
