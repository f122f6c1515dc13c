// T-10 straight outcome moves, stopped by elements and impassable ground, and B-40 table edges.
#include "core/battle/hfg/geometry/outcome_moves.h"

#include <cmath>
#include <stdexcept>

#include "core/battle/common/movement_geometry.h"

namespace hfg::battle {

Footprint turnedAbout(const Footprint& fp) {
  Footprint out = fp;
  out.frontMid = fp.edge(EdgeId::Rear).midpoint();
  out.headingDeg = std::fmod(fp.headingDeg + 180.0, 360.0);
  return out;
}

Footprint recoilPose(const Footprint& fp) { return fp.moved(fp.forward() * -fp.depthPaces); }

Footprint repulsePose(const Footprint& fp, double totalPaces) {
  const Footprint recoiled = recoilPose(fp);
  const double rest = totalPaces > fp.depthPaces ? totalPaces - fp.depthPaces : 0;
  const Footprint turned = turnedAbout(recoiled);
  return turned.moved(turned.forward() * rest);
}

Footprint routPose(const Footprint& fp, double paces) {
  const Footprint turned = turnedAbout(fp);
  return turned.moved(turned.forward() * paces);
}

Footprint advancePose(const Footprint& fp, double paces) { return fp.moved(fp.forward() * paces); }

bool crossesTableEdge(const Footprint& fp, const TableDimensions& table) {
  constexpr double kTolerance = 1e-6;
  for (Vec2 c : fp.corners())
    if (c.x < -kTolerance || c.y < -kTolerance || c.x > table.widthPaces + kTolerance ||
        c.y > table.depthPaces + kTolerance)
      return true;
  return false;
}

StraightMoveResult moveStraight(const Footprint& start, Vec2 direction, double paces,
                                const std::vector<Footprint>& others,
                                const std::vector<Ring>& impassable, const TableDimensions& table) {
  if (!(length(direction) > 0) || !(paces >= 0))
    throw std::invalid_argument("moveStraight: expected a non-zero direction and paces >= 0");
  const Vec2 dir = direction * (1.0 / length(direction));
  // The first obstacle the swept hull meets; the hull grows with the distance, so a binary
  // search finds where it starts to meet one.
  const auto firstHit = [&](double t, StraightMoveResult& r) {
    const Ring swept = sweptStraight(start, start.moved(dir * t));
    for (std::size_t i = 0; i < others.size(); ++i)
      if (passesThrough(swept, ringOf(others[i]))) {
        r.blockedByElement = i;
        return true;
      }
    for (std::size_t i = 0; i < impassable.size(); ++i)
      if (passesThrough(swept, impassable[i])) {
        r.blockedByArea = i;
        return true;
      }
    return false;
  };
  StraightMoveResult result;
  StraightMoveResult probe;
  if (!firstHit(paces, probe)) {
    result.movedPaces = paces;
    result.completed = true;
  } else {
    double lo = 0, hi = paces;
    while (hi - lo > 0.5) {
      const double mid = (lo + hi) / 2;
      StraightMoveResult r;
      if (firstHit(mid, r))
        hi = mid;
      else
        lo = mid;
    }
    StraightMoveResult r;
    firstHit(hi, r);
    result.blockedByElement = r.blockedByElement;
    result.blockedByArea = r.blockedByArea;
    result.movedPaces = lo;
  }
  result.end = start.moved(dir * result.movedPaces);
  result.leftTable = crossesTableEdge(result.end, table);
  return result;
}

}  // namespace hfg::battle
