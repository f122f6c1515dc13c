// ET-20 and ET-21 results and the E-97 reactions.
#include "core/battle/tchae/combat_results.h"

#include <algorithm>
#include <cmath>

#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/morale_tables.h"
#include "core/battle/tchae/movement.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

void eliminate(RulesContext& ctx, Unit& u, const std::string& why) {
  u.eliminated = true;
  ctx.state.note("E-88", u.id + " is eliminated: " + why);
  for (Commander& c : ctx.state.commanders)
    if (c.attachedUnitId == u.id) {  // EB-88
      c.horsDeCombat = true;
      c.attachedUnitId.clear();
      ctx.state.note("EB-88", c.id + " is hors de combat with his unit");
    }
}

namespace {

void loseSp(RulesContext& ctx, Unit& u, int sp) {
  const int taken = std::min(sp, u.currentSp());
  u.casualties += taken;
  u.casualtiesThisTurn += taken;
  if (u.currentSp() <= 0) eliminate(ctx, u, "no strength left (E-1)");
}

double awayHeading(RulesContext& ctx, const Unit& u, const Unit& from) {
  const Vec2 v = ctx.fp(u).centre() - ctx.fp(from).centre();
  return length(v) > 1e-9 ? battle::headingOf(v) : u.headingDeg + 180;
}

double routDistance(const Unit& u, const TchaeSettings& s) {
  return u.arm == Arm::Cavalry && u.mounted ? s.routCavalryIn : s.routInfantryIn;
}

double retireDistance(const Unit& u, const TchaeSettings& s) {
  return u.arm == Arm::Cavalry && u.mounted ? s.defeatRetireCavalryIn : s.defeatRetireInfantryIn;
}

MoveOptions outcomeMove() {
  MoveOptions o;
  o.passThroughFriends = true;
  o.ignoreZoc = true;
  o.outcome = true;
  o.opportunityCharges = false;
  return o;
}

/// EB-92: heavy guns that must move are abandoned; light artillery limbers and goes.
bool artilleryAbandons(RulesContext& ctx, Unit& u) {
  if (u.arm != Arm::Artillery || u.limbered || u.isLightArtillery()) {
    if (u.arm == Arm::Artillery) u.limbered = true;
    return false;
  }
  u.gunsAbandoned = true;
  ctx.state.note("EB-92", u.id + " abandons its guns");
  return true;
}

/// E-97 (d): friends directly behind the router within 4 in.
void burstThrough(RulesContext& ctx, const Unit& router) {
  const battle::Footprint f = ctx.fp(router);
  const battle::Segment rear = f.edge(battle::EdgeId::Rear);
  const Vec2 back = f.forward() * -ctx.settings().burstThroughIn;
  const battle::Ring behind{rear.a, rear.b, rear.b + back, rear.a + back};
  auto better = [](const Unit& u) {
    return static_cast<int>(u.experience) + ((u.resolute || u.aggressive) ? 10 : 0);
  };
  for (Unit* u : ctx.activeUnits(router.side)) {
    if (u->id == router.id || u->status == Status::Routed) continue;
    if (battle::intersectionArea(battle::ringOf(ctx.fp(*u)), behind) <= 1e-4) continue;
    if (better(*u) > better(router)) {
      u->disordered = true;
      ctx.state.note("E-97", u->id + " is burst through by " + router.id + " and Disordered");
    } else {
      u->status = Status::Routed;
      ctx.state.note("E-97", u->id + " is burst through by " + router.id + " and routs");
      routMove(ctx, *u, f.centre(), routDistance(*u, ctx.settings()));
    }
  }
}

void retireUnit(RulesContext& ctx, CombatOutcome& out, Unit& u, const Unit& from,
                bool wasDefender) {
  if (u.status == Status::Defeated) {  // E-97 (a)
    routUnit(ctx, out, u, from, wasDefender);
    return;
  }
  u.status = Status::Defeated;
  if (artilleryAbandons(ctx, u)) return;
  const MoveResult m = moveAlong(ctx, u, awayHeading(ctx, u, from),
                                 retireDistance(u, ctx.settings()), outcomeMove());
  if (m.blockedByEnemy && m.movedIn < 1e-6) eliminate(ctx, u, "cannot fall back (E-97 i)");
}

/// E-97 (b): the loser's supports fall back to 4 in from the victor.
void supportsFallBack(RulesContext& ctx, const Supports& sup, const Unit& victor) {
  for (const std::string& id : sup.ids) {
    Unit* s = ctx.state.unit(id);
    if (!s || !s->active()) continue;
    if (gapIn(ctx.fp(*s), ctx.fp(victor)) >= ctx.settings().firefightGapIn) continue;
    if (s->arm == Arm::Artillery && !s->limbered && !s->isLightArtillery()) {
      s->gunsAbandoned = true;
      continue;
    }
    backOffTo(ctx, *s, victor, ctx.settings().firefightGapIn);
  }
}

/// E-98 / EB-83: a new pursuer moves its full rate straight ahead; a contact is fought at once.
void pursue(RulesContext& ctx, Unit& winner, int depth) {
  const double rate = moveRateIn(winner, {});
  MoveOptions o;
  o.mayContact = true;
  o.ignoreZoc = true;
  o.passThroughFriends = true;
  o.opportunityCharges = depth == 0;
  const battle::Footprint start = ctx.fp(winner);
  const MoveResult m = moveAlong(ctx, winner, winner.headingDeg, rate, o);
  if (!m.contactId.empty() && depth < 1) {
    Contact c;
    c.attackerId = winner.id;
    c.defenderId = m.contactId;
    c.chargerStartGapIn = gapIn(start, ctx.fp(*ctx.state.unit(m.contactId)));
    ctx.state.note("E-98", winner.id + " pursues into " + m.contactId);
    resolveContact(ctx, c);
  }
}

void pursuitTest(RulesContext& ctx, Unit& winner) {
  if (!winner.active() || winner.arm == Arm::Artillery) return;
  const int d6 = ctx.dice.d6();
  if (!entersPursuit(winner, d6)) {
    ctx.state.note("ET-22", winner.id + " pursuit test D6 " + std::to_string(d6) + ": stands");
    return;
  }
  winner.status = Status::Pursuit;
  ctx.state.note("ET-22", winner.id + " pursuit test D6 " + std::to_string(d6) + ": Pursuit");
  pursue(ctx, winner, 0);
}

}  // namespace

void backOffTo(RulesContext& ctx, Unit& u, const Unit& from, double wantedGapIn) {
  const double heading = awayHeading(ctx, u, from);
  for (int i = 0; i < 200 && gapIn(ctx.fp(u), ctx.fp(from)) < wantedGapIn - 1e-6; ++i) {
    const MoveResult m = moveAlong(ctx, u, heading, 0.25, outcomeMove());
    if (m.movedIn <= 0 || u.offTable) break;
  }
}

void routUnit(RulesContext& ctx, CombatOutcome& out, Unit& u, const Unit& from, bool wasDefender) {
  const Vec2 stoodAt = ctx.fp(u).centre();
  u.status = Status::Routed;
  out.routed.push_back(u.id);
  ctx.state.note("E-95", u.id + " routs");
  if (artilleryAbandons(ctx, u)) return;
  burstThrough(ctx, u);
  const MoveResult m = routMove(ctx, u, ctx.fp(from).centre(), routDistance(u, ctx.settings()));
  if (m.blockedByEnemy && m.movedIn < 1e-6) eliminate(ctx, u, "cannot rout away (E-97 i)");
  if (wasDefender || ctx.settings().defeatedContagionFromAttackers) {  // E-97 (c), EB-46
    for (Unit* f : ctx.activeUnits(u.side)) {
      if (f->status != Status::Defeated || f->id == u.id) continue;
      if (gapIn(ctx.fp(*f), stoodAt) > ctx.settings().contagionIn) continue;
      f->status = Status::Routed;
      out.routed.push_back(f->id);
      ctx.state.note("E-97", f->id + " routs with " + u.id);
      routMove(ctx, *f, ctx.fp(from).centre(), routDistance(*f, ctx.settings()));
    }
  }
}

void applyCombatResult(RulesContext& ctx, CombatOutcome& out, Unit& a, Unit& d, Unit& hi, Unit& lo,
                       const Supports& supA, const Supports& supD) {
  const TchaeSettings& s = ctx.settings();
  const CombatCasualties cas = casualtiesFor(out.code);
  Unit* loser = nullptr;
  switch (out.code) {
    case CombatCode::HigherRouts:
    case CombatCode::LowerRouts: {
      loser = out.code == CombatCode::HigherRouts ? &hi : &lo;
      Unit& winner = loser == &hi ? lo : hi;
      loseSp(ctx, *loser, cas.loser);
      loseSp(ctx, winner, cas.winner);
      if (loser->active()) routUnit(ctx, out, *loser, winner, loser == &d);
      supportsFallBack(ctx, loser == &a ? supA : supD, winner);
      if (winner.active()) pursuitTest(ctx, winner);
      break;
    }
    case CombatCode::HigherDefeated:
    case CombatCode::LowerDefeated: {
      loser = out.code == CombatCode::HigherDefeated ? &hi : &lo;
      Unit& winner = loser == &hi ? lo : hi;
      loseSp(ctx, *loser, cas.loser);
      loseSp(ctx, winner, cas.winner);
      if (loser->active()) retireUnit(ctx, out, *loser, winner, loser == &d);
      supportsFallBack(ctx, loser == &a ? supA : supD, winner);
      if (loser->status == Status::Routed && winner.active()) pursuitTest(ctx, winner);  // E-97 (h)
      break;
    }
    case CombatCode::BreakOff: {
      const bool both = a.isMountedCavalry() && d.isMountedCavalry() && s.cavBBothBreakOff;
      Unit& cav = a.isMountedCavalry() ? a : d;
      Unit& other = &cav == &a ? d : a;
      loseSp(ctx, cav, cas.loser);
      loseSp(ctx, other, cas.winner);
      for (Unit* u : {&cav, &other}) {
        if ((u == &other && !both) || !u->active()) continue;
        moveAlong(ctx, *u, awayHeading(ctx, *u, u == &cav ? other : cav), s.breakOffIn,
                  outcomeMove());
        u->disordered = true;
      }
      break;
    }
    case CombatCode::Halt: {  // EB-9
      Unit& cav = a.isMountedCavalry() ? a : d;
      Unit& other = &cav == &a ? d : a;
      loseSp(ctx, cav, cas.loser);
      loseSp(ctx, other, cas.winner);
      if (cav.active()) {
        backOffTo(ctx, cav, other, s.haltDistanceIn);
        cav.status = Status::Fightin;
        if (!cav.sabreOnly) cav.mounted = false;
      }
      break;
    }
    case CombatCode::NeverReaches: {  // EB-7: Q when the loser defends, N when it attacks
      const bool higherLoses = out.index <= 2;
      loser = higherLoses ? &hi : &lo;
      if (loser == &d) {
        loseSp(ctx, d, 1);
        if (d.active()) routUnit(ctx, out, d, a, true);
        if (a.active()) pursuitTest(ctx, a);
      } else {
        backOffTo(ctx, a, d, s.firefightGapIn);  // EB-44
        a.status = Status::Defeated;
        ctx.state.note("EB-44", a.id + " refuses to charge and stands Defeated");
      }
      break;
    }
    case CombatCode::Firefight:
      out.firefight = true;
      fightFirefight(ctx, out, a, d);
      return;
  }
  out.attackerLost = loser == &a;
  for (Unit* u : {&a, &d})  // E-97 (g)
    if (u->active() && u->arm == Arm::Cavalry) u->disordered = true;
  for (Unit* u : {&a, &d})
    if (u->gunsAbandoned && u->active()) {
      Unit& enemy = u == &a ? d : a;
      if (enemy.active() && gapIn(ctx.fp(*u), ctx.fp(enemy)) <= 1e-3)
        eliminate(ctx, *u, "abandoned guns captured (EB-38)");
    }
}

void fightFirefight(RulesContext& ctx, CombatOutcome& out, Unit& a, Unit& b) {
  const int da = ctx.dice.d6(), db = ctx.dice.d6();
  const int toB = firefightCasualties(a, da, db), toA = firefightCasualties(b, db, da);
  loseSp(ctx, a, toA);
  loseSp(ctx, b, toB);
  for (Unit* u : {&a, &b})
    if (u->active() && u->permanentlyDefeated(ctx.settings())) u->status = Status::Defeated;
  ctx.state.note("ET-21", a.id + " and " + b.id + " firefight: D6 " + std::to_string(da) + " and " +
                              std::to_string(db) + ", losses " + std::to_string(toA) + " and " +
                              std::to_string(toB));
  if (!a.active() || !b.active()) return;
  auto hard = [&](const Unit& u) {
    const TerrainKind k = ctx.state.terrain.kindAt(ctx.fp(u).centre());
    return isHardCover(k) || k == TerrainKind::StoneWall;
  };
  const FirefightSide sa{&a, a.status == Status::Defeated, false,
                         da};  // the attacker defends nothing
  const FirefightSide sb{&b, b.status == Status::Defeated, hard(b), db};
  out.firefightWinner = firefightWinner(sa, sb);
  a.firefightPartnerId.clear();
  b.firefightPartnerId.clear();
  if (out.firefightWinner < 0) {
    if (a.status != Status::Defeated) a.status = Status::Fightin;
    if (b.status != Status::Defeated) b.status = Status::Fightin;
    backOffTo(ctx, a, b, ctx.settings().firefightGapIn);
    a.firefightPartnerId = b.id;
    b.firefightPartnerId = a.id;
    return;
  }
  Unit& loser = out.firefightWinner == 0 ? b : a;
  Unit& winner = out.firefightWinner == 0 ? a : b;
  out.attackerLost = &loser == &a;
  backOffTo(ctx, loser, winner, ctx.settings().firefightGapIn);
  if (loser.status != Status::Defeated) loser.status = Status::Fightin;
}

void riskToGeneral(RulesContext& ctx, const Unit& u, int casualtiesInThisAction, bool lfUsed,
                   const std::string& leaderId) {
  if (!lfUsed) return;
  Commander* c = leaderId.empty() ? ctx.attachedTo(u) : ctx.state.commander(leaderId);
  if (!c || c->horsDeCombat) return;
  const int count =
      ctx.settings().riskCountsTotalCasualties ? u.casualties : casualtiesInThisAction;
  const int d6 = ctx.dice.d6();
  if (d6 > count) {
    ctx.state.note("E-81", c->id + " risk D6 " + std::to_string(d6) + " against " +
                               std::to_string(count) + ": survives");
    return;
  }
  c->horsDeCombat = true;
  c->attachedUnitId.clear();
  ctx.state.note("E-81", c->id + " risk D6 " + std::to_string(d6) + " against " +
                             std::to_string(count) + ": hors de combat");
}

}  // namespace hfg::tchae
