// Objective points from where the forces stand, and the winner by the scenario's victory rule.
#include "core/campaign/objective_points.h"

#include <algorithm>

namespace hfg {
namespace {

bool standsAt(const Force& force, const std::string& node) {
  return force.location.atNode() && force.location.node == node;
}

}  // namespace

std::vector<int> objectivePoints(const Scenario& scenario, const CampaignState& state) {
  std::vector<int> points(scenario.sides.size(), 0);
  for (const auto& objective : scenario.objectives) {
    bool own = false;
    bool enemy = false;
    for (const auto& force : state.forces) {
      if (!standsAt(force, objective.node)) continue;
      if (force.side != objective.side)
        enemy = true;
      else if (!force.inBattle)
        own = true;
    }
    if (!own || enemy) continue;
    for (std::size_t s = 0; s < scenario.sides.size(); ++s)
      if (scenario.sides[s].orbat.id == objective.side) points[s] += objective.points;
  }
  return points;
}

std::optional<int> leaderOnPoints(const std::vector<int>& points) {
  if (points.empty()) return std::nullopt;
  const auto top = std::max_element(points.begin(), points.end());
  if (std::count(points.begin(), points.end(), *top) > 1) return std::nullopt;
  return static_cast<int>(top - points.begin());
}

std::optional<int> victoryAtDawn(const Scenario& scenario, const std::vector<int>& points) {
  const int needed = scenario.victory.pointsToWin;
  if (needed <= 0) return std::nullopt;  // decided only at the end
  const auto leader = leaderOnPoints(points);
  if (!leader || points[static_cast<std::size_t>(*leader)] < needed) return std::nullopt;
  return leader;
}

}  // namespace hfg
