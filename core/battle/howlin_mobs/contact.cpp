// MB-35 items 1-11 on placed units. Moves made here (falling back, evading, taking the position)
// are straight translations; stopping at units or ground in the way is the movement engine's
// (not yet built), as is the router's run of M-50.
#include "core/battle/howlin_mobs/contact.h"

#include <cmath>
#include <stdexcept>
#include <string>

#include "core/battle/howlin_mobs/fight_tables.h"
#include "core/battle/howlin_mobs/morale_tables.h"
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

Unit& byId(std::vector<Unit>& units, int id) {
  for (Unit& u : units)
    if (u.id == id) return u;
  throw std::invalid_argument("howlin_mobs: no unit " + std::to_string(id));
}

/// Whether `pose` of `u` overlaps another unit on the table.
bool overlapsOther(const std::vector<Unit>& units, const Unit& u, const battle::Footprint& pose) {
  const battle::Ring ring = battle::ringOf(pose);
  for (const Unit& o : units)
    if (o.id != u.id && o.present() &&
        battle::intersectionArea(ring, battle::ringOf(o.footprint)) > 1e-6)
      return true;
  return false;
}

/// Moves `u` up to `inches` along `dir` in 0.5" samples, stopping short of the first pose that
/// would overlap another unit (M-23; the same reading as a router's, MB-37).
void forcedMove(std::vector<Unit>& units, Unit& u, Vec2 dir, double inches,
                const HowlinMobsSettings& s) {
  const battle::Footprint start = u.footprint;
  for (double d = 0.5; d <= inches + 1e-9; d += 0.5) {
    const battle::Footprint pose = start.moved(dir * (d * s.pacesPerInch));
    if (overlapsOther(units, u, pose)) break;
    u.footprint = pose;
  }
}

/// Moves `u` `inches` along the line from `from`'s centre through its own, keeping its facing.
void moveAway(std::vector<Unit>& units, Unit& u, const Unit& from, double inches,
              const HowlinMobsSettings& s) {
  Vec2 d = u.footprint.centre() - from.footprint.centre();
  const double len = length(d);
  d = len > 0 ? d * (1 / len) : u.footprint.forward() * -1;
  forcedMove(units, u, d, inches, s);
}

FightSituation situationOf(const Unit& u, bool attacking, bool flank, int help) {
  FightSituation f;
  f.attackingFlankOrRear = attacking && flank;
  f.crack = u.crack;
  f.behindWorks = u.protection == Protection::Works;
  f.inCover = u.protection == Protection::Cover;
  f.generalHelp = help;
  f.casualties = u.kind == UnitKind::Infantry ? u.damage.casualties : 0;
  f.lowOnAmmo = u.lowOnAmmo;
  f.onGround = u.onGround;
  f.shockCavalryMounted = u.shockCavalry && u.mountedCavalry();
  return f;
}

void destroy(Unit& u) { u.damage.destroyed = true; }

bool evadesAttacker(const Unit& defender, const Unit& attacker) {
  const bool formedAttacker = attacker.kind == UnitKind::Infantry || attacker.mountedCavalry();
  return defender.skirmisher() && formedAttacker;
}

void applyFight(std::vector<Unit>& units, Unit& attacker, Unit& defender, ContactReport& r,
                std::vector<int>& routed, HmDieSource& dice, const HowlinMobsSettings& s,
                GeneralAid* aid) {
  const FightOutcome& f = *r.fight;
  Unit& winner = f.attackerWins ? attacker : defender;
  Unit& loser = f.attackerWins ? defender : attacker;
  // MB-35 item 1: an attacker that ties takes no difference hits (loserHits(0) is 0).
  applyHits(loser.damage, f.loserHits, loser.kind, loser.guns, s);
  applyHits(winner.damage, f.winnerHits, winner.kind, winner.guns, s);
  const double loserDepthIn = loser.footprint.depthPaces / s.pacesPerInch;
  if (f.mountedAction) {
    if (loser.present()) applyMoraleResult(loser, MoraleResult::Routs, s);
    if (loser.routing) routed.push_back(loser.id);
  } else if (loser.present()) {
    moveAway(units, loser, winner, s.fallBackIn, s);
    r.loserTest = testUnit(loser, units, dice, s, aid);
    if (loser.routing) routed.push_back(loser.id);
  }
  // MB-35 item 2: a winning attacker moves straight ahead by the loser's depth.
  if (f.attackerWins && attacker.present())
    forcedMove(units, attacker, attacker.footprint.forward(), loserDepthIn, s);
}

}  // namespace

ContactReport resolveContact(std::vector<Unit>& units, int attackerId, int defenderId,
                             const ContactOptions& o, HmDieSource& dice,
                             const HowlinMobsSettings& s) {
  Unit& attacker = byId(units, attackerId);
  ContactReport r;
  r.defenderId = defenderId;
  Unit* defender = &byId(units, defenderId);
  if (defender->routing || defender->kind == UnitKind::Wagon) {  // MB-35 item 8
    if (s.contactedRoutersDestroyed || defender->kind == UnitKind::Wagon) {
      destroy(*defender);
      r.kind = ContactKind::CaughtDefenceless;
      return r;
    }
  }
  if (defender->kind == UnitKind::Artillery) {  // M-43, MB-35 item 6
    if (!o.supporterId) {
      destroy(*defender);
      r.kind = ContactKind::GunsOverrun;
      return r;
    }
    r.defenderId = *o.supporterId;
    defender = &byId(units, *o.supporterId);
  }
  if (evadesAttacker(*defender, attacker)) {  // M-44, MB-35 item 7
    MoraleSituation m;
    m.crack = defender->crack;
    m.secureFlank = secureFlank(*defender, units, s);
    m.inferior = defender->inferior;
    if (evades(unitState(m, s), dice)) {
      moveAway(units, *defender, attacker, s.evadeIn, s);
      r.kind = ContactKind::Evaded;
    } else {
      destroy(*defender);
      r.kind = ContactKind::SharpshootersCaught;
    }
    return r;
  }
  FightSituation a =
      situationOf(attacker, true, o.flankOrRear && !o.supporterId, o.attackerGeneralHelp);
  a.spearmenAttacking = attacker.spearmen;
  FightSituation d = situationOf(*defender, false, false, o.defenderGeneralHelp);
  if (o.aid) {  // M-16: each General chooses knowing his own side's modifiers
    a.generalHelp = 0;
    a.generalHelp = o.aid->help(attacker, AidFor::Fight, fightModifier(a, s));
    d.generalHelp = 0;
    d.generalHelp = o.aid->help(*defender, AidFor::Fight, fightModifier(d, s));
  }
  const bool action =
      isMountedAction(attacker.mountedCavalry(), defender->mountedCavalry(), s.mountedActionVsAny);
  r.fight = resolveFight(fightModifier(a, s), fightModifier(d, s), action, dice);
  if (o.aid && a.generalHelp > 0) o.aid->risk(attacker, a.generalHelp, dice);  // MB-11
  if (o.aid && d.generalHelp > 0) o.aid->risk(*defender, d.generalHelp, dice);
  std::vector<int> routed;
  applyFight(units, attacker, *defender, r, routed, dice, s, o.aid);
  // A supporter that loses leaves the guns to the attacker (MB-35 item 6).
  if (o.supporterId && r.fight->attackerWins) destroy(byId(units, defenderId));
  std::set<int> tested;
  r.routTests = friendRoutTests(units, routed, tested, dice, s, o.aid);
  return r;
}

}  // namespace hfg::howlin_mobs
