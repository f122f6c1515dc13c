// The tables MT-1 .. MT-15 of shared/spec/howlin-mobs.md, each read back with hand-worked values.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/howlin_mobs/campaign_tables.h"
#include "core/battle/howlin_mobs/deck.h"
#include "core/battle/howlin_mobs/element_table.h"
#include "core/battle/howlin_mobs/fight_tables.h"
#include "core/battle/howlin_mobs/fire_tables.h"
#include "core/battle/howlin_mobs/morale_tables.h"
#include "core/battle/howlin_mobs/movement_table.h"
#include "core/battle/howlin_mobs/order_table.h"
#include "core/battle/howlin_mobs/organisation_tables.h"
#include "core/battle/howlin_mobs/terrain_table.h"

using namespace hfg::howlin_mobs;

namespace {
const HowlinMobsSettings kS;
}  // namespace

TEST_CASE("MT-1 organisation: bases and figures as decoded") {
  const auto& t = organisationTable();
  CHECK(t[0].unit == "Infantry");
  CHECK(t[0].bases == 3);
  CHECK(t[0].figures == 16);
  CHECK(t[1].bases == 1);
  CHECK(t[1].figures == 6);
  CHECK(t[2].bases == 1);
  CHECK(t[2].figures == 8);
  CHECK(t[3].bases == 2);
  CHECK(t[3].figures == 2);
  CHECK(t[4].bases == 1);
  CHECK(t[4].figures == 1);
}

TEST_CASE("MT-2 MB-4 footprints in inches") {
  auto fp = [](UnitKind k, Formation f, int guns = 0) { return footprintIn(k, f, guns, kS); };
  CHECK(fp(UnitKind::Infantry, Formation::Line).frontIn == 9);
  CHECK(fp(UnitKind::Infantry, Formation::Line).depthIn == 1.5);
  CHECK(fp(UnitKind::Infantry, Formation::Column).frontIn == 3);
  CHECK(fp(UnitKind::Infantry, Formation::Column).depthIn == 4.5);
  CHECK(fp(UnitKind::Sharpshooters, Formation::Line).frontIn == 3);
  CHECK(fp(UnitKind::Sharpshooters, Formation::Line).depthIn == 1);
  CHECK(fp(UnitKind::Cavalry, Formation::Mounted).depthIn == 2);
  CHECK(fp(UnitKind::Cavalry, Formation::Dismounted).depthIn == 1);
  CHECK(fp(UnitKind::Artillery, Formation::Unlimbered, 2).frontIn == 4);
  CHECK(fp(UnitKind::Artillery, Formation::Limbered, 2).depthIn == 3);
  CHECK(fp(UnitKind::Artillery, Formation::Unlimbered, 1).frontIn == 2);
  CHECK(fp(UnitKind::Wagon, Formation::Fixed).depthIn == 2);
  CHECK_THROWS(fp(UnitKind::Artillery, Formation::Limbered, 0));
  // MB-32: an infantry unit fires with 3 - casualties bases.
  CHECK(firingBases(UnitKind::Infantry, 1, kS) == 2);
  CHECK(firingBases(UnitKind::Cavalry, 0, kS) == 1);
  HowlinMobsSettings keep;
  keep.casualtiesReduceFire = false;
  CHECK(firingBases(UnitKind::Infantry, 2, keep) == 3);
}

TEST_CASE("MT-3 MB-19 movement by ground") {
  auto allow = [](MoveClass c, bool limbered, bool rough, bool road) {
    return moveAllowanceIn(c, limbered, rough, road, kS);
  };
  CHECK(*allow(MoveClass::Infantry, false, false, false) == 9);
  CHECK(*allow(MoveClass::Infantry, false, true, false) == 6);  // "9-3" read as 3" less
  CHECK(*allow(MoveClass::Sharpshooters, false, true, false) == 9);
  CHECK(*allow(MoveClass::Cavalry, false, false, false) == 12);
  CHECK_FALSE(allow(MoveClass::Cavalry, false, true, false).has_value());  // road only
  CHECK(*allow(MoveClass::Cavalry, false, true, true) == 12);
  CHECK(*allow(MoveClass::FieldArtillery, true, false, false) == 9);
  CHECK(*allow(MoveClass::FieldArtillery, false, false, false) == 3);
  CHECK(*allow(MoveClass::HorseArtillery, true, false, false) == 12);
  CHECK(*allow(MoveClass::HorseArtillery, false, false, false) == 3);
  CHECK(*allow(MoveClass::Wagon, false, false, false) == 9);
  CHECK(movementRow(MoveClass::Wagon).obstacle == ObstacleEffect::CannotCross);
  CHECK(movementRow(MoveClass::Infantry).obstacle == ObstacleEffect::FullMove);
  CHECK(movementRow(MoveClass::General).obstacle == ObstacleEffect::NoEffect);
  CHECK(*allow(MoveClass::General, false, true, false) == 12);
  CHECK(*allow(MoveClass::Courier, false, true, false) == 24);
  HowlinMobsSettings other;
  other.infantryRoughPenaltyIn = 6;  // the other reading: 3" in rough
  CHECK(*moveAllowanceIn(MoveClass::Infantry, false, true, false, other) == 3);
}

TEST_CASE("MT-4 MB-1 ranges and points") {
  CHECK(smallArms(SmallArm::Infantry).rangeIn == 12);
  CHECK(smallArms(SmallArm::Infantry).pointsPerBase == 3);
  CHECK(smallArms(SmallArm::Sharpshooters).rangeIn == 15);
  CHECK(smallArms(SmallArm::ConfederateCavalry).pointsPerBase == 3);
  CHECK(smallArms(SmallArm::UnionCavalry).pointsPerBase == 4);
  CHECK(gunRow(GunType::RifleOrParrott10).closePoints == 8);
  CHECK(gunRow(GunType::RifleOrParrott10).longPoints == 4);
  CHECK(gunRow(GunType::Napoleon).closePoints == 9);
  CHECK(gunRow(GunType::Napoleon).longPoints == 3);  // the lost minus restored
  CHECK(gunRow(GunType::Parrott20).closePoints == 9);
  CHECK(gunRow(GunType::Parrott20).longPoints == 5);
  CHECK(gunRow(GunType::RifleOrParrott10).closeRangeIn == 12);
  CHECK(gunRow(GunType::RifleOrParrott10).longRangeIn == 36);
}

TEST_CASE("MT-5 MB-29 fire factors multiply once each, rounded up") {
  FireFactors f;
  CHECK(pointsOnTarget(9, f) == 9);
  f.targetOnGround = true;
  CHECK(pointsOnTarget(9, f) == 5);  // 4.5 rounds up
  f.targetSharpshooters = true;
  CHECK(pointsOnTarget(9, f) == 3);  // 2.25 -> 3
  FireFactors g;
  g.firerDoubleFire = g.targetInColumn = g.targetEnfiladed = true;
  CHECK(pointsOnTarget(6, g) == 48);
  FireFactors h;
  h.halfRate = h.targetInColumn = true;
  CHECK(pointsOnTarget(8, h) == 8);
  FireFactors low;
  low.firerLowAmmo = low.firerOnGround = low.targetDeployedArtillery = true;
  CHECK(factorExponent(low) == -3);
  CHECK(pointsOnTarget(9, low) == 2);  // 1.125 -> 2
}

TEST_CASE("MT-6 saving throws: cover 1-3, works 1-5") {
  CHECK(saveOnOrBelow(Protection::None) == 0);
  CHECK(saveOnOrBelow(Protection::Cover) == 3);
  CHECK(saveOnOrBelow(Protection::Works) == 5);
}

TEST_CASE("MT-7 fight modifiers and results") {
  FightSituation a;
  a.crack = true;
  CHECK(fightModifier(a, kS) == 2);
  FightSituation d;
  d.inCover = true;
  d.casualties = 1;
  CHECK(fightModifier(d, kS) == -1);
  FightSituation worst;
  worst.lowOnAmmo = worst.onGround = true;
  CHECK(fightModifier(worst, kS) == -6);
  FightSituation flank;
  flank.attackingFlankOrRear = flank.behindWorks = true;
  flank.generalHelp = 2;
  CHECK(fightModifier(flank, kS) == 7);
  FightSituation heavy;
  heavy.shockCavalryMounted = true;
  CHECK(fightModifier(heavy, kS) == 1);
  heavy.generalHelp = 3;
  CHECK_THROWS(fightModifier(heavy, kS));
  CHECK(loserHits(1) == 1);
  CHECK(loserHits(2) == 1);
  CHECK(loserHits(3) == 1);
  CHECK(loserHits(4) == 2);
  CHECK(loserHits(7) == 3);
  CHECK(loserHits(0) == 0);
  CHECK(winnerHits(-1) == 0);
  CHECK(winnerHits(5) == 0);
  CHECK(winnerHits(6) == 1);
  CHECK(winnerHits(9) == 1);
  CHECK(winnerHits(10) == 2);
  CHECK(winnerHits(14) == 2);
}

TEST_CASE("MT-8 unit states") {
  MoraleSituation m;
  CHECK(unitState(m, kS) == 8);
  m.casualties = 1;
  CHECK(unitState(m, kS) == 6);
  m.casualties = 2;
  CHECK(unitState(m, kS) == 4);
  m.casualties = 3;
  CHECK_THROWS(unitState(m, kS));
  MoraleSituation c;
  c.crack = true;
  c.inWorks = c.onGround = true;  // +1 once
  c.secureFlank = true;
  CHECK(unitState(c, kS) == 12);
  MoraleSituation lee;
  lee.leeWithin12 = true;
  CHECK(unitState(lee, kS) == 9);
  lee.leeWithUnit = true;
  CHECK(unitState(lee, kS) == 7);  // replaces the +1 (MB-13)
  MoraleSituation inf;
  inf.inferior = true;
  CHECK(unitState(inf, kS) == 7);
  MoraleSituation stoic;
  stoic.stoic = true;
  CHECK(unitState(stoic, kS) == 9);
}

TEST_CASE("MT-9 MB-40 visibility and rain") {
  CHECK(sightRangeIn(SightClass::Open, false, kS) == 36);
  CHECK(sightRangeIn(SightClass::Cover, false, kS) == 24);
  CHECK(sightRangeIn(SightClass::Woods, false, kS) == 3);
  CHECK(sightRangeIn(SightClass::Open, true, kS) == 18);
}

TEST_CASE("MT-10 MB-5 the decks") {
  const auto general = commandDeck(false, kS);
  CHECK(general.size() == 12);
  CHECK(std::count(general.begin(), general.end(), Card::DoubleFire) == 2);
  CHECK(std::count(general.begin(), general.end(), Card::Move) == 3);
  const auto battery = commandDeck(true, kS);
  CHECK(battery.size() == 8);
  CHECK(std::count(battery.begin(), battery.end(), Card::DoubleMove) == 0);
  CHECK(kS.deckGeneral.total() == 12);
  CHECK(handFitsDeck({Card::Rally, Card::Rally, Card::Fire, Card::Fire, Card::Fire}, general));
  CHECK_FALSE(handFitsDeck({Card::Rally, Card::Rally, Card::Rally}, general));
  CHECK_FALSE(handFitsDeck({Card::DoubleFire}, battery));
}

TEST_CASE("MT-11 MB-15 written orders") {
  CHECK(orderRow(OrderKind::Attack).mayFight == FightScope::AnyEnemy);
  CHECK(orderRow(OrderKind::Attack).becomesHoldWhenFulfilled);
  CHECK(orderRow(OrderKind::Withdraw).mayFight == FightScope::None);
  CHECK(orderRow(OrderKind::Support).names == OrderTarget::FriendlyCommand);
  CHECK(orderRow(OrderKind::Reserve).names == OrderTarget::Nothing);
  CHECK_FALSE(orderRow(OrderKind::Hold).becomesHoldWhenFulfilled);
  const std::vector<Card> fireHand{Card::Fire, Card::Fire, Card::Rally, Card::Move, Card::Fire};
  CHECK_FALSE(handMeetsOrder(OrderKind::Attack, true, fireHand));
  CHECK(handMeetsOrder(OrderKind::Attack, false, fireHand));  // a unit is within 3" of P
  CHECK(handMeetsOrder(OrderKind::Hold, true, fireHand));
  CHECK(handMeetsOrder(OrderKind::Advance, true,
                       {Card::Move, Card::DoubleMove, Card::Fire, Card::Fire, Card::Rally}));
  CHECK(handMeetsOrder(OrderKind::Withdraw, true, {Card::Move}));  // a one-card hand
  CHECK_FALSE(handMeetsOrder(OrderKind::Withdraw, true, {Card::Fire}));
}

TEST_CASE("MT-12 MB-33 HFG element types (Case 18 values)") {
  auto conv = [](const char* t, HfgGrade g, int y) { return *convertElement(t, g, y, kS); };
  CHECK(conv("Bayonets", HfgGrade::Basic, 1815).rangeIn == 8);
  CHECK(conv("Bayonets", HfgGrade::Basic, 1815).pointsPerBase == 3);
  CHECK(conv("Muskets", HfgGrade::Basic, 1809).rangeIn == 4);
  CHECK(conv("Rifles", HfgGrade::Basic, 1890).rangeIn == 24);
  CHECK(conv("Rifles", HfgGrade::Basic, 1890).pointsPerBase == 4);
  CHECK(conv("Stoic Foot", HfgGrade::Basic, 1860).rangeIn == 12);
  CHECK(conv("Stoic Foot", HfgGrade::Elite, 1878).rangeIn == 24);
  CHECK(conv("Stoic Foot", HfgGrade::Basic, 1878).rangeIn == 12);
  const ElementConversion sb = conv("Smoothbore", HfgGrade::Basic, 1862);
  CHECK(sb.becomes == Becomes::AttachedGun);
  CHECK(gunRow(*sb.gun).closePoints == 9);
  CHECK(gunRow(*sb.gun).longPoints == 3);
  CHECK(conv("Smoothbore", HfgGrade::Basic, 1780).gunLongRangeIn == 24);
  const ElementConversion mh = conv("Mixed", HfgGrade::Heavy, 1862);
  CHECK(mh.becomes == Becomes::IndependentGun);
  CHECK(gunRow(*mh.gun).closePoints == 9);
  CHECK(gunRow(*mh.gun).longPoints == 5);
  CHECK(conv("Marksmen", HfgGrade::Basic, 1809).rangeIn == 10);
  CHECK(conv("Marksmen", HfgGrade::Basic, 1863).rangeIn == 15);
  CHECK(conv("Marksmen", HfgGrade::Basic, 1863).becomes == Becomes::Sharpshooters);
  CHECK(conv("Repeaters", HfgGrade::Basic, 1864).rangeIn == 12);
  CHECK(conv("Repeaters", HfgGrade::Basic, 1864).pointsPerBase == 4);
  CHECK(conv("Dragoons", HfgGrade::Basic, 1862).rangeIn == 4);
  CHECK(conv("Dragoons", HfgGrade::Basic, 1864).rangeIn == 12);
  CHECK(conv("Heavy Cavalry", HfgGrade::Basic, 1862).shockCavalry);
  CHECK_FALSE(conv("Heavy Cavalry", HfgGrade::Basic, 1862).canDismount);
  CHECK(conv("Minie", HfgGrade::Elite, 1862).crack);
  CHECK(conv("Minie", HfgGrade::Inferior, 1862).inferior);
  CHECK(conv("Spearmen", HfgGrade::Basic, 1862).spearmen);
  CHECK_FALSE(conv("Spearmen", HfgGrade::Basic, 1862).canFire);
  CHECK(conv("Supply Base", HfgGrade::Basic, 1862).neverMoves);
  CHECK(conv("Laager", HfgGrade::Basic, 1862).becomes == Becomes::LaagerInfantry);
  CHECK(conv("Army HQ", HfgGrade::Basic, 1862).becomes == Becomes::ArmyCommander);
  CHECK(conv("Ironclad", HfgGrade::Basic, 1862).becomes == Becomes::NotUsed);
  CHECK(conv("Portable", HfgGrade::Basic, 1862).horseArtillery);
  CHECK_FALSE(convertElement("Zouaves", HfgGrade::Basic, 1862, kS).has_value());
}

TEST_CASE("MT-13 MB-20 HFG terrain and works") {
  CHECK(terrainRow(HfgTerrain::Wood).becomes == HmTerrain::Woods);
  CHECK(terrainRow(HfgTerrain::Wood).movement == Ground::Rough);
  CHECK(terrainRow(HfgTerrain::Wood).protection == Protection::Cover);
  CHECK(terrainRow(HfgTerrain::Bua).sight == SightClass::Cover);
  CHECK(terrainRow(HfgTerrain::Marsh).movement == Ground::Rough);
  CHECK(terrainRow(HfgTerrain::Stream).movement == Ground::Obstacle);
  CHECK(terrainRow(HfgTerrain::Waterway).becomes == HmTerrain::Impassable);
  CHECK(terrainRow(HfgTerrain::StrongPoint).protects == Facing::FrontAndFlanks);
  CHECK(terrainRow(HfgTerrain::Elf).protects == Facing::Front);
  CHECK(terrainRow(HfgTerrain::ObstaclePreparation).protection == Protection::Cover);
  CHECK(terrainRow(HfgTerrain::GentleHill).becomes == HmTerrain::Open);
}

TEST_CASE("MT-14 element fates (Case 16)") {
  EndState spent;
  spent.casualties = 2;
  CHECK(elementFate(spent) == Fate::Spent);
  EndState routing;
  routing.routingOnTable = true;
  CHECK(elementFate(routing) == Fate::OffTable);
  EndState lostGun;
  lostGun.kind = UnitKind::Artillery;
  lostGun.destroyed = true;
  CHECK(elementFate(lostGun) == Fate::Destroyed);
  EndState otherGun;
  otherGun.kind = UnitKind::Artillery;
  otherGun.casualties = 1;
  CHECK(elementFate(otherGun) == Fate::Present);
  EndState caught;
  caught.kind = UnitKind::Sharpshooters;
  caught.destroyed = true;
  CHECK(elementFate(caught) == Fate::Destroyed);
  EndState general;
  general.generalKilled = true;
  CHECK(elementFate(general) == Fate::Destroyed);
  EndState wagon;
  wagon.kind = UnitKind::Wagon;
  CHECK(elementFate(wagon) == Fate::Present);
  EndState late;
  late.arrived = false;
  late.destroyed = true;
  CHECK(elementFate(late) == Fate::Present);
}

TEST_CASE("MT-15 MB-3 periods, phases and bounds (Cases 13 and 14)") {
  CHECK(firstPhase(DaylightPeriod::Morning, kS) == 1);
  CHECK(firstPhase(DaylightPeriod::Afternoon, kS) == 4);
  CHECK(boundsFought(DaylightPeriod::Morning, 4, 2, kS) == 15);    // 13 (a)
  CHECK(boundsFought(DaylightPeriod::Afternoon, 5, 5, kS) == 12);  // 13 (b)
  CHECK(boundsFought(DaylightPeriod::Morning, 1, 1, kS) == 1);     // 13 (c)
  CHECK(boundsFought(DaylightPeriod::Morning, 5, 5, kS) == 24);
  CHECK_THROWS(boundsFought(DaylightPeriod::Afternoon, 2, 1, kS));
  const auto a = arrivalSlot(DaylightPeriod::Morning, 13, kS);  // 14 (a)
  REQUIRE(a);
  CHECK(a->phase == 2);
  CHECK(a->round == 3);
  const auto b = arrivalSlot(DaylightPeriod::Morning, 30, kS);  // 14 (b)
  REQUIRE(b);
  CHECK(b->phase == 4);
  CHECK(b->round == 2);
  CHECK_FALSE(arrivalSlot(DaylightPeriod::Afternoon, 30, kS).has_value());  // night: never arrives
  CHECK(arrivalHandSize(5, 4) == 2);                                        // 14 (c)
}
