// Handing a deployed table to the battle engine: TableSetup + the two orbats -> battle::BattleSetup.
#pragma once

#include "core/battle/hfg/battle_setup.h"
#include "core/model/battlefield.h"
#include "core/model/orbat.h"

namespace hfg::maps {

/// The battle set-up for a table whose forces were deployed (deployForces): sides with their
/// commands (the C-in-C's marked), every placed element with its footprint (the table's
/// headings, clockwise from table north, become the engine's, counter-clockwise from east),
/// and the terrain (areas as outlines, lines with their widths; a plateau edge becomes the
/// engine's empty crest). The defender's base edge is south. validateBattleSetup checks it.
battle::BattleSetup toBattleSetup(const TableSetup& table, const Side& defender,
                                  const Side& attacker, int year);

}  // namespace hfg::maps
