// MT-11 read against the positions on the table (footprint distances, G-3 style "some part").
#include "core/battle/howlin_mobs/orders_in_force.h"

#include <algorithm>
#include <limits>
#include <string>

#include "core/battle/howlin_mobs/command.h"
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kAttackNearIn = 3;   // MT-11 Attack: "within 3" of P"
constexpr double kOrderReachIn = 12;  // MT-11: "within 12"" of P, of X, of the enemy

double gapToPointIn(const Unit& u, Vec2 p, const HowlinMobsSettings& s) {
  return battle::distanceBetween(battle::ringOf(u.footprint), p) / s.pacesPerInch;
}

/// X's unit nearest to `u`, if X has any on the table.
const Unit* nearestOfCommand(const BattleState& st, int commandId, const Unit& u) {
  const Unit* best = nullptr;
  double bestGap = std::numeric_limits<double>::max();
  for (const Unit& x : st.units) {
    if (x.commandId != commandId || !x.present()) continue;
    const double g = gapIn(x, u, st.settings);
    if (g < bestGap) best = &x, bestGap = g;
  }
  return best;
}

bool withinOfCommand(const BattleState& st, int commandId, const Unit& enemy, double inches) {
  for (const Unit& x : st.units)
    if (x.commandId == commandId && x.present() && gapIn(x, enemy, st.settings) <= inches)
      return true;
  return false;
}

/// A goal `towards`, reached when some part of the unit is within `reachIn` of it (half an inch
/// more, so that the last sampled pose is inside).
OrderGoal closeOn(Vec2 towards, double gapIn, double reachIn) {
  return OrderGoal{towards, std::max(0.0, gapIn - reachIn) + 0.5, false, -1};
}

bool commandGone(const BattleState& st, int commandId) {
  const auto of = [&](const Unit& x) { return x.commandId == commandId && x.present(); };
  return std::none_of(st.units.begin(), st.units.end(), of) &&
         std::none_of(st.arrivals.begin(), st.arrivals.end(),
                      [&](const HmArrival& a) { return a.unit.commandId == commandId; });
}

}  // namespace

bool nearCommand(const BattleState& st, int x, const Unit& u) {
  return withinOfCommand(st, x, u, kOrderReachIn);
}

double gapToCommandIn(const BattleState& st, int x, const Unit& u) {
  const Unit* n = nearestOfCommand(st, x, u);
  return n ? gapIn(*n, u, st.settings) : std::numeric_limits<double>::max();
}

std::optional<OrderGoal> orderGoal(const BattleState& st, const HmCommand& c, const Unit& u) {
  const HowlinMobsSettings& s = st.settings;
  const double toP = distance(u.footprint.centre(), c.order.point) / s.pacesPerInch;
  switch (c.order.kind) {
    case OrderKind::Attack:
    case OrderKind::Advance: return OrderGoal{c.order.point, toP, false, -1};
    case OrderKind::Withdraw: return OrderGoal{c.order.point, toP, true, -1};
    case OrderKind::Hold: {
      const double gap = gapToPointIn(u, c.order.point, s);
      if (gap <= s.holdRadiusIn) return std::nullopt;
      return closeOn(c.order.point, gap, s.holdRadiusIn);
    }
    case OrderKind::Support: {
      const Unit* x = nearestOfCommand(st, c.order.supportedCommandId, u);
      if (!x) return std::nullopt;
      const double gap = gapIn(*x, u, s);
      if (gap > kOrderReachIn) return closeOn(x->footprint.centre(), gap, kOrderReachIn);
      const Unit* near = nullptr;  // MT-11: it may fight enemies within 12" of a unit of X
      for (const Unit& e : st.units)
        if (e.side != u.side && e.present() && e.kind != UnitKind::Wagon &&
            withinOfCommand(st, c.order.supportedCommandId, e, kOrderReachIn) &&
            (!near || gapIn(e, u, s) < gapIn(*near, u, s)))
          near = &e;
      if (!near) return std::nullopt;
      OrderGoal g{near->footprint.centre(), std::numeric_limits<double>::max(), false, -1};
      g.stayNearCommand = c.order.supportedCommandId;
      return g;
    }
    case OrderKind::Reserve: {
      if (c.independentBattery || c.generalDead || inCommand(u.footprint, c.general, s))
        return std::nullopt;
      const double gap = gapToPointIn(u, c.general, s);
      return closeOn(c.general, gap, s.commandRangeIn);
    }
  }
  return std::nullopt;
}

bool mayAttack(const BattleState& st, const HmCommand& c, const Unit& enemy, bool bound) {
  const double nearP = gapToPointIn(enemy, c.order.point, st.settings);
  switch (c.order.kind) {
    case OrderKind::Attack: return true;
    case OrderKind::Advance: return bound || nearP <= kOrderReachIn;
    case OrderKind::Hold: return nearP <= kOrderReachIn;
    case OrderKind::Support:
      return withinOfCommand(st, c.order.supportedCommandId, enemy, kOrderReachIn);
    case OrderKind::Withdraw:
    case OrderKind::Reserve: return false;
  }
  return false;
}

bool orderFulfilled(const BattleState& st, const HmCommand& c) {
  const HowlinMobsSettings& s = st.settings;
  const Vec2 p = c.order.point;
  const bool generalNear =
      !c.generalDead && distance(c.general, p) <= kOrderReachIn * s.pacesPerInch;
  int formed = 0, formedNear = 0;
  bool unitAtP = false;
  for (const Unit& u : st.units) {
    if (u.commandId != c.id || !u.present()) continue;
    const double gap = gapToPointIn(u, p, s);
    unitAtP = unitAtP || gap <= kAttackNearIn;
    if (!u.formed()) continue;
    ++formed;
    if (gap <= kOrderReachIn) ++formedNear;
  }
  switch (c.order.kind) {
    case OrderKind::Attack:
      if (!unitAtP) return false;
      for (const Unit& e : st.units)
        if (e.side != c.side && e.present() && e.formed() && gapToPointIn(e, p, s) <= kOrderReachIn)
          return false;
      return true;
    case OrderKind::Advance: return generalNear && 2 * formedNear >= formed;
    case OrderKind::Withdraw: return generalNear && formedNear == formed;
    default: return false;
  }
}

void settleOrders(BattleState& st) {
  for (HmCommand& c : st.commands) {
    if (c.order.kind == OrderKind::Support && commandGone(st, c.order.supportedCommandId)) {
      c.order.kind = OrderKind::Reserve;
      st.note("MT-11", "command " + idText(c.id) + ": the supported command is gone, Reserve");
    } else if (orderFulfilled(st, c)) {
      st.note("MT-11", "command " + idText(c.id) + ": " + std::string(orderName(c.order.kind)) +
                           " fulfilled, now Hold");
      c.order.kind = OrderKind::Hold;
    }
  }
}

}  // namespace hfg::howlin_mobs
