#include "core/battle/c3/battle_minute.h"

#include <algorithm>

#include "core/battle/c3/battle_end.h"
#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/close_combat.h"
#include "core/battle/c3/combat_results.h"
#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/commander_danger.h"
#include "core/battle/c3/dispatches.h"
#include "core/battle/c3/event_finder.h"
#include "core/battle/c3/knowledge.h"
#include "core/battle/c3/order_conduct.h"
#include "core/battle/c3/response_acts.h"
#include "core/battle/c3/table_fire.h"
#include "core/battle/c3/unit_motion.h"

namespace hfg::c3 {

void setUpBattle(C3Battle& b, const C3Players& players) {
  updatePictures(b);  // KG-1, KB-14: the plan is made from what each Commander sees at set-up
  for (int side = 0; side < 2; ++side) {
    for (C3Order o : players.of(side).initialOrders(viewFor(b, side))) {
      o.id = b.nextOrderId++;
      b.note("K-23", "initial " + o.words() + ", taken as received (KB-56)");
      for (int id : o.whoUnits) {
        C3Unit& u = b.unit(id);
        u.firstOrder = o;
        giveOrder(b, u, o);
      }
      for (int c : o.whoCommanders) b.commander(c).order = o;
    }
  }
  updatePictures(b);
}

bool applyResponse(C3Battle& b, const OfferedEvent& ev, const ResponseChoice& r, C3Dice& dice) {
  if (!b.events.respond(ev.commander, ev.id, r.response, b.minute, b.settings)) {
    b.note("K-16", "commander " + std::to_string(ev.commander) +
                       ": that response is not open to this Event now (KT-5)");
    return false;
  }
  b.note("K-16", "commander " + std::to_string(ev.commander) + " responds " +
                     std::string(1, static_cast<char>('A' + static_cast<int>(r.response))) +
                     ": " + r.reason);
  return carryOutResponse(b, ev, r, dice);
}

namespace {

// K-16: a Message's response was fixed when it was sent.
std::optional<ResponseChoice> sealedResponse(const C3Battle& b, const OfferedEvent& ev) {
  if (ev.id.kind != Event::E) return std::nullopt;
  for (const Dispatch& d : b.dispatches)
    if (d.id == ev.dispatchId && d.sealed && !d.order) {
      ResponseChoice r;
      r.response = *d.sealed;
      r.orders = d.sealedOrders;
      r.reason = "sealed when the message was sent (K-16)";
      return r;
    }
  return std::nullopt;
}

void eventsAndResponses(C3Battle& b, const C3Players& players, C3Dice& dice,
                        const std::vector<Delivery>& delivered) {
  noteEngagement(b);
  const std::vector<OfferedEvent> offered = findEvents(b, delivered, noticeLostOrders(b));
  for (const OfferedEvent& ev : offered) {
    std::optional<ResponseChoice> r = sealedResponse(b, ev);
    if (!r) r = players.of(b.sideOf(ev.commander)).respond(viewFor(b, b.sideOf(ev.commander)), ev);
    if (r) applyResponse(b, ev, *r, dice);
  }
}

void ridingCommanders(C3Battle& b) {
  for (C3Commander& c : b.commanders) {
    if (!c.goal || c.captured) continue;
    const Vec2 from = c.position;
    const double step = metresToPaces(b.settings, b.settings.commanderRateMPerMin);
    const double left = distance(c.position, *c.goal);
    c.position = left <= step ? *c.goal : c.position + (*c.goal - c.position) * (step / left);
    if (left <= step) c.goal.reset();
    b.rides.push_back({b.minute, -1, c.id, from, c.position});
  }
}

// Section 2 step 4. A mover that closing fire turned back makes no contact (KB-43).
void contacts(C3Battle& b, const std::vector<std::pair<int, int>>& made, C3Dice& dice) {
  for (const auto& [mover, enemy] : made) {
    const UnitState st = b.unit(mover).state;
    const UnitState their = b.unit(enemy).state;
    // A Unit the same minute's combat has already sent back is not fought again (only pursuers
    // catch it, KB-35).
    const bool gone = their == UnitState::FallingBack || their == UnitState::Rallying;
    if ((st == UnitState::Formed || st == UnitState::Pursuing) && !gone)
      startCloseCombat(b, mover, enemy, dice);
  }
}

// KT-24, KB-46: a point back for each full 10 minutes with nothing fatiguing and no enemy seen
// within 800 m.
void restUnits(C3Battle& b) {
  for (C3Unit& u : b.units) {
    if (!u.present() || u.fatigue == 0) continue;
    bool enemyNear = false;
    const PointM c = toMetres(b.settings, u.footprint.centre());
    for (const EnemyReport& r : knownEnemies(b, unitCommanderOf(u.id)))
      if (r.seenNow && distanceM(r.at, c) <= b.settings.rallyEnemyNearM) enemyNear = true;
    if (enemyNear || u.state != UnitState::Formed) u.restSince = b.minute;
    if (b.minute - u.restSince >= b.settings.fatigueRecoverMin) {
      u.fatigue = recoverFatigue(u.fatigue, b.settings.fatigueRecoverMin, b.settings);
      u.restSince = b.minute;
      b.note("KT-24", unitText(u) + " recovers a point of fatigue");
    }
  }
}


bool formedNearCentre(const C3Battle& b, int side) {
  const Vec2 centre = b.table.sizePaces * 0.5;
  for (const C3Unit& u : b.units)
    if (u.side == side && u.formed() &&
        pacesToMetres(b.settings, distance(u.footprint.centre(), centre)) <= b.settings.fieldRadiusM)
      return true;
  return false;
}

void endChecks(C3Battle& b) {
  const SideReckoning r0 = reckon(b, 0), r1 = reckon(b, 1);
  if (b.minute > 0 && b.minute % b.settings.breakCheckMin == 0) {
    b.note("KB-58", "army break check: lost " + std::to_string(r0.lostEe) + " of " +
                        std::to_string(r0.startEe) + " and " + std::to_string(r1.lostEe) +
                        " of " + std::to_string(r1.startEe) + " EE");
    if (const auto side = breakingSide(r0, r1, b.settings)) {
      b.broken = *side;
      b.over = true;
      b.note("KB-58", "side " + std::to_string(*side) + " breaks; the battle ends");
      return;
    }
  }
  if (b.clock() >= kNightfallMin) {
    b.nightRetreat = nightRetreatSide(r0, r1, formedNearCentre(b, 0), formedNearCentre(b, 1),
                                      b.settings);
    b.over = true;
    b.note("KB-58", "nightfall at " + clockText(b.clock()) + ": the battle ends undecided");
  }
}

}  // namespace

// KB-58: one side's element equivalents entered and lost.
SideReckoning reckon(const C3Battle& b, int side) {
  SideReckoning r;
  r.allCombatUnitsGone = true;
  r.anyArrived = false;
  for (const C3Unit& u : b.units) {
    if (u.side != side) continue;
    r.anyArrived = true;
    r.startEe += u.ee;
    const bool lost = !u.present() || u.state == UnitState::Routing || 2 * u.sp <= u.spAtStart;
    if (lost) r.lostEe += u.ee;
    if (u.arm != Arm::SupplyTrain && u.present() && u.state != UnitState::Routing)
      r.allCombatUnitsGone = false;
  }
  return r;
}

void playMinute(C3Battle& b, const C3Players& players, C3Dice& dice) {
  if (b.over) return;
  ++b.minute;
  // 1. Due items: receipts before issues (K-29), Commands, formation changes.
  const std::vector<Delivery> delivered = runDispatches(b, dice);
  carryOutCommands(b, dice);
  completeChanges(b);
  // 2. Events and responses.
  eventsAndResponses(b, players, dice, delivered);
  // 3. Movement, 4. contacts.
  ridingCommanders(b);
  const std::vector<std::pair<int, int>> made = conductOrders(b);
  closingFire(b, dice);
  contacts(b, made, dice);
  contacts(b, moveShaken(b, dice), dice);
  commandersInDanger(b, dice);
  updatePictures(b);
  checkFulfilment(b);
  // 5. The combat round.
  if (b.minute % b.settings.combatRoundMin == 0) {
    fireRound(b, dice);
    closeCombatRounds(b, dice);
  }
  // 6. Fatigue; the army break check. 7. Nightfall.
  restUnits(b);
  resupply(b);
  endChecks(b);
}

}  // namespace hfg::c3
