// A bridge as a fixed combatant (1.6, CROSSING BY WATER, O-E14): shot at by artillery or naval, attacked in close combat by foot, dismounted or naval, destroyed when beaten badly.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// CROSSING BY WATER "A permanent or temporary bridge can be destroyed with difficulty by
/// artillery or naval shooting or in close combat by naval, foot or dismounted." The bridge fights
/// with its T-3 row and is destroyed by O-E14 (its total half its enemy's or less); it has no
/// other outcome. Only an element that declared the attempt (MoveAction::DestroyBridge) attacks
/// it, as B-28 lets artillery choose its target and nothing makes anyone attack a bridge.

/// One declared shooter's shot at its bridge.
struct BridgeShot {
  std::size_t shooter = 0;
  std::string bridgeId;
  double distancePaces = 0;  ///< from the shooting-edge midpoint (B-28)
  double rangePaces = 0;     ///< its T-4 figure
};

/// The shot of artillery or naval `shooter` with that range at the permanent bridge it declared,
/// when the bridge is a valid target (G-16: visible, in arc and range, line of fire clear).
std::optional<BridgeShot> bridgeShotFor(const Battle& battle, std::size_t shooter,
                                        double rangePaces);

/// Distant combat at each bridge shot at (B-27: primary shooter and aiders): the bridge is an
/// "Other" target (B-41) and does not shoot back, so the shooters take O-P2; O-E14 destroys it.
void fightBridgeShooting(Battle& battle, DieSource& dice, const std::vector<BridgeShot>& shots);

/// Close combat in the moving side's bound: each foot, dismounted or naval element of that side
/// that declared the attempt, touches the bridge and has not fought this bound attacks it. It
/// ignores outcomes while no enemy touches the bridge (O-P4); O-E14 destroys the bridge.
void fightBridgeAttacks(Battle& battle, DieSource& dice);

}  // namespace hfg::battle
