// Default orders: each free force is given a C-8 goal toward its side's nearest open objective.
#include "core/campaign/auto_orders.h"

#include <algorithm>
#include <limits>

#include "core/campaign/interpretations.h"

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

using campaign_rules::kStageCapacityCommands;  // C-13
using campaign_rules::kStageCapacityElements;

/// A new force id "<force>-part-N" free in the state and among `taken`.
std::string freeId(const CampaignState& state, const std::string& base,
                   std::vector<std::string>& taken) {
  for (int n = 2;; ++n) {
    std::string id = base + "-part-" + std::to_string(n);
    if (!state.findForce(id) && std::find(taken.begin(), taken.end(), id) == taken.end()) {
      taken.push_back(id);
      return id;
    }
  }
}

/// C-13: splits that leave `force` and each new part within 2 commands and 15 elements.
std::vector<SplitOrder> splitsToFit(const Scenario& scenario, const CampaignState& state,
                                    const Force& force, std::vector<std::string>& taken) {
  std::vector<SplitOrder> out;
  const auto roster = forceRoster(scenario, state, force, RosterFilter::Marching);
  auto elementsOf = [&](const std::string& command) {
    std::vector<RosterElement> v;
    for (const auto& e : roster)
      if (e.command == command &&
          std::find(force.detached.begin(), force.detached.end(), e.id) == force.detached.end())
        v.push_back(e);
    return v;
  };
  // The parent keeps whole commands while they fit; a first command too large alone keeps its
  // first 15 elements and sheds the rest.
  int keptCommands = 0;
  int keptElements = 0;
  std::vector<std::string> movedCommands;
  std::vector<std::string> shed;  // elements to detachments
  for (const auto& c : force.commands) {
    const auto elements = elementsOf(c);
    const int n = static_cast<int>(elements.size());
    if (keptCommands == 0 && n > kStageCapacityElements) {
      for (int i = kStageCapacityElements; i < n; ++i)
        if (!elements[static_cast<std::size_t>(i)].general)
          shed.push_back(elements[static_cast<std::size_t>(i)].id);
      keptCommands = 1;
      keptElements = kStageCapacityElements;
    } else if (keptCommands + 1 <= kStageCapacityCommands &&
               keptElements + n <= kStageCapacityElements) {
      ++keptCommands;
      keptElements += n;
    } else {
      movedCommands.push_back(c);
    }
  }
  // Its own detachment goes too when the parent is full.
  const bool detachedStay =
      force.detached.empty() ||
      (keptCommands + 1 <= kStageCapacityCommands &&
       keptElements + static_cast<int>(force.detached.size()) <= kStageCapacityElements);
  if (force.commands.empty() && !detachedStay)  // a detachment alone keeps its first 15
    shed.assign(force.detached.begin() + kStageCapacityElements, force.detached.end());
  else if (!detachedStay)
    shed.insert(shed.end(), force.detached.begin(), force.detached.end());
  // Moved commands in parts of up to 2 commands and 15 elements; a command over 15 goes alone
  // and sheds its excess elements into a detachment split from that part.
  SplitOrder part;
  int partElements = 0;
  auto flush = [&](SplitOrder& s, const std::string& from) {
    if (s.commands.empty() && s.elements.empty()) return std::string();
    s.force = from;
    s.newForce = freeId(state, force.id, taken);
    s.newName = force.name + " (" + s.newForce.substr(force.id.size() + 1) + ")";
    out.push_back(s);
    s = SplitOrder{};
    return out.back().newForce;
  };
  for (const auto& c : movedCommands) {
    const auto elements = elementsOf(c);
    const int n = static_cast<int>(elements.size());
    if (!part.commands.empty() && (part.commands.size() + 1 > kStageCapacityCommands ||
                                   partElements + n > kStageCapacityElements)) {
      flush(part, force.id);
      partElements = 0;
    }
    part.commands.push_back(c);
    partElements += n;
    if (n > kStageCapacityElements) {
      const std::string alone = flush(part, force.id);
      partElements = 0;
      SplitOrder excess;
      for (int i = kStageCapacityElements; i < n; ++i)
        if (!elements[static_cast<std::size_t>(i)].general)
          excess.elements.push_back(elements[static_cast<std::size_t>(i)].id);
      flush(excess, alone);
    }
  }
  flush(part, force.id);
  for (std::size_t i = 0; i < shed.size(); i += kStageCapacityElements) {
    SplitOrder d;
    d.elements.assign(shed.begin() + static_cast<std::ptrdiff_t>(i),
                      shed.begin() + static_cast<std::ptrdiff_t>(
                                         std::min(shed.size(), i + kStageCapacityElements)));
    flush(d, force.id);
  }
  return out;
}

}  // namespace

SideOrders autoOrders(const Scenario& scenario, const CampaignState& state,
                      const RoutePlanner& planner, const std::string& side) {
  SideOrders orders;
  orders.side = side;
  orders.day = state.day;
  const std::vector<char> roads = openLinks(scenario.map, state, Travel::Road);
  std::vector<std::string> taken;
  for (const auto& force : state.forces) {
    if (force.side != side || !freeToMove(force)) continue;
    std::vector<SplitOrder> parts;
    if (force.location.atNode() && overStageCapacity(scenario, state, force))
      parts = splitsToFit(scenario, state, force, taken);
    orders.splits.insert(orders.splits.end(), parts.begin(), parts.end());
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
    for (const auto& part : parts) {  // each part follows, queueing on the road (C-13)
      order.force = part.newForce;
      orders.forces.push_back(order);
    }
  }
  return orders;
}

}  // namespace hfg
