// MB-23 zones as rings in paces, MB-31 enfilade in the target's local frame, MB-47 friends near.
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kSideZoneIn = 3;
constexpr double kControlDepthIn = 12;

battle::Ring rectangle(Vec2 frontMid, double headingDeg, double frontage, double depth) {
  battle::Footprint f;
  f.frontMid = frontMid;
  f.headingDeg = headingDeg;
  f.frontagePaces = frontage;
  f.depthPaces = depth;
  return battle::ringOf(f);
}

}  // namespace

battle::Ring frontalZone(const Unit& u, double depthIn, const HowlinMobsSettings& s) {
  const battle::Footprint& f = u.footprint;
  const double depth = depthIn * s.pacesPerInch;
  return rectangle(f.frontMid + f.forward() * depth, f.headingDeg, f.frontagePaces, depth);
}

std::vector<battle::Ring> zonesOfControl(const Unit& u, const HowlinMobsSettings& s) {
  if (u.routing || u.kind == UnitKind::Wagon || !u.present()) return {};
  const battle::Footprint& f = u.footprint;
  const double side = kSideZoneIn * s.pacesPerInch;
  if (u.skirmisher()) {
    const auto grown = battle::Footprint::fromCentre(
        f.centre(), f.headingDeg, f.frontagePaces + 2 * side, f.depthPaces + 2 * side);
    return {battle::ringOf(grown)};
  }
  std::vector<battle::Ring> zones{frontalZone(u, kControlDepthIn, s)};
  const Vec2 right = f.right();
  const Vec2 back = f.forward() * -1;
  const double halfW = f.frontagePaces / 2;
  // Flank zones: 3" wide along each flank edge, as long as the unit is deep.
  zones.push_back(battle::ringOf(battle::Footprint::fromCentre(
      f.centre() + right * (halfW + side / 2), f.headingDeg, side, f.depthPaces)));
  zones.push_back(battle::ringOf(battle::Footprint::fromCentre(
      f.centre() - right * (halfW + side / 2), f.headingDeg, side, f.depthPaces)));
  // Rear zone: 3" deep behind the rear edge, as wide as the frontage.
  zones.push_back(rectangle(f.frontMid + back * f.depthPaces, f.headingDeg, f.frontagePaces, side));
  return zones;
}

bool insideZoneOf(const Unit& owner, const Unit& other, const HowlinMobsSettings& s) {
  const battle::Ring ring = battle::ringOf(other.footprint);
  for (const battle::Ring& z : zonesOfControl(owner, s))
    if (battle::ringsIntersect(z, ring)) return true;
  return false;
}

bool enfiladed(const Unit& firer, const Unit& target) {
  if (target.skirmisher()) return false;
  const Vec2 from = firer.skirmisher() ? firer.footprint.centre() : firer.footprint.frontMid;
  return target.footprint.toLocal(from).y <= 1e-9;
}

bool secureFlank(const Unit& u, const std::vector<Unit>& units, const HowlinMobsSettings& s) {
  for (const Unit& o : units) {
    if (o.id == u.id || o.side != u.side || !o.present() || o.routing) continue;
    if (o.kind == UnitKind::Wagon) continue;
    if (gapIn(u, o, s) <= s.secureFlankIn) return true;
  }
  return false;
}

double gapIn(const Unit& a, const Unit& b, const HowlinMobsSettings& s) {
  return battle::distanceBetween(battle::ringOf(a.footprint), battle::ringOf(b.footprint)) /
         s.pacesPerInch;
}

}  // namespace hfg::howlin_mobs
