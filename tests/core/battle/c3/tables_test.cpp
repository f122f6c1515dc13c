// The tables KT-1 to KT-30 of shared/spec/c3.md, each read back with values from the page.
#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/movement_tables.h"
#include "core/battle/c3/source_tables.h"

using hfg::GeneralQuality;
using hfg::TroopType;
using namespace hfg::c3;

TEST_CASE("KT-1 base frontages: troops per 100 m") {
  CHECK(menPerHundredMetres(FrontageOrder::FootThreeRanks) == 360);
  CHECK(menPerHundredMetres(FrontageOrder::FootTwoRanks) == 240);
  CHECK(menPerHundredMetres(FrontageOrder::FootExtended) == 120);
  CHECK(menPerHundredMetres(FrontageOrder::MountedTwoRanks) == 200);
  CHECK(menPerHundredMetres(FrontageOrder::MountedOneRank) == 100);
  CHECK(kGunsPerHundredMetresMin == 8);
  CHECK(kGunsPerHundredMetresMax == 15);
}

TEST_CASE("KT-2 base depths, the lost cavalry depth read as 100 m (KB-2)") {
  const C3Settings s;
  CHECK(footBaseDepthM().minM == 50);
  CHECK(footBaseDepthM().maxM == 60);
  CHECK(cavalryBaseDepthM(s) == 100);
  CHECK(deployedArtilleryMinDepthM() == 240);
  CHECK(limberedArtilleryFrontageM(6) == 30);
  CHECK(limberedArtilleryDepthM() == 60);
  CHECK(supplyTrainDepthM(8, 0) == 60);
  CHECK(supplyTrainDepthM(0, 32) == 120);
}

TEST_CASE("KT-3 Commander castings by level") {
  CHECK(commanderCasting(0).mountedFigures == 1);
  CHECK(commanderCasting(0).footFigures == 0);
  CHECK(commanderCasting(1).footFigures == 1);
  CHECK(commanderCasting(2).mountedFigures == 2);
  CHECK(commanderCasting(3).example == "grand army");
  CHECK_THROWS_AS(commanderCasting(4), std::out_of_range);
}

TEST_CASE("KT-4 unit sizes by force size") {
  CHECK(unitSizes(ForceSize::Division).metresPerMm == 2.5);
  CHECK(unitSizes(ForceSize::Corps).metresPerMm == 5);
  CHECK(unitSizes(ForceSize::Corps).infantry == "brigade");
  CHECK(unitSizes(ForceSize::Corps).artillery == "converged divisional guns");
  CHECK(unitSizes(ForceSize::Army).infantry == "division");
  CHECK(unitSizes(ForceSize::GrandArmy).cavalry == "division");
}

TEST_CASE("KT-5 events and the responses they allow (KB-12 reading)") {
  const C3Settings s;
  using R = Response;
  CHECK(allowedResponses(Event::A, s) == std::vector<R>{R::A, R::B, R::D});
  CHECK(allowedResponses(Event::D, s) == std::vector<R>{R::A, R::B, R::D});
  CHECK(allowedResponses(Event::E, s) == std::vector<R>{R::A, R::B, R::D});
  CHECK(allowedResponses(Event::F, s) == std::vector<R>{R::A, R::B, R::C});
  CHECK(allowedResponses(Event::G, s) == std::vector<R>{R::A, R::B, R::C});
  CHECK(allowedResponses(Event::H, s) == std::vector<R>{R::B});
  CHECK(allowedResponses(Event::I, s) == std::vector<R>{R::D});
  CHECK_FALSE(allows(Event::H, R::D, s));
}

TEST_CASE("KT-6 responses") {
  CHECK(whatItAllows(Response::B).find("superior") != std::string_view::npos);
  CHECK(whatItAllows(Response::A).find("third") != std::string_view::npos);
  CHECK(whatItAllows(Response::C).find("first Orders") != std::string_view::npos);
}

TEST_CASE("KT-7 Commands and their response delays") {
  CHECK(kindOf(UnitCommand::GeneralAdvance) == CommandKind::Standard);
  CHECK(kindOf(UnitCommand::Halt) == CommandKind::Standard);
  CHECK(kindOf(UnitCommand::ChangeFormation) == CommandKind::Standard);
  for (UnitCommand c : {UnitCommand::Square, UnitCommand::Charge, UnitCommand::CounterCharge,
                        UnitCommand::Evade, UnitCommand::Withdraw, UnitCommand::ActNow})
    CHECK(kindOf(c) == CommandKind::Special);
  CHECK(responseDelayMin(UnitCommand::Halt, 7) == 7);
  CHECK(responseDelayMin(UnitCommand::Charge, 8) == 3);
  CHECK(responseDelayMin(UnitCommand::Charge, 5) == 0);
  CHECK(responseDelayMin(UnitCommand::Charge, 1) == 0);  // 0 or less is at once (KB-27)
  CHECK(combinedResponseDelayMin(UnitCommand::ChangeFormation, UnitCommand::Withdraw, 6) == 6);
}

TEST_CASE("KT-8 maximum visibility, a third against extended order") {
  const auto d = sightDistances(false);
  CHECK(d.seenM == 5000);
  CHECK(d.kindM == 3000);
  CHECK(d.strengthM == 1000);
  CHECK(d.signalM == 5000);
  CHECK(sightDistances(true).seenM == doctest::Approx(1666.67).epsilon(1e-4));
  CHECK(nationalityDistanceM(4) == 1000);
  CHECK(insideCoverSightM(true) == 50);
  CHECK(insideCoverSightM(false) == 200);
  CHECK(kIdentifyAttemptMin == 15);
}

TEST_CASE("KT-9 heights of obstacles") {
  CHECK(obstacleHeightM(Obstacle::Troops) == 2);
  CHECK(obstacleHeightM(Obstacle::Hedge) == 2);
  CHECK(obstacleHeightM(Obstacle::SingleStorey) == 3);
  CHECK(obstacleHeightM(Obstacle::TwoStorey) == 5);
  CHECK(obstacleHeightM(Obstacle::Wood) == 10);
  CHECK(obstacleHeightM(Obstacle::Contour) == 10);
}

TEST_CASE("KT-10 patrol contact test and the token cup") {
  CHECK(patrolContactResult(8).outcome == PatrolOutcome::SmallerRetires);
  CHECK(patrolContactResult(8).retireM == 1000);
  CHECK(patrolContactResult(7).outcome == PatrolOutcome::NoEffect);
  CHECK(patrolContactResult(2).noEffectMin == 60);
  CHECK(patrolContactResult(1).outcome == PatrolOutcome::LargerRetires);
  CHECK(patrolContactResult(1).retireM == 500);
  const auto& cup = tokenCup();
  CHECK(cup.size() == 30);
  CHECK(std::count(cup.begin(), cup.end(), -30) == 3);
  CHECK(std::count(cup.begin(), cup.end(), 30) == 3);
  CHECK(std::count(cup.begin(), cup.end(), -20) == 3);
  CHECK(std::count(cup.begin(), cup.end(), 20) == 3);
  CHECK(std::count(cup.begin(), cup.end(), -10) == 6);
  CHECK(std::count(cup.begin(), cup.end(), 10) == 6);
  CHECK(std::count(cup.begin(), cup.end(), 0) == 6);
}

TEST_CASE("KT-11 contours and slopes (KB-10 fills the lost rows by gradient)") {
  CHECK(slopeOf(5, 55) == Slope::Gentle);
  CHECK(slopeOf(5, 54) == Slope::Steep);
  CHECK(slopeOf(5, 30) == Slope::Steep);
  CHECK(slopeOf(5, 29) == Slope::VerySteep);
  CHECK(slopeOf(5, 20) == Slope::VerySteep);
  CHECK(slopeOf(5, 19) == Slope::Impassable);
  CHECK(slopeOf(10, 110) == Slope::Gentle);
  CHECK(slopeOf(10, 39) == Slope::Impassable);
  CHECK(slopeOf(15, 165) == Slope::Gentle);
  CHECK(slopeOf(15, 60) == Slope::VerySteep);  // the printed "49" read as 59 (KB-10)
  CHECK(slopeOf(15, 59) == Slope::Impassable);
  CHECK(slopeOf(20, 220) == Slope::Gentle);
  CHECK(slopeOf(20, 120) == Slope::Steep);
  CHECK(slopeOf(20, 80) == Slope::VerySteep);
  CHECK(slopeOf(20, 79) == Slope::Impassable);
}

TEST_CASE("KT-12 terrain and movement, row by row") {
  using C = TerrainColumn;
  CHECK(*terrainMultiplier(Ground::Wood, C::FootCloseOrder) == 3);
  CHECK(*terrainMultiplier(Ground::Wood, C::ArtillerySmoothBore) == 4);
  CHECK(*terrainMultiplier(Ground::Forest, C::MountedCloseOrder) == 8);
  CHECK(*terrainMultiplier(Ground::Forest, C::MountedExtendedOrder) == 2);
  CHECK(*terrainMultiplier(Ground::BuiltUp, C::MountedColumnOfMarch) == 1);
  CHECK(*terrainMultiplier(Ground::BuiltUp, C::ArtilleryDispersed) == 3);
  CHECK_FALSE(terrainMultiplier(Ground::Rough, C::ArtilleryDispersed));
  CHECK_FALSE(terrainMultiplier(Ground::Rough, C::ArtillerySmoothBore));
  CHECK(*terrainMultiplier(Ground::LinearObstacle, C::FootCloseOrder) == 2);
  CHECK_FALSE(terrainMultiplier(Ground::River, C::FootExtendedOrder));
  CHECK(*terrainMultiplier(Ground::Bridge, C::FootColumnOfMarch) == 1);
  CHECK(*terrainMultiplier(Ground::Ford, C::ArtillerySmoothBore) == 10);
  CHECK(*terrainMultiplier(Ground::Ford, C::MountedCloseOrder) == 5);
  CHECK(*terrainMultiplier(Ground::GentleSlope, C::ArtillerySmoothBore) == 1);
  CHECK_FALSE(terrainMultiplier(Ground::SteepSlope, C::ArtillerySmoothBore));
  CHECK(*terrainMultiplier(Ground::SteepSlope, C::ArtilleryDispersed) == 1);
  CHECK(*terrainMultiplier(Ground::VerySteepSlope, C::FootExtendedOrder) == 2);
  CHECK(*terrainMultiplier(Ground::VerySteepSlope, C::MountedExtendedOrder) == 3);
  CHECK_FALSE(terrainMultiplier(Ground::VerySteepSlope, C::FootCloseOrder));
  const C3Settings s;
  CHECK(wayMakingMin(C::ArtilleryDispersed, s) == 10);
  CHECK(wayMakingMin(C::ArtillerySmoothBore, s) == 15);
  CHECK(artilleryColumn(true) == C::ArtilleryDispersed);
}

TEST_CASE("KT-13 movement rates (project, KB-8)") {
  CHECK(*normalRateMPerMin(MoverClass::Foot, Formation::Line, false) == 50);
  CHECK(*normalRateMPerMin(MoverClass::Foot, Formation::BattleColumn, false) == 60);
  CHECK(*normalRateMPerMin(MoverClass::Foot, Formation::Square, false) == 10);
  CHECK(*normalRateMPerMin(MoverClass::Foot, Formation::ExtendedOrder, false) == 70);
  CHECK(*normalRateMPerMin(MoverClass::Foot, Formation::MarchColumn, true) == 70);
  CHECK(*normalRateMPerMin(MoverClass::Foot, Formation::MarchColumn, false) == 60);
  CHECK(*normalRateMPerMin(MoverClass::Mounted, Formation::Line, false) == 150);
  CHECK(*normalRateMPerMin(MoverClass::Mounted, Formation::MarchColumn, true) == 120);
  CHECK(*normalRateMPerMin(MoverClass::FootArtillery, Formation::Limbered, true) == 80);
  CHECK(*normalRateMPerMin(MoverClass::HorseArtillery, Formation::Limbered, false) == 120);
  CHECK(*normalRateMPerMin(MoverClass::HeavyArtillery, Formation::MarchColumn, false) == 40);
  CHECK(*normalRateMPerMin(MoverClass::HorseArtillery, Formation::Unlimbered, false) == 20);
  CHECK(*normalRateMPerMin(MoverClass::FootArtillery, Formation::Unlimbered, false) == 10);
  CHECK(*normalRateMPerMin(MoverClass::SupplyTrain, Formation::MarchColumn, false) == 20);
  CHECK(*normalRateMPerMin(MoverClass::Messenger, Formation::Line, false) == 300);
  CHECK(*normalRateMPerMin(MoverClass::Commander, Formation::Line, false) == 200);
  CHECK(*normalRateMPerMin(MoverClass::FootPatrol, Formation::Line, false) == 70);
  CHECK(*normalRateMPerMin(MoverClass::DismountedCavalry, Formation::Line, false) == 50);
  CHECK_FALSE(normalRateMPerMin(MoverClass::Mounted, Formation::Square, false));
  CHECK(*doubleRateMPerMin(MoverClass::Foot, Formation::Line, false) == 100);
  CHECK(routRateMPerMin(MoverClass::Foot) == 100);
  CHECK(routRateMPerMin(MoverClass::Mounted) == 300);
  CHECK(routRateMPerMin(MoverClass::FootArtillery) == 120);
  const C3Settings s;
  CHECK(s.chargeRateMPerMin == 400);
  CHECK(s.chargeMaxM == 800);
}

TEST_CASE("KT-14 formation footprints (project, KB-7)") {
  const C3Settings s;
  auto fp = footprintOf(Arm::Foot, Formation::Line, 6, s);
  CHECK(fp.widthM == 600);
  CHECK(fp.depthM == 50);
  CHECK(fp.firingCes == 6);
  fp = footprintOf(Arm::Foot, Formation::DoubleLine, 6, s);
  CHECK(fp.widthM == 300);
  CHECK(fp.depthM == 200);
  CHECK(fp.firingCes == 3);
  fp = footprintOf(Arm::Foot, Formation::BattleColumn, 6, s);
  CHECK(fp.widthM == 300);
  CHECK(fp.depthM == 150);
  CHECK(fp.halfEffect);
  fp = footprintOf(Arm::Foot, Formation::Square, 6, s);
  CHECK(fp.widthM == 200);
  CHECK(fp.firingCes == 2);
  CHECK(fp.allRound);
  CHECK(footprintOf(Arm::Foot, Formation::ExtendedOrder, 3, s).widthM == 900);
  CHECK(footprintOf(Arm::Foot, Formation::MarchColumn, 6, s).depthM == 600);
  CHECK(footprintOf(Arm::Mounted, Formation::DoubleLine, 6, s).depthM == 300);
  CHECK(footprintOf(Arm::Mounted, Formation::BattleColumn, 6, s).depthM == 600);
  CHECK(footprintOf(Arm::Mounted, Formation::OpenOrder, 6, s).widthM == 1200);
  CHECK(footprintOf(Arm::Artillery, Formation::Unlimbered, 2, s).depthM == 240);
  CHECK(footprintOf(Arm::Artillery, Formation::Limbered, 2, s).widthM == 100);
  CHECK(footprintOf(Arm::Artillery, Formation::MarchColumn, 2, s).depthM == 600);
  CHECK(footprintOf(Arm::SupplyTrain, Formation::MarchColumn, 4, s).depthM == 240);
  CHECK(dismountedFootprintOf(Formation::Line, 6).firingCes == 3);
  CHECK_THROWS_AS(footprintOf(Arm::Foot, Formation::DoubleLine, 3, s), std::invalid_argument);
  CHECK_THROWS_AS(footprintOf(Arm::Mounted, Formation::Square, 6, s), std::invalid_argument);
}

TEST_CASE("KT-15 formations each HFG type may use") {
  CHECK_FALSE(mayUse(TroopType::Firelocks, Formation::BattleColumn, 1700, false, 6));
  CHECK_FALSE(mayUse(TroopType::Muskets, Formation::BattleColumn, 1791, false, 6));
  CHECK(mayUse(TroopType::Muskets, Formation::BattleColumn, 1792, false, 6));
  CHECK(mayUse(TroopType::Bayonets, Formation::Square, 1809, false, 6));
  CHECK_FALSE(mayUse(TroopType::Bayonets, Formation::ExtendedOrder, 1809, false, 6));
  CHECK(mayUse(TroopType::LightInfantry, Formation::ExtendedOrder, 1809, false, 6));
  CHECK(allowedFormations(TroopType::Marksmen, 1809, false, 3) ==
        std::vector<Formation>{Formation::ExtendedOrder, Formation::MarchColumn});
  CHECK_FALSE(mayUse(TroopType::Spearmen, Formation::Square, 1600, false, 6));
  CHECK_FALSE(mayUse(TroopType::HeavyCavalry, Formation::OpenOrder, 1809, false, 6));
  CHECK(mayUse(TroopType::LightHorse, Formation::OpenOrder, 1809, false, 6));
  CHECK(mayUse(TroopType::Dragoons, Formation::ExtendedOrder, 1809, true, 6));
  CHECK_FALSE(mayUse(TroopType::HeavyCavalry, Formation::Line, 1809, true, 6));
  CHECK(mayUse(TroopType::Smoothbore, Formation::Unlimbered, 1809, false, 2));
  CHECK_FALSE(mayUse(TroopType::Rifles, Formation::DoubleLine, 1900, false, 3));  // needs 4 CEs
}

TEST_CASE("KT-16 time to change formation (project, KB-30)") {
  CHECK(*formationChangeMin(MoverClass::Foot, Formation::Line, Formation::DoubleLine, 6) == 5);
  CHECK(*formationChangeMin(MoverClass::Mounted, Formation::Line, Formation::BattleColumn, 6) == 3);
  CHECK(*formationChangeMin(MoverClass::Foot, Formation::BattleColumn, Formation::Square, 6) == 3);
  CHECK(*formationChangeMin(MoverClass::Foot, Formation::Square, Formation::Line, 6) == 5);
  CHECK(*formationChangeMin(MoverClass::Foot, Formation::MarchColumn, Formation::Line, 6) == 11);
  CHECK(*formationChangeMin(MoverClass::Mounted, Formation::MarchColumn, Formation::Line, 6) == 6);
  CHECK(*formationChangeMin(MoverClass::FootArtillery, Formation::MarchColumn,
                            Formation::Unlimbered, 2) == 5);
  CHECK(*formationChangeMin(MoverClass::Foot, Formation::Line, Formation::MarchColumn, 6) == 5);
  CHECK(*formationChangeMin(MoverClass::HeavyArtillery, Formation::Unlimbered,
                            Formation::MarchColumn, 2) == 5);
  CHECK(*formationChangeMin(MoverClass::Foot, Formation::Line, Formation::ExtendedOrder, 6) == 5);
  CHECK(*formationChangeMin(MoverClass::Mounted, Formation::OpenOrder, Formation::Line, 6) == 3);
  CHECK(*limberMin(MoverClass::FootArtillery) == 3);
  CHECK(*limberMin(MoverClass::HorseArtillery) == 1);
  CHECK(*limberMin(MoverClass::HeavyArtillery) == 5);
  CHECK_FALSE(formationChangeMin(MoverClass::Foot, Formation::Square, Formation::MarchColumn, 6));
  CHECK(kDismountMin == 5);
  CHECK(facingChangeMin(MoverClass::Foot, 90) == 3);
  CHECK(facingChangeMin(MoverClass::Foot, 135) == 5);
  CHECK(facingChangeMin(MoverClass::Mounted, 45) == 2);
  CHECK(facingChangeMin(MoverClass::FootArtillery, 180) == 4);
}

TEST_CASE("KT-17 rally and pursuit tests (project, KB-33 to KB-35)") {
  const C3Settings s;
  CHECK(s.fallBackMin == 10);
  CHECK(s.routMin == 15);
  RallyFactors r;
  r.grade = Training::Elite;
  r.commanderInContact = true;
  r.fatigue = 10;
  r.spLost = 30;
  r.spAtStart = 60;
  r.enemySeenNear = true;
  CHECK(rallyModifier(r) == 2 + 2 - 2 - 2 - 2);
  CHECK_FALSE(rallyPasses(7, r, s));
  CHECK(rallyPasses(8, r, s));
  PursuitFactors p;
  p.mounted = true;
  p.grade = Training::Raw;
  p.holdOrders = true;
  CHECK(pursuitModifier(p) == 2 + 1 - 3);
  p.exhausted = true;
  CHECK_FALSE(pursues(10, p, s));
  PursuitFactors foot;
  CHECK(pursuitMinutes(1, foot) == 3);
  CHECK(pursuitMinutes(4, foot) == 12);
}

TEST_CASE("KT-18 weapon classes and fire factors (project, KB-39)") {
  CHECK(smallArmsOf(TroopType::Bayonets, 1790, false, false).weaponClass ==
        WeaponClass::ShortMusket);
  CHECK(smallArmsOf(TroopType::Bayonets, 1809, false, false).maxRangeM == 300);
  CHECK(smallArmsOf(TroopType::Minie, 1859, false, false).maxRangeM == 450);
  CHECK(smallArmsOf(TroopType::StoicFoot, 1878, false, true).weaponClass ==
        WeaponClass::MagazineRifle);
  CHECK(smallArmsOf(TroopType::StoicFoot, 1878, false, false).weaponClass ==
        WeaponClass::RifleMusket);
  CHECK(smallArmsOf(TroopType::Repeaters, 1864, true, false).maxRangeM == 300);
  CHECK(smallArmsOf(TroopType::HeavyCavalry, 1809, false, false).weaponClass == WeaponClass::None);
  CHECK(smallArmsFactor(WeaponClass::BreechLoader, RangeBand::Close) == 6);
  CHECK(smallArmsFactor(WeaponClass::MagazineRifle, RangeBand::Long) == 2);
  CHECK(smallArmsBand(100, 300) == RangeBand::Close);
  CHECK(smallArmsBand(200, 300) == RangeBand::Effective);
  CHECK(smallArmsBand(301, 300) == RangeBand::OutOfRange);
  const auto sb = gunRowOf(TroopType::Smoothbore, 1790, false);
  CHECK(sb.maxRangeM == 900);
  const auto heavy = gunRowOf(TroopType::Rifled, 1870, true);
  CHECK(heavy.maxRangeM == 2700);
  CHECK(heavy.canister == 14);
  CHECK(heavy.longRange == 4);
  CHECK(gunRowOf(TroopType::Rifled, 1860, false, true).maxRangeM == 1800);
  const C3Settings s;
  const auto portable = gunRowOf(TroopType::Portable, 1810, false);
  CHECK(gunBand(250, portable, true, s) == RangeBand::Effective);
  CHECK(gunBand(200, portable, true, s) == RangeBand::Canister);
  CHECK_THROWS_AS(gunRowOf(TroopType::Bayonets, 1809, false), std::invalid_argument);
}

TEST_CASE("KT-19 fire die modifiers and casualties (project, KB-40)") {
  const C3Settings s;
  FireModifiers m;
  m.targetExtendedOrder = true;
  m.targetInWorksFacing = true;
  CHECK(fireDie(3, m, s) == 0);  // kept within 0..15
  FireModifiers up;
  up.targetMarchColumn = true;
  up.targetEnfiladed = true;
  up.firerGrade = Training::Elite;
  up.grandBattery = true;
  CHECK(fireDieModifier(up) == 6);
  CHECK(fireDie(10, up, s) == 15);
  FireModifiers down;
  down.firerFatigue = 10;
  down.firerDisordered = true;
  down.firerFootMoved = true;
  down.firerGrade = Training::Raw;
  CHECK(fireDieModifier(down) == -2 - 2 - 2 - 1);
  CHECK(firePoints({4, 6, 60, 60, false, false}) == 24);
  CHECK(firePoints({4, 3, 60, 60, true, false}) == 6);
  CHECK(spLostToFire(24, 6, s) == 3);
}

TEST_CASE("KT-20 Combat Result Test (project, KB-41)") {
  CHECK(crtResult(3) == CombatResult::Stands);
  CHECK(crtResult(2) == CombatResult::FallsBack);
  CHECK(crtResult(1) == CombatResult::FallsBack);
  CHECK(crtResult(0) == CombatResult::Routs);
  CrtModifiers m;
  m.grade = Training::Raw;
  m.inWorks = true;
  m.inCover = true;  // works replace cover: +2, not +3
  m.spLostSoFar = 20;
  m.spAtStart = 60;
  m.enfiladed = true;
  CHECK(crtModifier(m) == -2 + 2 - 1 - 2);
  CrtModifiers stoic;
  stoic.grade = Training::Elite;
  stoic.stoicFoot = true;
  stoic.commanderInContact = true;
  CHECK(crtModifier(stoic) == 4);
}

TEST_CASE("KT-21 close combat factors (project, KB-42)") {
  const auto foot = [](Formation f) { return CloseCombatant{Arm::Foot, TroopType::Bayonets, f}; };
  CHECK(closeCombatFactor(foot(Formation::Line), false) == 3);
  CHECK(closeCombatFactor(foot(Formation::Line), true) == 2);
  CHECK(closeCombatFactor(foot(Formation::DoubleLine), false) == 4);
  CHECK(closeCombatFactor(foot(Formation::Square), true) == 10);
  CHECK(closeCombatFactor(foot(Formation::ExtendedOrder), true) == 0);
  CHECK(closeCombatFactor(foot(Formation::MarchColumn), false) == 0);
  CHECK(closeCombatFactor({Arm::Mounted, TroopType::Cuirassiers, Formation::Line}, true) == 5);
  CHECK(closeCombatFactor({Arm::Mounted, TroopType::Dragoons, Formation::BattleColumn}, false) ==
        4);
  CHECK(closeCombatFactor({Arm::Mounted, TroopType::LightCavalry, Formation::OpenOrder}, false) ==
        3);
  CHECK(closeCombatFactor({Arm::Mounted, TroopType::LightHorse, Formation::OpenOrder}, false) == 3);
  CHECK(closeCombatFactor({Arm::Mounted, TroopType::HeavyCavalry, Formation::MarchColumn}, false) ==
        1);
  CHECK(closeCombatFactor({Arm::Artillery, TroopType::Smoothbore, Formation::Unlimbered, true},
                          false) == 3);
  CHECK(closeCombatFactor({Arm::Artillery, TroopType::Smoothbore, Formation::Unlimbered, false},
                          false) == 0);
  CHECK(closeCombatFactor({Arm::Artillery, TroopType::Smoothbore, Formation::Limbered}, false) ==
        0);
  CHECK(closeCombatFactor({Arm::SupplyTrain, TroopType::SupplyBase, Formation::MarchColumn},
                          false) == 0);
}

TEST_CASE("KT-22 close combat modifiers (project, KB-42 to KB-44)") {
  CloseModifiers m;
  m.flanksOverlapped = 3;  // at most 2
  m.furtherUnits = 5;      // at most 2
  m.spRatio = 2.5;
  CHECK(closeCombatModifier(m) == 2 + 2 + 2);
  CloseModifiers d;
  d.defendingWorks = true;
  d.defendingBuiltUp = true;
  d.uphill = true;
  d.typeBonus = true;
  d.disordered = true;
  d.fatigue = 5;
  CHECK(closeCombatModifier(d) == 3 + 1 + 1 - 2 - 1);
}

TEST_CASE("KT-23 close combat results (project, KB-42)") {
  auto r = closeCombatResult(10, 10);
  CHECK(r.locked);
  CHECK(r.lowerSpLoss == 1);
  r = closeCombatResult(12, 10);
  CHECK_FALSE(r.lowerRouts);
  CHECK(r.higherSpLoss == 1);
  r = closeCombatResult(15, 10);
  CHECK(r.lowerSpLoss == 2);
  CHECK(r.higherSpLoss == 1);
  r = closeCombatResult(16, 10);
  CHECK(r.lowerRouts);
  CHECK(r.lowerSpLoss == 3);
  CHECK(r.higherSpLoss == 0);
  r = closeCombatResult(19, 10);
  CHECK(r.lowerSpLoss == 4);
}

TEST_CASE("KT-24 fatigue (project, KB-46)") {
  const C3Settings s;
  CHECK(fatigueGained({1, 2, 1, 2, 1}) == 1 + 2 + 2 + 2 + 1);
  CHECK(addFatigue(29, 5, s) == 30);
  CHECK(addFatigue(0, -3, s) == 0);
  CHECK(recoverFatigue(3, 45, s) == 0);
  CHECK_FALSE(exhausted(19, s));
  CHECK(exhausted(20, s));
}

TEST_CASE("KT-25 ammunition (project, KB-48)") {
  const C3Settings s;
  CHECK(ammunitionCarried(Arm::Foot, false, s) == 12);
  CHECK(ammunitionCarried(Arm::Mounted, true, s) == 8);
  CHECK(ammunitionCarried(Arm::Artillery, false, s) == 10);
  CHECK(ammunitionCarried(Arm::Mounted, false, s) == 0);
  CHECK(ammunitionUsed(true) == 2);
  CHECK(s.resupplyMin == 15);
  CHECK(s.resupplyM == 500);
}

TEST_CASE("KT-26 HFG element types (project, KB-6)") {
  auto p = unitProfileOf(TroopType::Bayonets, hfg::Grade::Basic, 1809);
  CHECK(p.role == ElementRole::Unit);
  CHECK(p.ces == 6);
  CHECK(p.menOrGuns == 2160);
  CHECK(p.grade == Training::Trained);
  CHECK(unitProfileOf(TroopType::Marksmen, hfg::Grade::Elite, 1809).ces == 3);
  CHECK(unitProfileOf(TroopType::Marksmen, hfg::Grade::Elite, 1809).grade == Training::Elite);
  CHECK(unitProfileOf(TroopType::Rifles, hfg::Grade::Basic, 1899).ces == 3);
  CHECK(unitProfileOf(TroopType::HeavyCavalry, hfg::Grade::Inferior, 1809).menOrGuns == 1200);
  CHECK(unitProfileOf(TroopType::HeavyCavalry, hfg::Grade::Inferior, 1809).grade == Training::Raw);
  CHECK(unitProfileOf(TroopType::MountedRifles, hfg::Grade::Basic, 1900).mayDismount);
  CHECK(unitProfileOf(TroopType::Smoothbore, hfg::Grade::Horse, 1809).mover ==
        MoverClass::HorseArtillery);
  CHECK(unitProfileOf(TroopType::Smoothbore, hfg::Grade::Heavy, 1809).mover ==
        MoverClass::HeavyArtillery);
  CHECK(unitProfileOf(TroopType::Portable, hfg::Grade::Basic, 1809).ces == 1);
  CHECK(unitProfileOf(TroopType::SupplyBase, hfg::Grade::Basic, 1809).neverMoves);
  CHECK(unitProfileOf(TroopType::ArmyHQ, hfg::Grade::Basic, 1809).commandPost);
  CHECK(unitProfileOf(TroopType::Aeronauts, hfg::Grade::Basic, 1870).role == ElementRole::Observer);
  CHECK(unitProfileOf(TroopType::Ironclad, hfg::Grade::Basic, 1870).role == ElementRole::NotUsed);
}

TEST_CASE("KT-27 C3 ratings (project, KB-18)") {
  CHECK(c3Rating(GeneralQuality::Brilliant, false, false) == 1);
  CHECK(c3Rating(GeneralQuality::Ordinary, false, false) == 2);
  CHECK(c3Rating(GeneralQuality::Inert, false, false) == 4);
  CHECK(c3Rating(GeneralQuality::Inert, true, true) == 4);
  CHECK(c3Rating(GeneralQuality::Brilliant, true, false) == 2);
  CHECK(processingMin(3) == 15);
  CHECK(kPatrolRating == 1);
}

TEST_CASE("KT-28 HFG terrain and works (project, KB-9 to KB-11)") {
  const C3Settings s;
  CHECK(c3GroundOf(HfgGround::GentleHill, 0, s).crestM == 20);
  CHECK(c3GroundOf(HfgGround::DifficultHill, 0, s).ground == Ground::SteepSlope);
  CHECK(c3GroundOf(HfgGround::Wood, 0.5, s).ground == Ground::Wood);
  CHECK(c3GroundOf(HfgGround::Wood, 1.5, s).ground == Ground::Forest);
  CHECK(c3GroundOf(HfgGround::Wood, 0.5, s).sightHeightM == 10);
  CHECK(c3GroundOf(HfgGround::Bua, 0, s).sightHeightM == 5);
  CHECK(c3GroundOf(HfgGround::Marsh, 0, s).coverExtendedOnly);
  CHECK(c3GroundOf(HfgGround::River, 0, s).ground == Ground::River);
  CHECK(c3GroundOf(HfgGround::Redoubt, 0, s).works);
  CHECK(c3GroundOf(HfgGround::Elf, 0, s).ground == Ground::LinearObstacle);
  CHECK(c3GroundOf(HfgGround::Railway, 0, s).ground == Ground::Clear);
}

TEST_CASE("KT-29 element fates (project, KB-59)") {
  const C3Settings s;
  CHECK(fateOf({60, 60, 0}, s) == Fate::Present);
  UnitEnd captured{60, 50, 0};
  captured.captured = true;
  CHECK(fateOf(captured, s) == Fate::Destroyed);
  UnitEnd routing{60, 40, 0};
  routing.routingOnTable = true;
  CHECK(fateOf(routing, s) == Fate::OffTable);
  CHECK(keyOf(Fate::OffTable) == "off_table");
}

TEST_CASE("KT-30 periods, minutes and bounds (project, KB-4)") {
  CHECK(boundsFought(kMorningStartMin, kMorningStartMin + 30) == 1);
  CHECK(boundsFought(kMorningStartMin, kAfternoonStartMin) == 12);
  CHECK(boundsFought(kMorningStartMin, kNightfallMin) == 24);
  CHECK(boundsFought(kAfternoonStartMin, kAfternoonStartMin + 1) == 1);
  CHECK(arrivalMinuteOfBound(1) == 0);
  CHECK(arrivalMinuteOfBound(2) == 0);
  CHECK(arrivalMinuteOfBound(3) == 30);
  CHECK(arrivalMinuteOfFraction(kAfternoonStartMin, 0.5) == kAfternoonStartMin + 180);
  CHECK(clockText(kNightfallMin) == "18:00");
}
