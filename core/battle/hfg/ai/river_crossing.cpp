// Finds the ford or bridge a mover should use when a river lies across its way (issue #18).
#include "core/battle/hfg/ai/river_crossing.h"

#include <cmath>
#include <limits>
#include <optional>

#include "core/battle/common/shapes.h"
#include "core/battle/hfg/moves/water_crossing.h"

namespace hfg::battle::ai {

namespace {

/// How far short of the water a crosser squares up: its front corners stay clear of the bank
/// where the river bends beside the crossing.
constexpr double kBankClearPaces = 60;

bool meetsRiver(const BattleTerrainFeature& river, Vec2 a, Vec2 b) {
  const Segment way{a, b};
  for (std::size_t k = 0; k + 1 < river.line.size(); ++k)
    if (segmentsIntersect(way, {river.line[k], river.line[k + 1]})) return true;
  return false;
}

/// The river's direction at a crossing: its nearest segment.
Vec2 alongAt(const BattleTerrainFeature& river, Vec2 at) {
  Vec2 along{1, 0};
  double nearest = std::numeric_limits<double>::max();
  for (std::size_t k = 0; k + 1 < river.line.size(); ++k) {
    const Vec2 mid = (river.line[k] + river.line[k + 1]) * 0.5;
    const double len = distance(river.line[k], river.line[k + 1]);
    if (len < 1) continue;
    const double d = distance(mid, at) - len / 2;
    if (d < nearest) {
      nearest = d;
      along = (river.line[k + 1] - river.line[k]) * (1.0 / len);
    }
  }
  return along;
}

/// Friends of the moving side (not `mover`, not staff) standing within 300 p of a bank point:
/// a crossing they queue at is dearer (issue #18: whole corps filed over one ford, one element
/// a bound, while another ford lay free).
int queueAt(const Battle& battle, std::optional<std::size_t> mover, Vec2 bankPoint) {
  int n = 0;
  const auto& els = battle.elements();
  for (std::size_t j = 0; j < els.size(); ++j)
    if (j != mover && els[j].present() && els[j].side == battle.movingSide() &&
        !isStaff(els[j].type()) && distance(els[j].footprint.frontMid, bankPoint) <= 300)
      ++n;
  return n;
}

}  // namespace

std::optional<CrossingRoute> crossingOnTheWay(const Battle& battle, Vec2 from, Vec2 to,
                                              double depthPaces, std::optional<std::size_t> mover) {
  for (const auto& f : battle.setup().terrain) {
    if (f.terrain != TerrainClass::River || f.line.size() < 2) continue;
    if (!meetsRiver(f, from, to)) continue;
    const double half = waterWidthPaces(f, battle.settings()) / 2;
    // Crossings whose near bank is reached without meeting the river first (issue #18: on a
    // winding river the straight way to the "near" side of a ford crossed the river at a
    // bend, and every approach was refused all day). None: the mover searches for a ford
    // instead (B-46, addFordSearches).
    std::optional<CrossingRoute> best;
    double bestLength = std::numeric_limits<double>::max();
    for (const auto& c : battle.crossings()) {
      if (c.riverId != f.id) continue;
      const Vec2 along = alongAt(f, c.at);
      const Vec2 across{-along.y, along.x};
      for (double sign : {1.0, -1.0}) {
        const Vec2 approach = c.at - across * (sign * (half + kBankClearPaces));
        const Vec2 beyond = c.at + across * (sign * (half + depthPaces + 20));
        const double length = distance(from, approach) + distance(beyond, to) +
                              400.0 * queueAt(battle, mover, approach);
        const CrossingRoute route{approach, beyond, headingOf(across * sign)};
        if (meetsRiver(f, from, approach) || length >= bestLength) continue;
        bestLength = length;
        best = route;
      }
    }
    return best;
  }
  return std::nullopt;
}

}  // namespace hfg::battle::ai
