// Poses beside a friend's flank, level with its front edge, for an element that would otherwise attack alone.
#include "core/battle/hfg/ai/line_dressing.h"

#include <algorithm>
#include <utility>

#include "core/battle/hfg/ai/enemy_proximity.h"

namespace hfg::battle::ai {

namespace {

bool overlapsAnything(const Battle& battle, std::size_t i, const Footprint& pose) {
  const Shape s = shapeOf(pose);
  const auto& els = battle.elements();
  for (std::size_t j = 0; j < els.size(); ++j) {
    if (j == i || !els[j].present()) continue;
    if (distance(els[j].footprint.frontMid, pose.frontMid) > 1500) continue;
    if (shapesOverlap(s, shapeOf(els[j].footprint))) return true;
  }
  return false;
}

}  // namespace

std::vector<Footprint> dressingPoses(const Battle& battle, std::size_t i,
                                     const std::vector<std::size_t>& mates,
                                     const std::vector<Shape>& enemies, double reachPaces,
                                     std::size_t most) {
  const auto& els = battle.elements();
  const Footprint& me = els[i].footprint;
  std::vector<std::pair<double, Footprint>> found;
  for (auto f : mates) {
    if (f == i) continue;
    const Footprint& friendFp = els[f].footprint;
    const double friendToEnemy = nearestEnemyDistance(enemies, friendFp, 6000);
    for (double side : {-1.0, 1.0}) {
      // Touching the friend's flank, front edges level (B-8: same heading, in contact).
      const double offset = (friendFp.frontagePaces + me.frontagePaces) / 2;
      const Footprint pose{friendFp.frontMid + friendFp.right() * (side * offset),
                           friendFp.headingDeg, me.frontagePaces, me.depthPaces};
      const double travel = distance(pose.frontMid, me.frontMid);
      if (travel > reachPaces) continue;
      // Not a step nearer the enemy than the friend: the pair go in together, later.
      if (nearestEnemyDistance(enemies, pose, 6000) < friendToEnemy - 1) continue;
      if (overlapsAnything(battle, i, pose)) continue;
      found.push_back({travel, pose});
    }
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Footprint> out;
  for (const auto& [travel, pose] : found) {
    if (out.size() >= most) break;
    out.push_back(pose);
  }
  return out;
}

}  // namespace hfg::battle::ai
