// Cheap reads of what an order would cost or gain before (and after) the engine's dear check: 2 PIPs, a G-1 overlap, a move for nothing.
#include "core/battle/hfg/ai/order_pricing.h"

#include <algorithm>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/bound/pips.h"
#include "core/battle/hfg/moves/move_paths.h"

namespace hfg::battle::ai {

bool costsTwoPips(const Battle& battle, const std::string& commandId,
                  const std::vector<MoveOrder>& orders) {
  if (orders.empty() || orders.front().action != MoveAction::Advance) return false;
  const BattleCommandSetup* cmd = battle.command(commandId);
  const auto g = cmd ? battle.find(cmd->generalElementId) : std::nullopt;
  if (!g || !battle.elements()[*g].present()) return true;
  const ElementInPlay& general = battle.elements()[*g];
  const Shape gs = shapeOf(general.footprint);
  const double easy = easyCommandDistancePaces(general.type());
  for (const auto& id : orders.front().elementIds) {
    const auto i = battle.find(id);
    // A margin of 5 p keeps the estimate on the safe side of the engine's exact distance.
    if (i && shapeDistancePaces(shapeOf(battle.elements()[*i].footprint), gs) <= easy + 5)
      return false;
  }
  return true;
}

bool endsOnSomething(const Battle& battle, const MoveOrder& order) {
  if (order.action != MoveAction::Advance && order.action != MoveAction::Turn) return false;
  if (order.elementIds.empty()) return false;
  const auto& els = battle.elements();
  std::vector<std::size_t> movers;
  for (const auto& id : order.elementIds)
    if (auto i = battle.find(id)) movers.push_back(*i);
  if (movers.size() != order.elementIds.size()) return false;
  const Footprint& lead = els[movers.front()].footprint;
  std::vector<Footprint> ends;
  if (order.action == MoveAction::Turn) {
    if (!order.finalHeadingDeg) return false;
    ends.push_back(turnedAboutCentre(lead, *order.finalHeadingDeg));
  } else if (movers.size() == 1) {
    if (order.path.empty()) return false;
    Footprint end = lead.moved(order.path.back() - lead.frontMid);
    if (order.finalHeadingDeg) end = turnedAboutCentre(end, *order.finalHeadingDeg);
    ends.push_back(end);
  } else {
    if (order.path.size() != 1) return false;
    const Vec2 shift = order.path.front() - lead.frontMid;
    for (auto i : movers) ends.push_back(els[i].footprint.moved(shift));
  }
  for (const auto& end : ends) {
    const Shape s = shapeOf(end);
    for (std::size_t j = 0; j < els.size(); ++j) {
      // Enemies are touched on purpose by charges: leave their contact to the engine.
      if (!els[j].present() || els[j].side != battle.movingSide()) continue;
      if (distance(els[j].footprint.frontMid, end.frontMid) > 1200) continue;
      if (std::find(movers.begin(), movers.end(), j) != movers.end()) continue;
      if (shapesOverlap(s, shapeOf(els[j].footprint))) return true;
    }
  }
  return false;
}

bool paysForNothing(const MoveOrder& order, const MovePlan& plan) {
  if (order.action != MoveAction::Advance && order.action != MoveAction::Wheel) return false;
  if (!plan.contacted.empty() || plan.cost.total <= 0) return false;
  for (const auto& p : plan.paths)
    if (!p.poses.empty() && distance(p.end().frontMid, p.start().frontMid) >= kWorthAPipPaces)
      return false;
  return true;
}

}  // namespace hfg::battle::ai
