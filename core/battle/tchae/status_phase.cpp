// E-80 status tests, E-14 fall backs, E-82 reactive tests and E-57 compulsory moves.
#include "core/battle/tchae/status_phase.h"

#include <algorithm>

#include "core/battle/tchae/combat_results.h"
#include "core/battle/tchae/combat_support.h"
#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/morale_tables.h"
#include "core/battle/tchae/movement.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

int routersNear(RulesContext& ctx, const Unit& u) {
  int n = 0;
  for (Unit* f : ctx.activeUnits(u.side))
    if (f->id != u.id && f->status == Status::Routed &&
        gapIn(ctx.fp(*f), ctx.fp(u)) <= ctx.settings().routerNearIn)
      ++n;
  return n;
}

/// One ET-15 test; true when the unit stepped down.
bool testUnit(RulesContext& ctx, Unit& u, const std::string& rule) {
  StatusCheckInput in;
  in.inCover = ctx.inCover(u);
  const Commander* c = ctx.attachedTo(u);
  in.officerLf = c ? leadershipFactor(*c) : 0;
  in.friendlyRoutersNear = routersNear(ctx, u);
  in.closeSmoothboreArtillery = u.hitByCloseSmoothbore;
  const int mod = statusModifier(u, in, ctx.settings());
  const int d6 = ctx.dice.d6();
  u.testedThisActivation = true;
  const bool fails = statusCheckFails(d6, mod);
  const Status before = u.status;
  if (fails) u.status = stepDown(u.status);
  if (u.permanentlyDefeated(ctx.settings()) &&
      (u.status == Status::Normal || u.status == Status::Fightin || u.status == Status::Pursuit))
    u.status = Status::Defeated;  // E-14
  ctx.state.note(rule, u.id + " status test D6 " + std::to_string(d6) + " + " +
                           std::to_string(mod) + ": " + std::string(keyOf(before)) + " -> " +
                           std::string(keyOf(u.status)));
  if (c) riskToGeneral(ctx, u, u.casualtiesThisActivation, in.officerLf > 0, "");
  return fails;
}

/// EB-80: a router in friendly cover beyond the effective range of every enemy battery stops.
bool routerSafe(RulesContext& ctx, const Unit& u) {
  if (!ctx.inCover(u)) return false;
  for (Unit* e : ctx.activeUnits(otherSide(u.side))) {
    if (e->arm != Arm::Artillery) continue;
    const RangeLimits lim = rangeLimits(rangeRowOf(*e), ctx.level());
    if (frontEdgeRangeIn(ctx.fp(*e), ctx.fp(u)) <= lim.effectiveIn) return false;
  }
  return true;
}

}  // namespace

std::vector<std::string> statusTests(RulesContext& ctx) {
  std::vector<std::string> routed;
  for (Unit& u : ctx.state.units) {
    if (!u.active() || u.casualtiesThisActivation <= 0 || u.testedThisActivation) continue;
    if (u.status == Status::Routed) continue;
    testUnit(ctx, u, "E-80");
    if (u.status == Status::Routed) {
      routed.push_back(u.id);
      // EB-93: one rout move at once, away from the firer, without the E-15 casualty.
      routMove(ctx, u, u.lastFirerIn, moveRateIn(u, {ctx.inDifficult(u), false, false}));
    }
  }
  for (Unit& u : ctx.state.units) {  // E-14 / EB-79
    if (!u.active() || u.status != Status::Defeated || u.casualtiesThisActivation <= 0) continue;
    const Vec2 away = ctx.fp(u).centre() - u.lastFirerIn;
    const double heading = length(away) > 1e-9 ? battle::headingOf(away) : u.headingDeg + 180;
    MoveOptions o;
    o.outcome = true;
    o.ignoreZoc = true;
    o.passThroughFriends = true;
    o.opportunityCharges = false;
    moveAlong(ctx, u, heading, u.fallBackNeededIn, o);
    ctx.state.note("E-14", u.id + " falls back " + formatValue(u.fallBackNeededIn) + " in");
    if (u.arm == Arm::Artillery && u.permanentlyDefeated(ctx.settings())) {
      u.offTable = true;
      ctx.state.note("E-14", u.id + " is permanently Defeated artillery and leaves the table");
    }
  }
  return routed;
}

void reactiveTests(RulesContext& ctx, const std::vector<std::string>& routedIds) {
  for (const std::string& id : routedIds) {
    const Unit* r = ctx.state.unit(id);
    if (!r) continue;
    for (Unit& u : ctx.state.units) {
      if (!u.active() || u.side != r->side || u.id == r->id || u.status == Status::Routed ||
          u.testedThisActivation)
        continue;
      if (gapIn(ctx.fp(u), ctx.fp(*r)) > ctx.settings().reactiveTestIn) continue;
      if (ctx.state.terrain.sightBlocked(ctx.fp(u).centre(), ctx.fp(*r).centre(),
                                         ctx.settings().woodsSightDepthIn))
        continue;
      testUnit(ctx, u, "E-82");
    }
  }
}

void compulsoryMoves(RulesContext& ctx, const std::string& commanderId,
                     const std::vector<std::string>& beingRallied) {
  for (Unit& u : ctx.state.units) {
    if (!u.active() || u.commanderId != commanderId) continue;
    if (std::find(beingRallied.begin(), beingRallied.end(), u.id) != beingRallied.end()) continue;
    if (u.status == Status::Routed) {
      if (routerSafe(ctx, u)) continue;
      Unit* enemy = ctx.nearestEnemy(u);
      const Vec2 from =
          enemy ? ctx.fp(*enemy).centre() : u.frontMidIn + battle::headingVector(u.headingDeg);
      routMove(ctx, u, from, moveRateIn(u, {ctx.inDifficult(u), false, false}));
      if (u.active()) {
        u.casualties += 1;  // E-15: 1 SP per compulsory rout move
        u.casualtiesThisTurn += 1;
        if (u.currentSp() <= 0) eliminate(ctx, u, "routed away to nothing (E-15)");
      }
      ctx.state.note("E-15", u.id + " makes its rout move");
    } else if (u.status == Status::Pursuit) {
      pursuitMove(ctx, u);
    }
  }
}

void pursuitMove(RulesContext& ctx, Unit& u) {
  // E-16: full rate straight ahead, charging the nearest enemy unit inside a 45 degree arc.
  const battle::Footprint f = ctx.fp(u);
  Unit* target = nullptr;
  double best = 1e9;
  const double rate = moveRateIn(u, {ctx.inDifficult(u), false, false});
  for (Unit* e : ctx.activeUnits(otherSide(u.side))) {
    const double d = gapIn(f, ctx.fp(*e));
    if (d < best && inArc(f, ctx.fp(*e), 45, rate)) best = d, target = e;
  }
  if (target) turnIfClear(ctx, u, battle::headingOf(ctx.fp(*target).centre() - f.centre()));
  MoveOptions o;
  o.mayContact = true;
  o.ignoreZoc = true;
  o.passThroughFriends = true;
  const MoveResult m = moveAlong(ctx, u, u.headingDeg, rate, o);
  ctx.state.note("E-16", u.id + " pursues " + formatValue(m.movedIn) + " in");
  if (!m.contactId.empty()) {
    Contact c;
    c.attackerId = u.id;
    c.defenderId = m.contactId;
    c.chargerStartGapIn = best;
    resolveContact(ctx, c);
  }
}

void clearActivationMarks(RulesContext& ctx) {
  for (Unit& u : ctx.state.units) {
    u.casualtiesThisActivation = 0;
    u.hitByCloseSmoothbore = false;
    u.fallBackNeededIn = 0;
    u.movedThisActivation = false;
    u.firedThisActivation = false;
    u.artilleryActions = 0;
    u.testedThisActivation = false;
  }
}

}  // namespace hfg::tchae
