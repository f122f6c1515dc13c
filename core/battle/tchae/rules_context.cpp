// Common queries of the rule steps.
#include "core/battle/tchae/rules_context.h"

#include <limits>

#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

std::vector<Unit*> RulesContext::activeUnits(Belligerent side) {
  std::vector<Unit*> out;
  for (Unit& u : state.units)
    if (u.side == side && u.active()) out.push_back(&u);
  return out;
}

Unit* RulesContext::nearestEnemy(const Unit& u, double* distanceIn) {
  Unit* best = nullptr;
  double bestD = std::numeric_limits<double>::infinity();
  for (Unit* e : activeUnits(otherSide(u.side))) {
    const double d = gapIn(fp(u), fp(*e));
    if (d < bestD) {
      bestD = d;
      best = e;
    }
  }
  if (distanceIn) *distanceIn = bestD;
  return best;
}

Commander* RulesContext::attachedTo(const Unit& u) {
  for (Commander& c : state.commanders)
    if (c.attachedUnitId == u.id && c.onTable && !c.horsDeCombat) return &c;
  return nullptr;
}

bool RulesContext::inCover(const Unit& u) const {
  const TerrainKind k = state.terrain.kindAt(fp(u).centre());
  return isSoftCover(k) || isHardCover(k);
}

bool RulesContext::inDifficult(const Unit& u) const {
  return state.terrain.movementClassAt(fp(u).centre()) == TerrainGrade::Difficult;
}

}  // namespace hfg::tchae
