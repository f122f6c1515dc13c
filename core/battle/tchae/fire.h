// Fire: targets, arcs, sight, dice groups, hits and their spreading (E-63 ... E-74, EB-16 ... EB-26).
#pragma once

#include <string>
#include <vector>

#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// Hits for one target unit from one firer, kept apart so that Coffee! fire can be applied together.
struct FireHit {
  std::string targetId;
  int hits = 0;
  bool closeSmoothboreArtillery = false;
  double fallBackNeededIn = 0;  ///< EB-79
  Vec2 firerAt;
};

/// E-63/E-64/E-68: may `firer` fire at `target` now (arc, range, sight, friends in the way)?
bool canFireAt(RulesContext& ctx, const Unit& firer, const Unit& target,
               bool coffeeCloseOnly = false);
/// Targets in arc, range and sight, nearest first.
std::vector<Unit*> fireTargets(RulesContext& ctx, const Unit& firer, bool coffeeCloseOnly = false);

/// One unit's fire: picks the target (directed or nearest, E-65, E-66), builds the cover groups
/// (E-67, EB-20), throws and reads ET-13. Hits are returned, not applied.
std::vector<FireHit> computeFire(RulesContext& ctx, Unit& firer,
                                 const std::string& directedTargetId, bool coffeeCloseOnly = false);
/// E-74: remove the casualties and mark the units for their status tests.
void applyHits(RulesContext& ctx, const std::vector<FireHit>& hits);

}  // namespace hfg::tchae
