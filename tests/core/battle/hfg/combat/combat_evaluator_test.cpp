// Whole combats worked by hand: T-3 + T-7 + T-8 + die, then T-9 for both sides, and the record.
#include <doctest/doctest.h>

#include <stdexcept>
#include <vector>

#include "core/battle/hfg/combat/combat_evaluator.h"
#include "tests/core/battle/hfg/combat/combat_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {
class FixedDice final : public DieSource {
 public:
  explicit FixedDice(std::vector<int> faces) : m_faces(std::move(faces)) {}
  int d6() override { return m_faces.at(m_next++); }

 private:
  std::vector<int> m_faces;
  std::size_t m_next = 0;
};
}  // namespace

TEST_CASE("O-A2 O-E19 Cuirassiers charge Muskets in the open: worked example") {
  // Cuirassiers 5 + 3 (vs foot) = 8; Muskets 2 + 4 (vs mounted) = 6, overlapped on one flank -1 = 5.
  // 8 > 5: Cuirassiers pursue; 5 > 8/2: Muskets band D, with the Cuirassiers' front edge on them
  // in good going: O-D6 destroyed.
  auto cav = side(TroopType::Cuirassiers);
  cav.ownBound = true;
  auto foot = side(TroopType::Muskets);
  foot.flanksOverlapped = 1;
  foot.enemyMountedFrontInContact = true;
  const CombatSituation sit{CombatKind::Close, 1805, cav, foot};
  FixedDice dice({5, 2});
  const CombatRecord r = evaluateCombat(sit, dice);
  CHECK(r.sides[0].die == 5);
  CHECK(r.sides[1].die == 2);
  CHECK(r.sides[0].total == 8);
  CHECK(r.sides[1].total == 5);
  CHECK(factorSum(r.sides[1].factors, "TF-9") == -1);
  CHECK(factorSum(r.sides[1].factors, "T-3") == 4);
  CHECK(r.sides[0].outcome.rowId == "O-A2");
  CHECK(r.sides[1].outcome.rowId == "O-D6");
  CHECK(r.explain().find("O-D6") != std::string::npos);
  CHECK(r.explain().find("TF-9") != std::string::npos);
}

TEST_CASE("O-C8 O-P2 guns shoot at Muskets that cannot reply: worked example") {
  // Smoothbore at 900 p, 1810: guns 4 + 3 (vs foot) = 7. Muskets 3 + 2 (vs other) + 1 (TF-5:
  // Smoothbore beyond 400 p) = 6. 6 < 7 and 6 > 3.5: band C, the Muskets recoil (O-C8). The
  // guns, not shot at, ignore everything but press forward (O-P2).
  auto guns = side(TroopType::Smoothbore);
  guns.shooting = true;
  guns.ownBound = true;
  auto foot = side(TroopType::Muskets);
  foot.shotAt = true;
  foot.shooters = {shooter(TroopType::Smoothbore, 900, 1600)};
  const CombatRecord r = evaluateCombat({CombatKind::Distant, 1810, guns, foot}, 4, 3);
  CHECK(r.sides[0].total == 7);
  CHECK(r.sides[1].total == 6);
  CHECK(factorSum(r.sides[1].factors, "TF-5") == 1);
  CHECK(r.sides[1].outcome.rowId == "O-C8");
  CHECK(r.sides[0].outcome.rowId == "O-P2");
}

TEST_CASE(
    "O-E15 O-C12 artillery shoots at a garrisoned BUA: garrison and BUA each take their own") {
  // B-41: the guns make one total: 6 + 3 = 9. The BUA: 1 + 5 (vs other) = 6, no TF-5 (guns at a
  // BUA fall under no case). 6 > 4.5: band C, set afire (O-C12).
  auto guns = side(TroopType::Smoothbore);
  guns.shooting = true;
  auto bua = fixedSide(FixedCombatant::BUA);
  bua.shotAt = true;
  bua.shooters = {shooter(TroopType::Smoothbore, 800, 1600)};
  const CombatRecord r = evaluateCombat({CombatKind::Distant, 1810, guns, bua}, 6, 1);
  CHECK(r.sides[0].total == 9);
  CHECK(r.sides[1].total == 6);
  CHECK(r.sides[1].outcome.rowId == "O-C12");
  // The garrison compares its own total with the same 9: Bayonets 1 + 2 (vs other) + 2 (TF-2)
  // + 1 (TF-5: the target is foot, Smoothbore beyond 400 p) = 6 > 4.5: band C, O-C8 recoil.
  auto garrison = side(TroopType::Bayonets);
  garrison.shotAt = true;
  garrison.garrisonHoldingEdge = true;
  garrison.inBua = true;
  garrison.shooters = {shooter(TroopType::Smoothbore, 800, 1600)};
  const CombatRecord g = evaluateCombat({CombatKind::Distant, 1810, guns, garrison}, 6, 1);
  CHECK(g.sides[1].total == 6);
  CHECK(factorSum(g.sides[1].factors, "TF-2") == 2);
  CHECK(g.sides[1].outcome.rowId == "O-C8");
}

TEST_CASE("O-B1 O-B6 horse pass through guns on equal totals and overrun them") {
  // Heavy Cavalry 3 + 2 (guns are "other") = 5; guns 2 + 3 (vs mounted) = 5.
  auto cav = side(TroopType::HeavyCavalry);
  cav.roomBeyondEnemy = true;
  const CombatRecord r =
      evaluateCombat({CombatKind::Close, 1810, cav, side(TroopType::Smoothbore)}, 3, 2);
  CHECK(r.sides[0].total == 5);
  CHECK(r.sides[1].total == 5);
  CHECK(r.sides[0].outcome.rowId == "O-B1");
  CHECK(r.sides[1].outcome.rowId == "O-B6");
}

TEST_CASE("GF-1 TF-16 Elite foot attacked in the flank hold on equal totals") {
  // Elite Bayonets: 6 + 3 (vs foot) - 3 (TF-16) = 6; Muskets 3 + 3 = 6; equal: GF-1 +1 -> 7.
  auto elite = side(TroopType::Bayonets, Grade::Elite);
  elite.enemyFrontsOnFlankOrRear = 1;
  const CombatRecord r =
      evaluateCombat({CombatKind::Close, 1810, elite, side(TroopType::Muskets)}, 6, 3);
  CHECK(r.sides[0].totalBeforeGrading == 6);
  CHECK(factorSum(r.sides[0].factors, "GF-1") == 1);
  CHECK(r.sides[0].total == 7);
  CHECK(r.sides[0].outcome.rowId == "O-A5");
  CHECK(r.sides[1].outcome.rowId == "O-D15");
}

TEST_CASE("Dice: a die outside 1-6 is refused with a message") {
  CHECK_THROWS_WITH_AS(
      evaluateCombat({CombatKind::Close, 1810, side(TroopType::Muskets), side(TroopType::Muskets)},
                     0, 3),
      "combat die must be 1-6, got 0", std::invalid_argument);
}

TEST_CASE("TF-7 GF-2 O-C8 O-A5 a musketry exchange between two lines, worked by hand") {
  // Elite Muskets (2 aiders) and Muskets (1 aider) shoot at each other at 150 p, 1805.
  // A: 2 + 3 (vs foot) + 2 (TF-7) = 7. B: 5 + 3 + 1 = 9. A is lower, shot at by foot: GF-2
  // +1 -> 8. 8 < 9 and 8 > 4.5: A recoils (O-C8); B may press forward (O-A5).
  auto a = side(TroopType::Muskets, Grade::Elite);
  a.shooting = a.shotAt = true;
  a.shooters = {shooter(TroopType::Muskets, 150, 200)};
  a.aiders = 2;
  auto b = side(TroopType::Muskets);
  b.shooting = b.shotAt = true;
  b.ownBound = true;
  b.shooters = {shooter(TroopType::Muskets, 150, 200)};
  b.aiders = 1;
  const CombatRecord r = evaluateCombat({CombatKind::Distant, 1805, a, b}, 2, 5);
  CHECK(r.sides[0].totalBeforeGrading == 7);
  CHECK(r.sides[0].total == 8);
  CHECK(r.sides[1].total == 9);
  CHECK(factorSum(r.sides[0].factors, "TF-7") == 2);
  CHECK(factorSum(r.sides[0].factors, "GF-2") == 1);
  CHECK(r.sides[0].outcome.rowId == "O-C8");
  CHECK(r.sides[1].outcome.rowId == "O-A5");
}

TEST_CASE("B-42 O-S4 a Command Party in front of Cuirassiers charges with them") {
  // CP 4 + 3 (the Cuirassiers' factor vs foot) + 2 (its own, close combat) = 9.
  // Muskets 4 + 4 (vs staff) = 8. The CP takes the Cuirassiers' outcome: pursue (O-A2, O-S4);
  // the Muskets, 8 > 4.5, with horse on their front in good going: destroyed (O-D6).
  auto cp = side(TroopType::CommandParty);
  cp.commandPartyRearElement = Combatant::element(TroopType::Cuirassiers);
  auto foot = side(TroopType::Muskets);
  foot.enemyMountedFrontInContact = true;
  const CombatRecord r = evaluateCombat({CombatKind::Close, 1809, cp, foot}, 4, 4);
  CHECK(r.sides[0].total == 9);
  CHECK(r.sides[1].total == 8);
  CHECK(r.sides[0].outcome.rowId == "O-A2");
  CHECK(r.sides[0].outcome.alsoRows == std::vector<std::string>{"O-S4"});
  CHECK(r.sides[1].outcome.rowId == "O-D6");
}

TEST_CASE(
    "B-42 O-S4 a Command Party whose Elite Cuirassiers lose is graded and repulsed with them") {
  // CP 1 + 3 + 2 = 6; Muskets 6 + 4 = 10. Lower in close combat: the Cuirassiers' Elite grade
  // gives GF-2 +1 -> 7. 7 > 5: band D, mounted: repulsed 600-1,200 p (O-D5), shared by the CP.
  auto cp = side(TroopType::CommandParty);
  cp.commandPartyRearElement = Combatant::element(TroopType::Cuirassiers, Grade::Elite);
  const CombatRecord r =
      evaluateCombat({CombatKind::Close, 1809, cp, side(TroopType::Muskets)}, 1, 6);
  CHECK(factorSum(r.sides[0].factors, "GF-2") == 1);
  CHECK(r.sides[0].total == 7);
  CHECK(r.sides[0].outcome.rowId == "O-D5");
  CHECK(r.sides[0].outcome.result == ResultKind::Repulsed);
}

TEST_CASE("O-P5 O-D7 Muskets storm a Strong Point") {
  // SP 3 + 3 (vs foot) + 2 (TF-2, holding its edge) = 8. Muskets 6 + 3 (an SP counts as foot
  // to them, B-41) = 9. The SP, 8 > 4.5, takes its band D row: destroyed (O-D7).
  auto sp = fixedSide(FixedCombatant::StrongPoint);
  sp.garrisonHoldingEdge = true;
  auto foot = side(TroopType::Muskets);
  foot.ownBound = true;
  const CombatRecord r = evaluateCombat({CombatKind::Close, 1812, sp, foot}, 3, 6);
  CHECK(r.sides[0].total == 8);
  CHECK(r.sides[1].total == 9);
  CHECK(r.sides[0].outcome.rowId == "O-D7");
  CHECK(r.sides[1].outcome.rowId == "O-A5");
}

TEST_CASE("TF-5 O-C11 an Ironclad and a Steamer exchange broadsides at 1,500 p in 1862") {
  // Ironclad 1 + 5 (vs other) + 1 (TF-5: beyond half of 2,000 p) = 7; Steamer 6 + 4 + 1 = 11.
  // 7 < 11, 7 > 5.5: band C, 4 below, enemy naval: the Ironclad is damaged (O-C11).
  auto iron = side(TroopType::Ironclad);
  iron.shooting = iron.shotAt = true;
  iron.shooters = {shooter(TroopType::Steamer, 1500, 2000)};
  auto steamer = side(TroopType::Steamer);
  steamer.shooting = steamer.shotAt = true;
  steamer.shooters = {shooter(TroopType::Ironclad, 1500, 2000)};
  const CombatRecord r = evaluateCombat({CombatKind::Distant, 1862, iron, steamer}, 1, 6);
  CHECK(r.sides[0].total == 7);
  CHECK(r.sides[1].total == 11);
  CHECK(r.sides[0].outcome.rowId == "O-C11");
  CHECK(r.sides[1].outcome.result == ResultKind::None);  // beyond 200 p: no O-A6
}

TEST_CASE("TF-5 O-C10 Heavy Rifled guns silence Smoothbore guns that cannot reply") {
  // Heavy Rifled 5 + 4 (vs other) = 9. Smoothbore 3 + 3 + 1 (TF-5: 2,000 p is beyond half of
  // 3,600 p) = 7. Two below: silenced (O-C10, the owner's default). The Rifled guns: O-P2.
  auto heavy = side(TroopType::Rifled, Grade::Heavy);
  heavy.shooting = true;
  auto guns = side(TroopType::Smoothbore);
  guns.shotAt = true;
  guns.shooters = {shooter(TroopType::Rifled, 2000, 3600, Grade::Heavy)};
  const CombatRecord r = evaluateCombat({CombatKind::Distant, 1870, heavy, guns}, 5, 3);
  CHECK(r.sides[0].total == 9);
  CHECK(r.sides[1].total == 7);
  CHECK(r.sides[1].outcome.rowId == "O-C10");
  CHECK(r.sides[1].outcome.result == ResultKind::Silenced);
  CHECK(r.sides[0].outcome.rowId == "O-P2");
}

TEST_CASE("O-B5 O-B2 dismounted Dragoons hold Cuirassiers to a draw") {
  // Dragoons (dismounted) 4 + 1 (vs mounted) = 5; Cuirassiers 2 + 3 (vs dismounted) = 5.
  const CombatRecord r =
      evaluateCombat({CombatKind::Close, 1760, side(TroopType::Dragoons, Grade::Basic, false),
                      side(TroopType::Cuirassiers)},
                     4, 2);
  CHECK(r.sides[0].total == 5);
  CHECK(r.sides[1].total == 5);
  CHECK(r.sides[0].outcome.rowId == "O-B5");
  CHECK(r.sides[1].outcome.rowId == "O-B2");
  CHECK(r.sides[1].outcome.minPaces == 600);
}

TEST_CASE("O-E14 O-P2 Heavy Rifled guns shoot a permanent bridge down: worked example") {
  // CROSSING BY WATER, B-41: guns shoot at a bridge as an "Other" target. Heavy Rifled at
  // 1,000 p: 6 + 4 (vs other) = 10. The bridge: 1 + 4 (vs other) = 5, no TF-5 (Rifled guns
  // have no 400 p threshold). 5 <= 10 / 2: band E, the bridge is destroyed (O-E14). The guns,
  // not shot at, take O-P2. With a 2 the bridge makes 6 > 5: band C, where bridges take nothing.
  auto bridge = fixedSide(FixedCombatant::PermanentBridge);
  bridge.shotAt = true;
  bridge.shooters = {shooter(TroopType::Rifled, 1000, 3600, Grade::Heavy)};
  auto guns = side(TroopType::Rifled, Grade::Heavy);
  guns.shooting = true;
  guns.ownBound = true;
  const CombatRecord r = evaluateCombat({CombatKind::Distant, 1860, bridge, guns}, 1, 6);
  CHECK(r.sides[0].total == 5);
  CHECK(r.sides[1].total == 10);
  CHECK(r.sides[0].outcome.rowId == "O-E14");
  CHECK(r.sides[0].outcome.result == ResultKind::Destroyed);
  CHECK(r.sides[1].outcome.rowId == "O-P2");
  const CombatRecord held = evaluateCombat({CombatKind::Distant, 1860, bridge, guns}, 2, 6);
  CHECK(held.sides[0].total == 6);
  CHECK(held.sides[0].outcome.result == ResultKind::None);
}

TEST_CASE("O-E14 O-P4 Muskets pull down an undefended permanent bridge: worked example") {
  // Close combat: Muskets 6 + 2 (vs other) = 8; the bridge 1 + 3 (vs foot) = 4 <= 8 / 2: O-E14.
  // The Muskets, destroying an undefended bridge, ignore outcomes (O-P4). With a 2 the bridge
  // makes 5 > 4: band D, where a bridge takes nothing.
  auto foot = side(TroopType::Muskets);
  foot.ownBound = true;
  foot.destroyingUndefendedBridge = true;
  const auto bridge = fixedSide(FixedCombatant::PermanentBridge);
  const CombatRecord r = evaluateCombat({CombatKind::Close, 1860, foot, bridge}, 6, 1);
  CHECK(r.sides[0].total == 8);
  CHECK(r.sides[1].total == 4);
  CHECK(r.sides[1].outcome.rowId == "O-E14");
  CHECK(r.sides[0].outcome.rowId == "O-P4");
  const CombatRecord held = evaluateCombat({CombatKind::Close, 1860, foot, bridge}, 6, 2);
  CHECK(held.sides[1].total == 5);
  CHECK(held.sides[1].outcome.result == ResultKind::None);
}
