// Valid targets and the target edge: G-16 composed from G-8/G-10 arcs, G-9 range, G-15 facing edges and G-19 sight (B-28, B-65).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// What G-16 needs about one shooter and one candidate target.
struct ShotGeometry {
  Footprint shooter;
  EdgeId shootingEdge = EdgeId::Front;
  bool allRoundArc = false;  ///< G-10 shooters (naval broadside, Laager) else G-8
  Footprint target;
  double maxRangePaces = 0;  ///< T-4
  bool mist = false;         ///< G-9: ranges capped at 200 p
  std::optional<double> weatherLimitPaces;
  /// B-65: every element of either side except the shooter, the target and those G-17 lets
  /// this shooter shoot over.
  std::vector<Ring> blockers;
  /// G-16: in frontal contact with enemy other than routers (or in a work that is).
  bool targetInFrontalContact = false;
  /// G-19 shooting mode over-crest cases (B-15, B-16) for this shooter.
  std::function<bool(const BattleTerrainFeature&, Vec2)> overCrestAllowed;
};

/// G-16: the target edge if the target is valid: visible (G-19), in arc (G-8 or G-10), in range
/// (G-9), not in frontal contact, and some facing edge (G-15) passes the line-of-fire test. Of
/// several, B-28: the nearer to the shooting-edge midpoint, then front before flank before rear.
std::optional<EdgeId> validTargetEdge(const ShotGeometry& shot,
                                      const std::vector<BattleTerrainFeature>& terrain,
                                      const BattleSettings& s = {});

}  // namespace hfg::battle
