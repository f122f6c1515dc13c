// From footprints to distant-combat facts: G-9, G-12, G-19 crests and G-4 going applied for T-7.
#include "core/battle/hfg/combat/distant_combat_geometry.h"

#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

// TF-6: the line from the shooting edge to the target edge crosses a hill crest.
bool beyondCrest(const Segment& line, const std::vector<BattleTerrainFeature>& terrain,
                 const BattleSettings& s) {
  for (const auto& f : terrain) {
    if (!isHill(f)) continue;
    for (const CrestCurve& c : crestOf(f, s))
      if (!crossings(line, c.points, c.closed).empty()) return true;
  }
  return false;
}

// TF-4b: the edge lies entirely in difficult going other than a burning BUA or marsh.
bool edgeAllDifficult(const Segment& edge, const std::vector<BattleTerrainFeature>& terrain,
                      const BattleSettings& s) {
  double covered = 0;
  for (const auto& f : terrain) {
    const bool difficult =
        f.terrain == TerrainClass::Woods || f.terrain == TerrainClass::HillDifficult;
    if (difficult && f.outline.size() >= 3) covered += lengthInside(edge, f.outline);
  }
  return covered >= edge.lengthPaces() - s.contactEpsPaces;
}

}  // namespace

void fillDistantTargetGeometry(CombatSideFacts& target, std::size_t targetIndex, EdgeId targetEdge,
                               const std::vector<ShotAtTarget>& shots,
                               const std::vector<ElementOnTable>& elements,
                               const std::vector<BattleTerrainFeature>& terrain,
                               const BattleSettings& s) {
  const ElementOnTable& t = elements.at(targetIndex);
  const Ring targetRing = ringOf(t.footprint);
  const Segment edge = t.footprint.edge(targetEdge);
  target.shotAt = !shots.empty();
  target.shooters.clear();
  target.enfiladed = false;
  const bool enfiladeable = t.who.type && classOf(t.who) != CombatClass::Fixed &&
                            canBeEnfiladed(*t.who.type, t.redoubtOccupant);
  for (const ShotAtTarget& shot : shots) {
    const ElementOnTable& e = elements.at(shot.shooter);
    const ShootingEdge se = shootingEdgeOf(e.footprint, shot.shootingEdge);
    ShooterFacts f;
    f.who = e.who;
    f.distancePaces = rangePaces(se, targetRing);
    f.maxRangePaces = shot.maxRangePaces;
    f.overOwnTroops = shot.overOwnTroops;
    f.supporting = shot.supporting;
    f.beyondHillCrest = beyondCrest({se.segment.midpoint(), edge.midpoint()}, terrain, s);
    target.shooters.push_back(f);
    if (enfiladeable && enfiladedBy(t.footprint, se.segment)) target.enfiladed = true;
  }
  target.sailBowOrSternEdge =
      t.who.is(TroopType::Sail) && (targetEdge == EdgeId::Front || targetEdge == EdgeId::Rear);
  target.targetEdgeAllDifficult = edgeAllDifficult(edge, terrain, s);
  const TerrainGoing going = goingOf(t.footprint, terrain, s);
  target.going = going == TerrainGoing::Good   ? Going::Good
                 : going == TerrainGoing::Slow ? Going::Slow
                                               : Going::Difficult;
  bool slowFromArea = false;
  for (const auto& f : terrain)
    if (f.terrain == TerrainClass::SlowGoing && f.outline.size() >= 3 &&
        partlyIn(t.footprint, f.outline))
      slowFromArea = true;
  target.slowGoingIsStreamOrGully = target.going == Going::Slow && !slowFromArea;
}

}  // namespace hfg::battle
