#include "core/battle/c3/dispatches.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/knowledge.h"
#include "core/battle/c3/order_conduct.h"
#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

int nextLink(const C3Battle& b, int from, int to) {
  std::vector<int> chain;  // the addressee and everyone above him
  for (int c = to; c >= 0; c = b.superiorOf(c)) chain.push_back(c);
  for (std::size_t i = 1; i < chain.size(); ++i)
    if (chain[i] == from) return chain[i - 1];
  const int up = b.superiorOf(from);
  return up >= 0 ? up : to;
}

namespace {

double metresBetween(const C3Battle& b, int a, int c) {
  return pacesToMetres(b.settings, distance(b.positionOf(a), b.positionOf(c)));
}

// 1.5: in base contact, measured to a Unit's footprint for a Unit's own commander.
bool inBaseContact(const C3Battle& b, int a, int c) {
  const double m = isUnitCommander(c)
                       ? pacesToMetres(b.settings,
                                       battle::distanceBetween(
                                           ringOf(b.unit(c - kUnitCommanderBase)), b.positionOf(a)))
                       : metresBetween(b, a, c);
  return m <= b.settings.baseContactM;
}

bool seniorTo(const C3Battle& b, int senior, int junior) {
  for (int c = b.superiorOf(junior); c >= 0; c = b.superiorOf(c))
    if (c == senior) return true;
  return false;
}

int hand(C3Battle& b, Dispatch d, int sameItemAs = -1) {
  d.id = b.nextDispatchId++;
  d.side = b.sideOf(d.from);
  d.to = nextLink(b, d.from, d.finalTo);
  // KB-29: a senior in base contact supersedes: no messenger, no processing, straight to them.
  const bool supersedes = d.order && !isUnitCommander(d.from) && seniorTo(b, d.from, d.finalTo) &&
                          inBaseContact(b, d.from, d.finalTo);
  if (supersedes) {
    d.to = d.finalTo;
    sameItemAs = -1;
  }
  d.sentAt = b.minute;
  d.position = b.positionOf(d.from);
  int minutes = 0;
  const auto same = std::find_if(b.dispatches.begin(), b.dispatches.end(),
                                 [&](const Dispatch& o) { return o.id == sameItemAs; });
  if (supersedes) {
    d.leavesAt = b.minute;
    b.note("KB-29", "commander " + std::to_string(d.from) + " supersedes: he gives " +
                        d.order->words() + " in base contact");
  } else if (same != b.dispatches.end()) {
    d.leavesAt = same->leavesAt;
  } else if (!isUnitCommander(d.from)) {  // K-22, KB-21: his staff, one item at a time
    C3Commander& c = b.commander(d.from);
    minutes = processingMin(c.rating);
    d.leavesAt = static_cast<int>(std::ceil(c.staff.process(b.minute, minutes)));
  } else {
    d.leavesAt = b.minute;  // KB-18: a Unit's own commander has no rating
  }
  d.expectedArrival = d.leavesAt + metresBetween(b, d.from, d.to) / b.settings.messengerRateMPerMin;
  b.note("K-22", "staff of " + std::to_string(d.from) + " writes " +
                     (d.order ? d.order->words() : "a message") + " for " + std::to_string(d.to) +
                     " in " + std::to_string(minutes) + " minutes, ready at minute " +
                     std::to_string(d.leavesAt));
  b.dispatches.push_back(std::move(d));
  return b.dispatches.back().id;
}

}  // namespace

int sendOrder(C3Battle& b, int from, int to, const C3Order& order, int sameItemAs) {
  Dispatch d;
  d.from = from;
  d.finalTo = to;
  d.order = order;
  return hand(b, std::move(d), sameItemAs);
}

int sendMessage(C3Battle& b, int from, int to, const std::string& contents,
                std::optional<Response> sealed, std::vector<C3Order> sealedOrders) {
  Dispatch d;
  d.from = from;
  d.finalTo = to;
  d.message = contents;
  d.reports = reportFrom(b, from);
  d.sealed = sealed;
  d.sealedOrders = std::move(sealedOrders);
  b.note("K-28", "commander " + std::to_string(from) + " sends a message to " +
                     std::to_string(to) + ": " + contents);
  return hand(b, std::move(d));
}

int receiverFatigue(const C3Battle& b, int commander) {
  if (isUnitCommander(commander)) return b.unit(commander - kUnitCommanderBase).fatigue;
  const Vec2 at = b.positionOf(commander);
  for (const C3Unit& u : b.units)
    if (u.side == b.sideOf(commander) && u.present() &&
        pacesToMetres(b.settings, battle::distanceBetween(ringOf(u), at)) <= b.settings.baseContactM)
      return u.fatigue;
  return 0;
}

bool receiverEngaged(const C3Battle& b, int commander) {
  if (isUnitCommander(commander))
    return b.unit(commander - kUnitCommanderBase).engagedUntil >= b.minute;
  return false;
}

namespace {

double nearestKnownEnemyM(const C3Battle& b, int sender, PointM at) {
  double best = std::numeric_limits<double>::max();
  for (const EnemyReport& r : knownEnemies(b, sender))
    if (b.unit(r.unitId).present()) best = std::min(best, distanceM(r.at, at));
  return best;
}

bool nearAnyEnemy(const C3Battle& b, int side, Vec2 at) {
  for (const C3Unit& u : b.units)
    if (u.side != side && u.present() &&
        pacesToMetres(b.settings, battle::distanceBetween(ringOf(u), at)) <= b.settings.lossEnemyNearM)
      return true;
  return false;
}

// KB-20: a minute's ride at 300 m/min (mounted open order costs) towards the addressee's present
// place, keeping 400 m from enemy the sender knows of when a heading allows it.
// KB-20: a Message for an army Commander away from his command post calls there first.
Vec2 rideTarget(C3Battle& b, Dispatch& d) {
  const C3Settings& s = b.settings;
  if (d.order || isUnitCommander(d.to) || d.postReached) return b.positionOf(d.to);
  const C3Commander& c = b.commander(d.to);
  if (!c.commandPost ||
      pacesToMetres(s, distance(c.position, *c.commandPost)) <= s.commandPostAwayM)
    return c.position;
  if (pacesToMetres(s, distance(d.position, *c.commandPost)) > s.baseContactM) return *c.commandPost;
  d.postReached = true;
  b.note("KB-20", "messenger " + std::to_string(d.id) + " calls at the command post of " + c.name);
  return c.position;
}

bool rideMinute(C3Battle& b, Dispatch& d) {
  const C3Settings& s = b.settings;
  const Vec2 target = rideTarget(b, d);
  const double left = pacesToMetres(s, distance(d.position, target));
  const Vec2 start = d.position;
  if (left <= s.messengerRateMPerMin) {
    d.position = target;  // the last stretch; the ground is not charged for it
  } else {
    const double base = battle::headingOf(target - d.position);
    const PointM here = toMetres(s, d.position);
    const double berthNow = nearestKnownEnemyM(b, d.from, here);
    std::optional<Vec2> chosen;
    for (double turn : {0.0, 30.0, -30.0, 60.0, -60.0, 90.0, -90.0}) {
      const Ground g = groundAtPoint(b.table, d.position, here, TerrainColumn::MountedOpenOrder);
      const double mult = closedTo(g, TerrainColumn::MountedOpenOrder)
                              ? 1.0
                              : *terrainMultiplier(g, TerrainColumn::MountedOpenOrder);
      const Vec2 end = d.position + battle::headingVector(base + turn) *
                                        metresToPaces(s, s.messengerRateMPerMin / mult);
      const PointM endM = toMetres(s, end);
      if (closedTo(groundAtPoint(b.table, end, endM, TerrainColumn::MountedOpenOrder),
                   TerrainColumn::MountedOpenOrder))
        continue;
      const double berth = nearestKnownEnemyM(b, d.from, endM);
      if (berth >= std::min(s.messengerBerthM, berthNow)) {
        chosen = end;
        break;
      }
    }
    d.position = chosen.value_or(d.position);
  }
  d.passedNearEnemy = d.passedNearEnemy || nearAnyEnemy(b, d.side, d.position);
  b.rides.push_back({b.minute, d.id, d.from, start, d.position});
  return pacesToMetres(s, distance(d.position, b.positionOf(d.to))) <= s.baseContactM;
}

void arrive(C3Battle& b, Dispatch& d, C3Dice& dice) {
  const Receipt r = receiptTest(dice.d10("K-32"), receiverFatigue(b, d.to), d.passedNearEnemy,
                                receiverEngaged(b, d.to), b.settings);
  if (r.lost) {
    d.stage = Dispatch::Stage::Lost;
    b.note("KB-22", "dispatch " + std::to_string(d.id) + " to " + std::to_string(d.to) +
                        " is lost on arrival");
    return;
  }
  d.stage = Dispatch::Stage::ReceiptDelay;
  d.effectiveAt = b.minute + r.delayMin;
  b.note("K-32", "dispatch " + std::to_string(d.id) + " reaches " + std::to_string(d.to) +
                     ": receipt delay " + std::to_string(r.delayMin) + " minutes");
}

void deliver(C3Battle& b, Dispatch& d) {
  d.stage = Dispatch::Stage::Delivered;
  b.note("KB-19", "dispatch " + std::to_string(d.id) + " takes effect at " + std::to_string(d.to));
  if (d.to != d.finalTo) {  // KB-19: a relay passes it on after his own processing
    Dispatch on = d;
    on.from = d.to;
    on.stage = Dispatch::Stage::AtStaff;
    on.passedNearEnemy = false;
    hand(b, std::move(on));
    return;
  }
  if (d.order) {
    if (isUnitCommander(d.to)) {
      C3Unit& u = b.unit(d.to - kUnitCommanderBase);
      if (u.present()) giveOrder(b, u, *d.order);
    } else {
      b.commander(d.to).order = d.order;
    }
    return;
  }
  C3Picture& pic = b.pictures[d.to];
  for (const EnemyReport& r : d.reports) {
    auto it = pic.enemies.find(r.unitId);
    if (it == pic.enemies.end() || it->second.minute < r.minute) pic.enemies[r.unitId] = r;
  }
  pic.messages.push_back("minute " + std::to_string(b.minute) + " from " + std::to_string(d.from) +
                         ": " + d.message);
}

}  // namespace

std::vector<Delivery> runDispatches(C3Battle& b, C3Dice& dice) {
  std::vector<Delivery> out;
  for (std::size_t i = 0; i < b.dispatches.size(); ++i) {
    Dispatch& d = b.dispatches[i];
    if (d.stage == Dispatch::Stage::AtStaff && b.minute >= d.leavesAt) {
      d.stage = Dispatch::Stage::Riding;
      d.position = b.positionOf(d.from);
      b.note("KB-20", "messenger " + std::to_string(d.id) + " rides from " +
                          std::to_string(d.from) + " to " + std::to_string(d.to));
      if (pacesToMetres(b.settings, distance(d.position, b.positionOf(d.to))) <=
          b.settings.baseContactM)
        arrive(b, b.dispatches[i], dice);  // K-28: in base contact, no ride
    } else if (d.stage == Dispatch::Stage::Riding) {
      if (rideMinute(b, d)) arrive(b, b.dispatches[i], dice);
    }
    Dispatch& e = b.dispatches[i];
    if (e.stage == Dispatch::Stage::ReceiptDelay && b.minute >= e.effectiveAt) {
      const int to = e.to;
      const int id = e.id;
      deliver(b, b.dispatches[i]);
      out.push_back({id, to});
    }
  }
  return out;
}

std::vector<int> noticeLostOrders(C3Battle& b) {
  std::vector<int> out;
  for (Dispatch& d : b.dispatches) {
    if (d.stage != Dispatch::Stage::Lost || !d.order || d.noticed) continue;
    bool sees = false;
    const std::vector<int> units =
        isUnitCommander(d.finalTo) ? std::vector<int>{d.finalTo - kUnitCommanderBase}
                                   : b.unitsUnder(d.finalTo);
    for (int id : units) sees = sees || watchesFriend(b, d.from, b.unit(id));
    if (noResponseNoticed(d.expectedArrival, b.minute, sees, b.settings)) {
      d.noticed = true;
      out.push_back(d.id);
    }
  }
  return out;
}

}  // namespace hfg::c3
