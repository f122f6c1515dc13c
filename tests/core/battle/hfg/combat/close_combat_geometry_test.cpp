// Close-combat facts from the footprints: TF-9 (G-11), TF-16 and O-D14/O-D15 (G-5), B-57, O-P3 (G-6), T-13 going.
#include <doctest/doctest.h>

#include "core/battle/hfg/combat/close_combat_geometry.h"
#include "core/battle/hfg/combat/combat_evaluator.h"
#include "tests/core/battle/hfg/combat/combat_helpers.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

TEST_CASE("TF-9 G-11 Fig 4.1: C fighting A, overlapped by B, takes -1") {
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Muskets, fpAt(0, 0, 90, 200), 0, true),     // C
      onTable(TroopType::Muskets, fpAt(0, 0, 270, 200), 1, true),    // A, lined up on C's front
      onTable(TroopType::Muskets, fpAt(400, 0, 270, 200), 1, true),  // B, beside A
  };
  CombatSideFacts c = side(TroopType::Muskets);
  c.ownBound = true;  // C's own bound is B's enemy bound, and B is foot
  fillCloseCombatGeometry(c, 0, 1, table, {});
  CHECK(c.flanksOverlapped == 0);  // G-11: foot cannot overlap in an enemy bound
  c.ownBound = false;
  fillCloseCombatGeometry(c, 0, 1, table, {});
  CHECK(c.flanksOverlapped == 1);
  CHECK(c.enemyFrontsOnFlankOrRear == 0);
  CHECK_FALSE(c.attackingFlankOrRear);
  CHECK_FALSE(c.enemyFrontOnFlank);
  CombatSideFacts a = side(TroopType::Muskets);
  fillCloseCombatGeometry(a, 1, 0, table, {});
  CHECK(a.flanksOverlapped == 0);
}

TEST_CASE("TF-9 G-11 Fig 4.3: mounted B between D and F, flank to flank, is overlapped twice") {
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Cuirassiers, fpAt(0, 0), 0, true),              // B
      onTable(TroopType::Cuirassiers, fpAt(0, 0, 270), 1, true),         // B's frontal opponent
      onTable(TroopType::HeavyCavalry, fpAt(-400, -300, 270), 1, true),  // D
      onTable(TroopType::HeavyCavalry, fpAt(400, -300, 270), 1, true),   // F
  };
  CombatSideFacts b = side(TroopType::Cuirassiers);
  fillCloseCombatGeometry(b, 0, 1, table, {});
  CHECK(b.flanksOverlapped == 2);
}

TEST_CASE("TF-16 O-D14 O-P3 an enemy front edge on the flank; the flank attacker only recoils") {
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Muskets, fpAt(0, 0, 90, 200), 0, true),   // victim
      onTable(TroopType::Muskets, fpAt(0, 0, 270, 200), 1, true),  // frontal opponent
      onTable(TroopType::Cuirassiers, fpAt(-200, -200, 0, 300), 1,
              true),  // on its left flank, lined up
  };
  CombatSideFacts victim = side(TroopType::Muskets);
  fillCloseCombatGeometry(victim, 0, 1, table, {});
  CHECK(victim.enemyFrontsOnFlankOrRear == 1);
  CHECK(victim.enemyFrontOnFlank);
  CHECK_FALSE(victim.enemyFrontOnRear);
  CHECK(victim.enemyMountedFrontInContact);  // B-57: the horse on its flank
  CHECK(victim.flanksOverlapped == 0);
  CombatSideFacts flanker = side(TroopType::Cuirassiers);
  fillCloseCombatGeometry(flanker, 2, 0, table, {});
  CHECK(flanker.attackingFlankOrRear);
  // Worked through: Muskets 4 + 3 (vs foot) - 3 (TF-16) = 4; Muskets 3 + 3 = 6.
  // 4 < 6 and 4 > 3: band D; horse on its flank in good going: destroyed (O-D6).
  const CombatRecord r =
      evaluateCombat({CombatKind::Close, 1805, victim, side(TroopType::Muskets)}, 4, 3);
  CHECK(r.sides[0].total == 4);
  CHECK(r.sides[0].outcome.rowId == "O-D6");
}

TEST_CASE("O-D15 enemy on the rear edge: no 'only on its front'") {
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Muskets, fpAt(0, 0, 90, 200), 0, true),
      onTable(TroopType::Muskets, fpAt(0, 0, 270, 200), 1, true),
      onTable(TroopType::Muskets, fpAt(0, -200, 90, 200), 1,
              true),  // its front edge on the victim's rear
  };
  CombatSideFacts v = side(TroopType::Muskets);
  fillCloseCombatGeometry(v, 0, 1, table, {});
  CHECK(v.enemyFrontOnRear);
  CHECK(v.enemyFrontsOnFlankOrRear == 1);
  CHECK_FALSE(v.enemyMountedFrontInContact);
}

TEST_CASE("T-13 G-4 the going of a close combat: woods, streams, slow ground") {
  BattleTerrainFeature wood;
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{-500, -500}, {500, -500}, {500, -100}, {-500, -100}};
  BattleTerrainFeature stream;
  stream.terrain = TerrainClass::Stream;
  stream.line = {{2000, -1000}, {2000, 1000}};
  stream.widthPaces = 200;
  BattleTerrainFeature slow;
  slow.terrain = TerrainClass::SlowGoing;
  slow.outline = {{3500, -500}, {4500, -500}, {4500, 500}, {3500, 500}};
  const std::vector<BattleTerrainFeature> terrain{wood, stream, slow};
  std::vector<ElementOnTable> table{onTable(TroopType::Muskets, fpAt(0, 0, 90, 200), 0, true),
                                    onTable(TroopType::Muskets, fpAt(0, 0, 270, 200), 1, true)};
  CombatSideFacts f = side(TroopType::Muskets);
  fillCloseCombatGeometry(f, 0, 1, table, terrain);
  CHECK(f.going == Going::Difficult);  // its rear half is in the wood
  CHECK(f.inWood);
  table[0].footprint = fpAt(2000, 0, 90, 200);
  table[1].footprint = fpAt(2000, 0, 270, 200);
  fillCloseCombatGeometry(f, 0, 1, table, terrain);
  CHECK(f.going == Going::Slow);
  CHECK(f.slowGoingIsStreamOrGully);
  CHECK_FALSE(f.inWood);
  table[0].footprint = fpAt(4000, 0, 90, 200);
  table[1].footprint = fpAt(4000, 0, 270, 200);
  fillCloseCombatGeometry(f, 0, 1, table, terrain);
  CHECK(f.going == Going::Slow);
  CHECK_FALSE(f.slowGoingIsStreamOrGully);
}
