// Destroying a permanent bridge (CROSSING BY WATER, O-P4): an element declares it, stays in contact for 2 entire friendly bounds, and ignores outcomes meanwhile while no enemy defends the bridge; the bridge itself as it stands or goes.
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

/// The crossing of that id (index into Battle::crossings()), if it still stands.
std::optional<std::size_t> crossingIndex(const Battle& battle, const std::string& id);

/// A permanent bridge of the set-up (not a Pontooneers' temporary one, T-13) that still stands.
bool permanentBridgeOfSetup(const Battle& battle, const BattleCrossing& c);

/// The bridge as a fixed combatant on the table (1.6): a square as wide as the water it spans,
/// centred on its point on the river's line.
Footprint bridgeFootprint(const Battle& battle, const BattleCrossing& c);

/// The bridge is gone: its crossing is removed and every attempt on it ends. `how` ends the log
/// line ("by f-1 after 2 entire bounds in contact (CROSSING BY WATER)").
void destroyBridge(Battle& battle, std::size_t crossing, const std::string& how);

/// The element's footprint touches the bridge (index into Battle::crossings()): it comes within
/// half the river's width (+ 25 p, as at a bank) of the bridge's point on the river's line, so
/// it stands on the bridge or at one of its ends.
bool touchesBridge(const Battle& battle, std::size_t element, std::size_t crossing);

/// MoveAction::DestroyBridge: a single ready element of the moving side touching a permanent
/// bridge of the set-up (not a Pontooneers' temporary one) declares it will destroy it. No PIPs
/// and no move: it only has to stay in contact. Artillery and naval may declare it from anywhere:
/// they then shoot at the bridge whenever B-28 leaves them a free choice (bound/bridge_combat.h).
/// The refusal names the rule.
std::optional<MoveRefusal> declareBridgeDemolition(Battle& battle, const MoveOrder& order);

/// O-P4: the element is destroying a bridge that no enemy of it touches (undefended).
bool destroyingUndefendedBridge(const Battle& battle, std::size_t element);

/// End of the moving side's bound: each of its elements destroying a bridge that is still in
/// contact with it counts one entire bound (not the bound it declared in); the 2nd destroys the
/// bridge (its crossing is removed). Out of contact, routed or gone, the attempt lapses, except
/// for artillery or naval out of contact, who go on shooting at it.
void advanceBridgeDemolition(Battle& battle);

}  // namespace hfg::battle
