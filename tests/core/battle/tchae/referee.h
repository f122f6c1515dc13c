// The TCHAE referee: invariants checked every turn by code that shares none of the engine's decisions (issue 20).
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/table_geometry.h"
#include "core/battle/tchae/terrain.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

namespace hfg::tchae::test {

/// No two units on the table overlap, none stands off the table or (but artillery and
/// cavalry kept out of it by E-26) on unfordable ground, and neither side's view shows a unit of
/// the other side that is not on the table.
inline void referee(const BattleState& s) {
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& a = s.units[i];
    if (!a.active()) continue;
    for (const Vec2& c : footprintOf(a, s.level).corners()) CHECK(s.terrain.onTable(c));
    const bool impassable =
        s.terrain.kindAt(footprintOf(a, s.level).centre()) == TerrainKind::Unfordable;
    if (impassable) MESSAGE("turn " << s.turn << ": " << a.id << " stands in unfordable water");
    CHECK_FALSE(impassable);
    for (std::size_t j = i + 1; j < s.units.size(); ++j) {
      const Unit& b = s.units[j];
      if (!b.active()) continue;
      const bool overlap = overlapIn(footprintOf(a, s.level), footprintOf(b, s.level));
      if (overlap) MESSAGE("turn " << s.turn << ": " << a.id << " overlaps " << b.id);
      CHECK_FALSE(overlap);
    }
  }
  for (Belligerent side : {Belligerent::Union, Belligerent::Confederate}) {
    const std::string file = describeView(sideView(s, side), side);
    for (const Unit& u : s.units)
      if (u.side != side && !u.onTable) CHECK_FALSE(mentions(file, u.id));
  }
}

}  // namespace hfg::tchae::test
