// The first computer general's choices.
#include "core/battle/tchae/simple_general.h"

#include <algorithm>
#include <limits>
#include <optional>

#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

const Unit* nearestEnemyUnit(const BattleState& v, Belligerent side, Vec2 from, double* gap) {
  const Unit* best = nullptr;
  double bestD = kInf;
  for (const Unit& u : v.units) {
    if (u.side == side || !u.active()) continue;
    const double d = gapIn(footprintOf(u, v.level), from);
    if (d < bestD) bestD = d, best = &u;
  }
  if (gap) *gap = bestD;
  return best;
}

const Blind* nearestEnemyBlind(const BattleState& v, Belligerent side, Vec2 from) {
  const Blind* best = nullptr;
  double bestD = kInf;
  for (const Blind& b : v.blinds) {
    if (b.side == side || !b.present(v.turn)) continue;
    const double d = gapIn(blindFootprint(b, v.level, v.settings), from);
    if (d < bestD) bestD = d, best = &b;
  }
  return best;
}

bool belongs(const BattleState& v, const Commander& c, const Unit& u) {
  return v.commands(c.id, u.commanderId);
}

/// The point the formation heads for: the nearest enemy unit when one is close, else the objective.
Vec2 goalFor(const BattleState& v, const Commander& c, const Unit& u) {
  double gap = kInf;
  const Unit* e = nearestEnemyUnit(v, u.side, footprintOf(u, v.level).centre(), &gap);
  if (e && (gap < 24 || c.order == Order::Engage)) return footprintOf(*e, v.level).centre();
  return c.objective;
}

/// The gap from the formation's nearest unit to the nearest enemy unit: how urgently it needs
/// its commander's attention (CG-4). Infinite for a formation with nobody on the table.
double formationGapToEnemy(const BattleState& v, const Commander& c) {
  double best = kInf;
  for (const Unit& u : v.units) {
    if (u.side != c.side || !u.active() || !belongs(v, c, u)) continue;
    double gap = kInf;
    nearestEnemyUnit(v, u.side, footprintOf(u, v.level).centre(), &gap);
    best = std::min(best, gap);
  }
  return best;
}

/// CG-3: an Attack is stalled when at least half of the formation's units on the table are
/// Fightin', Defeated or Routed. Returns the centre of its units (the ground to hold) when so.
std::optional<Vec2> stalledAttack(const BattleState& v, const Commander& sub) {
  if (sub.order != Order::Attack || sub.pendingOrder) return std::nullopt;
  int n = 0, spent = 0;
  Vec2 sum{0, 0};
  for (const Unit& u : v.units) {
    if (u.side != sub.side || !u.active() || !belongs(v, sub, u)) continue;
    ++n;
    spent +=
        u.status == Status::Fightin || u.status == Status::Defeated || u.status == Status::Routed;
    sum = sum + footprintOf(u, v.level).centre();
  }
  if (n == 0 || 2 * spent < n) return std::nullopt;
  return sum * (1.0 / n);
}

}  // namespace

std::string SimpleGeneral::spotTarget(const BattleState& view, const Commander& c) {
  const Blind* b = nearestEnemyBlind(view, c.side, c.positionIn);
  return b ? b->id : std::string();
}

std::string SimpleGeneral::blindSpotTarget(const BattleState& view, const Blind& b) {
  const Blind* t = nearestEnemyBlind(view, b.side, b.frontMidIn);
  return t ? t->id : std::string();
}

std::vector<FirePlan> SimpleGeneral::firePlans(const BattleState& view, const Commander& c, int) {
  std::vector<FirePlan> out;
  for (const Unit& u : view.units) {
    if (u.side != c.side || !u.active() || !belongs(view, c, u)) continue;
    if (u.arm == Arm::Cavalry && u.mounted) continue;
    double gap = kInf;
    nearestEnemyUnit(view, u.side, footprintOf(u, view.level).frontMid, &gap);
    const RangeLimits lim = rangeLimits(rangeRowOf(u), view.level);
    const double reach = std::max({lim.closeIn, lim.effectiveIn, lim.extremeIn});
    const Commander* own = view.commander(u.commanderId);
    // Infantry on Attack orders keeps its legs to close or to charge (E-63): it fires only
    // when the enemy is in range but beyond one move.
    const bool attack = own && own->order == Order::Attack;
    if (u.arm == Arm::Infantry && attack && (gap > lim.closeIn || gap <= 6)) continue;
    if (gap <= reach) out.push_back({u.id, {}, false});
  }
  return out;
}

std::vector<std::string> SimpleGeneral::rallies(const BattleState& view, const Commander& c,
                                                int pips) {
  std::vector<const Unit*> candidates;
  for (const Unit& u : view.units)
    if (u.side == c.side && u.active() && belongs(view, c, u) && u.status != Status::Normal &&
        u.status != Status::Pursuit)
      candidates.push_back(&u);
  std::sort(candidates.begin(), candidates.end(), [](const Unit* a, const Unit* b) {
    return a->status != b->status ? a->status > b->status : a->id < b->id;
  });
  std::vector<std::string> out;
  for (const Unit* u : candidates) {
    if (pips <= 0 && !u->resolute) continue;
    out.push_back(u->id);
    if (!u->resolute) --pips;
  }
  return out;
}

std::vector<UnitAction> SimpleGeneral::moves(const BattleState& view, const Commander& c,
                                             int pips) {
  std::vector<UnitAction> out;
  // Keep the figure close behind his own units so that PIP bands stay short (E-59).
  Vec2 sum{0, 0};
  int n = 0;
  for (const Unit& u : view.units)
    if (u.side == c.side && u.active() && belongs(view, c, u)) {
      sum = sum + footprintOf(u, view.level).centre();
      ++n;
    }
  if (n > 0 && c.attachedUnitId.empty() && pips > 1) {
    const Vec2 centre = sum * (1.0 / n);
    if (distance(centre, c.positionIn) > 6) {
      const Vec2 to = centre - c.positionIn;
      out.push_back({UnitAction::Kind::MoveCommander, "", battle::headingOf(to), length(to) - 3});
      --pips;
    }
  }
  for (const Unit& u : view.units) {
    if (pips <= 0) break;
    if (u.side != c.side || !u.active() || !belongs(view, c, u)) continue;
    if (u.status == Status::Routed || u.status == Status::Defeated) continue;
    const Commander* own = view.commander(u.commanderId);
    const Order order = own ? own->order : c.order;
    const battle::Footprint f = footprintOf(u, view.level);
    double gap = kInf;
    nearestEnemyUnit(view, u.side, f.centre(), &gap);
    if (u.arm == Arm::Artillery) {
      if (u.limbered && gap < 30) {
        out.push_back({UnitAction::Kind::Unlimber, u.id});
        --pips;
      }
      continue;
    }
    if (order == Order::Hold || order == Order::Manoeuvre) {
      if (u.formation == Formation::ColumnOfMarch && gap < 24) {
        out.push_back({UnitAction::Kind::ChangeFormation, u.id, 0, 0, Formation::Line});
        --pips;
      }
      continue;
    }
    if (u.status == Status::Fightin) continue;
    const RangeLimits lim = rangeLimits(rangeRowOf(u), view.level);
    if (order == Order::Engage && gap <= lim.closeIn) continue;
    const Vec2 goal = goalFor(view, c, u);
    const Vec2 to = goal - f.centre();
    if (length(to) < 0.5) continue;
    double heading = battle::headingOf(to);
    if (battle::headingDifferenceDeg(heading, u.headingDeg) > 90) {
      out.push_back({UnitAction::Kind::Turn, u.id, heading});
      --pips;
      continue;
    }
    if (u.formation == Formation::ColumnOfMarch && gap < 16 && u.arm == Arm::Infantry) {
      out.push_back({UnitAction::Kind::ChangeFormation, u.id, 0, 0, Formation::Line});
      --pips;
      continue;
    }
    out.push_back({UnitAction::Kind::Move, u.id, heading, length(to)});
    --pips;
  }
  return out;
}

GrandTacticalPlan SimpleGeneral::grandTactical(const BattleState& view, const Commander& c,
                                               int pips) {
  // CG-3: a subordinate's Attack that has stalled (its units Fightin' or worse) becomes Hold on
  // the ground it has reached; the change costs at least 1 PIP, so no more than the PIPs left.
  GrandTacticalPlan plan;
  for (const Commander& sub : view.commanders) {
    if (static_cast<int>(plan.orders.size()) >= pips) break;
    if (sub.side != c.side || sub.id == c.id || sub.horsDeCombat || !view.commands(c.id, sub.id))
      continue;
    if (const auto ground = stalledAttack(view, sub))
      plan.orders.push_back({sub.id, Order::Hold, *ground});
  }
  return plan;
}

std::vector<BlindAction> SimpleGeneral::blindActions(const BattleState& view, const Blind& b,
                                                     int pips) {
  std::vector<BlindAction> out;
  const Commander* c = view.commander(b.commanderId);
  const battle::Footprint f = blindFootprint(b, view.level, view.settings);
  double gap = kInf;
  nearestEnemyUnit(view, b.side, f.centre(), &gap);
  const Blind* eb = nearestEnemyBlind(view, b.side, f.centre());
  if (eb) gap = std::min(gap, gapIn(blindFootprint(*eb, view.level, view.settings), f));
  if (!b.dummy && gap < 20 && b.column) {  // deploy the blind first, so the troops come in line
    out.push_back({BlindAction::Kind::ChangeType, b.id});
    if (gap < 12) out.push_back({BlindAction::Kind::Deploy, b.id});
    return out;
  }
  if (!b.dummy && gap < 12) {
    out.push_back({BlindAction::Kind::Deploy, b.id});
    return out;
  }
  Vec2 goal = c ? c->objective : f.centre();
  if (c && (c->order == Order::Attack || c->order == Order::Engage) && eb)
    goal = blindFootprint(*eb, view.level, view.settings).centre();
  const Vec2 to = goal - f.centre();
  if (length(to) < 1) return out;
  const double heading = battle::headingOf(to);
  double left = length(to);
  for (int i = 0; i < pips && left > 0.5; ++i) {
    const double step = std::min(left, b.column ? 8.0 : 4.0);
    out.push_back({BlindAction::Kind::Move, b.id, heading, step});
    left -= step;
  }
  return out;
}

std::string SimpleGeneral::giftedOrBold(const BattleState& view,
                                        const std::vector<std::string>& gifted,
                                        const std::vector<std::string>& bold) {
  // CG-4: the commander whose formation has the most urgent need now, the one nearest the
  // enemy (threatened or attacking); an Attack order breaks a tie, then the id.
  const std::vector<std::string>& pool = gifted.empty() ? bold : gifted;
  std::string best;
  double bestGap = kInf;
  bool bestAttack = false;
  for (const std::string& id : pool) {
    const Commander* c = view.commander(id);
    if (!c) continue;
    const double gap = formationGapToEnemy(view, *c);
    const bool attack = c->order == Order::Attack;
    const bool better = best.empty() || gap < bestGap || (gap == bestGap && attack && !bestAttack);
    if (better) best = id, bestGap = gap, bestAttack = attack;
  }
  return best;
}

std::string SimpleGeneral::inspirationalRally(const BattleState&,
                                              const std::vector<std::string>& candidates) {
  return candidates.empty() ? std::string() : candidates.front();
}

}  // namespace hfg::tchae
