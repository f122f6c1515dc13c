// O-A1 charge targets and poses: to the front within 600 p in good going, conformed to the facing edge.
#include "core/battle/hfg/bound/charge.h"

#include <algorithm>

#include "core/battle/hfg/bound/fixed_combat.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/common/movement_geometry.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {

std::optional<std::size_t> chargeTarget(const Battle& battle, std::size_t mounted) {
  const auto& els = battle.elements();
  const ElementInPlay& m = els[mounted];
  std::optional<std::size_t> best;
  double bestDistance = 0;
  for (auto j : battle.near(m.footprint, 600)) {
    const ElementInPlay& t = els[j];
    if (t.side == m.side || inBuaInterior(battle, j)) continue;
    if (!directlyToFrontWithin(t.footprint, m.footprint, 600)) continue;
    if (goingOf(t.footprint, battle.setup().terrain, battle.settings()) != TerrainGoing::Good)
      continue;
    const double d = footprintDistance(t.footprint, m.footprint);
    if (!best || d < bestDistance || (d == bestDistance && t.id() < els[*best].id())) {
      best = j;
      bestDistance = d;
    }
  }
  return best;
}

std::optional<Footprint> chargePose(const Battle& battle, std::size_t mounted, std::size_t target) {
  const auto& els = battle.elements();
  const Footprint& m = els[mounted].footprint;
  const Footprint& t = els[target].footprint;
  std::vector<EdgeId> edges;
  for (EdgeId e : kAllEdges)
    if (edgeFaces(t, e, m.frontMid)) edges.push_back(e);
  std::sort(edges.begin(), edges.end(), [&](EdgeId a, EdgeId b) {
    return distance(t.edge(a).midpoint(), m.frontMid) < distance(t.edge(b).midpoint(), m.frontMid);
  });
  std::vector<Footprint> others;
  std::vector<std::size_t> otherIndex;
  for (auto j : battle.near(m, 1200))
    if (j != mounted && j != target) {
      others.push_back(els[j].footprint);
      otherIndex.push_back(j);
    }
  for (EdgeId e : edges) {
    const auto pose = conformingPose(m, t, e, others, battle.settings());
    if (!pose) continue;
    const Ring swept = sweptStraight(m, *pose);
    bool clear = true;
    for (const auto& o : others) clear = clear && !passesThrough(swept, ringOf(o));
    if (clear) return pose;
  }
  return std::nullopt;
}

}  // namespace hfg::battle
