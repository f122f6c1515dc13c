// The computer generals' bound: tasks per command from the plan, priced in PIPs and given best first, each checked by the engine.
#include "core/battle/hfg/ai/computer_generals.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/ai/command_tasks.h"
#include "core/battle/hfg/ai/enemy_picture.h"
#include "core/battle/hfg/ai/enemy_proximity.h"
#include "core/battle/hfg/ai/engagement.h"
#include "core/battle/hfg/ai/gun_fire.h"
#include "core/battle/hfg/ai/gun_support.h"
#include "core/battle/hfg/ai/mover_limits.h"
#include "core/battle/hfg/ai/order_check.h"
#include "core/battle/hfg/ai/order_pricing.h"
#include "core/battle/hfg/ai/road_march.h"
#include "core/battle/hfg/bound/pips.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/moves/move_check.h"

namespace hfg::battle {
using namespace ai;

ComputerGenerals::ComputerGenerals(AiSettings settings) : m_settings(settings) {}

void ComputerGenerals::startBound(const Battle& battle) {
  m_bound = battle.boundNumber();
  m_tasks.clear();
  m_next = 0;
  m_ordersThisBound = 0;
  m_checksThisBound = 0;
  m_marched.clear();
  m_supportAsked = false;
  // A plan kept between bounds, revised on a crisis (continuePlan).
  const auto sideIndex = static_cast<std::size_t>(battle.movingSide());
  m_plan = continuePlan(battle, m_keptPlans[sideIndex], planSide(battle, m_settings));
  m_keptPlans[sideIndex] = m_plan;
  markSteadying(battle);
  m_enemies.clear();
  m_seen.clear();
  m_enemyPose.assign(battle.elements().size(), std::nullopt);
  for (const auto& k : knownEnemies(battle, battle.movingSide())) {
    m_enemies.push_back(shapeOf(k.pose, k.index));
    m_enemyPose[k.index] = k.pose;
    // Charges and artillery aim only at enemies seen where they stand now.
    if (k.seenNow) m_seen.push_back(shapeOf(k.pose, k.index));
  }
  for (const auto& cp : m_plan.commands) addCommandTasks(battle, cp);
  std::stable_sort(m_tasks.begin(), m_tasks.end(),
                   [](const Task& a, const Task& b) { return a.priority > b.priority; });
}

void ComputerGenerals::addCommandTasks(const Battle& battle, const CommandPlan& cp) {
  CommandTasks(battle, cp, m_settings, m_judge, m_enemies, m_seen, m_enemyPose, m_tasks).addAll();
}

std::optional<MoveOrder> ComputerGenerals::nextOrder(const Battle& battle) {
  // A new bound (or a new battle: the log never shrinks within one).
  if (battle.logEntries().size() < m_logSeen) {  // a new battle: no plan to keep
    m_keptPlans = {};
    m_endOfMoves = {};
  }
  if (battle.boundNumber() != m_bound || battle.logEntries().size() < m_logSeen) startBound(battle);
  m_logSeen = battle.logEntries().size();
  while (m_next < m_tasks.size() && m_ordersThisBound < m_settings.maxOrdersPerBound &&
         m_checksThisBound < m_settings.maxChecksPerBound) {
    const Task& task = m_tasks[m_next];
    const int pips = battle.pipsLeftOf(task.commandId);
    // A road march may cost no PIP (T-6): the engine prices it.
    const bool mayBeFree = task.what == "road march" || task.what == "road march on";
    if ((pips < 1 && !mayBeFree) ||
        (pips < 2 && !mayBeFree && costsTwoPips(battle, task.commandId, task.orders))) {
      ++m_next;
      continue;
    }
    // Cheap tests first: an element that has moved makes no second tactical move (SEQUENCE OF
    // PLAY) and one that marched no tactical move.
    // A task's paths were worked out from the poses at the start of the bound, so a mover
    // that has marched since would be sent back towards where it stood (issue #5: "march
    // advance 0 p", a PIP for nothing); follow-up marches are tasks of their own.
    bool stale = false;
    for (const auto& order : task.orders) {
      if (order.action == MoveAction::Rally || order.action == MoveAction::Transfer) continue;
      for (const auto& id : order.elementIds) {
        const auto i = battle.find(id);
        if (!i || !battle.elements()[*i].present() || battle.elements()[*i].tacticalMoved ||
            (battle.elements()[*i].marchMoves > 0 && task.what != "march on" &&
             task.what != "road march on"))
          stale = true;
      }
      break;
    }
    if (stale) {
      ++m_next;
      continue;
    }
    for (const auto& order : task.orders) {
      if (m_checksThisBound >= m_settings.maxChecksPerBound) break;
      if (endsOnSomething(battle, order)) continue;
      ++m_checksThisBound;
      ++m_checksMade;
      const auto plan = legalPlan(battle, order);
      if (!plan || paysForNothing(order, *plan) ||
          throwsAwayShot(battle, order, *plan, m_seen, m_enemies))
        continue;
      ++m_next;
      ++m_ordersThisBound;
      ++m_ordersGiven;
      if (order.kind == MoveKind::March && order.action == MoveAction::Advance)
        m_marched.push_back({task.commandId, order.elementIds, task.marchTarget,
                             task.what == "road march" || task.what == "road march on"});
      return order;
    }
    ++m_next;
    refillTasks(battle);
  }
  rememberEndOfMoves(battle);
  return std::nullopt;
}

void ComputerGenerals::refillTasks(const Battle& battle) {
  if (m_next < m_tasks.size()) return;
  // Every task tried: the marches given this bound may go on while PIPs last (T-6 (c)).
  addMarchOnTasks(battle);
  if (m_next < m_tasks.size() || m_supportAsked) return;
  // Then the guns come up behind foot fighting in close combat (TF-8), once the charges are made.
  m_supportAsked = true;
  const Difficulty difficulty =
      m_settings.difficulty[static_cast<std::size_t>(battle.movingSide())];
  for (auto& s : gunSupportMoves(battle, m_plan, difficulty))
    m_tasks.push_back({40, s.commandId, "artillery supports", {s.order}, {}});
}

void ComputerGenerals::rememberEndOfMoves(const Battle& battle) {
  const auto& els = battle.elements();
  auto& at = m_endOfMoves[static_cast<std::size_t>(battle.movingSide())];
  at.assign(els.size(), std::nullopt);
  for (std::size_t i = 0; i < els.size(); ++i)
    if (els[i].side == battle.movingSide() && els[i].present()) at[i] = els[i].footprint.frontMid;
}

void ComputerGenerals::markSteadying(const Battle& battle) {
  const auto& els = battle.elements();
  const auto& at = m_endOfMoves[static_cast<std::size_t>(battle.movingSide())];
  const Vec2 fwd = forwardOf(battle, battle.movingSide());
  for (auto& cp : m_plan.commands) {
    cp.steadying.clear();
    for (std::size_t i = 0; i < els.size() && i < at.size(); ++i)
      if (at[i] && els[i].present() && els[i].placed.commandId == cp.commandId &&
          dot(els[i].footprint.frontMid - *at[i], fwd) <= -100)
        cp.steadying.push_back(els[i].id());
  }
}

void ComputerGenerals::addMarchOnTasks(const Battle& battle) {
  if (m_marched.empty()) return;
  const auto& els = battle.elements();
  const std::vector<Shape> enemies = enemyShapes(battle);
  std::vector<Task> more;
  for (const auto& m : m_marched) {
    std::vector<std::size_t> movers;
    for (const auto& id : m.elementIds)
      if (auto i = battle.find(id);
          i && els[*i].present() && els[*i].condition == ElementCondition::Ready &&
          !els[*i].tacticalMoved && els[*i].marchMoves > 0 && els[*i].marchMoves < 3)
        movers.push_back(*i);
    if (movers.size() != m.elementIds.size()) continue;
    if (m.byRoad) {
      // On along the road (the march-on figure is T-1's march column; B-21 keeps it off the enemy).
      const std::vector<double> limits = groupLimitsOf(battle, movers, true);
      Task t{50, m.commandId, "road march on", {}, m.target};
      if (!limits.empty())
        for (double frac : {1.0, 0.5})
          if (auto o = roadMarchOrder(battle, movers, m.target, enemies, limits.front() * frac,
                                      kMarchClearPaces))
            t.orders.push_back(*o);
      if (!t.orders.empty()) more.push_back(std::move(t));
      continue;
    }
    const Footprint& lead = els[movers.front()].footprint;
    const Vec2 fwd = lead.forward();
    const double ahead = dot(m.target - lead.frontMid, fwd);
    // Straight on along its heading while the target lies ahead and well to its front.
    if (ahead < 100 || std::abs(dot(m.target - lead.frontMid, lead.right())) > ahead + 600)
      continue;
    double room = ahead;
    // B-21: a march may not come within 600 p of known enemy; 100 p to spare.
    for (auto i : movers) {
      room =
          std::min(room, nearestEnemyDistance(enemies, els[i].footprint, 4000) - kMarchClearPaces);
      // A gun goes no nearer than its task's stand-off (addGunApproach): 0.8 of its range, 650 p.
      if (const auto range =
              armOf(els[i].type()) == MoverArm::Artillery ? rangeOf(battle, els[i]) : std::nullopt)
        room = std::min(room, nearestEnemyDistance(enemies, els[i].footprint, 8000) -
                                  std::max(650.0, *range * 0.8));
    }
    const std::vector<double> limits = groupLimitsOf(battle, movers, false);
    Task t{50, m.commandId, "march on", {}, {}};
    t.marchTarget = m.target;
    for (double limit : limits)
      for (double frac : {1.0, 0.5}) {
        const double d = std::min(limit * frac, room);
        if (d < 100) continue;
        t.orders.push_back(advanceOrder(m.elementIds, lead.frontMid + fwd * d, MoveKind::March));
      }
    if (!t.orders.empty()) more.push_back(std::move(t));
  }
  m_marched.clear();
  for (auto& t : more) m_tasks.push_back(std::move(t));
}

bool ComputerGenerals::wantsToDouble(const Battle& battle, const std::string& commandId,
                                     int rawDie) {
  const auto side = static_cast<std::size_t>(battle.movingSide());
  switch (m_settings.difficulty[side]) {
    case Difficulty::Easy: return false;
    case Difficulty::Normal: return rawDie >= 5;
    case Difficulty::Hard: {
      if (rawDie < 4) return false;
      const auto enemies = enemyShapes(battle);
      for (const auto& e : battle.elements())
        if (e.present() && e.side == battle.movingSide() && e.placed.commandId == commandId &&
            nearestEnemyDistance(enemies, e.footprint, 2400) <= 2400)
          return true;
      return false;
    }
  }
  return false;
}

std::optional<std::string> ComputerGenerals::exchangeScoresWith(const Battle& battle) {
  const int side = battle.movingSide();
  if (m_settings.difficulty[static_cast<std::size_t>(side)] == Difficulty::Easy)
    return std::nullopt;
  const auto& els = battle.elements();
  const BattleCommandSetup* chief = nullptr;
  for (const auto& c : battle.side(side).commands)
    if (c.commanderInChief) chief = &c;
  if (!chief) return std::nullopt;
  const auto chiefEl = battle.find(chief->generalElementId);
  if (!chiefEl || !els[*chiefEl].present()) return std::nullopt;
  const auto enemies = enemyShapes(battle);
  const auto engaged = [&](const std::string& commandId) {
    int n = 0;
    for (const auto& e : els)
      if (e.present() && e.side == side && e.placed.commandId == commandId &&
          nearestEnemyDistance(enemies, e.footprint, 1200) <= 1200)
        ++n;
    return n;
  };
  // T-6: commands throw when they have elements (CommandPipState::hasElements, from the set-up).
  const auto threw = [&](const std::string& commandId) {
    for (const auto& p : battle.setup().elements)
      if (p.commandId == commandId) return true;
    return false;
  };
  const int chiefPips = battle.pipsLeftOf(chief->id);
  const int chiefEngaged = engaged(chief->id);
  std::optional<std::string> best;
  int bestEngaged = chiefEngaged;
  for (const auto& c : battle.side(side).commands) {
    if (&c == chief || c.allied || !threw(c.id) || !threw(chief->id)) continue;
    if (battle.pipsLeftOf(c.id) >= chiefPips) continue;
    const auto subEl = battle.find(c.generalElementId);
    if (!subEl || !els[*subEl].present()) continue;
    if (footprintDistance(els[*chiefEl].footprint, els[*subEl].footprint) >
        easyCommandDistancePaces(els[*chiefEl].type()))
      continue;
    const int n = engaged(c.id);
    if (n > bestEngaged) {
      bestEngaged = n;
      best = c.id;
    }
  }
  return best;
}

}  // namespace hfg::battle
