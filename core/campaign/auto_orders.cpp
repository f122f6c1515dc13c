// Default orders: each free force is given a C-8 goal toward its side's nearest open objective.
#include "core/campaign/auto_orders.h"

#include <limits>

#include "core/campaign/force_roster.h"
#include "core/campaign/map_rules.h"

namespace hfg {
namespace {

bool freeToMove(const Force& force) {
  return !force.inBattle && force.embarkedOn.empty() && force.transitTo.empty();
}

/// Where the force's march is measured from: its node, or the node it is heading to on a link
/// (C-16: a force part way along a link goes on from there; the engine plans it from the link).
const std::string& startNode(const Force& force) {
  return force.location.atNode() ? force.location.node : force.location.towards;
}

bool heldByOwnForce(const CampaignState& state, const std::string& side, const std::string& node,
                    const std::string& except) {
  for (const auto& force : state.forces)
    if (force.side == side && force.id != except && force.location.atNode() &&
        force.location.node == node)
      return true;
  return false;
}

}  // namespace

SideOrders autoOrders(const Scenario& scenario, const CampaignState& state,
                      const RoutePlanner& planner, const std::string& side) {
  SideOrders orders;
  orders.side = side;
  orders.day = state.day;
  const std::vector<char> roads = openLinks(scenario.map, state, Travel::Road);
  for (const auto& force : state.forces) {
    if (force.side != side || !freeToMove(force)) continue;
    ForceOrder order;
    order.force = force.id;
    // C-10: a force with a Supply Base or naval element cannot march; it holds.
    if (forceMarchRate(scenario, state, force).perPeriodStages == 0) {
      order.goal = Goal{GoalKind::Hold, "", false};
      orders.forces.push_back(order);
      continue;
    }
    std::string best;
    double bestStages = std::numeric_limits<double>::infinity();
    for (const auto& objective : scenario.objectives) {
      if (objective.side != side) continue;
      if (force.location.atNode() && objective.node == force.location.node) {  // hold it
        best.clear();
        bestStages = 0;
        break;
      }
      if (heldByOwnForce(state, side, objective.node, force.id)) continue;
      auto route = planner.shortest(startNode(force), objective.node, roads);
      if (route && route->stages < bestStages) {
        bestStages = route->stages;
        best = objective.node;
      }
    }
    order.goal = Goal{best.empty() ? GoalKind::Hold : GoalKind::MarchTo, best, false};
    orders.forces.push_back(order);
  }
  return orders;
}

}  // namespace hfg
