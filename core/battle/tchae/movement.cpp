// Movement on the table (E-75 ... E-79, E-10, EB-60, EB-82).
#include "core/battle/tchae/movement.h"

#include <algorithm>
#include <cmath>

#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/reactions.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

battle::Ring zoneOfControl(RulesContext& ctx, const Unit& u) {
  const double depth = zocDepthIn(u, ctx.level(), ctx.inDifficult(u), ctx.settings());
  if (depth <= 0 || !u.active()) return {};
  const battle::Footprint f = ctx.fp(u);
  const Vec2 fwd = f.forward() * depth;
  const battle::Segment front = f.edge(battle::EdgeId::Front);
  return {front.a, front.b, front.b + fwd, front.a + fwd};
}

namespace {

bool inZocOf(RulesContext& ctx, const battle::Footprint& f, const Unit& enemy) {
  const battle::Ring z = zoneOfControl(ctx, enemy);
  if (z.empty()) return false;
  if (gapIn(f, ctx.fp(enemy)) <= 1e-3) return false;  // in contact: not "inside" (E-10)
  return battle::intersectionArea(battle::ringOf(f), z) > 1e-4;
}

bool zocBars(RulesContext& ctx, const Unit& u, const battle::Footprint& before,
             const battle::Footprint& after) {
  for (Unit* e : ctx.activeUnits(otherSide(u.side)))
    if (!inZocOf(ctx, before, *e) && inZocOf(ctx, after, *e)) return true;
  return false;
}

}  // namespace

bool insideEnemyZoc(RulesContext& ctx, const Unit& u) {
  for (Unit* e : ctx.activeUnits(otherSide(u.side)))
    if (inZocOf(ctx, ctx.fp(u), *e)) return true;
  return false;
}

double rateFor(RulesContext& ctx, const Unit& u, double directionDeg, bool retiring) {
  const battle::Footprint f = ctx.fp(u);
  const TchaeTerrain& ground = ctx.state.terrain;
  MoveRateInput in;
  in.startsInDifficult = ground.movementClassAt(f.centre()) == TerrainGrade::Difficult;
  in.firedThisActivation = u.firedThisActivation;
  in.retiring = retiring;
  Unit probe = u;
  if (u.arm == Arm::Artillery && u.limbered) in.startsInDifficult = false;  // checked on entry
  double rate = moveRateIn(probe, in);
  const Vec2 end = f.centre() + battle::headingVector(directionDeg) * rate;
  const bool roadUser = (u.arm == Arm::Artillery && u.limbered) ||
                        (u.arm != Arm::Artillery && u.formation == Formation::ColumnOfMarch);
  if (ctx.settings().roadsIgnoreDifficult && roadUser && in.startsInDifficult &&
      ground.followsRoad(f.centre(), end, ctx.settings().roadHalfWidthIn)) {
    in.startsInDifficult = false;  // EB-60
    rate = moveRateIn(probe, in);
  }
  const Vec2 reach = f.centre() + battle::headingVector(directionDeg) * rate;  // after EB-60
  if (ground.crosses(f.centre(), reach, TerrainKind::FordableStream) ||
      ground.kindAt(f.centre()) == TerrainKind::FordableStream)
    rate /= 2;  // E-28
  if (ground.crosses(f.centre(), reach, TerrainKind::SturdyFence)) rate = std::max(0.0, rate - 4);
  return rate;
}

MoveResult moveAlong(RulesContext& ctx, Unit& u, double directionDeg, double distanceIn,
                     const MoveOptions& opt) {
  MoveResult r;
  const Vec2 dir = battle::headingVector(directionDeg);
  const double step = 0.25;
  const TchaeTerrain& ground = ctx.state.terrain;
  double done = 0;
  while (done < distanceIn - 1e-9) {
    const double len = std::min(step, distanceIn - done);
    const battle::Footprint before = ctx.fp(u);
    Unit next = u;
    next.frontMidIn = u.frontMidIn + dir * len;
    const battle::Footprint after = ctx.fp(next);
    bool offTable = false;
    for (const Vec2& c : after.corners()) offTable = offTable || !ground.onTable(c);
    if (offTable) {
      if (opt.outcome) {
        u.offTable = true;
        r.leftTable = true;
        ctx.state.note("E-15", u.id + " leaves the table");
      }
      break;
    }
    const TerrainKind k = ground.kindAt(after.centre());
    if (k == TerrainKind::Unfordable) break;
    if (u.arm == Arm::Artillery && movementClassOf(k) == TerrainGrade::Difficult &&
        !(ctx.settings().roadsIgnoreDifficult &&
          ground.followsRoad(before.centre(), after.centre(), ctx.settings().roadHalfWidthIn)))
      break;  // E-26, E-77
    Unit* enemy = nullptr;
    for (Unit* e : ctx.activeUnits(otherSide(u.side)))
      if (overlapIn(after, ctx.fp(*e))) enemy = e;
    if (enemy) {
      if (opt.mayContact) {
        conformTo(ctx, u, *enemy);
        r.contactId = enemy->id;
      } else if (opt.outcome) {
        r.blockedByEnemy = true;
      }
      break;
    }
    bool friendBlocks = false;
    for (Unit* f : ctx.activeUnits(u.side)) {
      if (f->id == u.id || !overlapIn(after, ctx.fp(*f))) continue;
      if (!opt.passThroughFriends)
        friendBlocks = true;
      else if (std::find(r.passedFriends.begin(), r.passedFriends.end(), f->id) ==
               r.passedFriends.end())
        r.passedFriends.push_back(f->id);
    }
    if (friendBlocks) break;
    if (!opt.ignoreZoc && zocBars(ctx, u, before, after)) break;
    u.frontMidIn = next.frontMidIn;
    done += len;
    if (opt.opportunityCharges) {
      r.opportunityById = tryOpportunityCharge(ctx, u);
      if (!r.opportunityById.empty()) break;
    }
  }
  // E-78, EB-84: never end on friends; those passed through are Disordered. An outcome move goes
  // on past them (up to 8 in more), a voluntary one stops short, back along its clear path.
  auto onFriendOrEnemy = [&](bool enemies) {
    for (Unit* f : ctx.activeUnits(enemies ? otherSide(u.side) : u.side))
      if (f->id != u.id && overlapIn(ctx.fp(u), ctx.fp(*f))) return true;
    return false;
  };
  for (double extra = 0; opt.outcome && !r.leftTable && extra < 8 && onFriendOrEnemy(false);
       extra += step) {
    const Vec2 was = u.frontMidIn;
    u.frontMidIn = u.frontMidIn + dir * step;
    bool off = false;
    for (const Vec2& c : ctx.fp(u).corners()) off = off || !ground.onTable(c);
    if (off || onFriendOrEnemy(true)) {
      u.frontMidIn = was;
      break;
    }
    done += step;
  }
  while (opt.passThroughFriends && done > 0 && onFriendOrEnemy(false)) {
    const Vec2 was = u.frontMidIn;
    u.frontMidIn = u.frontMidIn - dir * step;
    if (onFriendOrEnemy(true)) {  // never back onto an enemy
      u.frontMidIn = was;
      ctx.state.note("E-78", u.id + " cannot clear its friends");
      break;
    }
    done -= step;
  }
  for (const std::string& id : r.passedFriends)
    if (Unit* f = ctx.state.unit(id)) f->disordered = true;
  r.movedIn = std::max(0.0, done);
  if (r.movedIn > 0) u.movedThisActivation = true;
  for (Commander& c : ctx.state.commanders)  // E-23: an attached commander moves with the unit
    if (c.attachedUnitId == u.id) c.positionIn = ctx.fp(u).centre();
  return r;
}

void conformTo(RulesContext& ctx, Unit& charger, const Unit& defender) {
  // The defender's edge nearest the charger's front-edge midpoint (ties: front, then flanks).
  const battle::Footprint d = ctx.fp(defender);
  battle::EdgeId edge = battle::EdgeId::Front;
  double best = 1e18;
  for (battle::EdgeId e :
       {battle::EdgeId::Front, battle::EdgeId::Left, battle::EdgeId::Right, battle::EdgeId::Rear}) {
    const double dist = battle::distanceBetween(d.edge(e), charger.frontMidIn);
    if (dist < best - 1e-6) best = dist, edge = e;
  }
  const battle::Segment e = d.edge(edge);
  const Vec2 n = d.outwardNormal(edge);
  const Vec2 ab = e.b - e.a;
  const double t = std::clamp(dot(charger.frontMidIn - e.a, ab) / dot(ab, ab), 0.0, 1.0);
  charger.frontMidIn = e.a + ab * t;
  charger.headingDeg = battle::headingOf(n * -1.0);
}

bool turnIfClear(RulesContext& ctx, Unit& u, double headingDeg) {
  const double before = u.headingDeg;
  u.headingDeg = headingDeg;
  for (Unit* o : ctx.activeUnits(Belligerent::Union))
    if (o->id != u.id && overlapIn(ctx.fp(u), ctx.fp(*o))) return u.headingDeg = before, false;
  for (Unit* o : ctx.activeUnits(Belligerent::Confederate))
    if (o->id != u.id && overlapIn(ctx.fp(u), ctx.fp(*o))) return u.headingDeg = before, false;
  return true;
}

MoveResult routMove(RulesContext& ctx, Unit& u, Vec2 awayFrom, double distanceIn) {
  const Vec2 away = ctx.fp(u).centre() - awayFrom;
  const double heading = length(away) > 1e-9 ? battle::headingOf(away) : u.headingDeg + 180;
  // Routers turn their backs (E-15): the footprint turns about its centre.
  const battle::Footprint f = ctx.fp(u);
  const Vec2 centre = f.centre();
  u.headingDeg = heading;
  u.frontMidIn = centre + battle::headingVector(heading) * (f.depthPaces / 2);
  MoveOptions opt;
  opt.passThroughFriends = true;
  opt.ignoreZoc = true;
  opt.outcome = true;
  opt.opportunityCharges = false;
  return moveAlong(ctx, u, heading, distanceIn, opt);
}

}  // namespace hfg::tchae
