// What the stage map allows now: bridges as changed by works (C-3, C-22), links open to a way
// of travel (C-2), and friendly ports (C-24).
#pragma once

#include <string_view>
#include <vector>

#include "core/model/campaign_state.h"
#include "core/model/stage_map.h"

namespace hfg {

enum class Travel { Road, Rail, Water };

/// C-22: the bridge of a link now (the campaign's change, else the map's).
BridgeState bridgeNow(const CampaignState& state, const StageLink& link);

/// C-3: a road link over a major river needs a bridge that is standing.
bool roadLinkOpen(const CampaignState& state, const StageLink& link);

/// One flag per map link: may `travel` use it now.
std::vector<char> openLinks(const StageMap& map, const CampaignState& state, Travel travel);

/// C-6: does `side` know of a change made by `doer` in (day, period), when it knows the map as
/// it stood at the start of period `seenAt`? Its own at once; the enemy's from the start of the
/// period after. Changes with no day (older saves) are known.
bool knownTo(std::string_view doer, std::string_view side, int day, Period period, int seenAt);

/// C-6: the period whose start a side's knowledge of the enemy reaches now (`intelLagPeriods`
/// back; with no lag, the period after this one, so that everything done is known).
int intelSeenAt(int lagPeriods, const CampaignState& state);

/// C-3, C-6: road links open as far as `side` knows: bridge changes it does not know yet are
/// not taken into account (it plans and writes orders with what it knows).
std::vector<char> roadLinksKnownTo(const StageMap& map, const CampaignState& state,
                                   std::string_view side, int seenAt);

/// C-24 Interpretation: a port is friendly to a side while no enemy force stands at it.
bool isFriendlyPort(const StageMap& map, const CampaignState& state, std::string_view nodeId,
                    std::string_view side);

/// A node that touches a water link (where a force may embark or land, C-24).
bool touchesWater(const StageMap& map, std::string_view nodeId);

/// C-22: works at a node for a side: the map's and those built in the campaign.
std::vector<Work> worksAt(const StageMap& map, const CampaignState& state, std::string_view nodeId,
                          std::string_view side);

}  // namespace hfg
