// Pre-checks an order with the same planner executeOrder uses, so the engine never refuses the generals.
#include "core/battle/hfg/ai/order_check.h"

namespace hfg::battle {

std::optional<MovePlan> legalPlan(const Battle& battle, const MoveOrder& order) {
  MoveRefusal why;
  switch (order.action) {
    case MoveAction::Transfer: return planTransfer(battle, order, why);
    case MoveAction::Rally: return planRally(battle, order, why);
    case MoveAction::FordSearch: {
      auto search = planFordSearch(battle, order, why);
      if (!search) return std::nullopt;
      return search->move;
    }
    default: {
      MoveCheck check = planMove(battle, order);
      return std::move(check.plan);
    }
  }
}

}  // namespace hfg::battle
