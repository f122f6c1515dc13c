// C-18 needs each type's tactical move in good going: the first column of T-1 (hfg-battle.md).
#pragma once

#include "core/model/troop_type.h"

namespace hfg {

/// T-1 "road / good going" tactical move in paces (hfg-battle.md T-1, rows 1-14), for a type of
/// the given grade in a battle of the given year. Mounted figures for dismountable types
/// (a force retreating on the map is mounted). Supply Base and naval elements have no land
/// move (0). Muskets and Stoic Foot use row 6 (their tactical, not march, move).
int tacticalMoveGoodGoingPaces(TroopType type, Grade grade, int year);

}  // namespace hfg
