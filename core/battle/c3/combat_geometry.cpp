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
  const auto best = std::min_element(side.begin(), side.end(),
                                     [](const Contender& a, const Contender& b) {
                                       if (a.factor != b.factor) return a.factor > b.factor;
                                       if (a.sp != b.sp) return a.sp > b.sp;
                                       return a.id < b.id;
                                     });
  return best->id;
}

}  // namespace hfg::c3
