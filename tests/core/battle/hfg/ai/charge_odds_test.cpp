// Charge odds from the engine's tables over all 36 throws: cavalry against the front of foot loses, against its flank wins (T-3, T-7, T-9, TF-16).
#include <doctest/doctest.h>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/charge_odds.h"
#include "core/battle/hfg/geometry/base_size.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

/// Blue `attacker` 400 p in front of red `defender`, facing each other; blue to move.
Battle duel(TroopType attacker, TroopType defender) {
  GeneratedBattle g;
  g.armies[0] = ArmySpec{0, 0};
  g.armies[1] = ArmySpec{0, 0};
  BattleSetup s = generateBattle(g);
  PlacedElement a;
  a.id = "a";
  a.sideId = "blue";
  a.commandId = "b1";
  a.element.type = attacker;
  a.footprint = baseFootprint(attacker, {3000, 2600}, 90);
  PlacedElement d = a;
  d.id = "d";
  d.sideId = "red";
  d.commandId = "r1";
  d.element.type = defender;
  d.footprint = baseFootprint(defender, {3000, 3000}, 270);
  s.elements.push_back(a);
  s.elements.push_back(d);
  return Battle(s);
}

ChargeOdds judgeCharge(Battle& b, EdgeId edge) {
  ChargeJudge judge;
  const std::size_t a = *b.find("a");
  const std::size_t d = *b.find("d");
  const Footprint pose =
      contactPose(b.elements()[d].footprint, edge, 400, b.elements()[a].footprint.depthPaces);
  return judge.judge(b, a, pose, 400, d);
}

}  // namespace

TEST_CASE("harmOf: destroyed 1, routed 0.9, repulsed 0.5, recoil 0.25, halt 0.05") {
  CHECK(harmOf(ResultKind::Destroyed) == 1.0);
  CHECK(harmOf(ResultKind::Routed) == 0.9);
  CHECK(harmOf(ResultKind::Repulsed) == 0.5);
  CHECK(harmOf(ResultKind::Recoil) == 0.25);
  CHECK(harmOf(ResultKind::Halt) == 0.05);
  CHECK(harmOf(ResultKind::Pursue) == 0.0);
}

TEST_CASE(
    "T-3, T-9: Heavy Cavalry charging the front of Bayonets loses; against the flank it wins "
    "(TF-16)") {
  Battle b = duel(TroopType::HeavyCavalry, TroopType::Bayonets);
  const ChargeOdds front = judgeCharge(b, EdgeId::Front);
  REQUIRE(front.possible);
  // Worked from the engine's tables over the 36 throws: 6 wins (1 in 6), 30 defeats.
  CHECK(front.attackerWins == doctest::Approx(6.0 / 36));
  CHECK(front.attackerLoses == doctest::Approx(30.0 / 36));
  CHECK(front.value < 0);
  const ChargeOdds flank = judgeCharge(b, EdgeId::Left);
  CHECK(flank.attackerWins > 0.5);
  CHECK(flank.value > 0);
}

TEST_CASE(
    "T-3: equal cavalry head on is an even fight; foot on foot slightly favours the attacker's "
    "side") {
  Battle cav = duel(TroopType::HeavyCavalry, TroopType::HeavyCavalry);
  const ChargeOdds even = judgeCharge(cav, EdgeId::Front);
  CHECK(even.attackerWins == doctest::Approx(even.attackerLoses));
  CHECK(even.value == doctest::Approx(0).epsilon(1e-9));
  // The judge caches by the combat's facts: a second look costs no evaluation.
  ChargeJudge judge;
  const std::size_t a = *cav.find("a");
  const std::size_t d = *cav.find("d");
  const Footprint pose = contactPose(cav.elements()[d].footprint, EdgeId::Front, 400, 300);
  judge.judge(cav, a, pose, 400, d);
  judge.judge(cav, a, pose, 400, d);
  CHECK(judge.cacheSize() == 1);
}

TEST_CASE("TF-8, B-43: a charge on foot with supporting artillery behind it is judged 1 down") {
  // Bayonets on Bayonets head on, then the same with red's Smoothbore battery's front edge on
  // the defender's rear edge, facing the same way (G-18 supports): the attacker loses 1 (TF-8).
  Battle plain = duel(TroopType::Bayonets, TroopType::Bayonets);
  const ChargeOdds without = judgeCharge(plain, EdgeId::Front);

  GeneratedBattle g;
  g.armies[0] = ArmySpec{0, 0};
  g.armies[1] = ArmySpec{0, 0};
  BattleSetup s = generateBattle(g);
  for (const auto& e : plain.setup().elements)
    if (e.id == "a" || e.id == "d") s.elements.push_back(e);
  PlacedElement gun = s.elements.back();
  gun.id = "gun";
  gun.element.type = TroopType::Smoothbore;
  const double depth = gun.footprint.depthPaces;  // the defender's (Bayonets) depth
  gun.footprint = baseFootprint(TroopType::Smoothbore, {3000, 3000 + depth}, 270);
  s.elements.push_back(gun);
  Battle supported(s);
  const ChargeOdds with = judgeCharge(supported, EdgeId::Front);
  REQUIRE(with.possible);
  CHECK(with.attackerWins < without.attackerWins);
  CHECK(with.attackerLoses > without.attackerLoses);
  CHECK(with.value < without.value);
  // Moved 1,000 p to the side the battery supports nothing: the odds are as without it.
  s.elements.back().footprint = baseFootprint(TroopType::Smoothbore, {4000, 3000 + depth}, 270);
  Battle apart(s);
  const ChargeOdds far = judgeCharge(apart, EdgeId::Front);
  CHECK(far.attackerWins == doctest::Approx(without.attackerWins));
  CHECK(far.value == doctest::Approx(without.value));
}
