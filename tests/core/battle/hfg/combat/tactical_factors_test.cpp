// T-7 tactical factors TF-1 ... TF-16, hand-worked.
#include <doctest/doctest.h>

#include "core/battle/hfg/combat/tactical_factors.h"
#include "tests/core/battle/hfg/combat/combat_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {
constexpr auto kClose = CombatKind::Close;
constexpr auto kDistant = CombatKind::Distant;

CombatSideFacts target(TroopType t, std::vector<ShooterFacts> shooters, Grade g = Grade::Basic,
                       bool mounted = false) {
  CombatSideFacts s = side(t, g, mounted);
  s.shotAt = true;
  s.shooters = std::move(shooters);
  return s;
}
}  // namespace

TEST_CASE("TF-1 +3 in close combat against an element of a defeated command") {
  auto a = side(TroopType::Cuirassiers);
  a.opponentCommandDefeated = true;
  const auto enemy = side(TroopType::Muskets);
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-1") == 3);
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kDistant), "TF-1"));  // close combat only
  a.opponentCommandDefeated = false;
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kClose), "TF-1"));
}

TEST_CASE("TF-2 +2 sheltered by a redoubt, or a garrison holding a BUA edge not burning") {
  auto a = target(TroopType::Muskets, {shooter(TroopType::Smoothbore, 800)});
  a.inRedoubtOrSiegeEntrenchment = true;
  const auto enemy = side(TroopType::Smoothbore);
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-2") == 2);
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-2") == 2);
  // Only shooting, not shot at: no TF-2.
  a.shotAt = false;
  a.shooting = true;
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kDistant), "TF-2"));
  auto g = target(TroopType::Bayonets, {shooter(TroopType::Muskets, 150)});
  g.garrisonHoldingEdge = true;
  CHECK(factorSum(tacticalFactors(g, enemy, kDistant), "TF-2") == 2);
  g.garrisonedWorkBurning = true;
  CHECK_FALSE(hasFactor(tacticalFactors(g, enemy, kDistant), "TF-2"));
}

TEST_CASE("TF-3 +2 Marksmen holding a BUA, wood or difficult hill") {
  auto m = target(TroopType::Marksmen, {shooter(TroopType::Muskets, 150)});
  m.holdingBuaWoodOrDifficultHill = true;
  const auto enemy = side(TroopType::Muskets);
  CHECK(factorSum(tacticalFactors(m, enemy, kDistant), "TF-3") == 2);
  CHECK(factorSum(tacticalFactors(m, enemy, kClose), "TF-3") == 2);
  auto r = target(TroopType::Rifles, {shooter(TroopType::Muskets, 150)});
  r.holdingBuaWoodOrDifficultHill = true;
  CHECK_FALSE(hasFactor(tacticalFactors(r, enemy, kDistant), "TF-3"));  // Marksmen only
}

TEST_CASE(
    "TF-4a +1 foot or dismounted in a field entrenchment, shooting, shot at or in close combat") {
  auto a = side(TroopType::Bayonets);
  a.inFieldEntrenchmentOrElf = true;
  a.shooting = true;
  const auto enemy = side(TroopType::Muskets);
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-4a") == 1);
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-4a") == 1);
  auto d = side(TroopType::Dragoons, Grade::Basic, false);
  d.inFieldEntrenchmentOrElf = true;
  CHECK(factorSum(tacticalFactors(d, enemy, kClose), "TF-4a") == 1);
  auto guns = side(TroopType::Smoothbore);
  guns.inFieldEntrenchmentOrElf = true;
  CHECK_FALSE(hasFactor(tacticalFactors(guns, enemy, kClose), "TF-4a"));  // not foot
}

TEST_CASE("TF-4b +1 foot shot at on an edge entirely in difficult going") {
  auto a = target(TroopType::LightInfantry, {shooter(TroopType::Muskets, 150)});
  a.targetEdgeAllDifficult = true;
  const auto enemy = side(TroopType::Muskets);
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-4b") == 1);
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kClose), "TF-4b"));
  auto cav =
      target(TroopType::HeavyCavalry, {shooter(TroopType::Muskets, 150)}, Grade::Basic, true);
  cav.targetEdgeAllDifficult = true;
  CHECK_FALSE(hasFactor(tacticalFactors(cav, enemy, kDistant), "TF-4b"));
}

TEST_CASE("TF-4c +1 foot in slow going shot at by artillery, not in a stream or gully") {
  auto a = target(TroopType::Muskets, {shooter(TroopType::Smoothbore, 600)});
  a.going = Going::Slow;
  const auto enemy = side(TroopType::Smoothbore);
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-4c") == 1);
  a.slowGoingIsStreamOrGully = true;
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kDistant), "TF-4c"));
  auto b = target(TroopType::Muskets, {shooter(TroopType::Muskets, 150)});
  b.going = Going::Slow;
  CHECK_FALSE(hasFactor(tacticalFactors(b, enemy, kDistant), "TF-4c"));  // shooter not artillery
}

TEST_CASE("TF-4d +1 foot in close combat manning an obstacle; the TF-4 rows add up") {
  auto a = side(TroopType::Minie);
  a.manningObstacle = true;
  const auto enemy = side(TroopType::Cuirassiers);
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-4d") == 1);
  a.inFieldEntrenchmentOrElf = true;
  const auto f = tacticalFactors(a, enemy, kClose);
  CHECK(factorSum(f, "TF-4a") + factorSum(f, "TF-4d") == 2);  // "+1 for each of"
}

TEST_CASE("TF-5 +1 when every shooter is beyond its threshold (B-30)") {
  const auto enemy = side(TroopType::Muskets);
  // Foot at 201 p at foot: beyond 200 p.
  CHECK(factorSum(tacticalFactors(target(TroopType::Muskets, {shooter(TroopType::Muskets, 201)}),
                                  enemy, kDistant),
                  "TF-5") == 1);
  // Exactly 200 p is within.
  CHECK_FALSE(
      hasFactor(tacticalFactors(target(TroopType::Muskets, {shooter(TroopType::Muskets, 200)}),
                                enemy, kDistant),
                "TF-5"));
  // Smoothbore at 401 p at foot.
  CHECK(hasFactor(tacticalFactors(target(TroopType::Muskets, {shooter(TroopType::Smoothbore, 401)}),
                                  enemy, kDistant),
                  "TF-5"));
  CHECK_FALSE(
      hasFactor(tacticalFactors(target(TroopType::Muskets, {shooter(TroopType::Smoothbore, 400)}),
                                enemy, kDistant),
                "TF-5"));
  // Artillery duel: half the shooter's maximum range.
  CHECK(hasFactor(
      tacticalFactors(target(TroopType::Smoothbore, {shooter(TroopType::Smoothbore, 801, 1600)}),
                      enemy, kDistant),
      "TF-5"));
  CHECK_FALSE(hasFactor(
      tacticalFactors(target(TroopType::Smoothbore, {shooter(TroopType::Smoothbore, 800, 1600)}),
                      enemy, kDistant),
      "TF-5"));
  // Rifled artillery at foot falls under no case: no +1 however far (B-30).
  CHECK_FALSE(hasFactor(
      tacticalFactors(target(TroopType::Muskets, {shooter(TroopType::Rifled, 3000, 3200)}), enemy,
                      kDistant),
      "TF-5"));
  // Mixed shooters: one within its threshold cancels it.
  CHECK_FALSE(
      hasFactor(tacticalFactors(target(TroopType::Muskets, {shooter(TroopType::Smoothbore, 1000),
                                                            shooter(TroopType::Muskets, 150)}),
                                enemy, kDistant),
                "TF-5"));
  // Foot shooting at artillery: no case.
  CHECK_FALSE(
      hasFactor(tacticalFactors(target(TroopType::Smoothbore, {shooter(TroopType::Rifles, 1000)}),
                                enemy, kDistant),
                "TF-5"));
}

TEST_CASE("TF-6 +1 shot at only by artillery beyond a crest, over own troops or in support") {
  auto s = shooter(TroopType::Smoothbore, 800);
  s.beyondHillCrest = true;
  const auto enemy = side(TroopType::Smoothbore);
  CHECK(hasFactor(tacticalFactors(target(TroopType::Muskets, {s}), enemy, kDistant), "TF-6"));
  auto plain = shooter(TroopType::Smoothbore, 800);
  CHECK_FALSE(
      hasFactor(tacticalFactors(target(TroopType::Muskets, {s, plain}), enemy, kDistant), "TF-6"));
  auto support = shooter(TroopType::Mixed, 800);
  support.supporting = true;
  CHECK(hasFactor(tacticalFactors(target(TroopType::Muskets, {s, support}), enemy, kDistant),
                  "TF-6"));
  auto foot = shooter(TroopType::Muskets, 150);
  foot.overOwnTroops = true;  // not artillery
  CHECK_FALSE(
      hasFactor(tacticalFactors(target(TroopType::Muskets, {foot}), enemy, kDistant), "TF-6"));
}

TEST_CASE("TF-7 +1 per aiding element, at most 3 of which at most 1 artillery") {
  auto a = side(TroopType::Muskets);
  a.shooting = true;
  const auto enemy = side(TroopType::Muskets);
  a.aiders = 2;
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-7") == 2);
  a.aiders = 5;
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-7") == 3);
  a.aiders = 3;
  a.artilleryAiders = 3;
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-7") == 1);
  a.aiders = 3;
  a.artilleryAiders = 2;
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-7") == 2);
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kClose), "TF-7"));  // distant only
}

TEST_CASE(
    "TF-8 -1 when the opponent is aided by supporting artillery, not mounted against mounted") {
  auto enemy = side(TroopType::Muskets);
  enemy.aidedBySupportingArtilleryInClose = true;
  CHECK(factorSum(tacticalFactors(side(TroopType::Cuirassiers), enemy, kClose), "TF-8") == -1);
  auto cav = side(TroopType::HeavyCavalry);
  cav.aidedBySupportingArtilleryInClose = true;
  CHECK_FALSE(hasFactor(tacticalFactors(side(TroopType::Cuirassiers), cav, kClose), "TF-8"));
  CHECK(factorSum(tacticalFactors(side(TroopType::Bayonets), cav, kClose), "TF-8") == -1);
  CHECK_FALSE(hasFactor(tacticalFactors(side(TroopType::Bayonets), cav, kDistant), "TF-8"));
}

TEST_CASE("TF-9 -1 per flank overlapped in close combat") {
  auto a = side(TroopType::Bayonets);
  a.flanksOverlapped = 2;
  const auto enemy = side(TroopType::Bayonets);
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-9") == -2);
  a.flanksOverlapped = 1;
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-9") == -1);
  auto ship = side(TroopType::Steamer);
  ship.flanksOverlapped = 1;
  CHECK_FALSE(hasFactor(tacticalFactors(ship, enemy, kClose), "TF-9"));  // land elements only
}

TEST_CASE("TF-10 -1 when the close combat opponent started the bound uphill") {
  auto enemy = side(TroopType::Muskets);
  enemy.startedUphillOfOpponent = true;
  CHECK(factorSum(tacticalFactors(side(TroopType::Muskets), enemy, kClose), "TF-10") == -1);
  CHECK_FALSE(hasFactor(tacticalFactors(side(TroopType::Muskets), enemy, kDistant), "TF-10"));
}

TEST_CASE(
    "TF-11 -1 shot at after a march move, a rifle's tactical move, or artillery moved or "
    "repulsed") {
  const auto enemy = side(TroopType::Muskets);
  auto a = target(TroopType::Muskets, {shooter(TroopType::Smoothbore, 800)});
  a.marchMovedThisBound = true;
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-11") == -1);
  auto r = target(TroopType::Rifles, {shooter(TroopType::Muskets, 150)});
  r.tacticalMovedThisBound = true;
  CHECK(factorSum(tacticalFactors(r, enemy, kDistant), "TF-11") == -1);
  auto r2 = target(TroopType::Rifles, {shooter(TroopType::Smoothbore, 800)});
  r2.tacticalMovedThisBound = true;
  CHECK_FALSE(hasFactor(tacticalFactors(r2, enemy, kDistant), "TF-11"));  // shot at by guns
  auto drag = target(TroopType::Dragoons, {shooter(TroopType::Muskets, 150)});
  drag.tacticalMovedThisBound = true;
  CHECK_FALSE(hasFactor(tacticalFactors(drag, enemy, kDistant), "TF-11"));  // not Dragoons
  auto rep = target(TroopType::Repeaters, {shooter(TroopType::Muskets, 150)});
  rep.tacticalMovedThisBound = true;
  CHECK(hasFactor(tacticalFactors(rep, enemy, kDistant), "TF-11"));
  auto guns = target(TroopType::Smoothbore, {shooter(TroopType::Smoothbore, 800)});
  guns.repulsedThisOrLastBound = true;
  guns.marchMovedThisBound = true;
  CHECK(factorSum(tacticalFactors(guns, enemy, kDistant), "TF-11") == -1);  // at most -1
  auto musk = target(TroopType::Muskets, {shooter(TroopType::Muskets, 150)});
  musk.tacticalMovedThisBound = true;
  CHECK_FALSE(hasFactor(tacticalFactors(musk, enemy, kDistant), "TF-11"));
}

TEST_CASE("TF-12 -2 enfiladed land element, or Sail on its bow or stern") {
  const auto enemy = side(TroopType::Muskets);
  auto a = target(TroopType::Muskets, {shooter(TroopType::Muskets, 150)});
  a.enfiladed = true;
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-12") == -2);
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kClose), "TF-12"));
  auto sail = side(TroopType::Sail);
  sail.shooting = true;
  sail.sailBowOrSternEdge = true;
  CHECK(factorSum(tacticalFactors(sail, enemy, kDistant), "TF-12") == -2);
  auto steamer = side(TroopType::Steamer);
  steamer.shooting = true;
  steamer.sailBowOrSternEdge = true;
  CHECK_FALSE(hasFactor(tacticalFactors(steamer, enemy, kDistant), "TF-12"));
}

TEST_CASE("TF-13 -2 mounted, artillery or Laager in close combat in bad going or a BUA") {
  const auto enemy = side(TroopType::Muskets);
  auto cav = side(TroopType::Cuirassiers);
  cav.going = Going::Slow;
  CHECK(factorSum(tacticalFactors(cav, enemy, kClose), "TF-13") == -2);
  cav.going = Going::Good;
  CHECK_FALSE(hasFactor(tacticalFactors(cav, enemy, kClose), "TF-13"));
  auto guns = side(TroopType::Smoothbore);
  guns.inBua = true;
  CHECK(factorSum(tacticalFactors(guns, enemy, kClose), "TF-13") == -2);
  auto laager = side(TroopType::Laager);
  laager.going = Going::Difficult;
  CHECK(hasFactor(tacticalFactors(laager, enemy, kClose), "TF-13"));
  auto foot = side(TroopType::Muskets);
  foot.going = Going::Difficult;
  CHECK_FALSE(hasFactor(tacticalFactors(foot, enemy, kClose), "TF-13"));
}

TEST_CASE("TF-14 -2 silenced artillery in close combat; a damaged naval element always") {
  const auto enemy = side(TroopType::Muskets);
  auto guns = side(TroopType::Rifled);
  guns.silenced = true;
  CHECK(factorSum(tacticalFactors(guns, enemy, kClose), "TF-14") == -2);
  CHECK_FALSE(hasFactor(tacticalFactors(guns, enemy, kDistant), "TF-14"));
  auto ship = side(TroopType::Ironclad);
  ship.damaged = true;
  ship.shooting = true;
  CHECK(factorSum(tacticalFactors(ship, enemy, kDistant), "TF-14") == -2);
  CHECK(factorSum(tacticalFactors(ship, enemy, kClose), "TF-14") == -2);
}

TEST_CASE("TF-15 -2 repulsed or routing, or pursuers meeting fresh mounted") {
  const auto enemy = side(TroopType::Cuirassiers);
  auto a = side(TroopType::Muskets);
  a.repulsed = true;
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-15") == -2);
  CHECK(factorSum(tacticalFactors(a, enemy, kDistant), "TF-15") == -2);
  auto r = side(TroopType::Muskets);
  r.routing = true;
  CHECK(factorSum(tacticalFactors(r, enemy, kClose), "TF-15") == -2);
  auto p = side(TroopType::HeavyCavalry);
  p.pursuingIntoFreshMounted = true;
  CHECK(factorSum(tacticalFactors(p, enemy, kClose), "TF-15") == -2);
  CHECK_FALSE(hasFactor(tacticalFactors(p, enemy, kDistant), "TF-15"));
}

TEST_CASE("TF-16 -3 per enemy front edge on the flank or rear") {
  const auto enemy = side(TroopType::Cuirassiers);
  auto a = side(TroopType::Muskets);
  a.enemyFrontsOnFlankOrRear = 1;
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-16") == -3);
  a.enemyFrontsOnFlankOrRear = 2;
  CHECK(factorSum(tacticalFactors(a, enemy, kClose), "TF-16") == -6);
  CHECK_FALSE(hasFactor(tacticalFactors(a, enemy, kDistant), "TF-16"));
}
