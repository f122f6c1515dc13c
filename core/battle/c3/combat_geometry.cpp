#include "core/battle/c3/combat_geometry.h"

#include <algorithm>
#include <cmath>

namespace hfg::c3 {

namespace {

PointM unit(PointM v) {
  const double len = std::hypot(v.x, v.y);
  if (len <= 0) return {0, 0};
  return {v.x / len, v.y / len};
}

}  // namespace

PointM fallBackDirection(PointM self, const std::vector<KnownEnemy>& enemies, PointM cause,
                         const C3Settings& s) {
  PointM sum{0, 0};
  for (const KnownEnemy& e : enemies) {
    if (e.sp <= 0 || distanceM(self, e.at) > s.fallBackEnemyM) continue;
    const PointM dir = unit({e.at.x - self.x, e.at.y - self.y});
    sum.x += dir.x * e.sp;
    sum.y += dir.y * e.sp;
  }
  if (std::hypot(sum.x, sum.y) <= 1e-9) sum = {cause.x - self.x, cause.y - self.y};
  const PointM toward = unit(sum);
  return {-toward.x, -toward.y};
}

int flanksOverlapped(FrontSpan enemy, const std::vector<FrontSpan>& side, bool enemyHasFlanks,
                     const C3Settings& s) {
  if (!enemyHasFlanks || side.empty()) return 0;
  bool left = false;
  bool right = false;
  for (const FrontSpan& u : side) {
    left = left || u.left <= enemy.left - s.overlapBeyondM;
    right = right || u.right >= enemy.right + s.overlapBeyondM;
  }
  return (left ? 1 : 0) + (right ? 1 : 0);
}

std::optional<int> leadingUnit(const std::vector<Contender>& side) {
  if (side.empty()) return std::nullopt;
  const auto best =
      std::min_element(side.begin(), side.end(), [](const Contender& a, const Contender& b) {
        if (a.factor != b.factor) return a.factor > b.factor;
        if (a.sp != b.sp) return a.sp > b.sp;
        return a.id < b.id;
      });
  return best->id;
}

namespace {

// `p` in the edge's frame: x along the front (to the right of the facing), y ahead of it.
PointM local(const FrontEdge& edge, PointM p) {
  const PointM f = unit(edge.facing);
  const double dx = p.x - edge.mid.x;
  const double dy = p.y - edge.mid.y;
  return {dx * f.y - dy * f.x, dx * f.x + dy * f.y};
}

}  // namespace

bool inFrontArc(const FrontEdge& edge, PointM p, const C3Settings& s) {
  const PointM q = local(edge, p);
  if (q.y < 0) return false;
  const double spread = std::tan(s.frontArcDeg * 3.14159265358979323846 / 180.0);
  return std::fabs(q.x) <= edge.widthM / 2 + q.y * spread;
}

bool enfiladed(const FrontEdge& target, PointM firerCentre, bool canBeEnfiladed) {
  return canBeEnfiladed && local(target, firerCentre).y < 0;
}

}  // namespace hfg::c3
