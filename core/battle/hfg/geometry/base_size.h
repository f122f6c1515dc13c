// Base frontage and depth of each troop type in paces (hfg-battle.md 1.3, B-3, B-4).
#pragma once

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/common/footprint.h"
#include "core/model/troop_type.h"

namespace hfg::battle {

/// Frontage in paces: 400 for every land element (1.3), the naval setting for ships (B-3).
double baseFrontagePaces(TroopType type, const BattleSettings& settings = {});
/// Depth in paces from the 40 mm column of BASE SIZES (1.3); one 400 p base for the four
/// dismountable types in either state (B-4); naval per B-3.
double baseDepthPaces(TroopType type, const BattleSettings& settings = {});
/// A footprint of the type's base size at the given front-edge midpoint and heading.
Footprint baseFootprint(TroopType type, Vec2 frontMid, double headingDeg,
                        const BattleSettings& settings = {});

}  // namespace hfg::battle
