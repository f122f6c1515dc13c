// Routs (T-10, B-37, O-S1): straight back or along a guide, the crossings, rivers and marsh they meet, friends routing with them, and enemy met on the way.
#include "core/battle/hfg/bound/rout_move.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "core/battle/hfg/bound/outcome_obstacles.h"
#include "core/battle/hfg/bound/outcome_support.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/combat/outcome_effects.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/common/movement_geometry.h"
#include "core/battle/hfg/geometry/outcome_moves.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/rules/move_table.h"

namespace hfg::battle {
namespace {

/// B-37, T-10: a rout along a guide's poses: it passes through friends, stops short of enemy
/// (`enemyMet`) and enemy SPs, stops at the near side of a river where it crosses at a ford or
/// bridge (a road's crossing is one), is destroyed at a river elsewhere (`drownedIn`) or at marsh
/// (`intoMarsh`), leaves the table at the edge (B-40); having run its whole distance onto friends
/// or into a friendly or empty BUA, SP or redoubt it goes on straight to the first clear space
/// beyond, else it stops at its last clear pose.
struct RoutAlongResult {
  StraightMoveResult moved;
  std::optional<std::size_t> enemyMet;
  std::string crossingRiver;  ///< stopped at the near side of a crossing of this river
  std::string drownedIn;      ///< reached this river where it cannot cross
  std::string intoMarsh;      ///< reached this marsh (terrain it cannot cross)
};
RoutAlongResult routAlong(const Battle& battle, std::size_t i, const RoutPath& path) {
  const ElementInPlay& e = battle.elements()[i];
  const auto impassable = outcomeBlockingAreas(battle, e.side);
  const auto blockingNames = outcomeBlockingNames(battle, e.side);
  const std::size_t marshCount = impassableAreas(battle.setup().terrain).size();
  RoutAlongResult out;
  StraightMoveResult& r = out.moved;
  r.end = path.poses.front();
  std::size_t last = 0;
  const Ring startRing = ringOf(path.poses.front());
  for (std::size_t q = 1; q < path.poses.size(); ++q) {
    const Footprint& fp = path.poses[q];
    if (crossesTableEdge(fp, battle.table())) {
      r.leftTable = true;
      return out;
    }
    const Ring ring = ringOf(fp);
    bool stop = false;
    for (std::size_t k = 0; k < impassable.size(); ++k)
      if (!stop && intersectionArea(ring, impassable[k]) > 1.0) {
        stop = true;
        if (k < marshCount) out.intoMarsh = blockingNames[k];
      }
    // Enemy it already overlaps as it turns onto the guide (the one it flees) do not stop it.
    for (auto j : battle.near(fp, 0.0))
      if (j != i && battle.elements()[j].side != e.side &&
          overlaps(fp, battle.elements()[j].footprint, battle.settings()) &&
          !overlaps(path.poses.front(), battle.elements()[j].footprint, battle.settings())) {
        stop = true;
        if (!out.enemyMet) out.enemyMet = j;
      }
    // T-10: a river (other than the one whose bank it follows, or one it starts in) ahead.
    for (const auto& f : battle.setup().terrain) {
      if (stop || f.terrain != TerrainClass::River || f.line.size() < 2) continue;
      if (path.guide == RoutGuide::RiverBank && f.id == path.roadId) continue;
      const double half =
          (f.widthPaces > 0 ? f.widthPaces : battle.settings().streamWidthPaces) / 2;
      if (!ringMeetsBand(ring, f.line, half) || ringMeetsBand(startRing, f.line, half)) continue;
      bool crossing = path.guide == RoutGuide::Road;  // "road ford or bridge"
      const Vec2 onRiver = pointAlong(f.line, arcLengthOfNearest(f.line, fp.centre())).first;
      for (const auto& c : battle.crossings())
        crossing =
            crossing || (c.riverId == f.id && hfg::distance(c.at, onRiver) <= c.widthPaces / 2);
      (crossing ? out.crossingRiver : out.drownedIn) = f.id;
      stop = true;
    }
    if (stop) break;
    last = q;
  }
  if (!out.drownedIn.empty() || !out.intoMarsh.empty()) return out;
  const auto onFriend = [&](const Footprint& fp) {
    for (auto j : battle.near(fp, 0.0))
      if (j != i && overlaps(fp, battle.elements()[j].footprint, battle.settings())) return true;
    return false;
  };
  // T-10: having run its whole distance onto friends, or into a friendly or empty BUA, SP or
  // redoubt, it goes on (straight, the way it faces) to the first clear space beyond; if that is
  // blocked it stops at its last clear pose.
  if (last + 1 == path.poses.size()) {
    const Footprint& endPose = path.poses[last];
    const auto areas = flowThroughAreas(battle, e.side, path.poses.front());
    bool inArea = false;
    for (const auto& a : areas) inArea = inArea || intersectionArea(ringOf(endPose), a) > 1.0;
    if (inArea || onFriend(endPose)) {
      const ClearBeyond beyond =
          firstClearBeyond(battle, i, endPose, endPose.forward(), areas, impassable);
      if (beyond.leftTable) {
        r.leftTable = true;
        return out;
      }
      if (!beyond.blocked) {
        r.end = beyond.end;
        for (std::size_t q = 1; q <= last; ++q)
          r.movedPaces += distance(path.poses[q - 1].centre(), path.poses[q].centre());
        r.movedPaces += beyond.paces;
        r.completed = true;
        return out;
      }
    }
  }
  while (last > 0 && onFriend(path.poses[last])) --last;
  // It meets the enemy only when it is the enemy, not friends, that stopped it.
  if (out.enemyMet && (last + 1 >= path.poses.size() ||
                       !overlaps(path.poses[last + 1], battle.elements()[*out.enemyMet].footprint,
                                 battle.settings())))
    out.enemyMet.reset();
  r.end = path.poses[last];
  for (std::size_t q = 1; q <= last; ++q)
    r.movedPaces += distance(path.poses[q - 1].centre(), path.poses[q].centre());
  r.completed = last + 1 == path.poses.size();
  return out;
}

/// O-S1: the friends that touched a router's rear rout a full tactical move at once.
void routContagion(Battle& battle, const std::vector<std::size_t>& contagion) {
  for (auto j : contagion) {
    if (!battle.elements()[j].present() ||
        battle.elements()[j].condition == ElementCondition::Routing)
      continue;
    const auto figures = moveDistancesPaces(
        battle.elements()[j].type(), battle.elements()[j].grade(), battle.setup().year, false);
    battle.reach("O-S1");
    routElement(battle, j, figures ? figures->goodGoingPaces : 400,
                "O-S1 friend touching a router's rear");
  }
}

}  // namespace

void meetEnemy(Battle& battle, std::size_t i, std::size_t enemy, Vec2 travel) {
  auto& els = battle.elements();
  ElementInPlay& e = els[i];
  const Footprint facing = Footprint::fromCentre(e.footprint.centre(), headingOf(travel),
                                                 e.footprint.frontagePaces, e.footprint.depthPaces);
  std::vector<Footprint> others;
  for (auto j : battle.near(e.footprint, 1200))
    if (j != i && j != enemy) others.push_back(els[j].footprint);
  std::vector<EdgeId> edges;
  for (EdgeId edge : kAllEdges)
    if (edgeFaces(els[enemy].footprint, edge, facing.centre())) edges.push_back(edge);
  std::sort(edges.begin(), edges.end(), [&](EdgeId a, EdgeId b) {
    return hfg::distance(els[enemy].footprint.edge(a).midpoint(), facing.frontMid) <
           hfg::distance(els[enemy].footprint.edge(b).midpoint(), facing.frontMid);
  });
  for (EdgeId edge : edges)
    if (auto pose = conformingPose(facing, els[enemy].footprint, edge, others, battle.settings())) {
      battle.place(i, *pose);
      e.pursuing = true;  // fought at once (B-36 loop) or in the close-combat phase to come
      battle.log(LogKind::Outcome,
                 e.id() + " meets " + els[enemy].id() + " and conforms to fight it (T-10)");
      return;
    }
  // Otherwise it routs 1,200 p straight on through the enemy.
  battle.place(i, facing);
  std::vector<Footprint> blockers;
  for (auto j : battle.near(facing, 2000))
    if (j != i && j != enemy && els[j].side != e.side) blockers.push_back(els[j].footprint);
  const auto moved = moveStraight(facing, travel, 1200, blockers,
                                  impassableAreas(battle.setup().terrain), battle.table());
  const bool wasRouting = e.condition == ElementCondition::Routing;
  e.routedInBound = battle.boundNumber();
  if (moved
          .leftTable) {  // before it is marked routing, so that leaveTable records a fresh loss (T-11)
    leaveTable(battle, i);
    return;
  }
  e.condition = ElementCondition::Routing;
  battle.place(i, moved.end);
  battle.log(LogKind::Outcome, e.id() + " cannot fight " + els[enemy].id() + ": routs " +
                                   std::to_string(static_cast<int>(std::lround(moved.movedPaces))) +
                                   " p through it, and it halts (T-10)");
  if (!wasRouting) recordLoss(battle, i, "routing");
}

void routElement(Battle& battle, std::size_t i, double paces, const std::string& why) {
  ElementInPlay& e = battle.elements()[i];
  const bool wasRouting = e.condition == ElementCondition::Routing;
  // O-S1: friends touching its rear edge rout with it (before it moves).
  std::vector<std::size_t> contagion;
  for (auto j : battle.near(e.footprint, 1.0)) {
    const ElementInPlay& f = battle.elements()[j];
    if (j == i || f.side != e.side || f.condition == ElementCondition::Routing) continue;
    if (!edgeTouch(f.footprint, EdgeId::Front, e.footprint) &&
        !edgeTouch(e.footprint, EdgeId::Rear, f.footprint))
      continue;
    RoutContagionFacts facts;
    facts.routersAreMarksmenOrNaval =
        e.type() == TroopType::Marksmen || categoryOf(e.type()) == TroopCategory::Naval;
    facts.routersInferior = e.grade() == Grade::Inferior;
    facts.friendInferior = f.grade() == Grade::Inferior;
    if (friendRoutsWithRouters(facts)) contagion.push_back(j);
  }
  // B-37: straight back, or along a road, river bank or feature edge leading nearer its entry point.
  const RoutPath path = routPath(battle, i, paces);
  StraightMoveResult moved;
  const Footprint turned = turnedAbout(e.footprint);
  std::optional<std::size_t> enemyMet;
  if (path.roadId.empty()) {
    battle.place(i, turned);
    moved = outcomeMove(battle, i, turned.forward(), paces, true, &enemyMet);
    // T-10: routers stop on the near side of a bridge or ford, and are destroyed on reaching a
    // river they cannot cross.
    if (const auto river = riverAhead(battle, turned, turned.forward(), moved.movedPaces);
        river && !moved.leftTable) {
      if (!river->atCrossing) {
        battle.remove(i, ElementCondition::Destroyed);
        battle.log(LogKind::Outcome, e.id() + " routs into river " + river->riverId +
                                         " where it cannot cross: destroyed (T-10)");
        if (!wasRouting) recordLoss(battle, i, "destroyed");
        routContagion(battle, contagion);
        return;
      }
      moved.end = turned.moved(turned.forward() * river->clearPaces);
      moved.movedPaces = river->clearPaces;
      enemyMet.reset();
      battle.log(LogKind::Outcome, e.id() + " stops at the near side of the crossing of " +
                                       river->riverId + " (T-10)");
    } else if (!moved.leftTable && !moved.completed && !enemyMet && moved.blockedByArea &&
               *moved.blockedByArea < impassableAreas(battle.setup().terrain).size()) {
      // T-10: "a routing element is destroyed" on reaching terrain it cannot cross (marsh).
      const std::string marsh = outcomeBlockingNames(battle, e.side)[*moved.blockedByArea];
      battle.remove(i, ElementCondition::Destroyed);
      battle.log(LogKind::Outcome, e.id() + " routs into marsh " + marsh +
                                       " where it cannot cross: destroyed (T-10)");
      if (!wasRouting) recordLoss(battle, i, "destroyed");
      routContagion(battle, contagion);
      return;
    }
  } else {
    const RoutAlongResult along = routAlong(battle, i, path);
    if (!along.drownedIn.empty() || !along.intoMarsh.empty()) {
      battle.remove(i, ElementCondition::Destroyed);
      battle.log(LogKind::Outcome, e.id() + " routs along " + describeGuide(path) + " into " +
                                       (along.drownedIn.empty() ? "marsh " + along.intoMarsh
                                                                : "river " + along.drownedIn) +
                                       " where it cannot cross: destroyed (T-10, B-37)");
      if (!wasRouting) recordLoss(battle, i, "destroyed");
      routContagion(battle, contagion);
      return;
    }
    if (!along.crossingRiver.empty())
      battle.log(LogKind::Outcome, e.id() + " stops at the near side of the crossing of " +
                                       along.crossingRiver + " (T-10)");
    moved = along.moved;
    enemyMet = along.enemyMet;
  }
  // T-6 (e): friends facing the opposite way, who do not rout themselves, that it passed through.
  if (!wasRouting) e.passedThroughSteadyFriends = false;
  if (!moved.leftTable) {
    std::vector<Ring> swept;
    if (path.roadId.empty()) {
      swept.push_back(sweptStraight(turned, moved.end));
    } else {
      for (std::size_t q = 1; q < path.poses.size(); ++q)
        swept.push_back(sweptStraight(path.poses[q - 1], path.poses[q]));
    }
    for (auto j : battle.near(turned, moved.movedPaces + 400)) {
      const ElementInPlay& f = battle.elements()[j];
      if (j == i || f.side != e.side || f.condition == ElementCondition::Routing) continue;
      if (std::find(contagion.begin(), contagion.end(), j) != contagion.end()) continue;
      if (!oppositeDirection(path.roadId.empty() ? turned : path.poses.back(), f.footprint,
                             battle.settings()))
        continue;
      if (passesThrough(swept, ringOf(f.footprint))) e.passedThroughSteadyFriends = true;
    }
  }
  e.routedInBound = battle.boundNumber();
  if (moved
          .leftTable) {  // before it is marked routing, so that leaveTable records a fresh loss (T-11)
    leaveTable(battle, i);
    return;
  }
  e.condition = ElementCondition::Routing;
  battle.place(i, moved.end);
  battle.log(LogKind::Outcome,
             e.id() + " routs " + std::to_string(static_cast<int>(std::lround(moved.movedPaces))) +
                 " p" + (path.roadId.empty() ? "" : " along " + describeGuide(path) + " (B-37)") +
                 " (" + why + ")");
  if (!wasRouting) recordLoss(battle, i, "routing");
  if (enemyMet && battle.elements()[*enemyMet].present())
    meetEnemy(battle, i, *enemyMet, (path.roadId.empty() ? turned : moved.end).forward());
  routContagion(battle, contagion);
}

}  // namespace hfg::battle
