// C-6: the road links a side knows to be open, kept for as long as nothing they depend on changes.
#pragma once

#include <string>
#include <vector>

#include "core/campaign/route_planner.h"
#include "core/model/campaign_state.h"

namespace hfg {

/// roadLinksKnownTo(planner.map(), state, side, seenAt), kept per thread for the last (planner,
/// side, knowledge, bridges) it was made for: every force of a side plans its goal, and has its
/// orders checked at dawn, with the same links, and making them walks every link of the map.
/// The reference is good until the next call on this thread.
const std::vector<char>& knownRoads(const RoutePlanner& planner, const CampaignState& state,
                                    const std::string& side, int seenAt);

}  // namespace hfg
