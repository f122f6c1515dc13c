// G-11, G-22 and G-25 of hfg-battle.md section 4.
#include "core/battle/hfg/geometry/formation.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"

namespace hfg::battle {
namespace {

bool filtersAllow(const OverlapFilters& f) {
  if (f.overlapperIsFoot && f.enemyBoundForOverlapper && !f.overlappedFightingFriendlyArtillery)
    return false;
  return !f.overlapperIsStaffFightingAsStaff && !f.overlappedCannotBeOverlapped &&
         !f.edgeAlreadyOverlappedOrContacted;
}

// True when point p lies on an edge of x that faces the direction `facing` squarely.
bool touchesEdgeFacing(Vec2 p, const Footprint& x, Vec2 facing, const BattleSettings& s) {
  for (EdgeId e : kAllEdges) {
    const double align = dot(x.outwardNormal(e), facing);
    if (align > -std::cos(s.headingEpsDeg * std::numbers::pi / 180.0)) continue;
    if (distanceBetween(x.edge(e), p) <= s.contactEpsPaces) return true;
  }
  return false;
}

}  // namespace

bool overlapsByCorner(const Footprint& c, const Footprint& a,
                      const std::vector<Footprint>& enemiesOfC, const OverlapFilters& f,
                      const BattleSettings& s) {
  if (!filtersAllow(f) || !oppositeDirection(c, a, s)) return false;
  const std::pair<CornerId, CornerId> pairs[] = {{CornerId::FrontRight, CornerId::FrontRight},
                                                 {CornerId::FrontLeft, CornerId::FrontLeft}};
  for (const auto& [ca, cc] : pairs) {
    const Vec2 corner = c.corner(cc);
    if (!cornerContact(a.corner(ca), corner, s)) continue;
    // The first few paces of c's front edge beyond that corner must be free of enemies.
    const Vec2 other =
        c.corner(cc == CornerId::FrontRight ? CornerId::FrontLeft : CornerId::FrontRight);
    const Vec2 dir = (other - corner) * (1.0 / length(other - corner));
    const Vec2 probe = corner + dir * (5 * s.contactEpsPaces);
    const bool engaged = std::any_of(enemiesOfC.begin(), enemiesOfC.end(), [&](const auto& x) {
      return touchesEdgeFacing(probe, x, c.forward(), s);
    });
    if (!engaged) return true;
  }
  return false;
}

bool overlapsFlankToFlank(const Footprint& c, const Footprint& a, const OverlapFilters& f,
                          const BattleSettings& s) {
  if (!filtersAllow(f) || f.overlapperIsArtillery || f.overlappedIsArtillery) return false;
  return oppositeDirection(c, a, s) && sideEdgeToSideEdge(c, a, s);
}

bool objectOverlaps(const Ring& object, const Footprint& e, const BattleSettings& s) {
  const std::size_t n = object.size();
  const Vec2 f = e.forward(), r = e.right();
  for (CornerId cid : {CornerId::FrontLeft, CornerId::FrontRight}) {
    const Vec2 corner = e.corner(cid);
    for (std::size_t i = 0; i < n; ++i) {
      if (!cornerContact(object[i], corner, s)) continue;
      for (const Vec2 q : {object[(i + n - 1) % n], object[(i + 1) % n]}) {
        const bool onFrontLine = std::abs(dot(q - e.frontMid, f)) <= s.contactEpsPaces;
        const bool outside =
            std::abs(dot(q - e.frontMid, r)) > e.frontagePaces / 2 + s.contactEpsPaces;
        if (onFrontLine && outside) return true;
      }
    }
  }
  return false;
}

bool overlapsInCloseCombat(const Footprint& c, const Footprint& a,
                           const std::vector<Footprint>& enemiesOfC, const OverlapFilters& f,
                           const BattleSettings& s) {
  return overlapsByCorner(c, a, enemiesOfC, f, s) || overlapsFlankToFlank(c, a, f, s);
}

bool isLine(const std::vector<Footprint>& elements, const BattleSettings& s) {
  if (elements.empty()) return false;
  for (const auto& e : elements)
    if (!sameDirection(e, elements.front(), s)) return false;
  // Each element has at most one right-hand neighbour (its FR on their FL) and at most one
  // left-hand one; exactly one element starts the chain.
  const std::size_t n = elements.size();
  std::vector<int> next(n, -1), prevCount(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j && cornerContact(elements[i].corner(CornerId::FrontRight),
                                  elements[j].corner(CornerId::FrontLeft), s)) {
        if (next[i] != -1) return false;
        next[i] = static_cast<int>(j);
        ++prevCount[j];
      }
  std::size_t starts = 0, start = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (prevCount[i] > 1) return false;
    if (prevCount[i] == 0) {
      ++starts;
      start = i;
    }
  }
  if (starts != 1) return false;
  std::size_t visited = 1;
  for (int k = next[start]; k != -1; k = next[static_cast<std::size_t>(k)]) ++visited;
  return visited == n;
}

std::optional<std::vector<std::size_t>> columnOrder(const std::vector<Footprint>& elements,
                                                    const BattleSettings& s) {
  const std::size_t n = elements.size();
  if (n == 0) return std::nullopt;
  std::vector<int> follower(n, -1);
  std::vector<int> leaders(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j && cornerContact(elements[j].edge(EdgeId::Front).midpoint(),
                                  elements[i].edge(EdgeId::Rear).midpoint(), s)) {
        if (follower[i] != -1) return std::nullopt;
        follower[i] = static_cast<int>(j);
        ++leaders[j];
      }
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < n; ++i)
    if (leaders[i] == 0) order.push_back(i);
  if (order.size() != 1) return std::nullopt;
  for (int k = follower[order.front()]; k != -1; k = follower[static_cast<std::size_t>(k)]) {
    if (order.size() > n) return std::nullopt;
    order.push_back(static_cast<std::size_t>(k));
  }
  if (order.size() != n) return std::nullopt;
  return order;
}

bool isLineGroup(const std::vector<Footprint>& elements,
                 const std::vector<bool>& supportingArtillery, const BattleSettings& s) {
  const std::size_t n = elements.size();
  if (n == 0) return false;
  for (const auto& e : elements)
    if (!sameDirection(e, elements.front(), s)) return false;
  const auto supporting = [&](std::size_t i) {
    return i < supportingArtillery.size() && supportingArtillery[i];
  };
  // Flood fill over contacts; a supporting gun joins the group but passes no connection on.
  std::vector<bool> seen(n, false);
  std::vector<std::size_t> stack{0};
  seen[0] = true;
  while (!stack.empty()) {
    const std::size_t i = stack.back();
    stack.pop_back();
    for (std::size_t j = 0; j < n; ++j) {
      if (seen[j] || !inContact(elements[i], elements[j], s)) continue;
      seen[j] = true;
      if (!supporting(j)) stack.push_back(j);
    }
  }
  return std::all_of(seen.begin(), seen.end(), [](bool b) { return b; });
}

std::optional<Footprint> conformingPose(const Footprint& m, const Footprint& e, EdgeId edge,
                                        const std::vector<Footprint>& others,
                                        const BattleSettings& s) {
  const Segment target = e.edge(edge);
  const Vec2 n = e.outwardNormal(edge);
  Footprint pose = m;
  pose.headingDeg = headingOf(n * -1.0);
  const Vec2 r = pose.right();
  // Ends of the edge as seen from the mover.
  const Vec2 left = dot(target.a, r) < dot(target.b, r) ? target.a : target.b;
  const Vec2 right = dot(target.a, r) < dot(target.b, r) ? target.b : target.a;
  const double halfW = m.frontagePaces / 2;
  const std::vector<Vec2> candidates{left + r * halfW, right - r * halfW};
  // Sideways shift is measured along the edge from the mover's current front-edge midpoint.
  const double currentAlong = dot(m.frontMid - target.a, r);
  std::optional<Footprint> best;
  double bestMove = INFINITY;
  for (Vec2 mid : candidates) {
    Footprint p = pose;
    p.frontMid = mid;
    if (std::abs(dot(mid - target.a, r) - currentAlong) > 400 + s.contactEpsPaces) continue;
    const bool blocked = std::any_of(others.begin(), others.end(),
                                     [&](const Footprint& x) { return overlaps(p, x, s); });
    if (blocked || overlaps(p, e, s)) continue;
    const double moved = distance(mid, m.frontMid);
    if (moved < bestMove) {
      bestMove = moved;
      best = p;
    }
  }
  return best;
}

}  // namespace hfg::battle
