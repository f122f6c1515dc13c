// A bridge as a fixed combatant: declared artillery or naval shooting at it, declared foot, dismounted or naval attacking it in close combat, O-E14 destroying it.
#include "core/battle/hfg/bound/bridge_combat.h"

#include <algorithm>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/bridge_demolition.h"
#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/distant_combat_geometry.h"
#include "core/battle/hfg/combat/shot_declaration.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/target_selection.h"

namespace hfg::battle {
namespace {

/// 1.6, T-3: the bridges the attempt can be made on are the set-up's permanent ones.
Combatant bridgeCombatant() { return Combatant::work(FixedCombatant::PermanentBridge); }

bool isArtilleryOrNaval(const ElementInPlay& e) {
  const TroopCategory c = categoryOf(e.type());
  return c == TroopCategory::Artillery || c == TroopCategory::Naval;
}

/// The table as the combat geometry sees it, with the bridge added at the end as an enemy of
/// `attackerSide` (a bridge belongs to nobody; this only places it in the shooters' geometry).
std::size_t addBridge(TableView& view, const Footprint& fp, int attackerSide) {
  ElementOnTable t;
  t.who = bridgeCombatant();
  t.footprint = fp;
  t.side = 1 - attackerSide;
  view.elements.push_back(t);
  return view.elements.size() - 1;
}

/// O-E14: the bridge's own outcome; it has no other (no band A-D row names a bridge).
void applyBridgeOutcome(Battle& battle, const std::string& id, const OutcomeRecord& o,
                        const std::string& by) {
  if (o.result != ResultKind::Destroyed) return;
  if (const auto k = crossingIndex(battle, id))
    destroyBridge(battle, *k, by + ", beaten badly (" + o.rowId + ", CROSSING BY WATER)");
}

/// The shots at one bridge as one combat (B-27): the primary shooter, its aiders (TF-7).
void fightShotsAtBridge(Battle& battle, DieSource& dice, const std::string& id,
                        const std::vector<BridgeShot>& shots) {
  auto& els = battle.elements();
  const auto k = crossingIndex(battle, id);
  if (!k) return;
  std::vector<ShooterEntry> entries;
  for (const auto& s : shots)
    if (s.bridgeId == id && els[s.shooter].present())
      entries.push_back({s.shooter, combatantOf(els[s.shooter], true), s.distancePaces, false});
  const auto plan = planDistantCombat(entries, std::nullopt);
  if (!plan) return;
  TableView view = viewOf(battle);
  const std::size_t bridgeView =
      addBridge(view, bridgeFootprint(battle, battle.crossings()[*k]), els[plan->primary].side);
  CombatSituation sit;
  sit.kind = CombatKind::Distant;
  sit.year = battle.setup().year;
  sit.a.who = bridgeCombatant();
  sit.b.who = combatantOf(els[plan->primary], true);
  fillBoundFacts(sit.b, battle, els[plan->primary]);
  sit.b.shooting = true;
  std::vector<std::size_t> order{plan->primary};
  order.insert(order.end(), plan->aiders.begin(), plan->aiders.end());
  std::vector<ShotAtTarget> atBridge;
  for (auto s : order)
    for (const auto& shot : shots)
      if (shot.bridgeId == id && shot.shooter == s) {
        atBridge.push_back({view.viewIndex.at(s), EdgeId::Front, shot.rangePaces, false, false});
        if (s == plan->primary) sit.b.primaryEnemyDistancePaces = shot.distancePaces;
      }
  fillDistantTargetGeometry(sit.a, bridgeView, EdgeId::Front, atBridge, view.elements,
                            battle.setup().terrain, battle.settings());
  sit.b.aiders = static_cast<int>(plan->aiders.size());
  for (auto s : plan->aiders)
    if (categoryOf(els[s].type()) == TroopCategory::Artillery) ++sit.b.artilleryAiders;
  const CombatRecord record = evaluateCombat(sit, dice);
  std::string who = "bridge " + id + " shot at by " + els[plan->primary].id();
  for (auto s : plan->aiders) who += " aided by " + els[s].id();
  battle.log(LogKind::Shooting, who + " (CROSSING BY WATER, B-41)\n" + record.explain(), record);
  for (auto s : order) els[s].shotOrShotAt = true;
  applyBridgeOutcome(battle, id, record.sides[0].outcome,
                     "by the shooting of " + els[plan->primary].id());
  applyOutcome(battle, plan->primary, record.sides[1].outcome, plan->primary, CombatKind::Distant);
}

/// Foot, dismounted (its B-54 state now fixed) or naval: the close-combat attackers of a bridge.
bool attacksBridgeInClose(const ElementInPlay& e) {
  return isFootOrDismounted(combatantOf(e, false)) || categoryOf(e.type()) == TroopCategory::Naval;
}

}  // namespace

std::optional<BridgeShot> bridgeShotFor(const Battle& battle, std::size_t shooter,
                                        double rangePaces) {
  const ElementInPlay& e = battle.elements()[shooter];
  if (e.demolishingBridge.empty() || !isArtilleryOrNaval(e)) return std::nullopt;
  const auto k = crossingIndex(battle, e.demolishingBridge);
  if (!k || !permanentBridgeOfSetup(battle, battle.crossings()[*k])) return std::nullopt;
  ShotGeometry g;
  g.shooter = e.footprint;
  g.target = bridgeFootprint(battle, battle.crossings()[*k]);
  g.maxRangePaces = rangePaces;
  g.mist = battle.weather() && battle.weather()->current() == TableWeather::Mist;
  g.weatherLimitPaces = battle.weather() ? battle.weather()->visibilityPaces() : std::nullopt;
  for (auto j : battle.near(e.footprint, rangePaces))
    if (j != shooter) g.blockers.push_back(ringOf(battle.elements()[j].footprint));
  g.allRoundArc = shootsAllRound(e.type());
  std::optional<EdgeId> valid;
  for (EdgeId edge : g.allRoundArc ? std::vector<EdgeId>(kAllEdges.begin(), kAllEdges.end())
                                   : std::vector<EdgeId>{EdgeId::Front}) {
    g.shootingEdge = edge;
    if ((valid = validTargetEdge(g, battle.setup().terrain, battle.settings()))) break;
  }
  if (!valid) return std::nullopt;
  const double d = footprintDistance(g.target, e.footprint.edge(g.shootingEdge).midpoint());
  return BridgeShot{shooter, e.demolishingBridge, d, rangePaces};
}

void fightBridgeShooting(Battle& battle, DieSource& dice, const std::vector<BridgeShot>& shots) {
  std::vector<std::string> bridges;
  for (const auto& s : shots)
    if (std::find(bridges.begin(), bridges.end(), s.bridgeId) == bridges.end())
      bridges.push_back(s.bridgeId);
  for (const auto& id : bridges) fightShotsAtBridge(battle, dice, id, shots);
}

void fightBridgeAttacks(Battle& battle, DieSource& dice) {
  auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    ElementInPlay& e = els[i];
    if (e.demolishingBridge.empty() || !e.present() || e.side != battle.movingSide() ||
        e.condition != ElementCondition::Ready || e.fought)
      continue;
    const std::string id = e.demolishingBridge;
    const auto k = crossingIndex(battle, id);
    if (!k || !touchesBridge(battle, i, *k)) continue;
    fixMountState(battle, i, false);  // B-54
    if (!attacksBridgeInClose(e)) continue;
    CombatSituation sit;
    sit.kind = CombatKind::Close;
    sit.year = battle.setup().year;
    sit.a.who = combatantOf(e, false);
    fillBoundFacts(sit.a, battle, e);  // O-P4 while no enemy touches the bridge
    sit.b.who = bridgeCombatant();
    const CombatRecord record = evaluateCombat(sit, dice);
    e.fought = true;
    battle.log(LogKind::CloseCombat,
               e.id() + " attacks bridge " + id + " to destroy it (CROSSING BY WATER)\n" +
                   record.explain(),
               record);
    applyBridgeOutcome(battle, id, record.sides[1].outcome, "by " + e.id() + " in close combat");
    applyOutcome(battle, i, record.sides[0].outcome, i, CombatKind::Close);
  }
}

}  // namespace hfg::battle
