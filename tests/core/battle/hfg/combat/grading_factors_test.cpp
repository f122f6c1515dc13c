// T-8 grading factors GF-1 ... GF-4 and the B-31 order.
#include <doctest/doctest.h>

#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/grading_factors.h"
#include "tests/core/battle/hfg/combat/combat_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {
constexpr auto kClose = CombatKind::Close;
constexpr auto kDistant = CombatKind::Distant;
}  // namespace

TEST_CASE("GF-1 +1 Elite with totals equal in close combat") {
  const auto elite = side(TroopType::Bayonets, Grade::Elite);
  CHECK(factorSum(gradingFactors(elite, side(TroopType::Muskets), kClose, 5, 5), "GF-1") == 1);
  CHECK_FALSE(hasFactor(gradingFactors(elite, side(TroopType::Muskets), kClose, 6, 5), "GF-1"));
  CHECK_FALSE(hasFactor(gradingFactors(elite, side(TroopType::Muskets), kDistant, 5, 5), "GF-1"));
}

TEST_CASE("GF-1 not when one side is mounted and the other foot or artillery") {
  const auto eliteCav = side(TroopType::Cuirassiers, Grade::Elite);
  CHECK_FALSE(hasFactor(gradingFactors(eliteCav, side(TroopType::Muskets), kClose, 5, 5), "GF-1"));
  CHECK_FALSE(
      hasFactor(gradingFactors(eliteCav, side(TroopType::Smoothbore), kClose, 5, 5), "GF-1"));
  CHECK(hasFactor(gradingFactors(eliteCav, side(TroopType::HeavyCavalry), kClose, 5, 5), "GF-1"));
  const auto eliteFoot = side(TroopType::Bayonets, Grade::Elite);
  CHECK_FALSE(hasFactor(gradingFactors(eliteFoot, side(TroopType::Pistols), kClose, 5, 5), "GF-1"));
}

TEST_CASE("GF-2 +1 Elite with a lower total in close combat or shot at by non-artillery") {
  auto elite = side(TroopType::Rifles, Grade::Elite);
  CHECK(factorSum(gradingFactors(elite, side(TroopType::Muskets), kClose, 4, 6), "GF-2") == 1);
  elite.shotAt = true;
  elite.shooters = {shooter(TroopType::Muskets, 150)};
  CHECK(factorSum(gradingFactors(elite, side(TroopType::Muskets), kDistant, 4, 6), "GF-2") == 1);
  elite.shooters = {shooter(TroopType::Smoothbore, 800)};
  CHECK_FALSE(
      hasFactor(gradingFactors(elite, side(TroopType::Smoothbore), kDistant, 4, 6), "GF-2"));
  elite.shooters = {shooter(TroopType::Steamer, 800)};
  CHECK_FALSE(hasFactor(gradingFactors(elite, side(TroopType::Steamer), kDistant, 4, 6), "GF-2"));
  // Higher total: nothing.
  CHECK_FALSE(hasFactor(gradingFactors(elite, side(TroopType::Muskets), kClose, 7, 6), "GF-2"));
}

TEST_CASE("GF-3 -1 Inferior with a lower total in close combat") {
  const auto inf = side(TroopType::Muskets, Grade::Inferior);
  CHECK(factorSum(gradingFactors(inf, side(TroopType::Muskets), kClose, 3, 5), "GF-3") == -1);
  CHECK_FALSE(hasFactor(gradingFactors(inf, side(TroopType::Muskets), kClose, 5, 5), "GF-3"));
  CHECK_FALSE(hasFactor(gradingFactors(inf, side(TroopType::Muskets), kDistant, 3, 5), "GF-3"));
}

TEST_CASE("GF-4 -1 Inferior with a total equal or higher at range, shot at by guns or shooting") {
  auto inf = side(TroopType::Muskets, Grade::Inferior);
  inf.shotAt = true;
  inf.shooters = {shooter(TroopType::Smoothbore, 800)};
  CHECK(factorSum(gradingFactors(inf, side(TroopType::Smoothbore), kDistant, 5, 5), "GF-4") == -1);
  CHECK(factorSum(gradingFactors(inf, side(TroopType::Smoothbore), kDistant, 7, 5), "GF-4") == -1);
  CHECK_FALSE(hasFactor(gradingFactors(inf, side(TroopType::Smoothbore), kDistant, 4, 5), "GF-4"));
  auto target = side(TroopType::Muskets, Grade::Inferior);
  target.shotAt = true;
  target.shooters = {shooter(TroopType::Muskets, 150)};
  CHECK_FALSE(hasFactor(gradingFactors(target, side(TroopType::Muskets), kDistant, 5, 5), "GF-4"));
  auto shooterSide = side(TroopType::Muskets, Grade::Inferior);
  shooterSide.shooting = true;
  CHECK(hasFactor(gradingFactors(shooterSide, side(TroopType::Muskets), kDistant, 5, 5), "GF-4"));
  CHECK_FALSE(
      hasFactor(gradingFactors(shooterSide, side(TroopType::Muskets), kClose, 5, 5), "GF-4"));
}

TEST_CASE("B-31 both sides are graded on the pre-grading totals, then compared") {
  // Elite Bayonets vs Inferior Muskets in close combat, dice 3 and 4.
  // Elite: 3 + 3 (T-3 vs foot) = 6. Inferior: 4 + 3 = 7. Elite lower: GF-2 +1 -> 7.
  // Inferior's pre-grading total 7 is higher, so no GF-3, though 7 = 7 afterwards.
  const CombatSituation sit{CombatKind::Close, 1810, side(TroopType::Bayonets, Grade::Elite),
                            side(TroopType::Muskets, Grade::Inferior)};
  const CombatRecord r = evaluateCombat(sit, 3, 4);
  CHECK(r.sides[0].totalBeforeGrading == 6);
  CHECK(r.sides[1].totalBeforeGrading == 7);
  CHECK(factorSum(r.sides[0].factors, "GF-2") == 1);
  CHECK_FALSE(hasFactor(r.sides[1].factors, "GF-3"));
  CHECK(r.sides[0].total == 7);
  CHECK(r.sides[1].total == 7);
  // Equal final totals: both foot halt (O-B5).
  CHECK(r.sides[0].outcome.rowId == "O-B5");
  CHECK(r.sides[1].outcome.rowId == "O-B5");
}
