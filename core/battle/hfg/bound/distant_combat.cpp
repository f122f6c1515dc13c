// Distant combat of the bound (B-27, B-28, T-4): who shoots at what, supporting artillery aiding, and each target's combat.
#include <algorithm>
#include <map>
#include <set>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/bridge_combat.h"
#include "core/battle/hfg/bound/charge.h"
#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/bound/fixed_combat.h"
#include "core/battle/hfg/bound/overrun.h"
#include "core/battle/hfg/bound/secondary_effects.h"
#include "core/battle/hfg/bound/shooting_eligibility.h"
#include "core/battle/hfg/bound/surprise.h"
#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/distant_combat_geometry.h"
#include "core/battle/hfg/combat/outcome_effects.h"
#include "core/battle/hfg/combat/shot_declaration.h"
#include "core/battle/hfg/combat/work_facts.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/hfg/geometry/over_crest.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/battle/hfg/geometry/target_selection.h"
#include "core/battle/hfg/geometry/works_geometry.h"
#include "core/battle/hfg/moves/naval_minefield.h"
#include "core/rules/shooting_range.h"

namespace hfg::battle {

namespace {

/// O-C5: the winner's compulsory press forward (200 p straight ahead, T-10) would reach `loser`.
bool pressForwardWillContact(const Battle& battle, std::size_t presser, std::size_t loser) {
  const Footprint& from = battle.elements()[presser].footprint;
  std::vector<Vec2> corners;
  for (Vec2 c : from.corners()) corners.push_back(c);
  for (Vec2 c : from.moved(from.forward() * 200.0).corners()) corners.push_back(c);
  return distanceBetween(convexHull(corners), ringOf(battle.elements()[loser].footprint)) <=
         battle.settings().contactEpsPaces;
}

/// O-C5: when one side of a shot must press forward into the other, foot or dismounted, that
/// side halts instead: the combat is taken again with the same dice and the fact set.
CombatRecord withPressForwardContact(const Battle& battle, std::size_t a, std::size_t b,
                                     CombatSituation& sit, const CombatRecord& record) {
  bool changed = false;
  const auto check = [&](const OutcomeRecord& presses, std::size_t presser, std::size_t loser,
                         CombatSideFacts& facts) {
    if (presses.result != ResultKind::PressForward || presses.optionalMove ||
        !isFootOrDismounted(facts.who))
      return;
    if (!pressForwardWillContact(battle, presser, loser)) return;
    facts.enemyPressingForwardWillContact = true;
    changed = true;
  };
  check(record.sides[1].outcome, b, a, sit.a);
  check(record.sides[0].outcome, a, b, sit.b);
  return changed ? evaluateCombat(sit, record.sides[0].die, record.sides[1].die) : record;
}

/// One declared shot (B-28).
struct Shot {
  std::size_t shooter;
  std::size_t target;
  EdgeId targetEdge;
  double rangePaces;
  double distancePaces;
  EdgeId shootingEdge = EdgeId::Front;
};

/// The declared shots at fixed combatants that are not elements: SPs (B-12) and bridges.
struct FixedTargetShots {
  std::vector<StrongPointShot> strongPoints;
  std::vector<BridgeShot> bridges;
};

/// What every declaration of the phase reads.
struct DistantContext {
  int year = 1800;
  bool mist = false;
  std::optional<double> weatherLimit;
  std::vector<std::size_t> assaulting;
  bool inAssault(std::size_t k) const {
    return std::binary_search(assaulting.begin(), assaulting.end(), k);
  }
};

/// A valid target of one shooter: the option B-28 chooses among and how it would be shot.
struct Aim {
  TargetOption option;
  EdgeId targetEdge = EdgeId::Front;
  double rangePaces = 0;
  EdgeId from = EdgeId::Front;
};

/// G-16, T-4: can shooter `i` shoot at enemy `j`, from which edge, at which target edge?
std::optional<Aim> aimAt(Battle& battle, const DistantContext& c, std::size_t i,
                         const ShootingSituation& sit, const std::vector<EdgeId>& shootingEdges,
                         bool allRound, std::size_t j) {
  const auto& els = battle.elements();
  const ElementInPlay& e = els[i];
  const int year = c.year;
  const bool mist = c.mist;
  const std::optional<double> weatherLimit = c.weatherLimit;
  const auto inAssault = [&](std::size_t k) { return c.inAssault(k); };
  const ElementInPlay& t = els[j];
  if (t.side == e.side) return std::nullopt;
  // B-11: troops in a BUA's interior are hidden and cannot be shot at.
  if (inBuaInterior(battle, j) || inAssault(j) || isOverrun(battle, j)) return std::nullopt;
  ShootingSituation ts = sit;
  ts.targetMounted = categoryOf(t.type()) == TroopCategory::Mounted;
  ts.targetNaval = categoryOf(t.type()) == TroopCategory::Naval;
  const auto range = shootingRangePaces(e.type(), e.grade(), year, ts);
  if (!range) return std::nullopt;
  if (mayNotShootAtReason(battle, i, j)) {
    battle.reach("T-4");
    return std::nullopt;
  }
  ShotGeometry g;
  g.shooter = e.footprint;
  g.target = t.footprint;
  g.maxRangePaces = *range;
  g.mist = mist;
  g.weatherLimitPaces = weatherLimit;
  // G-19 shooting mode: who may shoot over a crest (B-15, B-16).
  g.overCrestAllowed = [&battle, &g, &e, &t, i, dismounted = sit.dismounted, year](
                           const BattleTerrainFeature& hill, Vec2 crossing) {
    if (mayNotShootOverCrest(battle, i)) {  // T-4: artillery after a tactical move
      battle.reach("T-4");
      return false;
    }
    OverCrestFacts f;
    f.shooter = e.type();
    f.shooterDismounted = dismounted;
    f.year = year;
    f.gentleHill = hill.terrain == TerrainClass::HillGentle;
    const Segment edge = e.footprint.edge(g.shootingEdge);
    f.crossingFromShootingEdgePaces = distanceBetween(edge, crossing);
    f.targetDistancePaces = distanceBetween(ringOf(t.footprint), edge);
    f.targetBeyondCrestPaces = distanceBetween(ringOf(t.footprint), crossing);
    const bool allowed = overCrestShotAllowed(f);
    if (allowed)
      battle.reach(categoryOf(e.type()) == TroopCategory::Artillery && e.type() == TroopType::Rifled
                       ? "B-16"
                       : "B-15");
    return allowed;
  };
  for (auto k : battle.near(e.footprint, *range))
    if (k != i && k != j) g.blockers.push_back(ringOf(els[k].footprint));
  for (auto k : battle.near(t.footprint, 1.0))
    if (els[k].side != t.side && els[k].condition != ElementCondition::Routing &&
        (frontalContact(t.footprint, els[k].footprint, battle.settings()) ||
         frontalContact(els[k].footprint, t.footprint, battle.settings())))
      g.targetInFrontalContact = true;
  // Shooting edges (T-4): every edge of a Laager or of naval other than Flotilla and
  // Submarine with the all-round arc (G-10, B-29); front or flank of an element in a redoubt.
  std::optional<EdgeId> edge;
  EdgeId from = EdgeId::Front;
  for (EdgeId se : shootingEdges) {
    g.shootingEdge = se;
    g.allRoundArc = allRound;
    edge = validTargetEdge(g, battle.setup().terrain, battle.settings());
    if (edge) {
      from = se;
      break;
    }
  }
  if (!edge) return std::nullopt;
  TargetOption opt;
  opt.target = j;
  opt.distancePaces = footprintDistance(t.footprint, e.footprint.edge(from).midpoint());
  const Vec2 toT = t.footprint.centre() - e.footprint.frontMid;
  opt.angleOffHeadingDeg = headingDifferenceDeg(e.footprint.headingDeg, headingOf(toT));
  return Aim{opt, *edge, static_cast<double>(*range), from};
  return std::nullopt;
}

/// B-28: the target element `i` (ready, neither silenced nor barred by T-4) declares, or the SP
/// or bridge it shoots at; nothing when it has no valid target or may not shoot now (contact,
/// assault, overrun, surprise).
void declareShotOf(Battle& battle, const DistantContext& c, std::size_t i, std::vector<Shot>& shots,
                   FixedTargetShots& fixedShots) {
  const auto& els = battle.elements();
  const int year = c.year;
  const bool mist = c.mist;
  const auto inAssault = [&](std::size_t k) { return c.inAssault(k); };
  const ElementInPlay& e = els[i];
  ShootingSituation sit;
  sit.dismounted = isDismountable(e.type()) && !combatantOf(e, true).mounted;
  sit.mist = mist;
  const auto longest = shootingRangePaces(e.type(), e.grade(), year, sit);
  if (!longest) return;
  // In frontal contact with enemy: it fights in close combat instead (G-16).
  bool inContact = false;
  for (auto j : battle.near(e.footprint, 1.0))
    if (els[j].side != e.side &&
        (frontalContact(e.footprint, els[j].footprint, battle.settings()) ||
         frontalContact(els[j].footprint, e.footprint, battle.settings())))
      inContact = true;
  if (inContact || inAssault(i) || isOverrun(battle, i)) return;
  if (surprisedSide(battle, e.side)) return;  // B-24: the surprised defender does not shoot
  std::vector<TargetOption> options;
  std::map<std::size_t, std::pair<EdgeId, double>> edges;
  std::map<std::size_t, EdgeId> shootFrom;
  const bool allRound = shootsAllRound(e.type());
  bool inRedoubtNow = false;
  for (const auto& w : battle.setup().works)
    if (w.kind == BattleWorkKind::Redoubt && w.sideId == e.placed.sideId &&
        inRedoubt(e.footprint, w.outline, battle.settings()))
      inRedoubtNow = true;
  const std::vector<EdgeId> shootingEdges =
      allRound       ? std::vector<EdgeId>(kAllEdges.begin(), kAllEdges.end())
      : inRedoubtNow ? std::vector<EdgeId>{EdgeId::Front, EdgeId::Left, EdgeId::Right}
                     : std::vector<EdgeId>{EdgeId::Front};
  for (auto j : battle.near(e.footprint, *longest)) {
    const auto aim = aimAt(battle, c, i, sit, shootingEdges, allRound, j);
    if (!aim) continue;
    options.push_back(aim->option);
    edges[j] = {aim->targetEdge, aim->rangePaces};
    shootFrom[j] = aim->from;
  }
  // B-12, B-28: an enemy SP is a target like an element; it is taken when it is the nearest.
  const auto atStrongPoint = strongPointTargetFor(battle, i, *longest);
  // CROSSING BY WATER: artillery or naval that declared a bridge shoot at it when free to choose.
  const auto atBridge = bridgeShotFor(battle, i, *longest);
  if (options.empty()) {
    if (atBridge)
      fixedShots.bridges.push_back(*atBridge);
    else if (atStrongPoint)
      fixedShots.strongPoints.push_back(*atStrongPoint);
    return;
  }
  const bool ownBound = e.side == battle.movingSide();
  const TargetRule rule = targetRule(combatantOf(e, true), ownBound, options);
  if (atBridge && rule.freeChoice) {
    fixedShots.bridges.push_back(*atBridge);
    return;
  }
  std::size_t target = options.front().target;
  if (rule.forcedTarget) {
    target = *rule.forcedTarget;
  } else {
    // B-35 default for a scripted side: the nearest valid target.
    double best = options.front().distancePaces;
    for (const auto& o : options)
      if (o.distancePaces < best) best = o.distancePaces, target = o.target;
  }
  double dist = 0;
  for (const auto& o : options)
    if (o.target == target) dist = o.distancePaces;
  if (atStrongPoint && !rule.forcedTarget && atStrongPoint->distancePaces < dist) {
    fixedShots.strongPoints.push_back(*atStrongPoint);
    return;
  }
  shots.push_back({i, target, edges[target].first, edges[target].second, dist, shootFrom[target]});
}

/// Declare (B-28): each shooter's target, or the SP or bridge it shoots at.
void declareShots(Battle& battle, const DistantContext& c, std::vector<Shot>& shots,
                  FixedTargetShots& fixedShots) {
  const auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    const ElementInPlay& e = els[i];
    if (!e.present() || e.condition != ElementCondition::Ready) continue;
    if (e.silencedUntilBound >= battle.boundNumber()) continue;
    if (mayNotShootReason(battle, i)) {
      battle.reach("T-4");  // who may not shoot this bound
      continue;
    }
    declareShotOf(battle, c, i, shots, fixedShots);
  }
}

/// O-S6, B-58: at the start of the phase the target each silenced element would have chosen
/// (B-28) takes its band A result without dice: mounted in their own bound charge (O-A1); foot
/// or dismounted may press forward (O-A5), which the B-35 default does not take.
void silencedShootersTargets(Battle& battle, const DistantContext& c) {
  auto& els = battle.elements();
  std::vector<std::pair<std::size_t, std::size_t>> wouldShoot;  // silenced shooter, its target
  for (std::size_t i = 0; i < els.size(); ++i) {
    const ElementInPlay& e = els[i];
    if (!e.present() || e.condition != ElementCondition::Ready ||
        e.silencedUntilBound < battle.boundNumber())
      continue;
    if (mayNotShootReason(battle, i)) continue;  // it would not have shot anyway (T-4)
    std::vector<Shot> shot;
    FixedTargetShots atFixed;
    declareShotOf(battle, c, i, shot, atFixed);
    if (!shot.empty()) wouldShoot.push_back({i, shot.front().target});
  }
  for (auto [i, t] : wouldShoot) {
    if (!els[i].present() || !els[t].present() || els[t].condition != ElementCondition::Ready)
      continue;
    CombatSideFacts facts;
    facts.who = combatantOf(els[t], false);
    fillBoundFacts(facts, battle, els[t]);
    facts.chargeTargetInGoodGoingWithin600 = chargeTarget(battle, t).has_value();
    const OutcomeRecord o = silencedShooterTargetOutcome(facts);
    if (o.rowId.empty()) continue;
    battle.reach("O-S6");
    if (o.result != ResultKind::Charge) continue;  // O-A5 is optional: not taken (B-35 default)
    battle.log(LogKind::Outcome, els[t].id() + " would have been shot at by silenced " +
                                     els[i].id() +
                                     ": it charges as if it had been shot at and won (O-S6, B-58)");
    applyOutcome(battle, t, o, i, CombatKind::Distant);
  }
}

/// B-43: supporting artillery aids the shot of an element it supports (and never leads it, B-27)
/// when that element's target is in the artillery's arc and range from the supported front edge;
/// it need not see the target itself, and it aids rather than shooting on its own.
std::set<std::size_t> addSupportingArtilleryAiders(Battle& battle, const DistantContext& c,
                                                   std::vector<Shot>& shots) {
  const auto& els = battle.elements();
  const int year = c.year;
  const bool mist = c.mist;
  std::set<std::size_t> supportingAiders;
  const std::size_t ownShots = shots.size();
  for (std::size_t g = 0; g < els.size(); ++g) {
    const ElementInPlay& a = els[g];
    if (!a.present() || a.condition != ElementCondition::Ready ||
        a.silencedUntilBound >= battle.boundNumber() ||
        categoryOf(a.type()) != TroopCategory::Artillery || mayNotShootReason(battle, g))
      continue;
    ShootingSituation sit;
    sit.mist = mist;
    const auto range = shootingRangePaces(a.type(), a.grade(), year, sit);
    if (!range) continue;
    for (std::size_t k = 0; k < ownShots; ++k) {
      const Shot e = shots[k];
      if (e.shooter == g || els[e.shooter].side != a.side) continue;
      if (!supports(a.footprint, els[e.shooter].footprint, battle.settings())) continue;
      if (!aidsAgainst(els[e.shooter].footprint, ringOf(els[e.target].footprint), *range, mist,
                       battle.settings()))
        continue;
      shots.erase(
          std::remove_if(shots.begin(), shots.end(), [&](const Shot& x) { return x.shooter == g; }),
          shots.end());
      shots.push_back(
          {g, e.target, e.targetEdge, static_cast<double>(*range), e.distancePaces, EdgeId::Front});
      supportingAiders.insert(g);
      break;
    }
  }
  return supportingAiders;
}

/// The phase's shots grouped for resolution (B-27).
struct Resolution {
  const TableView& view;
  const std::vector<Shot>& shots;
  const std::set<std::size_t>& supportingAiders;
  std::map<std::size_t, std::vector<const Shot*>> byTarget;
  std::map<std::size_t, std::size_t> shootsAt;
  std::map<std::size_t, std::vector<std::size_t>> strongPointAidersOf;
  std::vector<std::size_t> strongPointsThatAided;
  std::set<std::size_t> resolvedMutual;
};

/// Logs one target's shot with who shot and aided it (B-27), and marks them all as having shot
/// or been shot at this bound.
void logShotCombat(Battle& battle, std::size_t target, const DistantCombatPlan& plan,
                   const std::vector<std::size_t>& spAiders,
                   const std::vector<std::size_t>& mutualAiders, const CombatRecord& record) {
  auto& els = battle.elements();
  const std::string& t = els[target].id();
  std::string who = t + " shot at by " + els[plan.primary].id();
  for (auto k : plan.aiders) who += " aided by " + els[k].id();
  for (auto k : spAiders) who += " aided by SP " + battle.strongPoints()[k].id() + " (B-27)";
  for (auto k : mutualAiders) who += ", " + t + " aided by " + els[k].id();
  if (plan.mutual) who += " (mutual)";
  battle.log(LogKind::Shooting, who + "\n" + record.explain(), record);
  for (auto k : plan.aiders) els[k].shotOrShotAt = true;
  for (auto k : mutualAiders) els[k].shotOrShotAt = true;
  els[target].shotOrShotAt = true;
  els[plan.primary].shotOrShotAt = true;
}

/// One target's combat: its primary shooter and aiders, mutual or not (B-27), and its outcomes.
void resolveShotsAt(Battle& battle, DieSource& dice, Resolution& r, std::size_t target,
                    const std::vector<const Shot*>& list) {
  const auto& els = battle.elements();
  if (r.resolvedMutual.count(target) || !els[target].present()) return;
  if (els[target].pressedForward) {  // T-10: a press forward is not shot at again this bound
    battle.reach("T-4");
    return;
  }
  std::vector<ShooterEntry> entries;
  for (const Shot* s : list)
    if (els[s->shooter].present() && !els[s->shooter].pressedForward)
      fixMountState(battle, s->shooter, true);  // B-54
  for (const Shot* s : list) {
    if (!els[s->shooter].present()) continue;
    if (els[s->shooter].pressedForward) {  // T-4: it pressed forward earlier in this phase
      battle.reach("T-4");
      continue;
    }
    entries.push_back({s->shooter, combatantOf(els[s->shooter], true), s->distancePaces,
                       r.supportingAiders.count(s->shooter) != 0});
  }
  if (entries.empty()) return;
  std::vector<std::size_t> mutualAiders;
  std::optional<std::size_t> targetShootsAt;
  if (auto it = r.shootsAt.find(target); it != r.shootsAt.end()) targetShootsAt = it->second;
  const auto plan = planDistantCombat(entries, targetShootsAt);
  if (!plan) return;
  fixMountState(battle, target, plan->mutual);  // B-54
  CombatSituation sit;
  sit.kind = CombatKind::Distant;
  sit.year = battle.setup().year;
  const ElementInPlay& t = els[target];
  const ElementInPlay& p = els[plan->primary];
  sit.a.who = combatantOf(t, plan->mutual);
  sit.b.who = combatantOf(p, true);
  fillBoundFacts(sit.a, battle, t);
  fillBoundFacts(sit.b, battle, p);
  // B-42: a Command Party shot at fights with the factor of the friend contiguous to its rear.
  const auto cpRear = commandPartyRear(battle, target);
  if (cpRear) sit.a.commandPartyRearElement = combatantOf(els[*cpRear], false);
  sit.a.shotAt = true;
  sit.b.shooting = true;
  std::vector<ShotAtTarget> atTarget;
  for (std::size_t k : std::vector<std::size_t>{plan->primary}) {
    for (const Shot* s : list)
      if (s->shooter == k)
        atTarget.push_back({r.view.viewIndex.at(k), s->shootingEdge, s->rangePaces, false, false});
  }
  for (std::size_t k : plan->aiders)
    for (const Shot* s : list)
      if (s->shooter == k)
        atTarget.push_back({r.view.viewIndex.at(k), s->shootingEdge, s->rangePaces, false, false});
  EdgeId targetEdge = list.front()->targetEdge;
  for (const Shot* s : list)
    if (s->shooter == plan->primary) targetEdge = s->targetEdge;
  fillDistantTargetGeometry(sit.a, r.view.viewIndex.at(target), targetEdge, atTarget,
                            r.view.elements, battle.setup().terrain, battle.settings());
  fillWorkFacts(sit.a, sit.b, t.footprint, p.footprint, t.placed.sideId, battle.setup(),
                CombatKind::Distant, sit.a.enfiladed);
  if (plan->mutual)
    fillWorkFacts(sit.b, sit.a, p.footprint, t.footprint, p.placed.sideId, battle.setup(),
                  CombatKind::Distant);
  sit.b.aiders = static_cast<int>(plan->aiders.size());
  for (auto k : plan->aiders)
    if (categoryOf(els[k].type()) == TroopCategory::Artillery) ++sit.b.artilleryAiders;
  std::vector<std::size_t> spAiders;
  if (auto it = r.strongPointAidersOf.find(target); it != r.strongPointAidersOf.end())
    spAiders = it->second;
  sit.b.aiders += static_cast<int>(spAiders.size());
  r.strongPointsThatAided.insert(r.strongPointsThatAided.end(), spAiders.begin(), spAiders.end());
  if (plan->mutual) {
    sit.a.shooting = true;
    sit.b.shotAt = true;
    const Shot* back = nullptr;
    for (const auto& s : r.shots)
      if (s.shooter == target && s.target == plan->primary) back = &s;
    if (back)
      fillDistantTargetGeometry(
          sit.b, r.view.viewIndex.at(plan->primary), back->targetEdge,
          {{r.view.viewIndex.at(target), back->shootingEdge, back->rangePaces, false, false}},
          r.view.elements, battle.setup().terrain, battle.settings());
    r.resolvedMutual.insert(plan->primary);
    // The primary's own target is this one: the others shooting at the primary aid the target.
    if (auto it = r.byTarget.find(plan->primary); it != r.byTarget.end())
      for (const Shot* other : it->second) {
        if (other->shooter == target || !els[other->shooter].present()) continue;
        ++sit.a.aiders;
        if (categoryOf(els[other->shooter].type()) == TroopCategory::Artillery)
          ++sit.a.artilleryAiders;
        mutualAiders.push_back(other->shooter);
      }
  } else {
    sit.b.primaryEnemyDistancePaces = list.front()->distancePaces;
  }
  applyInteriorFacts(battle, target, sit.a, sit.b);
  // B-41: artillery or naval shooting at a BUA's garrison make one total, in the "Other" column,
  // which the garrison and the BUA (below) each compare with their own.
  const BattleTerrainFeature* shotBua = garrisonedBua(battle, target);
  if (shotBua && (categoryOf(p.type()) == TroopCategory::Artillery ||
                  categoryOf(p.type()) == TroopCategory::Naval))
    sit.b.columnOverride = FactorColumn::Other;
  // O-A1, B-55: a mounted winner in its own bound charges an enemy to its front, if any.
  sit.a.chargeTargetInGoodGoingWithin600 = chargeTarget(battle, target).has_value();
  sit.b.chargeTargetInGoodGoingWithin600 = chargeTarget(battle, plan->primary).has_value();
  const CombatRecord record =
      withPressForwardContact(battle, target, plan->primary, sit, evaluateCombat(sit, dice));
  logShotCombat(battle, target, *plan, spAiders, mutualAiders, record);
  // B-41: artillery or naval shooting at a BUA garrison also shoot at the BUA itself.
  if (shotBua) shootAtBuaItself(battle, *shotBua, sit, record, dice);
  // O-S4: the friend behind a Command Party obeys its outcome (a retreat first, making room).
  const OutcomeRecord& cpOutcome = record.sides[0].outcome;
  rearObeysCommandParty(battle, cpRear, target, plan->primary, cpOutcome, CombatKind::Distant,
                        true);
  applyBoth(battle, target, plan->primary, record, CombatKind::Distant);
  rearObeysCommandParty(battle, cpRear, target, plan->primary, cpOutcome, CombatKind::Distant,
                        false);
  // O-P1, B-43: supporting artillery that aided the shot takes an outcome from it.
  for (auto k : plan->aiders)
    if (r.supportingAiders.count(k))
      applySupportingArtilleryOutcome(battle, k, sit.a, target, CombatKind::Distant,
                                      record.sides[1].total, record.sides[0].total,
                                      record.sides[1].outcome);
}

}  // namespace

void fightDistantCombat(Battle& battle, DieSource& dice) {
  DistantContext c;
  c.year = battle.setup().year;
  c.mist = battle.weather() && battle.weather()->current() == TableWeather::Mist;
  c.weatherLimit = battle.weather() ? battle.weather()->visibilityPaces() : std::nullopt;
  const TableView view = viewOf(battle);
  std::vector<Shot> shots;
  FixedTargetShots fixedShots;
  c.assaulting = elementsInAssaults(battle);
  silencedShootersTargets(battle, c);  // O-S6, B-58
  declareShots(battle, c, shots, fixedShots);
  const std::set<std::size_t> supportingAiders = addSupportingArtilleryAiders(battle, c, shots);
  // B-43: supporting artillery aids its friends' shot rather than shooting at a bridge.
  std::vector<BridgeShot>& atBridges = fixedShots.bridges;
  atBridges.erase(
      std::remove_if(atBridges.begin(), atBridges.end(),
                     [&](const BridgeShot& b) { return supportingAiders.count(b.shooter) != 0; }),
      atBridges.end());
  const std::vector<StrongPointShot>& shotsAtStrongPoints = fixedShots.strongPoints;
  // Resolve per target (B-27): primary shooter, aiders, mutual.
  Resolution r{view, shots, supportingAiders, {}, {}, {}, {}, {}};
  for (const auto& s : shots) r.byTarget[s.target].push_back(&s);
  for (const auto& s : shots) r.shootsAt[s.shooter] = s.target;
  // B-27: an SP whose own target is shot at by its side's elements aids that shot (TF-7) instead
  // of making a combat of its own.
  for (std::size_t k = 0; k < battle.strongPoints().size(); ++k)
    if (const auto t = strongPointFreeTarget(battle, k, shotsAtStrongPoints);
        t && r.byTarget.count(*t))
      r.strongPointAidersOf[*t].push_back(k);
  for (const auto& [target, list] : r.byTarget) resolveShotsAt(battle, dice, r, target, list);
  fightStrongPointShooting(battle, dice, shotsAtStrongPoints, r.strongPointsThatAided);
  fightBridgeShooting(battle, dice, atBridges);
  throwPendingMinefieldDice(battle, dice);
}

}  // namespace hfg::battle
