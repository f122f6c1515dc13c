// Artillery overrun by mounted that passed through it (O-B1, O-B6): who is overrun, the pass-through move, and the foot that finish it off.
#pragma once

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/geometry/outcome_moves.h"

namespace hfg::battle {

/// O-B6: the artillery element is overrun now: the mounted that passed through it (O-B1) is
/// present and still behind it (G-7 to its rear). While it is, the artillery cannot move, shoot,
/// be shot at or fight.
bool isOverrun(const Battle& battle, std::size_t artillery);

/// O-B1 "room beyond them": the mover's base placed just clear beyond `enemy`, straight ahead,
/// is on the table, off impassable terrain and overlaps no other element (G-1).
bool roomBeyond(const Battle& battle, std::size_t mover, std::size_t enemy);

/// O-B1: the mover passes through `through` (its frontal opponent) and pursues `pursuitPaces`
/// beyond it, straight ahead, stopping short of anything else. When it cannot get clear of
/// `through` it does not move (completed false).
StraightMoveResult passThrough(const Battle& battle, std::size_t mover, std::size_t through,
                               double pursuitPaces);

/// O-B6: every overrun artillery element that enemy foot or dismounted touch (G-2) is destroyed.
void destroyOverrunArtilleryTouchedByFoot(Battle& battle);

}  // namespace hfg::battle
