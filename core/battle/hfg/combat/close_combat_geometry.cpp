// From footprints to close-combat facts: G-4, G-5, G-6, G-11 applied for T-7 and T-9.
#include "core/battle/hfg/combat/close_combat_geometry.h"

#include <set>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

bool isWood(const BattleTerrainFeature& f) { return f.terrain == TerrainClass::Woods; }

// Which flank of `a` the overlapper `c` takes, if it overlaps (G-11 cases 1 and 2).
std::optional<EdgeId> overlappedFlank(const Footprint& c, const Footprint& a,
                                      const std::vector<Footprint>& enemiesOfC,
                                      const OverlapFilters& f, const BattleSettings& s) {
  if (overlapsByCorner(c, a, enemiesOfC, f, s)) {
    if (cornerContact(a.corner(CornerId::FrontRight), c.corner(CornerId::FrontRight), s))
      return EdgeId::Right;
    return EdgeId::Left;
  }
  if (overlapsFlankToFlank(c, a, f, s)) {
    for (EdgeId flank : {EdgeId::Left, EdgeId::Right})
      for (EdgeId other : {EdgeId::Left, EdgeId::Right})
        if (edgeContactLength(a, flank, c, other, s)) return flank;
  }
  return std::nullopt;
}

}  // namespace

void fillCloseCombatGeometry(CombatSideFacts& facts, std::size_t self, std::size_t opponent,
                             const std::vector<ElementOnTable>& elements,
                             const std::vector<BattleTerrainFeature>& terrain,
                             const BattleSettings& s) {
  const ElementOnTable& me = elements.at(self);
  const ElementOnTable& foe = elements.at(opponent);

  // TF-16, O-D14, O-D15, B-57: enemy front edges on this element.
  facts.enemyFrontsOnFlankOrRear = 0;
  facts.enemyFrontOnFlank = facts.enemyFrontOnRear = facts.enemyMountedFrontInContact = false;
  std::set<EdgeId> contactedFlanks;
  std::vector<Footprint> friendsOfMe;
  for (std::size_t i = 0; i < elements.size(); ++i) {
    const ElementOnTable& e = elements[i];
    if (i == self) continue;
    if (e.side == me.side) {
      friendsOfMe.push_back(e.footprint);
      continue;
    }
    const auto touch = frontalContact(e.footprint, me.footprint, s);
    if (!touch) continue;
    const bool flank = touch->touchedEdge == EdgeId::Left || touch->touchedEdge == EdgeId::Right;
    const bool rear = touch->touchedEdge == EdgeId::Rear;
    if ((flank || rear) && e.who.isLand() && !e.staffFightingAsStaff)
      ++facts.enemyFrontsOnFlankOrRear;
    if (flank) {
      facts.enemyFrontOnFlank = true;
      contactedFlanks.insert(touch->touchedEdge);
    }
    if (rear) facts.enemyFrontOnRear = true;
    if (classOf(e.who) == CombatClass::Mounted && !touch->angled)
      facts.enemyMountedFrontInContact = true;
  }

  // O-P3: lined up on the opponent's flank or rear.
  const auto aspect = closeCombatAspect(me.footprint, foe.footprint, s);
  facts.attackingFlankOrRear = aspect && *aspect != CloseCombatAspect::Frontal;

  // TF-9: each flank overlapped once (G-11), not if that flank is also contacted.
  std::set<EdgeId> overlapped;
  const bool meCannotBeOverlapped = me.redoubtOccupant || me.who.is(TroopType::SupplyBase) ||
                                    me.who.is(TroopType::Laager) ||
                                    classOf(me.who) == CombatClass::Fixed;
  for (std::size_t i = 0; i < elements.size(); ++i) {
    const ElementOnTable& c = elements[i];
    if (i == opponent || c.side == me.side) continue;
    OverlapFilters f;
    f.overlapperIsFoot = isFootOrDismounted(c.who);
    f.enemyBoundForOverlapper = facts.ownBound;
    f.overlappedFightingFriendlyArtillery = classOf(foe.who) == CombatClass::Artillery;
    f.overlapperIsStaffFightingAsStaff = c.staffFightingAsStaff;
    f.overlapperIsArtillery = classOf(c.who) == CombatClass::Artillery;
    f.overlappedIsArtillery = classOf(me.who) == CombatClass::Artillery;
    f.overlappedCannotBeOverlapped = meCannotBeOverlapped;
    std::vector<Footprint> enemiesOfC = friendsOfMe;
    enemiesOfC.push_back(me.footprint);
    const auto flank = overlappedFlank(c.footprint, me.footprint, enemiesOfC, f, s);
    if (flank && !contactedFlanks.count(*flank)) overlapped.insert(*flank);
  }
  facts.flanksOverlapped = static_cast<int>(overlapped.size());

  // T-13, G-4: the going that slows mounted most; woods for O-D9 and O-D18.
  const TerrainGoing going = goingOf(me.footprint, terrain, s);
  facts.going = going == TerrainGoing::Good   ? Going::Good
                : going == TerrainGoing::Slow ? Going::Slow
                                              : Going::Difficult;
  facts.inWood = false;
  bool slowFromArea = false;
  for (const auto& t : terrain) {
    if (isWood(t) && t.outline.size() >= 3 && partlyIn(me.footprint, t.outline))
      facts.inWood = true;
    if (t.terrain == TerrainClass::SlowGoing && t.outline.size() >= 3 &&
        partlyIn(me.footprint, t.outline))
      slowFromArea = true;
  }
  facts.slowGoingIsStreamOrGully = facts.going == Going::Slow && !slowFromArea;
}

}  // namespace hfg::battle
