// Builders of placed elements for the battle bound and move tests.
#pragma once

#include <string>
#include <utility>

#include "core/battle/battle_setup.h"
#include "core/battle/geometry/base_size.h"

namespace hfg::battle::test {

/// An element of command `cmd` of side `side`, the midpoint of its front edge at `at`, on a base
/// of `frontagePaces` x `depthPaces`.
inline PlacedElement placedElement(std::string id, std::string side, std::string cmd, TroopType type, Vec2 at,
                                   double headingDeg, double frontagePaces, double depthPaces) {
  PlacedElement p;
  p.id = std::move(id);
  p.sideId = std::move(side);
  p.commandId = std::move(cmd);
  p.element.type = type;
  p.element.id = p.id;
  p.footprint.frontMid = at;
  p.footprint.headingDeg = headingDeg;
  p.footprint.frontagePaces = frontagePaces;
  p.footprint.depthPaces = depthPaces;
  return p;
}

/// The same on the book's base for its type (1.3).
inline PlacedElement el(std::string id, std::string side, std::string cmd, TroopType type, Vec2 at,
                        double headingDeg) {
  return placedElement(std::move(id), std::move(side), std::move(cmd), type, at, headingDeg,
                       baseFrontagePaces(type), baseDepthPaces(type));
}

}  // namespace hfg::battle::test
