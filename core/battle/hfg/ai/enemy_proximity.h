// Enemy proximity questions the generals ask many times a bound: who is within a distance, the nearest, and how far.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle::ai {

/// The moving side's enemies as it knows them (B-20 with memory): where each was last seen.
std::vector<Shape> enemyShapes(const Battle& battle);

/// Enemies (element indices) within `withinPaces` of the footprint.
std::vector<std::size_t> enemiesWithin(const std::vector<Shape>& enemies, const Footprint& fp,
                                       double withinPaces);

/// The nearest enemy within `withinPaces` of the footprint (the first listed on a tie).
std::optional<std::size_t> nearestEnemy(const std::vector<Shape>& enemies, const Footprint& fp,
                                        double withinPaces);

/// Distance to the nearest enemy, or `withinPaces + 1` when none is within `withinPaces`.
double nearestEnemyDistance(const std::vector<Shape>& enemies, const Footprint& fp,
                            double withinPaces);

}  // namespace hfg::battle::ai
