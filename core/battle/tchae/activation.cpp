// The ten steps of a commander's activation (2.3).
#include "core/battle/tchae/activation.h"

#include <algorithm>

#include "core/battle/tchae/blind_actions.h"
#include "core/battle/tchae/fire.h"
#include "core/battle/tchae/pip_costs.h"
#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/spotting.h"
#include "core/battle/tchae/status_phase.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

bool inChain(const RulesContext& ctx, const Commander& c, const Unit& u) {
  return ctx.state.commands(c.id, u.commanderId);
}

namespace {

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

/// EB-32: a unit may act on one card a turn; within this activation it may act again.
bool mayAct(const Activation& act, const Unit& u) {
  return !u.activatedThisTurn || contains(act.actedUnits, u.id);
}

void markActed(Activation& act, Unit& u) {
  u.activatedThisTurn = true;
  if (!contains(act.actedUnits, u.id)) act.actedUnits.push_back(u.id);
}

double distanceToUnit(RulesContext& ctx, const Commander& c, const Unit& u) {
  return gapIn(ctx.fp(u), c.positionIn);
}

bool attachedElsewhere(const Commander& c, const Unit& u) {
  return !c.attachedUnitId.empty() && c.attachedUnitId != u.id;
}

bool pay(RulesContext& ctx, Activation& act, int cost, const std::string& what) {
  if (cost > act.pips) {
    ctx.state.note("ET-7", "refused: " + what + " costs " + std::to_string(cost) + " PIPs, " +
                               std::to_string(act.pips) + " left");
    return false;
  }
  act.pips -= cost;
  return true;
}

void spottingStep(RulesContext& ctx, Commander& c, TchaeGeneral& general) {
  if (c.spottedThisTurn || !c.onTable) return;
  const std::string target = general.spotTarget(sideView(ctx.state, c.side), c);
  Blind* b = ctx.state.blind(target);
  if (!b || b->side == c.side || !b->present(ctx.state.turn)) return;
  c.spottedThisTurn = true;
  trySpot(ctx, c.positionIn, *b, c.id);
}

void fireStep(RulesContext& ctx, Activation& act, TchaeGeneral& general) {
  Commander& c = *act.commander;
  for (const FirePlan& p : general.firePlans(sideView(ctx.state, c.side), c, act.pips)) {
    Unit* u = ctx.state.unit(p.unitId);
    if (!u || !u->active() || !inChain(ctx, c, *u) || !mayAct(act, *u)) continue;
    if (u->arm == Arm::Artillery && u->artilleryActions >= (u->horseArtillery ? 3 : 2)) continue;
    const double d = distanceToUnit(ctx, c, *u);
    if (p.reserve) {
      if (act.restriction != Restriction::None) continue;
      if (!pay(ctx, act, actionCost(ActionPrice::OnePip, d, attachedElsewhere(c, *u)),
               "reserve fire"))
        continue;
      u->reservedFire = true;
      markActed(act, *u);
      continue;
    }
    std::string directed = p.directedTargetId;
    if (!directed.empty() &&
        (u->arm != Arm::Artillery || act.restriction != Restriction::None ||
         !pay(ctx, act, actionCost(ActionPrice::TwoPip, d, false, ctx.settings()),
              "directed fire")))
      directed.clear();
    const std::vector<FireHit> hits = computeFire(ctx, *u, directed);
    if (u->firedThisActivation) markActed(act, *u);
    applyHits(ctx, hits);
  }
}

void rallyStep(RulesContext& ctx, Activation& act, const std::vector<std::string>& ids) {
  Commander& c = *act.commander;
  for (const std::string& id : ids) {
    Unit* u = ctx.state.unit(id);
    if (!u || !u->active() || !inChain(ctx, c, *u) || !mayAct(act, *u)) continue;
    if (u->status == Status::Normal) continue;
    const bool permanent = u->permanentlyDefeated(ctx.settings());
    if (permanent && (u->status == Status::Defeated)) continue;                       // E-14
    const ActionPrice price = u->resolute ? ActionPrice::Free : ActionPrice::OnePip;  // EB-65
    if (!pay(ctx, act, actionCost(price, distanceToUnit(ctx, c, *u), attachedElsewhere(c, *u)),
             "rally " + id))
      continue;
    markActed(act, *u);
    if (u->status == Status::Fightin || u->status == Status::Pursuit) {
      u->status = Status::Normal;
      u->firefightPartnerId.clear();  // EB-45: a rally to Normal ends the pair
      ctx.state.note("EB-33", id + " rallies to Normal");
    } else {
      act.rallying.push_back(id);  // EB-33: takes effect if it does not move
      ctx.state.note("EB-33", id + " is being rallied");
    }
  }
}

void finishRallies(RulesContext& ctx, Activation& act) {
  for (const std::string& id : act.rallying) {
    Unit* u = ctx.state.unit(id);
    if (!u || !u->active() || u->movedThisActivation) continue;
    if (u->status == Status::Routed)
      u->status = Status::Defeated;
    else if (u->status == Status::Defeated && !u->permanentlyDefeated(ctx.settings()))
      u->status = Status::Fightin;
    ctx.state.note("EB-33", id + " is rallied to " + std::string(keyOf(u->status)));
  }
}

void combatStep(RulesContext& ctx, Activation& act) {
  for (const Contact& k : act.contacts) {
    const CombatOutcome o = resolveContact(ctx, k);
    act.routed.insert(act.routed.end(), o.routed.begin(), o.routed.end());
  }
  // E-96: standing firefights of this commander's units are fought again.
  for (Unit& u : ctx.state.units) {
    if (!u.active() || u.firefightPartnerId.empty() || !inChain(ctx, *act.commander, u)) continue;
    Unit* p = ctx.state.unit(u.firefightPartnerId);
    if (!p || !p->active() || gapIn(ctx.fp(u), ctx.fp(*p)) > ctx.settings().firefightRefightIn) {
      u.firefightPartnerId.clear();
      continue;
    }
    const CombatOutcome o = refightFirefight(ctx, u, *p);
    act.routed.insert(act.routed.end(), o.routed.begin(), o.routed.end());
  }
}

void grandTacticalStep(RulesContext& ctx, Activation& act, TchaeGeneral& general) {
  Commander& c = *act.commander;
  if (act.restriction != Restriction::None || act.pips <= 0) return;
  const GrandTacticalPlan plan = general.grandTactical(sideView(ctx.state, c.side), c, act.pips);
  for (const OrderChange& oc : plan.orders) {
    Commander* sub = ctx.state.commander(oc.commanderId);
    if (!sub || sub->id == c.id || !ctx.state.commands(c.id, sub->id)) continue;
    const int cost = actionCost(ActionPrice::OnePip, distance(c.positionIn, sub->positionIn), false,
                                ctx.settings());
    if (!pay(ctx, act, cost, "order change")) continue;
    sub->pendingOrder = oc.order;  // E-33: from his next card
    sub->objective = oc.objective;
    ctx.state.notePrivate(c.side, "E-103",
                          c.id + " orders " + sub->id + " to " + std::string(keyOf(oc.order)));
  }
  for (const BlindAction& ba : plan.blinds) {  // E-100
    Blind* b = ctx.state.blind(ba.blindId);
    if (!b || b->side != c.side || !b->present(ctx.state.turn) || b->movedOnBlindsCardThisTurn)
      continue;
    if (b->dummy || b->commanderId == c.id || !ctx.state.commands(c.id, b->commanderId)) continue;
    const battle::Footprint f = blindFootprint(*b, ctx.level(), ctx.settings());
    if (!pay(ctx, act,
             actionCost(ActionPrice::OnePip, gapIn(f, c.positionIn), false, ctx.settings()),
             "blind action"))
      continue;
    b->movedByCommanderThisTurn = true;
    runBlindActions(ctx, *b, {ba}, 1, false);
  }
}

/// E-17: a unit Disordered since before this activation, that neither moved nor fired in it.
void recoverDisorder(RulesContext& ctx, const Commander& c,
                     const std::vector<std::string>& before) {
  for (Unit& u : ctx.state.units)
    if (u.active() && u.disordered && u.commanderId == c.id && !u.movedThisActivation &&
        !u.firedThisActivation && contains(before, u.id))
      u.disordered = false;
}

/// E-24: a C-in-C may give his activation to a subordinate within 8 in whose card is still to come.
bool handedOn(RulesContext& ctx, Commander& chief, TchaeGeneral& general) {
  if (!chief.superiorId.empty() || !chief.onTable || chief.horsDeCombat) return false;
  std::vector<std::string> candidates;
  for (const Commander& s : ctx.state.commanders)
    if (s.id != chief.id && s.side == chief.side && s.superiorId == chief.id && s.onTable &&
        !s.horsDeCombat && s.cardInDeck && !s.cardResolvedThisTurn &&
        distance(s.positionIn, chief.positionIn) <= ctx.settings().pipBandIn)
      candidates.push_back(s.id);
  if (candidates.empty()) return false;
  const std::string pick =
      general.handActivationTo(sideView(ctx.state, chief.side), chief, candidates);
  Commander* sub = ctx.state.commander(pick);
  if (!sub || !contains(candidates, pick)) return false;
  ctx.state.note("E-24", chief.id + " hands his activation to " + pick);
  commanderActivation(ctx, *sub, general);
  return true;
}

Restriction restrictionFor(RulesContext& ctx, Commander& c, Restriction given) {
  if (c.restrictedThisTurn) return Restriction::FireOnly;  // E-49
  bool& flag = ctx.state.cautiousFlag[static_cast<int>(c.side)];
  if (flag && (c.cautious || c.ability == Ability::Political)) {  // E-48, EB-50
    flag = false;
    return c.ability == Ability::Political ? Restriction::FireOnly : Restriction::FireAndRally;
  }
  return given;
}

}  // namespace

void commanderActivation(RulesContext& ctx, Commander& c, TchaeGeneral& general,
                         Restriction restriction) {
  if (c.cardResolvedThisTurn) {
    ctx.state.note("E-44", c.id + "'s card is void this turn (E-24, E-47)");
    return;
  }
  c.cardResolvedThisTurn = true;
  if (handedOn(ctx, c, general)) return;
  if (c.pendingOrder) {  // E-33: a changed order applies from his next card; the enemy never sees it
    c.order = *c.pendingOrder;
    c.pendingOrder.reset();
    ctx.state.notePrivate(c.side, "E-33",
                          c.id + " takes up his new order: " + std::string(keyOf(c.order)));
  }
  std::vector<std::string> disorderedBefore;
  for (const Unit& u : ctx.state.units)
    if (u.disordered) disorderedBefore.push_back(u.id);
  Activation act;
  act.commander = &c;
  act.restriction = restrictionFor(ctx, c, restriction);
  const bool figure = c.onTable && !c.horsDeCombat;
  if (!figure) {  // E-52: without his figure on the table his units may only fire
    act.restriction = Restriction::FireOnly;
    ctx.state.note("E-52", c.id + " has no figure on the table: his units may only fire");
  }
  spottingStep(ctx, c, general);                                  // step 1
  if (figure) act.pips = commandPips(c.ability, ctx.dice.dav());  // step 2
  ctx.state.note("E-19", c.id + " activates with " + std::to_string(act.pips) + " PIPs");
  const BattleState view = sideView(ctx.state, c.side);
  std::vector<std::string> rallies;
  if (act.restriction != Restriction::FireOnly) rallies = general.rallies(view, c, act.pips);
  compulsoryMoves(ctx, c.id, rallies);                                         // step 3
  fireStep(ctx, act, general);                                                 // step 4
  if (act.restriction != Restriction::FireOnly) rallyStep(ctx, act, rallies);  // step 5
  if (act.restriction == Restriction::None)                                    // step 6
    for (const UnitAction& a : general.moves(sideView(ctx.state, c.side), c, act.pips))
      doUnitAction(ctx, act, a);
  const std::vector<std::string> routedByFire = statusTests(ctx);  // step 7
  act.routed.insert(act.routed.end(), routedByFire.begin(), routedByFire.end());
  combatStep(ctx, act);                  // step 8
  reactiveTests(ctx, act.routed);        // step 9
  grandTacticalStep(ctx, act, general);  // step 10
  finishRallies(ctx, act);
  recoverDisorder(ctx, c, disorderedBefore);
  clearActivationMarks(ctx);
}

}  // namespace hfg::tchae
