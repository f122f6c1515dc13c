// Combat facts of elements in play shared by the distant, close and fixed-combatant phases of the bound.
#include "core/battle/hfg/bound/combat_facts.h"

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/bridge_demolition.h"
#include "core/battle/hfg/combat/outcome_table.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/battle/hfg/geometry/works_geometry.h"
#include "core/rules/shooting_range.h"

namespace hfg::battle {

Combatant combatantOf(const ElementInPlay& e, bool shooting) {
  if (e.mountedThisBound)
    return Combatant::element(e.type(), e.grade(), *e.mountedThisBound);  // B-54
  MountFacts mf;
  mf.movedThisBoundPaces = e.movedPaces;
  mf.shooting = shooting;
  mf.declaredMounted = e.mounted;
  const bool mounted = isDismountable(e.type()) ? fightsMounted(e.type(), mf) : true;
  return Combatant::element(e.type(), e.grade(), mounted);
}

MountFacts mountFactsOf(const Battle& battle, std::size_t element, bool shooting) {
  const ElementInPlay& e = battle.elements()[element];
  MountFacts mf;
  mf.movedThisBoundPaces = e.movedPaces;
  mf.shooting = shooting;
  mf.declaredMounted = e.mounted;
  for (const auto& w : battle.setup().works) {
    if (w.sideId != e.placed.sideId) continue;
    if (w.kind == BattleWorkKind::Redoubt) {
      mf.entrenched = mf.entrenched || inRedoubt(e.footprint, w.outline, battle.settings());
      continue;
    }
    if (!protectedByWork(e.footprint, LinearWork{{w.a, w.b}, w.enemySide}, battle.settings()))
      continue;
    if (w.kind == BattleWorkKind::Obstacle)
      mf.manningObstacle = true;
    else
      mf.entrenched = true;
  }
  mf.inDifficultGoing =
      goingOf(e.footprint, battle.setup().terrain, battle.settings()) >= TerrainGoing::Difficult;
  return mf;
}

void fixMountState(Battle& battle, std::size_t element, bool shooting) {
  ElementInPlay& e = battle.elements()[element];
  if (e.mountedThisBound || !isDismountable(e.type())) return;
  e.mountedThisBound = fightsMounted(e.type(), mountFactsOf(battle, element, shooting));
  battle.reach("B-54");
}

bool shootsAllRound(TroopType type) {
  return type == TroopType::Laager || (categoryOf(type) == TroopCategory::Naval &&
                                       type != TroopType::Flotilla && type != TroopType::Submarine);
}

TableView viewOf(const Battle& battle) {
  TableView v;
  for (std::size_t i = 0; i < battle.elements().size(); ++i) {
    const ElementInPlay& e = battle.elements()[i];
    if (!e.present()) continue;
    v.viewIndex[i] = v.elements.size();
    v.battleIndex.push_back(i);
    ElementOnTable t;
    t.who = combatantOf(e, false);
    t.footprint = e.footprint;
    t.side = e.side;
    v.elements.push_back(t);
  }
  return v;
}

void fillBoundFacts(CombatSideFacts& f, const Battle& battle, const ElementInPlay& e) {
  f.ownBound = e.side == battle.movingSide();
  f.marchMovedThisBound = e.marchMoves > 0;
  f.tacticalMovedThisBound = e.tacticalMoved;
  f.movedThisBound = e.movedPaces > 0;
  f.repulsedThisOrLastBound =
      e.repulsedInBound >= battle.boundNumber() - 1 && e.repulsedInBound >= 0;
  f.repulsedThisBound = e.repulsedInBound == battle.boundNumber();
  f.repulsed = e.condition == ElementCondition::Repulsed;
  f.routing = e.condition == ElementCondition::Routing;
  f.silenced = e.silencedUntilBound >= battle.boundNumber();
  f.damaged = e.damaged;
  f.movedIntoContactThisBound = e.movedIntoContact;
  if (!e.demolishingBridge.empty())
    if (const auto i = battle.find(e.id()))
      f.destroyingUndefendedBridge = destroyingUndefendedBridge(battle, *i);  // O-P4
}

CombatSituation closeCombatOf(const Battle& battle, std::size_t i, std::size_t j) {
  const auto& els = battle.elements();
  const TableView view = viewOf(battle);
  CombatSituation sit;
  sit.kind = CombatKind::Close;
  sit.year = battle.setup().year;
  sit.a.who = combatantOf(els[i], false);
  sit.b.who = combatantOf(els[j], false);
  fillBoundFacts(sit.a, battle, els[i]);
  fillBoundFacts(sit.b, battle, els[j]);
  fillCloseCombatGeometry(sit.a, view.viewIndex.at(i), view.viewIndex.at(j), view.elements,
                          battle.setup().terrain, battle.settings());
  fillCloseCombatGeometry(sit.b, view.viewIndex.at(j), view.viewIndex.at(i), view.elements,
                          battle.setup().terrain, battle.settings());
  return sit;
}

/// B-43, G-18: a friendly artillery element whose front edge touches e's rear edge aids e in close
/// combat against an enemy in its arc and range measured from e's front edge (TF-8 for the enemy).
std::optional<std::size_t> supportingArtilleryOf(const Battle& battle, std::size_t e,
                                                 std::size_t enemy) {
  return supportingArtilleryOf(battle, e, battle.elements()[enemy].footprint);
}

std::optional<std::size_t> supportingArtilleryOf(const Battle& battle, std::size_t e,
                                                 const Footprint& enemyPose) {
  const auto& els = battle.elements();
  const bool mist = battle.weather() && battle.weather()->current() == TableWeather::Mist;
  for (auto p : battle.near(els[e].footprint, battle.settings().contactEpsPaces)) {
    const ElementInPlay& a = els[p];
    if (p == e || a.side != els[e].side || categoryOf(a.type()) != TroopCategory::Artillery)
      continue;
    if (a.condition != ElementCondition::Ready || a.silencedUntilBound >= battle.boundNumber())
      continue;
    if (!supports(a.footprint, els[e].footprint, battle.settings())) continue;
    ShootingSituation sit;
    sit.mist = mist;
    const auto range = shootingRangePaces(a.type(), a.grade(), battle.setup().year, sit);
    if (range && aidsAgainst(els[e].footprint, ringOf(enemyPose), *range, mist, battle.settings()))
      return p;
  }
  return std::nullopt;
}

bool aidedBySupportingArtillery(const Battle& battle, std::size_t e, std::size_t enemy) {
  return supportingArtilleryOf(battle, e, enemy).has_value();
}

void applySupportingArtilleryOutcome(Battle& battle, std::size_t artillery,
                                     const CombatSideFacts& enemy, std::size_t opponent,
                                     CombatKind kind, int supportedTotal, int enemyTotal,
                                     const OutcomeRecord& supportedOutcome) {
  const ElementInPlay& a = battle.elements()[artillery];
  if (!a.present()) return;
  CombatSideFacts self;
  self.who = combatantOf(a, false);
  fillBoundFacts(self, battle, a);
  self.supportingArtillery = true;
  self.supportedLowestTotal = supportedTotal;
  self.supportedMountedRepulsedByB2 = supportedOutcome.rowId == "O-B2";  // O-B2x
  const OutcomeRecord o =
      combatOutcome(self, enemy, kind, battle.setup().year, supportedTotal, enemyTotal);
  battle.reach("O-P1");  // it takes the supported total as its own
  if (!o.rowId.empty()) battle.reach(o.rowId);
  for (const auto& also : o.alsoRows) battle.reach(also);
  battle.log(LogKind::Outcome,
             a.id() + " (supporting artillery, O-P1, B-43): " +
                 (o.rowId.empty() ? "no outcome" : o.rowId + " " + std::string(keyOf(o.result))) +
                 " on the supported total " + std::to_string(supportedTotal) + " against " +
                 std::to_string(enemyTotal));
  applyOutcome(battle, artillery, o, opponent, kind);
}

bool advancing(ResultKind r) {
  return r == ResultKind::Pursue || r == ResultKind::PressForward || r == ResultKind::Charge ||
         r == ResultKind::MoveIntoCloseCombat || r == ResultKind::PassThroughAndPursue;
}

/// B-32: the side that gives ground moves first, so the winner's pursuit or press forward
/// follows into the space it left.
void applyBoth(Battle& battle, std::size_t a, std::size_t b, const CombatRecord& record,
               CombatKind kind) {
  const OutcomeRecord& oa = record.sides[0].outcome;
  const OutcomeRecord& ob = record.sides[1].outcome;
  if (advancing(oa.result)) {
    applyOutcome(battle, b, ob, a, kind);
    applyOutcome(battle, a, oa, b, kind);
  } else {
    applyOutcome(battle, a, oa, b, kind);
    applyOutcome(battle, b, ob, a, kind);
  }
}

}  // namespace hfg::battle
