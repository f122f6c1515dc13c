// The units of one command acting on its card; every single-unit rule is the foundation's.
#include "core/battle/howlin_mobs/card_actions.h"

#include <cmath>
#include <limits>
#include <string>

#include "core/battle/howlin_mobs/advance.h"
#include "core/battle/howlin_mobs/contact.h"
#include "core/battle/howlin_mobs/orders_in_force.h"
#include "core/battle/howlin_mobs/table_ground.h"
#include "core/battle/howlin_mobs/unit_rules.h"
#include "core/battle/howlin_mobs/volley.h"
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kHmStepIn = 0.5;  // MB-21 sampling
constexpr double kHmEps = 1e-6;

Vec2 unitVector(Vec2 v) {
  const double n = length(v);
  return n > 0 ? v * (1 / n) : Vec2{};
}

/// Whether `pose` of `u` overlaps a present enemy (or friend) unit.
bool overlapping(const BattleState& st, const Unit& u, const battle::Footprint& pose, bool enemy) {
  const battle::Ring ring = battle::ringOf(pose);
  for (const Unit& o : st.units) {
    if (o.id == u.id || !o.present() || (o.side != u.side) != enemy) continue;
    if (battle::intersectionArea(ring, battle::ringOf(o.footprint)) > kHmEps) return true;
  }
  return false;
}

/// MB-24 item 2: an enemy whose zone the unit starts in binds it; it moves only at that enemy.
const Unit* bindingEnemy(const BattleState& st, const Unit& u) {
  const Unit* best = nullptr;
  double bestGap = std::numeric_limits<double>::max();
  for (const Unit& e : st.units) {
    if (e.side == u.side || !e.present() || !insideZoneOf(e, u, st.settings)) continue;
    const double gap = gapIn(e, u, st.settings);
    if (gap < bestGap) best = &e, bestGap = gap;
  }
  return best;
}

/// The enemy the mover stopped against, within one sample of contact (M-39).
const Unit* enemyInContact(const BattleState& st, const Unit& u) {
  for (const Unit& e : st.units)
    if (e.side != u.side && e.present() && gapIn(e, u, st.settings) <= kHmStepIn + kHmEps)
      return &e;
  return nullptr;
}

/// M-43, MB-35 item 6: the nearest friend of the guns able to support them.
std::optional<int> gunSupporter(const BattleState& st, const Unit& guns) {
  std::optional<int> best;
  double bestGap = std::numeric_limits<double>::max();
  for (const Unit& f : st.units) {
    if (f.side != guns.side || f.id == guns.id || !f.present()) continue;
    const double gap = gapIn(f, guns, st.settings);
    if (maySupportGuns(f.kind, f.formed(), gap, st.settings) && gap < bestGap)
      best = f.id, bestGap = gap;
  }
  return best;
}

void fight(BattleState& st, Unit& mover, const Unit& enemy, const battle::Footprint& start,
           HmDieSource& dice, GeneralAid* aid) {
  const HowlinMobsSettings& s = st.settings;
  ContactOptions o;
  // M-45, MB-24 item 5: flank or rear only when the attacker began outside the frontal zone.
  o.flankOrRear =
      battle::intersectionArea(battle::ringOf(start), frontalZone(enemy, 12, s)) <= kHmEps;
  if (enemy.kind == UnitKind::Artillery) o.supporterId = gunSupporter(st, enemy);
  o.aid = aid;
  const std::vector<Unit> before = st.units;
  const ContactReport r = resolveContact(st.units, mover.id, enemy.id, o, dice, s);
  std::string what = "unit " + idText(mover.id) + " contacts " + idText(enemy.id);
  if (r.fight) what += r.fight->attackerWins ? ": attacker wins" : ": defender holds";
  st.note("M-39", what);
  if (r.loserTest) st.note("M-46", "loser of the fight tests, die " + idText(r.loserTest->die));
  for (const MoraleTestRecord& t : r.routTests)
    st.note("M-47", "unit " + idText(t.unitId) + " tests for a friend's rout");
  fleeNewRouters(st, before);
}

/// How one leg goes (MB-24, MT-11): its direction and longest length, and why.
struct LegPlan {
  Vec2 dir;
  double capIn = std::numeric_limits<double>::max();
  bool keepAway = false;  ///< Withdraw: never end nearer an enemy than it started
  bool backing = false;   ///< MB-24 item 2: straight back from the binder, no pivot, no contact
  std::optional<int> boundTo;  ///< the enemy it is bound to (MB-24)
  int stayNearCommand = -1;    ///< Support (MT-11)
};

/// MB-24 item 2 first: a unit starting in an enemy zone goes at that enemy if its order lets it
/// attack it, goes straight back from it under Withdraw or Reserve, and otherwise stands (MT-11:
/// it cannot satisfy both). A free unit goes where its order sends it.
std::optional<LegPlan> planLeg(const BattleState& st, const HmCommand& c, const Unit& u) {
  const Vec2 from = u.footprint.centre();
  if (const Unit* bound = bindingEnemy(st, u)) {
    const Vec2 at = bound->footprint.centre();
    const double any = std::numeric_limits<double>::max();
    if (mayAttack(st, c, *bound, true))
      return LegPlan{unitVector(at - from), any, false, false, bound->id, -1};
    if (c.order.kind == OrderKind::Withdraw || c.order.kind == OrderKind::Reserve)
      return LegPlan{unitVector(from - at), any, false, true, bound->id, -1};
    return std::nullopt;
  }
  const auto goal = orderGoal(st, c, u);
  if (!goal) return std::nullopt;
  return LegPlan{unitVector(goal->towards - from),
                 goal->capIn,
                 goal->keepAway,
                 false,
                 {},
                 goal->stayNearCommand};
}

/// MT-3, MB-19, MB-21: whether the pose just reached, `movedIn` into the move, may be kept; the
/// first pose on rough ground cuts the whole move's allowance (a road only lets road-only units
/// through, it adds nothing).
bool groundAllows(BattleState& st, const Unit& u, double movedIn, double& allowance, bool& noted) {
  const HowlinMobsSettings& s = st.settings;
  if (onImpassable(st, u.footprint)) {
    st.note("MT-13", "unit " + idText(u.id) + " stops short of impassable ground");
    return false;
  }
  if (!touchesRough(st, u.footprint)) return true;
  const bool limbered = u.formation != Formation::Unlimbered;
  const auto cap = moveAllowanceIn(moveClassOf(u), limbered, true, alongRoad(st, u.footprint), s);
  if (!cap || movedIn > *cap + kHmEps) {
    st.note("MB-19", "unit " + idText(u.id) + " stops at the edge of rough ground" +
                         (cap ? "" : ": road only"));
    return false;
  }
  if (!noted && *cap < openAllowanceIn(u, s))
    st.note("MB-19", "unit " + idText(u.id) + " moves through rough ground");
  noted = true;
  allowance = std::min(allowance, *cap);
  return true;
}

/// MT-11 Withdraw: no enemy nearer than at the start of the move.
bool keepsAway(const BattleState& st, const Unit& u, const std::vector<double>& startGaps) {
  std::size_t k = 0;
  for (const Unit& e : st.units)
    if (e.side != u.side && e.present() && gapIn(e, u, st.settings) < startGaps[k++] - kHmEps)
      return false;
  return true;
}

std::vector<double> enemyGaps(const BattleState& st, const Unit& u) {
  std::vector<double> gaps;
  for (const Unit& e : st.units)
    if (e.side != u.side && e.present()) gaps.push_back(gapIn(e, u, st.settings));
  return gaps;
}

/// Whether this move may end touching `enemy` (M-39, M-44, MB-35 item 10, MT-11).
bool mayContact(const BattleState& st, const HmCommand& c, const Unit& u, const Unit& enemy,
                const LegPlan& plan) {
  if (plan.backing || u.skirmisher() || u.kind == UnitKind::Artillery) return false;
  return mayAttack(st, c, enemy, plan.boundTo == enemy.id);
}

/// The pivot to face the unit whose zone the mover entered (MB-24 item 1), unless it would
/// swing into another unit or onto impassable ground (M-23).
void faceBinder(BattleState& st, Unit& u, const Unit& enemy, double remainingIn) {
  const battle::Footprint unturned = u.footprint;
  if (turnToFace(u, enemy, remainingIn, st.settings) &&
      (overlapping(st, u, u.footprint, true) || overlapping(st, u, u.footprint, false) ||
       onImpassable(st, u.footprint)))
    u.footprint = unturned;
  st.note("M-30", "unit " + idText(u.id) + " enters the zone of " + idText(enemy.id));
}

/// One leg of a move (M-21, M-30, MT-11): along its plan in 0.5" samples, stopping at ground it
/// may not enter, an enemy it may not touch, a new zone (turning to face), or contact (a fight).
void moveLeg(BattleState& st, Unit& u, const HmCommand& c, HmDieSource& dice, GeneralAid* aid) {
  auto plan = planLeg(st, c, u);
  if (!plan) return;
  const battle::Footprint start = u.footprint;
  const std::vector<double> startGaps = enemyGaps(st, u);
  const int x = plan->stayNearCommand;
  const double startGapToX = x >= 0 ? gapToCommandIn(st, x, u) : 0;
  double allowance = std::min(openAllowanceIn(u, st.settings), plan->capIn);
  double moved = 0;
  bool roughNoted = false;
  while (moved + kHmEps < allowance) {
    const battle::Footprint before = u.footprint;
    const double leg = std::min(kHmStepIn, allowance - moved);
    const AdvanceResult r = advanceStraight(st.units, u.id, plan->dir, leg, st.settings);
    const Unit* touching = enemyInContact(st, u);
    if (!groundAllows(st, u, moved + r.movedIn, allowance, roughNoted) ||
        (plan->keepAway && !keepsAway(st, u, startGaps)) ||
        (x >= 0 && !nearCommand(st, x, u) && gapToCommandIn(st, x, u) >= startGapToX) ||
        (touching && !mayContact(st, c, u, *touching, *plan))) {
      u.footprint = before;
      break;
    }
    moved += r.movedIn;
    if (r.boundTo) {
      if (!plan->backing) faceBinder(st, u, st.unit(*r.boundTo), allowance - moved);
      if (!plan->backing) plan->boundTo = r.boundTo;
      break;
    }
    if (r.blocked || r.movedIn <= 0) break;
  }
  st.moves.push_back({u.id, start, u.footprint, Card::Move});
  if (const Unit* enemy = enemyInContact(st, u); enemy && mayContact(st, c, u, *enemy, *plan))
    fight(st, u, *enemy, start, dice, aid);
}

int legsOf(const Unit& u, Card card) {
  if (card != Card::DoubleMove) return 1;
  if (u.kind == UnitKind::Artillery)  // M-14, MB-26
    return u.horseArtillery && u.formation == Formation::Limbered ? 2 : 1;
  return 2;
}

void fleeOne(BattleState& st, Unit& u) {
  const HowlinMobsSettings& s = st.settings;
  if (u.kind == UnitKind::Artillery) u.formation = Formation::Limbered;  // MB-37
  const Vec2 dir = st.homeDirection[static_cast<int>(u.side)];
  const battle::Footprint start = u.footprint;
  const double allowance = openAllowanceIn(u, s);
  for (double d = kHmStepIn; d <= allowance + kHmEps; d += kHmStepIn) {
    const battle::Footprint pose = start.moved(dir * (d * s.pacesPerInch));
    if (onImpassable(st, pose)) break;
    if (overlapping(st, u, pose, true)) {  // MB-37, MB-35 item 8: an enemy in the path
      u.damage.destroyed = true;
      st.note("MB-37", "router " + idText(u.id) + " runs into an enemy and is destroyed");
      return;
    }
    u.footprint = pose;
    const Vec2 c = pose.centre();
    if (c.x < 0 || c.y < 0 || c.x > st.tableSizePaces.x || c.y > st.tableSizePaces.y) {
      u.offTable = true;
      st.note("MB-37", "router " + idText(u.id) + " leaves the table");
      return;
    }
  }
  // MB-37: it passes through friends only if it can end clear of them; otherwise it stops short.
  for (int k = 0; k < 2 * allowance / kHmStepIn && overlapping(st, u, u.footprint, false); ++k)
    u.footprint = u.footprint.moved(dir * (-kHmStepIn * s.pacesPerInch));
  st.note("M-50", "router " + idText(u.id) + " flees");
}

}  // namespace

MoveClass moveClassOf(const Unit& u) {
  switch (u.kind) {
    case UnitKind::Infantry: return MoveClass::Infantry;
    case UnitKind::Sharpshooters: return MoveClass::Sharpshooters;
    case UnitKind::Cavalry:
      return u.formation == Formation::Dismounted ? MoveClass::Infantry : MoveClass::Cavalry;
    case UnitKind::Artillery:
      return u.horseArtillery ? MoveClass::HorseArtillery : MoveClass::FieldArtillery;
    case UnitKind::Wagon: return MoveClass::Wagon;
  }
  return MoveClass::Infantry;
}

double openAllowanceIn(const Unit& u, const HowlinMobsSettings& s) {
  const bool limbered = u.formation != Formation::Unlimbered;
  return moveAllowanceIn(moveClassOf(u), limbered, false, false, s).value_or(0);
}

void moveCommand(BattleState& st, int commandId, Card card, HmDieSource& dice, GeneralAid* aid) {
  const HmCommand& c = st.command(commandId);
  for (Unit& u : st.units) {
    if (u.commandId != commandId) continue;
    const int legs = legsOf(u, card);
    for (int leg = 0; leg < legs; ++leg) {
      // MB-38: on the ground no move; routers move only by M-50; wagons hold (MB-50, not yet).
      if (!u.present() || !u.formed() || u.kind == UnitKind::Wagon) break;
      const battle::Footprint start = u.footprint;
      moveLeg(st, u, c, dice, aid);
      // MB-9: out of command, a move must end nearer the General.
      if (u.present() && !inCommand(start, c.general, st.settings) &&
          !outOfCommandMoveAllowed(start, u.footprint, c.general))
        u.footprint = start;
    }
  }
}

void fireCommand(BattleState& st, int commandId, Card card, HmDieSource& dice, GeneralAid* aid) {
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    if (st.units[i].commandId != commandId || !st.units[i].present()) continue;
    const std::vector<Unit> before = st.units;
    const VolleyReport r = fireVolley(st.units, st.units[i].id, card, dice, st.settings, aid);
    if (!r.fired) continue;
    for (const VolleyTarget& t : r.targets) {
      st.note("M-36", "unit " + idText(st.units[i].id) + " fires on " + idText(t.unitId) +
                          (t.primary ? " (primary)" : "") + ": " + idText(t.hits) + " hits");
      if (t.tested)
        st.note("M-46", "unit " + idText(t.unitId) + " tests, die " + idText(t.test.die));
    }
    for (const MoraleTestRecord& t : r.routTests)
      st.note("M-47", "unit " + idText(t.unitId) + " tests for a friend's rout");
    fleeNewRouters(st, before);
  }
}

void rallyCommand(BattleState& st, int commandId) {
  const HmCommand& c = st.command(commandId);
  for (Unit& u : st.units) {
    if (u.commandId != commandId || !u.present()) continue;
    if (u.routing || u.onGround) st.note("M-49", "unit " + idText(u.id) + " rallies");
    if (u.routing) {  // MB-37: formed again, infantry in line, cavalry mounted, guns limbered
      u.routing = false;
      if (u.kind == UnitKind::Infantry) u.formation = Formation::Line;
      if (u.kind == UnitKind::Cavalry) u.formation = Formation::Mounted;
      if (u.kind == UnitKind::Artillery) u.formation = Formation::Limbered;
    }
    u.onGround = false;  // MB-38
    if (!u.lowOnAmmo) continue;
    bool inZone = false;
    for (const Unit& e : st.units)
      if (e.side != u.side && e.present() && insideZoneOf(e, u, st.settings)) inZone = true;
    const double toGeneralIn =
        battle::distanceBetween(battle::ringOf(u.footprint), c.general) / st.settings.pacesPerInch;
    if (resupplies(inZone, toGeneralIn, st.settings)) {  // MB-39 (no wagons on the table yet)
      u.lowOnAmmo = false;
      st.note("MB-39", "unit " + idText(u.id) + " resupplies");
    }
  }
}

void moveRouters(BattleState& st, int commandId) {
  for (Unit& u : st.units)
    if (u.commandId == commandId && u.present() && u.routing) fleeOne(st, u);
}

void fleeNewRouters(BattleState& st, const std::vector<Unit>& before) {
  for (const Unit& old : before) {
    if (old.routing) continue;
    Unit& u = st.unit(old.id);
    if (u.present() && u.routing) fleeOne(st, u);
  }
}

}  // namespace hfg::howlin_mobs
