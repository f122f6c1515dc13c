// Fills the geometric facts of a target in distant combat (T-7) from the footprints and terrain: ranges, enfilade, target edge going, crests.
#pragma once

#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/combat/close_combat_geometry.h"
#include "core/battle/hfg/combat/combat_situation.h"

namespace hfg::battle {

/// One element shooting at the target, primary shooter first (B-27).
struct ShotAtTarget {
  std::size_t shooter = 0;  ///< index into the elements
  EdgeId shootingEdge = EdgeId::Front;
  double maxRangePaces = 0;    ///< its T-4 figure (TF-5)
  bool overOwnTroops = false;  ///< TF-6, decided with G-17
  bool supporting = false;     ///< TF-6, G-18
};

/// Sets on the target's facts: shotAt, shooters (G-9 ranges, TF-6 crest test), enfiladed (G-12
/// with its exclusions, TF-12 a), sailBowOrSternEdge (TF-12 b), targetEdgeAllDifficult (TF-4b),
/// going and slowGoingIsStreamOrGully (TF-4c). `targetEdge` is its B-28 target edge.
void fillDistantTargetGeometry(CombatSideFacts& target, std::size_t targetIndex, EdgeId targetEdge,
                               const std::vector<ShotAtTarget>& shots,
                               const std::vector<ElementOnTable>& elements,
                               const std::vector<BattleTerrainFeature>& terrain,
                               const BattleSettings& s = {});

}  // namespace hfg::battle
