// Coffee! (2.5).
#include "core/battle/tchae/coffee.h"

#include <algorithm>

#include "core/battle/tchae/combat.h"
#include "core/battle/tchae/fire.h"
#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/movement.h"
#include "core/battle/tchae/spotting.h"
#include "core/battle/tchae/status_phase.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

/// Step 1: units whose card has not come, and reserved fire, shoot at close range, all at once.
std::vector<std::string> coffeeFire(RulesContext& ctx) {
  std::vector<FireHit> all;
  for (Unit& u : ctx.state.units) {
    if (!u.active()) continue;
    const Commander* c = ctx.state.commander(u.commanderId);
    const bool cardUnused = !u.activatedThisTurn && (!c || !c->cardResolvedThisTurn);
    if (!cardUnused && !u.reservedFire) continue;
    const std::vector<FireHit> hits = computeFire(ctx, u, "", true);
    all.insert(all.end(), hits.begin(), hits.end());
    u.reservedFire = false;
  }
  if (!all.empty()) ctx.state.note("E-51", "Coffee! fire");
  applyHits(ctx, all);
  return statusTests(ctx);
}

/// Step 2 (EB-54): Aggressive units on Attack orders close on the enemy within 8 in.
std::vector<std::string> aggressiveMoves(RulesContext& ctx) {
  std::vector<std::string> routed;
  std::vector<Unit*> movers;
  for (Unit& u : ctx.state.units) {
    if (!u.active() || !u.aggressive || u.arm == Arm::Artillery) continue;
    if (u.status != Status::Normal && u.status != Status::Pursuit) continue;
    const Commander* c = ctx.state.commander(u.commanderId);
    if (!c || c->order != Order::Attack) continue;
    movers.push_back(&u);
  }
  std::sort(movers.begin(), movers.end(), [](Unit* a, Unit* b) { return a->id < b->id; });
  for (Unit* u : movers) {
    double gap = 0;
    Unit* e = ctx.nearestEnemy(*u, &gap);
    if (!e || !u->active() || gap > ctx.settings().coffeeAggressiveIn) continue;
    const Vec2 to = ctx.fp(*e).centre() - ctx.fp(*u).centre();
    const double heading = battle::headingOf(to);
    if (battle::headingDifferenceDeg(heading, u->headingDeg) > 90) continue;
    const battle::Footprint start = ctx.fp(*u);
    if (!turnIfClear(ctx, *u, heading)) continue;
    MoveOptions o;
    o.mayContact = true;
    o.ignoreZoc = true;
    const MoveResult m =
        moveAlong(ctx, *u, heading, moveRateIn(*u, {ctx.inDifficult(*u), false, false}), o);
    ctx.state.note("EB-54", u->id + " makes its Aggressive Coffee! move");
    if (m.contactId.empty()) continue;
    Contact k;
    k.attackerId = u->id;
    k.defenderId = m.contactId;
    k.chargerStartGapIn = gapIn(start, ctx.fp(*ctx.state.unit(m.contactId)));
    const CombatOutcome out = resolveContact(ctx, k);
    routed.insert(routed.end(), out.routed.begin(), out.routed.end());
  }
  return routed;
}

}  // namespace

void clearZonesOfControl(RulesContext& ctx) {
  std::vector<Unit*> inside;
  for (Unit& u : ctx.state.units)
    if (u.active() && insideEnemyZoc(ctx, u)) inside.push_back(&u);
  std::stable_sort(inside.begin(), inside.end(), [](Unit* a, Unit* b) {
    return a->enteredZocThisTurn > b->enteredZocThisTurn;  // EB-47: entrants first
  });
  for (Unit* u : inside) {
    if (!insideEnemyZoc(ctx, *u)) continue;
    MoveOptions o;
    o.ignoreZoc = true;
    o.opportunityCharges = false;
    double moved = 0;
    while (insideEnemyZoc(ctx, *u) && moved < 8) {
      const MoveResult m = moveAlong(ctx, *u, u->headingDeg + 180, 0.25, o);
      if (m.movedIn <= 0) break;
      moved += m.movedIn;
    }
    if (insideEnemyZoc(ctx, *u)) {
      u->disordered = true;
      ctx.state.note("EB-47", u->id + " cannot clear a zone of control and is Disordered");
    } else if (moved > 0) {
      ctx.state.note("EB-47", u->id + " moves back out of a zone of control");
    }
  }
}

void coffee(RulesContext& ctx) {
  ctx.state.note("E-51", "Coffee!");
  clearActivationMarks(ctx);
  std::vector<std::string> routed = coffeeFire(ctx);
  const std::vector<std::string> more = aggressiveMoves(ctx);
  routed.insert(routed.end(), more.begin(), more.end());
  reactiveTests(ctx, routed);
  clearActivationMarks(ctx);
  clearZonesOfControl(ctx);
  automaticSpotting(ctx);
}

}  // namespace hfg::tchae
