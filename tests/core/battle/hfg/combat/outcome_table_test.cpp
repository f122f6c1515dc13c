// T-9 outcome rows O-P1 ... O-E19 (with B-31, B-44, B-45), hand-worked one row at a time.
#include <doctest/doctest.h>

#include "core/battle/hfg/combat/outcome_table.h"
#include "tests/core/battle/hfg/combat/combat_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {
constexpr auto kClose = CombatKind::Close;
constexpr auto kDistant = CombatKind::Distant;

OutcomeRecord out(const CombatSideFacts& self, const CombatSideFacts& enemy, CombatKind kind,
                  int own, int foe, int year = 1810) {
  return combatOutcome(self, enemy, kind, year, own, foe);
}

CombatSideFacts shotBy(CombatSideFacts s, TroopType shooterType, double distancePaces) {
  s.shotAt = true;
  s.shooters = {shooter(shooterType, distancePaces)};
  return s;
}

const CombatSideFacts kMuskets = side(TroopType::Muskets);
const CombatSideFacts kCuirs = side(TroopType::Cuirassiers);
const CombatSideFacts kGuns = side(TroopType::Smoothbore);
}  // namespace

TEST_CASE("B-31 bands: higher, equal, lower, half or less; totals at or below zero") {
  CHECK(outcomeBand(5, 4, kClose) == OutcomeBand::A);
  CHECK(outcomeBand(4, 4, kClose) == OutcomeBand::B);
  CHECK(outcomeBand(4, 6, kDistant) == OutcomeBand::C);
  CHECK(outcomeBand(4, 7, kClose) == OutcomeBand::D);
  CHECK(outcomeBand(4, 8, kClose) == OutcomeBand::E);    // exactly half
  CHECK(outcomeBand(3, 7, kDistant) == OutcomeBand::E);  // 3 <= 3.5
  CHECK(outcomeBand(-1, 0, kClose) == OutcomeBand::D);   // enemy <= 0: never band E
  CHECK(outcomeBand(-3, -1, kDistant) == OutcomeBand::C);
  CHECK(outcomeBand(0, 1, kClose) == OutcomeBand::E);
}

TEST_CASE("O-P1 supporting artillery takes the lowest supported total as its own") {
  auto guns = side(TroopType::Smoothbore);
  guns.supportingArtillery = true;
  guns.supportedLowestTotal = 3;
  // Own 9 would be band A (nothing for guns); the supported 3 against 8 is band E: destroyed.
  const auto r = out(guns, kMuskets, kClose, 9, 8);
  CHECK(r.rowId == "O-E19");
  CHECK(r.result == ResultKind::Destroyed);
  CHECK(r.reason.rfind("O-P1", 0) == 0);
}

TEST_CASE("O-P2 a shooter nobody shoots at ignores every outcome but press forward") {
  auto shooterSide = side(TroopType::Muskets);
  shooterSide.shooting = true;
  const auto lost = out(shooterSide, kMuskets, kDistant, 3, 5);
  CHECK(lost.rowId == "O-P2");
  CHECK(lost.result == ResultKind::None);
  const auto won = out(shooterSide, kMuskets, kDistant, 6, 5);
  CHECK(won.rowId == "O-A5");
  CHECK(won.result == ResultKind::PressForward);
  shooterSide.shotAt = true;
  shooterSide.shotAtOnlyBySupportingArtillery = true;
  CHECK(out(shooterSide, kMuskets, kDistant, 3, 5).rowId == "O-P2");
}

TEST_CASE("O-P3 a flank or rear attacker only recoils, and only when beaten") {
  auto flanker = side(TroopType::Cuirassiers);
  flanker.attackingFlankOrRear = true;
  CHECK(out(flanker, kMuskets, kClose, 3, 8).rowId == "O-P3");
  CHECK(out(flanker, kMuskets, kClose, 3, 8).result == ResultKind::Recoil);
  CHECK(out(flanker, kMuskets, kClose, 8, 3).result == ResultKind::None);
  CHECK(out(flanker, kMuskets, kClose, 5, 5).result == ResultKind::None);
}

TEST_CASE("O-P4 an element destroying an undefended bridge ignores outcomes") {
  auto a = side(TroopType::Muskets);
  a.destroyingUndefendedBridge = true;
  CHECK(out(a, fixedSide(FixedCombatant::TemporaryBridge), kClose, 1, 9).result ==
        ResultKind::None);
}

TEST_CASE("O-P5 an SP takes only the rows that mention an SP") {
  const auto sp = fixedSide(FixedCombatant::StrongPoint);
  CHECK(out(sp, kMuskets, kClose, 6, 4).rowId == "O-A3");
  CHECK(out(sp, kMuskets, kClose, 4, 4).result == ResultKind::None);
  CHECK(out(sp, kMuskets, kClose, 4, 6).rowId == "O-D7");
  CHECK(out(sp, kMuskets, kClose, 2, 6).rowId == "O-E16");
  CHECK(out(sp, kGuns, kDistant, 2, 6).rowId == "O-E13");
  CHECK(out(sp, kMuskets, kDistant, 4, 6).result == ResultKind::None);
}

// ---- Band A -------------------------------------------------------------------------------
TEST_CASE("O-A1 mounted winning at range in its own bound charge, if there is a target") {
  auto cav = shotBy(side(TroopType::LightCavalry), TroopType::Muskets, 300);
  cav.ownBound = true;
  cav.chargeTargetInGoodGoingWithin600 = true;
  auto r = out(cav, kMuskets, kDistant, 6, 4);
  CHECK(r.rowId == "O-A1");
  CHECK(r.result == ResultKind::Charge);
  cav.chargeTargetInGoodGoingWithin600 = false;
  CHECK(out(cav, kMuskets, kDistant, 6, 4).result == ResultKind::None);
  cav.ownBound = false;
  CHECK(out(cav, kMuskets, kDistant, 6, 4).rowId.empty());
}

TEST_CASE("O-A2 mounted winning a close combat pursue 400-1,200 p") {
  const auto r = out(kCuirs, kMuskets, kClose, 7, 5);
  CHECK(r.rowId == "O-A2");
  CHECK(r.result == ResultKind::Pursue);
  CHECK(r.minPaces == 400);
  CHECK(r.maxPaces == 1200);
}

TEST_CASE("O-A3 foot defending a work halt") {
  auto a = side(TroopType::Bayonets);
  a.defendingWork = true;
  CHECK(out(a, kMuskets, kClose, 7, 5).rowId == "O-A3");
  CHECK(out(a, kMuskets, kClose, 7, 5).result == ResultKind::Halt);
}

TEST_CASE("O-A4 foot shot at by foot after moving, not shooting back, must press forward") {
  auto a = shotBy(side(TroopType::Bayonets), TroopType::Muskets, 150);
  a.movedThisBound = true;
  const auto r = out(a, kMuskets, kDistant, 6, 4);
  CHECK(r.rowId == "O-A4");
  CHECK(r.result == ResultKind::PressForward);
  CHECK_FALSE(r.optionalMove);
  a.shooting = true;  // shooting back: O-A5 instead
  CHECK(out(a, kMuskets, kDistant, 6, 4).rowId == "O-A5");
}

TEST_CASE("O-A5 foot or dismounted otherwise may press forward 200 p") {
  const auto r = out(side(TroopType::Dragoons, Grade::Basic, false), kMuskets, kClose, 6, 4);
  CHECK(r.rowId == "O-A5");
  CHECK(r.optionalMove);
  CHECK(r.minPaces == 200);
}

TEST_CASE("O-A6 naval winning with the enemy within 200 p may close") {
  auto ship = side(TroopType::Steamer);
  ship.shotAt = true;
  ship.shooting = true;
  ship.primaryEnemyDistancePaces = 200;
  CHECK(out(ship, side(TroopType::Sail), kDistant, 6, 4).rowId == "O-A6");
  ship.primaryEnemyDistancePaces = 600;
  CHECK(out(ship, side(TroopType::Sail), kDistant, 6, 4).rowId.empty());
}

TEST_CASE("Band A: staff, artillery, train and fixed combatants have no outcome") {
  CHECK(out(kGuns, kMuskets, kClose, 7, 3).result == ResultKind::None);
  CHECK(out(side(TroopType::ArmyHQ), kMuskets, kClose, 7, 3).result == ResultKind::None);
  CHECK(out(side(TroopType::Laager), kMuskets, kClose, 7, 3).result == ResultKind::None);
  CHECK(out(fixedSide(FixedCombatant::BUA), kGuns, kDistant, 7, 3).result == ResultKind::None);
}

// ---- Band B -------------------------------------------------------------------------------
TEST_CASE("O-B1 mounted equal against guns or (after 1790) squares with room beyond pass through") {
  auto cav = side(TroopType::HeavyCavalry);
  cav.roomBeyondEnemy = true;
  auto r = out(cav, kGuns, kClose, 5, 5);
  CHECK(r.rowId == "O-B1");
  CHECK(r.result == ResultKind::PassThroughAndPursue);
  CHECK(r.maxPaces == 800);
  CHECK(out(cav, side(TroopType::Bayonets), kClose, 5, 5, 1791).rowId == "O-B1");
  CHECK(out(cav, side(TroopType::Bayonets), kClose, 5, 5, 1790).rowId == "O-B2");
  CHECK(out(cav, kMuskets, kClose, 5, 5, 1810).rowId == "O-B2");
}

TEST_CASE("O-B2 mounted or staff equal in close combat otherwise are repulsed 600-1,200 p") {
  auto r = out(kCuirs, kGuns, kClose, 5, 5);  // no room beyond
  CHECK(r.rowId == "O-B2");
  CHECK(r.minPaces == 600);
  CHECK(out(side(TroopType::CommandParty), kMuskets, kClose, 5, 5).rowId == "O-B2");
  // Light Horse at O-B2: nothing.
  CHECK(out(side(TroopType::LightHorse), kMuskets, kClose, 5, 5).result == ResultKind::None);
  // Mounted equal at range: nothing.
  CHECK(out(kCuirs, kMuskets, kDistant, 5, 5).result == ResultKind::None);
}

TEST_CASE("O-B2x Horse artillery supporting mounted repulsed by O-B2 goes with them") {
  auto horseGuns = side(TroopType::Smoothbore, Grade::Horse);
  horseGuns.supportedMountedRepulsedByB2 = true;
  const auto r = out(horseGuns, kMuskets, kClose, 5, 5);
  CHECK(r.rowId == "O-B2x");
  CHECK(r.result == ResultKind::RepulsedWithSupported);
  auto footGuns = side(TroopType::Smoothbore);
  footGuns.supportedMountedRepulsedByB2 = true;
  CHECK(out(footGuns, kMuskets, kClose, 5, 5).rowId != "O-B2x");
}

TEST_CASE("O-B3 foot shot at by foot in its own bound without shooting back may press forward") {
  auto a = shotBy(side(TroopType::LightInfantry), TroopType::Muskets, 150);
  a.ownBound = true;
  const auto r = out(a, kMuskets, kDistant, 5, 5);
  CHECK(r.rowId == "O-B3");
  CHECK(r.optionalMove);
  a.ownBound = false;
  CHECK(out(a, kMuskets, kDistant, 5, 5).rowId == "O-B5");
}

TEST_CASE("O-B4 foot equal against a BUA or SP defender recoil (B-32: before O-B5)") {
  auto defender = side(TroopType::Bayonets);
  defender.defendingBuaOrSp = true;
  const auto r = out(side(TroopType::Muskets), defender, kClose, 5, 5);
  CHECK(r.rowId == "O-B4");
  CHECK(r.result == ResultKind::Recoil);
}

TEST_CASE("O-B5 foot or dismounted equal otherwise halt") {
  CHECK(out(kMuskets, kMuskets, kClose, 5, 5).rowId == "O-B5");
  CHECK(out(kMuskets, kMuskets, kClose, 5, 5).result == ResultKind::Halt);
}

TEST_CASE("O-B6 artillery passed through by mounted (O-B1) is overrun") {
  OutcomeRecord cavOutcome;
  cavOutcome.rowId = "O-B1";
  const auto r = combatOutcome(kGuns, kCuirs, kClose, 1810, 5, 5, &cavOutcome);
  CHECK(r.rowId == "O-B6");
  CHECK(r.result == ResultKind::Overrun);
  OutcomeRecord repulsed;
  repulsed.rowId = "O-B2";
  CHECK(combatOutcome(kGuns, kCuirs, kClose, 1810, 5, 5, &repulsed).result == ResultKind::None);
}

// ---- Band C -------------------------------------------------------------------------------
TEST_CASE("O-C1 Light Horse losing at range are repulsed 1,600-2,400 p") {
  const auto r =
      out(shotBy(side(TroopType::LightHorse), TroopType::Muskets, 150), kMuskets, kDistant, 4, 6);
  CHECK(r.rowId == "O-C1");
  CHECK(r.minPaces == 1600);
  CHECK(r.maxPaces == 2400);
}

TEST_CASE("O-C2 mounted losing at range to a shooter within 400 p are repulsed 600-1,200 p") {
  CHECK(out(shotBy(kCuirs, TroopType::Muskets, 400), kMuskets, kDistant, 4, 6).rowId == "O-C2");
  CHECK(out(shotBy(kCuirs, TroopType::Muskets, 400), kMuskets, kDistant, 4, 6).maxPaces == 1200);
}

TEST_CASE("O-C3 mounted or staff losing at range to a shooter beyond 400 p recoil") {
  const auto r = out(shotBy(kCuirs, TroopType::Smoothbore, 401), kGuns, kDistant, 4, 6);
  CHECK(r.rowId == "O-C3");
  CHECK(r.result == ResultKind::Recoil);
  CHECK(out(shotBy(side(TroopType::ArmyHQ), TroopType::Smoothbore, 1000), kGuns, kDistant, 4, 6)
            .rowId == "O-C3");
}

TEST_CASE("O-C4 foot in a redoubt or entrenchment losing at range are silenced") {
  auto a = shotBy(side(TroopType::Muskets), TroopType::Smoothbore, 600);
  a.inEntrenchment = true;
  CHECK(out(a, kGuns, kDistant, 4, 6).rowId == "O-C4");
  auto field = shotBy(side(TroopType::Rifles), TroopType::Smoothbore, 600);
  field.inFieldEntrenchmentOrElf = true;
  CHECK(out(field, kGuns, kDistant, 4, 6).rowId == "O-C4");
  CHECK(out(a, kGuns, kDistant, 4, 6).result == ResultKind::Silenced);
}

TEST_CASE("O-C5 foot about to be contacted by an enemy pressing forward halt") {
  auto a = shotBy(side(TroopType::Muskets), TroopType::Muskets, 150);
  a.enemyPressingForwardWillContact = true;
  CHECK(out(a, kMuskets, kDistant, 4, 6).rowId == "O-C5");
}

TEST_CASE("O-C6 dismounted Dragoons or Repeaters losing at range are repulsed 600-1,200 p") {
  CHECK(out(shotBy(side(TroopType::Dragoons, Grade::Basic, false), TroopType::Muskets, 150),
            kMuskets, kDistant, 4, 6)
            .rowId == "O-C6");
  CHECK(out(shotBy(side(TroopType::Repeaters, Grade::Basic, false), TroopType::Rifles, 900),
            side(TroopType::Rifles), kDistant, 4, 6)
            .rowId == "O-C6");
}

TEST_CASE("O-C7 skirmishers shot from beyond 400 p, and Stoic Foot at any range, halt (B-37)") {
  CHECK(out(shotBy(side(TroopType::Rifles), TroopType::Smoothbore, 800), kGuns, kDistant, 4, 6)
            .rowId == "O-C7");
  CHECK(out(shotBy(side(TroopType::Marksmen), TroopType::Rifles, 600), side(TroopType::Rifles),
            kDistant, 4, 6)
            .rowId == "O-C7");
  CHECK(out(shotBy(side(TroopType::MountedRifles, Grade::Basic, false), TroopType::Rifles, 600),
            side(TroopType::Rifles), kDistant, 4, 6)
            .rowId == "O-C7");
  CHECK(out(shotBy(side(TroopType::StoicFoot), TroopType::Muskets, 100), kMuskets, kDistant, 4, 6)
            .rowId == "O-C7");
  // Rifles shot at from 400 p: not beyond, so O-C8.
  CHECK(out(shotBy(side(TroopType::Rifles), TroopType::Rifles, 400), side(TroopType::Rifles),
            kDistant, 4, 6)
            .rowId == "O-C8");
}

TEST_CASE("O-C8 other foot losing at range recoil") {
  const auto r = out(shotBy(kMuskets, TroopType::Smoothbore, 800), kGuns, kDistant, 4, 6);
  CHECK(r.rowId == "O-C8");
  CHECK(r.result == ResultKind::Recoil);
}

TEST_CASE("O-C9 artillery shooting at foot behind an obstacle also destroys the obstacle") {
  auto a = shotBy(kMuskets, TroopType::Smoothbore, 800);
  a.protectedByObstacle = true;
  const auto r = out(a, kGuns, kDistant, 4, 6);
  CHECK(r.rowId == "O-C8");
  REQUIRE(r.alsoRows.size() == 1);
  CHECK(r.alsoRows[0] == "O-C9");
  auto b = shotBy(kMuskets, TroopType::Muskets, 150);
  b.protectedByObstacle = true;
  CHECK(out(b, kMuskets, kDistant, 4, 6).alsoRows.empty());
}

TEST_CASE("O-C10 artillery 2 or more below: silenced by default, or repulsed by choice") {
  auto guns = shotBy(side(TroopType::Smoothbore), TroopType::Smoothbore, 1000);
  CHECK(out(guns, kGuns, kDistant, 4, 6).rowId == "O-C10");
  CHECK(out(guns, kGuns, kDistant, 4, 6).result == ResultKind::Silenced);
  CHECK(out(guns, kGuns, kDistant, 5, 6).result == ResultKind::None);  // only 1 below
  guns.artilleryChoosesRepulse = true;
  CHECK(out(guns, kGuns, kDistant, 4, 6).minPaces == 800);
  guns.going = Going::Slow;
  CHECK(out(guns, kGuns, kDistant, 4, 6).minPaces == 200);
  auto horse = shotBy(side(TroopType::Smoothbore, Grade::Horse), TroopType::Smoothbore, 1000);
  horse.artilleryChoosesRepulse = true;
  const auto r = out(horse, kGuns, kDistant, 4, 6);
  CHECK(r.minPaces == 1200);
  CHECK(r.maxPaces == 1600);
}

TEST_CASE("O-C11 naval 2 or more below against ships or guns are damaged; not submarines") {
  auto ship = shotBy(side(TroopType::Steamer), TroopType::Sail, 800);
  CHECK(out(ship, side(TroopType::Sail), kDistant, 4, 6).rowId == "O-C11");
  CHECK(out(ship, side(TroopType::Sail), kDistant, 5, 6).result == ResultKind::None);
  CHECK(out(ship, side(TroopType::Rifles), kDistant, 4, 6).result == ResultKind::None);
  auto sub = shotBy(side(TroopType::Submarine), TroopType::Flotilla, 600);
  CHECK(out(sub, side(TroopType::Flotilla), kDistant, 4, 6).result == ResultKind::None);
}

TEST_CASE("O-C12 a BUA losing to artillery or naval is set afire") {
  const auto bua = shotBy(fixedSide(FixedCombatant::BUA), TroopType::Smoothbore, 800);
  CHECK(out(bua, kGuns, kDistant, 5, 6).rowId == "O-C12");
  CHECK(out(bua, kGuns, kDistant, 5, 6).result == ResultKind::SetAfire);
  CHECK(out(bua, kMuskets, kDistant, 5, 6).result == ResultKind::None);
}

TEST_CASE("Band C: train, SP and bridges take nothing") {
  CHECK(out(shotBy(side(TroopType::SupplyBase), TroopType::Smoothbore, 800), kGuns, kDistant, 4, 6)
            .result == ResultKind::None);
  CHECK(out(shotBy(fixedSide(FixedCombatant::PermanentBridge), TroopType::Smoothbore, 800), kGuns,
            kDistant, 4, 6)
            .result == ResultKind::None);
}

// ---- Band D -------------------------------------------------------------------------------
TEST_CASE("O-D1 mounted losing to routers are spent") {
  auto routers = side(TroopType::Muskets);
  routers.routing = true;
  CHECK(out(kCuirs, routers, kClose, 4, 6).rowId == "O-D1");
  CHECK(out(kCuirs, routers, kClose, 4, 6).result == ResultKind::Spent);
}

TEST_CASE("O-D2 mounted routing or attacking over an obstacle are destroyed") {
  auto a = side(TroopType::Pistols);
  a.attackingOverObstacle = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D2");
  auto b = side(TroopType::Pistols);
  b.routing = true;
  CHECK(out(b, kMuskets, kClose, 4, 6).rowId == "O-D2");
}

TEST_CASE("O-D3 heavy horse losing to Sipahis or Light Horse are destroyed") {
  CHECK(out(side(TroopType::HeavyCavalry), side(TroopType::Sipahis), kClose, 4, 6).rowId == "O-D3");
  CHECK(out(side(TroopType::Dragoons), side(TroopType::LightHorse), kClose, 4, 6).rowId == "O-D3");
  CHECK(out(side(TroopType::LightCavalry), side(TroopType::LightHorse), kClose, 4, 6).rowId ==
        "O-D5");
}

TEST_CASE("O-D4 mounted already repulsed this bound are routed 1,200 p") {
  auto a = side(TroopType::LightCavalry);
  a.repulsedThisBound = true;
  const auto r = out(a, kMuskets, kClose, 4, 6);
  CHECK(r.rowId == "O-D4");
  CHECK(r.result == ResultKind::Routed);
  CHECK(r.minPaces == 1200);
}

TEST_CASE("O-D5 mounted otherwise are repulsed 600-1,200 p") {
  const auto r = out(kCuirs, kMuskets, kClose, 4, 6);
  CHECK(r.rowId == "O-D5");
  CHECK(r.result == ResultKind::Repulsed);
}

TEST_CASE("O-D6 foot in good going with enemy horse on an edge are destroyed (B-57)") {
  auto a = side(TroopType::Muskets);
  a.enemyMountedFrontInContact = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D6");
  a.going = Going::Slow;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId != "O-D6");
  auto staff = side(TroopType::CommandParty);
  staff.enemyMountedFrontInContact = true;
  CHECK(out(staff, kCuirs, kClose, 4, 6).rowId == "O-D6");
}

TEST_CASE("O-D7 foot defending a redoubt, or Marksmen in a BUA, are destroyed") {
  auto a = side(TroopType::Muskets);
  a.defendingRedoubt = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D7");
  auto m = side(TroopType::Marksmen);
  m.inBua = true;
  CHECK(out(m, kMuskets, kClose, 4, 6).rowId == "O-D7");
}

TEST_CASE("O-D8 foot in an entrenchment, or non-Marksmen in a BUA, are routed 800 p") {
  auto a = side(TroopType::Muskets);
  a.inEntrenchment = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D8");
  auto elf = side(TroopType::Muskets);
  elf.inFieldEntrenchmentOrElf = true;  // an ELF counts as an entrenchment (T-14)
  CHECK(out(elf, kMuskets, kClose, 4, 6).rowId == "O-D8");
  auto b = side(TroopType::Bayonets);
  b.inBua = true;
  CHECK(out(b, kMuskets, kClose, 4, 6).rowId == "O-D8");
  CHECK(out(b, kMuskets, kClose, 4, 6).minPaces == 800);
}

TEST_CASE("O-D9 foot in a wood or defending an obstacle recoil") {
  auto a = side(TroopType::LightInfantry);
  a.inWood = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D9");
  auto b = side(TroopType::Muskets);
  b.manningObstacle = true;
  CHECK(out(b, kMuskets, kClose, 4, 6).rowId == "O-D9");
}

TEST_CASE("O-D10 foot attacking a work's edge are repulsed 400 p") {
  auto a = side(TroopType::Muskets);
  a.attackingWorkEdge = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D10");
  CHECK(out(a, kMuskets, kClose, 4, 6).minPaces == 400);
}

TEST_CASE("O-D11 Stoic Foot losing a close combat recoil") {
  CHECK(out(side(TroopType::StoicFoot), kMuskets, kClose, 4, 6).rowId == "O-D11");
}

TEST_CASE("O-D12 foot losing to line foot that came into contact this bound are routed (B-59)") {
  auto attacker = side(TroopType::Bayonets);
  attacker.movedIntoContactThisBound = true;
  CHECK(out(kMuskets, attacker, kClose, 4, 6).rowId == "O-D12");
  auto muskets = side(TroopType::Muskets);  // Muskets are not in the list
  muskets.movedIntoContactThisBound = true;
  CHECK(out(kMuskets, muskets, kClose, 4, 6).rowId == "O-D15");
  CHECK(out(kMuskets, side(TroopType::Bayonets), kClose, 4, 6).rowId == "O-D15");
}

TEST_CASE("O-D13 foot losing to Spearmen are destroyed") {
  CHECK(out(kMuskets, side(TroopType::Spearmen), kClose, 4, 6).rowId == "O-D13");
}

TEST_CASE("O-D14 foot with an enemy front edge on its flank are routed 800 p") {
  auto a = side(TroopType::Muskets);
  a.enemyFrontOnFlank = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D14");
}

TEST_CASE("O-D15 foot with enemy only on the front are repulsed 400 p") {
  const auto r = out(kMuskets, kMuskets, kClose, 4, 6);
  CHECK(r.rowId == "O-D15");
  CHECK(r.minPaces == 400);
  auto rear = side(TroopType::Muskets);
  rear.enemyFrontOnRear = true;
  CHECK(out(rear, kMuskets, kClose, 4, 6).result == ResultKind::None);
}

TEST_CASE("O-D16 dismounted in good going with enemy horse on an edge are destroyed") {
  auto a = side(TroopType::Dragoons, Grade::Basic, false);
  a.enemyMountedFrontInContact = true;
  CHECK(out(a, kCuirs, kClose, 4, 6).rowId == "O-D16");
}

TEST_CASE("O-D17 dismounted in a BUA interior or defending an obstacle are repulsed 1,200 p") {
  auto a = side(TroopType::MountedRifles, Grade::Basic, false);
  a.inBuaInterior = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D17");
  CHECK(out(a, kMuskets, kClose, 4, 6).minPaces == 1200);
}

TEST_CASE("O-D18 dismounted in a wood or defending a BUA edge recoil") {
  auto a = side(TroopType::Repeaters, Grade::Basic, false);
  a.defendingBuaEdge = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D18");
}

TEST_CASE("O-D19 dismounted attacking a work's edge are repulsed 400 p") {
  auto a = side(TroopType::Repeaters, Grade::Basic, false);
  a.attackingWorkEdge = true;
  CHECK(out(a, kMuskets, kClose, 4, 6).rowId == "O-D19");
}

TEST_CASE("O-D20 dismounted losing to Marksmen or artillery are repulsed 400 p") {
  const auto d = side(TroopType::RifleCavalry, Grade::Basic, false);
  CHECK(out(d, side(TroopType::Marksmen), kClose, 4, 6).rowId == "O-D20");
  CHECK(out(d, kGuns, kClose, 4, 6).rowId == "O-D20");
}

TEST_CASE("O-D21 dismounted losing to Spearmen are repulsed 800 p") {
  const auto d = side(TroopType::RifleCavalry, Grade::Basic, false);
  CHECK(out(d, side(TroopType::Spearmen), kClose, 4, 6).rowId == "O-D21");
  CHECK(out(d, side(TroopType::Spearmen), kClose, 4, 6).minPaces == 800);
}

TEST_CASE("O-D22 dismounted losing to any other enemy are routed 1,200 p") {
  const auto d = side(TroopType::RifleCavalry, Grade::Basic, false);
  CHECK(out(d, kMuskets, kClose, 4, 6).rowId == "O-D22");
  CHECK(out(d, kMuskets, kClose, 4, 6).result == ResultKind::Routed);
}

TEST_CASE("O-D23 Horse artillery in good going losing to foot rout 1,200 p") {
  const auto horse = side(TroopType::Smoothbore, Grade::Horse);
  CHECK(out(horse, kMuskets, kClose, 4, 6).rowId == "O-D23");
  CHECK(out(horse, kCuirs, kClose, 4, 6).rowId == "O-D24");
}

TEST_CASE("O-D24 other artillery and train losing a close combat are destroyed") {
  CHECK(out(kGuns, kMuskets, kClose, 4, 6).rowId == "O-D24");
  CHECK(out(side(TroopType::Pontooneers), kCuirs, kClose, 4, 6).rowId == "O-D24");
}

TEST_CASE("O-D25 Flotilla losing a close combat are repulsed 800 p") {
  CHECK(out(side(TroopType::Flotilla), side(TroopType::Steamer), kClose, 4, 6).rowId == "O-D25");
  CHECK(out(side(TroopType::Flotilla), side(TroopType::Steamer), kClose, 4, 6).minPaces == 800);
}

TEST_CASE("O-D26 an Inferior Submarine up to 1877 and its opponent are both destroyed") {
  const auto r = out(side(TroopType::Submarine, Grade::Inferior), side(TroopType::Steamer), kClose,
                     4, 6, 1877);
  CHECK(r.rowId == "O-D26");
  CHECK(r.result == ResultKind::BothDestroyed);
  CHECK(
      out(side(TroopType::Submarine, Grade::Inferior), side(TroopType::Steamer), kClose, 4, 6, 1878)
          .rowId == "O-D28");
}

TEST_CASE("O-D27 naval losing to a Submarine or Flotilla are destroyed") {
  CHECK(out(side(TroopType::Steamer), side(TroopType::Flotilla), kClose, 4, 6).rowId == "O-D27");
  CHECK(out(side(TroopType::Ironclad), side(TroopType::Submarine), kClose, 4, 6).rowId == "O-D27");
}

TEST_CASE("O-D28 naval losing to other naval are damaged") {
  CHECK(out(side(TroopType::Sail), side(TroopType::Steamer), kClose, 4, 6).rowId == "O-D28");
  CHECK(out(side(TroopType::Sail), side(TroopType::Steamer), kClose, 4, 6).result ==
        ResultKind::Damaged);
}

TEST_CASE("B-45 naval losing close combat to land troops are repulsed 400 p") {
  const auto r = out(side(TroopType::Steamer), kMuskets, kClose, 4, 6);
  CHECK(r.rowId == "B-45");
  CHECK(r.minPaces == 400);
}

TEST_CASE("Band D: BUA, SP and bridges take nothing") {
  CHECK(out(fixedSide(FixedCombatant::BUA), kMuskets, kClose, 4, 6).result == ResultKind::None);
}

// ---- Band E -------------------------------------------------------------------------------
TEST_CASE("O-E1 staff beaten badly in close combat, or a Native Potentate, are destroyed") {
  CHECK(out(side(TroopType::ArmyHQ), kCuirs, kClose, 2, 6).rowId == "O-E1");
  CHECK(out(shotBy(side(TroopType::NativePotentate), TroopType::Muskets, 150), kMuskets, kDistant,
            2, 6)
            .rowId == "O-E1");
}

TEST_CASE("O-E2 other staff beaten badly at range recoil and are disabled") {
  const auto r =
      out(shotBy(side(TroopType::CommandParty), TroopType::Muskets, 150), kMuskets, kDistant, 2, 6);
  CHECK(r.rowId == "O-E2");
  CHECK(r.result == ResultKind::RecoilAndDisabled);
}

TEST_CASE("O-E3 mounted beaten badly in close combat by non-mounted are spent") {
  CHECK(out(kCuirs, kMuskets, kClose, 2, 6).rowId == "O-E3");
  CHECK(out(kCuirs, side(TroopType::HeavyCavalry), kClose, 2, 6).rowId == "O-E6");
}

TEST_CASE("O-E4 Light Horse beaten badly by Cuirassiers or Heavy Cavalry are repulsed 1,200 p") {
  CHECK(out(side(TroopType::LightHorse), kCuirs, kClose, 2, 6).rowId == "O-E4");
}

TEST_CASE("O-E5 mounted beaten badly at range in the enemy's bound are repulsed 1,200 p") {
  auto cav = shotBy(side(TroopType::Pistols), TroopType::Smoothbore, 800);
  CHECK(out(cav, kGuns, kDistant, 2, 6).rowId == "O-E5");
  cav.ownBound = true;
  CHECK(out(cav, kGuns, kDistant, 2, 6).rowId == "O-E6");
}

TEST_CASE("O-E6 mounted otherwise beaten badly are destroyed") {
  const auto r = out(side(TroopType::Sipahis), side(TroopType::Cuirassiers), kClose, 3, 6);
  CHECK(r.rowId == "O-E6");
  CHECK(r.result == ResultKind::Destroyed);
}

TEST_CASE(
    "O-E7 Marksmen caught in close combat by horse in good going or most foot are destroyed") {
  const auto m = side(TroopType::Marksmen);
  CHECK(out(m, side(TroopType::Bayonets), kClose, 2, 6).rowId == "O-E7");
  CHECK(out(m, kCuirs, kClose, 2, 6).rowId == "O-E7");
  auto interior = side(TroopType::Marksmen);
  interior.inBuaInterior = true;
  CHECK(out(interior, kMuskets, kClose, 2, 6).rowId == "O-E7");
}

TEST_CASE("O-E8 Marksmen beaten badly at range are repulsed 800 p") {
  const auto m = side(TroopType::Marksmen);
  CHECK(out(shotBy(m, TroopType::Rifles, 900), side(TroopType::Rifles), kDistant, 2, 6).rowId ==
        "O-E8");
}

TEST_CASE("O-E9 Marksmen otherwise beaten badly are routed 1,200 p") {
  const auto m = side(TroopType::Marksmen);
  CHECK(out(m, kMuskets, kClose, 2, 6).rowId == "O-E9");
  auto slow = side(TroopType::Marksmen);
  slow.going = Going::Slow;
  CHECK(out(slow, kCuirs, kClose, 2, 6).rowId == "O-E9");
}

TEST_CASE("O-E10 Ironclads sink only to heavy guns, Ironclads, modern Flotilla or close attack") {
  const auto iron = side(TroopType::Ironclad);
  CHECK(out(iron, side(TroopType::Rifled, Grade::Heavy), kDistant, 2, 6).rowId == "O-E10");
  CHECK(out(iron, side(TroopType::Ironclad), kDistant, 2, 6).rowId == "O-E10");
  CHECK(out(iron, side(TroopType::Flotilla), kDistant, 2, 6, 1876).rowId == "O-E10");
  CHECK(out(iron, side(TroopType::Submarine), kClose, 2, 6, 1870).rowId == "O-E10");
  // B-44: beaten badly by a Steamer at range falls back to band C: damaged.
  const auto r = out(iron, side(TroopType::Steamer), kDistant, 2, 6);
  CHECK(r.rowId == "O-C11");
}

TEST_CASE("O-E11 other naval beaten badly by ships, guns, or submarines close in are destroyed") {
  const auto steamer = side(TroopType::Steamer);
  CHECK(out(steamer, side(TroopType::Sail), kDistant, 2, 6).rowId == "O-E11");
  CHECK(out(steamer, kGuns, kDistant, 2, 6).rowId == "O-E11");
  CHECK(out(steamer, side(TroopType::Submarine), kClose, 2, 6).rowId == "O-E11");
}

TEST_CASE("O-E12 other naval beaten badly by land troops are repulsed 400 p") {
  CHECK(out(side(TroopType::Steamer), side(TroopType::Rifles), kDistant, 2, 6).rowId == "O-E12");
  CHECK(out(side(TroopType::Sail), side(TroopType::Rifles), kDistant, 2, 6).minPaces == 400);
}

TEST_CASE("O-E13 a BUA beaten badly by guns or ships is set afire") {
  CHECK(out(fixedSide(FixedCombatant::BUA), kGuns, kDistant, 2, 6).rowId == "O-E13");
}

TEST_CASE("O-E14 a bridge beaten badly is destroyed") {
  CHECK(out(fixedSide(FixedCombatant::PermanentBridge), kGuns, kDistant, 2, 6).rowId == "O-E14");
}

TEST_CASE("O-E15 troops in a BUA beaten badly: routed 400 p at range, destroyed in close combat") {
  auto a = side(TroopType::Bayonets);
  a.inBua = true;
  const auto r = out(shotBy(a, TroopType::Smoothbore, 600), kGuns, kDistant, 2, 6);
  CHECK(r.rowId == "O-E15");
  CHECK(r.result == ResultKind::Routed);
  CHECK(out(a, kMuskets, kClose, 2, 6).result == ResultKind::Destroyed);
}

TEST_CASE("O-E16 an SP garrison beaten badly in close combat is destroyed") {
  CHECK(out(fixedSide(FixedCombatant::StrongPoint), kMuskets, kClose, 2, 6).rowId == "O-E16");
}

TEST_CASE("O-E17 Pontooneers beaten badly") {
  CHECK(out(side(TroopType::Pontooneers), kCuirs, kClose, 2, 6).result == ResultKind::Destroyed);
  CHECK(out(side(TroopType::Pontooneers), kGuns, kDistant, 2, 6).result == ResultKind::Repulsed);
}

TEST_CASE("O-E18 beaten by a Supply Base, Pontooneers or Aeronauts: repulsed 400 p (B-44)") {
  const auto r = out(kMuskets, side(TroopType::SupplyBase), kClose, 2, 6);
  CHECK(r.rowId == "O-E18");
  CHECK(r.minPaces == 400);
}

TEST_CASE("O-E19 other land troops beaten badly are destroyed") {
  CHECK(out(kMuskets, kCuirs, kClose, 2, 6).rowId == "O-E19");
  CHECK(out(side(TroopType::Dragoons, Grade::Basic, false), kMuskets, kClose, 2, 6).rowId ==
        "O-E19");
  CHECK(out(kGuns, kMuskets, kClose, 3, 6).rowId == "O-E19");
}

TEST_CASE("B-44 a band E hole falls back to band C or D") {
  // Other naval beaten badly by a Flotilla at range: band E has no row, band C gives O-C11.
  const auto r = out(side(TroopType::Flotilla), side(TroopType::Flotilla), kDistant, 2, 6, 1880);
  CHECK(r.rowId == "O-C11");
  CHECK(r.result == ResultKind::Damaged);
  // Ironclad beaten badly in close combat by a Steamer: band D O-D28 damaged.
  const auto d = out(side(TroopType::Ironclad), side(TroopType::Steamer), kClose, 2, 6);
  CHECK(d.rowId == "O-D28");
}
