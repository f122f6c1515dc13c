// Works and BUA garrisons in combat: which protection holds against this enemy (G-26) and what the outcome rows read.
#include "core/battle/hfg/combat/work_facts.h"

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/battle/hfg/geometry/works_geometry.h"

namespace hfg::battle {

void fillWorkFacts(CombatSideFacts& defender, CombatSideFacts& attackerFacts,
                   const Footprint& defenderFp, const Footprint& attackerFp,
                   const std::string& defenderSide, const BattleSetup& setup, CombatKind kind,
                   bool enemyEnfilades) {
  const bool onFlankOrRear =
      kind == CombatKind::Close &&
      (enemyFrontOnFlank(attackerFp, defenderFp) || enemyFrontOnRear(attackerFp, defenderFp));
  for (const auto& w : setup.works) {
    if (w.sideId != defenderSide) continue;
    if (w.kind == BattleWorkKind::Redoubt) {
      if (!inRedoubt(defenderFp, w.outline) || !redoubtProtectsAgainst(defenderFp, attackerFp))
        continue;
      defender.inRedoubtOrSiegeEntrenchment = true;                           // TF-2
      defender.defendingWork = true;                                          // O-A3
      defender.defendingRedoubt = true;                                       // O-D7
      if (kind == CombatKind::Close) attackerFacts.attackingWorkEdge = true;  // O-D10, O-D19
      continue;
    }
    const LinearWork lw{{w.a, w.b}, w.enemySide};
    if (!workProtectsAgainst(protectedByWork(defenderFp, lw), enemyEnfilades, onFlankOrRear))
      continue;
    defender.defendingWork = true;
    if (w.kind == BattleWorkKind::Obstacle) {
      defender.manningObstacle = true;                                            // TF-4d
      defender.protectedByObstacle = true;                                        // O-C9
      if (kind == CombatKind::Close) attackerFacts.attackingOverObstacle = true;  // O-D2
    } else {
      // B-13: a siege entrenchment gives TF-2, a field entrenchment or ELF TF-4a.
      if (w.kind == BattleWorkKind::Entrenchment && w.siege)
        defender.inRedoubtOrSiegeEntrenchment = true;
      else
        defender.inFieldEntrenchmentOrElf = true;
      if (w.kind == BattleWorkKind::Entrenchment) defender.inEntrenchment = true;  // O-C4, O-D8
      if (kind == CombatKind::Close) attackerFacts.attackingWorkEdge = true;
    }
  }
  for (const auto& t : setup.terrain) {
    // TF-3: Marksmen holding a wood (wholly in it, B-66) or a difficult hill (G-4 on it).
    if (t.outline.size() >= 3 &&
        ((t.terrain == TerrainClass::Woods && entirelyIn(defenderFp, t.outline)) ||
         (t.terrain == TerrainClass::HillDifficult && onHill(defenderFp, t.outline))))
      defender.holdingBuaWoodOrDifficultHill = true;
  }
  // B-11: a foot or dismounted element inside a BUA is its garrison and holds the edge it faces;
  // any other troops in it are merely in it.
  for (const auto& t : setup.terrain) {
    if (t.terrain != TerrainClass::BUA || t.outline.size() < 3) continue;
    if (!entirelyIn(defenderFp, t.outline)) continue;
    defender.inBua = true;
    if (!isFootOrDismounted(defender.who)) continue;
    defender.holdingBuaWoodOrDifficultHill = true;  // TF-3 (Marksmen)
    if (onFlankOrRear) continue;
    defender.garrisonHoldingEdge = true;  // TF-2
    defender.garrisonedWorkBurning = t.burning;
    defender.defendingWork = true;     // O-A3
    defender.defendingBuaOrSp = true;  // O-B4
    defender.defendingBuaEdge = true;  // O-D18
    if (kind == CombatKind::Close) attackerFacts.attackingWorkEdge = true;
  }
}

}  // namespace hfg::battle
