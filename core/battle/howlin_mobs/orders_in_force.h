// MT-11 on the table: where a command's written order sends its units, whom they may attack,
// and when the order is fulfilled and becomes Hold (or a Support with nobody left, Reserve).
#pragma once

#include <optional>

#include "core/battle/howlin_mobs/battle_state.h"

namespace hfg::howlin_mobs {

/// Where a unit's ordinary move goes under the order (MT-11), and how far at most.
struct OrderGoal {
  Vec2 towards;           ///< paces
  double capIn = 0;       ///< inches: the move ends there (nearer, or some part within reach)
  bool keepAway = false;  ///< Withdraw: never end nearer an enemy it can see than it started
  /// Support: the move must keep some part within 12" of a unit of this command (or end nearer
  /// its nearest unit than it started); -1 for other orders.
  int stayNearCommand = -1;
};

/// MT-11 Support: some part of `u` within 12" of a unit of command `x`.
bool nearCommand(const BattleState& state, int x, const Unit& u);
/// The gap (inches) from `u` to the nearest unit of command `x`, a large number if none.
double gapToCommandIn(const BattleState& state, int x, const Unit& u);

/// MT-11 "on its moves a unit must": Attack and Advance close on P; Hold closes on P until
/// some part is within hold_radius_in; Support closes on X's nearest unit until within 12", then
/// goes at the nearest enemy within 12" of X staying within 12" of X;
/// Withdraw goes to P keeping away; Reserve only comes back into command. Empty: it stands.
std::optional<OrderGoal> orderGoal(const BattleState& state, const HmCommand& command,
                                   const Unit& u);

/// MT-11 "it may start fights with", for `enemy`; `bound` when the unit is bound to it (MB-24).
bool mayAttack(const BattleState& state, const HmCommand& command, const Unit& enemy, bool bound);

/// MT-11 "fulfilled when" for Attack, Advance and Withdraw (never for the others).
bool orderFulfilled(const BattleState& state, const HmCommand& command);

/// MT-11, at the end of a turn: a fulfilled order becomes Hold P; a Support whose command X has
/// no unit left becomes Reserve. Each change is logged.
void settleOrders(BattleState& state);

}  // namespace hfg::howlin_mobs
