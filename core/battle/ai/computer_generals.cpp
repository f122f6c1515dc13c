// The computer generals' bound: tasks per command from the plan, priced in PIPs and given best first, each checked by the engine.
#include "core/battle/ai/computer_generals.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <set>

#include "core/battle/ai/ai_geometry.h"
#include "core/battle/ai/enemy_picture.h"
#include "core/battle/ai/enemy_proximity.h"
#include "core/battle/ai/engagement.h"
#include "core/battle/ai/line_groups.h"
#include "core/battle/ai/mover_limits.h"
#include "core/battle/ai/order_check.h"
#include "core/battle/ai/order_pricing.h"
#include "core/battle/ai/road_march.h"
#include "core/battle/bound/pips.h"
#include "core/battle/geometry/contact.h"
#include "core/battle/geometry/formation.h"
#include "core/battle/moves/move_check.h"
#include "core/battle/moves/move_paths.h"
#include "core/rules/move_table.h"
#include "core/rules/shooting_range.h"

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
  // A plan kept between bounds, revised on a crisis (continuePlan).
  const auto sideIndex = static_cast<std::size_t>(battle.movingSide());
  m_plan = continuePlan(battle, m_keptPlans[sideIndex], planSide(battle, m_settings));
  m_keptPlans[sideIndex] = m_plan;
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
  std::stable_sort(m_tasks.begin(), m_tasks.end(), [](const Task& a, const Task& b) { return a.priority > b.priority; });
}

void ComputerGenerals::addCommandTasks(const Battle& battle, const CommandPlan& cp) {
  const auto& els = battle.elements();
  const int side = battle.movingSide();
  const auto sideIndex = static_cast<std::size_t>(side);
  const Difficulty difficulty = m_settings.difficulty[sideIndex];
  const Doctrine doctrine = m_settings.doctrine[sideIndex];
  const bool easy = difficulty == Difficulty::Easy;
  const Vec2 forward = forwardOf(battle, side);
  const std::set<std::string> heldBack(cp.heldBack.begin(), cp.heldBack.end());
  const bool defeated = battle.losses().defeated(cp.commandId);
  const BattleCommandSetup* cmdSetup = battle.command(cp.commandId);

  std::vector<std::size_t> mounted;
  std::vector<std::size_t> foot;
  std::vector<std::size_t> artillery;
  std::optional<std::size_t> general;
  for (std::size_t i = 0; i < els.size(); ++i) {
    const ElementState& e = els[i];
    if (e.side != side || !e.present() || e.placed.commandId != cp.commandId) continue;
    // T-6, T-10: rally routers (3 PIPs and extras); elite and valuable ones first.
    if (e.condition == ElementCondition::Routing) {
      MoveOrder o;
      o.elementIds = {e.id()};
      o.action = MoveAction::Rally;
      m_tasks.push_back({(easy ? 60.0 : 95.0) + e.ee, cp.commandId, "rally", {o}, {}});
      continue;
    }
    if (!canMove(battle, e)) continue;
    const Arm arm = armOf(e.type());
    if (arm == Arm::Staff) {
      if (cmdSetup && cmdSetup->generalElementId == e.id()) general = i;
      continue;
    }
    if (defeated && cmdSetup && cmdSetup->allied) continue;
    if (arm == Arm::Mounted) mounted.push_back(i);
    if (arm == Arm::Foot) foot.push_back(i);
    if (arm == Arm::Artillery) artillery.push_back(i);
  }
  const bool mayAdvance = !defeated && (cp.role == CommandRole::MainEffort || cp.role == CommandRole::Pin ||
                                        cp.role == CommandRole::Hold);
  const double threshold = chargeThreshold(doctrine, difficulty, cp.role);

  // Single elements go straight at the enemy, drifting towards the objective by at most a
  // third of the way; cavalry keeps its wing (issue #5: cavalry on the flanks).
  // Cavalry keeps its wing, and every arm heads for a point within 600 p of the ends of the
  // known enemy line (issue #5 follow-up: cavalry far out on a wing rode past the enemy and
  // never met it).
  double enemyWest = std::numeric_limits<double>::max();
  double enemyEast = std::numeric_limits<double>::lowest();
  for (const auto& en : m_enemies) {
    enemyWest = std::min(enemyWest, en.centre.x - 600);
    enemyEast = std::max(enemyEast, en.centre.x + 600);
  }
  const auto objectiveFor = [&](const ElementState& e) {
    if (easy) return cp.objective;
    const Vec2 at = e.footprint.frontMid;
    const double along = std::abs(dot(cp.objective - at, forward));
    if (armOf(e.type()) == Arm::Mounted)
      return Vec2{m_enemies.empty() ? at.x : std::clamp(at.x, enemyWest, enemyEast), cp.objective.y};
    const double drift = std::clamp(cp.objective.x - at.x, -along / 3, along / 3);
    // Beyond an end of the known enemy line it turns in on it (issue #5 follow-up: a wing that
    // had passed the enemy's flank wheeled round and round its objective's line).
    const double x = m_enemies.empty() ? at.x + drift : std::clamp(at.x + drift, enemyWest, enemyEast);
    return Vec2{x, cp.objective.y};
  };
  // Respect command distances: a single element does not run more than the general's easy
  // command distance ahead of its command's centre (T-6 (a) would make each move dearer).
  const auto commandCentre = centreOf(battle, side, cp.commandId);
  const auto generalIndex = cmdSetup ? battle.find(cmdSetup->generalElementId) : std::nullopt;
  const double leash = generalIndex ? easyCommandDistancePaces(els[*generalIndex].type()) : 800.0;

  // Charges by single elements: the best contact each can make, judged with the combat tables.
  const auto chargeTask = [&](std::size_t i) {
    const ElementState& e = els[i];
    const double reach = contactLimitPaces(e);
    double bestValue = -std::numeric_limits<double>::max();
    std::optional<MoveOrder> best;
    for (auto j : enemiesWithin(m_seen, e.footprint, reach + 50)) {
      const ElementState& en = els[j];
      if (en.side == side) continue;
      std::vector<EdgeId> edges{EdgeId::Front};
      if (difficulty == Difficulty::Hard) edges = {EdgeId::Front, EdgeId::Left, EdgeId::Right, EdgeId::Rear};
      for (EdgeId edge : edges) {
        const Footprint pose = contactPose(en.footprint, edge, e.footprint.frontagePaces, e.footprint.depthPaces);
        const double travel = distance(e.footprint.frontMid, pose.frontMid);
        if (travel > reach + 20) continue;
        if (!easy && suicidalCharge(e, en, edge)) continue;
        const ChargeOdds odds = m_judge.judge(battle, i, pose, travel, j);
        if (!odds.possible) continue;
        const bool counter = en.condition != ElementCondition::Ready;
        const double need = counter ? std::min(threshold, -0.1) : threshold;
        if (odds.value < need - kEvenFight) continue;
        const double value = odds.value + (counter ? 0.3 : 0.0);
        if (value <= bestValue) continue;
        bestValue = value;
        best = advanceOrder({e.id()}, waypointForPose(e.footprint, pose), MoveKind::Tactical, pose.headingDeg);
      }
    }
    if (best) m_tasks.push_back({80.0 + 10.0 * bestValue, cp.commandId, "charge", {*best}, {}});
  };

  // Advances of single elements towards a point, stopping short of the enemy.
  const auto advanceTask = [&](std::size_t i, Vec2 towards, double priority, CommandRole role) {
    const ElementState& e = els[i];
    const Vec2 from = e.footprint.frontMid;
    const double want = distance(from, towards);
    if (want < 60) return;
    if (role == CommandRole::Hold && want < 1500) return;  // at its ground already
    const Vec2 dir = (towards - from) * (1.0 / want);
    // Face the nearest enemy (or the way it goes) only when that is well off its front: a turn
    // in a line would swing it into its neighbours (G-1).
    const auto enemyNear = nearestEnemy(m_enemies, e.footprint, 2500);
    double faceDeg = enemyNear ? headingTowards(e.footprint.centre(), m_enemyPose[*enemyNear]->centre(), e.footprint.headingDeg)
                               : headingOf(dir);
    if (headingDifferenceDeg(faceDeg, e.footprint.headingDeg) < 45) faceDeg = e.footprint.headingDeg;
    const double standOff = standOffPaces(e, role, doctrine);
    const double enemyDist = nearestEnemyDistance(m_enemies, e.footprint, 6000);
    // March (T-1's march column, B-21) when that gains more than a tactical move: far from the
    // enemy it closes faster, and the march on round repeats it while PIPs last.
    const double marchRoom = enemyDist - kMarchClearPaces;
    const MoveKind kind = marchRoom > goodGoingPaces(battle, e) ? MoveKind::March : MoveKind::Tactical;
    Task t{priority, cp.commandId, "advance", {}, {}};
    t.marchTarget = towards;
    const auto limits = limitsOf(battle, e, kind == MoveKind::March);
    for (std::size_t li = 0; li < limits.size(); ++li) {
      const double limit = kind == MoveKind::March ? std::min(limits[li], marchRoom) : limits[li];
      // The engine's check is dear (0.2-0.7 ms): a full and a half move in good going, then the
      // slow and difficult figures.
      for (double frac : li == 0 ? std::vector<double>{1.0, 0.5} : std::vector<double>{1.0}) {
        // Leave room for the turn at the end (B-6 measures the furthest front corner).
        double d = std::min(want, limit * frac) - (headingDifferenceDeg(faceDeg, e.footprint.headingDeg) > 1 ? 200 : 0);
        if (commandCentre && !easy) {
          const double ahead = dot(from - *commandCentre, forward);
          const double along = dot(dir, forward);
          if (along > 0.1) d = std::min(d, (leash - ahead) / along);
        }
        if (d < 50) continue;
        const Footprint end = Footprint{from + dir * d, faceDeg, e.footprint.frontagePaces, e.footprint.depthPaces};
        if (nearestEnemyDistance(m_enemies, end, standOff + 10) < standOff) continue;
        Footprint moved = e.footprint.moved(dir * d);
        const Footprint wanted{moved.frontMid, faceDeg, e.footprint.frontagePaces, e.footprint.depthPaces};
        t.orders.push_back(advanceOrder({e.id()}, waypointForPose(e.footprint, wanted), kind, faceDeg));
      }
    }
    if (!t.orders.empty()) m_tasks.push_back(std::move(t));
  };


  // A line group (B-8) advancing as one towards the objective, stopping at the stand-off
  // distance, or wheeling towards the objective when it lies well off its front.
  const auto groupAdvanceTask = [&](const std::vector<std::size_t>& group, double roleBase, const std::string& what) {
    const ElementState& lead = els[group.front()];
    const Vec2 fwd = lead.footprint.forward();
    const CommandRole role = cp.role;
    // Group advance towards the objective, stopping at the stand-off distance.
    const Vec2 to = objectiveFor(lead) - lead.footprint.frontMid;
    const double ahead = dot(to, fwd);
    const double offAxis = std::abs(dot(to, lead.footprint.right()));
    double standOffFree = std::numeric_limits<double>::max();
    for (auto i : group)
      for (auto j : enemiesWithin(m_enemies, els[i].footprint, 3000)) {
        const Footprint& en = *m_enemyPose[j];
        if (auto d = laneDistancePaces(els[i].footprint, en))
          standOffFree = std::min(standOffFree, *d - standOffPaces(els[i], role, doctrine));
        standOffFree = std::min(standOffFree, shapeDistancePaces(shapeOf(els[i].footprint), shapeOf(en)) -
                                                  standOffPaces(els[i], role, doctrine) + 150);
      }
    // Friends standing in the line's lanes ahead: the line closes up behind them instead of
    // not moving at all (G-1; issue #5 follow-up: a line stuck behind its own skirmisher).
    for (auto i : group)
      for (std::size_t f = 0; f < els.size(); ++f) {
        if (els[f].side != side || !els[f].present() || std::find(group.begin(), group.end(), f) != group.end()) continue;
        if (distance(els[f].footprint.frontMid, els[i].footprint.frontMid) > 3000) continue;
        if (auto d = laneDistancePaces(els[i].footprint, els[f].footprint)) standOffFree = std::min(standOffFree, *d - 5);
      }
    const double wantAhead = role == CommandRole::Hold ? ahead : std::max(ahead, 0.0) + 3000;
    Task t{roleBase + std::min<double>(8.0, static_cast<double>(group.size())), cp.commandId, what, {}, {}};
    if (ahead > 0 && offAxis < ahead * 0.7 + 600) {
      double enemyDist = std::numeric_limits<double>::max();
      for (auto i : group) enemyDist = std::min(enemyDist, nearestEnemyDistance(m_enemies, els[i].footprint, 6000));
      double tacticalLimit = std::numeric_limits<double>::max();
      for (auto i : group) tacticalLimit = std::min(tacticalLimit, goodGoingPaces(battle, els[i]));
      // March when that gains more than a tactical move (B-21 keeps it 600 p off the enemy).
      const double marchRoom = enemyDist - kMarchClearPaces;
      const MoveKind kind = marchRoom > tacticalLimit ? MoveKind::March : MoveKind::Tactical;
      if (kind == MoveKind::March) standOffFree = std::min(standOffFree, marchRoom);
      t.marchTarget = lead.footprint.frontMid + fwd * wantAhead;
      const std::vector<double> limits = groupLimitsOf(battle, group, kind == MoveKind::March);
      for (std::size_t li = 0; li < limits.size(); ++li)
        for (double frac : li == 0 ? std::vector<double>{1.0, 0.5} : std::vector<double>{1.0}) {
          const double d = std::min({limits[li] * frac, wantAhead, standOffFree});
          if (d < 50) continue;
          t.orders.push_back(advanceOrder(idsOf(battle, group), lead.footprint.frontMid + fwd * d, kind));
        }
    } else if (role != CommandRole::Hold && nearestEnemyDistance(m_enemies, lead.footprint, 1200) > 1200) {
      // Wheel towards the objective (B-9 item 1) at most 45 degrees a bound.
      const double turn = std::clamp(std::remainder(headingOf(to) - lead.footprint.headingDeg, 360.0), -45.0, 45.0);
      MoveOrder w;
      w.elementIds = idsOf(battle, group);
      w.action = MoveAction::Wheel;
      w.kind = MoveKind::Tactical;
      for (double k : {1.0, 0.5}) {
        w.wheelDeg = turn * k;
        t.orders.push_back(w);
      }
      t.what = "group wheel";
    }
    if (!t.orders.empty()) m_tasks.push_back(std::move(t));
  };

  for (auto* armList : {&foot, &mounted}) {
    std::vector<std::size_t> front;
    std::vector<std::size_t> back;
    for (auto i : *armList) (heldBack.count(els[i].id()) ? back : front).push_back(i);
    for (auto i : front) chargeTask(i);
    if (!mayAdvance) continue;
    for (const auto& group : lineGroups(battle, front)) {
      const ElementState& lead = els[group.front()];
      const CommandRole role = cp.role;
      const double roleBase = role == CommandRole::MainEffort ? 70 : role == CommandRole::Pin ? 60 : 45;
      if (group.size() >= 2) {
        const Vec2 fwd = lead.footprint.forward();
        double groupLimit = std::numeric_limits<double>::max();
        for (auto i : group) groupLimit = std::min({groupLimit, contactLimitPaces(els[i]), goodGoingPaces(battle, els[i])});
        // A group charge: straight ahead (wheelDeg 0), or wheeling first so that the line's front
        // meets the enemy's front square (B-9 item 1, T-1: the wheel's outer corner counts in the
        // move). The best judged of these is given.
        std::optional<Task> bestCharge;
        int bestContacts = 0;
        for (double wheelDeg : groupChargeWheels(battle, group, m_seen, groupLimit)) {
          const GroupWheel gw = wheelGroup(battle, group, wheelDeg);
          double firstContact = std::numeric_limits<double>::max();
          for (std::size_t k = 0; k < group.size(); ++k)
            for (auto j : enemiesWithin(m_seen, gw.poses[k], 1500))
              if (auto d = laneDistancePaces(gw.poses[k], els[j].footprint)) firstContact = std::min(firstContact, *d);
          if (firstContact <= 0.5 || gw.arcPaces + firstContact > groupLimit) continue;
          if (wheelDeg != 0 && firstContact < 1) continue;
          const Vec2 dir = gw.poses.front().forward();
          // Every member's end pose, so the judge sees the line arrive together.
          std::vector<std::pair<std::size_t, Footprint>> ends;
          for (std::size_t k = 0; k < group.size(); ++k) ends.push_back({group[k], gw.poses[k].moved(dir * firstContact)});
          double value = 0;
          bool vetoed = false;
          int contacts = 0;
          for (std::size_t k = 0; k < group.size(); ++k) {
            const std::size_t i = group[k];
            for (auto j : enemiesWithin(m_seen, gw.poses[k], firstContact + 5)) {
              const auto d = laneDistancePaces(gw.poses[k], els[j].footprint);
              if (!d || *d > firstContact + 2) continue;
              const Footprint pose = gw.poses[k].moved(dir * firstContact);
              const auto edge = frontalContact(pose, els[j].footprint, battle.settings());
              if (!easy && suicidalCharge(els[i], els[j], edge ? edge->touchedEdge : EdgeId::Front)) vetoed = true;
              const ChargeOdds odds = m_judge.judge(battle, i, pose, gw.arcPaces + firstContact, j, ends);
              if (!odds.possible) vetoed = true;
              value += odds.value + (els[j].condition != ElementCondition::Ready ? 0.3 : 0.0);
              ++contacts;
              break;
            }
          }
          // An even fight sums to -1e-17 or so over the 36 throws; it is still even.
          if (vetoed || contacts == 0 || value / contacts < threshold - kEvenFight) continue;
          const double priority = 85.0 + 5.0 * value;
          // Equal value: the charge that brings more of the line into contact (squared up).
          if (bestCharge && (bestCharge->priority > priority ||
                             (bestCharge->priority == priority && bestContacts >= contacts)))
            continue;
          bestContacts = contacts;
          MoveOrder o;
          if (wheelDeg == 0) {
            o = advanceOrder(idsOf(battle, group), lead.footprint.frontMid + fwd * firstContact, MoveKind::Tactical);
          } else {
            o.elementIds = idsOf(battle, group);
            o.action = MoveAction::Wheel;
            o.kind = MoveKind::Tactical;
            o.wheelDeg = wheelDeg;
            o.forwardPaces = firstContact;
          }
          bestCharge = Task{priority, cp.commandId, wheelDeg == 0 ? "group charge" : "group wheel charge", {o}, {}};
        }
        if (bestCharge) m_tasks.push_back(std::move(*bestCharge));
        groupAdvanceTask(group, roleBase, "group advance");
        // If the group cannot move as one, its elements may still move singly (lower priority).
        for (auto i : group) advanceTask(i, objectiveFor(els[i]), 30, role);
      } else {
        advanceTask(group.front(), objectiveFor(lead), roleBase - 5, role);
      }
    }
    // The held-back rear line follows the front at a distance.
    for (auto i : back) {
      const Vec2 behind = cp.objective - forward * 1500;
      if (dot(behind - els[i].footprint.frontMid, forward) > 200) advanceTask(i, behind, 25, CommandRole::Reserve);
    }
  }

  // Issue #5 follow-up: far from the enemy a command's touching elements of every arm (B-8: one
  // heading, in contact) advance as one group for one PIP, not arm by arm (campaign commands of
  // 10 and more elements with 2-4 PIPs a bound fell behind, a PIP for each element moved).
  if (mayAdvance && cp.role != CommandRole::Hold && !easy) {
    std::vector<std::size_t> movers;
    for (const auto* list : {&foot, &mounted, &artillery})
      for (auto i : *list)
        if (!heldBack.count(els[i].id())) movers.push_back(i);
    std::vector<std::size_t> comp(movers.size());
    for (std::size_t k = 0; k < movers.size(); ++k) comp[k] = k;
    const auto root = [&](std::size_t k) {
      while (comp[k] != k) k = comp[k] = comp[comp[k]];
      return k;
    };
    for (std::size_t a = 0; a < movers.size(); ++a)
      for (std::size_t b = a + 1; b < movers.size(); ++b) {
        const Footprint& fa = els[movers[a]].footprint;
        const Footprint& fb = els[movers[b]].footprint;
        if (headingDifferenceDeg(fa.headingDeg, fb.headingDeg) > battle.settings().headingEpsDeg) continue;
        if (distance(fa.centre(), fb.centre()) > fa.frontagePaces + fb.frontagePaces + fa.depthPaces + fb.depthPaces) continue;
        if (inContact(fa, fb, battle.settings())) comp[root(a)] = root(b);
      }
    std::map<std::size_t, std::vector<std::size_t>> groups;
    for (std::size_t k = 0; k < movers.size(); ++k) groups[root(k)].push_back(movers[k]);
    const double roleBase = cp.role == CommandRole::MainEffort ? 70 : 60;
    for (auto& [r, group] : groups) {
      if (group.size() < 3) continue;
      // One level line of one arm: its own line group moves it (with its charges).
      std::set<Arm> arms;
      for (auto i : group) arms.insert(armOf(els[i].type()));
      if (arms.size() < 2 && lineGroups(battle, group).size() == 1) continue;
      bool far = true;
      for (auto i : group) far = far && nearestEnemyDistance(m_enemies, els[i].footprint, 1500) > 1500;
      std::vector<Footprint> fps;
      for (auto i : group) fps.push_back(els[i].footprint);
      if (!far || !isLineGroup(fps, {}, battle.settings())) continue;
      groupAdvanceTask(group, roleBase + 9, "command advance");
    }
  }

  // Approach marches (issue #5 follow-up): a column (or single element) standing on a road,
  // far from known enemy, marches along the road towards the command's objective: the first
  // march of a bound wholly by road costs no PIP (T-6) and the road is good going whatever the
  // ground beside it (T-1, B-7). Near the enemy its elements deploy by their own advances.
  if (mayAdvance && cp.role != CommandRole::Hold) {
    std::vector<std::size_t> movers;
    for (const auto* list : {&foot, &mounted, &artillery})
      for (auto i : *list)
        if (!heldBack.count(els[i].id())) movers.push_back(i);
    // Members of a line group advance with their line, not singly along a road.
    std::set<std::size_t> inLine;
    for (const auto& g : lineGroups(battle, movers))
      if (g.size() >= 2) inLine.insert(g.begin(), g.end());
    std::erase_if(movers, [&](std::size_t i) { return inLine.count(i) > 0; });
    const double roleBase = cp.role == CommandRole::MainEffort ? 70 : 60;
    for (const auto& column : columnsOf(battle, movers)) {
      double enemyDist = std::numeric_limits<double>::max();
      for (auto i : column) enemyDist = std::min(enemyDist, nearestEnemyDistance(m_enemies, els[i].footprint, 8000));
      const std::vector<double> limits = groupLimitsOf(battle, column, true);
      if (limits.empty() || enemyDist - kMarchClearPaces < 200) continue;
      Task t{roleBase + 9, cp.commandId, "road march", {}, cp.objective};
      for (double frac : {1.0, 0.5})
        if (auto o = roadMarchOrder(battle, column, cp.objective, m_enemies, limits.front() * frac, kMarchClearPaces))
          t.orders.push_back(*o);
      if (!t.orders.empty()) m_tasks.push_back(std::move(t));
    }
  }

  // Artillery: up within range (T-4) of the enemy but never where it would be charged (B-63:
  // it makes no voluntary contact, so it keeps 600 p off).
  for (auto i : artillery) {
    const ElementState& e = els[i];
    const auto range = shootingRangePaces(e.type(), e.grade(), battle.setup().year, {});
    const auto target = nearestEnemy(m_seen, e.footprint, 6000);
    if (!range || !target) continue;
    const double d = footprintDistance(e.footprint, els[*target].footprint);
    const double faceDeg = headingTowards(e.footprint.centre(), els[*target].footprint.centre(), e.footprint.headingDeg);
    if (d <= *range) {
      if (headingDifferenceDeg(faceDeg, e.footprint.headingDeg) > 30) {
        MoveOrder o;
        o.elementIds = {e.id()};
        o.action = MoveAction::Turn;
        o.finalHeadingDeg = faceDeg;
        m_tasks.push_back({55, cp.commandId, "artillery turn", {o}, {}});
      }
      continue;
    }
    if (!mayAdvance || heldBack.count(e.id())) continue;
    const Vec2 toward = els[*target].footprint.centre();
    const double keep = std::max(650.0, *range * 0.8);
    const Vec2 dir = (toward - e.footprint.frontMid) * (1.0 / std::max(1.0, distance(toward, e.footprint.frontMid)));
    Task t{58, cp.commandId, "artillery advance", {}, {}};
    for (double limit : limitsOf(battle, e))
      for (double frac : {1.0, 0.5}) {
        const double step = std::min(limit * frac, d - keep);
        if (step < 50) continue;
        const Footprint wanted{e.footprint.frontMid + dir * step, faceDeg, e.footprint.frontagePaces, e.footprint.depthPaces};
        if (nearestEnemyDistance(m_enemies, wanted, 650) < 600) continue;
        t.orders.push_back(advanceOrder({e.id()}, waypointForPose(e.footprint, wanted),
                                        d > 1600 ? MoveKind::March : MoveKind::Tactical, faceDeg));
      }
    if (!t.orders.empty()) m_tasks.push_back(std::move(t));
  }

  // The general keeps behind the middle of his command, within easy command distance (T-6 (a)).
  if (general) {
    const ElementState& g = els[*general];
    if (const auto& centre = commandCentre) {
      const double easyDist = easyCommandDistancePaces(g.type());
      int beyond = 0;
      for (const auto& e : els)
        if (e.side == side && e.present() && e.placed.commandId == cp.commandId && !isStaff(e.type()) &&
            footprintDistance(e.footprint, g.footprint) > easyDist)
          ++beyond;
      const Vec2 spot = *centre - forward * 300;
      if (distance(spot, g.footprint.centre()) > 300) {
        const Vec2 dir = (spot - g.footprint.frontMid) * (1.0 / distance(spot, g.footprint.frontMid));
        const double heading = headingOf(forward);
        // Before the command moves when some of it is out of reach: each of their moves would
        // cost a PIP more (T-6 (a)).
        Task t{beyond > 0 ? 88.0 : 20.0, cp.commandId, "general", {}, {}};
        for (double limit : limitsOf(battle, g))
          for (double frac : {1.0, 0.5}) {
            // A general keeping his facing slides along without turning (B-6: every corner moves
            // as far as the front-edge midpoint), so the full move first (issue #5 follow-up:
            // generals moving 50-150 p a bound after a turn left their commands beyond easy
            // command distance, each of their moves a PIP dearer, T-6 (a)).
            const double slide = std::min(limit * frac, distance(spot, g.footprint.frontMid));
            if (slide >= 50) {
              const Vec2 to = g.footprint.frontMid + dir * slide;
              const Footprint far{to, g.footprint.headingDeg, g.footprint.frontagePaces, g.footprint.depthPaces};
              if (nearestEnemyDistance(m_enemies, far, 700) >= 600)
                t.orders.push_back(advanceOrder({g.id()}, to, MoveKind::Tactical));
            }
            const double step = std::min(limit * frac - 250, distance(spot, g.footprint.frontMid));
            if (step < 50) continue;
            const Footprint wanted{g.footprint.frontMid + dir * step, heading, g.footprint.frontagePaces, g.footprint.depthPaces};
            if (nearestEnemyDistance(m_enemies, wanted, 700) < 600) continue;
            t.orders.push_back(advanceOrder({g.id()}, waypointForPose(g.footprint, wanted), MoveKind::Tactical, heading));
          }
        if (!t.orders.empty()) m_tasks.push_back(std::move(t));
      }
    }
  }
}

std::optional<MoveOrder> ComputerGenerals::nextOrder(const Battle& battle) {
  // A new bound (or a new battle: the log never shrinks within one).
  if (battle.logEntries().size() < m_logSeen) m_keptPlans = {};  // a new battle: no plan to keep
  if (battle.boundNumber() != m_bound || battle.logEntries().size() < m_logSeen) startBound(battle);
  m_logSeen = battle.logEntries().size();
  while (m_next < m_tasks.size() && m_ordersThisBound < m_settings.maxOrdersPerBound &&
         m_checksThisBound < m_settings.maxChecksPerBound) {
    const Task& task = m_tasks[m_next];
    const int pips = battle.pipsLeftOf(task.commandId);
    // A road march may cost no PIP (T-6): the engine prices it.
    const bool mayBeFree = task.what == "road march" || task.what == "road march on";
    if ((pips < 1 && !mayBeFree) || (pips < 2 && !mayBeFree && costsTwoPips(battle, task.commandId, task.orders))) {
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
            (battle.elements()[*i].marchMoves > 0 && task.what != "march on" && task.what != "road march on"))
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
      if (!plan || paysForNothing(order, *plan)) continue;
      ++m_next;
      ++m_ordersThisBound;
      ++m_ordersGiven;
      if (order.kind == MoveKind::March && order.action == MoveAction::Advance)
        m_marched.push_back({task.commandId, order.elementIds, task.marchTarget,
                             task.what == "road march" || task.what == "road march on"});
      return order;
    }
    ++m_next;
    // Every task tried: the marches given this bound may go on while PIPs last (T-6 (c)).
    if (m_next >= m_tasks.size()) addMarchOnTasks(battle);
  }
  return std::nullopt;
}

void ComputerGenerals::addMarchOnTasks(const Battle& battle) {
  if (m_marched.empty()) return;
  const auto& els = battle.elements();
  const std::vector<Shape> enemies = enemyShapes(battle);
  std::vector<Task> more;
  for (const auto& m : m_marched) {
    std::vector<std::size_t> movers;
    for (const auto& id : m.elementIds)
      if (auto i = battle.find(id); i && els[*i].present() && els[*i].condition == ElementCondition::Ready &&
                                    !els[*i].tacticalMoved && els[*i].marchMoves > 0 && els[*i].marchMoves < 3)
        movers.push_back(*i);
    if (movers.size() != m.elementIds.size()) continue;
    if (m.byRoad) {
      // On along the road (the march-on figure is T-1's march column; B-21 keeps it off the enemy).
      const std::vector<double> limits = groupLimitsOf(battle, movers, true);
      Task t{50, m.commandId, "road march on", {}, m.target};
      if (!limits.empty())
        for (double frac : {1.0, 0.5})
          if (auto o = roadMarchOrder(battle, movers, m.target, enemies, limits.front() * frac, kMarchClearPaces))
            t.orders.push_back(*o);
      if (!t.orders.empty()) more.push_back(std::move(t));
      continue;
    }
    const Footprint& lead = els[movers.front()].footprint;
    const Vec2 fwd = lead.forward();
    const double ahead = dot(m.target - lead.frontMid, fwd);
    // Straight on along its heading while the target lies ahead and well to its front.
    if (ahead < 100 || std::abs(dot(m.target - lead.frontMid, lead.right())) > ahead + 600) continue;
    double room = ahead;
    // B-21: a march may not come within 600 p of known enemy; 100 p to spare.
    for (auto i : movers) room = std::min(room, nearestEnemyDistance(enemies, els[i].footprint, 4000) - kMarchClearPaces);
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

bool ComputerGenerals::wantsToDouble(const Battle& battle, const std::string& commandId, int rawDie) {
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
  if (m_settings.difficulty[static_cast<std::size_t>(side)] == Difficulty::Easy) return std::nullopt;
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
    if (footprintDistance(els[*chiefEl].footprint, els[*subEl].footprint) > easyCommandDistancePaces(els[*chiefEl].type()))
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
