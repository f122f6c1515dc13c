// O-S1 routing friends, O-S4 the Command Party's outcome, and B-54 mount state.
#include <doctest/doctest.h>

#include "core/battle/hfg/combat/combatant.h"
#include "core/battle/hfg/combat/outcome_effects.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("O-S1 friends behind routers rout with them, with the book's exceptions") {
  RoutContagionFacts f;
  CHECK(friendRoutsWithRouters(f));
  f.friendDefendsBuaSpOrRedoubt = true;
  CHECK_FALSE(friendRoutsWithRouters(f));
  f = {};
  f.routersAreMarksmenOrNaval = true;
  CHECK_FALSE(friendRoutsWithRouters(f));
  f = {};
  f.routersInferior = true;
  CHECK_FALSE(friendRoutsWithRouters(f));  // Inferior routers do not carry off better troops
  f.friendInferior = true;
  CHECK(friendRoutsWithRouters(f));
}

TEST_CASE("O-S4 the CP is repulsed if the element behind it is spent, else shares its outcome") {
  OutcomeRecord spent;
  spent.rowId = "O-E3";
  spent.result = ResultKind::Spent;
  const auto r = commandPartyOutcome(spent);
  CHECK(r.rowId == "O-S4");
  CHECK(r.result == ResultKind::Repulsed);
  CHECK(r.minPaces == 600);
  CHECK(r.maxPaces == 1200);
  OutcomeRecord pursue;
  pursue.rowId = "O-A2";
  pursue.result = ResultKind::Pursue;
  pursue.minPaces = 400;
  pursue.maxPaces = 1200;
  const auto p = commandPartyOutcome(pursue);
  CHECK(p.rowId == "O-A2");
  CHECK(p.result == ResultKind::Pursue);
  CHECK(p.alsoRows == std::vector<std::string>{"O-S4"});
}

TEST_CASE("B-54 mount state of the dismountable types") {
  MountFacts f;
  CHECK(fightsMounted(TroopType::Dragoons, f));
  CHECK_FALSE(fightsMounted(TroopType::MountedRifles, f));
  CHECK_FALSE(fightsMounted(TroopType::Repeaters, f));
  f.declaredMounted = true;
  CHECK(fightsMounted(TroopType::Repeaters, f));
  CHECK(fightsMounted(TroopType::RifleCavalry, f));
  f = {};
  f.shooting = true;
  CHECK_FALSE(fightsMounted(TroopType::Dragoons, f));
  f.movedThisBoundPaces = 601;  // moved more than 600 p: mounted whatever else
  CHECK(fightsMounted(TroopType::Dragoons, f));
  CHECK(fightsMounted(TroopType::MountedRifles, f));
  f = {};
  f.movedThisBoundPaces = 600;
  f.inDifficultGoing = true;
  CHECK_FALSE(fightsMounted(TroopType::Dragoons, f));
  CHECK(fightsMounted(TroopType::Cuirassiers, MountFacts{}));
  CHECK_FALSE(fightsMounted(TroopType::Muskets, MountFacts{}));
}

TEST_CASE(
    "O-S2 flankers recoil when the friends fighting the enemy's front lose, and follow winners") {
  CHECK(flankersRecoil(ResultKind::Recoil));
  CHECK(flankersRecoil(ResultKind::Repulsed));
  CHECK(flankersRecoil(ResultKind::Routed));
  CHECK(flankersRecoil(ResultKind::Destroyed));
  CHECK_FALSE(flankersRecoil(ResultKind::Halt));
  CHECK(flankersMoveWith(ResultKind::PressForward));
  CHECK(flankersMoveWith(ResultKind::Pursue));
  CHECK_FALSE(flankersMoveWith(ResultKind::Halt));
}

TEST_CASE("O-S3 B-55 turning to face puts the front edge on the attacker's front edge") {
  const Footprint victim{{0, 0}, 90, 400, 200};
  // The attacker faces east, its front edge on the victim's left flank (x = -200).
  const Footprint attacker{{-200, -100}, 0, 400, 300};
  const auto turned = turnToFacePose(victim, attacker);
  REQUIRE(turned);
  CHECK(turned->headingDeg == doctest::Approx(180));
  CHECK(turned->frontMid.x == doctest::Approx(-200));
  CHECK(turned->frontMid.y == doctest::Approx(-100));
  // Blocked by a friend just behind it, where its turned base would lie: it does not turn.
  CHECK_FALSE(turnToFacePose(victim, attacker, {Footprint{{-100, -200}, 90, 200, 100}}));
}

TEST_CASE("O-S5 B-55 the second element that turned is placed directly behind the first") {
  const Footprint first{{-200, -100}, 180, 400, 200};
  const Footprint second = secondTurnerPose(first, Footprint{{400, 0}, 90, 400, 200});
  CHECK(second.headingDeg == doctest::Approx(180));
  CHECK(second.frontMid.x == doctest::Approx(0));
  CHECK(second.frontMid.y == doctest::Approx(-100));
}

TEST_CASE("O-S6 B-58 the target of a silenced shooter takes its band A result without dice") {
  CombatSideFacts foot;
  foot.who = Combatant::element(TroopType::Bayonets);
  CHECK(silencedShooterTargetOutcome(foot).rowId == "O-A5");
  CHECK(silencedShooterTargetOutcome(foot).optionalMove);
  CombatSideFacts horse;
  horse.who = Combatant::element(TroopType::Cuirassiers);
  horse.ownBound = true;
  horse.chargeTargetInGoodGoingWithin600 = true;
  CHECK(silencedShooterTargetOutcome(horse).result == ResultKind::Charge);
  horse.ownBound = false;
  CHECK(silencedShooterTargetOutcome(horse).result == ResultKind::None);
  CombatSideFacts guns;
  guns.who = Combatant::element(TroopType::Smoothbore);
  CHECK(silencedShooterTargetOutcome(guns).rowId.empty());
}
