#include "core/battle/c3/response_acts.h"

#include <algorithm>
#include <limits>

#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/dispatches.h"
#include "core/battle/c3/order_conduct.h"
#include "core/battle/c3/responses.h"
#include "core/battle/c3/source_tables.h"
#include "core/battle/c3/unit_motion.h"

namespace hfg::c3 {

namespace {

bool withUnit(const C3Battle& b, int commander, const C3Unit& u) {
  if (commander == unitCommanderOf(u.id)) return true;
  if (isUnitCommander(commander)) return false;
  return pacesToMetres(b.settings, battle::distanceBetween(ringOf(u), b.positionOf(commander))) <=
         b.settings.baseContactM;
}

// KB-15: a Commander over several Units sends at most a third of their CEs against a threat.
bool withinAThird(const C3Battle& b, int commander, const std::vector<GivenCommand>& cmds) {
  if (isUnitCommander(commander)) return true;
  const std::vector<int> under = b.unitsUnder(commander);
  std::vector<int> ces;
  std::vector<int> chosen;
  for (std::size_t i = 0; i < under.size(); ++i) {
    ces.push_back(b.unit(under[i]).ces);
    for (const GivenCommand& c : cmds)
      if (c.unitId == under[i]) chosen.push_back(static_cast<int>(i));
  }
  return chosen.empty() || mayDetachForResponseA(ces, chosen);
}

int nextOrderId(C3Battle& b) { return b.nextOrderId++; }

// KT-7's "who may receive it" (K-36, KB-36).
bool mayReceive(const C3Unit& u, UnitCommand c) {
  switch (c) {
    case UnitCommand::Square: return u.arm == Arm::Foot;
    case UnitCommand::Charge:
    case UnitCommand::CounterCharge: return u.arm == Arm::Mounted;
    case UnitCommand::Evade:
      return u.formation == Formation::ExtendedOrder || u.type == TroopType::LightHorse ||
             u.type == TroopType::Sipahis || u.mover == MoverClass::HorseArtillery;
    default: return true;
  }
}

void sendOrders(C3Battle& b, int commander, std::vector<C3Order> orders) {
  for (C3Order& o : orders) {
    o.id = nextOrderId(b);
    o.issuedBy = commander;
    std::vector<int> to;
    for (int u : o.whoUnits) to.push_back(unitCommanderOf(u));
    for (int c : o.whoCommanders) to.push_back(c);
    int item = -1;
    for (int addressee : to) {
      if (addressee == commander && isUnitCommander(commander)) {  // his own Unit: at once
        giveOrder(b, b.unit(commander - kUnitCommanderBase), o);
        continue;
      }
      const int id = sendOrder(b, commander, addressee, o, item);
      if (item < 0) item = id;
    }
  }
}

// K-37, KB-28: a signal is seen at once within signal_range_m; Orders waiting for it come into
// force at the next look (section 2 step 3) as their WHEN now holds.
void makeSignal(C3Battle& b, int who, const std::string& name) {
  b.signals.push_back({name, b.sideOf(who), who, toMetres(b.settings, b.positionOf(who)), b.minute});
  b.note("K-37", "commander " + std::to_string(who) + " makes the signal \"" + name + "\"");
}

}  // namespace

bool giveCommand(C3Battle& b, int commander, const GivenCommand& c, C3Dice& dice) {
  C3Unit& u = b.unit(c.unitId);
  if (!withUnit(b, commander, u) || !u.present()) return false;
  if (!mayReceive(u, c.command)) {
    b.note("K-36", unitText(u) + " may not receive \"" + std::string(name(c.command)) + "\"");
    return false;
  }
  const int delay = responseDelayMin(c.command, dice.d10("K-34"));
  u.command = PendingCommand{c.command, c.to, b.minute + delay, std::nullopt};
  b.note("K-34", "commander " + std::to_string(commander) + " gives " + unitText(u) + " \"" +
                     std::string(name(c.command)) + "\": it responds after " +
                     std::to_string(delay) + " minutes");
  return true;
}

bool carryOutResponse(C3Battle& b, const OfferedEvent& ev, const ResponseChoice& r,
                      C3Dice& dice) {
  const int who = ev.commander;
  if (r.rideTo && !isUnitCommander(who)) b.commander(who).goal = toPaces(b.settings, *r.rideTo);
  switch (r.response) {
    case Response::A: {
      if (!withinAThird(b, who, r.commands)) {
        b.note("KB-15", "more than a third of the force: response A refused");
        return false;
      }
      bool any = false;
      for (const GivenCommand& c : r.commands) any = giveCommand(b, who, c, dice) || any;
      return any;
    }
    case Response::B: {
      const int up = b.superiorOf(who);
      if (up < 0) return false;
      sendMessage(b, who, up, r.message, r.sealed, r.sealedOrders);
      return true;
    }
    case Response::C: {
      if (!isUnitCommander(who)) return false;
      C3Unit& u = b.unit(who - kUnitCommanderBase);
      if (!u.firstOrder) return false;
      // KB-16 C: "Act now" (special) for its first Orders.
      if (!giveCommand(b, who, {u.id, UnitCommand::ActNow, std::nullopt}, dice)) return false;
      u.command->revertTo = u.firstOrder;
      return true;
    }
    case Response::D: {
      if (isUnitCommander(who) && r.orders.empty() && r.commands.empty()) {
        C3Unit& u = b.unit(who - kUnitCommanderBase);
        if (!u.waitingOrder) return false;
        C3Order o = *u.waitingOrder;
        o.when = OrderWhen::OnReceipt;  // KB-16 D: waiting Orders into force at once
        giveOrder(b, u, o);
        return true;
      }
      sendOrders(b, who, r.orders);
      for (const GivenCommand& c : r.commands) giveCommand(b, who, c, dice);
      if (!r.signal.empty()) makeSignal(b, who, r.signal);
      return true;
    }
  }
  return false;
}

namespace {

std::optional<EnemyReport> nearestKnown(const C3Battle& b, const C3Unit& u) {
  std::optional<EnemyReport> best;
  double d = std::numeric_limits<double>::max();
  const PointM c = toMetres(b.settings, u.footprint.centre());
  for (const EnemyReport& r : enemiesKnownTo(b, u))
    if (b.unit(r.unitId).present() && distanceM(r.at, c) < d) d = distanceM(r.at, c), best = r;
  return best;
}

void attackNearest(C3Battle& b, C3Unit& u, const std::string& rule) {
  const auto e = nearestKnown(b, u);
  if (!e || exhausted(u.fatigue, b.settings)) {  // KT-24: an exhausted Unit stands instead
    b.note(rule, unitText(u) + " stands: no enemy known or exhausted");
    return;
  }
  C3Order o;
  o.id = b.nextOrderId++;
  o.issuedBy = unitCommanderOf(u.id);
  o.whoUnits = {u.id};
  o.kind = OrderKind::Attack;
  o.enemyUnit = e->unitId;
  o.place = e->at;
  giveOrder(b, u, o);
}

// K-60, KB-36: away at double rate from the nearest known enemy until 800 m from it; horse
// artillery limbers first unless told to push its guns (it is not: it limbers).
void startEvade(C3Battle& b, C3Unit& u) {
  const auto e = nearestKnown(b, u);
  if (!e) return;
  if (u.formation == Formation::Unlimbered)
    startChange(b, u, Formation::Limbered, u.footprint.headingDeg, ChangeCause::Orders);
  u.state = UnitState::Evading;
  u.pursuedUnit = e->unitId;
  b.note("K-60", unitText(u) + " evades " + std::to_string(e->unitId));
}

// K-36, KB-43: a counter-charge at an enemy mounted Unit charging it (or a Unit it supports).
void counterCharge(C3Battle& b, C3Unit& u) {
  const int supported = u.order && u.order->kind == OrderKind::Support ? u.order->supportedUnit : -1;
  for (const C3Unit& e : b.units) {
    if (e.side == u.side || !e.present() || e.arm != Arm::Mounted || !e.charging || !e.order)
      continue;
    if (e.order->enemyUnit != u.id && e.order->enemyUnit != supported) continue;
    C3Order o;
    o.id = b.nextOrderId++;
    o.issuedBy = unitCommanderOf(u.id);
    o.whoUnits = {u.id};
    o.kind = OrderKind::Attack;
    o.enemyUnit = e.id;
    o.place = toMetres(b.settings, e.footprint.centre());
    b.note("KB-43", unitText(u) + " counter-charges " + unitText(e));
    giveOrder(b, u, o);
    return;
  }
  b.note("KB-43", unitText(u) + " finds no charger to counter-charge");
}

void supportersFollow(C3Battle& b, const C3Unit& advancing, C3Dice& dice) {
  for (C3Unit& w : b.units) {
    if (!w.present() || !w.order || w.order->kind != OrderKind::Support ||
        w.order->supportedUnit != advancing.id || w.command)
      continue;
    const int delay = responseDelayMin(UnitCommand::ActNow, dice.d10("KB-27"));
    w.command = PendingCommand{UnitCommand::ActNow, std::nullopt, b.minute + delay, std::nullopt};
    b.note("KB-27", unitText(w) + " follows the general advance of " + unitText(advancing) +
                        " after " + std::to_string(delay) + " minutes");
  }
}

void carryOut(C3Battle& b, C3Unit& u, const PendingCommand& c) {
  b.note("K-34", unitText(u) + " carries out \"" + std::string(name(c.command)) + "\"");
  switch (c.command) {
    case UnitCommand::Halt: u.halted = true; break;  // K-35
    case UnitCommand::GeneralAdvance: u.halted = false; attackNearest(b, u, "K-35"); break;
    case UnitCommand::Charge: attackNearest(b, u, "K-36"); break;
    case UnitCommand::ChangeFormation:
    case UnitCommand::Square:
      if (c.to) startChange(b, u, *c.to, u.footprint.headingDeg, ChangeCause::Orders);
      break;
    case UnitCommand::Withdraw: {
      const PointM dir = u.awayDir;  // KB-33's reckoning of "away" from known enemy
      const PointM at = toMetres(b.settings, u.footprint.centre());
      C3Order o;
      o.id = b.nextOrderId++;
      o.whoUnits = {u.id};
      o.kind = OrderKind::Withdraw;
      const auto e = nearestKnown(b, u);
      PointM away = dir;
      if (e) {
        const double l = std::max(1.0, distanceM(at, e->at));
        away = {(at.x - e->at.x) / l, (at.y - e->at.y) / l};
      }
      o.place = {at.x + away.x * 1000, at.y + away.y * 1000};
      giveOrder(b, u, o);
      break;
    }
    case UnitCommand::ActNow:
      if (c.revertTo) {
        giveOrder(b, u, *c.revertTo);
      } else if (!u.waitingOrder && u.order && u.order->kind == OrderKind::Support) {
        attackNearest(b, u, "K-25");  // all that Support requires: close with the enemy
      } else if (u.waitingOrder) {
        C3Order o = *u.waitingOrder;
        o.when = OrderWhen::OnReceipt;
        giveOrder(b, u, o);
      }
      break;
    case UnitCommand::Evade: startEvade(b, u); break;
    case UnitCommand::CounterCharge: counterCharge(b, u); break;
  }
}

}  // namespace

void carryOutCommands(C3Battle& b, C3Dice& dice) {
  for (C3Unit& u : b.units) {
    if (!u.present() || !u.command || b.minute < u.command->dueAt) continue;
    if (u.state != UnitState::Formed || u.changing()) continue;  // K-34: rallies first
    const PendingCommand c = *u.command;
    u.command.reset();
    carryOut(b, u, c);
    if (c.command == UnitCommand::GeneralAdvance) supportersFollow(b, u, dice);
  }
}

}  // namespace hfg::c3
