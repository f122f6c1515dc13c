// The C3 computer general (KG-1 to KG-16): every decision from the side's view only (KG-14),
// bounded by counts (KG-15), each with a one-line reason (KG-16).
#include "core/battle/c3/c3_general.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/transmission.h"

namespace hfg::c3 {

namespace {

/// KG-1: a plan is revisited at most this often and this many times (KG-15: effort by counts).
constexpr int kRevisitEveryMin = 15;
constexpr int kMaxRevisions = 4;
constexpr double kRevisitShiftM = 500;
/// KG-8: foot forms square against horse seen this near: cavalry under Attack charges from
/// 800 m (KB-43), and a special Command's delay of up to 5 minutes plus 3 to form needs warning.
constexpr double kSquareAgainstHorseM = 900;
/// Enemy reports older than this no longer shape the plan (KB-14: the picture ages).
constexpr int kFreshReportMin = 60;

PointM centreOf(const C3SideView& v, const C3Unit& u) {
  const Vec2 c = u.footprint.centre();
  return {c.x * v.metresPerPace, c.y * v.metresPerPace};
}

PointM placeOf(const C3SideView& v, const C3Commander& c) {
  return {c.position.x * v.metresPerPace, c.position.y * v.metresPerPace};
}

const C3Commander* commanderIn(const C3SideView& v, int id) {
  for (const C3Commander& c : v.commanders)
    if (c.id == id) return &c;
  return nullptr;
}

const C3Unit* unitIn(const C3SideView& v, int id) {
  for (const C3Unit& u : v.units)
    if (u.id == id) return &u;
  return nullptr;
}

const EnemyReport* reportIn(const C3SideView& v, int id) {
  for (const EnemyReport& r : v.enemies)
    if (r.unitId == id) return &r;
  return nullptr;
}

bool fighting(const C3Unit& u) {
  return u.present() && u.arm != Arm::SupplyTrain;
}

/// The mean of the side's present fighting Units under `commander` (all when -1).
std::optional<PointM> ownCentre(const C3SideView& v, int commander) {
  double x = 0, y = 0;
  int n = 0;
  for (const C3Unit& u : v.units)
    if (fighting(u) && (commander < 0 || u.commanderId == commander)) {
      const PointM c = centreOf(v, u);
      x += c.x, y += c.y, ++n;
    }
  if (n == 0) return std::nullopt;
  return PointM{x / n, y / n};
}

/// KB-14: the mean of the enemy Units the side has seen or been told of lately.
std::optional<PointM> enemyCentre(const C3SideView& v) {
  double x = 0, y = 0;
  int n = 0;
  for (const EnemyReport& r : v.enemies)
    if (r.minute >= v.minute - kFreshReportMin) x += r.at.x, y += r.at.y, ++n;
  if (n == 0) return std::nullopt;
  return PointM{x / n, y / n};
}

const EnemyReport* nearestEnemy(const C3SideView& v, PointM at) {
  const EnemyReport* best = nullptr;
  double d = std::numeric_limits<double>::max();
  for (const EnemyReport& r : v.enemies)
    if (r.minute >= v.minute - kFreshReportMin && distanceM(r.at, at) < d)
      d = distanceM(r.at, at), best = &r;
  return best;
}

/// KG-1: a command of horse only, on a side that has foot elsewhere, is the army's reserve.
bool isReserveCommand(const C3SideView& v, int commander) {
  bool own = false, footElsewhere = false;
  for (const C3Unit& u : v.units) {
    if (!fighting(u)) continue;
    if (u.commanderId == commander) {
      if (u.arm != Arm::Mounted) return false;
      own = true;
    } else {
      footElsewhere |= u.arm == Arm::Foot;
    }
  }
  return own && footElsewhere;
}

int armyCommanderOf(const C3SideView& v) {
  int best = -1;
  for (const C3Commander& c : v.commanders)
    if (c.superior < 0 && !c.captured && (best < 0 || c.id < best)) best = c.id;
  return best;
}

/// Keeps a Unit's place in the line: the goal moved across the front by the Unit's offset from
/// its command's centre (KG-2: the line arrives as a line).
PointM alongFront(PointM goal, PointM from, PointM unit) {
  const double dx = goal.x - from.x, dy = goal.y - from.y, len = std::hypot(dx, dy);
  if (len < 1) return goal;
  const double px = -dy / len, py = dx / len;
  const double off = (unit.x - from.x) * px + (unit.y - from.y) * py;
  return {goal.x + off * px, goal.y + off * py};
}

C3Order orderTo(std::vector<int> units, std::vector<int> commanders, OrderKind kind, PointM at,
                double radius) {
  C3Order o;
  o.whoUnits = std::move(units);
  o.whoCommanders = std::move(commanders);
  o.kind = kind;
  o.place = at;
  o.placeRadiusM = radius;
  return o;
}

/// Two Orders say the same when their kind and WHERE agree (the engine numbers them).
bool sameIntent(const C3Order& a, const C3Order& b) {
  return a.kind == b.kind && distanceM(a.place, b.place) < 1 && a.enemyUnit == b.enemyUnit &&
         a.supportedUnit == b.supportedUnit;
}

int nearestFoot(const C3SideView& v, const C3Unit& u, int commander) {
  int best = -1;
  double d = std::numeric_limits<double>::max();
  for (int pass = 0; pass < 2 && best < 0; ++pass)
    for (const C3Unit& f : v.units) {
      if (f.id == u.id || !f.present() || f.arm != Arm::Foot) continue;
      if (pass == 0 && f.commanderId != commander) continue;
      const double dist = distanceM(centreOf(v, f), centreOf(v, u));
      if (dist < d) d = dist, best = f.id;
    }
  return best;
}

std::string metresText(PointM p) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "(%.0f,%.0f)", p.x, p.y);
  return buf;
}

/// KG-6: what a Commander reports: what he knows of the enemy and the state of his Units.
std::string reportText(const C3SideView& v, int commander, const std::string& what) {
  int seen = 0, shaken = 0;
  for (const EnemyReport& r : v.enemies) seen += r.minute >= v.minute - kFreshReportMin ? 1 : 0;
  for (const C3Unit& u : v.units)
    if (u.commanderId == commander && u.state != UnitState::Formed) ++shaken;
  std::string s = what + "; " + std::to_string(seen) + " enemy units known";
  const C3Commander* c = commanderIn(v, commander);
  if (c) {
    if (const EnemyReport* n = nearestEnemy(v, placeOf(v, *c)))
      s += ", nearest at " + metresText(n->at);
  }
  return s + "; " + std::to_string(shaken) + " of my units not formed";
}

}  // namespace

C3General::C3General(bool attacker, PointM meetingPoint, int year, C3Settings settings)
    : m_attacker(attacker),
      m_meetingPoint(meetingPoint),
      m_settings(std::move(settings)),
      m_year(year) {}

PointM C3General::batteryPlace(const C3Unit& gun, PointM from, PointM goal) const {
  const GunRow row = gunRowOf(gun.type, m_year, gun.mover == MoverClass::HeavyArtillery);
  const double standOff = row.maxRangeM * 2 / 3;  // KT-18: the effective band's far end
  const double dx = goal.x - from.x, dy = goal.y - from.y, len = std::hypot(dx, dy);
  if (len <= standOff) return from;
  return {goal.x - dx / len * standOff, goal.y - dy / len * standOff};
}

std::vector<C3Order> C3General::initialOrders(const C3SideView& v) {
  // KG-1: the intent from the army commander's knowledge: attack where the enemy is known to
  // be, else the meeting point; a defender holds where it stands.
  m_intent.attack = m_attacker;
  m_intent.target = enemyCentre(v).value_or(m_meetingPoint);
  m_intent.madeAt = v.minute;
  std::vector<C3Order> out;
  const int army = armyCommanderOf(v);
  for (const C3Commander& c : v.commanders) {
    if (c.captured) continue;
    C3Order his = c.id == army ? orderForCommander(v, -1) : orderForCommander(v, c.id);
    if (c.id != army) {
      out.push_back(his);  // taken as received together with his Units' Orders (K-23)
      m_lastPassed[c.id] = his;
    }
    for (C3Order& o : ordersForUnits(v, c.id, his)) out.push_back(std::move(o));
  }
  return out;
}

C3Order C3General::orderForCommander(const C3SideView& v, int commander) const {
  const PointM own = ownCentre(v, commander).value_or(m_intent.target);
  const std::vector<int> who = commander >= 0 ? std::vector<int>{commander} : std::vector<int>{};
  if (commander >= 0 && isReserveCommand(v, commander))
    return orderTo({}, who, OrderKind::Reserve, own, 400);
  if (!m_intent.attack) return orderTo({}, who, OrderKind::Hold, own, 800);
  const PointM all = ownCentre(v, -1).value_or(own);
  return orderTo({}, who, OrderKind::Attack, alongFront(m_intent.target, all, own), 600);
}

std::vector<C3Order> C3General::ordersForUnits(const C3SideView& v, int commander,
                                               const C3Order& his) const {
  std::vector<C3Order> out;
  const PointM centre = ownCentre(v, commander).value_or(his.place);
  bool hasFoot = false, sideHasFoot = false;
  for (const C3Unit& u : v.units) {
    hasFoot |= u.commanderId == commander && u.arm == Arm::Foot;
    sideHasFoot |= fighting(u) && u.arm == Arm::Foot;
  }
  // KG-1: the army commander's own horse is the reserve when there is foot to do the fighting.
  const bool army = commander == armyCommanderOf(v) && sideHasFoot;
  for (const C3Unit& u : v.units) {
    if (u.commanderId != commander || !u.present()) continue;
    const PointM at = centreOf(v, u);
    const bool attack = his.kind == OrderKind::Attack;
    const bool reserve = his.kind == OrderKind::Reserve || army;
    if (u.arm == Arm::SupplyTrain || (u.arm == Arm::Mounted && reserve)) {
      out.push_back(orderTo({u.id}, {}, OrderKind::Reserve, at, 200));  // KG-1: the reserve
    } else if (u.arm == Arm::Foot || (u.arm == Arm::Mounted && !hasFoot)) {
      const PointM goal = attack ? alongFront(his.place, centre, at) : at;
      out.push_back(orderTo({u.id}, {}, attack ? OrderKind::Attack : OrderKind::Hold, goal, 300));
    } else if (u.arm == Arm::Artillery && attack) {  // KG-9: guns prepare the attack
      const PointM goal = alongFront(his.place, centre, at);
      out.push_back(orderTo({u.id}, {}, OrderKind::Hold, batteryPlace(u, at, goal), 200));
    } else if (const int foot = nearestFoot(v, u, commander); u.arm == Arm::Mounted && foot >= 0) {
      // KG-2: Support Orders tie the horse to the foot it must help.
      C3Order o = orderTo({u.id}, {}, OrderKind::Support, at, 300);
      o.supportedUnit = foot;
      out.push_back(o);
    } else {
      out.push_back(orderTo({u.id}, {}, OrderKind::Hold, at, 300));  // K-27: a place held
    }
  }
  return out;
}

std::optional<ResponseChoice> C3General::respond(const C3SideView& v, const OfferedEvent& e) {
  if (isUnitCommander(e.commander)) return asUnitCommander(v, e);
  const C3Commander* c = commanderIn(v, e.commander);
  if (!c || c->captured) return std::nullopt;
  if (c->superior < 0) {
    if (std::optional<ResponseChoice> r = asArmyCommander(v, e)) return r;
  }
  return asCommander(v, e);
}

std::optional<ResponseChoice> C3General::asUnitCommander(const C3SideView& v,
                                                          const OfferedEvent& e) {
  const C3Unit* own = unitIn(v, e.commander - kUnitCommanderBase);
  if (!own || !own->present()) return std::nullopt;
  ResponseChoice r;
  switch (e.id.kind) {
    case Event::A: {  // KG-8, KG-5: enemy horse near foot: square in time
      const EnemyReport* seen = reportIn(v, e.unitId);
      if (own->arm != Arm::Foot || own->formation == Formation::Square || own->closeCombat >= 0 ||
          !seen || !seen->kindKnown || seen->arm != Arm::Mounted ||
          distanceM(centreOf(v, *own), seen->at) > kSquareAgainstHorseM)
        return std::nullopt;
      r.response = Response::A;
      r.commands = {{own->id, UnitCommand::Square, Formation::Square}};
      r.reason = "enemy horse within " + std::to_string(static_cast<int>(kSquareAgainstHorseM)) +
                 " m: square before it can charge (KG-8)";
      return r;
    }
    case Event::G:  // KG-11: rallied, back to the first Orders
      if (!own->firstOrder) return std::nullopt;
      r.response = Response::C;
      r.reason = "rallied: back to its first Orders (KG-11)";
      return r;
    case Event::H:  // KG-5: the only answer open
      r.response = Response::B;
      r.message = reportText(v, own->commanderId, own->name + ": orders carried out or no longer "
                                                              "possible at " +
                                                              metresText(centreOf(v, *own)));
      r.reason = "reports the end of its Orders (KG-5, KG-6)";
      return r;
    default: return std::nullopt;
  }
}

std::optional<ResponseChoice> C3General::asCommander(const C3SideView& v, const OfferedEvent& e) {
  const C3Commander& c = *commanderIn(v, e.commander);
  ResponseChoice r;
  switch (e.id.kind) {
    case Event::E: {  // KG-4: a new Order from above is passed down to his Units
      if (!c.order) return std::nullopt;
      auto last = m_lastPassed.find(c.id);
      if (last != m_lastPassed.end() && sameIntent(last->second, *c.order)) return std::nullopt;
      m_lastPassed[c.id] = *c.order;
      return sendDown(v, c.id, ordersForUnits(v, c.id, *c.order),
                      "passes down " + std::string(name(c.order->kind)) + " " +
                          metresText(c.order->place));
    }
    case Event::B:
    case Event::H: {  // KG-5, KG-6: tell the superior what he sees
      if (c.superior < 0) return std::nullopt;
      const C3Unit* u = unitIn(v, e.unitId);
      r.response = Response::B;
      r.message = reportText(v, c.id, e.id.kind == Event::B && u
                                          ? u->name + " " + std::string(name(u->state)) + " at " +
                                                metresText(centreOf(v, *u))
                                          : "my orders are carried out or no longer possible");
      r.reason = "reports to his superior (KG-6)";
      return r;
    }
    case Event::I: {  // KG-4, KB-23: an Order not answered is sent again
      auto sent = m_sent.find(c.id);
      if (sent == m_sent.end() || sent->second.empty()) return std::nullopt;
      std::vector<C3Order> again = sent->second;
      return sendDown(v, c.id, again, "an Order was not answered: sends it again (KB-23)");
    }
    default: return std::nullopt;
  }
}

std::optional<ResponseChoice> C3General::asArmyCommander(const C3SideView& v,
                                                          const OfferedEvent& e) {
  const int army = e.commander;
  if (e.id.kind == Event::B || e.id.kind == Event::E) {  // KG-5: commit the reserve
    for (const C3Unit& u : v.units)
      if (u.present() && u.arm == Arm::Foot &&
          (u.state == UnitState::FallingBack || u.state == UnitState::Routing ||
           3 * u.sp <= 2 * u.spAtStart))
        if (std::optional<ResponseChoice> r = commitReserve(v, army, centreOf(v, u))) return r;
  }
  if ((e.id.kind != Event::A && e.id.kind != Event::E) || !m_intent.attack) return std::nullopt;
  // KG-1: the plan revisited at his Event (an enemy seen, a report received), from what the side
  // now knows.
  const std::optional<PointM> seen = enemyCentre(v);
  if (!seen || distanceM(*seen, m_intent.target) < kRevisitShiftM ||
      v.minute - m_intent.madeAt < kRevisitEveryMin || m_revisions >= kMaxRevisions)
    return std::nullopt;
  ++m_revisions;
  m_intent.target = *seen;
  m_intent.madeAt = v.minute;
  std::vector<C3Order> orders;
  for (const C3Commander& c : v.commanders)
    if (c.superior == army && !c.captured) orders.push_back(orderForCommander(v, c.id));
  C3Order his = orderForCommander(v, -1);
  for (C3Order& o : ordersForUnits(v, army, his))
    if (o.kind != OrderKind::Reserve) orders.push_back(std::move(o));
  return sendDown(v, army, std::move(orders),
                  "the enemy is at " + metresText(*seen) + ": the attack re-aimed (KG-1)");
}

std::optional<ResponseChoice> C3General::commitReserve(const C3SideView& v, int army,
                                                        PointM where) {
  if (m_reserveCommitted) return std::nullopt;
  const EnemyReport* enemy = nearestEnemy(v, where);
  if (!enemy) return std::nullopt;
  std::vector<int> reserve;
  for (const C3Unit& u : v.units)
    if (u.present() && u.arm == Arm::Mounted && u.order && u.order->kind == OrderKind::Reserve)
      reserve.push_back(u.id);
  if (reserve.empty()) return std::nullopt;
  m_reserveCommitted = true;
  return sendDown(v, army, {orderTo(reserve, {}, OrderKind::Attack, enemy->at, 300)},
                  "a unit is giving way near " + metresText(where) +
                      ": the reserve goes in at the nearest enemy known (KG-5)");
}

ResponseChoice C3General::sendDown(const C3SideView& v, int from, std::vector<C3Order> orders,
                                   const std::string& why) {
  // KG-4: the delay forecast to the farthest addressee, accepted: the Orders go anyway, since
  // nothing reaches the troops faster than a messenger.
  const C3Commander& sender = *commanderIn(v, from);
  double worst = 0;
  for (const C3Order& o : orders) {
    std::vector<PointM> to;
    for (int id : o.whoUnits)
      if (const C3Unit* u = unitIn(v, id)) to.push_back(centreOf(v, *u));
    for (int id : o.whoCommanders)
      if (const C3Commander* c = commanderIn(v, id)) to.push_back(placeOf(v, *c));
    for (const PointM& p : to) {
      ChainNode s, a;
      s.kind = ChainNode::Kind::Sender;
      s.rating = sender.rating;
      a.kind = ChainNode::Kind::Addressee;
      a.rideInM = distanceM(placeOf(v, sender), p);
      worst = std::max(worst, forecastDelayMin({s, a}, m_settings));
    }
  }
  m_sent[from] = orders;
  ResponseChoice r;
  r.response = Response::D;
  r.orders = std::move(orders);
  r.reason = why + "; forecast delay " + std::to_string(static_cast<int>(std::lround(worst))) +
             " min accepted (KG-4)";
  return r;
}

}  // namespace hfg::c3
