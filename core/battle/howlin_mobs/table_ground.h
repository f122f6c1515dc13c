// The ground of the table as Howlin' Mobs moves over it (MT-13, MB-19, MB-20): HFG terrain areas
// put down as impassable or rough ground, roads, and the questions a move asks of a pose.
#pragma once

#include "core/battle/howlin_mobs/battle_state.h"
#include "core/battle/howlin_mobs/terrain_table.h"

namespace hfg::howlin_mobs {

/// MT-13: puts one HFG terrain area (paces) on the table by its row: impassable (River,
/// Waterway) or rough for movement (slow going, marsh, difficult hill, wood, BUA); open ground
/// needs nothing. Obstacles and works are not laid yet (MB-22, MB-41): the log says so.
void addTerrainArea(BattleState& state, HfgTerrain hfg, const battle::Ring& area);

/// MB-19: a road's centre line (paces); roads give road-only units their way through rough.
void addRoad(BattleState& state, const Polyline& line);

bool onImpassable(const BattleState& state, const battle::Footprint& pose);
/// MB-21: the pose overlaps rough ground.
bool touchesRough(const BattleState& state, const battle::Footprint& pose);
/// MB-19: the midpoints of the pose's front and rear edges are within 1" of one road's line.
bool alongRoad(const BattleState& state, const battle::Footprint& pose);

}  // namespace hfg::howlin_mobs
