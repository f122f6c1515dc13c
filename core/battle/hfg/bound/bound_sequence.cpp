// The bound loop: PIPs and weather, scripted moves, distant and close combat with their outcomes, turning to face, losses and nightfall.
#include "core/battle/hfg/bound/bound_sequence.h"

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <map>
#include <set>

#include "core/battle/hfg/bound/arrivals.h"
#include "core/battle/hfg/bound/charge.h"
#include "core/battle/hfg/bound/command_defeat.h"
#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/bound/fixed_combat.h"
#include "core/battle/hfg/bound/outcome_obstacles.h"
#include "core/battle/hfg/bound/outcome_support.h"
#include "core/battle/hfg/bound/overrun.h"
#include "core/battle/hfg/bound/bridge_combat.h"
#include "core/battle/hfg/bound/bridge_demolition.h"
#include "core/battle/hfg/bound/pontoon_bridge.h"
#include "core/battle/hfg/bound/secondary_effects.h"
#include "core/battle/hfg/bound/push_back.h"
#include "core/battle/hfg/bound/repulse_path.h"
#include "core/battle/hfg/bound/rout_move.h"
#include "core/battle/hfg/bound/shooting_eligibility.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/bound/surprise.h"
#include "core/battle/hfg/combat/close_combat_geometry.h"
#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/distant_combat_geometry.h"
#include "core/battle/hfg/combat/outcome_effects.h"
#include "core/battle/hfg/combat/shot_declaration.h"
#include "core/battle/hfg/combat/work_facts.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/common/movement_geometry.h"
#include "core/battle/hfg/geometry/outcome_moves.h"
#include "core/battle/hfg/geometry/over_crest.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/battle/hfg/geometry/target_selection.h"
#include "core/battle/hfg/moves/knowledge.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/battle/hfg/geometry/works_geometry.h"
#include "core/battle/hfg/moves/move_execution.h"
#include "core/battle/hfg/moves/naval_minefield.h"
#include "core/rules/move_table.h"
#include "core/rules/shooting_range.h"

namespace hfg::battle {

namespace {
void applyOutcomeMove(Battle& battle, std::size_t i, const OutcomeRecord& o, std::size_t opponent,
                      CombatKind kind);
}  // namespace

void applyOutcome(Battle& battle, std::size_t i, const OutcomeRecord& o, std::size_t opponent,
                  CombatKind kind) {
  if (!battle.elements()[i].present()) return;
  const Footprint before = battle.elements()[i].footprint;
  applyOutcomeMove(battle, i, o, opponent, kind);
  // T-14: a naval element that an outcome move takes into an enemy minefield throws for it at the
  // end of the phase (throwPendingMinefieldDice).
  const ElementInPlay& e = battle.elements()[i];
  if (e.present() && categoryOf(e.type()) == TroopCategory::Naval)
    for (std::size_t m : enemyMinefieldsEnteredStraight(battle, i, before, e.footprint))
      battle.minefieldEntriesToThrow.push_back({i, m});
}

namespace {

/// T-10 recoil (and disabled staff): turning to face a shooter behind, pushing friends (B-39),
/// stopping at crossings, flowing through friendly works, or destroyed when it cannot.
void applyRecoil(Battle& battle, std::size_t i, const OutcomeRecord& o, std::size_t opponent,
                 CombatKind kind, const std::string& rule) {
  ElementInPlay& e = battle.elements()[i];
  if (o.result == ResultKind::RecoilAndDisabled) {
    e.disabled = true;
    for (auto& c : battle.pipStates(e.side))
      if (c.commandId == e.placed.commandId) disableGeneral(c);
  }
  // T-10: a recoil from shooting that came from entirely behind the line of its rear edge
  // turns it to face the shooter instead of moving.
  if (kind == CombatKind::Distant && opponent != i && battle.elements()[opponent].present()) {
    bool behind = true;
    for (Vec2 c : battle.elements()[opponent].footprint.corners())
      behind = behind && e.footprint.toLocal(c).y <
                             -e.footprint.depthPaces - battle.settings().contactEpsPaces;
    if (behind) {
      battle.place(i, turnedAbout(e.footprint));
      battle.log(LogKind::Outcome, e.id() + " shot from behind its rear edge turns to face " +
                                       battle.elements()[opponent].id() +
                                       " instead of recoiling (" + rule + ", T-10)");
      return;
    }
  }
  const Vec2 back = e.footprint.forward() * -1.0;
  // T-10: enemy and impassable terrain stop a recoil; friends are pushed (B-39) or block it.
  std::vector<Footprint> enemies;
  for (auto j : battle.near(e.footprint, e.footprint.depthPaces + 800))
    if (j != i && battle.elements()[j].side != e.side)
      enemies.push_back(battle.elements()[j].footprint);
  // B-12: an enemy holding SP stops it as enemy does.
  const auto blocking = outcomeBlockingAreas(battle, e.side);
  auto moved =
      moveStraight(e.footprint, back, e.footprint.depthPaces, enemies, blocking, battle.table());
  if (moved.leftTable) {
    leaveTable(battle, i);
    return;
  }
  // T-10: a recoil across a bridge (or ford) stops on the bank; a river elsewhere stops it.
  if (moved.completed && !riverAhead(battle, e.footprint, back, 0))
    if (const auto river = riverAhead(battle, e.footprint, back, e.footprint.depthPaces)) {
      if (river->atCrossing) {
        moved.end = e.footprint.moved(back * river->clearPaces);
        moved.movedPaces = river->clearPaces;
        battle.log(LogKind::Outcome, e.id() + " recoils to the bank at the crossing of " +
                                         river->riverId + " (T-10)");
      } else {
        moved.completed = false;
      }
    }
  // T-10: against an occupied friendly entrenchment it ends beyond it; from outside into a
  // friendly BUA, SP or redoubt it flows through to the first clear space beyond (movement
  // rules; an empty BUA is entered, below). With no clear space it pushes as usual.
  if (moved.completed) {
    std::vector<Ring> areas = flowThroughAreas(battle, e.side, e.footprint, false);
    bool into = false;
    for (const auto& a : areas) into = into || intersectionArea(ringOf(moved.end), a) > 1.0;
    std::string what = "a friendly BUA, SP or redoubt";
    if (const auto work = occupiedEntrenchmentMet(battle, i, e.footprint, moved.end)) {
      areas.push_back(work->band);
      into = true;
      what = "occupied entrenchment " + work->id;
    }
    if (into) {
      const ClearBeyond beyond = firstClearBeyond(battle, i, moved.end, back, areas, blocking);
      if (beyond.leftTable) {
        leaveTable(battle, i);
        return;
      }
      if (!beyond.blocked) {
        battle.place(i, beyond.end);
        battle.log(
            LogKind::Outcome,
            e.id() + " recoils " +
                std::to_string(static_cast<int>(std::lround(moved.movedPaces + beyond.paces))) +
                " p, ending beyond " + what + " (" + rule + ", T-10)");
        return;
      }
    }
  }
  PushPlan push;
  if (moved.completed) push = planPushBack(battle, i, moved.end, back);
  if (!moved.completed ||
      (!push.possible && (kind == CombatKind::Close || push.blockers.empty()))) {
    // T-10: a recoil it cannot complete destroys it in close combat, or when stopped by terrain
    // it cannot cross or by enemy.
    const std::string why =
        !moved.completed ? "stopped by enemy or impassable terrain" : "blocked by " + push.why;
    battle.remove(i, ElementCondition::Destroyed);
    battle.log(LogKind::Outcome, e.id() + " cannot complete its recoil (" + why +
                                     ") and is destroyed (" + rule + ", T-10, B-39)");
    recordLoss(battle, i, "destroyed");
    return;
  }
  if (!push.possible) {
    // B-39: otherwise it and the friends blocking it are repulsed 800 p.
    battle.log(LogKind::Outcome, e.id() + " cannot complete its recoil (blocked by " + push.why +
                                     "): it and the friends blocking it are repulsed 800 p (B-39)");
    OutcomeRecord rep = o;
    rep.result = ResultKind::Repulsed;
    rep.minPaces = rep.maxPaces = 800;
    rep.rowId = "B-39";
    applyOutcome(battle, i, rep, opponent, kind);
    for (auto j : push.blockers) applyOutcome(battle, j, rep, opponent, kind);
    return;
  }
  for (const PushBack& pb : push.pushes) {
    ElementInPlay& f = battle.elements()[pb.element];
    if (crossesTableEdge(pb.end, battle.table())) {
      leaveTable(battle, pb.element);
      continue;
    }
    battle.place(pb.element, pb.end);
    battle.log(LogKind::Outcome, f.id() + " pushed back " +
                                     std::to_string(static_cast<int>(std::lround(pb.paces))) +
                                     " p by " + e.id() + " (T-10, B-39)");
  }
  // T-10: "Elements recoiling into a BUA end in its interior" (an unoccupied one, B-11).
  const BattleTerrainFeature* intoBua = emptyBuaEntered(battle, e.footprint, moved.end);
  battle.place(i, moved.end);
  battle.log(LogKind::Outcome, e.id() + " recoils " +
                                   std::to_string(static_cast<int>(std::lround(moved.movedPaces))) +
                                   " p (" + rule + ")");
  if (intoBua) {
    e.interiorOfBua = intoBua->id;
    battle.log(LogKind::Outcome,
               e.id() + " ends in the interior of BUA " + intoBua->id + " (T-10, B-11)");
  }
  return;
}

/// T-10, B-38 repulse: to its former rear, round what it cannot cross, meeting enemy.
void applyRepulse(Battle& battle, std::size_t i, const OutcomeRecord& o, std::size_t opponent,
                  CombatKind kind, const std::string& rule) {
  ElementInPlay& e = battle.elements()[i];
  (void)opponent;
  (void)kind;
  const auto distance = [&](int fallback) { return o.minPaces > 0 ? o.minPaces : fallback; };
  const double total = distance(600);
  const Footprint end = repulsePose(e.footprint, total);
  e.repulsedInBound = battle.boundNumber();
  if (crossesTableEdge(end, battle.table())) {
    leaveTable(battle, i);
    return;
  }
  // T-10, B-38: through friends to its former rear, round impassable ground or to a crossing.
  const Vec2 travel = e.footprint.forward() * -1.0;
  const RepulseMove back = repulseMove(battle, i, travel, total);
  if (back.leftTable) {
    leaveTable(battle, i);
    return;
  }
  if (!back.haltedAt.empty()) {
    bool river = false;
    for (const auto& f : battle.setup().terrain)
      river = river || (f.id == back.haltedAt && f.terrain == TerrainClass::River);
    battle.log(LogKind::Outcome,
               e.id() + (river ? " halts at river " + back.haltedAt + " (T-10)"
                               : " halts at " + back.haltedAt +
                                     ", which it can neither cross nor go round (T-10, B-38)"));
  } else if (!back.divertedVia.empty()) {
    battle.log(LogKind::Outcome, e.id() + " diverts by " + back.divertedVia + " (T-10, B-38)");
  }
  const std::optional<std::size_t> enemyMet = back.enemyMet;
  // Facing its former rear after the recoil part (B-38): the rectangle moved back by the whole
  // distance (or until enemy or terrain stopped it) and turned about in place.
  const Footprint final = turnedAbout(back.end);
  battle.place(i, final);
  e.condition = ElementCondition::Repulsed;
  battle.log(LogKind::Outcome, e.id() + " repulsed " + std::to_string(static_cast<int>(total)) +
                                   " p (" + rule + ", B-38)");
  if (enemyMet && battle.elements()[*enemyMet].present()) meetEnemy(battle, i, *enemyMet, travel);
  return;
}

/// T-10 pursue, press forward, charge (O-A1, B-55), pass through (O-B1).
void applyAdvance(Battle& battle, std::size_t i, const OutcomeRecord& o, std::size_t opponent,
                  CombatKind kind, const std::string& rule) {
  ElementInPlay& e = battle.elements()[i];
  if (o.optionalMove) return;  // B-35 default: optional moves are not taken by a script
  if (o.result == ResultKind::Charge) {
    // O-A1, B-55: into contact with the nearest eligible enemy to its front, conforming (B-10).
    const auto target = chargeTarget(battle, i);
    const auto pose = target ? chargePose(battle, i, *target) : std::nullopt;
    if (!pose) {
      battle.log(LogKind::Outcome, e.id() + " has no enemy it can charge (" + rule + ", B-55)");
      return;
    }
    const double moved = hfg::distance(pose->frontMid, e.footprint.frontMid);
    battle.place(i, *pose);
    e.movedPaces += moved;
    e.movedIntoContact = true;
    battle.log(LogKind::Outcome, e.id() + " charges " + battle.elements()[*target].id() + " " +
                                     std::to_string(static_cast<int>(std::lround(moved))) + " p (" +
                                     rule + ", B-55)");
    return;
  }
  const double paces = o.minPaces > 0 ? o.minPaces : 200;
  // O-B1: through the opponent, then the pursuit beyond it.
  const auto moved = o.result == ResultKind::PassThroughAndPursue && opponent != i &&
                             battle.elements()[opponent].present()
                         ? passThrough(battle, i, opponent, paces)
                         : outcomeMove(battle, i, e.footprint.forward(), paces);
  if (moved.leftTable) return;  // T-10: a pursuer need not leave the table; it stops at the edge
  battle.place(i, moved.end);
  e.movedPaces += moved.movedPaces;
  if (o.result == ResultKind::PressForward) e.pressedForward = true;  // T-4, T-10
  if (kind == CombatKind::Close && moved.movedPaces > 0 &&
      (o.result == ResultKind::Pursue || o.result == ResultKind::PassThroughAndPursue))
    e.pursuing = true;
  battle.log(LogKind::Outcome, e.id() + " " + std::string(keyOf(o.result)) + " " +
                                   std::to_string(static_cast<int>(std::lround(moved.movedPaces))) +
                                   " p (" + rule + ")");
  return;
}

void applyOutcomeMove(Battle& battle, std::size_t i, const OutcomeRecord& o, std::size_t opponent,
                      CombatKind kind) {
  ElementInPlay& e = battle.elements()[i];
  if (!e.present()) return;
  const std::string rule = o.rowId.empty() ? "T-9" : o.rowId;
  const auto distance = [&](int fallback) { return o.minPaces > 0 ? o.minPaces : fallback; };
  switch (o.result) {
    case ResultKind::None:
    case ResultKind::Halt:
    case ResultKind::SetAfire:
      if (o.result == ResultKind::Halt)
        battle.log(LogKind::Outcome, e.id() + " halts (" + rule + ")");
      return;
    case ResultKind::Overrun:
      // O-B6: helpless while the mounted that passed through it stay behind it.
      e.overrunBy = battle.elements()[opponent].id();
      battle.log(LogKind::Outcome, e.id() + " overrun by " + e.overrunBy + " (" + rule + ")");
      return;
    case ResultKind::Destroyed:
    case ResultKind::BothDestroyed: {
      const bool wasLost = e.condition == ElementCondition::Routing;
      battle.remove(i, ElementCondition::Destroyed);
      battle.log(LogKind::Outcome, e.id() + " destroyed (" + rule + ")");
      if (!wasLost) recordLoss(battle, i, "destroyed");
      return;
    }
    case ResultKind::Spent:
      if (e.condition == ElementCondition::Routing) {
        // T-11: a router is lost already; being spent as well does not take it off the losses
        // (the referee found the ledger keeping a loss of an element marked spent, issue #17).
        battle.remove(i, ElementCondition::Destroyed);
        battle.log(LogKind::Outcome,
                   e.id() + " spent while routing (" + rule + "): removed, and still lost (T-11)");
        return;
      }
      battle.remove(i, ElementCondition::Spent);
      battle.log(LogKind::Outcome, e.id() + " spent (" + rule + "): removed, not lost (T-11)");
      return;
    case ResultKind::Silenced:
      e.silencedUntilBound = battle.boundNumber() + 1;
      battle.log(LogKind::Outcome,
                 e.id() + " silenced to the end of the next bound (" + rule + ")");
      return;
    case ResultKind::Damaged:
      e.damaged = true;
      battle.log(LogKind::Outcome, e.id() + " damaged (" + rule + ")");
      return;
    case ResultKind::Recoil:
    case ResultKind::RecoilAndDisabled: return applyRecoil(battle, i, o, opponent, kind, rule);
    case ResultKind::Repulsed:
    case ResultKind::RepulsedWithSupported: return applyRepulse(battle, i, o, opponent, kind, rule);
    case ResultKind::Routed: {
      const auto figures = moveDistancesPaces(e.type(), e.grade(), battle.setup().year, false);
      routElement(battle, i, distance(figures ? figures->goodGoingPaces : 600), rule);
      return;
    }
    case ResultKind::Pursue:
    case ResultKind::PressForward:
    case ResultKind::Charge:
    case ResultKind::MoveIntoCloseCombat:
    case ResultKind::PassThroughAndPursue: return applyAdvance(battle, i, o, opponent, kind, rule);
  }
}

}  // namespace

namespace {

/// G-20 (TF-10): `a` stood uphill of `b` when the bound began and its front now touches the edge
/// of `b` nearest to where it started.
bool startedUphillOf(const Battle& battle, std::size_t a, std::size_t b) {
  const auto& els = battle.elements();
  const auto touch = frontalContact(els[a].footprint, els[b].footprint, battle.settings());
  if (!touch) return false;
  const bool up = startedUphill(els[a].boundStartFootprint, els[b].boundStartFootprint,
                                touch->touchedEdge, battle.setup().terrain, battle.settings());
  if (up) battle.reach("G-20");
  return up;
}

/// One close combat of `i` against `j` (B-32, B-34) with its secondary effects (O-S2, O-S4, O-S5)
/// and the supporting artillery's outcomes (O-P1, B-43).
void fightPair(Battle& battle, DieSource& dice, std::size_t i, std::size_t j,
               bool pursuerIntoFreshMounted,
               std::set<std::pair<std::size_t, std::size_t>>& foughtPairs) {
  auto& els = battle.elements();
  fixMountState(battle, i, false);  // B-54
  fixMountState(battle, j, false);
  CombatSituation sit = closeCombatOf(battle, i, j);
  // G-20, TF-10: who stood uphill of the other when the bound began.
  sit.a.startedUphillOfOpponent = startedUphillOf(battle, i, j);
  sit.b.startedUphillOfOpponent = startedUphillOf(battle, j, i);
  sit.a.pursuingIntoFreshMounted = pursuerIntoFreshMounted;  // TF-15, B-36
  fillWorkFacts(sit.a, sit.b, els[i].footprint, els[j].footprint, els[i].placed.sideId,
                battle.setup(), CombatKind::Close);
  fillWorkFacts(sit.b, sit.a, els[j].footprint, els[i].footprint, els[j].placed.sideId,
                battle.setup(), CombatKind::Close);
  const auto supportA = supportingArtilleryOf(battle, i, j);
  const auto supportB = supportingArtilleryOf(battle, j, i);
  sit.a.aidedBySupportingArtilleryInClose = supportA.has_value();
  sit.b.aidedBySupportingArtilleryInClose = supportB.has_value();
  // TF-1: fighting an element of an enemy command already defeated (B-52).
  sit.a.opponentCommandDefeated = battle.losses().defeated(els[j].placed.commandId);
  sit.b.opponentCommandDefeated = battle.losses().defeated(els[i].placed.commandId);
  applyInteriorFacts(battle, i, sit.a, sit.b);
  applyInteriorFacts(battle, j, sit.b, sit.a);
  // O-B1: room beyond the opponent for mounted passing through.
  sit.a.roomBeyondEnemy = roomBeyond(battle, i, j);
  sit.b.roomBeyondEnemy = roomBeyond(battle, j, i);
  // B-42: a Command Party fights with the factor of the friend contiguous to its rear.
  if (const auto rear = commandPartyRear(battle, i))
    sit.a.commandPartyRearElement = combatantOf(els[*rear], false);
  if (const auto rear = commandPartyRear(battle, j))
    sit.b.commandPartyRearElement = combatantOf(els[*rear], false);
  const CombatRecord record = evaluateCombat(sit, dice);
  els[i].fought = true;
  els[j].fought = true;
  foughtPairs.insert(std::minmax(i, j));
  battle.log(LogKind::CloseCombat,
             els[i].id() + " against " + els[j].id() + "\n" + record.explain(), record);
  const SecondaryEffects effects = secondaryEffectsBefore(battle, i, j);  // O-S2, O-S5
  applySecondTurnersRetreating(battle, effects, record);
  applyBoth(battle, i, j, record, CombatKind::Close);
  applySecondaryEffects(battle, effects, record);
  // O-P1, B-43: the supporting artillery takes an outcome from the combat it aided.
  if (supportA)
    applySupportingArtilleryOutcome(battle, *supportA, sit.b, j, CombatKind::Close,
                                    record.sides[0].total, record.sides[1].total,
                                    record.sides[0].outcome);
  if (supportB)
    applySupportingArtilleryOutcome(battle, *supportB, sit.a, i, CombatKind::Close,
                                    record.sides[1].total, record.sides[0].total,
                                    record.sides[1].outcome);
}

}  // namespace

void fightCloseCombat(Battle& battle, DieSource& dice) {
  auto& els = battle.elements();
  for (auto& e : els) {
    e.fought = false;
    e.pursuing = false;
  }
  std::set<std::pair<std::size_t, std::size_t>> foughtPairs;
  // O-B6: enemy foot or dismounted touching overrun artillery destroy it.
  destroyOverrunArtilleryTouchedByFoot(battle);
  const auto fight = [&](std::size_t i, std::size_t j, bool pursuerIntoFreshMounted) {
    fightPair(battle, dice, i, j, pursuerIntoFreshMounted, foughtPairs);
  };
  // B-34: pairs in element order, those the moving side's elements make first.
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (int pass = 0; pass < 2; ++pass) {
    const int side = pass == 0 ? battle.movingSide() : 1 - battle.movingSide();
    for (std::size_t i = 0; i < els.size(); ++i) {
      if (!els[i].present() || els[i].side != side) continue;
      for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces)) {
        if (els[j].side == side || !els[j].present()) continue;
        if (frontalContact(els[i].footprint, els[j].footprint, battle.settings()))
          pairs.push_back({i, j});
      }
    }
  }
  for (auto [i, j] : pairs) {
    if (!els[i].present() || !els[j].present() || els[i].fought || els[j].fought) continue;
    if (isOverrun(battle, i) || isOverrun(battle, j)) continue;  // O-B6: it cannot fight
    if (!frontalContact(els[i].footprint, els[j].footprint, battle.settings())) continue;
    fight(i, j, false);
  }
  // B-36: pursuers that touch their old or a fresh enemy fight at once, at most
  // max_pursuit_combats such combats a bound; a further contact waits for the next phase.
  for (int round = 0; round < battle.settings().maxPursuitCombats; ++round) {
    std::vector<std::pair<std::size_t, std::size_t>> more;
    for (std::size_t i = 0; i < els.size(); ++i) {
      if (!els[i].present() || !els[i].pursuing) continue;
      els[i].pursuing = false;
      if (els[i].pursuitCombats >= battle.settings().maxPursuitCombats) {
        battle.reach("B-36");
        continue;
      }
      for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces)) {
        if (els[j].side == els[i].side || !els[j].present() || foughtPairs.count(std::minmax(i, j)))
          continue;
        if (frontalContact(els[i].footprint, els[j].footprint, battle.settings()))
          more.push_back({i, j});
      }
    }
    if (more.empty()) break;
    for (auto [i, j] : more)
      if (els[i].present() && els[j].present() && !foughtPairs.count(std::minmax(i, j))) {
        battle.log(LogKind::CloseCombat,
                   els[i].id() + " pursues into contact and fights at once (B-36)");
        battle.reach("B-36");
        ++els[i].pursuitCombats;
        // TF-15: a pursuer against fresh (not yet fought this bound) enemy mounted.
        fight(i, j,
              !els[j].fought && combatantOf(els[j], false).mounted &&
                  categoryOf(els[j].type()) == TroopCategory::Mounted);
      }
  }
  // B-11, B-12: assaults on BUA and SP edges, each garrison meeting them in turn.
  fightAssaults(battle, dice);
  fightBridgeAttacks(battle, dice);  // CROSSING BY WATER: declared attackers of a bridge
  throwPendingMinefieldDice(battle, dice);
}

namespace {

/// O-S5: `k`, a friend of `i`, is touched on a flank or rear by the same attacker: it turns too
/// and takes its place behind `i`, so it does not block i's turn.
bool turnsWith(const Battle& battle, std::size_t k, std::size_t i, std::size_t attacker) {
  const auto& els = battle.elements();
  if (els[k].side != els[i].side || !els[k].present() ||
      els[k].condition == ElementCondition::Routing)
    return false;
  const auto touch = frontalContact(els[attacker].footprint, els[k].footprint, battle.settings());
  return touch && touch->touchedEdge != EdgeId::Front;
}

void turnToFace(Battle& battle) {
  auto& els = battle.elements();
  std::map<std::size_t, std::size_t> turnedBy;  // attacker -> the first element it turned (O-S5)
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (!els[i].present() || els[i].condition == ElementCondition::Routing) continue;
    std::optional<std::size_t> attacker;
    bool frontEngaged = false;
    for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces)) {
      if (els[j].side == els[i].side) continue;
      const auto touch = frontalContact(els[j].footprint, els[i].footprint, battle.settings());
      if (!touch) continue;
      if (touch->touchedEdge == EdgeId::Front)
        frontEngaged = true;
      else
        attacker = j;
      if (frontalContact(els[i].footprint, els[j].footprint, battle.settings()))
        frontEngaged = true;
    }
    if (!attacker || frontEngaged) continue;
    if (const auto first = turnedBy.find(*attacker); first != turnedBy.end()) {
      turnBehind(battle, i, first->second, *attacker);  // O-S5: the second of two goes behind
      continue;
    }
    std::vector<Footprint> others;
    for (auto k : battle.near(els[i].footprint, 1200))
      if (k != i && k != *attacker && !turnsWith(battle, k, i, *attacker))
        others.push_back(els[k].footprint);
    if (auto pose =
            turnToFacePose(els[i].footprint, els[*attacker].footprint, others, battle.settings())) {
      battle.place(i, *pose);
      battle.log(LogKind::Outcome,
                 els[i].id() + " turns to face " + els[*attacker].id() + " (O-S3)");
      battle.reach("O-S3");
      turnedBy[*attacker] = i;
    }
  }
}

/// T-6: the C-in-C swaps his final score with a directly subordinate, non-allied general within
/// his easy command distance whose score is lower.
void exchangeScores(Battle& battle, MoveSource& source, const SidePipResult& result) {
  const auto other = source.exchangeScoresWith(battle);
  if (!other) return;
  const int side = battle.movingSide();
  const BattleCommandSetup* chief = nullptr;
  for (const auto& c : battle.side(side).commands)
    if (c.commanderInChief) chief = &c;
  const BattleCommandSetup* sub = battle.command(*other);
  const auto refuse = [&](const std::string& why) {
    battle.log(LogKind::Refused, "score exchange with " + *other + " refused (T-6): " + why);
  };
  if (!chief || !sub || sub == chief) return refuse("no such subordinate command");
  bool sameSide = false;
  for (const auto& c : battle.side(side).commands) sameSide = sameSide || c.id == sub->id;
  if (!sameSide) return refuse("not a command of the moving side");
  if (sub->allied) return refuse("an allied general's score cannot be exchanged");
  const auto chiefScore = result.scores.find(chief->id);
  const auto subScore = result.scores.find(sub->id);
  if (chiefScore == result.scores.end() || subScore == result.scores.end())
    return refuse("both must have thrown");
  if (subScore->second.adjusted >= chiefScore->second.adjusted)
    return refuse("his score is not lower");
  const auto chiefEl = battle.find(chief->generalElementId);
  const auto subEl = battle.find(sub->generalElementId);
  if (!chiefEl || !subEl || !battle.elements()[*chiefEl].present() ||
      !battle.elements()[*subEl].present())
    return refuse("both generals must be on the table");
  const auto& ce = battle.elements()[*chiefEl];
  if (footprintDistance(ce.footprint, battle.elements()[*subEl].footprint) >
      easyCommandDistancePaces(ce.type()))
    return refuse("he is beyond the C-in-C's easy command distance");
  std::swap(battle.pipsLeft(chief->id), battle.pipsLeft(sub->id));
  battle.log(LogKind::Pips, chief->id + " exchanges scores with " + sub->id + " (T-6): " +
                                chief->id + " " + std::to_string(battle.pipsLeftOf(chief->id)) +
                                ", " + sub->id + " " + std::to_string(battle.pipsLeftOf(sub->id)));
}

/// T-6: this command's general stands within the easy command distance of his side's Inert
/// C-in-C (no Brilliant doubling there).
bool withinInertCommanderInChief(const Battle& battle, int side, const std::string& commandId) {
  const CommandPipState* chief = nullptr;
  for (const auto& c : battle.pipStates(side))
    if (c.commanderInChief) chief = &c;
  if (!chief || chief->quality != GeneralQuality::Inert || chief->commandId == commandId)
    return false;
  const BattleCommandSetup* chiefCmd = battle.command(chief->commandId);
  const BattleCommandSetup* cmd = battle.command(commandId);
  const auto chiefEl = chiefCmd ? battle.find(chiefCmd->generalElementId) : std::nullopt;
  const auto el = cmd ? battle.find(cmd->generalElementId) : std::nullopt;
  if (!chiefEl || !el || !battle.elements()[*chiefEl].present() ||
      !battle.elements()[*el].present())
    return false;
  const auto& ce = battle.elements()[*chiefEl];
  const bool within = footprintDistance(ce.footprint, battle.elements()[*el].footprint) <=
                      easyCommandDistancePaces(ce.type());
  if (within) battle.reach("T-6");
  return within;
}

void throwPips(Battle& battle, MoveSource& source, DieSource& dice) {
  const int side = battle.movingSide();
  PipChoices choices;
  choices.wantsToDouble = [&](const std::string& commandId, int raw) {
    return source.wantsToDouble(battle, commandId, raw);
  };
  choices.withinInertCommanderInChief = [&](const std::string& commandId) {
    return withinInertCommanderInChief(battle, side, commandId);
  };
  const SidePipResult result =
      throwSidePips(battle.pipStates(side), battle.clock().completedBoundsOf(side),
                    battle.side(side).aggression, dice, choices, battle.settings());
  battle.clearPips();
  std::string text = battle.side(side).id + " PIPs:";
  for (const auto& [cmd, score] : result.scores) {
    battle.pipsLeft(cmd) = score.adjusted;
    text += " " + cmd + " " + std::to_string(score.raw) +
            (score.adjusted != score.raw ? "->" + std::to_string(score.adjusted) : "");
  }
  battle.log(LogKind::Pips, text);
  exchangeScores(battle, source, result);
  std::vector<bool> wasOn;
  for (const auto& e : battle.elements()) wasOn.push_back(e.placed.onTable);
  arriveDelayedCommands(battle, result);
  // T-14: a naval element arriving into an enemy minefield throws for it.
  for (std::size_t i = 0; i < battle.elements().size(); ++i) {
    const ElementInPlay& e = battle.elements()[i];
    if (wasOn[i] || !e.present() || categoryOf(e.type()) != TroopCategory::Naval) continue;
    for (std::size_t m : enemyMinefieldsAt(battle, i))
      battle.minefieldEntriesToThrow.push_back({i, m});
  }
  throwPendingMinefieldDice(battle, dice);
  // B-20: Aeronauts share what they see once the C-in-C has thrown an unadjusted 4 or more.
  if (result.commanderInChiefRaw && *result.commanderInChiefRaw >= 4 &&
      battle.aeronautsShareAfterBound[static_cast<std::size_t>(side)] < 0)
    battle.aeronautsShareAfterBound[static_cast<std::size_t>(side)] = battle.boundNumber();
  if (result.commanderInChiefRaw) {
    const bool hadWeather = battle.weather().has_value();
    updateWeather(battle.weather(), side == battle.attackerSide(),
                  battle.clock().boundNumberOfMovingSide(), *result.commanderInChiefRaw);
    if (!hadWeather && battle.weather()) {
      const TableWeather w = battle.weather()->current();
      battle.log(LogKind::Pips,
                 std::string("weather (T-12): ") + (w == TableWeather::Fair   ? "fair"
                                                    : w == TableWeather::Mist ? "mist"
                                                                              : "rain"));
    }
  }
}

void endOfBound(Battle& battle, DieSource& dice) {
  auto& els = battle.elements();
  const int side = battle.movingSide();
  advanceBridging(battle);  // T-13: Pontooneers at a bank for their 3rd full bound build a bridge
  advanceBridgeDemolition(battle);  // CROSSING BY WATER: a permanent bridge destroyed in 2 bounds
  for (std::size_t i = 0; i < els.size(); ++i) {
    ElementInPlay& e = els[i];
    if (!e.present() || e.side != side) continue;
    // T-10: a router is destroyed at the end of its army's next bound unless rallied.
    if (e.condition == ElementCondition::Routing && e.routedInBound >= 0 &&
        e.routedInBound < battle.boundNumber()) {
      battle.remove(i, ElementCondition::Destroyed);
      battle.log(LogKind::Outcome, e.id() + " not rallied: destroyed (T-10)");
    }
    // T-10: a repulsed element turns 180 degrees at the end of its next own bound.
    if (e.condition == ElementCondition::Repulsed && e.repulsedInBound < battle.boundNumber()) {
      battle.place(i, turnedAbout(e.footprint));
      e.condition = ElementCondition::Ready;
      battle.log(LogKind::Outcome, e.id() + " turns about after its repulse (T-10)");
    }
  }
  markCommandsWithoutOriginals(battle);  // B-52: all original elements lost or spent
  const auto end = battle.losses().endBound();
  for (const auto& c : end.newlyDefeatedCommands)
    battle.log(LogKind::End, "command " + c + " is defeated (T-11, B-52)");
  if (end.losingSide) {
    battle.losingSide = battle.sideIndex(*end.losingSide);
    battle.log(LogKind::End, "the army of " + *end.losingSide + " loses the battle (T-11, B-51)");
  }
  throwSurprise(battle, dice);
  rememberKnownEnemies(battle);
  battle.clock().endBound();
  if (!battle.losingSide && battle.clock().nightfall())
    battle.log(LogKind::End, "night falls (B-62)");
}

}  // namespace

void playBound(Battle& battle, MoveSource& source, DieSource& dice) {
  if (battle.ended()) return;
  auto& els = battle.elements();
  for (auto& e : els) {
    e.movedPaces = 0;
    e.marchMoves = 0;
    e.tacticalMoved = false;
    e.movedIntoContact = false;
    e.shotOrShotAt = false;
    e.pressedForward = false;
    e.pursuitCombats = 0;
    e.mountedThisBound.reset();
    e.boundStartFootprint = e.footprint;  // G-20
  }
  battle.losses().beginBound();
  expireSurprise(battle);
  battle.log(LogKind::Bound, "bound " + std::to_string(battle.boundNumber()) + ": " +
                                 battle.side(battle.movingSide()).id + " moves");
  rememberKnownEnemies(battle);  // B-20 memory: what each command knows as the bound starts
  throwPips(battle, source, dice);
  while (auto order = source.nextOrder(battle)) {
    std::vector<Footprint> before;
    for (const auto& e : els) before.push_back(e.footprint);
    executeOrder(battle, *order, dice);
    // B-11: a move out of (or within) a BUA's interior ends that state; a tactical move that
    // ends inside makes the element its garrison.
    for (std::size_t i = 0; i < els.size(); ++i)
      if (!els[i].interiorOfBua.empty() && (els[i].footprint.frontMid.x != before[i].frontMid.x ||
                                            els[i].footprint.frontMid.y != before[i].frontMid.y ||
                                            els[i].footprint.headingDeg != before[i].headingDeg))
        els[i].interiorOfBua.clear();
  }
  checkSurpriseEnds(battle, "");
  rememberKnownEnemies(battle);
  const std::size_t logBefore = battle.logEntries().size();
  fightDistantCombat(battle, dice);
  if (battle.surpriseActive) {
    // B-24: surprise ends when the attacker shoots.
    for (std::size_t k = logBefore; k < battle.logEntries().size(); ++k)
      if (battle.logEntries()[k].kind == LogKind::Shooting) {
        checkSurpriseEnds(battle, "the attacker shoots");
        break;
      }
  }
  const std::size_t beforeClose = battle.logEntries().size();
  fightCloseCombat(battle, dice);
  if (battle.surpriseActive)
    for (std::size_t k = beforeClose; k < battle.logEntries().size(); ++k)
      if (battle.logEntries()[k].kind == LogKind::CloseCombat) {
        checkSurpriseEnds(battle, "the attacker enters close combat");
        break;
      }
  turnToFace(battle);
  endOfBound(battle, dice);
}

}  // namespace hfg::battle
