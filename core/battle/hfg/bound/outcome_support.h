// Shared steps of the outcome moves (T-10, B-40): a straight outcome move through or up to friends, leaving the table, and recording a loss.
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/geometry/outcome_moves.h"

namespace hfg::battle {

/// T-11: records the element's loss for its command and logs it with `why`.
void recordLoss(Battle& battle, std::size_t element, const std::string& why);

/// Moves an element straight by an outcome move; it stops short of anything in the way (enemy,
/// marsh, enemy holding SPs). With `throughFriends` (T-10: repulsed and routed troops pass through
/// friends) only enemy and impassable ground stop it, and it ends in the first clear space beyond
/// friends, or beyond a friendly or empty BUA, SP or redoubt it would end in. `enemyMet` (when
/// given) is set to the enemy element that stopped it.
StraightMoveResult outcomeMove(Battle& battle, std::size_t element, Vec2 direction, double paces,
                               bool throughFriends = false,
                               std::optional<std::size_t>* enemyMet = nullptr);

/// B-40: the element leaves the table, counted lost unless it was already lost as a router.
void leaveTable(Battle& battle, std::size_t element);

}  // namespace hfg::battle
