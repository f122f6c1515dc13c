// Cheap reads of what an order would cost or gain before (and after) the engine's dear check: 2 PIPs, a G-1 overlap, a move for nothing.
#pragma once

#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle::ai {

/// T-6 (a) read cheaply: a move whose every mover is beyond its general's easy command distance
/// (or whose general is gone) costs at least 2 PIPs, so with 1 PIP left it need not be checked.
/// Only a task whose first order is an Advance is read so; `orders` are the task's orders.
bool costsTwoPips(const Battle& battle, const std::string& commandId,
                  const std::vector<MoveOrder>& orders);

/// G-1 read quickly before the engine's check: would a mover of this order end on top of an
/// element that is not moving with it? (Advances and turns; the engine still decides.)
bool endsOnSomething(const Battle& battle, const MoveOrder& order);

/// Issue #18: a move that shifts no mover's front edge 100 p or more is not worth a PIP unless
/// it touches an enemy (issue #5 had 20 p; 50 p shuffles still cost PIPs a bound).
inline constexpr double kWorthAPipPaces = 100;

/// An advance or wheel that pays PIPs while every mover's front-edge midpoint ends under
/// kWorthAPipPaces from where it stood and no enemy is touched pays PIPs for nothing (the
/// engine allows it: a move cut short by the ground, B-21, or a friend). Free moves (a road
/// march, T-6) are never refused so.
bool paysForNothing(const MoveOrder& order, const MovePlan& plan);

}  // namespace hfg::battle::ai
