// Pontooneers at a river bank counting full bounds and turning into a temporary bridge (T-13).
#include "core/battle/hfg/bound/pontoon_bridge.h"

#include <cmath>

#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

std::optional<std::size_t> riverAtBank(const Battle& battle, std::size_t element) {
  const ElementInPlay& e = battle.elements()[element];
  const auto& terrain = battle.setup().terrain;
  for (std::size_t k = 0; k < terrain.size(); ++k) {
    const auto& f = terrain[k];
    if ((f.terrain != TerrainClass::River && f.terrain != TerrainClass::Stream) ||
        f.line.size() < 2)
      continue;
    const double width = f.widthPaces > 0 ? f.widthPaces : battle.settings().streamWidthPaces;
    const double front = distanceToPolyline(e.footprint.frontMid, f.line);
    if (front <= width / 2 + 25 && distanceToPolyline(e.footprint.centre(), f.line) > front)
      return k;
  }
  return std::nullopt;
}

void advanceBridging(Battle& battle) {
  auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    ElementInPlay& e = els[i];
    if (!e.present() || e.side != battle.movingSide() || e.type() != TroopType::Pontooneers)
      continue;
    const auto river =
        e.condition == ElementCondition::Ready ? riverAtBank(battle, i) : std::nullopt;
    if (!river) {
      e.bridgingBounds = 0;
      e.bridgingAt.reset();
      continue;
    }
    // A full bound there: it stood on this spot at the end of its last own bound and has not
    // moved since (a repulse moves it, so the count starts again).
    const bool full =
        e.bridgingAt && distance(*e.bridgingAt, e.footprint.frontMid) < 0.5 && e.movedPaces == 0;
    e.bridgingBounds = full ? e.bridgingBounds + 1 : 0;
    e.bridgingAt = e.footprint.frontMid;
    if (e.bridgingBounds < kBridgingBounds) {
      if (e.bridgingBounds > 0)
        battle.log(LogKind::Move,
                   e.id() + " bridging at the bank: " + std::to_string(e.bridgingBounds) + " of " +
                       std::to_string(kBridgingBounds) + " full bounds (T-13)");
      continue;
    }
    const auto& f = battle.setup().terrain[*river];
    BattleCrossing c;
    c.id = "bridge-" + e.id();
    c.riverId = f.id;
    c.kind = CrossingKind::Bridge;
    c.at = pointAlong(f.line, arcLengthOfNearest(f.line, e.footprint.frontMid)).first;
    c.widthPaces = kTemporaryBridgeWidthPaces;
    battle.crossings().push_back(c);
    e.exchangedForBridge = true;
    battle.remove(i, ElementCondition::Spent);
    battle.log(LogKind::Move,
               e.id() + " is exchanged for a temporary bridge over " + f.id +
                   " after 3 full bounds at the bank (T-13, CROSSING OR MOVING BY WATER)");
  }
}

}  // namespace hfg::battle
