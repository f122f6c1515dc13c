// Spotting blinds and placing the troops they hid (E-53 ... E-56, E-39, E-40, EB-55 ... EB-57).
#pragma once

#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// EB-55: the blind's terrain class, the class covering most of its footprint (ties: more open).
TerrainGrade blindTerrainClass(RulesContext& ctx, const Blind& b);
/// ET-5 / EB-55: what a spotter at `from` (higher ground by height) needs against the blind.
SpotNeed spotNeedFrom(RulesContext& ctx, Vec2 from, const Blind& b);
/// E-54: one spotting try (automatic or 2D6); reveals the blind on success.
bool trySpot(RulesContext& ctx, Vec2 from, Blind& b, const std::string& who);
/// E-55 / EB-57: remove the blind and place its troops (a dummy is simply removed).
void revealBlind(RulesContext& ctx, Blind& b, const std::string& why);
/// E-56 / EB-56: at Coffee!, blinds within automatic range of an enemy figure, unit or blind.
void automaticSpotting(RulesContext& ctx);

}  // namespace hfg::tchae
