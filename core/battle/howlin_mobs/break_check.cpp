// MB-45 from the table: which units count as lost.
#include "core/battle/howlin_mobs/break_check.h"

#include <algorithm>

namespace hfg::howlin_mobs {
namespace {

bool lostUnit(const Unit& u) {
  return u.destroyed() || u.routing || u.offTable ||
         (u.kind == UnitKind::Infantry && u.damage.casualties >= 2);
}

}  // namespace

int elementEquivalents(const Unit& u) {
  if (u.kind == UnitKind::Artillery) return 2 * std::max(1, u.guns);
  return u.crack ? 2 : 1;
}

int lostEquivalents(const Unit& u) {
  if (lostUnit(u)) return elementEquivalents(u);
  if (u.kind == UnitKind::Artillery) return 2 * u.damage.casualties;  // a gun per casualty
  return 0;
}

SideLosses lossesOf(const std::vector<Unit>& units, HmSide side) {
  SideLosses l;
  int fighting = 0;
  int gone = 0;
  for (const Unit& u : units) {
    if (u.side != side) continue;
    l.startEe += elementEquivalents(u);
    l.lostEe += lostEquivalents(u);
    if (u.kind == UnitKind::Wagon) continue;
    ++fighting;
    if (u.destroyed() || u.routing || u.offTable) ++gone;
  }
  l.allFightingUnitsGone = fighting > 0 && gone == fighting;
  return l;
}

std::optional<HmSide> brokenSide(const std::vector<Unit>& units, const HowlinMobsSettings& s) {
  const auto side =
      breakingSide(lossesOf(units, HmSide::Union), lossesOf(units, HmSide::Confederate), s);
  if (!side) return std::nullopt;
  return *side == 0 ? HmSide::Union : HmSide::Confederate;
}

}  // namespace hfg::howlin_mobs
