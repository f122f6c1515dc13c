// Default orders for a side with no orders file: march on the nearest objective (C-8 goals).
#pragma once

#include <string>

#include "core/model/orders.h"
#include "core/campaign/route_planner.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// Orders for `side` on the state's day: each of its forces free to move (not in battle, not
/// on a railway or aboard; at a node or part way along a road) gets a C-8 goal to march to the
/// nearest objective node its side scores for holding (scenario.objectives) that no force of
/// its own already holds, nearest by road stages; a force with no such objective within reach, or that cannot march
/// (C-10), holds. A force over the C-13 stage limit that is at a node is first split at dawn into
/// parts within it (whole commands first, then the excess elements of a command too large alone
/// as a detachment), each part given the same goal: they queue on the road (C-13).
SideOrders autoOrders(const Scenario& scenario, const CampaignState& state,
                      const RoutePlanner& planner, const std::string& side);

}  // namespace hfg
