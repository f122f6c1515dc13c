// One command's tasks for a bound: rallies, charges, line and command advances, road marches, artillery and the general's move.
#include "core/battle/hfg/ai/command_tasks.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <set>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/ai/enemy_proximity.h"
#include "core/battle/hfg/ai/engagement.h"
#include "core/battle/hfg/ai/gun_fire.h"
#include "core/battle/hfg/ai/line_groups.h"
#include "core/battle/hfg/ai/mover_limits.h"
#include "core/battle/hfg/ai/river_crossing.h"
#include "core/battle/hfg/ai/road_march.h"
#include "core/battle/hfg/bound/pips.h"
#include "core/battle/hfg/bound/shooting_eligibility.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/water_crossing.h"
#include "core/rules/shooting_range.h"

namespace hfg::battle {
using namespace ai;

CommandTasks::CommandTasks(const Battle& battle, const CommandPlan& plan,
                           const AiSettings& settings, ChargeJudge& judge,
                           const std::vector<Shape>& enemies, const std::vector<Shape>& seen,
                           const std::vector<std::optional<Footprint>>& enemyPose,
                           std::vector<Task>& tasks)
    : m_battle(battle),
      m_plan(plan),
      m_judge(judge),
      m_enemies(enemies),
      m_seen(seen),
      m_enemyPose(enemyPose),
      m_tasks(tasks),
      m_els(battle.elements()) {
  m_side = battle.movingSide();
  const auto sideIndex = static_cast<std::size_t>(m_side);
  m_difficulty = settings.difficulty[sideIndex];
  m_doctrine = settings.doctrine[sideIndex];
  m_easy = m_difficulty == Difficulty::Easy;
  m_forward = forwardOf(battle, m_side);
  m_heldBack = std::set<std::string>(plan.heldBack.begin(), plan.heldBack.end());
  m_steadying = std::set<std::string>(plan.steadying.begin(), plan.steadying.end());
  m_defeated = battle.losses().defeated(plan.commandId);
  m_cmdSetup = battle.command(plan.commandId);
  m_mayAdvance =
      !m_defeated && (m_plan.role == CommandRole::MainEffort || m_plan.role == CommandRole::Pin ||
                      m_plan.role == CommandRole::Hold);
  const int dayBounds = std::max(1, battle.setup().boundsPerSideToNightfall);
  const double dayGone = static_cast<double>(battle.clock().boundNumberOfMovingSide()) / dayBounds;
  m_threshold = chargeThreshold(m_doctrine, m_difficulty, m_plan.role, dayGone);

  // Single elements go straight at the enemy, drifting towards the objective by at most a
  // third of the way; cavalry keeps its wing (issue #5: cavalry on the flanks).
  // Cavalry keeps its wing, and every arm heads for a point within 600 p of the ends of the
  // known enemy line (issue #5 follow-up: cavalry far out on a wing rode past the enemy and
  // never met it).
  m_enemyWest = std::numeric_limits<double>::max();
  m_enemyEast = std::numeric_limits<double>::lowest();
  for (const auto& en : m_enemies) {
    m_enemyWest = std::min(m_enemyWest, en.centre.x - 600);
    m_enemyEast = std::max(m_enemyEast, en.centre.x + 600);
  }
  // Respect command distances: a single element does not run more than the general's easy
  // command distance ahead of its command's centre (T-6 (a) would make each move dearer).
  m_commandCentre = centreOf(m_battle, m_side, m_plan.commandId);
  const auto generalIndex = m_cmdSetup ? m_battle.find(m_cmdSetup->generalElementId) : std::nullopt;
  m_leash = generalIndex ? easyCommandDistancePaces(m_els[*generalIndex].type()) : 800.0;
}

void CommandTasks::addAll() {
  addRallies();
  sortMovers();
  addArmTasks(m_foot);
  addArmTasks(m_mounted);
  addCommandAdvances();
  addRoadMarches();
  addFordSearches();
  addArtilleryTasks();
  addGeneralMove();
}

void CommandTasks::addRallies() {
  for (const ElementInPlay& e : m_els) {
    if (e.side != m_side || !e.present() || e.placed.commandId != m_plan.commandId) continue;
    // T-6, T-10: rally routers (3 PIPs and extras); elite and valuable ones first.
    if (e.condition != ElementCondition::Routing) continue;
    MoveOrder o;
    o.elementIds = {e.id()};
    o.action = MoveAction::Rally;
    m_tasks.push_back({(m_easy ? 60.0 : 95.0) + e.ee, m_plan.commandId, "rally", {o}, {}});
  }
}

void CommandTasks::sortMovers() {
  for (std::size_t i = 0; i < m_els.size(); ++i) {
    const ElementInPlay& e = m_els[i];
    if (e.side != m_side || !e.present() || e.placed.commandId != m_plan.commandId) continue;
    if (e.condition == ElementCondition::Routing) continue;  // rallied by addRallies
    if (!canMove(m_battle, e)) continue;
    const MoverArm arm = armOf(e.type());
    if (arm == MoverArm::Staff) {
      if (m_cmdSetup && m_cmdSetup->generalElementId == e.id()) m_general = i;
      continue;
    }
    if (m_defeated && m_cmdSetup && m_cmdSetup->allied) continue;
    if (arm == MoverArm::Mounted) m_mounted.push_back(i);
    if (arm == MoverArm::Foot) m_foot.push_back(i);
    if (arm == MoverArm::Artillery) m_artillery.push_back(i);
  }
}

Vec2 CommandTasks::objectiveFor(const ElementInPlay& e) const {
  if (m_easy) return m_plan.objective;
  const Vec2 at = e.footprint.frontMid;
  const double along = std::abs(dot(m_plan.objective - at, m_forward));
  if (armOf(e.type()) == MoverArm::Mounted)
    return Vec2{m_enemies.empty() ? at.x : std::clamp(at.x, m_enemyWest, m_enemyEast),
                m_plan.objective.y};
  const double drift = std::clamp(m_plan.objective.x - at.x, -along / 3, along / 3);
  // Beyond an end of the known enemy line it turns in on it (issue #5 follow-up: a wing that
  // had passed the enemy's flank wheeled round and round its objective's line).
  const double x =
      m_enemies.empty() ? at.x + drift : std::clamp(at.x + drift, m_enemyWest, m_enemyEast);
  return Vec2{x, m_plan.objective.y};
}

void CommandTasks::addChargeTask(std::size_t i) {
  const ElementInPlay& e = m_els[i];
  const double reach = contactLimitPaces(e);
  double bestValue = -std::numeric_limits<double>::max();
  std::optional<MoveOrder> best;
  for (auto j : enemiesWithin(m_seen, e.footprint, reach + 50)) {
    const ElementInPlay& en = m_els[j];
    if (en.side == m_side) continue;
    std::vector<EdgeId> edges{EdgeId::Front};
    if (m_difficulty == Difficulty::Hard)
      edges = {EdgeId::Front, EdgeId::Left, EdgeId::Right, EdgeId::Rear};
    for (EdgeId edge : edges) {
      const Footprint pose =
          contactPose(en.footprint, edge, e.footprint.frontagePaces, e.footprint.depthPaces);
      const double travel = distance(e.footprint.frontMid, pose.frontMid);
      if (travel > reach + 20) continue;
      if (!m_easy && suicidalCharge(e, en, edge)) continue;
      const ChargeOdds odds = m_judge.judge(m_battle, i, pose, travel, j);
      if (!odds.possible) continue;
      const bool counter = en.condition != ElementCondition::Ready;
      const double need = counter ? std::min(m_threshold, -0.1) : m_threshold;
      if (odds.value < need - kEvenFight) continue;
      const double value = odds.value + (counter ? 0.3 : 0.0);
      if (value <= bestValue) continue;
      bestValue = value;
      best = advanceOrder({e.id()}, waypointForPose(e.footprint, pose), MoveKind::Tactical,
                          pose.headingDeg);
    }
  }
  if (best) m_tasks.push_back({80.0 + 10.0 * bestValue, m_plan.commandId, "charge", {*best}, {}});
}

bool CommandTasks::addCrossingTask(std::size_t i, Vec2 towards, double priority) {
  const ElementInPlay& e = m_els[i];
  const Vec2 from = e.footprint.frontMid;
  const auto route = crossingOnTheWay(m_battle, from, towards, e.footprint.depthPaces);
  if (!route) return false;
  Task t{priority, m_plan.commandId, "crossing", {}, {}};
  const double toApproach = distance(from, route->approach);
  if (toApproach < 80 && headingDifferenceDeg(e.footprint.headingDeg, route->headingDeg) < 3) {
    // At the bank, square to it: straight over.
    t.what = "cross";
    t.orders.push_back(
        advanceOrder({e.id()}, route->beyond, MoveKind::Tactical, route->headingDeg));
  } else {
    const Vec2 dir = (route->approach - from) * (1.0 / std::max(1.0, toApproach));
    for (double limit : limitsOf(m_battle, e))
      for (double frac : {1.0, 0.6}) {
        const double d = std::min(limit * frac, toApproach);
        const bool arrives = d >= toApproach - 1;
        const double heading = arrives ? route->headingDeg : headingOf(dir);
        const Footprint wanted{from + dir * d, heading, e.footprint.frontagePaces,
                               e.footprint.depthPaces};
        if (d >= 60 && nearestEnemyDistance(m_enemies, wanted, 300) >= 300 &&
            !aloneInRange(i, wanted))
          t.orders.push_back(advanceOrder({e.id()}, waypointForPose(e.footprint, wanted),
                                          MoveKind::Tactical, heading));
      }
  }
  if (!t.orders.empty()) m_tasks.push_back(std::move(t));
  return true;
}

void CommandTasks::addAdvanceTask(std::size_t i, Vec2 towards, double priority, CommandRole role) {
  const ElementInPlay& e = m_els[i];
  const Vec2 from = e.footprint.frontMid;
  const double want = distance(from, towards);
  if (want < 60) return;
  if (role == CommandRole::Hold && want < 1500) return;  // at its ground already
  // Issue #18: a river across the way is crossed at a ford or bridge, not walked into.
  if (addCrossingTask(i, towards, priority)) return;
  const Vec2 dir = (towards - from) * (1.0 / want);
  // Face the nearest enemy (or the way it goes) only when that is well off its front: a turn
  // in a line would swing it into its neighbours (G-1).
  const auto enemyNear = nearestEnemy(m_enemies, e.footprint, 2500);
  double faceDeg = enemyNear
                       ? headingTowards(e.footprint.centre(), m_enemyPose[*enemyNear]->centre(),
                                        e.footprint.headingDeg)
                       : headingOf(dir);
  if (headingDifferenceDeg(faceDeg, e.footprint.headingDeg) < 45) faceDeg = e.footprint.headingDeg;
  const double standOff = standOffPaces(e, role, m_doctrine);
  const double enemyDist = nearestEnemyDistance(m_enemies, e.footprint, 6000);
  // March (T-1's march column, B-21) when that gains more than a tactical move: far from the
  // enemy it closes faster, and the march on round repeats it while PIPs last.
  const double marchRoom = enemyDist - kMarchClearPaces;
  const MoveKind kind =
      marchRoom > goodGoingPaces(m_battle, e) ? MoveKind::March : MoveKind::Tactical;
  Task t{priority, m_plan.commandId, "advance", {}, {}};
  t.marchTarget = towards;
  const auto limits = limitsOf(m_battle, e, kind == MoveKind::March);
  for (std::size_t li = 0; li < limits.size(); ++li) {
    const double limit = kind == MoveKind::March ? std::min(limits[li], marchRoom) : limits[li];
    // The engine's check is dear (0.2-0.7 ms): a full and a half move in good going, then the
    // slow and difficult figures.
    for (double frac : li == 0 ? std::vector<double>{1.0, 0.5} : std::vector<double>{1.0}) {
      // Leave room for the turn at the end (B-6 measures the furthest front corner).
      double d = std::min(want, limit * frac) -
                 (headingDifferenceDeg(faceDeg, e.footprint.headingDeg) > 1 ? 200 : 0);
      if (m_commandCentre && !m_easy) {
        const double ahead = dot(from - *m_commandCentre, m_forward);
        const double along = dot(dir, m_forward);
        if (along > 0.1) d = std::min(d, (m_leash - ahead) / along);
      }
      if (d < 50) continue;
      const Footprint end =
          Footprint{from + dir * d, faceDeg, e.footprint.frontagePaces, e.footprint.depthPaces};
      if (nearestEnemyDistance(m_enemies, end, standOff + 10) < standOff) continue;
      if (aloneInRange(i, end)) continue;
      Footprint moved = e.footprint.moved(dir * d);
      const Footprint wanted{moved.frontMid, faceDeg, e.footprint.frontagePaces,
                             e.footprint.depthPaces};
      t.orders.push_back(
          advanceOrder({e.id()}, waypointForPose(e.footprint, wanted), kind, faceDeg));
    }
  }
  if (!t.orders.empty()) m_tasks.push_back(std::move(t));
}

bool CommandTasks::aloneInRange(std::size_t i, const Footprint& end) const {
  bool inRange = false;
  for (auto j : enemiesWithin(m_enemies, end, 1200)) {
    const ElementInPlay& en = m_els[j];
    const auto range = shootingRangePaces(en.type(), en.grade(), m_battle.setup().year, {});
    if (range && footprintsWithin(*m_enemyPose[j], end, *range)) {
      inRange = true;
      break;
    }
  }
  if (!inRange) return false;
  for (auto j : m_battle.near(end, kSupportPaces))
    if (j != i && m_els[j].side == m_side && m_els[j].present() &&
        m_els[j].condition != ElementCondition::Routing && !isStaff(m_els[j].type()) &&
        footprintsWithin(m_els[j].footprint, end, kSupportPaces))
      return false;
  return true;
}

double CommandTasks::roomAheadPaces(const std::vector<std::size_t>& group, CommandRole role,
                                    double reach) const {
  double standOffFree = std::numeric_limits<double>::max();
  for (auto i : group)
    for (auto j : enemiesWithin(m_enemies, m_els[i].footprint, 3000)) {
      const Footprint& en = *m_enemyPose[j];
      if (auto d = laneDistancePaces(m_els[i].footprint, en))
        standOffFree = std::min(standOffFree, *d - standOffPaces(m_els[i], role, m_doctrine));
      standOffFree =
          std::min(standOffFree, shapeDistancePaces(shapeOf(m_els[i].footprint), shapeOf(en)) -
                                     standOffPaces(m_els[i], role, m_doctrine) + 150);
    }
  // Friends standing in the line's lanes ahead: the line closes up behind them instead of
  // not moving at all (G-1; issue #5 follow-up: a line stuck behind its own skirmisher).
  for (auto i : group)
    for (std::size_t f = 0; f < m_els.size(); ++f) {
      if (m_els[f].side != m_side || !m_els[f].present() ||
          std::find(group.begin(), group.end(), f) != group.end())
        continue;
      if (distance(m_els[f].footprint.frontMid, m_els[i].footprint.frontMid) > 3000) continue;
      const auto d = laneDistancePaces(m_els[i].footprint, m_els[f].footprint);
      if (!d) continue;
      // G-23: it passes through friends facing its way or the opposite way when it can end
      // clear beyond them (issue #18: campaign commands stand with their guns in front, and
      // guns with a shot stay where they are, T-4: the foot went no further than their guns).
      const double turn =
          headingDifferenceDeg(m_els[f].footprint.headingDeg, m_els[i].footprint.headingDeg);
      const bool aligned = turn <= m_battle.settings().headingEpsDeg ||
                           turn >= 180 - m_battle.settings().headingEpsDeg;
      const double beyond = *d + m_els[f].footprint.depthPaces + m_els[i].footprint.depthPaces + 5;
      if (aligned && beyond <= reach) continue;
      standOffFree = std::min(standOffFree, *d - 5);
    }
  return standOffFree;
}

void CommandTasks::addGroupAdvanceTask(const std::vector<std::size_t>& group, double roleBase,
                                       const std::string& what) {
  const ElementInPlay& lead = m_els[group.front()];
  const Vec2 fwd = lead.footprint.forward();
  const CommandRole role = m_plan.role;
  // Group advance towards the objective, stopping at the stand-off distance.
  const Vec2 to = objectiveFor(lead) - lead.footprint.frontMid;
  const double ahead = dot(to, fwd);
  const double offAxis = std::abs(dot(to, lead.footprint.right()));
  double reach = std::numeric_limits<double>::max();
  for (auto i : group) reach = std::min(reach, goodGoingPaces(m_battle, m_els[i]));
  double standOffFree = roomAheadPaces(group, role, reach);
  const double wantAhead = role == CommandRole::Hold ? ahead : std::max(ahead, 0.0) + 3000;
  Task t{roleBase + std::min<double>(8.0, static_cast<double>(group.size())),
         m_plan.commandId,
         what,
         {},
         {}};
  if (ahead > 0 && offAxis < ahead * 0.7 + 600) {
    double enemyDist = std::numeric_limits<double>::max();
    for (auto i : group)
      enemyDist = std::min(enemyDist, nearestEnemyDistance(m_enemies, m_els[i].footprint, 6000));
    double tacticalLimit = std::numeric_limits<double>::max();
    for (auto i : group)
      tacticalLimit = std::min(tacticalLimit, goodGoingPaces(m_battle, m_els[i]));
    // March when that gains more than a tactical move (B-21 keeps it 600 p off the enemy).
    const double marchRoom = enemyDist - kMarchClearPaces;
    const MoveKind kind = marchRoom > tacticalLimit ? MoveKind::March : MoveKind::Tactical;
    if (kind == MoveKind::March) standOffFree = std::min(standOffFree, marchRoom);
    t.marchTarget = lead.footprint.frontMid + fwd * wantAhead;
    const std::vector<double> limits = groupLimitsOf(m_battle, group, kind == MoveKind::March);
    for (std::size_t li = 0; li < limits.size(); ++li)
      for (double frac : li == 0 ? std::vector<double>{1.0, 0.5} : std::vector<double>{1.0}) {
        const double d = std::min({limits[li] * frac, wantAhead, standOffFree});
        if (d < 50) continue;
        t.orders.push_back(
            advanceOrder(idsOf(m_battle, group), lead.footprint.frontMid + fwd * d, kind));
      }
  } else if (role != CommandRole::Hold &&
             nearestEnemyDistance(m_enemies, lead.footprint, 1200) > 1200) {
    // Wheel towards the objective (B-9 item 1) at most 45 degrees a bound, and no further than
    // the outer corner's arc allows in the slowest member's move (T-1: a line of 11 elements
    // wheeling 22 degrees moved its outer corner 628 p, over foot's 600 p, and stood all day).
    double frontage = 0;
    for (auto i : group) frontage += m_els[i].footprint.frontagePaces;
    const std::vector<double> wheelLimits = groupLimitsOf(m_battle, group, false);
    const double arcDeg =
        wheelLimits.empty()
            ? 45.0
            : 0.95 * wheelLimits.front() / std::max(frontage, 1.0) * 180.0 / std::numbers::pi;
    const double most = std::min(45.0, arcDeg);
    const double turn =
        std::clamp(std::remainder(headingOf(to) - lead.footprint.headingDeg, 360.0), -most, most);
    MoveOrder w;
    w.elementIds = idsOf(m_battle, group);
    w.action = MoveAction::Wheel;
    w.kind = MoveKind::Tactical;
    for (double k : {1.0, 0.5}) {
      w.wheelDeg = turn * k;
      t.orders.push_back(w);
    }
    t.what = "group wheel";
  }
  if (!t.orders.empty()) m_tasks.push_back(std::move(t));
}

void CommandTasks::addArmTasks(const std::vector<std::size_t>& arm) {
  std::vector<std::size_t> front;
  std::vector<std::size_t> back;
  for (auto i : arm) (m_heldBack.count(m_els[i].id()) ? back : front).push_back(i);
  for (auto i : front) addChargeTask(i);
  if (!m_mayAdvance) return;
  for (const auto& group : lineGroups(m_battle, front)) {
    const ElementInPlay& lead = m_els[group.front()];
    const CommandRole role = m_plan.role;
    const double roleBase = role == CommandRole::MainEffort ? 70
                            : role == CommandRole::Pin      ? 60
                                                            : 45;
    if (group.size() >= 2) {
      addGroupChargeTask(group);
      addGroupAdvanceTask(group, roleBase, "group advance");
      // If the group cannot move as one, its elements may still move singly (lower priority).
      for (auto i : group)
        if (!m_steadying.count(m_els[i].id())) addAdvanceTask(i, objectiveFor(m_els[i]), 30, role);
    } else if (!m_steadying.count(lead.id())) {
      addAdvanceTask(group.front(), objectiveFor(lead), roleBase - 5, role);
    }
  }
  // The held-back rear line follows the front at a distance.
  for (auto i : back) {
    const Vec2 behind = m_plan.objective - m_forward * 1500;
    if (dot(behind - m_els[i].footprint.frontMid, m_forward) > 200)
      addAdvanceTask(i, behind, 25, CommandRole::Reserve);
  }
}

void CommandTasks::addGroupChargeTask(const std::vector<std::size_t>& group) {
  const ElementInPlay& lead = m_els[group.front()];
  const Vec2 fwd = lead.footprint.forward();
  double groupLimit = std::numeric_limits<double>::max();
  for (auto i : group)
    groupLimit =
        std::min({groupLimit, contactLimitPaces(m_els[i]), goodGoingPaces(m_battle, m_els[i])});
  // A group charge: straight ahead (wheelDeg 0), or wheeling first so that the line's front
  // meets the enemy's front square (B-9 item 1, T-1: the wheel's outer corner counts in the
  // move). The best judged of these is given.
  std::optional<Task> bestCharge;
  int bestContacts = 0;
  for (double wheelDeg : groupChargeWheels(m_battle, group, m_seen, groupLimit)) {
    const GroupWheel gw = wheelGroup(m_battle, group, wheelDeg);
    const double firstContact = firstContactPaces(gw);
    if (firstContact <= 0.5 || gw.arcPaces + firstContact > groupLimit) continue;
    if (wheelDeg != 0 && firstContact < 1) continue;
    const auto judged = judgeGroupCharge(group, gw, firstContact);
    // An even fight sums to -1e-17 or so over the 36 throws; it is still even.
    if (!judged || judged->value / judged->contacts < m_threshold - kEvenFight) continue;
    const double value = judged->value;
    const int contacts = judged->contacts;
    const double priority = 85.0 + 5.0 * value;
    // Equal value: the charge that brings more of the line into contact (squared up).
    if (bestCharge && (bestCharge->priority > priority ||
                       (bestCharge->priority == priority && bestContacts >= contacts)))
      continue;
    bestContacts = contacts;
    MoveOrder o;
    if (wheelDeg == 0) {
      o = advanceOrder(idsOf(m_battle, group), lead.footprint.frontMid + fwd * firstContact,
                       MoveKind::Tactical);
    } else {
      o.elementIds = idsOf(m_battle, group);
      o.action = MoveAction::Wheel;
      o.kind = MoveKind::Tactical;
      o.wheelDeg = wheelDeg;
      o.forwardPaces = firstContact;
    }
    bestCharge = Task{
        priority, m_plan.commandId, wheelDeg == 0 ? "group charge" : "group wheel charge", {o}, {}};
  }
  if (bestCharge) m_tasks.push_back(std::move(*bestCharge));
}

double CommandTasks::firstContactPaces(const GroupWheel& gw) const {
  double firstContact = std::numeric_limits<double>::max();
  for (std::size_t k = 0; k < gw.poses.size(); ++k)
    for (auto j : enemiesWithin(m_seen, gw.poses[k], 1500))
      if (auto d = laneDistancePaces(gw.poses[k], m_els[j].footprint))
        firstContact = std::min(firstContact, *d);
  return firstContact;
}

std::optional<CommandTasks::GroupChargeValue> CommandTasks::judgeGroupCharge(
    const std::vector<std::size_t>& group, const GroupWheel& gw, double firstContact) {
  const Vec2 dir = gw.poses.front().forward();
  // Every member's end pose, so the judge sees the line arrive together.
  std::vector<std::pair<std::size_t, Footprint>> ends;
  for (std::size_t k = 0; k < group.size(); ++k)
    ends.push_back({group[k], gw.poses[k].moved(dir * firstContact)});
  double value = 0;
  bool vetoed = false;
  int contacts = 0;
  for (std::size_t k = 0; k < group.size(); ++k) {
    const std::size_t i = group[k];
    for (auto j : enemiesWithin(m_seen, gw.poses[k], firstContact + 5)) {
      const auto d = laneDistancePaces(gw.poses[k], m_els[j].footprint);
      if (!d || *d > firstContact + 2) continue;
      const Footprint pose = gw.poses[k].moved(dir * firstContact);
      const auto edge = frontalContact(pose, m_els[j].footprint, m_battle.settings());
      if (!m_easy && suicidalCharge(m_els[i], m_els[j], edge ? edge->touchedEdge : EdgeId::Front))
        vetoed = true;
      const ChargeOdds odds = m_judge.judge(m_battle, i, pose, gw.arcPaces + firstContact, j, ends);
      if (!odds.possible) vetoed = true;
      value += odds.value + (m_els[j].condition != ElementCondition::Ready ? 0.3 : 0.0);
      ++contacts;
      break;
    }
  }
  if (vetoed || contacts == 0) return std::nullopt;
  return GroupChargeValue{value, contacts};
}

void CommandTasks::addCommandAdvances() {
  // Issue #5 follow-up: far from the enemy a command's touching elements of every arm (B-8: one
  // heading, in contact) advance as one group for one PIP, not arm by arm (campaign commands of
  // 10 and more elements with 2-4 PIPs a bound fell behind, a PIP for each element moved).
  if (!m_mayAdvance || m_plan.role == CommandRole::Hold || m_easy) return;
  std::vector<std::size_t> movers = groupMovers();
  std::vector<std::size_t> comp(movers.size());
  for (std::size_t k = 0; k < movers.size(); ++k) comp[k] = k;
  const auto root = [&](std::size_t k) {
    while (comp[k] != k) k = comp[k] = comp[comp[k]];
    return k;
  };
  for (std::size_t a = 0; a < movers.size(); ++a)
    for (std::size_t b = a + 1; b < movers.size(); ++b) {
      const Footprint& fa = m_els[movers[a]].footprint;
      const Footprint& fb = m_els[movers[b]].footprint;
      if (headingDifferenceDeg(fa.headingDeg, fb.headingDeg) > m_battle.settings().headingEpsDeg)
        continue;
      if (distance(fa.centre(), fb.centre()) >
          fa.frontagePaces + fb.frontagePaces + fa.depthPaces + fb.depthPaces)
        continue;
      if (inContact(fa, fb, m_battle.settings())) comp[root(a)] = root(b);
    }
  std::map<std::size_t, std::vector<std::size_t>> groups;
  for (std::size_t k = 0; k < movers.size(); ++k) groups[root(k)].push_back(movers[k]);
  const double roleBase = m_plan.role == CommandRole::MainEffort ? 70 : 60;
  for (auto& [r, group] : groups) {
    if (group.size() < 3) continue;
    // One level line of one arm: its own line group moves it (with its charges).
    std::set<MoverArm> arms;
    for (auto i : group) arms.insert(armOf(m_els[i].type()));
    if (arms.size() < 2 && lineGroups(m_battle, group).size() == 1) continue;
    bool far = true;
    for (auto i : group)
      far = far && nearestEnemyDistance(m_enemies, m_els[i].footprint, 1500) > 1500;
    std::vector<Footprint> fps;
    for (auto i : group) fps.push_back(m_els[i].footprint);
    if (!far || !isLineGroup(fps, {}, m_battle.settings())) continue;
    addGroupAdvanceTask(group, roleBase + 9, "command advance");
  }
}

void CommandTasks::addRoadMarches() {
  // Approach marches (issue #5 follow-up): a column (or single element) standing on a road,
  // far from known enemy, marches along the road towards the command's objective: the first
  // march of a bound wholly by road costs no PIP (T-6) and the road is good going whatever the
  // ground beside it (T-1, B-7). Near the enemy its elements deploy by their own advances.
  if (!m_mayAdvance || m_plan.role == CommandRole::Hold) return;
  std::vector<std::size_t> movers = groupMovers();
  // Members of a line group advance with their line, not singly along a road.
  std::set<std::size_t> inLine;
  for (const auto& g : lineGroups(m_battle, movers))
    if (g.size() >= 2) inLine.insert(g.begin(), g.end());
  std::erase_if(movers, [&](std::size_t i) { return inLine.count(i) > 0; });
  const double roleBase = m_plan.role == CommandRole::MainEffort ? 70 : 60;
  for (const auto& column : columnsOf(m_battle, movers)) {
    double enemyDist = std::numeric_limits<double>::max();
    for (auto i : column)
      enemyDist = std::min(enemyDist, nearestEnemyDistance(m_enemies, m_els[i].footprint, 8000));
    const std::vector<double> limits = groupLimitsOf(m_battle, column, true);
    if (limits.empty() || enemyDist - kMarchClearPaces < 200) continue;
    Task t{roleBase + 9, m_plan.commandId, "road march", {}, m_plan.objective};
    for (double frac : {1.0, 0.5})
      if (auto o = roadMarchOrder(m_battle, column, m_plan.objective, m_enemies,
                                  limits.front() * frac, kMarchClearPaces))
        t.orders.push_back(*o);
    if (!t.orders.empty()) m_tasks.push_back(std::move(t));
  }
}

void CommandTasks::addFordSearches() {
  // Issue #18: half the campaign tables have a river between the armies, crossed only at
  // fords and bridges; commands stood at the bank all day, every advance refused. An element
  // with the bank of a river straight ahead within its move searches for a ford (B-46: a 5 or
  // more finds one and it wades to the far bank).
  if (!m_mayAdvance || m_plan.role == CommandRole::Hold || m_easy) return;
  const auto& terrain = m_battle.setup().terrain;
  for (const auto* list : {&m_foot, &m_mounted}) {
    for (auto i : *list) {
      const ElementInPlay& e = m_els[i];
      if (m_heldBack.count(e.id())) continue;
      if (nearestEnemyDistance(m_enemies, e.footprint, 400) < 400)
        continue;  // fighting, not searching
      for (const auto& f : terrain) {
        if (f.terrain != TerrainClass::River) continue;
        const auto bank =
            distanceToBankPaces(e.footprint, f, goodGoingPaces(m_battle, e), m_battle.settings());
        if (!bank) continue;
        MoveOrder o;
        o.elementIds = {e.id()};
        o.action = MoveAction::FordSearch;
        o.riverId = f.id;
        m_tasks.push_back({57, m_plan.commandId, "ford search", {o}, {}});
        break;
      }
    }
  }
}

void CommandTasks::addArtilleryTasks() {
  // Artillery: up within range (T-4) of the enemy but never where it would be charged (B-63:
  // it makes no voluntary contact, so it keeps 600 p off). Issue #18 (T-4: a gun that marched,
  // Heavy guns after any move, guns in wood, BUA or marsh or astride water may not shoot): guns
  // march only while out of range, deploy by a tactical move and stand where they may shoot.
  for (auto i : m_artillery) {
    const ElementInPlay& e = m_els[i];
    const auto range = rangeOf(m_battle, e);
    const auto target = nearestEnemy(m_seen, e.footprint, 6000);
    if (!range || !target) continue;
    const double d = footprintDistance(e.footprint, m_els[*target].footprint);
    const bool barred = artilleryGroundReason(m_battle, e.footprint).has_value();
    if (d <= *range && !barred) {
      addGunTurn(i, *target, *range);
      continue;
    }
    if (!m_mayAdvance || m_heldBack.count(e.id())) continue;
    addGunApproach(i, *target, d, *range);
  }
}

void CommandTasks::addGunTurn(std::size_t i, std::size_t target, double range) {
  const ElementInPlay& e = m_els[i];
  const double faceDeg = headingTowards(e.footprint.centre(), m_els[target].footprint.centre(),
                                        e.footprint.headingDeg);
  if (headingDifferenceDeg(faceDeg, e.footprint.headingDeg) <= 30) return;
  // A Heavy gun that turns may not shoot this bound (T-4): it turns only with nothing in its arc.
  if (e.grade() == Grade::Heavy && targetInArc(m_battle, e.footprint, range, m_seen)) return;
  MoveOrder o;
  o.elementIds = {e.id()};
  o.action = MoveAction::Turn;
  o.finalHeadingDeg = faceDeg;
  m_tasks.push_back({55, m_plan.commandId, "artillery turn", {o}, {}});
}

void CommandTasks::addGunApproach(std::size_t i, std::size_t target, double d, double range) {
  const ElementInPlay& e = m_els[i];
  const Vec2 toward = m_els[target].footprint.centre();
  const double faceDeg = headingTowards(e.footprint.centre(), toward, e.footprint.headingDeg);
  const double keep = std::max(650.0, range * 0.8);
  const Vec2 dir = (toward - e.footprint.frontMid) *
                   (1.0 / std::max(1.0, distance(toward, e.footprint.frontMid)));
  const double tactical = goodGoingPaces(m_battle, e);
  // Within a tactical move of range (or standing in range on barring ground): deploy and shoot
  // this bound. Further off: march into range (it could not shoot this bound anyway, and
  // shoots from the enemy's bound on).
  const bool deploy = d - range <= tactical || d <= range;
  Task t{deploy ? 62.0 : 58.0,
         m_plan.commandId,
         deploy ? "artillery deploys" : "artillery advance",
         {},
         {}};
  // Straight ahead without turning first when the target lies within 30 degrees of its front:
  // a battery of guns side by side then keeps its frontage instead of closing on one point, and
  // no end turn eats the move (B-6 measures the furthest front corner).
  const bool ahead = headingDifferenceDeg(faceDeg, e.footprint.headingDeg) <= 30;
  const auto tryStep = [&](double step, MoveKind kind, bool straight) {
    if (step < 50) return;
    const Vec2 way = straight ? e.footprint.forward() : dir;
    const double heading = straight ? e.footprint.headingDeg : faceDeg;
    const Footprint wanted{e.footprint.frontMid + way * step, heading, e.footprint.frontagePaces,
                           e.footprint.depthPaces};
    if (nearestEnemyDistance(m_enemies, wanted, 650) < 600) return;
    if (artilleryGroundReason(m_battle, wanted)) return;  // T-4: it could not shoot there
    // A deploying gun must end with a target in its arc (G-8) and range.
    if (deploy && !targetInArc(m_battle, wanted, range, m_seen)) return;
    t.orders.push_back(advanceOrder({e.id()}, waypointForPose(e.footprint, wanted), kind, heading));
  };
  for (bool straight : ahead ? std::vector<bool>{true, false} : std::vector<bool>{false}) {
    if (deploy) {
      for (double limit : limitsOf(m_battle, e))
        for (double frac : {1.0, 0.5})
          tryStep(std::min(limit * frac, std::max(d - keep, 60.0)), MoveKind::Tactical, straight);
    } else {
      for (double limit : limitsOf(m_battle, e, true))
        for (double frac : {1.0, 0.5})
          tryStep(std::min(limit * frac, d - keep), MoveKind::March, straight);
      for (double limit : limitsOf(m_battle, e))
        tryStep(std::min(limit, d - keep), MoveKind::Tactical, straight);
    }
  }
  if (!t.orders.empty()) m_tasks.push_back(std::move(t));
}

std::vector<std::size_t> CommandTasks::groupMovers() const {
  std::vector<std::size_t> movers;
  for (const auto* list : {&m_foot, &m_mounted, &m_artillery})
    for (auto i : *list)
      if (!m_heldBack.count(m_els[i].id())) movers.push_back(i);
  return movers;
}

void CommandTasks::addGeneralMove() {
  // The general keeps behind the middle of his command, within easy command distance (T-6 (a)).
  if (!m_general) return;
  const ElementInPlay& g = m_els[*m_general];
  if (!m_commandCentre) return;
  const Vec2& centre = *m_commandCentre;
  const double easyDist = easyCommandDistancePaces(g.type());
  int beyond = 0;
  for (const auto& e : m_els)
    if (e.side == m_side && e.present() && e.placed.commandId == m_plan.commandId &&
        !isStaff(e.type()) && !footprintsWithin(e.footprint, g.footprint, easyDist))
      ++beyond;
  const Vec2 spot = centre - m_forward * 300;
  if (distance(spot, g.footprint.centre()) > 300) {
    const Vec2 dir = (spot - g.footprint.frontMid) * (1.0 / distance(spot, g.footprint.frontMid));
    const double heading = headingOf(m_forward);
    // Before the command moves when some of it is out of reach: each of their moves would
    // cost a PIP more (T-6 (a)).
    Task t{beyond > 0 ? 88.0 : 20.0, m_plan.commandId, "general", {}, {}};
    for (double limit : limitsOf(m_battle, g))
      for (double frac : {1.0, 0.5}) {
        // A general keeping his facing slides along without turning (B-6: every corner moves
        // as far as the front-edge midpoint), so the full move first (issue #5 follow-up:
        // generals moving 50-150 p a bound after a turn left their commands beyond easy
        // command distance, each of their moves a PIP dearer, T-6 (a)).
        const double slide = std::min(limit * frac, distance(spot, g.footprint.frontMid));
        if (slide >= 50) {
          const Vec2 to = g.footprint.frontMid + dir * slide;
          const Footprint far{to, g.footprint.headingDeg, g.footprint.frontagePaces,
                              g.footprint.depthPaces};
          if (nearestEnemyDistance(m_enemies, far, 700) >= 600)
            t.orders.push_back(advanceOrder({g.id()}, to, MoveKind::Tactical));
        }
        const double step = std::min(limit * frac - 250, distance(spot, g.footprint.frontMid));
        if (step < 50) continue;
        const Footprint wanted{g.footprint.frontMid + dir * step, heading,
                               g.footprint.frontagePaces, g.footprint.depthPaces};
        if (nearestEnemyDistance(m_enemies, wanted, 700) < 600) continue;
        t.orders.push_back(advanceOrder({g.id()}, waypointForPose(g.footprint, wanted),
                                        MoveKind::Tactical, heading));
      }
    if (!t.orders.empty()) m_tasks.push_back(std::move(t));
  }
}

}  // namespace hfg::battle
