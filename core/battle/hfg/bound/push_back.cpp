// B-39 push chains: the overlap each friend must give way by, found by bisection along the recoil direction.
#include "core/battle/hfg/bound/push_back.h"

#include <set>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/common/movement_geometry.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

/// The least distance along `direction` that takes `fp` clear of `pusher` (G-1), within 0.01 p.
double clearanceAlong(const Footprint& pusher, const Footprint& fp, Vec2 direction,
                      const BattleSettings& settings) {
  // Pushed to touch the recoiler's new position (no overlap beyond a hundredth of a pace).
  BattleSettings s = settings;
  s.contactEpsPaces = 0.01;
  double lo = 0;
  double hi = pusher.depthPaces + pusher.frontagePaces + fp.depthPaces + fp.frontagePaces;
  if (overlaps(pusher, fp.moved(direction * hi), s)) return hi;
  while (hi - lo > 0.01) {
    const double mid = (lo + hi) / 2;
    if (overlaps(pusher, fp.moved(direction * mid), s))
      lo = mid;
    else
      hi = mid;
  }
  return hi;
}

bool blockedByTerrain(const Battle& battle, const Ring& swept) {
  for (const auto& f : battle.setup().terrain)
    if (f.terrain == TerrainClass::Marsh && f.outline.size() >= 3 &&
        intersectionArea(swept, f.outline) > 1.0)
      return true;
  return false;
}

std::string blockingWork(const Battle& battle, const Footprint& start, const Footprint& end,
                         const Ring& swept) {
  for (const auto& w : battle.setup().works) {
    if (w.kind == BattleWorkKind::Redoubt) {
      if (intersectionArea(swept, w.outline) > 1.0) return w.id;
      continue;
    }
    // Crossing the work's segment: the front-edge midpoint or the centre passes over it.
    const Segment seg{w.a, w.b};
    if (segmentsIntersect({start.centre(), end.centre()}, seg) ||
        segmentsIntersect({start.frontMid, end.frontMid}, seg))
      return w.id;
  }
  return {};
}

bool push(const Battle& battle, const ElementInPlay& recoiler, std::size_t pusher,
          const Footprint& pusherEnd, Vec2 direction, std::set<std::size_t>& moved, PushPlan& plan,
          int depth) {
  const auto& els = battle.elements();
  const BattleSettings& s = battle.settings();
  if (depth > 64) {
    plan.why = "push chain too long";
    return false;
  }
  for (auto j : battle.near(pusherEnd, 0.0)) {
    if (j == pusher || moved.count(j)) continue;
    const ElementInPlay& o = els[j];
    if (!overlaps(pusherEnd, o.footprint, s)) continue;
    if (o.side != recoiler.side) {
      plan.why = "enemy '" + o.id() + "'";
      return false;
    }
    // B-39: a column follower on the road behind (round a bend, facing another way) is pushed
    // back along its own rear, as the road runs.
    Vec2 way = direction;
    if (!pushable(recoiler, o, s)) {
      if (!followsAlongRoad(battle, recoiler, o)) {
        plan.blockers.push_back(j);
        plan.why = "friend '" + o.id() + "' faces another way";
        return false;
      }
      way = o.footprint.forward() * -1.0;
    }
    const double paces = clearanceAlong(pusherEnd, o.footprint, way, s);
    const Footprint end = o.footprint.moved(way * paces);
    const Ring swept = sweptStraight(o.footprint, end);
    if (blockedByTerrain(battle, swept)) {
      plan.blockers.push_back(j);
      plan.why = "impassable terrain behind '" + o.id() + "'";
      return false;
    }
    if (const std::string w = blockingWork(battle, o.footprint, end, swept); !w.empty()) {
      plan.blockers.push_back(j);
      plan.why = "work '" + w + "' behind '" + o.id() + "'";
      return false;
    }
    moved.insert(j);
    plan.pushes.push_back({j, end, paces});
    if (!push(battle, recoiler, j, end, way, moved, plan, depth + 1)) {
      if (depth == 0) plan.blockers.push_back(j);
      return false;
    }
  }
  return true;
}

}  // namespace

bool pushable(const ElementInPlay& recoiler, const ElementInPlay& other, const BattleSettings& s) {
  if (other.side != recoiler.side) return false;
  if (other.type() == TroopType::Marksmen || isStaff(other.type())) return true;
  return sameDirection(recoiler.footprint, other.footprint, s);
}

bool followsAlongRoad(const Battle& battle, const ElementInPlay& recoiler,
                      const ElementInPlay& other) {
  if (other.side != recoiler.side ||
      dot(other.footprint.forward(), recoiler.footprint.forward()) <= 0)
    return false;
  for (const auto& f : battle.setup().terrain)
    if ((f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad) &&
        f.line.size() >= 2 && onRoad(recoiler.footprint, f.line, battle.settings()) &&
        onRoad(other.footprint, f.line, battle.settings()))
      return true;
  return false;
}

namespace {

/// B-39, G-1: two friends pushed along different branches of the chain may end on each other
/// (found by the independent referee, issue #17): the one further back goes on along its own
/// way until clear of the other. Not possible when that takes it onto a friend not in the chain.
bool separatePushedFriends(const Battle& battle, std::size_t mover, const Footprint& moverEnd,
                           PushPlan& plan) {
  const BattleSettings& s = battle.settings();
  for (int pass = 0; pass < 8; ++pass) {
    bool changed = false;
    for (std::size_t a = 0; a < plan.pushes.size(); ++a)
      for (std::size_t b = 0; b < plan.pushes.size(); ++b) {
        if (a == b || !overlaps(plan.pushes[a].end, plan.pushes[b].end, s)) continue;
        PushBack& behind = plan.pushes[b];
        const Footprint& start = battle.elements()[behind.element].footprint;
        Vec2 way = behind.end.frontMid - start.frontMid;
        const double len = length(way);
        if (len < 1e-9) continue;
        way = way * (1.0 / len);
        if (dot(plan.pushes[a].end.frontMid - behind.end.frontMid, way) > 0)
          continue;  // b is in front: a moves
        const double extra = clearanceAlong(plan.pushes[a].end, behind.end, way, s);
        behind.end = behind.end.moved(way * extra);
        behind.paces += extra;
        changed = true;
      }
    if (!changed) break;
  }
  for (const auto& pb : plan.pushes)
    for (auto j : battle.near(pb.end, 0.0)) {
      if (j == mover || j == pb.element) continue;
      bool inChain = false;
      for (const auto& other : plan.pushes) inChain = inChain || other.element == j;
      const Footprint& there = j == mover ? moverEnd : battle.elements()[j].footprint;
      if (!inChain && overlaps(pb.end, there, s)) {
        plan.blockers.push_back(pb.element);
        plan.why = "friend '" + battle.elements()[j].id() + "' behind '" +
                   battle.elements()[pb.element].id() + "'";
        return false;
      }
    }
  return true;
}

}  // namespace

PushPlan planPushBack(const Battle& battle, std::size_t mover, const Footprint& moverEnd,
                      Vec2 direction) {
  PushPlan plan;
  std::set<std::size_t> moved{mover};
  plan.possible =
      push(battle, battle.elements()[mover], mover, moverEnd, direction, moved, plan, 0) &&
      separatePushedFriends(battle, mover, moverEnd, plan);
  if (plan.possible) plan.blockers.clear();
  return plan;
}

}  // namespace hfg::battle
