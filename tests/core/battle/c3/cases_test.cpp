// The hand-worked cases of shared/spec/c3.md section 8 that the engine's first pieces reach
// (command and control, sight, movement, the combat tables), each with its given dice.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/battle/c3/battle_end.h"
#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/combat_geometry.h"
#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/formation_change.h"
#include "core/battle/c3/movement_tables.h"
#include "core/battle/c3/responses.h"
#include "core/battle/c3/sight.h"
#include "core/battle/c3/source_tables.h"
#include "core/battle/c3/transmission.h"
#include "tests/core/battle/c3/c3_test_support.h"

using hfg::GeneralQuality;
using hfg::TroopType;
using namespace hfg::c3;
using namespace hfg::c3::test;

namespace {

ChainNode sender(int rating) {
  ChainNode n;
  n.kind = ChainNode::Kind::Sender;
  n.name = "sender";
  n.rating = rating;
  return n;
}

ChainNode node(ChainNode::Kind kind, std::string name, double rideInM, int rating = 0,
               int fatigue = 0) {
  ChainNode n;
  n.kind = kind;
  n.name = std::move(name);
  n.rideInM = rideInM;
  n.rating = rating;
  n.fatigue = fatigue;
  return n;
}

}  // namespace

TEST_CASE("Case 1 K-22 K-30 K-32 KB-19 KB-20 KB-22: an Order down two levels takes effect at 71") {
  const C3Settings s;
  GivenD10 faces({4, 6});
  C3Dice dice(faces);
  const std::vector<ChainNode> chain{
      sender(2),
      node(ChainNode::Kind::Relay, "division", 2400, 3, 0),
      node(ChainNode::Kind::Addressee, "brigade", 600, 0, 2),
  };
  const Transmission t = transmit(chain, 0, dice, s);
  CHECK_FALSE(t.lost);
  CHECK(t.effectiveAt == doctest::Approx(71));
  REQUIRE(t.steps.size() == 6);
  CHECK(t.steps[0].toMin == doctest::Approx(10));  // army staff 0-10
  CHECK(t.steps[1].toMin == doctest::Approx(18));  // ride 2,400 m
  CHECK(t.steps[2].toMin == doctest::Approx(30));  // 3 x 4
  CHECK(t.steps[3].toMin == doctest::Approx(45));  // division staff 30-45
  CHECK(t.steps[4].toMin == doctest::Approx(47));  // ride 600 m
  CHECK(t.steps[5].toMin == doctest::Approx(71));  // 3 x (6 + 2)
  CHECK(dice.log().size() == 2);
  CHECK(dice.log()[0].ruleId == "K-32");
  CHECK(faces.empty());
}

TEST_CASE("Case 2 K-34 K-35 K-36 KT-7 KT-16 KB-27: Command delays") {
  CHECK(responseDelayMin(UnitCommand::Halt, 7) == 7);
  const int formNow = responseDelayMin(UnitCommand::Square, 3);
  CHECK(formNow == 0);  // 3 - 5 = -2: at once
  const int squareTime =
      *formationChangeMin(MoverClass::Foot, Formation::Line, Formation::Square, 6);
  CHECK(formNow + squareTime == 3);
  CHECK(responseDelayMin(UnitCommand::Square, 9) == 4);
  CHECK(responseDelayMin(UnitCommand::Square, 9) + squareTime == 7);
}

TEST_CASE("Case 3 K-15 KT-5 KT-13 KB-13: Event a") {
  const C3Settings s;
  const double cavalryReach =
      eventAReachM(normalRateMPerMin(MoverClass::Mounted, Formation::Line, false), s);
  CHECK(cavalryReach == 4500);
  EnemyWatch cavalry;
  CHECK(cavalry.observe(0, true, 4000, cavalryReach, true, s));
  const double footReach =
      eventAReachM(normalRateMPerMin(MoverClass::Foot, Formation::Line, false), s);
  CHECK(footReach == 1500);
  EnemyWatch foot;
  CHECK_FALSE(foot.observe(0, true, 2000, footReach, true, s));
  CHECK_FALSE(foot.observe(4, true, 1700, footReach, true, s));
  CHECK(foot.observe(5, true, 1500, footReach, true, s));
  CHECK_FALSE(foot.observe(6, true, 1450, footReach, true, s));
  for (int m = 7; m <= 16; ++m) CHECK_FALSE(foot.observe(m, true, 1450, footReach, false, s));
  CHECK(foot.observe(17, true, 1450, footReach, true, s));  // stood still 10 minutes, moves
  CHECK(eventAReachM(std::nullopt, s) == 1800);             // kind unknown: 60 m/min
}

TEST_CASE("Case 4 K-45 KT-8 KB-52: seeing skirmishers") {
  const C3Settings s;
  const SightRanges r = sightRanges(true, false, s);
  CHECK(r.seenM == doctest::Approx(1666.67).epsilon(1e-4));
  CHECK(r.kindM == doctest::Approx(1000));
  CHECK(r.strengthM == doctest::Approx(333.33).epsilon(1e-4));
  const Sighting far = makeOut(1200, true, true, false, s);
  CHECK(far.seen);
  CHECK_FALSE(far.kindKnown);
  CHECK(makeOut(300, true, true, false, s).strengthKnown);
  CHECK_FALSE(makeOut(1700, true, true, false, s).seen);
  CHECK_FALSE(makeOut(1000, false, false, false, s).seen);
}

TEST_CASE("Case 5 K-46 KT-9 KB-11: dead ground behind a wood from a hill's height") {
  const C3Settings s;
  CHECK(*deadGroundBeyondM(23, 10, 2, 1000) == doctest::Approx(615.38).epsilon(1e-4));
  CHECK_FALSE(deadGroundBeyondM(2, 10, 2, 1000));
  // 25 m cells along x from 0 to 2,000 m: the hill's crest (20 m) under the observer, the wood
  // (10 m tall) from 800 to 1,000 m, flat ground elsewhere.
  const int cols = 81;
  std::vector<double> ground(2 * cols, 0.0);
  std::vector<double> obstacle(2 * cols, 0.0);
  for (int r = 0; r < 2; ++r) {
    ground[static_cast<std::size_t>(r * cols)] = 20;
    ground[static_cast<std::size_t>(r * cols + 1)] = 20;
    for (int c = 32; c <= 40; ++c) obstacle[static_cast<std::size_t>(r * cols + c)] = 10;
  }
  const GridHeightField hill(cols, 2, 25, {0, 0}, ground, obstacle);
  const double eye = eyeHeightM(true, s);
  CHECK(hill.groundM({0, 0}) + eye == 23);
  const double foot = targetHeightM(Arm::Foot, s);
  CHECK_FALSE(sightLineClear(hill, {0, 0}, eye, {1500, 0}, foot, s));  // 500 m beyond: unseen
  CHECK(sightLineClear(hill, {0, 0}, eye, {1700, 0}, foot, s));        // 700 m beyond: seen
  const GridHeightField flat(cols, 2, 25, {0, 0}, std::vector<double>(2 * cols, 0.0), obstacle);
  for (double x : {1100.0, 1500.0, 1900.0})
    CHECK_FALSE(sightLineClear(flat, {0, 0}, s.eyeFootM, {x, 0}, foot, s));
}

TEST_CASE("Case 6 K-54 K-56 KT-12 KT-13: moving through ground") {
  const C3Settings s;
  const auto line = travelMinutes(MoverClass::Foot, Formation::Line,
                                  {{200, Ground::Wood, false}, {300, Ground::Clear, false}}, s);
  CHECK(*line == doctest::Approx(18));
  const auto road =
      travelMinutes(MoverClass::Foot, Formation::MarchColumn, {{500, Ground::Wood, true}}, s);
  CHECK(*road == doctest::Approx(7.142857));
  CHECK_FALSE(travelMinutes(MoverClass::FootArtillery, Formation::Limbered,
                            {{100, Ground::Rough, false}}, s));
  const auto hedge = travelMinutes(MoverClass::HorseArtillery, Formation::Limbered,
                                   {{50, Ground::LinearObstacle, false}}, s);
  CHECK(*hedge == doctest::Approx(10 + 50.0 / 120));
}

TEST_CASE("Case 7 K-50 KT-10: patrols meet") {
  auto odds = patrolOdds(3, 0, 1, 0);
  CHECK(odds.difference == 2);
  CHECK(odds.initiatorLarger);
  GivenD10 faces({6, 1});
  C3Dice dice(faces);
  PatrolResult r = patrolContactResult(dice.d10("K-50") + odds.difference);
  CHECK(r.outcome == PatrolOutcome::SmallerRetires);
  CHECK(r.retireM == 1000);
  const double slower = *normalRateMPerMin(MoverClass::FootPatrol, Formation::ExtendedOrder, false);
  CHECK(r.retireM / slower == doctest::Approx(14.2857));
  odds = patrolOdds(2, 0, 2, 0);
  CHECK(odds.difference == 0);
  CHECK(odds.initiatorLarger);
  r = patrolContactResult(dice.d10("K-50") + odds.difference);
  CHECK(r.outcome == PatrolOutcome::LargerRetires);  // side A, the larger, retires
  CHECK(r.retireM == 500);
  odds = patrolOdds(0, 1, 2, 0);
  CHECK(odds.difference == 1);
  CHECK(odds.initiatorLarger);
}

TEST_CASE("Case 8 K-51 KT-10 KB-53: a patrol's report") {
  CHECK(reportedStrength(2160, 20) == 2592);
  CHECK(reportedStrength(1200, -30) == 840);
  const auto& cup = tokenCup();
  CHECK(std::count(cup.begin(), cup.end(), 0) == 6);
}

TEST_CASE("Case 9 KB-39 KB-40 KT-18 KT-19: musketry") {
  const C3Settings s;
  const SmallArms minie = smallArmsOf(TroopType::Minie, 1859, false, false);
  CHECK(minie.maxRangeM == 450);
  const RangeBand band = smallArmsBand(120, minie.maxRangeM);
  CHECK(band == RangeBand::Close);
  const int factor = smallArmsFactor(minie.weaponClass, band);
  CHECK(factor == 4);
  const int doubleLineCes = footprintOf(Arm::Foot, Formation::DoubleLine, 6, s).firingCes;
  const int fp = firePoints({factor, doubleLineCes, 60, 60, false, false});
  CHECK(fp == 12);
  FireModifiers m;
  m.firerFatigue = 3;
  CHECK(fireDie(7, m, s) == 7);
  CHECK(spLostToFire(fp, 7, s) == 2);
  const int lineFp = firePoints(
      {factor, footprintOf(Arm::Foot, Formation::Line, 6, s).firingCes, 60, 60, false, false});
  CHECK(lineFp == 24);
  CHECK(spLostToFire(lineFp, 7, s) == 4);
}

TEST_CASE("Case 10 KT-18 KT-19 KB-40: artillery by range") {
  const C3Settings s;
  const GunRow row = gunRowOf(TroopType::Smoothbore, 1809, false);
  CHECK(row.maxRangeM == 1200);
  FireModifiers m;
  m.targetSquareOrColumnAndFirerArtillery = true;
  const int d = fireDie(5, m, s);
  CHECK(d == 7);
  const auto fpAt = [&](double range) {
    return firePoints({gunFactor(row, gunBand(range, row, false, s)), 2, 20, 20, false, false});
  };
  CHECK(gunBand(250, row, false, s) == RangeBand::Canister);
  CHECK(fpAt(250) == 32);
  CHECK(spLostToFire(fpAt(250), d, s) == 5);
  CHECK(gunBand(700, row, false, s) == RangeBand::Effective);
  CHECK(fpAt(700) == 8);
  CHECK(spLostToFire(fpAt(700), d, s) == 1);
  CHECK(gunBand(1100, row, false, s) == RangeBand::Long);
  CHECK(fpAt(1100) == 4);
  CHECK(spLostToFire(fpAt(1100), d, s) == 0);
}

TEST_CASE("Case 11 KB-41 KT-20: the Combat Result Test") {
  CrtModifiers m;
  m.supported = true;
  m.fatigue = 4;
  m.spLostSoFar = 2;
  m.spAtStart = 60;
  CHECK(crtResult(crtScore(4, m, 2)) == CombatResult::Stands);
  CHECK(crtScore(4, m, 2) == 3);
  CHECK(crtResult(crtScore(3, m, 2)) == CombatResult::FallsBack);
  CHECK(crtScore(1, m, 2) == 0);
  CHECK(crtResult(crtScore(1, m, 2)) == CombatResult::Routs);
}

TEST_CASE("Case 12 KB-42 KB-43 KT-21 KT-22 KT-23 KT-24: cavalry against line and square") {
  const CloseCombatant cavalry{Arm::Mounted, TroopType::HeavyCavalry, Formation::Line};
  CloseModifiers charge;
  charge.chargeBonus = true;
  const int cav = 4 + closeCombatFactor(cavalry, false) + closeCombatModifier(charge);
  CHECK(cav == 11);
  const CloseCombatant line{Arm::Foot, TroopType::Bayonets, Formation::Line};
  const int foot = 8 + closeCombatFactor(line, true) + closeCombatModifier({});
  CHECK(foot == 10);
  const CloseResult r = closeCombatResult(cav, foot);
  CHECK(r.d == 1);
  CHECK_FALSE(r.lowerRouts);
  CHECK(r.lowerSpLoss == 1);
  CHECK(r.higherSpLoss == 1);
  CHECK(fatigueGained({0, 1, 1, 2, 0}) == 5);  // cavalry: 2 minutes at charge, a round, 1 SP
  CHECK(fatigueGained({1, 1, 1, 0, 0}) == 4);  // foot: its closing-fire round, a round, 1 SP
  const CloseCombatant square{Arm::Foot, TroopType::Bayonets, Formation::Square};
  const int sq = 8 + closeCombatFactor(square, true);
  CHECK(sq == 18);
  const CloseResult r2 = closeCombatResult(sq, cav);
  CHECK(r2.d == 7);
  CHECK(r2.lowerRouts);
  CHECK(r2.lowerSpLoss == 3);
  CHECK(r2.higherSpLoss == 0);
}

TEST_CASE("Case 13 K-59 KB-35 KT-17: pursuit") {
  const C3Settings s;
  PursuitFactors lightHorse;
  lightHorse.mounted = true;
  lightHorse.lightHorseOrSipahis = true;
  GivenD10 faces({3, 4, 5});
  C3Dice dice(faces);
  CHECK(pursues(dice.d10("KT-17 pursuit"), lightHorse, s));
  CHECK(pursuitMinutes(dice.d10("KT-17 pursuit time"), lightHorse) == 24);
  CHECK(*doubleRateMPerMin(MoverClass::Mounted, Formation::OpenOrder, false) == 300);
  PursuitFactors heavy;
  heavy.mounted = true;
  heavy.grade = Training::Elite;
  heavy.commanderInContact = true;
  const int face = dice.d10("KT-17 pursuit");
  CHECK(face + pursuitModifier(heavy) == 3);
  CHECK_FALSE(pursues(face, heavy, s));
}

TEST_CASE("Case 14 K-57 KB-33 KT-17: falling back") {
  const C3Settings s;
  const double rate = *normalRateMPerMin(MoverClass::Foot, Formation::Line, false);
  CHECK(rate * s.fallBackMin == 500);
  GivenD10 faces({6});
  C3Dice dice(faces);
  CHECK(s.fallBackMin + dice.d10("KT-17 rally time") == 16);
}

TEST_CASE("Case 15 K-58 KB-34 KT-17: rout and rally") {
  const C3Settings s;
  CHECK(routRateMPerMin(MoverClass::Foot) * s.routMin == 1500);
  RallyFactors first;
  first.fatigue = 3;
  first.spLost = 5;
  first.spAtStart = 60;
  first.enemySeenNear = true;  // 700 m, within 800
  GivenD10 faces({4, 8, 3});
  C3Dice dice(faces);
  const int d1 = dice.d10("KT-17 rally");
  CHECK(d1 + rallyModifier(first) == 2);
  CHECK_FALSE(rallyPasses(d1, first, s));
  const int second = s.routMin + s.routOnMin;
  CHECK(second == 20);
  RallyFactors clear = first;
  clear.enemySeenNear = false;
  CHECK(rallyPasses(dice.d10("KT-17 rally"), clear, s));
  CHECK(second + dice.d10("KT-17 rally time") == 23);
  CHECK(s.dispersedAfterFailures == 3);
}

TEST_CASE("Case 16 K-61 KB-37 KT-19: prolonges") {
  const C3Settings s;
  CHECK(mayProlong(6, 3, s));
  CHECK_FALSE(mayProlong(6, 4, s));
  const GunRow rifled = gunRowOf(TroopType::Rifled, 1866, false);
  CHECK(rifled.effective == 5);
  CHECK(firePoints({rifled.effective, 2, 17, 20, false, true}) == 17);
  CHECK(firePoints({rifled.effective, 2, 17, 20, false, false}) == 8);
  CHECK(ammunitionUsed(true) == 2);
}

TEST_CASE("Case 17 K-36 K-60 KB-36 KT-16: evading horse artillery") {
  const C3Settings s;
  const int delay = responseDelayMin(UnitCommand::Evade, 8);
  CHECK(delay == 3);
  const int limber = *limberMin(MoverClass::HorseArtillery);
  CHECK(limber == 1);
  const double rate = *doubleRateMPerMin(MoverClass::HorseArtillery, Formation::Limbered, false);
  CHECK(rate == 240);
  const double run = (s.evadeClearM - 300) / rate;
  CHECK(run == doctest::Approx(2.0833).epsilon(1e-4));
  CHECK(delay + limber + run == doctest::Approx(6.0833).epsilon(1e-4));
}

TEST_CASE("Case 18 K-25 KT-13: support distance") {
  CHECK(supportRadiusM(*normalRateMPerMin(MoverClass::Foot, Formation::Line, false)) == 500);
  CHECK(supportRadiusM(*normalRateMPerMin(MoverClass::Mounted, Formation::Line, false)) == 1500);
}

TEST_CASE("Case 19 K-17 KB-55: automatic charge reach") {
  const C3Settings s;
  CHECK(automaticChargeReachM(*normalRateMPerMin(MoverClass::Mounted, Formation::Line, false), s) ==
        2750);
}

TEST_CASE("Case 20 K-37 KB-28: signal stations") {
  const C3Settings s;
  GivenD10 faces({5});
  C3Dice dice(faces);
  const std::vector<ChainNode> chain{
      sender(2),
      node(ChainNode::Kind::Station, "station 1", 500),
      node(ChainNode::Kind::Station, "station 2", 0),
      node(ChainNode::Kind::Station, "station 3", 0),
      node(ChainNode::Kind::Addressee, "addressee", 600),
  };
  const Transmission t = transmit(chain, 0, dice, s);
  CHECK(t.expectedArrival == doctest::Approx(43.6667).epsilon(1e-4));
  CHECK(t.effectiveAt == doctest::Approx(43.6667 + 15).epsilon(1e-4));
  CHECK(dice.log().size() == 1);  // the stations make no receipt test
}

TEST_CASE("Case 21 KT-30 KB-4 KB-57: time and bounds") {
  CHECK(boundsFought(kMorningStartMin, 13 * 60 + 30) == 15);
  CHECK(arrivalMinuteOfBound(13) == 180);
  CHECK(clockText(kMorningStartMin + arrivalMinuteOfBound(13)) == "09:00");
  CHECK(arrivalMinuteOfBound(30) == 420);
  CHECK(clockText(kMorningStartMin + arrivalMinuteOfBound(30)) == "13:00");
}

TEST_CASE("Case 22 KT-29 KB-59 KB-34: fates") {
  const C3Settings s;
  CHECK(fateOf({60, 18, 0}, s) == Fate::Destroyed);
  CHECK(fateOf({60, 28, 0}, s) == Fate::Spent);
  CHECK(fateOf({60, 35, 22}, s) == Fate::Spent);
  CHECK(fateOf({60, 35, 10}, s) == Fate::Present);
  UnitEnd routing{60, 35, 10};
  routing.routingOnTable = true;
  CHECK(fateOf(routing, s) == Fate::OffTable);
  UnitEnd dispersed{60, 35, 10};
  dispersed.dispersedByFailedRallies = true;
  CHECK(fateOf(dispersed, s) == Fate::Spent);
}

TEST_CASE("Case 23 K-53 KT-11 KT-12 KB-10: slopes") {
  CHECK(slopeOf(10, 80) == Slope::Steep);
  CHECK(*terrainMultiplier(Ground::SteepSlope, TerrainColumn::FootCloseOrder) == 1);
  CHECK(*terrainMultiplier(Ground::SteepSlope, TerrainColumn::MountedCloseOrder) == 1);
  CHECK(*terrainMultiplier(Ground::SteepSlope, TerrainColumn::ArtilleryDispersed) == 1);
  CHECK_FALSE(terrainMultiplier(Ground::SteepSlope, TerrainColumn::ArtillerySmoothBore));
  CHECK(slopeOf(10, 30) == Slope::Impassable);
  // The same slope read from a height model (KB-10): 10 m every 80 m.
  const GridHeightField ramp(3, 2, 80, {0, 0}, {0, 10, 20, 0, 10, 20});
  CHECK(ramp.slopeAt({80, 0}) == Slope::Steep);
}

TEST_CASE("Case 24 K-32 KB-22 KB-23: a lost Order and Event i") {
  const C3Settings s;
  GivenD10 faces({10});
  C3Dice dice(faces);
  ChainNode addressee = node(ChainNode::Kind::Addressee, "brigade", 9000);
  addressee.rideInPassedEnemy = true;  // 300 m from an enemy Unit
  const Transmission t = transmit({sender(2), addressee}, 0, dice, s);
  CHECK(t.lost);
  CHECK(t.lostAt == "brigade");
  CHECK(t.expectedArrival == doctest::Approx(40));
  CHECK_FALSE(noResponseNoticed(t.expectedArrival, 69, true, s));
  CHECK(noResponseNoticed(t.expectedArrival, 70, true, s));
  CHECK_FALSE(noResponseNoticed(t.expectedArrival, 90, false, s));
  // The same throw without the enemy near and the receiver not engaged is a delay, not a loss.
  CHECK_FALSE(receiptTest(10, 0, false, false, s).lost);
  CHECK(receiptTest(10, 0, false, false, s).delayMin == 30);
}

TEST_CASE("Case 25 K-29 KB-21: the staff queue") {
  StaffQueue division;
  const double minutes = processingMin(3);
  CHECK(division.process(30, minutes) == 45);
  CHECK(division.process(32, minutes) == 60);
  // Through transmit: two Orders reaching the same staff queue one behind the other.
  const C3Settings s;
  StaffQueue staff;
  GivenD10 faces({1, 1});
  C3Dice dice(faces);
  ChainNode from = sender(3);
  from.staff = &staff;
  const ChainNode to = node(ChainNode::Kind::Addressee, "brigade", 0);
  const Transmission first = transmit({from, to}, 30, dice, s);
  const Transmission second = transmit({from, to}, 32, dice, s);
  CHECK(first.steps[0].toMin == 45);
  CHECK(second.steps[0].fromMin == 45);
  CHECK(second.steps[0].toMin == 60);
}

TEST_CASE("Case 26 K-22 KB-18 KT-27: ratings") {
  const int potentate = c3Rating(GeneralQuality::Ordinary, true, true);
  CHECK(potentate == 4);
  CHECK(processingMin(potentate) == 20);
  CHECK(c3Rating(GeneralQuality::Brilliant, false, false) == 1);
  CHECK(processingMin(1) == 5);
  CHECK(c3Rating(GeneralQuality::Inert, false, false) == 4);
}

TEST_CASE("Case 27 KT-6 KB-15: one third of the force") {
  const std::vector<int> four{6, 6, 6, 6};
  CHECK(responseALimitCes(four) == 8);
  CHECK(mayDetachForResponseA(four, {0}));
  CHECK_FALSE(mayDetachForResponseA(four, {0, 1}));
  const std::vector<int> mixed{6, 3};
  CHECK(responseALimitCes(mixed) == 3);
  CHECK(mayDetachForResponseA(mixed, {1}));
  CHECK_FALSE(mayDetachForResponseA(mixed, {0}));
  const std::vector<int> two{6, 6};
  CHECK(responseALimitCes(two) == 4);
  CHECK(mayDetachForResponseA(two, {1}));  // at least one Unit
  CHECK_FALSE(mayDetachForResponseA(two, {0, 1}));
}

TEST_CASE("Case 28 KB-58 KT-29: breaking and night") {
  const C3Settings s;
  SideReckoning a{24, 9};
  SideReckoning b{20, 5};
  CHECK(breakingSide(a, b, s) == 0);
  CHECK(routStages(a, s) == 1);  // 0.375 < 1/2
  a = {24, 6};
  b = {20, 4};
  CHECK_FALSE(breakingSide(a, b, s));
  CHECK(nightRetreatSide(a, b, true, true, s) == 0);
  SideReckoning withdrawing{24, 1};
  withdrawing.ordersWithdrawal = true;
  CHECK(breakingSide(withdrawing, b, s) == 0);
  CHECK(routStages(withdrawing, s) == 1);
}

TEST_CASE("Case 29 KT-24 KB-46: fatigue recovery") {
  const C3Settings s;
  const int rested = recoverFatigue(7, 25, s);
  CHECK(rested == 5);
  CHECK(fatigueModifier(rested) == -1);
  CHECK(fatigueModifier(recoverFatigue(rested, 10, s)) == 0);
}

TEST_CASE(
    "Case 31 KB-39 KB-40 KB-41 KB-42 KB-44 KT-17 to KT-24: a column attack, volley to result") {
  const C3Settings s;
  // 1809 Bayonets: musket, 300 m; F's front 400 m away at 60 m/min is at 100 m at minute 5.
  const SmallArms musket = smallArmsOf(TroopType::Bayonets, 1809, false, false);
  CHECK(musket.maxRangeM == 300);
  const double rate = *normalRateMPerMin(MoverClass::Foot, Formation::BattleColumn, false);
  CHECK(400 - 5 * rate == 100);
  CHECK(smallArmsBand(100, musket.maxRangeM) == RangeBand::Close);
  const int wFp =
      firePoints({smallArmsFactor(musket.weaponClass, RangeBand::Close),
                  footprintOf(Arm::Foot, Formation::Line, 6, s).firingCes, 60, 60, false, false});
  CHECK(wFp == 24);
  const int fLoss = spLostToFire(wFp, fireDie(6, {}, s), s);
  CHECK(fLoss == 3);
  int fFatigue = addFatigue(0, fatigueGained({0, fLoss, 0, 0, 0}), s);
  int wFatigue = addFatigue(0, fatigueGained({1, 0, 0, 0, 0}), s);
  CHECK(fFatigue == 3);
  CHECK(wFatigue == 1);
  CrtModifiers fCrt;
  fCrt.fatigue = fFatigue;
  fCrt.spLostSoFar = fLoss;
  fCrt.spAtStart = 60;
  CHECK(crtScore(7, fCrt, fLoss) == 4);
  CHECK(crtResult(crtScore(7, fCrt, fLoss)) == CombatResult::Stands);
  // Contact at minute 7 (100 m in 1.67 minutes): the first round at once.
  CHECK(100 / rate == doctest::Approx(1.6667).epsilon(1e-4));
  const CloseCombatant f{Arm::Foot, TroopType::Bayonets, Formation::BattleColumn};
  const CloseCombatant w{Arm::Foot, TroopType::Bayonets, Formation::Line};
  CloseModifiers fMods;
  fMods.fatigue = fFatigue;
  fMods.spLost = fLoss;
  fMods.spAtStart = 60;
  CloseModifiers wMods;
  wMods.flanksOverlapped = 2;  // 600 m against 300 m: 150 m beyond each flank
  wMods.fatigue = wFatigue;
  wMods.spRatio = 60.0 / 57.0;
  const int fScore = 8 + closeCombatFactor(f, false) + closeCombatModifier(fMods);
  const int wScore = 5 + closeCombatFactor(w, false) + closeCombatModifier(wMods);
  CHECK(fScore == 12);
  CHECK(wScore == 10);
  const CloseResult r = closeCombatResult(fScore, wScore);
  CHECK(r.d == 2);
  CHECK_FALSE(r.lowerRouts);
  CHECK(r.lowerSpLoss == 1);
  CHECK(r.higherSpLoss == 1);
  fFatigue = addFatigue(fFatigue, fatigueGained({0, 1, 1, 0, 0}), s);
  wFatigue = addFatigue(wFatigue, fatigueGained({0, 1, 1, 0, 0}), s);
  CHECK(fFatigue == 6);
  CHECK(wFatigue == 4);
  PursuitFactors fPursuit;
  fPursuit.attackOrders = true;
  CHECK(4 + pursuitModifier(fPursuit) == 5);
  CHECK_FALSE(pursues(4, fPursuit, s));
  CHECK(*normalRateMPerMin(MoverClass::Foot, Formation::Line, false) * s.fallBackMin == 500);
  CHECK(7 + s.fallBackMin + 3 == 20);  // formed at minute 20
  // The alternative: W's volley D10 10 takes 6 SP, F (fatigue 6) tests with D10 4 and routs.
  const int bigLoss = spLostToFire(wFp, fireDie(10, {}, s), s);
  CHECK(bigLoss == 6);
  CrtModifiers shaken;
  shaken.fatigue = addFatigue(0, fatigueGained({0, bigLoss, 0, 0, 0}), s);
  shaken.spLostSoFar = bigLoss;
  shaken.spAtStart = 60;
  CHECK(crtScore(4, shaken, bigLoss) == -3);
  CHECK(crtResult(-3) == CombatResult::Routs);
  CHECK(routRateMPerMin(MoverClass::Foot) * s.routMin == 1500);
}

TEST_CASE("Case 2 K-63 KB-30: the square's timeline through formationTimeline") {
  auto t = formationTimeline(ChangeCause::UnitCommand, UnitCommand::Square, 3, MoverClass::Foot,
                             Formation::Line, Formation::Square, 6);
  REQUIRE(t);
  CHECK(t->startsAt == 0);
  CHECK(t->formedAt == 3);
  t = formationTimeline(ChangeCause::UnitCommand, UnitCommand::Square, 9, MoverClass::Foot,
                        Formation::Line, Formation::Square, 6);
  REQUIRE(t);
  CHECK(t->startsAt == 4);
  CHECK(t->formedAt == 7);
  CHECK_FALSE(t->disorderedAt(3));  // still carrying on with what it was doing (K-63)
  CHECK(t->disorderedAt(4));
  CHECK_FALSE(t->disorderedAt(7));
  // KB-30: the same change required by Orders at their receipt, or made automatically, has no
  // response delay; a standard "Change formation" waits 1D10.
  t = formationTimeline(ChangeCause::Orders, UnitCommand::ChangeFormation, 9, MoverClass::Foot,
                        Formation::MarchColumn, Formation::Line, 6);
  CHECK(t->startsAt == 0);
  CHECK(t->formedAt == 11);
  t = formationTimeline(ChangeCause::UnitCommand, UnitCommand::ChangeFormation, 9, MoverClass::Foot,
                        Formation::MarchColumn, Formation::Line, 6);
  CHECK(t->formedAt == 20);
  CHECK_FALSE(formationTimeline(ChangeCause::UnitCommand, UnitCommand::Square, 3, MoverClass::Mounted,
                                Formation::Line, Formation::Square, 6));
  CHECK_FALSE(formationTimeline(ChangeCause::UnitCommand, UnitCommand::Halt, 3, MoverClass::Foot,
                                Formation::Line, Formation::DoubleLine, 6));
}

TEST_CASE("Case 31 KB-44 KB-42: W's 600 m line overlaps both flanks of F's 300 m column") {
  const C3Settings s;
  const FrontSpan f{150, 450};  // F's battle column, 300 m, on W's centre
  const FrontSpan w{0, 600};
  CHECK(flanksOverlapped(f, {w}, true, s) == 2);
  CHECK(flanksOverlapped(w, {f}, true, s) == 0);
  CHECK(flanksOverlapped(f, {w}, false, s) == 0);  // a square has no flanks (KB-44)
  CHECK(flanksOverlapped({0, 600}, {{-49, 600}}, true, s) == 0);
  CHECK(flanksOverlapped({0, 600}, {{-50, 300}, {300, 650}}, true, s) == 2);
  // Case 12: equal frontages, no overlap.
  CHECK(flanksOverlapped({0, 600}, {{0, 600}}, true, s) == 0);
  CHECK(leadingUnit({{7, 3, 60}, {3, 4, 50}, {5, 4, 50}}) == 3);
  CHECK(leadingUnit({{7, 4, 60}, {3, 4, 50}}) == 7);
  CHECK_FALSE(leadingUnit({}));
}

TEST_CASE("Case 14 KB-33: falling back straight away from the enemy, weighted by SP") {
  const C3Settings s;
  // The enemy that caused it is due north: the brigade goes due south, 500 m in 10 minutes.
  PointM away = fallBackDirection({0, 0}, {{{0, 300}, 60}}, {0, 300}, s);
  CHECK(away.x == doctest::Approx(0));
  CHECK(away.y == doctest::Approx(-1));
  // Two enemies, east (60 SP) and north (20 SP): away from their SP-weighted mean direction.
  away = fallBackDirection({0, 0}, {{{500, 0}, 60}, {{0, 500}, 20}}, {500, 0}, s);
  CHECK(away.x == doctest::Approx(-3 / std::sqrt(10.0)));
  CHECK(away.y == doctest::Approx(-1 / std::sqrt(10.0)));
  // Enemy beyond 1,000 m is not counted: away from the cause.
  away = fallBackDirection({0, 0}, {{{0, 1500}, 60}}, {-300, 0}, s);
  CHECK(away.x == doctest::Approx(1));
}
