// The hand-worked cases of shared/spec/howlin-mobs.md section 8, each with its given dice, through
// the engine pieces that exist (fire, saves, casualties, morale, fights, courier, command range).
#include <doctest/doctest.h>

#include <cmath>
#include <numbers>

#include "core/battle/common/footprint.h"
#include "core/battle/howlin_mobs/campaign_tables.h"
#include "core/battle/howlin_mobs/command.h"
#include "core/battle/howlin_mobs/deck.h"
#include "core/battle/howlin_mobs/fight.h"
#include "core/battle/howlin_mobs/fight_tables.h"
#include "core/battle/howlin_mobs/fire.h"
#include "core/battle/howlin_mobs/hits.h"
#include "core/battle/howlin_mobs/morale.h"
#include "core/battle/howlin_mobs/morale_tables.h"
#include "core/battle/howlin_mobs/move_measure.h"
#include "core/battle/howlin_mobs/movement_table.h"
#include "core/battle/howlin_mobs/organisation_tables.h"
#include "core/battle/howlin_mobs/scale.h"
#include "core/battle/howlin_mobs/unit_rules.h"
#include "tests/core/battle/howlin_mobs/hm_test_support.h"

using namespace hfg;
using namespace hfg::howlin_mobs;
using hfg::howlin_mobs::test::GivenHmDice;

namespace {
const HowlinMobsSettings kS;

int basePoints(UnitKind kind, int casualties, int perBase) {
  return firingBases(kind, casualties, kS) * perBase;
}
}  // namespace

TEST_CASE("Case 1 a plain volley: M-13 M-33 M-35 M-36 MT-4 MB-28 MB-30 M-46 M-48") {
  GivenHmDice dice({7, 9});
  const int p = basePoints(UnitKind::Infantry, 0, smallArms(SmallArm::Infantry).pointsPerBase);
  CHECK(p == 9);
  const auto hits = resolveFire(p, firerFactors(Card::Fire, UnitKind::Infantry, false, false),
                                {FireTarget{}}, dice);
  CHECK(hits[0].points == 9);
  CHECK(hits[0].hits == 1);
  Damage target;
  CHECK(applyHits(target, hits[0].hits, UnitKind::Infantry, 0, kS) == 0);
  CHECK(target.hits == 1);
  const MoraleTest t = testMorale(unitState(MoraleSituation{}, kS), TesterState{}, dice);
  CHECK(t.state == 8);
  CHECK(t.result == MoraleResult::GoesToGround);
  CHECK(dice.allUsed());
}

TEST_CASE("Case 2 double fire into a column in enfilade: MT-5 MB-29 MB-31 MB-32 M-34 M-38") {
  GivenHmDice dice({8, 4});
  const int p = basePoints(UnitKind::Infantry, 1, 3);
  CHECK(p == 6);
  FireTarget column;
  column.factors.targetInColumn = true;
  column.factors.targetEnfiladed = true;
  const auto hits = resolveFire(p, firerFactors(Card::DoubleFire, UnitKind::Infantry, false, false),
                                {column}, dice);
  CHECK(hits[0].points == 48);
  CHECK(hits[0].hits == 5);
  CHECK(lowOnAmmoAfterFiring(Card::DoubleFire, UnitKind::Infantry, false));
  CHECK_FALSE(lowOnAmmoAfterFiring(Card::DoubleFire, UnitKind::Artillery, false));  // M-14
  Damage target{1, 0, false};
  CHECK(applyHits(target, 5, UnitKind::Infantry, 0, kS) == 2);
  CHECK(target.casualties == 2);
  CHECK(target.hits == 0);
  CHECK_FALSE(target.destroyed);
  MoraleSituation m;
  m.casualties = 2;
  const MoraleTest t = testMorale(unitState(m, kS), TesterState{}, dice);
  CHECK(t.state == 4);
  CHECK(t.result == MoraleResult::CarriesOn);
  CHECK(dice.allUsed());
}

TEST_CASE(
    "Case 3 long-range artillery, primary and secondary: MT-4 MT-5 MT-12 MB-28 MB-29 "
    "MB-36 M-48 MB-47") {
  GivenHmDice dice({5, 3, 10, 9});
  const int p = 2 * gunRow(GunType::RifleOrParrott10).longPoints;
  CHECK(p == 8);
  FireTarget primary;
  primary.factors.targetOnGround = true;
  FireTarget secondary;
  secondary.factors.halfRate = true;
  secondary.factors.targetInColumn = true;
  const auto hits = resolveFire(p, firerFactors(Card::Fire, UnitKind::Artillery, false, false),
                                {primary, secondary}, dice);
  CHECK(hits[0].points == 4);
  CHECK(hits[0].hits == 0);
  CHECK(hits[1].points == 8);
  CHECK(hits[1].hits == 1);
  MoraleSituation inf;
  inf.casualties = 1;
  inf.onGround = true;
  inf.secureFlank = true;  // the cavalry 2" away, formed
  TesterState infState;
  infState.onGround = true;
  const MoraleTest ti = testMorale(unitState(inf, kS), infState, dice);
  CHECK(ti.state == 8);
  CHECK(ti.result == MoraleResult::Routs);
  TesterState cav;
  cav.mountedCavalry = true;
  const MoraleTest tc = testMorale(unitState(MoraleSituation{}, kS), cav, dice);  // no friend now
  CHECK(tc.state == 8);
  CHECK(tc.result == MoraleResult::Routs);
  CHECK(dice.allUsed());
}

TEST_CASE("Case 4 saving throws in works: MT-6 MB-34 M-37") {
  GivenHmDice dice({2, 6, 5});
  CHECK(hitsAfterSaves(3, Protection::Works, dice) == 1);
  CHECK(dice.allUsed());
  GivenHmDice none({});
  CHECK(hitsAfterSaves(3, Protection::None, none) == 3);  // open ground: no die
}

TEST_CASE("Case 5 a frontal fight: M-39 M-40 M-41 MT-7 MB-35 items 2 and 3") {
  GivenHmDice dice({6, 7, 4});
  FightSituation a;
  a.crack = true;
  FightSituation d;
  d.inCover = true;
  d.casualties = 1;
  const FightOutcome f = resolveFight(fightModifier(a, kS), fightModifier(d, kS), false, dice);
  CHECK(f.attackerScore == 8);
  CHECK(f.defenderScore == 6);
  CHECK(f.attackerWins);
  CHECK(f.loserHits == 1);
  CHECK(f.loserFallsBack);
  CHECK(f.winnerHits == 1);
  MoraleSituation m;
  m.casualties = 1;
  CHECK(testMorale(unitState(m, kS), TesterState{}, dice).result == MoraleResult::CarriesOn);
  // The winner advances by the loser's line depth.
  CHECK(footprintIn(UnitKind::Infantry, Formation::Line, 0, kS).depthIn == 1.5);
  CHECK(dice.allUsed());
}

TEST_CASE(
    "Case 6 flank attack on a unit low on ammunition: M-45 MB-24 item 5 MT-7 M-41 "
    "MB-35 item 11") {
  GivenHmDice dice({3, 2, 7});
  FightSituation a;
  a.attackingFlankOrRear = true;
  FightSituation d;
  d.lowOnAmmo = true;
  const FightOutcome f = resolveFight(fightModifier(a, kS), fightModifier(d, kS), false, dice);
  CHECK(f.attackerScore == 6);
  CHECK(f.defenderScore == -1);
  CHECK(f.loserHits == 3);
  CHECK(f.winnerHits == 0);
  Damage loser;
  CHECK(applyHits(loser, f.loserHits, UnitKind::Infantry, 0, kS) == 1);
  MoraleSituation m;
  m.casualties = loser.casualties;
  const MoraleTest t = testMorale(unitState(m, kS), TesterState{}, dice);
  CHECK(t.state == 6);
  CHECK(t.result == MoraleResult::GoesToGround);
  CHECK(dice.allUsed());
}

TEST_CASE("Case 7 cavalry against infantry, a tie: M-42 MB-35 items 1 and 5 MT-12") {
  GivenHmDice dice({4, 5});
  FightSituation cav;
  cav.shockCavalryMounted = true;
  const bool action = isMountedAction(true, false, kS.mountedActionVsAny);
  const FightOutcome f = resolveFight(fightModifier(cav, kS), 0, action, dice);
  CHECK(f.attackerScore == 5);
  CHECK(f.defenderScore == 5);
  CHECK_FALSE(f.attackerWins);  // the tie is the defender's
  CHECK(f.mountedAction);
  CHECK(f.loserHits == 1);
  CHECK(f.loserRouts);
  CHECK_FALSE(f.loserFallsBack);
  CHECK(f.winnerHits == 0);
  HowlinMobsSettings narrow;
  narrow.mountedActionVsAny = false;
  CHECK_FALSE(isMountedAction(true, false, narrow.mountedActionVsAny));
  CHECK(isMountedAction(true, true, narrow.mountedActionVsAny));
}

TEST_CASE("Case 8 guns attacked, supported by cavalry: M-43 MB-35 item 6") {
  CHECK(maySupportGuns(UnitKind::Cavalry, true, 4, kS));
  CHECK_FALSE(maySupportGuns(UnitKind::Cavalry, true, 6.5, kS));
  CHECK_FALSE(maySupportGuns(UnitKind::Cavalry, false, 4, kS));
  CHECK_FALSE(maySupportGuns(UnitKind::Sharpshooters, true, 1, kS));
  GivenHmDice dice({8, 3});
  const FightOutcome f =
      resolveFight(0, 0, isMountedAction(false, true, kS.mountedActionVsAny), dice);
  CHECK(f.attackerWins);  // the infantry; the battery is then destroyed
  CHECK(f.loserHits == 1);
  CHECK(f.loserRouts);
  CHECK(f.winnerHits == 0);
}

TEST_CASE("Case 9 sharpshooters evade: M-44 MB-35 item 7 MT-8") {
  MoraleSituation crack;
  crack.crack = true;
  GivenHmDice a({10});
  CHECK(unitState(crack, kS) == 10);
  CHECK(evades(unitState(crack, kS), a));
  GivenHmDice b({9});
  CHECK_FALSE(evades(unitState(MoraleSituation{}, kS), b));
  EndState caught;
  caught.kind = UnitKind::Sharpshooters;
  caught.destroyed = true;
  CHECK(elementFate(caught) == Fate::Destroyed);
}

TEST_CASE("Case 10 a General's help and risk: M-16 MT-8 MB-11 M-17 MB-12") {
  GivenHmDice dice({10, 3});
  MoraleSituation m;
  m.casualties = 1;
  m.crack = true;
  m.secureFlank = true;
  m.generalHelp = 2;
  CHECK(unitState(m, kS) == 11);
  CHECK(testMorale(unitState(m, kS), TesterState{}, dice).result == MoraleResult::CarriesOn);
  CHECK(generalHit(2, dice, kS));
  CHECK(handSize(1, false, kS) == 4);
  GivenHmDice one({3, 2});
  CHECK_FALSE(generalHit(1, one, kS));
  CHECK(generalHit(1, one, kS));
  GivenHmDice noDie({});
  CHECK_FALSE(generalHit(0, noDie, kS));
}

TEST_CASE("Case 11 hand sizes: M-9 M-17 MB-12 MB-13") {
  CHECK(handSize(0, false, kS) == 5);
  CHECK(handSize(2, true, kS) == 2);
  CHECK(handSize(7, true, kS) == 1);
  CHECK_FALSE(generalKilled(2, kS));
  CHECK(generalKilled(3, kS));
  CHECK(handSize(kS.successorHits, false, kS) == 4);
  CHECK(handSize(kS.successorHits, true, kS) == 3);
}

TEST_CASE("Case 12 the courier: M-20 MB-14") {
  const Vec2 ac{0, 0};
  const Vec2 addressee{pacesOf(50, kS), 0};
  auto inchesLeft = [&](const Courier& c) { return distance(c.position(), addressee) / 60; };
  GivenHmDice dice({}, {4, 1, 6, 2, 5});
  Courier c;
  c.startTurn(ac);
  REQUIRE(c.ready());
  const WrittenOrder order{OrderKind::Attack, 3, {1000, 2000}, -1};
  c.send(order, ac);
  CHECK(c.ride(addressee, false, dice, kS) == CourierStep::Rode);  // turn 1
  CHECK(inchesLeft(c) == doctest::Approx(26));
  c.startTurn(ac);
  CHECK(c.ride(addressee, false, dice, kS) == CourierStep::Killed);  // turn 2
  CHECK_FALSE(c.riding());
  CHECK_FALSE(c.ready());  // the new courier is ready from the side's next turn
  c.startTurn(ac);         // turn 3
  REQUIRE(c.ready());
  c.send(order, ac);
  CHECK(c.ride(addressee, false, dice, kS) == CourierStep::Rode);
  CHECK(inchesLeft(c) == doctest::Approx(26));
  c.startTurn(ac);
  CHECK(c.ride(addressee, false, dice, kS) == CourierStep::Rode);  // turn 4
  CHECK(inchesLeft(c) == doctest::Approx(2));
  c.startTurn(ac);
  CHECK(c.ride(addressee, false, dice, kS) == CourierStep::Delivered);  // turn 5
  const auto delivered = c.takeDelivered();
  REQUIRE(delivered);
  CHECK(delivered->commandId == 3);
  CHECK(dice.allUsed());
  // Under an Inert army commander the turn-4 D6 of 2 kills him.
  GivenHmDice inert({}, {2});
  Courier d;
  d.startTurn(ac);
  d.send(order, ac);
  CHECK(d.ride(addressee, true, inert, kS) == CourierStep::Killed);
}

TEST_CASE("Case 15 breaking an army: M-56 MB-45 MT-14") {
  const SideLosses b{18, 5, false};
  CHECK(breakingSide({20, 7, false}, b, kS) == 0);
  CHECK(routStages({20, 7, false}, kS) == 1);
  CHECK_FALSE(breakingSide({20, 6, false}, b, kS).has_value());
  CHECK(nightRetreatByLosses({20, 6, false}, b, kS) == 0);
  CHECK_FALSE(nightRetreatByLosses({20, 4, false}, {18, 4, false}, kS).has_value());
  CHECK(routStages({20, 10, false}, kS) == 2);
  CHECK(breakingSide({20, 1, true}, {18, 1, false}, kS) == 0);  // every fighting unit gone
}

TEST_CASE("Case 17 measuring a wheel: M-22 MB-21 MT-3") {
  const auto line = battle::Footprint::fromCentre({0, 0}, 90, pacesOf(9, kS), pacesOf(1.5, kS));
  const double wheel = inchesOf(longestCornerPathPaces(line, line.centre(), 45), kS);
  CHECK(wheel == doctest::Approx(3.583).epsilon(0.001));
  CHECK(9 - wheel == doctest::Approx(5.417).epsilon(0.001));
  const Vec2 leftFront = line.corner(battle::CornerId::FrontLeft);
  const double swing = inchesOf(longestCornerPathPaces(line, leftFront, 90), kS);
  CHECK(swing > 9 * std::numbers::pi / 2 - 1e-9);  // the right front corner alone: 14.14"
  CHECK(swing > 9);                                // illegal on a 9" move
  CHECK(*moveAllowanceIn(MoveClass::Infantry, false, true, false, kS) == 6);
  CHECK_FALSE(moveAllowanceIn(MoveClass::Cavalry, false, true, false, kS).has_value());
}

TEST_CASE("Case 19 command range: M-15 MB-9") {
  const Vec2 general{0, 0};
  // A line whose nearest point is 14" (then 11") east of its General, facing north.
  const auto far =
      battle::Footprint::fromCentre({pacesOf(18.5, kS), 0}, 90, pacesOf(9, kS), pacesOf(1.5, kS));
  const auto near =
      battle::Footprint::fromCentre({pacesOf(15.5, kS), 0}, 90, pacesOf(9, kS), pacesOf(1.5, kS));
  CHECK_FALSE(inCommand(far, general, kS));
  CHECK(inCommand(near, general, kS));
  CHECK(outOfCommandMoveAllowed(far, near, general));
  CHECK_FALSE(outOfCommandMoveAllowed(near, far, general));
}

TEST_CASE("Case 20 Rally and resupply: M-49 MB-39") {
  CHECK(resupplies(false, 10, kS));
  CHECK_FALSE(resupplies(false, 14, kS));
  CHECK_FALSE(resupplies(true, 5, kS));
}

TEST_CASE("Case 21 scale: MB-2") {
  CHECK(inchesOf(12000, kS) == 200);
  CHECK(inchesOf(6000, kS) == 100);
  CHECK(pacesOf(12, kS) == 720);
  CHECK(metresOfInches(12, kS) == 540);
  CHECK(pacesOf(36, kS) == 2160);
  CHECK(metresOfInches(36, kS) == 1620);
  CHECK(pacesOf(9, kS) == 540);
  CHECK(metresOfInches(9, kS) == 405);
}

TEST_CASE("Case 22 routers and passing: M-50 MB-7") {
  CHECK(routersMove(std::nullopt, Card::Move));  // a pass discarding a Move card
  CHECK_FALSE(routersMove(Card::Rally, std::nullopt));
  CHECK(routersMove(Card::Fire, std::nullopt));
  CHECK_FALSE(routersMove(std::nullopt, std::nullopt));  // an empty hand
}

TEST_CASE("Case 23 a friend's rout: M-47 MB-36 MB-47") {
  GivenHmDice dice({9});
  MoraleSituation b;  // A is routing and does not count as a friend
  const MoraleTest t = testMorale(unitState(b, kS), TesterState{}, dice);
  CHECK(t.state == 8);
  CHECK(t.result == MoraleResult::GoesToGround);
  CHECK(kS.friendRoutTestIn == 12);  // C at 14" does not test
}

TEST_CASE("Case 24 Lee: M-18 MB-13 (morale modifiers)") {
  MoraleSituation near;
  near.leeWithin12 = true;
  CHECK(unitState(near, kS) == 9);
  MoraleSituation with;
  with.leeWithin12 = true;
  with.leeWithUnit = true;
  CHECK(unitState(with, kS) == 7);
  CHECK(unitState(MoraleSituation{}, kS) == 8);  // an Ordinary C-in-C gives neither
}

TEST_CASE("Case 25 passage of lines: M-31 MB-25 (the test)") {
  GivenHmDice dice({10, 5});
  MoraleSituation m;
  m.secureFlank = true;  // the friend it touches, on the ground, not routing
  CHECK(unitState(m, kS) == 9);
  CHECK(testMorale(unitState(m, kS), TesterState{}, dice).result == MoraleResult::GoesToGround);
  CHECK(testMorale(unitState(m, kS), TesterState{}, dice).result == MoraleResult::CarriesOn);
}

TEST_CASE("MB-51 the seeded D10 and D6: same seed, same throws, faces in range") {
  Dice a(2026), b(2026);
  SeededHmDice da(a), db(b);
  bool sawTen = false, sawOne = false;
  for (int i = 0; i < 500; ++i) {
    const int x = da.d10();
    CHECK(x == db.d10());
    CHECK(x >= 1);
    CHECK(x <= 10);
    sawTen = sawTen || x == 10;
    sawOne = sawOne || x == 1;
    const int y = da.d6();
    CHECK(y == db.d6());
    CHECK(y >= 1);
    CHECK(y <= 6);
  }
  CHECK(sawTen);
  CHECK(sawOne);
}
