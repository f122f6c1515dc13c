#include "core/battle/c3/order_conduct.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/battle/c3/knowledge.h"
#include "core/battle/c3/path_plan.h"
#include "core/battle/c3/responses.h"
#include "core/battle/c3/unit_motion.h"

namespace hfg::c3 {

namespace {

constexpr double kArrivedSlackM = 1;  // arrival measured to the metre

double lengthOf(PointM v) { return std::hypot(v.x, v.y); }
PointM unitVector(PointM from, PointM to) {
  const PointM d{to.x - from.x, to.y - from.y};
  const double l = lengthOf(d);
  return l > 0 ? PointM{d.x / l, d.y / l} : PointM{0, 0};
}
double headingTo(PointM from, PointM to) {
  return battle::headingOf({to.x - from.x, to.y - from.y});
}

bool gone(const C3Unit& e) {
  return !e.present() || e.state == UnitState::FallingBack || e.state == UnitState::Routing;
}

/// Where an Attack goes (K-26): the stated enemy as known, else the nearest known enemy on or
/// near the place, else the place.
struct AttackAim {
  PointM at;
  int enemy = -1;
};
AttackAim attackAim(const C3Battle& b, const C3Unit& u, const C3Order& o) {
  const std::vector<EnemyReport> known = enemiesKnownTo(b, u);
  const PointM self = toMetres(b.settings, u.footprint.centre());
  double best = std::numeric_limits<double>::max();
  AttackAim aim{o.place, -1};
  for (const EnemyReport& r : known) {
    if (o.enemyUnit >= 0 && r.unitId != o.enemyUnit) continue;
    if (!b.unit(r.unitId).present()) continue;
    if (o.enemyUnit < 0 && distanceM(r.at, o.place) > o.placeRadiusM + 1000) continue;
    const double d = distanceM(r.at, self);
    if (d < best) best = d, aim = {r.at, r.unitId};
  }
  return aim;
}

struct Goal {
  PointM at;
  double stopWithinM = 0;  ///< arrived when the centre (Support: the footprint) is this near
  int enemy = -1;
  bool none = false;       ///< Reserve
};

Goal goalOf(const C3Battle& b, const C3Unit& u, const C3Order& o) {
  switch (o.kind) {
    case OrderKind::Reserve: return {{}, 0, -1, true};
    case OrderKind::Move:
    case OrderKind::Withdraw:
    case OrderKind::Hold: return {o.place, o.placeRadiusM / 2, -1, false};
    case OrderKind::Support: {
      const C3Unit& f = b.unit(o.supportedUnit);
      const double r = supportRadiusM(normalRateOf(b, u));  // K-25
      return {toMetres(b.settings, f.footprint.centre()), r, -1, false};
    }
    case OrderKind::Attack: {
      const AttackAim aim = attackAim(b, u, o);
      // K-26: artillery comes within 400 m and fires.
      const double stop = u.arm == Arm::Artillery ? 400.0 : 0.0;
      return {aim.at, stop, aim.enemy, false};
    }
  }
  return {{}, 0, -1, true};
}

bool isBattleFormation(Formation f) {
  return f != Formation::Square && f != Formation::MarchColumn && f != Formation::Limbered &&
         f != Formation::Unlimbered;
}

Formation firstAllowed(const C3Battle& b, const C3Unit& u, std::initializer_list<Formation> fs) {
  for (Formation f : fs)
    if (mayUse(u.type, f, b.year, false, u.ces)) return f;
  return u.formation;
}

}  // namespace

std::vector<EnemyReport> enemiesKnownTo(const C3Battle& b, const C3Unit& u) {
  std::vector<EnemyReport> out = knownEnemies(b, unitCommanderOf(u.id));
  for (const EnemyReport& r : knownEnemies(b, u.commanderId)) {
    const auto same = std::find_if(out.begin(), out.end(),
                                   [&](const EnemyReport& o) { return o.unitId == r.unitId; });
    if (same == out.end()) out.push_back(r);
    else if (r.minute > same->minute) *same = r;
  }
  return out;
}

bool whenHolds(const C3Battle& b, const C3Unit& u, const C3Order& o) {
  switch (o.when) {
    case OrderWhen::OnReceipt: return true;
    case OrderWhen::AtClock: return b.clock() >= o.whenClockMin;
    case OrderWhen::EnemySeenNear:
      for (const EnemyReport& r : enemiesKnownTo(b, u))
        if (r.seenNow && distanceM(r.at, o.place) <= o.whenEnemyWithinM) return true;
      return false;
    case OrderWhen::OnSignal:  // KB-28: seen at once by every Unit within signal_range_m
      for (const SignalMade& sig : b.signals)
        if (sig.side == u.side && sig.name == o.whenSignal &&
            distanceM(sig.at, toMetres(b.settings, u.footprint.centre())) <=
                b.settings.signalRangeM)
          return true;
      return false;
  }
  return false;
}

Formation formationFor(const C3Battle& b, const C3Unit& u, const C3Order& o, bool moving,
                       double distanceToGoalM) {
  if (u.arm == Arm::Artillery) return moving ? Formation::Limbered : Formation::Unlimbered;
  if (u.arm == Arm::SupplyTrain) return Formation::MarchColumn;
  if (o.how && mayUse(u.type, *o.how, b.year, false, u.ces)) return *o.how;
  switch (o.kind) {
    case OrderKind::Attack:  // K-62: at least half in battle column, if the army used it
      return u.arm == Arm::Mounted ? firstAllowed(b, u, {Formation::Line, Formation::OpenOrder})
                                   : firstAllowed(b, u, {Formation::BattleColumn, Formation::Line,
                                                         Formation::ExtendedOrder});
    case OrderKind::Hold:  // K-62: at least half in line
    case OrderKind::Support:
      return firstAllowed(b, u, {Formation::Line, Formation::OpenOrder, Formation::ExtendedOrder});
    case OrderKind::Move:
    case OrderKind::Withdraw:  // KB-24: march column where the path is long and clear of enemy
      if (u.formation == Formation::MarchColumn && moving && distanceToGoalM > 300)
        return Formation::MarchColumn;  // it deploys on reaching its place, not before
      if (moving && distanceToGoalM > 1500 && enemiesKnownTo(b, u).empty())
        return Formation::MarchColumn;
      if (isBattleFormation(u.formation)) return u.formation;
      return firstAllowed(b, u, {Formation::Line, Formation::OpenOrder, Formation::ExtendedOrder});
    case OrderKind::Reserve: return u.formation;
  }
  return u.formation;
}

void giveOrder(C3Battle& b, C3Unit& u, C3Order o) {  // a copy: it may be u.waitingOrder
  u.waitingOrder = o;
  if (!whenHolds(b, u, o)) {
    b.note("KB-24", unitText(u) + " holds " + o.words() + " until its WHEN");
    return;
  }
  u.order = o;
  u.waitingOrder.reset();
  u.orderSettled = false;
  u.onPlace = false;
  u.path.clear();
  u.halted = false;
  u.blockedMinutes = 0;
  b.note("KB-24", unitText(u) + " puts into force " + o.words());
}

namespace {

/// KT-13, KB-43: the Unit's rate this minute: mounted under Attack charge a target in their
/// front arc within charge_max_m.
double rateFor(C3Battle& b, C3Unit& u, const C3Order& o, const Goal& goal) {
  if (o.kind != OrderKind::Attack || u.arm != Arm::Mounted || goal.enemy < 0)
    return normalRateOf(b, u);
  const C3Unit& t = b.unit(goal.enemy);
  if (gapM(b.settings, u, t) > b.settings.chargeMaxM ||
      !inFrontArc(frontEdgeOf(b.settings, u), toMetres(b.settings, t.footprint.centre()),
                  b.settings))
    return normalRateOf(b, u);
  if (!u.charging) {
    b.note("KB-43", unitText(u) + " charges " + unitText(t));
    std::erase_if(b.closingFired, [&](const auto& p) { return p.second == u.id; });
  }
  u.charging = true;
  return b.settings.chargeRateMPerMin;
}

/// A minute's move along `dir` (K-54). KB-26's shortest lawful path is not searched: a Unit
/// whose straight way is shut by ground closed to it or by a friend steps aside, keeping its
/// facing, at up to 90 degrees. Returns an enemy contacted, or -1.
int moveTowards(C3Battle& b, C3Unit& u, PointM dir, double rate, double maxM) {
  StepOutcome step = moveMinute(b, u, dir, rate, maxM);
  for (double turn : {30.0, -30.0, 60.0, -60.0, 90.0, -90.0}) {
    if (!step.blocked || step.movedM > 0 || step.contactEnemy >= 0) break;  // one move a minute
    const Vec2 side = battle::headingVector(battle::headingOf({dir.x, dir.y}) + turn);
    step = moveMinute(b, u, {side.x, side.y}, rate, maxM);
    if (step.movedM > 0) b.note("KB-26", unitText(u) + " steps aside round what bars its way");
  }
  if (u.charging) {
    u.chargeRunM += static_cast<int>(step.movedM);
    u.fatigue = std::min(b.settings.fatigueMax, u.fatigue + 1);  // KT-24: a minute at charge rate
    u.restSince = b.minute;
  }
  if (step.movedM > 0)
    b.note("KT-13", unitText(u) + " moves " + std::to_string(static_cast<int>(step.movedM)) +
                        " m in " + std::string(name(u.formation)));
  // KB-24: ground that shuts the way for three minutes makes the Order impossible.
  const bool shut = step.blocked && step.movedM == 0 && step.blockedBy < 0;
  u.blockedMinutes = shut ? u.blockedMinutes + 1 : 0;
  return step.contactEnemy;
}

/// KB-26: the next waypoint towards the goal, planning the path when the goal is new or has
/// moved 100 m; nullopt when no lawful path exists.
std::optional<PointM> waypoint(C3Battle& b, C3Unit& u, PointM goal) {
  if (u.path.empty() || distanceM(u.pathGoal, goal) > 100) {
    const auto path = planPath(b, u, goal);
    if (!path) return std::nullopt;
    u.path = *path;
    u.pathGoal = goal;
    if (u.path.size() > 1)
      b.note("KB-26", unitText(u) + " plans a way round with " +
                          std::to_string(u.path.size() - 1) + " turns");
  }
  u.path.back() = goal;
  const PointM centre = toMetres(b.settings, u.footprint.centre());
  while (u.path.size() > 1 && distanceM(centre, u.path.front()) <= 30)
    u.path.erase(u.path.begin());
  return u.path.front();
}

/// One formed Unit's minute under its Order (KB-26). Returns an enemy contacted, or -1.
int actOnOrder(C3Battle& b, C3Unit& u) {
  const C3Order& o = *u.order;
  const Goal goal = goalOf(b, u, o);
  if (goal.none) return -1;
  const PointM centre = toMetres(b.settings, u.footprint.centre());
  const double dist = o.kind == OrderKind::Support
                          ? gapM(b.settings, u, b.unit(o.supportedUnit))
                          : distanceM(centre, goal.at);
  // Once on its place a Unit stays there: a new footprint after forming must not send it off
  // again. Attack and Support re-measure each minute.
  const bool sticky = o.kind == OrderKind::Hold || o.kind == OrderKind::Move ||
                      o.kind == OrderKind::Withdraw;
  const bool arrived = (sticky && u.onPlace) || dist <= goal.stopWithinM + kArrivedSlackM;
  if (arrived) u.onPlace = true;
  const Formation want = formationFor(b, u, o, !arrived, dist);
  if (arrived) {
    if (u.formation != want) startChange(b, u, want, u.footprint.headingDeg, ChangeCause::Orders);
    return -1;
  }
  const auto next = waypoint(b, u, goal.at);
  if (!next) {  // KB-24: the place cannot be reached
    u.blockedMinutes = 3;
    return -1;
  }
  const bool last = u.path.size() == 1;
  const double heading = headingTo(centre, *next);
  if (u.formation != want) {
    startChange(b, u, want, heading, ChangeCause::Orders);
    return -1;
  }
  if (battle::headingDifferenceDeg(heading, u.footprint.headingDeg) > 20) {
    startChange(b, u, u.formation, heading, ChangeCause::Orders);  // KB-31: a change of facing
    if (u.changing() && u.changeFormedAt == b.minute) completeChanges(b);
    return -1;
  }
  const double maxM = !last ? distanceM(centre, *next)
                     : o.kind == OrderKind::Attack && u.arm != Arm::Artillery
                         ? 1e9
                         : dist - goal.stopWithinM;
  return moveTowards(b, u, unitVector(centre, *next), rateFor(b, u, o, goal), maxM);
}

}  // namespace

namespace {

bool standing(const C3Unit& u) {
  return !u.order || u.orderSettled || u.halted || u.onPlace || u.order->kind == OrderKind::Reserve;
}

// K-17, KB-55: an engaged Unit standing where it is turns to meet an enemy firing at it from
// outside its front arc, with no Event and no response delay, taking KT-16's time.
bool faceTheEnemy(C3Battle& b, C3Unit& u) {
  if (!u.formed() || u.engagedUntil < b.minute || u.closeCombat >= 0 || !standing(u)) return false;
  if (u.formation == Formation::Square || u.formation == Formation::ExtendedOrder ||
      u.formation == Formation::MarchColumn || u.formation == Formation::Limbered)
    return false;
  const PointM c = toMetres(b.settings, u.footprint.centre());
  const EnemyReport* nearest = nullptr;
  for (const EnemyReport& r : knownEnemies(b, unitCommanderOf(u.id))) {
    const C3Unit& e = b.unit(r.unitId);
    if (!r.seenNow || b.minute - e.lastFiredAt > b.settings.combatRoundMin) continue;
    if (distanceM(r.at, c) <= 1000 && (!nearest || distanceM(r.at, c) < distanceM(nearest->at, c)))
      nearest = &b.pictures[unitCommanderOf(u.id)].enemies[r.unitId];
  }
  if (!nearest) return false;
  const C3Unit& e = b.unit(nearest->unitId);
  if (inFrontArc(frontEdgeOf(b.settings, u), toMetres(b.settings, e.footprint.centre()), b.settings))
    return false;
  if (!startChange(b, u, u.formation, headingTo(c, nearest->at), ChangeCause::Automatic))
    return false;
  b.note("K-17", unitText(u) + " turns to meet " + unitText(e));
  return true;
}

}  // namespace

std::vector<std::pair<int, int>> conductOrders(C3Battle& b) {
  std::vector<std::pair<int, int>> contacts;
  for (C3Unit& u : b.units) {
    if (!u.present() || u.state != UnitState::Formed) continue;
    if (u.waitingOrder && whenHolds(b, u, *u.waitingOrder)) giveOrder(b, u, *u.waitingOrder);
    if (faceTheEnemy(b, u)) continue;
    if (u.changing() || u.closeCombat >= 0 || u.halted || !u.order || u.orderSettled) continue;
    const int contact = actOnOrder(b, u);
    if (contact >= 0) contacts.emplace_back(u.id, contact);
  }
  return contacts;
}

namespace {

bool attackDone(const C3Battle& b, const C3Unit& u, const C3Order& o) {
  if (o.enemyUnit >= 0) return gone(b.unit(o.enemyUnit));
  bool occupied = false;
  for (const C3Unit& f : b.units)
    if (f.side == u.side && f.present() &&
        distanceM(toMetres(b.settings, f.footprint.centre()), o.place) <= o.placeRadiusM)
      occupied = true;
  if (!occupied) return false;
  for (const EnemyReport& r : enemiesKnownTo(b, u))
    if (!gone(b.unit(r.unitId)) && distanceM(r.at, o.place) <= 400) return false;
  return true;
}

// KB-24: more than half the Units under the Order have fallen back, routed or been lost.
bool orderBroken(const C3Battle& b, const C3Order& o) {
  int shaken = 0;
  for (int id : o.whoUnits) shaken += gone(b.unit(id)) ? 1 : 0;
  return !o.whoUnits.empty() && 2 * shaken > static_cast<int>(o.whoUnits.size());
}

}  // namespace

void checkFulfilment(C3Battle& b) {
  for (C3Unit& u : b.units) {
    if (!u.present() || !u.order || u.orderSettled || u.state != UnitState::Formed) continue;
    const C3Order& o = *u.order;
    bool done = false;
    if (o.kind == OrderKind::Attack) done = attackDone(b, u, o);
    if (o.kind == OrderKind::Move || o.kind == OrderKind::Withdraw)
      done = distanceM(toMetres(b.settings, u.footprint.centre()), o.place) <=
             o.placeRadiusM / 2 + kArrivedSlackM;
    const bool failed = !done && (u.blockedMinutes >= 3 || orderBroken(b, o));
    if (!done && !failed) continue;
    u.orderSettled = true;
    b.note("KB-24", unitText(u) + (done ? " has carried out " : " can no longer carry out ") +
                        o.words());
    b.raised.push_back({Event::H, u.id, "h:" + std::to_string(o.id) + (done ? ":done" : ":failed")});
  }
}

}  // namespace hfg::c3
