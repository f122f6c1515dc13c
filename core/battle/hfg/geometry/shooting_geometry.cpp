// Shooting geometry G-8, G-9, G-10, G-12, G-16, G-17 and G-18 of hfg-battle.md section 4.
#include "core/battle/hfg/geometry/shooting_geometry.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"

namespace hfg::battle {
namespace {

constexpr double kFarPaces = 100000;

Vec2 unit(Vec2 v) {
  const double len = length(v);
  return len > 0 ? v * (1.0 / len) : v;
}

Vec2 centroidOf(const Ring& ring) {
  Vec2 sum;
  for (Vec2 p : ring) sum = sum + p;
  return ring.empty() ? sum : sum * (1.0 / static_cast<double>(ring.size()));
}

}  // namespace

ShootingEdge shootingEdgeOf(const Footprint& fp, EdgeId edge) {
  return {fp.edge(edge), fp.outwardNormal(edge)};
}

bool inOrdinaryArc(const ShootingEdge& s, const Ring& target, const BattleSettings& st) {
  const Vec2 origin = s.segment.midpoint();
  const Vec2 n = unit(s.outwardNormal);
  const Vec2 x = unit(s.segment.b - s.segment.a);
  for (Vec2 k : target)
    if (dot(k - origin, n) < -st.contactEpsPaces) return false;  // (1) partly behind the line
  const double halfL = s.segment.lengthPaces() / 2 + st.arcSideExtensionPaces;
  const Ring strip{origin - x * halfL, origin + x * halfL, origin + x * halfL + n * kFarPaces,
                   origin - x * halfL + n * kFarPaces};
  return ringsIntersect(target, strip);  // (2) meets the strip
}

double rangePaces(const ShootingEdge& s, const Ring& target) {
  return distanceBetween(target, s.segment);
}

bool inRange(const ShootingEdge& s, const Ring& target, double maxRangePaces, bool mist) {
  const double cap = mist ? std::min(maxRangePaces, 200.0) : maxRangePaces;
  return rangePaces(s, target) <= cap;
}

bool inAllRoundArc(const Ring& shooter, std::size_t edgeIndex, const Ring& target) {
  const Vec2 c = centroidOf(shooter);
  const Vec2 p1 = shooter[edgeIndex];
  const Vec2 p2 = shooter[(edgeIndex + 1) % shooter.size()];
  const Ring wedge{p1, p1 + unit(p1 - c) * kFarPaces, p2 + unit(p2 - c) * kFarPaces, p2};
  return ringsIntersect(target, wedge);
}

bool inAllRoundArc(const Footprint& shooter, EdgeId edge, const Ring& target) {
  // ringOf gives FR, FL, RL, RR: edge 0 front, 1 left, 2 rear, 3 right.
  std::size_t index = 0;
  switch (edge) {
    case EdgeId::Front: index = 0; break;
    case EdgeId::Left: index = 1; break;
    case EdgeId::Rear: index = 2; break;
    case EdgeId::Right: index = 3; break;
  }
  return inAllRoundArc(ringOf(shooter), index, target);
}

bool enfiladedBy(const Footprint& a, const Segment& enemyShootingEdge) {
  const Segment rear = a.edge(EdgeId::Rear);
  const Vec2 dir = rear.b - rear.a;
  const double s1 = cross(dir, enemyShootingEdge.a - rear.a);
  const double s2 = cross(dir, enemyShootingEdge.b - rear.a);
  return s1 * s2 <= 0;
}

bool canBeEnfiladed(TroopType type, bool redoubtOccupant) {
  if (redoubtOccupant || categoryOf(type) == TroopCategory::Naval) return false;
  return type != TroopType::SupplyBase && type != TroopType::Laager &&
         type != TroopType::Pontooneers && type != TroopType::Aeronauts;
}

LineOfFire lineOfFire(const Segment& shootingEdge, const Segment& targetEdge) {
  Vec2 ta = targetEdge.a, tb = targetEdge.b;
  const Segment s1{shootingEdge.a, ta}, s2{shootingEdge.b, tb};
  if (segmentsIntersect(s1, s2)) std::swap(ta, tb);
  LineOfFire lof;
  lof.quad = {shootingEdge.a, shootingEdge.b, tb, ta};
  lof.side1 = {shootingEdge.a, ta};
  lof.side2 = {shootingEdge.b, tb};
  return lof;
}

bool lineOfFireClear(const LineOfFire& lof, const std::vector<Ring>& blockers,
                     const std::function<bool(const Segment&)>& sideClear) {
  if (sideClear && (!sideClear(lof.side1) || !sideClear(lof.side2))) return false;
  return std::none_of(blockers.begin(), blockers.end(),
                      [&](const Ring& x) { return intersectionArea(lof.quad, x) > 1.0; });
}

bool mayShootOver(const ShootOverCase& c) {
  if (c.shooterIsArtillery && c.xSupportedOrAidedByShooter) return true;
  if (c.xIsMarksmen && (c.xIsFriendly || c.xDistanceToShooterPaces > 400)) return true;
  const bool farFromBoth = c.xDistanceToShooterPaces > 400 && c.xDistanceToTargetPaces > 400;
  if (farFromBoth && c.shooterIsArtillery && c.shooterOnHill) return true;
  if (farFromBoth && (c.shooterIsArtillery || c.shooterIsNaval) && c.targetOnHill) return true;
  if (c.shooterIsRifledArtillery && c.xDistanceToShooterPaces > 800 &&
      c.xDistanceToTargetPaces > 400)
    return true;
  // B-16: overhead fire over an entrenchment's foot occupants needs year > 1899.
  return c.shooterIsRifledArtillery && c.year > 1899 && c.xIsEntrenchmentFootOccupant;
}

bool supports(const Footprint& p, const Footprint& e, const BattleSettings& s) {
  return sameDirection(p, e, s) &&
         edgeContactLength(p, EdgeId::Front, e, EdgeId::Rear, s).has_value();
}

bool aidableNeighbour(const Footprint& e, const Footprint& n, const BattleSettings& s) {
  if (sideEdgeToSideEdge(e, n, s)) return true;
  return cornerContact(e.corner(CornerId::FrontLeft), n.corner(CornerId::FrontRight), s) ||
         cornerContact(e.corner(CornerId::FrontRight), n.corner(CornerId::FrontLeft), s);
}

bool aidsAgainst(const Footprint& e, const Ring& enemy, double artilleryMaxRangePaces, bool mist,
                 const BattleSettings& s) {
  const ShootingEdge front = shootingEdgeOf(e, EdgeId::Front);
  return inOrdinaryArc(front, enemy, s) && inRange(front, enemy, artilleryMaxRangePaces, mist);
}

std::vector<std::size_t> supportedBy(const Footprint& p, const std::vector<Footprint>& friends,
                                     const BattleSettings& s) {
  std::vector<std::pair<double, std::size_t>> found;
  for (std::size_t i = 0; i < friends.size(); ++i)
    if (supports(p, friends[i], s))
      found.push_back({*edgeContactLength(p, EdgeId::Front, friends[i], EdgeId::Rear, s), i});
  // Longest contact first stands in for "nearest"; a front edge can touch at most 2 rear edges.
  std::sort(found.begin(), found.end(), [](auto a, auto b) { return a.first > b.first; });
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < found.size() && k < 2; ++k) out.push_back(found[k].second);
  return out;
}

}  // namespace hfg::battle
