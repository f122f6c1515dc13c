// T-4 read by the generals: which shooters have a target where they stand, and orders that would throw a gun's shot away.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/common/footprint.h"
#include "core/battle/hfg/ai/enemy_proximity.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle::ai {

/// T-4's longest range of element `e` this battle (the year's figure), nothing when it does not shoot.
std::optional<double> rangeOf(const Battle& battle, const ElementInPlay& e);

/// G-8, G-9: some enemy of `targets` lies in the ordinary arc of the front edge of `pose` and
/// within `maxRangePaces` of it.
bool targetInArc(const Battle& battle, const Footprint& pose, double maxRangePaces,
                 const std::vector<Shape>& targets);

/// Artillery element `i` could shoot this bound where it stands now: ready, not silenced, no T-4
/// bar (it has not marched, Heavy has not moved, its ground lets it) and a seen enemy in its arc
/// and range.
bool gunHasShot(const Battle& battle, std::size_t i, const std::vector<Shape>& seen);

/// Issue #18 (T-4): the order would leave a gun unable to shoot where it stands at the end of
/// the bound although it could have: a gun that has a shot now marches, moves at all when Heavy,
/// or ends in ground that bars it (T-4) or with no target in its arc and range; or a gun moves
/// into barring ground within range of a known enemy, standing there unable to shoot. (A gun
/// out of range may march into range: it shoots from the enemy's bound on.) Orders of 3 or more
/// movers (a command advance, a column) are never refused so: the gun goes with its command.
/// `plan` is the engine's plan of the order.
bool throwsAwayShot(const Battle& battle, const MoveOrder& order, const MovePlan& plan,
                    const std::vector<Shape>& seen, const std::vector<Shape>& known);

}  // namespace hfg::battle::ai
