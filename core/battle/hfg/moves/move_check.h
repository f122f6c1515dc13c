// Checks a voluntary move against the book and plans it without changing the battle: legal with its PIP cost, or refused with the rule it breaks.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/pips.h"
#include "core/battle/hfg/moves/move_order.h"
#include "core/battle/hfg/moves/move_paths.h"

namespace hfg::battle {

/// Why a move may not be made: the rule id and a sentence for the player.
struct MoveRefusal {
  std::string rule;
  std::string message;
};

/// A legal move: where each mover ends and what it costs.
struct MovePlan {
  std::vector<std::size_t> movers;  ///< element indices, in the order's order
  std::vector<ElementPath> paths;   ///< sampled poses, ends after conforming
  std::string commandId;            ///< whose PIPs pay
  PipCost cost;
  bool byRoad = false;                 ///< T-6: the whole move by road
  std::vector<std::size_t> contacted;  ///< enemies its front edges touch at the end
  std::string note;                    ///< "ends half way across stream s1 (...)", conforming
  std::vector<std::string> obstaclesCrossed;  ///< T-14: undefended obstacles, removed once crossed
};

struct MoveCheck {
  std::optional<MovePlan> plan;
  std::optional<MoveRefusal> refusal;
  bool legal() const { return plan.has_value(); }
};

/// T-1: the most `e` may move in a bound in which it ends in contact with enemy (600 p mounted,
/// Spearmen and command parties; 200 p otherwise).
double contactLimitPaces(const ElementInPlay& e);

/// Checks `order` for the side whose bound it is. Nothing in `battle` changes. Ford searches are
/// planned by planFordSearch.
MoveCheck planMove(const Battle& battle, const MoveOrder& order);

/// B-46: the move of a ford search to the near bank and its cost (3, or 2 touching the bank).
struct FordSearchPlan {
  MovePlan move;
  std::size_t riverIndex = 0;  ///< into the set-up's terrain
};
std::optional<FordSearchPlan> planFordSearch(const Battle& battle, const MoveOrder& order,
                                             MoveRefusal& refusal);

/// T-6, T-10: rallying one routing element of the moving side: 3 PIPs, (a) beyond the general's
/// easy command distance, (e) no friendly staff in full front-edge contact (B-47).
std::optional<MovePlan> planRally(const Battle& battle, const MoveOrder& order,
                                  MoveRefusal& refusal);

/// T-6: handing an element or group of the army commander's own command to `order.toCommand`
/// (1 PIP from the army commander, B-47; once a bound; not into a defeated command nor leaving
/// the giver defeated; the receiver's general must reach it with his easy command distance).
std::optional<MovePlan> planTransfer(const Battle& battle, const MoveOrder& order,
                                     MoveRefusal& refusal);

}  // namespace hfg::battle
