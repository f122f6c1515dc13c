// Destroying a permanent bridge (CROSSING BY WATER, O-P4): an element declares it, stays in contact for 2 entire friendly bounds, and ignores outcomes meanwhile while no enemy defends the bridge.
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle {

/// CROSSING BY WATER "a permanent bridge can be destroyed by an element which declares that
/// intention and remains in contact with it for 2 entire friendly bounds even if in combat".
inline constexpr int kBridgeDemolitionBounds = 2;

/// The element's footprint touches the bridge (index into Battle::crossings()): it comes within
/// half the river's width (+ 25 p, as at a bank) of the bridge's point on the river's line, so
/// it stands on the bridge or at one of its ends.
bool touchesBridge(const Battle& battle, std::size_t element, std::size_t crossing);

/// MoveAction::DestroyBridge: a single ready element of the moving side touching a permanent
/// bridge of the set-up (not a Pontooneers' temporary one) declares it will destroy it. No PIPs
/// and no move: it only has to stay in contact. The refusal names the rule.
std::optional<MoveRefusal> declareBridgeDemolition(Battle& battle, const MoveOrder& order);

/// O-P4: the element is destroying a bridge that no enemy of it touches (undefended).
bool destroyingUndefendedBridge(const Battle& battle, std::size_t element);

/// End of the moving side's bound: each of its elements destroying a bridge that is still in
/// contact with it counts one entire bound (not the bound it declared in); the 2nd destroys the
/// bridge (its crossing is removed). Out of contact, routed or gone, the attempt lapses.
void advanceBridgeDemolition(Battle& battle);

}  // namespace hfg::battle
