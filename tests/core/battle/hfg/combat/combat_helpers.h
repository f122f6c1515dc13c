// Builders for combat facts in the battle combat tests.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/battle/hfg/combat/close_combat_geometry.h"
#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"

namespace hfg::battle::test {

inline CombatSideFacts side(TroopType type, Grade grade = Grade::Basic, bool mounted = true) {
  CombatSideFacts s;
  s.who = Combatant::element(type, grade, mounted);
  return s;
}

inline CombatSideFacts fixedSide(FixedCombatant fixed) {
  CombatSideFacts s;
  s.who = Combatant::work(fixed);
  return s;
}

/// An element of basic grade on the table for the geometry tests.
inline ElementOnTable onTable(TroopType type, Footprint fp, int side, bool mounted) {
  ElementOnTable e;
  e.who = Combatant::element(type, Grade::Basic, mounted);
  e.footprint = fp;
  e.side = side;
  return e;
}

inline ShooterFacts shooter(TroopType type, double distancePaces, double maxRangePaces = 0,
                            Grade grade = Grade::Basic) {
  ShooterFacts f;
  f.who = Combatant::element(type, grade, false);
  f.distancePaces = distancePaces;
  f.maxRangePaces = maxRangePaces;
  return f;
}

/// The summed value of every factor with this id; 0 when none applies.
inline int factorSum(const std::vector<FactorEntry>& factors, const std::string& id) {
  int total = 0;
  for (const auto& f : factors)
    if (f.id == id) total += f.value;
  return total;
}

inline bool hasFactor(const std::vector<FactorEntry>& factors, const std::string& id) {
  return std::any_of(factors.begin(), factors.end(), [&](const auto& f) { return f.id == id; });
}

}  // namespace hfg::battle::test
