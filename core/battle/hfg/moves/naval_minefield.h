// Naval minefields (T-14): closed to their own side's naval elements, a die for each enemy naval element that enters.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_paths.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// The minefield's 400 p square, axis-aligned about its centre.
Ring minefieldRing(const BattleMinefield& field);

/// T-14 "friendly naval may not enter": the refusal sentence when a naval element of the
/// minefield's own side would come into it (some sampled pose overlaps a square its start pose
/// did not), or nothing.
std::optional<std::string> ownMinefieldForbidden(const Battle& battle, std::size_t element,
                                                 const ElementPath& path);

/// The enemy minefields (index into the set-up's `navalMinefields`) that a naval element enters
/// along the path: some sampled pose overlaps the square and the start pose does not.
std::vector<std::size_t> enemyMinefieldsEntered(const Battle& battle, std::size_t element,
                                                const ElementPath& path);

/// T-14 for outcome moves: the enemy minefields a naval element's straight move from `from` to
/// `to` enters (the swept area overlaps the square, `from` does not).
std::vector<std::size_t> enemyMinefieldsEnteredStraight(const Battle& battle, std::size_t element,
                                                        const Footprint& from, const Footprint& to);
/// T-14 for arrivals: the enemy minefields the naval element's pose overlaps.
std::vector<std::size_t> enemyMinefieldsAt(const Battle& battle, std::size_t element);
/// T-14: one die for each entry in `Battle::minefieldEntriesToThrow` (in order), 1 = destroyed;
/// the list is emptied.
void throwPendingMinefieldDice(Battle& battle, DieSource& dice);

/// T-14 "each enemy naval entering dices, 1 = destroyed": after the move, one die for each enemy
/// minefield each naval mover entered; on a 1 it is destroyed (a T-11 loss) and logged.
void throwForMinefields(Battle& battle, const std::vector<std::size_t>& movers,
                        const std::vector<ElementPath>& paths, DieSource& dice);

}  // namespace hfg::battle
