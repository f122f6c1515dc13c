// The scenario's victory rule at dawn: objective points each side holds, and the winner they give.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// The points of scenario.objectives each side holds, in scenario.sides order. A side holds an
/// objective node that scores for it when one of its forces stands at the node out of battle and
/// no enemy force stands there.
std::vector<int> objectivePoints(const Scenario& scenario, const CampaignState& state);

/// The victory rule (scenario.victory): the index of the side that reaches points_to_win (when
/// set) with more points than every other; nullopt while no side has, or when two reach it level.
std::optional<int> victoryAtDawn(const Scenario& scenario, const std::vector<int>& points);

/// The side with the most points when the campaign ends undecided; nullopt when level at the top.
std::optional<int> leaderOnPoints(const std::vector<int>& points);

}  // namespace hfg
