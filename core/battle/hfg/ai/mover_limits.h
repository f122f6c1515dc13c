// What the generals know of a mover: its arm, whether it may move this bound, its T-1 move figures, and a plain advance order.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle::ai {

/// The arms the generals order differently.
enum class MoverArm { Staff, Mounted, Foot, Artillery, Other };
MoverArm armOf(TroopType t);

/// A present element of the moving side, ready, not repulsed last bound nor silenced, that has
/// neither moved nor marched this bound.
bool canMove(const Battle& battle, const ElementInPlay& e);

/// Its T-1 good-going tactical move (0 when T-1 has no figure for it).
double goodGoingPaces(const Battle& battle, const ElementInPlay& e);

/// The three T-1 figures a move might be held to, largest first (the engine picks the column
/// from the ground; the generals try each).
std::vector<double> limitsOf(const Battle& battle, const ElementInPlay& e, bool march = false);

/// The T-1 figures a group moving as one is held to: in each column, its slowest member's.
std::vector<double> groupLimitsOf(const Battle& battle, const std::vector<std::size_t>& movers,
                                  bool march);

/// An Advance of `ids` to `to`, ending facing `heading` when given.
MoveOrder advanceOrder(std::vector<std::string> ids, Vec2 to, MoveKind kind,
                       std::optional<double> heading = {});

}  // namespace hfg::battle::ai
