// Contact predicates G-1, G-2, G-3, G-5 and G-6 of hfg-battle.md section 4.
#include "core/battle/hfg/geometry/contact.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hfg::battle {
namespace {

// Signed area of a ring: positive when counter-clockwise.
double signedArea(const Ring& ring) {
  double sum = 0;
  for (std::size_t i = 0; i < ring.size(); ++i) sum += cross(ring[i], ring[(i + 1) % ring.size()]);
  return sum / 2;
}

Vec2 unit(Vec2 v) {
  const double len = length(v);
  return len > 0 ? v * (1.0 / len) : v;
}

bool opposite(Vec2 na, Vec2 nb, const BattleSettings& s) {
  return headingDifferenceDeg(headingOf(na), headingOf(nb * -1.0)) <= s.headingEpsDeg;
}

}  // namespace

bool overlaps(const Footprint& a, const Footprint& b, const BattleSettings& s) {
  const auto ca = a.corners();
  const auto cb = b.corners();
  for (Vec2 axis : {a.forward(), a.right(), b.forward(), b.right()}) {
    double minA = std::numeric_limits<double>::max(), maxA = -minA;
    double minB = minA, maxB = -minA;
    for (Vec2 p : ca) {
      minA = std::min(minA, dot(p, axis));
      maxA = std::max(maxA, dot(p, axis));
    }
    for (Vec2 p : cb) {
      minB = std::min(minB, dot(p, axis));
      maxB = std::max(maxB, dot(p, axis));
    }
    const double penetration = std::min(maxA - minB, maxB - minA);
    if (penetration <= s.contactEpsPaces) return false;
  }
  return true;
}

double footprintDistance(const Footprint& a, const Footprint& b) {
  return distanceBetween(ringOf(a), ringOf(b));
}
bool footprintsWithin(const Footprint& a, const Footprint& b, double radiusPaces) {
  return ringsWithin(ringOf(a), ringOf(b), radiusPaces);
}

double footprintDistance(const Footprint& a, Vec2 p) { return distanceBetween(ringOf(a), p); }
double footprintDistance(const Footprint& a, const Segment& seg) {
  return distanceBetween(ringOf(a), seg);
}

bool inContact(const Footprint& a, const Footprint& b, const BattleSettings& s) {
  return !overlaps(a, b, s) && footprintsWithin(a, b, s.contactEpsPaces);
}

std::optional<double> edgeContactLength(const Segment& ea, Vec2 normalA, const Segment& eb,
                                        Vec2 normalB, const BattleSettings& s) {
  if (!opposite(normalA, normalB, s)) return std::nullopt;
  const Vec2 n = unit(normalA);
  // Perpendicular distance of b's edge from a's line (both ends, since headings may differ by eps).
  const double d1 = std::abs(dot(eb.a - ea.a, n));
  const double d2 = std::abs(dot(eb.b - ea.a, n));
  if (std::max(d1, d2) > s.contactEpsPaces) return std::nullopt;
  const Vec2 t = unit(ea.b - ea.a);
  const double a0 = 0, a1 = dot(ea.b - ea.a, t);
  const double b0 = dot(eb.a - ea.a, t), b1 = dot(eb.b - ea.a, t);
  const double lo = std::max(std::min(a0, a1), std::min(b0, b1));
  const double hi = std::min(std::max(a0, a1), std::max(b0, b1));
  if (hi - lo <= s.contactEpsPaces) return std::nullopt;
  return hi - lo;
}

std::optional<double> edgeContactLength(const Footprint& a, EdgeId ea, const Footprint& b,
                                        EdgeId eb, const BattleSettings& s) {
  return edgeContactLength(a.edge(ea), a.outwardNormal(ea), b.edge(eb), b.outwardNormal(eb), s);
}

bool cornerContact(Vec2 p, Vec2 q, const BattleSettings& s) {
  return distance(p, q) <= s.contactEpsPaces;
}

bool sideEdgeToSideEdge(const Footprint& a, const Footprint& b, const BattleSettings& s) {
  for (EdgeId ea : {EdgeId::Left, EdgeId::Right})
    for (EdgeId eb : {EdgeId::Left, EdgeId::Right})
      if (edgeContactLength(a, ea, b, eb, s)) return true;
  return false;
}

std::optional<EdgeTouch> edgeTouch(const Footprint& a, EdgeId edgeOfA, const Footprint& b,
                                   const BattleSettings& s) {
  if (overlaps(a, b, s)) return std::nullopt;
  for (EdgeId eb : kAllEdges) {
    if (auto len = edgeContactLength(a, edgeOfA, b, eb, s)) return EdgeTouch{eb, false, *len};
  }
  // The angled touch: a corner of b on the edge, further than eps from both its end corners.
  const Segment e = a.edge(edgeOfA);
  const Vec2 normal = a.outwardNormal(edgeOfA);
  const std::array<std::pair<CornerId, std::array<EdgeId, 2>>, 4> cornerEdges{{
      {CornerId::FrontLeft, {EdgeId::Front, EdgeId::Left}},
      {CornerId::FrontRight, {EdgeId::Front, EdgeId::Right}},
      {CornerId::RearLeft, {EdgeId::Rear, EdgeId::Left}},
      {CornerId::RearRight, {EdgeId::Rear, EdgeId::Right}},
  }};
  for (const auto& [cid, edges] : cornerEdges) {
    const Vec2 c = b.corner(cid);
    if (distanceBetween(e, c) > s.contactEpsPaces) continue;
    if (distance(c, e.a) <= s.contactEpsPaces || distance(c, e.b) <= s.contactEpsPaces) continue;
    // The touched edge of b is the one at that corner that faces a's edge most squarely.
    const EdgeId touched =
        dot(b.outwardNormal(edges[0]), normal) < dot(b.outwardNormal(edges[1]), normal) ? edges[0]
                                                                                        : edges[1];
    return EdgeTouch{touched, true, 0};
  }
  return std::nullopt;
}

std::optional<EdgeTouch> frontalContact(const Footprint& a, const Footprint& b,
                                        const BattleSettings& s) {
  return edgeTouch(a, EdgeId::Front, b, s);
}

bool enemyFrontOnFlank(const Footprint& enemy, const Footprint& a, const BattleSettings& s) {
  const auto touch = frontalContact(enemy, a, s);
  return touch && (touch->touchedEdge == EdgeId::Left || touch->touchedEdge == EdgeId::Right);
}

bool enemyFrontOnRear(const Footprint& enemy, const Footprint& a, const BattleSettings& s) {
  const auto touch = frontalContact(enemy, a, s);
  return touch && touch->touchedEdge == EdgeId::Rear;
}

std::optional<EdgeId> linedUpOn(const Footprint& a, const Footprint& b, const BattleSettings& s) {
  if (overlaps(a, b, s)) return std::nullopt;
  const Vec2 fl = a.corner(CornerId::FrontLeft), fr = a.corner(CornerId::FrontRight);
  for (EdgeId eb : kAllEdges) {
    if (!edgeContactLength(a, EdgeId::Front, b, eb, s)) continue;
    const Segment e = b.edge(eb);
    for (Vec2 c : {fl, fr})
      if (cornerContact(c, e.a, s) || cornerContact(c, e.b, s)) return eb;
  }
  return std::nullopt;
}

std::optional<CloseCombatAspect> closeCombatAspect(const Footprint& a, const Footprint& b,
                                                   const BattleSettings& s) {
  const auto edge = linedUpOn(a, b, s);
  if (!edge) return std::nullopt;
  switch (*edge) {
    case EdgeId::Front: return CloseCombatAspect::Frontal;
    case EdgeId::Rear: return CloseCombatAspect::Rear;
    default: return CloseCombatAspect::Flank;
  }
}

Vec2 ringEdgeNormal(const Ring& ring, std::size_t i) {
  const Vec2 d = ring[(i + 1) % ring.size()] - ring[i];
  const Vec2 rightOfD = unit(Vec2{d.y, -d.x});
  // For a counter-clockwise ring the outside is on the right of each edge.
  return signedArea(ring) > 0 ? rightOfD : rightOfD * -1.0;
}

std::optional<std::size_t> assaultedEdge(const Footprint& a, const Ring& work,
                                         const BattleSettings& s) {
  for (std::size_t i = 0; i < work.size(); ++i) {
    const Segment e{work[i], work[(i + 1) % work.size()]};
    if (edgeContactLength(a.edge(EdgeId::Front), a.forward(), e, ringEdgeNormal(work, i), s))
      return i;
  }
  return std::nullopt;
}

bool fullFrontToFront(const Footprint& a, const Footprint& b, const BattleSettings& s) {
  return cornerContact(a.corner(CornerId::FrontLeft), b.corner(CornerId::FrontRight), s) &&
         cornerContact(a.corner(CornerId::FrontRight), b.corner(CornerId::FrontLeft), s);
}

}  // namespace hfg::battle
