// Hand-worked table cases EX-1 ... EX-14, EX-22 ... EX-33 of shared/spec/tchae.md.
#include <doctest/doctest.h>

#include "core/battle/tchae/combat_tables.h"
#include "core/battle/tchae/commander.h"
#include "core/battle/tchae/commander_generator.h"
#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/morale_tables.h"
#include "core/battle/tchae/pip_costs.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

TEST_CASE("EX-1 ET-2 DAv faces and command PIPs") {
  CHECK(davOfFace(1) == 2);
  CHECK(davOfFace(2) == 3);
  CHECK(davOfFace(3) == 3);
  CHECK(davOfFace(4) == 4);
  CHECK(davOfFace(5) == 4);
  CHECK(davOfFace(6) == 5);
  CHECK(commandPips(Ability::Gifted, davOfFace(1)) == 4);
  CHECK(commandPips(Ability::Political, davOfFace(6)) == 4);
  CHECK(commandPips(Ability::Professional, davOfFace(4)) == 5);
  CHECK(commandPips(Ability::Inexperienced, davOfFace(2)) == 3);
  CHECK(commandPips(Ability::Political, davOfFace(1)) == 1);
  GivenDice faces({6});
  TchaeDice dice(faces);
  CHECK(dice.dav() == 5);
}

TEST_CASE("EX-2 ET-3 EB-63 leadership factors") {
  auto lf = [](Ability a, bool insp = false, bool bold = false, bool caut = false) {
    Commander c;
    c.ability = a;
    c.inspirational = insp;
    c.bold = bold;
    c.cautious = caut;
    return leadershipFactor(c);
  };
  CHECK(lf(Ability::Gifted) == 2);
  CHECK(lf(Ability::Professional) == 1);
  CHECK(lf(Ability::Inexperienced) == 1);
  CHECK(lf(Ability::Political) == 0);
  CHECK(lf(Ability::Political, true) == 2);
  CHECK(lf(Ability::Professional, false, false, true) == 1);
  CHECK(lf(Ability::Inexperienced, false, true) == 1);
  CHECK(kInspirationalColonelLf == 2);
}

TEST_CASE("EX-3 ET-5 E-54 automatic and thrown spotting") {
  CHECK(spottingNeed(TerrainGrade::Open, 6, false).automatic);
  const SpotNeed light6 = spottingNeed(TerrainGrade::Light, 6, false);
  CHECK(light6.possible);
  CHECK_FALSE(light6.automatic);
  CHECK(light6.score == 5);
  CHECK_FALSE(4 >= light6.score);
  CHECK(5 >= light6.score);
  CHECK(spottingNeed(TerrainGrade::Light, 4.9, false).automatic);
}

TEST_CASE("EX-4 ET-5 EB-4 bands and higher ground") {
  CHECK(spottingNeed(TerrainGrade::Difficult, 20, false).score == 10);
  CHECK(spottingNeed(TerrainGrade::Difficult, 20, true).score == 8);
  CHECK(spottingNeed(TerrainGrade::Open, 16, false).score == 8);
}

TEST_CASE("EX-5 ET-5 the edges of the table") {
  CHECK_FALSE(spottingNeed(TerrainGrade::Difficult, 40, false).possible);
  CHECK(spottingNeed(TerrainGrade::Difficult, 40, true).score == 12);
  CHECK_FALSE(spottingNeed(TerrainGrade::Open, 50, false).possible);
  CHECK(spottingNeed(TerrainGrade::Open, 50, true).score == 11);
  CHECK(spottingNeed(TerrainGrade::Light, 47.9, false).score == 12);
}

TEST_CASE("EX-6 ET-11 EB-21 EB-67 EB-68 EB-91 fire dice") {
  const GameLevel R = GameLevel::Regimental, C = GameLevel::Corps;
  CHECK(fireDice(infantry("a", Belligerent::Union, 5, 0, 0, 90), R, false) == 3);
  CHECK(fireDice(infantry("a", Belligerent::Union, 4, 0, 0, 90), R, false) == 2);
  CHECK(fireDice(battery("g", Belligerent::Union, 3, Calibre::LightRifled, 0, 0, 90), R, false) ==
        2);
  CHECK(fireDice(battery("g", Belligerent::Union, 6, Calibre::LightRifled, 0, 0, 90), R, false) ==
        3);
  Unit sk = infantry("s", Belligerent::Union, 4, 0, 0, 90);
  sk.formation = Formation::Skirmish;
  CHECK(fireDice(sk, R, true) == 1);
  sk.startBases = 1;
  CHECK(fireDice(sk, R, true) == 0);
  Unit dis = cavalry("d", Belligerent::Union, 7, 0, 0, 90);
  dis.mounted = false;
  CHECK(fireDice(dis, R, false) == 2);
  CHECK(fireDice(dis, R, true) == 1);
  Unit bde = battery("b", Belligerent::Union, 24, Calibre::LightRifled, 0, 0, 90);
  CHECK(startModels(bde) == 3);
  CHECK(fireDice(bde, C, false) == 6);
  bde.casualties = 8;
  CHECK(fireDice(bde, C, false) == 4);
  bde.casualties = 9;
  CHECK(fireDice(bde, C, false) == 4);
  Unit b18 = battery("b", Belligerent::Union, 18, Calibre::LightRifled, 0, 0, 90);
  CHECK(startModels(b18) == 2);
  CHECK(fireDice(b18, C, false) == 4);
  b18.casualties = 1;
  CHECK(fireDice(b18, C, false) == 4);
  CHECK(fireDice(infantry("i", Belligerent::Union, 7, 0, 0, 90), C, false) == 4);
  Unit sl = infantry("i", Belligerent::Union, 8, 0, 0, 90);
  sl.formation = Formation::SupportedLine;
  CHECK(fireDice(sl, C, false) == 2);
  Unit mounted = cavalry("m", Belligerent::Union, 4, 0, 0, 90);
  CHECK(fireDice(mounted, R, false) == 0);  // EB-22
}

TEST_CASE("EX-7 ET-13 E-73 the book's example") {
  const int need = hitNumber(TargetRow::R2, FireColumn::CloseSmoothboreArtillery);
  CHECK(need == 4);
  CHECK(hitsFor(8, need) == 2);
  CHECK(hitsFor(7, need) == 1);
  CHECK(hitsFor(3, need) == 0);
  CHECK(hitsFor(-2, need) == 0);  // EB-26
}

TEST_CASE("EX-8 ET-9 ET-12 ET-13 Veteran rifles at a Raw line") {
  Unit firer = infantry("f", Belligerent::Union, 6, 0, 0, 90);
  firer.experience = Experience::Veteran;
  Unit target = infantry("t", Belligerent::Confederate, 5, 0, 7, 270);
  target.experience = Experience::Raw;
  CHECK(rangeBand(rangeRowOf(firer), GameLevel::Regimental, 7) == RangeBand::Close);
  CHECK(fireDice(firer, GameLevel::Regimental, false) == 3);
  const int total = 3 + 4 + 2 + fireAdjustment(firer, target, RangeBand::Close);
  CHECK(total == 11);
  const int need = hitNumber(targetRow(target, {}), fireColumn(firer, RangeBand::Close));
  CHECK(need == 5);
  CHECK(hitsFor(total, need) == 2);
  CHECK(rangeBand(rangeRowOf(firer), GameLevel::Regimental, 8.5) == RangeBand::Out);
}

TEST_CASE("EX-9 ET-9 ET-10 E-71 range bands") {
  const GameLevel R = GameLevel::Regimental, C = GameLevel::Corps;
  CHECK(rangeBand(RangeRow::LightRifled, R, 12) == RangeBand::Close);
  CHECK(rangeBand(RangeRow::LightRifled, R, 12.5) == RangeBand::Effective);
  CHECK(rangeBand(RangeRow::LightRifled, R, 24) == RangeBand::Effective);
  CHECK(rangeBand(RangeRow::LightRifled, R, 30) == RangeBand::Extreme);
  CHECK(rangeBand(RangeRow::LightRifled, R, 40) == RangeBand::Extreme);
  CHECK(rangeBand(RangeRow::LightRifled, R, 40.5) == RangeBand::Out);
  CHECK(rangeBand(RangeRow::HeavyRifled, C, 30) == RangeBand::Extreme);
  CHECK(rangeBand(RangeRow::SmoothboreWeapons, C, 2.5) == RangeBand::Out);
  CHECK(rangeBand(RangeRow::InfantryRifles, R, 8) == RangeBand::Close);  // EB-24
  CHECK(rangeBand(RangeRow::InfantryRifles, R, 9) == RangeBand::Out);
}

TEST_CASE("EX-10 ET-12 ET-13 ET-14 Second rate rifles at a battery") {
  Unit firer = battery("f", Belligerent::Confederate, 4, Calibre::LightRifled, 0, 0, 90);
  firer.secondRate = true;
  const Unit target = battery("t", Belligerent::Union, 6, Calibre::LightRifled, 0, 30, 270);
  CHECK(fireDice(firer, GameLevel::Regimental, false) == 2);
  const RangeBand band = rangeBand(rangeRowOf(firer), GameLevel::Regimental, 30);
  CHECK(band == RangeBand::Extreme);
  const int need = hitNumber(targetRow(target, {}), fireColumn(firer, band));
  CHECK(need == 11);
  CHECK(hitsFor(6 + 5 + fireAdjustment(firer, target, band), need) == 0);
  CHECK(hitsFor(6 + 6 + fireAdjustment(firer, target, band), need) == 1);
}

TEST_CASE("EX-11 ET-14 EB-17 EB-18 target rows") {
  const Unit line = infantry("l", Belligerent::Union, 5, 0, 0, 90);
  TargetCover enf;
  enf.enfiladed = true;
  CHECK(targetRow(line, enf) == TargetRow::R1);
  TargetCover wood;
  wood.soft = true;
  TargetCover enfWood = wood;
  enfWood.enfiladed = true;
  CHECK(targetRow(line, enfWood) == TargetRow::R3);
  Unit column = line;
  column.formation = Formation::ColumnOfMarch;
  CHECK(targetRow(column, wood) == TargetRow::R3);
  Unit fightin = line;
  fightin.status = Status::Fightin;
  CHECK(targetRow(fightin, {}) == TargetRow::R3);
  Unit sk = line;
  sk.formation = Formation::Skirmish;
  CHECK(targetRow(sk, wood) == TargetRow::R5);
  TargetCover wallHigh;
  wallHigh.wallOrSunkenRoad = true;
  wallHigh.firerHasHeight = true;
  CHECK(targetRow(sk, wallHigh) == TargetRow::R5);
  CHECK(targetRow(line, wallHigh) == TargetRow::R2);
  TargetCover wallLevel;
  wallLevel.wallOrSunkenRoad = true;
  CHECK(targetRow(line, wallLevel) == TargetRow::R5);
  Unit guns = battery("g", Belligerent::Union, 4, Calibre::LightRifled, 0, 0, 90);
  TargetCover redoubt;
  redoubt.hard = true;
  redoubt.redoubt = true;
  CHECK(targetRow(guns, redoubt) == TargetRow::R6);
  guns.limbered = true;
  CHECK(targetRow(guns, {}) == TargetRow::R1);
  Unit prone = sk;
  prone.prone = true;
  TargetCover brick;
  brick.hard = true;
  CHECK(targetRow(prone, brick) == TargetRow::R7);
}

TEST_CASE("EX-12 ET-15 E-80 EB-34 a unit in a wood under fire") {
  Unit u = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  u.casualties = 5;
  u.casualtiesThisTurn = 2;
  StatusCheckInput in;
  in.inCover = true;
  const int mod = statusModifier(u, in);
  CHECK(3 + mod == 0);
  CHECK(statusCheckFails(3, mod));
  CHECK(stepDown(Status::Normal) == Status::Fightin);
  CHECK_FALSE(statusCheckFails(6, mod));
}

TEST_CASE("EX-13 ET-15 EB-1 loss bands, a Raw defender and an attached officer") {
  Unit u = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  u.advancedThisTurn = true;  // leave the Raw "defending" modifier out of the band checks
  u.casualties = 2;
  CHECK(statusModifier(u, {}) == 0);
  u.casualties = 3;
  CHECK(statusModifier(u, {}) == -1);
  u.casualties = 5;
  CHECK(statusModifier(u, {}) == -2);
  Unit raw = infantry("r", Belligerent::Union, 5, 0, 0, 90);
  raw.experience = Experience::Raw;
  raw.casualties = 1;
  raw.casualtiesThisTurn = 1;
  StatusCheckInput in;
  in.friendlyRoutersNear = 1;
  CHECK(2 + statusModifier(raw, in) == -1);
  in.officerLf = 1;
  CHECK(2 + statusModifier(raw, in) == 0);
  CHECK(statusCheckFails(2, statusModifier(raw, in)));
}

TEST_CASE("EX-14 ET-17 EB-6 base combat values") {
  const Unit inf = infantry("i", Belligerent::Union, 5, 0, 0, 90);
  const Unit cav = cavalry("c", Belligerent::Union, 4, 0, 0, 90);
  Unit sk = inf;
  sk.formation = Formation::Skirmish;
  const Unit guns = battery("g", Belligerent::Union, 4, Calibre::LightRifled, 0, 0, 90);
  CHECK(baseCombatValue(inf, combatArmOf(cav)) == 4);
  CHECK(baseCombatValue(cav, combatArmOf(inf)) == 2);
  CHECK(baseCombatValue(sk, combatArmOf(guns)) == 3);
  CHECK(baseCombatValue(cav, combatArmOf(sk)) == 2);
  CHECK(baseCombatValue(sk, combatArmOf(sk)) == 1);
  CHECK(baseCombatValue(guns, combatArmOf(cav)) == 3);
  CHECK(baseCombatValue(inf, combatArmOf(guns)) == 3);
}

TEST_CASE("ET-19 ET-20 every row of the resolution table") {
  using A = CombatArm;
  CHECK(combatResult(A::Infantry, A::Infantry, 2) == CombatCode::HigherRouts);
  CHECK(combatResult(A::Infantry, A::Infantry, 7) == CombatCode::Firefight);
  CHECK(combatResult(A::Infantry, A::Infantry, 9) == CombatCode::LowerDefeated);
  CHECK(combatResult(A::Infantry, A::Artillery, 11) == CombatCode::LowerRouts);
  CHECK(combatResult(A::Cavalry, A::Cavalry, 6) == CombatCode::BreakOff);
  CHECK(combatResult(A::Cavalry, A::Infantry, 2) == CombatCode::NeverReaches);
  CHECK(combatResult(A::Cavalry, A::Artillery, 4) == CombatCode::Halt);
  CHECK(combatResult(A::Cavalry, A::Infantry, 11) == CombatCode::LowerDefeated);
  CHECK(combatResult(A::Infantry, A::Cavalry, 9) == CombatCode::Halt);
  CHECK(combatResult(A::Infantry, A::Cavalry, 13) == CombatCode::NeverReaches);
  CHECK(combatResult(A::Infantry, A::Cavalry, 20) == CombatCode::NeverReaches);
  CHECK(casualtiesFor(CombatCode::LowerRouts).loser == 3);
  CHECK(casualtiesFor(CombatCode::LowerRouts).winner == 1);
  CHECK(casualtiesFor(CombatCode::HigherDefeated).loser == 2);
  CHECK(casualtiesFor(CombatCode::BreakOff).winner == 1);
  CHECK(casualtiesFor(CombatCode::Firefight).loser == 2);
  CHECK(casualtiesFor(CombatCode::NeverReaches).loser == 0);
}

TEST_CASE("EX-22 ET-21 repeaters that win the firefight throw") {
  Unit rep = infantry("r", Belligerent::Union, 5, 0, 0, 90);
  rep.weapon = Weapon::Repeating;
  CHECK(firefightCasualties(rep, 5, 2) == 5);
  CHECK(firefightCasualties(rep, 2, 2) == 4);
}

TEST_CASE("EX-23 ET-22 pursuit tests") {
  Unit raw = infantry("r", Belligerent::Union, 5, 0, 0, 90);
  raw.experience = Experience::Raw;
  CHECK(entersPursuit(raw, 4));
  const Unit avg = infantry("a", Belligerent::Union, 5, 0, 0, 90);
  CHECK_FALSE(entersPursuit(avg, 5));
  CHECK(entersPursuit(avg, 6));
  Unit cautiousRaw = raw;
  cautiousRaw.cautious = true;
  CHECK_FALSE(entersPursuit(cautiousRaw, 6));
  Unit vetAggr = avg;
  vetAggr.experience = Experience::Veteran;
  vetAggr.aggressive = true;
  CHECK(entersPursuit(vetAggr, 4));
}

TEST_CASE("EX-24 ET-16 E-87 E-89 turning to face a flank charge") {
  Unit vet = infantry("v", Belligerent::Union, 5, 0, 0, 90);
  vet.experience = Experience::Veteran;
  ReactionInput in;
  in.kind = ReactionKind::TurnToFace;
  in.ownCommanderBoldProfessionalOrGifted = true;
  in.chargedInFlankOrRear = true;
  in.chargerStartedBeyondHalfMove = true;
  CHECK(reactionResult(2 + reactionModifier(vet, in)) == ReactionResult::SuccessSurprised);
  CHECK(reactionResult(1 + reactionModifier(vet, in)) == ReactionResult::Failure);
  CHECK(reactionResult(6) == ReactionResult::Success);
}

TEST_CASE("EX-25 ET-16 an opportunity charge on marching infantry") {
  Unit cav = cavalry("c", Belligerent::Union, 3, 0, 0, 90);
  cav.experience = Experience::Raw;
  cav.aggressive = true;
  ReactionInput in;
  in.kind = ReactionKind::OpportunityCharge;
  in.ownCommanderBoldProfessionalOrGifted = true;
  in.attackingFlankOrRear = true;
  in.targetSlower = true;
  CHECK(3 + reactionModifier(cav, in) == 6);
  CHECK(reactionResult(3 + reactionModifier(cav, in)) == ReactionResult::Success);
}

TEST_CASE("EX-26 ET-7 EB-27 E-59 PIP costs") {
  CHECK(actionCost(ActionPrice::OnePip, 8.0, false) == 1);
  CHECK(actionCost(ActionPrice::OnePip, 8.1, false) == 2);
  CHECK(actionCost(ActionPrice::OnePip, 16, false) == 2);
  CHECK(actionCost(ActionPrice::OnePip, 17, false) == 3);
  CHECK(actionCost(ActionPrice::TwoPip, 10, false) == 4);
  CHECK(actionCost(ActionPrice::OnePip, 5, true) == 2);
  CHECK(actionCost(ActionPrice::Free, 20, false) == 0);
  CHECK(actionCost(ActionPrice::OnePip, 20, false) == 3);  // an order change 20 in away
  CHECK(actionCost(ActionPrice::OnePip, 3, false) == 1);   // reserving fire
}

TEST_CASE("EX-28 ET-8 E-77 EB-29 movement rates") {
  const Unit inf = infantry("i", Belligerent::Union, 5, 0, 0, 90);
  CHECK(moveRateIn(inf, {true, false, false}) == 3);
  CHECK(moveRateIn(inf, {false, false, false}) == 6);
  const Unit cav = cavalry("c", Belligerent::Union, 4, 0, 0, 90);
  CHECK(moveRateIn(cav, {true, false, false}) == 3);
  Unit sk = inf;
  sk.formation = Formation::Skirmish;
  CHECK(moveRateIn(sk, {true, true, false}) == 1.5);
  Unit guns = battery("g", Belligerent::Union, 4, Calibre::MediumSmoothbore, 0, 0, 90);
  guns.limbered = true;
  CHECK(moveRateIn(guns, {false, false, false}) == 6);
  CHECK(moveRateIn(guns, {true, false, false}) == 0);
  CHECK(moveRateIn(inf, {false, false, true}) == 3);  // retiring at half rate
  CHECK(commanderRateIn(true) == 6);                  // EB-86
  CHECK(blindMoveIn(true, false) == 8);
  CHECK(blindMoveIn(false, true) == 2);
}

TEST_CASE("EX-29 E-61 EB-30 multiple moves") {
  const double none = 1e9;
  CHECK(multipleMoveAllowed(17, none, none));
  CHECK(multipleMoveAllowed(20, 10, none));
  CHECK_FALSE(multipleMoveAllowed(15, none, none));
  CHECK_FALSE(multipleMoveAllowed(none, none, 3.5));
}

TEST_CASE("EX-31 E-22 EB-64 replacement commanders") {
  Commander gb;
  gb.ability = Ability::Gifted;
  gb.bold = true;
  const Commander r1 = replacementFor(gb);
  CHECK(r1.ability == Ability::Professional);
  CHECK(r1.bold);
  Commander pi;
  pi.ability = Ability::Professional;
  pi.inspirational = true;
  const Commander r2 = replacementFor(pi);
  CHECK(r2.ability == Ability::Inexperienced);
  CHECK_FALSE(r2.inspirational);
  Commander pc;
  pc.ability = Ability::Political;
  pc.cautious = true;
  const Commander r3 = replacementFor(pc);
  CHECK(r3.ability == Ability::Political);
  CHECK(r3.cautious);
}

TEST_CASE("EX-32 ET-27 EB-70 the commander generator") {
  using P = WarPeriod;
  CHECK(generatedRating(Belligerent::Union, P::Early1861to1863, 10) ==
        CommanderRating{Ability::Professional, true, false});
  CHECK(generatedRating(Belligerent::Confederate, P::Early1861to1863, 10) ==
        CommanderRating{Ability::Gifted, false, false});
  CHECK(generatedRating(Belligerent::Union, P::Late1864to1865, 10) ==
        CommanderRating{Ability::Professional, false, true});
  CHECK(generatedRating(Belligerent::Confederate, P::Late1864to1865, 10) ==
        CommanderRating{Ability::Gifted, false, false});
  CHECK(generatedRating(Belligerent::Union, P::Early1861to1863, 4) ==
        CommanderRating{Ability::Inexperienced, false, true});
  CHECK(generatedRating(Belligerent::Confederate, P::Early1861to1863, 4) ==
        CommanderRating{Ability::Inexperienced, false, false});
  CHECK(generatedRating(Belligerent::Union, P::Late1864to1865, 4) ==
        CommanderRating{Ability::Inexperienced, false, false});
  CHECK(generatedRating(Belligerent::Confederate, P::Late1864to1865, 4) ==
        CommanderRating{Ability::Inexperienced, true, false});
}

TEST_CASE("EX-33 E-92 EB-15 outclassing") {
  CHECK(classModifier(1, 1.5) == -1);
  CHECK(classModifier(1.5, 1) == 0);
  CHECK(classModifier(2, 0) == 2);
  CHECK(classModifier(0, 2) == -1);
  CHECK(classModifier(0.5, 0) == 0);
  CHECK(classModifier(0, 0.5) == -1);
}

TEST_CASE("ET-26 EB-48 zones of control") {
  Unit u = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  CHECK(zocDepthIn(u, GameLevel::Regimental, false) == 4);
  CHECK(zocDepthIn(u, GameLevel::Regimental, true) == 2);
  CHECK(zocDepthIn(u, GameLevel::Corps, false) == 2);
  CHECK(zocDepthIn(u, GameLevel::Corps, true) == 1);
  u.status = Status::Routed;
  CHECK(zocDepthIn(u, GameLevel::Regimental, false) == 0);
  Unit guns = battery("g", Belligerent::Union, 4, Calibre::LightRifled, 0, 0, 90);
  guns.limbered = true;
  CHECK(zocDepthIn(guns, GameLevel::Regimental, false) == 0);
}

TEST_CASE("ET-1 E-1 E-2 strength, bases and footprints") {
  Unit inf = infantry("i", Belligerent::Union, 5, 0, 0, 90);
  CHECK(inf.startSp() == 20);
  inf.casualties = 5;
  CHECK(inf.currentBases() == 4);
  CHECK(frontageIn(inf, GameLevel::Regimental) == 4);
  inf.formation = Formation::ColumnOfMarch;
  CHECK(frontageIn(inf, GameLevel::Regimental) == 1);
  CHECK(depthIn(inf, GameLevel::Regimental) == 4);
  inf.formation = Formation::Skirmish;
  CHECK(frontageIn(inf, GameLevel::Regimental) == 8);
  Unit cav = cavalry("c", Belligerent::Union, 7, 0, 0, 90);
  CHECK(cav.startSp() == 14);
  cav.mounted = false;
  CHECK(frontageIn(cav, GameLevel::Regimental) == 6);
  const Unit guns = battery("g", Belligerent::Union, 6, Calibre::LightRifled, 0, 0, 90);
  CHECK(frontageIn(guns, GameLevel::Regimental) == 3);
  Unit bde = battery("b", Belligerent::Union, 24, Calibre::LightRifled, 0, 0, 90);
  CHECK(frontageIn(bde, GameLevel::Corps) == 6);
  Unit sl = infantry("s", Belligerent::Union, 8, 0, 0, 90);
  sl.formation = Formation::SupportedLine;
  CHECK(frontageIn(sl, GameLevel::Corps) == 4);
  CHECK(depthIn(sl, GameLevel::Corps) == 4);
  Unit worn = infantry("w", Belligerent::Union, 5, 0, 0, 90);
  worn.casualties = 11;
  CHECK(worn.permanentlyDefeated());  // E-14: more than 50%
  worn.casualties = 10;
  CHECK_FALSE(worn.permanentlyDefeated());
}

TEST_CASE("ET-23 E-25 E-26 E-27 E-29 terrain classes") {
  CHECK(movementClassOf(TerrainKind::ThickWood) == TerrainGrade::Difficult);
  CHECK(movementClassOf(TerrainKind::Crops) == TerrainGrade::Light);
  CHECK(spottingClassOf(TerrainKind::SunkenRoad) == TerrainGrade::Difficult);
  CHECK(isSoftCover(TerrainKind::WoodenBuildings));
  CHECK(isHardCover(TerrainKind::BrickBuildings));
  CHECK_FALSE(isHardCover(TerrainKind::StoneWall));
  CHECK(movementClassOf(TerrainKind::GentleHill) == TerrainGrade::Open);
}
