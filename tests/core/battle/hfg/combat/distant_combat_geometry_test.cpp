// Distant-combat facts from the footprints: G-9 ranges into TF-5, G-12 enfilade into TF-12, TF-4b, TF-4c, TF-6.
#include <doctest/doctest.h>

#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/distant_combat_geometry.h"
#include "core/battle/hfg/combat/tactical_factors.h"
#include "tests/core/battle/hfg/combat/combat_helpers.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {
BattleTerrainFeature area(TerrainClass t, Ring outline) {
  BattleTerrainFeature f;
  f.terrain = t;
  f.outline = std::move(outline);
  return f;
}
}  // namespace

TEST_CASE("TF-12 G-12 Fig 1.3: the target enfiladed by B takes -2; by C not") {
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Muskets, fpAt(0, 0, 90, 200), 0, false),  // A, rear edge y = -200
      onTable(TroopType::Smoothbore, fpAt(1000, -100, 180, 400), 1,
              false),  // B, front edge spans y -300..100
      onTable(TroopType::Smoothbore, fpAt(0, 1000, 270, 400), 1, false),  // C, in front
  };
  CombatSideFacts a = side(TroopType::Muskets);
  fillDistantTargetGeometry(a, 0, EdgeId::Right, {{1, EdgeId::Front, 1600}}, table, {});
  CHECK(a.enfiladed);
  CHECK(a.shooters.front().distancePaces == doctest::Approx(800));
  CHECK(factorSum(tacticalFactors(a, side(TroopType::Smoothbore), CombatKind::Distant), "TF-12") ==
        -2);
  fillDistantTargetGeometry(a, 0, EdgeId::Front, {{2, EdgeId::Front, 1600}}, table, {});
  CHECK_FALSE(a.enfiladed);
  // TF-5: Smoothbore at 1,000 p (beyond 400 p) at foot.
  CHECK(a.shooters.front().distancePaces == doctest::Approx(1000));
  CHECK(factorSum(tacticalFactors(a, side(TroopType::Smoothbore), CombatKind::Distant), "TF-5") ==
        1);
}

TEST_CASE("G-12 a Laager cannot be enfiladed") {
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Laager, fpAt(0, 0, 90, 800), 0, false),
      onTable(TroopType::Smoothbore, fpAt(1000, -400, 180, 400), 1, false),
  };
  CombatSideFacts l = side(TroopType::Laager);
  fillDistantTargetGeometry(l, 0, EdgeId::Right, {{1, EdgeId::Front, 1600}}, table, {});
  CHECK_FALSE(l.enfiladed);
}

TEST_CASE("TF-4b TF-4c the target's edge and ground") {
  const auto wood = area(TerrainClass::Woods, {{-300, -300}, {300, -300}, {300, 100}, {-300, 100}});
  const auto slow =
      area(TerrainClass::SlowGoing, {{1700, -300}, {2300, -300}, {2300, 100}, {1700, 100}});
  std::vector<ElementOnTable> table{
      onTable(TroopType::Muskets, fpAt(0, 0, 90, 200), 0, false),
      onTable(TroopType::Smoothbore, fpAt(0, 1200, 270, 400), 1, false),
  };
  CombatSideFacts t = side(TroopType::Muskets);
  fillDistantTargetGeometry(t, 0, EdgeId::Front, {{1, EdgeId::Front, 1600}}, table, {wood, slow});
  CHECK(t.targetEdgeAllDifficult);
  CHECK(t.going == Going::Difficult);
  table[0].footprint = fpAt(2000, 0, 90, 200);
  table[1].footprint = fpAt(2000, 1200, 270, 400);
  fillDistantTargetGeometry(t, 0, EdgeId::Front, {{1, EdgeId::Front, 1600}}, table, {wood, slow});
  CHECK_FALSE(t.targetEdgeAllDifficult);
  CHECK(t.going == Going::Slow);
  CHECK_FALSE(t.slowGoingIsStreamOrGully);
  const auto f = tacticalFactors(t, side(TroopType::Smoothbore), CombatKind::Distant);
  CHECK(factorSum(f, "TF-4c") == 1);
  CHECK(factorSum(f, "TF-4b") == 0);
  // Half in the wood: the edge is not entirely in difficult going.
  table[0].footprint = fpAt(300, 0, 90, 200);
  fillDistantTargetGeometry(t, 0, EdgeId::Front, {{1, EdgeId::Front, 1600}}, table, {wood});
  CHECK_FALSE(t.targetEdgeAllDifficult);
}

TEST_CASE("TF-6 guns firing across a hill crest give the target +1") {
  BattleTerrainFeature hill =
      area(TerrainClass::HillGentle, {{-1000, 300}, {1000, 300}, {1000, 900}, {-1000, 900}});
  hill.crest = {{-800, 600}, {800, 600}};
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Muskets, fpAt(0, 0, 90, 200), 0, false),
      onTable(TroopType::Smoothbore, fpAt(0, 1200, 270, 400), 1, false),
  };
  CombatSideFacts t = side(TroopType::Muskets);
  fillDistantTargetGeometry(t, 0, EdgeId::Front, {{1, EdgeId::Front, 1600}}, table, {hill});
  CHECK(t.shooters.front().beyondHillCrest);
  CHECK(factorSum(tacticalFactors(t, side(TroopType::Smoothbore), CombatKind::Distant), "TF-6") ==
        1);
  fillDistantTargetGeometry(t, 0, EdgeId::Front, {{1, EdgeId::Front, 1600}}, table, {});
  CHECK_FALSE(t.shooters.front().beyondHillCrest);
}

TEST_CASE("TF-12 Sail shot at on its bow or stern") {
  const std::vector<ElementOnTable> table{
      onTable(TroopType::Sail, fpAt(0, 0, 90, 1000, 200), 0, false),
      onTable(TroopType::Sail, fpAt(0, 1500, 270, 1000, 200), 1, false),
  };
  CombatSideFacts t = side(TroopType::Sail);
  fillDistantTargetGeometry(t, 0, EdgeId::Front, {{1, EdgeId::Front, 2000}}, table, {});
  CHECK(t.sailBowOrSternEdge);
  fillDistantTargetGeometry(t, 0, EdgeId::Left, {{1, EdgeId::Front, 2000}}, table, {});
  CHECK_FALSE(t.sailBowOrSternEdge);
}
