// Enemy proximity questions the generals ask many times a bound: who is within a distance, the nearest, and how far.
#include "core/battle/hfg/ai/enemy_proximity.h"

#include <algorithm>

#include "core/battle/hfg/ai/enemy_picture.h"

namespace hfg::battle::ai {

std::vector<Shape> enemyShapes(const Battle& battle) {
  std::vector<Shape> out;
  for (const auto& k : knownEnemies(battle, battle.movingSide()))
    out.push_back(shapeOf(k.pose, k.index));
  return out;
}

std::vector<std::size_t> enemiesWithin(const std::vector<Shape>& enemies, const Footprint& fp,
                                       double withinPaces) {
  const Shape me = shapeOf(fp);
  std::vector<std::size_t> out;
  for (const auto& e : enemies) {
    if (distance(me.centre, e.centre) - me.radiusPaces - e.radiusPaces > withinPaces) continue;
    if (shapeDistancePaces(me, e) <= withinPaces) out.push_back(e.index);
  }
  return out;
}

std::optional<std::size_t> nearestEnemy(const std::vector<Shape>& enemies, const Footprint& fp,
                                        double withinPaces) {
  const Shape me = shapeOf(fp);
  std::optional<std::size_t> best;
  double bestD = withinPaces;
  for (const auto& e : enemies) {
    if (distance(me.centre, e.centre) - me.radiusPaces - e.radiusPaces > bestD) continue;
    const double d = shapeDistancePaces(me, e);
    if (d <= bestD) {
      bestD = d;
      best = e.index;
    }
  }
  return best;
}

double nearestEnemyDistance(const std::vector<Shape>& enemies, const Footprint& fp,
                            double withinPaces) {
  const Shape me = shapeOf(fp);
  double best = withinPaces + 1;
  for (const auto& e : enemies) {
    if (distance(me.centre, e.centre) - me.radiusPaces - e.radiusPaces > best) continue;
    best = std::min(best, shapeDistancePaces(me, e));
  }
  return best;
}

}  // namespace hfg::battle::ai
