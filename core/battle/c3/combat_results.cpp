#include "core/battle/c3/combat_results.h"

#include <algorithm>
#include <cmath>

#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/knowledge.h"
#include "core/battle/c3/order_conduct.h"
#include "core/battle/c3/unit_motion.h"

namespace hfg::c3 {

namespace {

// KT-24: a point of fatigue for each 5 minutes at double rate (rout, evade, pursuit).
void atDoubleRate(C3Battle& b, C3Unit& u, const StepOutcome& s) {
  if (s.movedM <= 0) return;
  u.restSince = b.minute;
  if (++u.doubleRateMinutes % 5 == 0) u.fatigue = addFatigue(u.fatigue, 1, b.settings);
}

PointM awayFrom(const C3Battle& b, const C3Unit& u, PointM cause) {
  std::vector<KnownEnemy> known;
  for (const EnemyReport& r : enemiesKnownTo(b, u))
    if (b.unit(r.unitId).present()) known.push_back({r.at, r.strengthKnown ? r.sp : 1});
  return fallBackDirection(toMetres(b.settings, u.footprint.centre()), known, cause, b.settings);
}

void leaveWhatItWasDoing(C3Unit& u) {
  u.changingTo.reset();
  u.command.reset();
  u.charging = false;
  u.chargeRunM = 0;
  u.closeCombat = -1;
}

bool enemySeenWithin(const C3Battle& b, const C3Unit& u, double m) {
  const PointM c = toMetres(b.settings, u.footprint.centre());
  for (const EnemyReport& r : knownEnemies(b, unitCommanderOf(u.id)))
    if (r.seenNow && distanceM(r.at, c) <= m) return true;
  return false;
}

bool commanderInContact(const C3Battle& b, const C3Unit& u) {
  for (const C3Commander& c : b.commanders)
    if (c.side == u.side &&
        pacesToMetres(b.settings, battle::distanceBetween(ringOf(u), c.position)) <=
            b.settings.baseContactM)
      return true;
  return false;
}

void rallied(C3Battle& b, C3Unit& u, int d10) {
  u.state = UnitState::Rallying;
  u.stateUntil = b.minute + d10;
  b.note("KT-17", unitText(u) + " halts and rallies for " + std::to_string(d10) + " minutes");
}

void endRally(C3Battle& b, C3Unit& u) {
  u.state = UnitState::Formed;
  u.failedRallies = 0;
  u.stillSince = b.minute;
  // KB-34: a Unit rallied after a rout stands in line (artillery limbered).
  const Formation f = u.arm == Arm::Artillery ? Formation::Limbered
                      : u.arm == Arm::SupplyTrain ? Formation::MarchColumn
                                                  : Formation::Line;
  if (u.formation != f) {
    const battle::Footprint fp = footprintIn(b, u, f, u.footprint.headingDeg, u.footprint.frontMid);
    const Formation old = u.formation;
    u.formation = f;
    if (placeIsClear(b, u, fp)) u.footprint = fp;
    else u.formation = old;
  }
  b.note("KT-17", unitText(u) + " has rallied and is formed in " + std::string(name(u.formation)));
  b.raised.push_back({Event::G, u.id, "g:" + std::to_string(u.id) + ":" +
                                          std::to_string(b.minute)});
}

void rallyTest(C3Battle& b, C3Unit& u, C3Dice& dice) {
  RallyFactors f;
  f.grade = u.grade;
  f.commanderInContact = commanderInContact(b, u);
  f.fatigue = u.fatigue;
  f.spLost = u.spAtStart - u.sp;
  f.spAtStart = u.spAtStart;
  f.enemySeenNear = enemySeenWithin(b, u, b.settings.rallyEnemyNearM);
  const int d10 = dice.d10("KT-17");
  if (rallyPasses(d10, f, b.settings)) {
    b.note("KT-17", unitText(u) + " passes its rally test (" + std::to_string(d10) + ")");
    rallied(b, u, dice.d10("KT-17"));
    return;
  }
  ++u.failedRallies;
  b.note("KT-17", unitText(u) + " fails rally test " + std::to_string(u.failedRallies) + " (" +
                      std::to_string(d10) + ")");
  if (u.failedRallies >= b.settings.dispersedAfterFailures) {
    u.state = UnitState::Dispersed;  // KB-34
    b.note("KB-34", unitText(u) + " disperses after its third failed rally test");
    return;
  }
  u.routStill = !f.enemySeenNear;
  u.stateUntil = b.minute + b.settings.routOnMin;
}

}  // namespace

void startFallBack(C3Battle& b, C3Unit& u, PointM cause) {
  leaveWhatItWasDoing(u);
  u.state = UnitState::FallingBack;
  u.stateUntil = b.minute + b.settings.fallBackMin;
  u.awayDir = awayFrom(b, u, cause);
  b.note("KB-33", unitText(u) + " falls back for " + std::to_string(b.settings.fallBackMin) +
                      " minutes");
  b.raised.push_back({Event::B, u.id, "b:" + std::to_string(u.id) + ":" +
                                          std::to_string(b.minute)});
}

void startRout(C3Battle& b, C3Unit& u, PointM cause) {
  leaveWhatItWasDoing(u);
  u.state = UnitState::Routing;
  u.routStill = false;
  u.stateUntil = b.minute + b.settings.routMin;
  u.awayDir = awayFrom(b, u, cause);
  b.note("KB-34", unitText(u) + " routs for " + std::to_string(b.settings.routMin) + " minutes");
  b.raised.push_back({Event::B, u.id, "b:" + std::to_string(u.id) + ":" +
                                          std::to_string(b.minute)});
  checkDispersal(b, u);
}

void checkDispersal(C3Battle& b, C3Unit& u) {
  if (u.sp <= 0) {
    u.sp = 0;
    u.state = UnitState::Destroyed;
    b.note("KB-34", unitText(u) + " is destroyed");
  } else if (u.state == UnitState::Routing && 3 * u.sp <= u.spAtStart) {
    u.state = UnitState::Dispersed;
    b.note("KB-34", unitText(u) + " disperses while routing at a third of its strength");
  }
}

void testPursuit(C3Battle& b, C3Unit& w, const C3Unit& loser, C3Dice& dice) {
  if (w.arm == Arm::Artillery || w.formation == Formation::Square || !w.present()) return;
  PursuitFactors f;
  f.mounted = w.arm == Arm::Mounted;
  f.lightHorseOrSipahis = w.type == TroopType::LightHorse || w.type == TroopType::Sipahis;
  f.grade = w.grade;
  f.attackOrders = w.order && w.order->kind == OrderKind::Attack;
  f.holdOrders = w.order && w.order->kind == OrderKind::Hold;
  f.commanderInContact = commanderInContact(b, w);
  f.exhausted = exhausted(w.fatigue, b.settings);
  const int d10 = dice.d10("KT-17");
  if (!pursues(d10, f, b.settings)) {
    b.note("KT-17", unitText(w) + " does not pursue (" + std::to_string(d10) + ")");
    return;
  }
  const int minutes = pursuitMinutes(dice.d10("KT-17"), f);
  w.state = UnitState::Pursuing;
  w.stateUntil = b.minute + minutes;
  w.pursuedUnit = loser.id;
  w.closeCombat = -1;
  b.note("KB-35", unitText(w) + " pursues " + unitText(loser) + " for " +
                      std::to_string(minutes) + " minutes");
}

namespace {

/// KB-35: a pursuer reaching a Unit that is falling back or rallying makes it rout and take
/// pursuit_contact_sp; reaching a router takes rout_contact_sp (KB-34).
void pursuerReaches(C3Battle& b, C3Unit& p, C3Unit& e) {
  const PointM at = toMetres(b.settings, p.footprint.centre());
  if (e.state == UnitState::Routing) {
    e.sp = std::max(0, e.sp - b.settings.routContactSp);
    b.note("KB-34", unitText(p) + " cuts into routing " + unitText(e));
  } else {
    e.sp = std::max(0, e.sp - b.settings.pursuitContactSp);
    b.note("KB-35", unitText(p) + " catches " + unitText(e) + ", which routs");
    startRout(b, e, at);
  }
  checkDispersal(b, e);
}

StepOutcome moveAway(C3Battle& b, C3Unit& u, double rate) {
  const StepOutcome s = moveMinute(b, u, u.awayDir, rate, 1e9);
  if (s.leftTable) {
    u.state = UnitState::OffTable;
    b.note("KB-33", unitText(u) + " leaves the table");
  }
  return s;
}

// K-60, KB-36: a minute of evading at double rate (KT-13); at 800 m it carries on with its
// Orders. Fatigue: a point per 5 minutes at double rate (KT-24).
void evadeMinute(C3Battle& b, C3Unit& u) {
  if (u.changing()) return;  // horse guns limbering first
  const C3Unit& from = b.unit(u.pursuedUnit);
  if (!from.present() || gapM(b.settings, u, from) >= b.settings.evadeClearM) {
    u.state = UnitState::Formed;
    u.pursuedUnit = -1;
    b.note("K-60", unitText(u) + " is clear and carries on with its Orders");
    return;
  }
  const PointM here = toMetres(b.settings, u.footprint.centre());
  const PointM there = toMetres(b.settings, from.footprint.centre());
  const double l = std::max(1e-9, distanceM(here, there));
  const double rate = 2 * normalRateOf(b, u);
  atDoubleRate(b, u, moveMinute(b, u, {(here.x - there.x) / l, (here.y - there.y) / l}, rate, 1e9));
}

}  // namespace

std::vector<std::pair<int, int>> moveShaken(C3Battle& b, C3Dice& dice) {
  std::vector<std::pair<int, int>> contacts;
  for (C3Unit& u : b.units) {
    if (!u.present() || u.lastMovedAt == b.minute) continue;  // one move a minute (K-54)
    switch (u.state) {
      case UnitState::FallingBack:
        // KT-17: it may stop early once out of sight of all enemy.
        if (b.minute >= u.stateUntil ||
            (b.minute > u.stateUntil - b.settings.fallBackMin + 1 &&
             !enemySeenWithin(b, u, 1e9)))
          rallied(b, u, dice.d10("KT-17"));
        else
          moveAway(b, u, normalRateOf(b, u));
        break;
      case UnitState::Routing:
        if (b.minute >= u.stateUntil) rallyTest(b, u, dice);
        else if (!u.routStill) atDoubleRate(b, u, moveAway(b, u, routRateMPerMin(u.mover)));
        break;
      case UnitState::Rallying:
        if (b.minute >= u.stateUntil) endRally(b, u);
        break;
      case UnitState::Pursuing: {
        if (u.closeCombat >= 0) break;  // KB-35: it fights where it met the enemy
        C3Unit& e = b.unit(u.pursuedUnit);
        if (b.minute >= u.stateUntil || !e.present()) {
          rallied(b, u, dice.d10("KT-17"));
          break;
        }
        const PointM from = toMetres(b.settings, u.footprint.centre());
        const PointM to = toMetres(b.settings, e.footprint.centre());
        const double l = std::max(1e-9, distanceM(from, to));
        const double rate = 2 * normalRateOf(b, u);  // KT-13 double rate
        const StepOutcome s = moveMinute(b, u, {(to.x - from.x) / l, (to.y - from.y) / l}, rate, 1e9);
        atDoubleRate(b, u, s);
        if (s.contactEnemy >= 0) {
          C3Unit& met = b.unit(s.contactEnemy);
          if (met.state == UnitState::Formed) contacts.emplace_back(u.id, met.id);
          else pursuerReaches(b, u, met);
        }
        break;
      }
      case UnitState::Evading: evadeMinute(b, u); break;
      default: break;
    }
  }
  return contacts;
}

}  // namespace hfg::c3
