// B-38 repulse paths: straight to the former rear, sliding round marsh and enemy SPs, diverting to a ford or bridge over a river.
#include "core/battle/hfg/bound/repulse_path.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/battle/hfg/bound/outcome_obstacles.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/geometry/outcome_moves.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {
namespace {

constexpr double kStepPaces = 25;

/// What a repulse can bump into, gathered once.
struct Surroundings {
  const Battle& battle;
  std::vector<Footprint> enemies;
  std::vector<std::size_t> enemyIndex;
  std::vector<Ring> blocking;
  std::vector<std::string> blockingNames;
};

StraightMoveResult leg(const Surroundings& s, const Footprint& from, Vec2 dir, double paces) {
  return moveStraight(from, dir, paces, s.enemies, s.blocking, s.battle.table());
}

/// Takes a leg's result into the move; true when the repulse stops there (enemy, table edge).
bool take(const Surroundings& s, const StraightMoveResult& r, Footprint& pos, double& left,
          RepulseMove& out) {
  pos = r.end;
  out.movedPaces += r.movedPaces;
  left -= r.movedPaces;
  if (r.leftTable) {
    out.leftTable = true;
    return true;
  }
  if (!r.completed && r.blockedByElement) {
    out.enemyMet = s.enemyIndex[*r.blockedByElement];
    return true;
  }
  return false;
}

/// The unit direction of the edge of `area` nearest the footprint, pointing to the `side` half-plane.
Vec2 boundaryTangent(const Ring& area, const Footprint& fp, Vec2 side) {
  const Ring ring = ringOf(fp);
  double best = 1e18;
  Vec2 tangent = side;
  for (std::size_t k = 0; k < area.size(); ++k) {
    const Vec2 a = area[k];
    const Vec2 b = area[(k + 1) % area.size()];
    if (distance(a, b) < 1e-9) continue;
    const double d = distanceBetween(ring, Segment{a, b});
    if (d < best) {
      best = d;
      tangent = (b - a) * (1.0 / distance(a, b));
    }
  }
  if (dot(tangent, side) < 0) tangent = tangent * -1.0;
  return dot(tangent, side) < 0.05 ? side : tangent;
}

/// B-38: slides along the boundary of blocking area `k` (the shorter sideways way first), back to
/// its rear as soon as that is clear. False when neither way is open.
bool slideRound(const Surroundings& s, std::size_t k, Vec2 travel, Footprint& pos, double& left,
                RepulseMove& out) {
  const Ring& area = s.blocking[k];
  const Vec2 perp{-travel.y, travel.x};
  const auto sidewaysClearance = [&](double sense) {
    double areaFar = -1e18, selfNear = 1e18;
    for (Vec2 v : area) areaFar = std::max(areaFar, sense * dot(perp, v));
    for (Vec2 q : pos.corners()) selfNear = std::min(selfNear, sense * dot(perp, q));
    return areaFar - selfNear;
  };
  const double first = sidewaysClearance(1.0) <= sidewaysClearance(-1.0) ? 1.0 : -1.0;
  for (double sense : {first, -first}) {
    const Vec2 side = perp * sense;
    Footprint at = pos;
    double used = 0;
    bool slid = false;
    RepulseMove trial = out;
    for (int guard = 0; guard < 2000 && left - used > 0.5; ++guard) {
      const double step = std::min(kStepPaces, left - used);
      StraightMoveResult r = leg(s, at, travel, step);
      double l = left - used;
      if (r.movedPaces > 0.5) {
        const bool stop = take(s, r, at, l, trial);
        used = left - l;
        if (stop) break;
        if (slid && r.completed) break;  // round it: straight on to the rear from here
        continue;
      }
      if (r.blockedByElement) {
        take(s, r, at, l, trial);
        break;
      }
      r = leg(s, at, boundaryTangent(area, at, side), step);
      if (r.movedPaces < 0.5) r = leg(s, at, side, step);
      if (r.movedPaces < 0.5) break;  // this way is shut
      slid = true;
      const bool stop = take(s, r, at, l, trial);
      used = left - l;
      if (stop) break;
    }
    if (!slid) continue;
    out = trial;
    pos = at;
    left -= used;
    out.divertedVia = s.blockingNames[k];
    return true;
  }
  return false;
}

/// B-38: to the nearest ford or bridge of river `riverId` whose far bank it reaches within `left`:
/// along the near bank to the crossing, then straight across. False when there is none.
bool divertToCrossing(const Surroundings& s, const std::string& riverId, Vec2 travel,
                      Footprint& pos, double& left, RepulseMove& out) {
  const Battle& battle = s.battle;
  const BattleTerrainFeature* river = nullptr;
  for (const auto& f : battle.setup().terrain)
    if (f.id == riverId && f.line.size() >= 2) river = &f;
  if (!river) return false;
  const double halfWidth =
      (river->widthPaces > 0 ? river->widthPaces : battle.settings().streamWidthPaces) / 2;
  struct Route {
    Vec2 nearSide, farSide;
    double paces = 1e18;
    std::string id;
  };
  Route best;
  const Vec2 from = pos.centre();
  for (const auto& c : battle.crossings()) {
    if (c.riverId != riverId) continue;
    const Vec2 along = pointAlong(river->line, arcLengthOfNearest(river->line, c.at)).second;
    Vec2 normal{-along.y, along.x};
    if (dot(normal, travel) < 0) normal = normal * -1.0;
    // Half the footprint's extent across the river, kept 2 p clear of each bank.
    const double halfAcross = std::abs(dot(normal, pos.forward())) * pos.depthPaces / 2 +
                              std::abs(dot(normal, pos.right())) * pos.frontagePaces / 2;
    Route r{c.at - normal * (halfWidth + halfAcross + 2),
            c.at + normal * (halfWidth + halfAcross + 2), 0, c.id};
    r.paces = distance(from, r.nearSide) + distance(r.nearSide, r.farSide);
    if (r.paces > left + 1e-6 || r.paces >= best.paces) continue;
    // The way along the near bank must stay out of the river.
    bool wet = false;
    const double bank = distance(from, r.nearSide);
    for (double t = kStepPaces; t < bank && !wet; t += kStepPaces)
      wet = ringMeetsBand(ringOf(pos.moved((r.nearSide - from) * (t / bank))), river->line,
                          halfWidth);
    if (!wet) best = r;
  }
  if (best.id.empty()) return false;
  out.divertedVia = best.id;
  for (auto [a, b] : {std::pair{from, best.nearSide}, std::pair{best.nearSide, best.farSide}}) {
    const double paces = distance(a, b);
    if (paces < 0.5) continue;
    const StraightMoveResult r = leg(s, pos, (b - a) * (1.0 / paces), paces);
    if (take(s, r, pos, left, out)) return true;
    if (!r.completed) {
      if (r.blockedByArea) out.haltedAt = s.blockingNames[*r.blockedByArea];
      return true;
    }
  }
  return true;
}

}  // namespace

namespace {

/// T-10, G-1: a repulse that halts at terrain it can neither cross nor avoid may not end on top
/// of friends it was passing through (found by the independent referee, issue #17): it halts at
/// the last pose short of them, back along its way in 25 p steps (at most to where it started).
Footprint clearOfFriendsBack(const Battle& battle, std::size_t element, const Footprint& halted,
                             Vec2 travel, double movedPaces) {
  const ElementInPlay& e = battle.elements()[element];
  const auto onFriend = [&](const Footprint& fp) {
    for (auto j : battle.near(fp, 0.0))
      if (j != element && battle.elements()[j].side == e.side &&
          intersectionArea(ringOf(fp), ringOf(battle.elements()[j].footprint)) > 1.0)
        return true;
    return false;
  };
  for (double back = 0; back <= movedPaces; back += 25)
    if (const Footprint fp = halted.moved(travel * -back); !onFriend(fp)) return fp;
  return e.footprint;
}

}  // namespace

RepulseMove repulseMove(const Battle& battle, std::size_t element, Vec2 travel, double totalPaces) {
  const ElementInPlay& e = battle.elements()[element];
  Surroundings s{
      battle, {}, {}, outcomeBlockingAreas(battle, e.side), outcomeBlockingNames(battle, e.side)};
  for (auto j : battle.near(e.footprint, totalPaces + 1600))
    if (j != element && battle.elements()[j].side != e.side) {
      s.enemies.push_back(battle.elements()[j].footprint);
      s.enemyIndex.push_back(j);
    }
  RepulseMove out;
  Footprint pos = e.footprint;
  double left = totalPaces;
  const auto stopped = [&] { return out.leftTable || out.enemyMet || !out.haltedAt.empty(); };
  for (int guard = 0; guard < 64 && left > 0.5 && !stopped(); ++guard) {
    const StraightMoveResult r = leg(s, pos, travel, left);
    // T-10: a river it cannot cross; B-38: diverted to a crossing in reach, else it halts.
    if (const auto river = riverAheadFromBank(battle, pos, travel, r.movedPaces);
        river && !river->atCrossing) {
      pos = pos.moved(travel * river->clearPaces);
      out.movedPaces += river->clearPaces;
      left -= river->clearPaces;
      if (!divertToCrossing(s, river->riverId, travel, pos, left, out))
        out.haltedAt = river->riverId;
      continue;
    }
    if (take(s, r, pos, left, out) || r.completed) break;
    if (r.blockedByArea && !slideRound(s, *r.blockedByArea, travel, pos, left, out))
      out.haltedAt = s.blockingNames[*r.blockedByArea];
  }
  out.end = pos;
  if (!out.haltedAt.empty())
    out.end = clearOfFriendsBack(battle, element, pos, travel, out.movedPaces);
  if (out.leftTable || out.enemyMet || !out.haltedAt.empty()) return out;
  // T-10: it passes through friends; it ends in the first clear space beyond them, or beyond a
  // friendly or empty BUA, SP or redoubt it would end in.
  const ClearBeyond beyond = firstClearBeyond(
      battle, element, pos, travel, flowThroughAreas(battle, e.side, e.footprint), s.blocking);
  if (beyond.leftTable) {
    out.leftTable = true;
  } else if (!beyond.blocked && beyond.paces > 0) {
    out.end = beyond.end;
    out.movedPaces += beyond.paces;
  } else if (beyond.blocked) {
    out.end =
        clearOfFriendsBack(battle, element, pos, travel, out.movedPaces);  // G-1: not on friends
  }
  return out;
}

}  // namespace hfg::battle
