// The T-6 PIP cost of a voluntary move: its base and the lettered extras (a)-(d) (B-47).
#pragma once

#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/pips.h"
#include "core/battle/hfg/moves/move_paths.h"

namespace hfg::battle {

/// T-6 (a) with B-47: every mover beyond its general's easy command distance, or the general
/// hampered: lost, routing, disabled, in close combat, or off-road in difficult going.
bool beyondCommand(const Battle& battle, const std::string& commandId,
                   const std::vector<std::size_t>& movers);

/// T-6 (b): a mover that makes an off-road move slow to command: artillery not in support (G-18),
/// Stoic Foot, Army HQ, Laager, Aeronauts, or troops that begin the move in an entrenchment or
/// redoubt of their side.
bool slowToCommandOffRoad(const Battle& battle, std::size_t mover);

/// T-6: the facts of a move's cost: base (free first march all by road), (a), (b), (c) for a
/// group's later march moves, (d) retiring within 400 p of enemy (B-47).
PipCostFacts movePipFacts(const Battle& battle, const std::string& commandId,
                          const std::vector<std::size_t>& movers,
                          const std::vector<ElementPath>& paths, bool march, bool byRoad);

}  // namespace hfg::battle
