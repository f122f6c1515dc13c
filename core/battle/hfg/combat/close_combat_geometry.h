// Fills the geometric facts of a close combat (T-7, T-9) from the footprints on the table: overlaps, flank contacts, going.
#pragma once

#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/combat/combat_situation.h"
#include "core/battle/common/footprint.h"

namespace hfg::battle {

/// An element as the combat geometry sees it.
struct ElementOnTable {
  Combatant who;
  Footprint footprint;
  int side = 0;
  bool staffFightingAsStaff = false;  ///< G-11, TF-16: such staff neither overlap nor count
  bool redoubtOccupant = false;       ///< G-11: cannot be overlapped
};

/// Sets, for element `self` fighting `opponent` in close combat, the facts that follow from the
/// footprints and terrain; the rest of `facts` is left as it was:
/// - flanksOverlapped (TF-9, G-11 with its filters; `facts.ownBound` decides whose bound it is),
/// - enemyFrontsOnFlankOrRear (TF-16, G-5), enemyFrontOnFlank (O-D14), enemyFrontOnRear (O-D15),
/// - enemyMountedFrontInContact (O-D6, O-D16, B-57),
/// - attackingFlankOrRear (O-P3, G-6),
/// - going, slowGoingIsStreamOrGully, inWood (T-13, G-4).
void fillCloseCombatGeometry(CombatSideFacts& facts, std::size_t self, std::size_t opponent,
                             const std::vector<ElementOnTable>& elements,
                             const std::vector<BattleTerrainFeature>& terrain,
                             const BattleSettings& s = {});

}  // namespace hfg::battle
