// Charge odds from the engine's combat evaluator: the combat the bound would fight, over every pair of dice.
#include "core/battle/hfg/ai/charge_odds.h"

#include <exception>

#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/combat/close_combat_geometry.h"
#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/work_facts.h"

namespace hfg::battle {
namespace {

Combatant combatantAfterMove(const ElementInPlay& e, double extraPaces) {
  MountFacts mf;
  mf.movedThisBoundPaces = e.movedPaces + extraPaces;
  mf.declaredMounted = e.mounted;
  const bool mounted = isDismountable(e.type()) ? fightsMounted(e.type(), mf) : true;
  return Combatant::element(e.type(), e.grade(), mounted);
}

/// The bound facts the bound loop gives a combatant (fillBoundFacts), and for the charging
/// element those of the move it is about to make.
void boundFacts(CombatSideFacts& f, const Battle& battle, const ElementInPlay& e, bool moving) {
  fillBoundFacts(f, battle, e);
  if (!moving) return;
  f.tacticalMovedThisBound = true;
  f.movedThisBound = true;
  f.movedIntoContactThisBound = true;
}

void appendFacts(std::string& key, const CombatSideFacts& f) {
  const auto who = f.who.describe();
  key += who;
  key += '|';
  const int flags[] = {f.ownBound,
                       f.marchMovedThisBound,
                       f.tacticalMovedThisBound,
                       f.movedThisBound,
                       f.repulsedThisOrLastBound,
                       f.repulsedThisBound,
                       f.repulsed,
                       f.routing,
                       f.silenced,
                       f.damaged,
                       f.movedIntoContactThisBound,
                       f.opponentCommandDefeated,
                       f.inRedoubtOrSiegeEntrenchment,
                       f.garrisonHoldingEdge,
                       f.holdingBuaWoodOrDifficultHill,
                       f.inFieldEntrenchmentOrElf,
                       f.targetEdgeAllDifficult,
                       static_cast<int>(f.going),
                       f.slowGoingIsStreamOrGully,
                       f.inBua,
                       f.inBuaInterior,
                       f.inWood,
                       f.manningObstacle,
                       f.flanksOverlapped,
                       f.startedUphillOfOpponent,
                       f.enemyFrontsOnFlankOrRear,
                       f.attackingFlankOrRear,
                       f.defendingWork,
                       f.defendingBuaOrSp,
                       f.defendingRedoubt,
                       f.inEntrenchment,
                       f.protectedByObstacle,
                       f.attackingOverObstacle,
                       f.enemyMountedFrontInContact,
                       f.attackingWorkEdge,
                       f.defendingBuaEdge,
                       f.enemyFrontOnFlank,
                       f.enemyFrontOnRear,
                       f.aidedBySupportingArtilleryInClose,
                       f.roomBeyondEnemy};
  for (int v : flags) key += static_cast<char>('0' + v);
  key += ';';
}

}  // namespace

double harmOf(ResultKind result) {
  switch (result) {
    case ResultKind::Destroyed:
    case ResultKind::BothDestroyed:
    case ResultKind::Overrun: return 1.0;
    case ResultKind::Routed: return 0.9;
    case ResultKind::Repulsed:
    case ResultKind::RepulsedWithSupported:
    case ResultKind::RecoilAndDisabled: return 0.5;
    case ResultKind::Spent: return 0.3;
    case ResultKind::Recoil: return 0.25;
    case ResultKind::Silenced:
    case ResultKind::Damaged: return 0.2;
    case ResultKind::Halt: return 0.05;
    default: return 0.0;
  }
}

ChargeOdds ChargeJudge::judge(const Battle& battle, std::size_t attacker, const Footprint& pose,
                              double movedPaces, std::size_t defender,
                              const std::vector<std::pair<std::size_t, Footprint>>& movingWith) {
  const ElementInPlay& a = battle.elements()[attacker];
  const ElementInPlay& d = battle.elements()[defender];
  CombatSituation sit;
  sit.kind = CombatKind::Close;
  sit.year = battle.setup().year;
  sit.a.who = combatantAfterMove(a, movedPaces);
  sit.b.who = combatantAfterMove(d, 0);
  boundFacts(sit.a, battle, a, true);
  boundFacts(sit.b, battle, d, false);
  // The two combatants and everything near them, as the bound's table view has them, so that
  // overlaps (TF-9, G-11) and other enemies on a flank (TF-16) count.
  std::vector<ElementOnTable> pair(2);
  pair[0].who = sit.a.who;
  pair[0].footprint = pose;
  pair[0].side = a.side;
  pair[1].who = sit.b.who;
  pair[1].footprint = d.footprint;
  pair[1].side = d.side;
  const auto movingIndex = [&](std::size_t k) {
    for (std::size_t m = 0; m < movingWith.size(); ++m)
      if (movingWith[m].first == k) return static_cast<long>(m);
    return -1L;
  };
  // The group's other movers where they will end, beside the attacker.
  for (const auto& [k, end] : movingWith) {
    if (k == attacker || k == defender ||
        distance(end.frontMid, pose.frontMid) > 450 + end.frontagePaces + pose.frontagePaces)
      continue;
    ElementOnTable t;
    t.who = combatantAfterMove(battle.elements()[k], movedPaces);
    t.footprint = end;
    t.side = battle.elements()[k].side;
    pair.push_back(t);
  }
  for (auto k : battle.near(pose, 450)) {
    if (k == attacker || k == defender || movingIndex(k) >= 0) continue;
    const ElementInPlay& o = battle.elements()[k];
    ElementOnTable t;
    t.who = combatantAfterMove(o, 0);
    t.footprint = o.footprint;
    t.side = o.side;
    pair.push_back(t);
  }
  const auto& terrain = battle.setup().terrain;
  fillCloseCombatGeometry(sit.a, 0, 1, pair, terrain, battle.settings());
  fillCloseCombatGeometry(sit.b, 1, 0, pair, terrain, battle.settings());
  fillWorkFacts(sit.a, sit.b, pose, d.footprint, a.placed.sideId, battle.setup(),
                CombatKind::Close);
  fillWorkFacts(sit.b, sit.a, d.footprint, pose, d.placed.sideId, battle.setup(),
                CombatKind::Close);
  // TF-8, B-43: the defender's supporting artillery aids it against the attacker at its contact
  // pose. The attacker's own supporting artillery stays behind where it started, so after the
  // move it supports nothing (G-18 asks for front-to-rear edge contact).
  sit.b.aidedBySupportingArtilleryInClose =
      supportingArtilleryOf(battle, defender, pose).has_value();
  sit.a.opponentCommandDefeated = battle.losses().defeated(d.placed.commandId);
  sit.b.opponentCommandDefeated = battle.losses().defeated(a.placed.commandId);

  std::string key =
      std::to_string(sit.year) + ':' + std::to_string(a.ee) + ':' + std::to_string(d.ee) + ':';
  appendFacts(key, sit.a);
  appendFacts(key, sit.b);
  if (auto it = m_cache.find(key); it != m_cache.end()) return it->second;

  ChargeOdds odds;
  try {
    for (int da = 1; da <= 6; ++da)
      for (int db = 1; db <= 6; ++db) {
        const CombatRecord r = evaluateCombat(sit, da, db);
        const double harmA = harmOf(r.sides[0].outcome.result);
        const double harmB = harmOf(r.sides[1].outcome.result);
        if (harmB >= 0.25 && harmA < 0.25) odds.attackerWins += 1.0 / 36;
        if (harmA >= 0.25 && harmB < 0.25) odds.attackerLoses += 1.0 / 36;
        odds.value += (harmB * d.ee - harmA * a.ee) / 36;
      }
  } catch (const std::exception&) {
    odds = ChargeOdds{};
    odds.possible = false;
  }
  m_cache.emplace(std::move(key), odds);
  return odds;
}

}  // namespace hfg::battle
