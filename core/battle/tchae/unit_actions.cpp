// Step 6 of an activation: PIP-paid moves, charges and formation changes (ET-7, E-75 ... E-88).
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/battle/tchae/activation.h"
#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/movement.h"
#include "core/battle/tchae/pip_costs.h"
#include "core/battle/tchae/reactions.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

bool overlapsAnother(RulesContext& ctx, const Unit& u);

bool refuse(RulesContext& ctx, const UnitAction& a, const std::string& why) {
  ctx.state.notePrivate(
      ctx.state.unit(a.unitId) ? ctx.state.unit(a.unitId)->side : Belligerent::Union, "refused",
      a.unitId + ": " + why);
  return false;
}

/// E-83 / ET-24: may this unit start a combat now?
bool mayCharge(RulesContext& ctx, const Unit& u) {
  if (u.arm == Arm::Artillery || (u.status != Status::Normal && u.status != Status::Pursuit))
    return false;
  const Commander* c = ctx.state.commander(u.commanderId);
  if (!c) return false;
  if (c->order == Order::Attack || u.status == Status::Pursuit) return true;
  if (c->order != Order::Hold) return false;
  // E-36: enemy at the edge of the zone of control (zone depth + tolerance).
  const double reach = zocDepthIn(u, ctx.level(), ctx.inDifficult(u), ctx.settings()) +
                       ctx.settings().holdEdgeToleranceIn;
  for (Unit* e : ctx.activeUnits(otherSide(u.side)))
    if (gapIn(ctx.fp(u), ctx.fp(*e)) <= reach) return true;
  return false;
}

double nearestEnemyGap(RulesContext& ctx, const Unit& u) {
  double d = 1e9;
  ctx.nearestEnemy(u, &d);
  return d;
}

bool multiMoveOk(RulesContext& ctx, const Unit& u) {
  double open = 1e9, cover = 1e9, blind = 1e9;
  for (Unit* e : ctx.activeUnits(otherSide(u.side))) {
    const TerrainKind k = ctx.state.terrain.kindAt(ctx.fp(*e).centre());
    const bool woodOrBua = k == TerrainKind::ThickWood || k == TerrainKind::LightWood ||
                           k == TerrainKind::WoodenBuildings || k == TerrainKind::BrickBuildings;
    double& slot = woodOrBua ? cover : open;
    slot = std::min(slot, gapIn(ctx.fp(u), ctx.fp(*e)));
  }
  for (const Blind& b : ctx.state.blinds)
    if (b.side != u.side && b.present(ctx.state.turn))
      blind = std::min(blind, gapIn(ctx.fp(u), blindFootprint(b, ctx.level(), ctx.settings())));
  return multipleMoveAllowed(open, cover, blind, ctx.settings());
}

/// E-85 / EB-39: Normal mounted cavalry charged by cavalry counter-charge without PIPs; the two
/// meet halfway along the charger's path, facing each other, the charger still the attacker.
bool counterCharge(RulesContext& ctx, Unit& u, Unit& d, double startGap) {
  if (!u.isMountedCavalry() || !d.isMountedCavalry() || d.status != Status::Normal || d.disordered)
    return false;
  const double half = startGap / 2;
  const Vec2 back = battle::headingVector(u.headingDeg) * -half;
  u.frontMidIn = u.frontMidIn + back;
  const battle::Footprint f = ctx.fp(d);
  const Vec2 centre = f.centre() + back;  // the counter-charger comes forward as far
  d.headingDeg = battle::headingOf(u.frontMidIn - centre);
  d.frontMidIn = centre + battle::headingVector(d.headingDeg) * (f.depthPaces / 2);
  conformTo(ctx, u, d);
  ctx.state.note("E-85", d.id + " counter-charges " + u.id + " and they meet halfway");
  return true;
}

/// After a charge contact: evade (E-86), counter charge (E-85), turn to face (E-89), then record
/// the contact.
void afterContact(RulesContext& ctx, Activation& act, Unit& u, const battle::Footprint& start,
                  const std::string& defenderId) {
  Unit& d = *ctx.state.unit(defenderId);
  const double startGap = gapIn(start, ctx.fp(d));
  if (tryEvade(ctx, d, u, startGap)) return;
  if (counterCharge(ctx, u, d, startGap)) {
    Contact k;
    k.attackerId = u.id;
    k.defenderId = d.id;
    k.chargerStartGapIn = startGap;
    act.contacts.push_back(k);
    return;
  }
  const AttackAspect aspect = attackAspect(start, ctx.fp(d), u.frontMidIn);
  Contact k;
  k.attackerId = u.id;
  k.defenderId = d.id;
  k.flankOrRear = aspect != AttackAspect::Front;
  k.chargerStartGapIn = startGap;
  if (k.flankOrRear)
    turnToFace(ctx, d, u, startGap > moveRateIn(u, {}) / 2);
  else
    conformTo(ctx, u, d);
  if (Commander* dc = ctx.state.commander(d.commanderId); dc && dc->order == Order::Engage)
    dc->order = Order::Hold;  // E-37: once attacked, Engage becomes Hold
  ctx.state.note("E-83", u.id + " charges " + d.id + (k.flankOrRear ? " in flank or rear" : ""));
  act.contacts.push_back(k);
}

bool doMove(RulesContext& ctx, Activation& act, Unit& u, const UnitAction& a, bool retire) {
  if (u.firedThisActivation && u.arm == Arm::Infantry && !u.isSkirmisher())
    return refuse(ctx, a, "infantry that fired may not move (E-63)");
  if (u.arm == Arm::Artillery && !u.limbered && !u.isLightArtillery())
    return refuse(ctx, a, "heavy guns must limber to move (E-60)");
  if (u.status == Status::Routed) return refuse(ctx, a, "routers move only by E-15");
  const int moves = static_cast<int>(std::count(act.movesMade.begin(), act.movesMade.end(), u.id));
  if (moves > 0 && !multiMoveOk(ctx, u)) return refuse(ctx, a, "no further move this close (E-61)");
  const Unit before = u;
  const double beforeGap = nearestEnemyGap(ctx, u);
  double heading = u.headingDeg, wheelCost = 0;
  if (!retire) {
    const double turn = battle::headingDifferenceDeg(u.headingDeg, a.headingDeg);
    if (turn > 90 + 1e-6) return refuse(ctx, a, "a wheel of more than 90 degrees (E-76)");
    wheelCost = frontageIn(u, ctx.level()) * turn * std::numbers::pi / 180.0;
    heading = a.headingDeg;
  }
  const double direction = retire ? heading + 180 : heading;
  const double rate = rateFor(ctx, u, direction, retire);
  const double dist = std::min(a.distanceIn, std::max(0.0, rate - wheelCost));
  if (!retire) {  // the wheel swings about the front-edge midpoint (a simplification of E-75)
    u.headingDeg = heading;
    if (overlapsAnother(ctx, u)) {
      u = before;
      return refuse(ctx, a, "the wheel would overlap another unit");
    }
  }
  const Commander* c = ctx.state.commander(u.commanderId);
  MoveOptions o;
  o.mayContact = !retire && mayCharge(ctx, u);
  o.passThroughFriends = a.passThroughFriends;
  // E-10: Attack orders may enter zones; a charge the order allows (E-36) enters its target's.
  o.ignoreZoc = (c && c->order == Order::Attack) || u.status == Status::Pursuit || o.mayContact;
  const battle::Footprint start = ctx.fp(before);
  const MoveResult m = moveAlong(ctx, u, direction, dist, o);
  const bool backwardOnly = u.status == Status::Fightin || u.status == Status::Defeated;
  if (backwardOnly && nearestEnemyGap(ctx, u) < beforeGap - 1e-6) {  // EB-94
    u = before;
    return refuse(ctx, a, "Fightin' and Defeated units may not close on the enemy (EB-94)");
  }
  act.movesMade.push_back(u.id);
  ctx.state.note("E-75", u.id + (retire ? " retires " : " moves ") +
                             std::to_string(m.movedIn).substr(0, 4) + " in");
  if (nearestEnemyGap(ctx, u) < beforeGap - 1e-6) u.advancedThisTurn = true;
  if (!m.contactId.empty()) afterContact(ctx, act, u, start, m.contactId);
  if (!m.opportunityById.empty()) {  // EB-37: the cavalry charges the stopped mover
    Contact k;
    k.attackerId = m.opportunityById;
    k.defenderId = u.id;
    const Unit& cav = *ctx.state.unit(m.opportunityById);
    k.flankOrRear = ctx.fp(u).toLocal(cav.frontMidIn).y < -1e-6;  // on a flank or the rear edge
    act.contacts.push_back(k);
  }
  return true;
}

bool doChange(RulesContext& ctx, Unit& u, const UnitAction& a) {
  using K = UnitAction::Kind;
  switch (a.kind) {
    case K::ChangeFormation:
      if (u.arm != Arm::Infantry) return refuse(ctx, a, "only infantry change formation");
      if (a.formation == Formation::SupportedLine && ctx.level() != GameLevel::Corps)
        return refuse(ctx, a, "supported line is a corps formation (E-9)");
      u.formation = a.formation;
      u.prone = false;
      return true;
    case K::Turn: {  // EB-76: a turn of more than 90 degrees is a formation change
      const battle::Footprint f = ctx.fp(u);
      const Vec2 centre = f.centre();
      u.headingDeg = a.headingDeg;
      u.frontMidIn = centre + battle::headingVector(a.headingDeg) * (f.depthPaces / 2);
      return true;
    }
    case K::Limber:
    case K::Unlimber:
      if (u.arm != Arm::Artillery) return refuse(ctx, a, "only artillery limbers");
      if (a.kind == K::Unlimber && ctx.inDifficult(u))
        return refuse(ctx, a, "no guns in difficult terrain");
      u.limbered = a.kind == K::Limber;
      ++u.artilleryActions;
      return true;
    case K::Mount:
    case K::Dismount:
      if (u.arm != Arm::Cavalry || u.sabreOnly)
        return refuse(ctx, a, "only carbine cavalry dismount (E-8)");
      u.mounted = a.kind == K::Mount;
      u.formation = u.mounted ? Formation::Line : Formation::Skirmish;
      return true;
    case K::Prone:
    case K::Stand:
      if (!u.isSkirmisher()) return refuse(ctx, a, "only skirmishers go prone (EB-61)");
      u.prone = a.kind == K::Prone;
      return true;
    default: return false;
  }
}

bool overlapsAnother(RulesContext& ctx, const Unit& u) {
  for (const Unit& o : ctx.state.units)
    if (o.id != u.id && o.active() && overlapIn(ctx.fp(u), ctx.fp(o))) return true;
  return false;
}

/// E-79 / ET-8: the commander moves 12 in (6 in starting in difficult terrain) for 1 PIP.
bool moveCommander(RulesContext& ctx, Activation& act, const UnitAction& a) {
  Commander& c = *act.commander;
  if (act.pips < 1 || !c.onTable) return false;
  if (!c.attachedUnitId.empty()) return false;  // an attached commander moves with his unit
  const bool difficult = ctx.state.terrain.movementClassAt(c.positionIn) == TerrainGrade::Difficult;
  const double d = std::min(a.distanceIn, commanderRateIn(difficult, ctx.settings()));
  Vec2 to = c.positionIn + battle::headingVector(a.headingDeg) * d;
  to.x = std::clamp(to.x, 0.0, ctx.state.terrain.widthIn);
  to.y = std::clamp(to.y, 0.0, ctx.state.terrain.depthIn);
  c.positionIn = to;
  act.pips -= 1;
  return true;
}

}  // namespace

/// E-23: attaching to a unit (the figure joins it) or detaching costs 1 PIP x band.
bool attachOrDetach(RulesContext& ctx, Activation& act, const UnitAction& a) {
  Commander& c = *act.commander;
  if (a.kind == UnitAction::Kind::Detach) {
    if (c.attachedUnitId.empty() || act.pips < 1) return false;
    c.attachedUnitId.clear();
    act.pips -= 1;
    ctx.state.note("E-23", c.id + " detaches");
    return true;
  }
  Unit* u = ctx.state.unit(a.unitId);
  if (!u || !u->active() || !inChain(ctx, c, *u) || !c.onTable)
    return refuse(ctx, a, "cannot attach");
  const int cost =
      actionCost(ActionPrice::OnePip, gapIn(ctx.fp(*u), c.positionIn), false, ctx.settings());
  if (cost > act.pips) return refuse(ctx, a, "needs " + std::to_string(cost) + " PIPs (ET-7)");
  act.pips -= cost;
  c.attachedUnitId = u->id;
  c.positionIn = ctx.fp(*u).centre();
  ctx.state.note("E-23", c.id + " attaches to " + u->id);
  return true;
}

bool doUnitAction(RulesContext& ctx, Activation& act, const UnitAction& a) {
  if (a.kind == UnitAction::Kind::MoveCommander) return moveCommander(ctx, act, a);
  if (a.kind == UnitAction::Kind::Attach || a.kind == UnitAction::Kind::Detach)
    return attachOrDetach(ctx, act, a);
  Unit* u = ctx.state.unit(a.unitId);
  Commander& c = *act.commander;
  if (!u || !u->active()) return refuse(ctx, a, "no such unit on the table");
  if (!inChain(ctx, c, *u)) return refuse(ctx, a, "not under " + c.id + " (E-24)");
  if (u->activatedThisTurn &&
      std::find(act.actedUnits.begin(), act.actedUnits.end(), u->id) == act.actedUnits.end())
    return refuse(ctx, a, "already activated on another card this turn (EB-32)");
  if (u->evadedThisTurn) return refuse(ctx, a, "evaded this turn (EB-81)");
  if (u->arm == Arm::Artillery && u->artilleryActions >= (u->horseArtillery ? 3 : 2))
    return refuse(ctx, a, "no artillery action left (E-60)");
  const bool elsewhere = !c.attachedUnitId.empty() && c.attachedUnitId != u->id;
  const int cost =
      actionCost(ActionPrice::OnePip, gapIn(ctx.fp(*u), c.positionIn), elsewhere, ctx.settings());
  if (cost > act.pips) return refuse(ctx, a, "needs " + std::to_string(cost) + " PIPs (ET-7)");
  bool ok = false;
  switch (a.kind) {
    case UnitAction::Kind::Move:
      ok = doMove(ctx, act, *u, a, false);
      if (ok && u->arm == Arm::Artillery) ++u->artilleryActions;
      break;
    case UnitAction::Kind::Retire: ok = doMove(ctx, act, *u, a, true); break;
    default: {
      const Unit before = *u;
      ok = doChange(ctx, *u, a);
      if (ok && overlapsAnother(ctx, *u)) {  // a new shape may not stand on other units (E-2)
        *u = before;
        ok = refuse(ctx, a, "the new formation would overlap another unit");
      }
      break;
    }
  }
  if (!ok) return false;
  act.pips -= cost;
  u->activatedThisTurn = true;
  if (std::find(act.actedUnits.begin(), act.actedUnits.end(), u->id) == act.actedUnits.end())
    act.actedUnits.push_back(u->id);
  return true;
}

}  // namespace hfg::tchae
