// Strong Points and BUA garrisons as fixed combatants in the bound loop: assaults fought in turn, SP shooting, capture and setting afire (B-11, B-12, B-41, T-10).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/fixed_combat.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

// A simplified 400 p base: foot 200 p deep, artillery 400 p, everything else 300 p.

/// French attackers (south) and Russian defenders (north), each with a CP far from the action.
BattleSetup base() {
  BattleSetup s;
  s.year = 1812;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                3,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"ru",  "Russians",
                false, BaseEdge::North,
                1,     {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}}};
  s.elements = {
      el400ArtilleryDeep("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
      el400ArtilleryDeep("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

/// An SP 250 p square centred at (6000, 3000): x 5875-6125, y 2875-3125.
BattleStrongPoint strongPoint() {
  BattleStrongPoint sp;
  sp.id = "sp1";
  sp.sideId = "ru";
  sp.centre = {6000, 3000};
  return sp;
}

/// A 500 p square BUA centred at (6000, 3000).
BattleTerrainFeature village() {
  BattleTerrainFeature f;
  f.id = "v1";
  f.terrain = TerrainClass::BUA;
  f.outline = {{5750, 2750}, {6250, 2750}, {6250, 3250}, {5750, 3250}};
  return f;
}

int countLog(const Battle& b, LogKind kind) {
  int n = 0;
  for (const auto& l : b.logEntries()) n += l.kind == kind ? 1 : 0;
  return n;
}

const LogEntry* lastCombat(const Battle& b, LogKind kind) {
  const LogEntry* out = nullptr;
  for (const auto& l : b.logEntries())
    if (l.kind == kind && l.combat) out = &l;
  return out;
}

}  // namespace

TEST_CASE("B-12 an SP is part of the set-up and checked") {
  BattleSetup s = base();
  BattleStrongPoint sp = strongPoint();
  sp.sizePaces = 300;
  s.strongPoints = {sp};
  const auto errors = validateBattleSetup(s, "sp.json");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("sp.json: strong_points[0].size_paces") != std::string::npos);
  s.strongPoints[0].sizePaces = 250;
  CHECK(validateBattleSetup(s).empty());
  const Footprint fp = strongPointFootprint(s.strongPoints[0]);
  CHECK(fp.centre().x == doctest::Approx(6000));
  CHECK(fp.centre().y == doctest::Approx(3000));
  CHECK(fp.frontagePaces == 250);
}

TEST_CASE(
    "B-12 O-D10 an assault on an SP held with TF-2 is repulsed 400 p and the SP halts (O-A3)") {
  BattleSetup s = base();
  s.strongPoints = {strongPoint()};
  // Bayonets whose front edge lies on the SP's south edge (G-6 assault).
  s.elements.push_back(el400ArtilleryDeep("a1", "fr", "f1", TroopType::Bayonets, {6000, 2875}, 90));
  Battle b(s);
  REQUIRE(standingAssaults(b).size() == 1);
  ScriptedMoves moves({});
  // PIP 3; assault: Bayonets 3 + 3 (T-3 vs foot) = 6; SP 3 + 3 (T-3) + 2 (TF-2) = 8.
  ScriptedDice dice({3, 3, 3});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  const LogEntry* fight = lastCombat(b, LogKind::CloseCombat);
  REQUIRE(fight);
  CHECK(fight->combat->sides[0].total == 6);
  CHECK(fight->combat->sides[1].total == 8);
  CHECK(fight->combat->sides[0].outcome.rowId == "O-D10");
  CHECK(fight->combat->sides[1].outcome.rowId == "O-A3");
  const auto& a1 = b.elements()[*b.find("a1")];
  CHECK(a1.condition == ElementCondition::Repulsed);
  CHECK(a1.footprint.frontMid.y < 2875 - 300);
  CHECK(b.strongPoints()[0].holding());
}

TEST_CASE("B-11 B-12 assaults on an SP are fought in turn until one captures it (O-D7)") {
  BattleSetup s = base();
  s.strongPoints = {strongPoint()};
  s.elements.push_back(
      el400ArtilleryDeep("a1", "fr", "f1", TroopType::Bayonets, {6000, 2875}, 90));  // south edge
  s.elements.push_back(
      el400ArtilleryDeep("a2", "fr", "f1", TroopType::Bayonets, {6000, 3125}, 270));  // north edge

  SUBCASE("the first assault captures it: the second is not fought") {
    Battle b(s);
    REQUIRE(standingAssaults(b).size() == 2);
    ScriptedMoves moves({});
    // PIP 3; a1 6 + 3 = 9 against SP 1 + 3 + 2 = 6: more than half, band D, O-D7.
    ScriptedDice dice({3, 6, 1});
    playBound(b, moves, dice);
    CHECK(dice.used() == 3);
    CHECK(countLog(b, LogKind::CloseCombat) == 1);
    CHECK(b.strongPoints()[0].captured);
    CHECK(lastCombat(b, LogKind::CloseCombat)->combat->sides[1].outcome.rowId == "O-D7");
    // B-12: an SP has no EE; its capture is no loss.
    CHECK(b.losses().lostEe("ru") == 0);
    CHECK(standingAssaults(b).empty());
  }
  SUBCASE("the first is repulsed, the second captures it") {
    Battle b(s);
    ScriptedMoves moves({});
    // PIP 3; a1 3 + 3 = 6 against 3 + 5 = 8 (repulsed, O-D10); a2 6 + 3 = 9 against 1 + 5 = 6.
    ScriptedDice dice({3, 3, 3, 6, 1});
    playBound(b, moves, dice);
    CHECK(dice.used() == 5);
    CHECK(countLog(b, LogKind::CloseCombat) == 2);
    CHECK(b.elements()[*b.find("a1")].condition == ElementCondition::Repulsed);
    CHECK(b.strongPoints()[0].captured);
  }
}

TEST_CASE("B-12 T-4 an SP shoots 400 p all round at its nearest enemy (G-10, TF-5)") {
  BattleSetup s = base();
  s.strongPoints = {strongPoint()};
  // Bayonets facing east, 300 p east of the SP's east edge: they cannot shoot at it.
  s.elements.push_back(el400ArtilleryDeep("a1", "fr", "f1", TroopType::Bayonets, {6625, 3000}, 0));
  Battle b(s);
  ScriptedMoves moves({});
  // PIP 3; Bayonets 1 + 3 (T-3) + 1 (TF-5: SP beyond 200 p) = 5; SP 6 + 3 = 9: band C, O-C8.
  ScriptedDice dice({3, 1, 6});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  const LogEntry* shot = lastCombat(b, LogKind::Shooting);
  REQUIRE(shot);
  CHECK(shot->text.find("shot at by SP sp1") != std::string::npos);
  CHECK(shot->combat->sides[0].total == 5);
  CHECK(shot->combat->sides[1].total == 9);
  CHECK(shot->combat->sides[0].outcome.rowId == "O-C8");
}

TEST_CASE("B-12 an SP is the target of the nearest shooter and shoots back (mutual, B-27)") {
  BattleSetup s = base();
  s.strongPoints = {strongPoint()};
  // Bayonets facing the SP's south edge 300 p away.
  s.elements.push_back(el400ArtilleryDeep("a1", "fr", "f1", TroopType::Bayonets, {6000, 2575}, 90));
  Battle b(s);
  ScriptedMoves moves({});
  // PIP 3; SP 2 + 3 + 2 (TF-2 shot at) + 1 (TF-5) = 8; Bayonets 6 + 3 + 1 (TF-5) = 10.
  ScriptedDice dice({3, 2, 6});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  const LogEntry* shot = lastCombat(b, LogKind::Shooting);
  REQUIRE(shot);
  CHECK(shot->text.find("SP sp1 shot at by a1") != std::string::npos);
  CHECK(shot->text.find("(mutual)") != std::string::npos);
  CHECK(shot->combat->sides[0].total == 8);
  CHECK(shot->combat->sides[1].total == 10);
  // O-P5: losing at range names no SP row: nothing happens to it.
  CHECK(b.strongPoints()[0].holding());
  CHECK_FALSE(b.strongPoints()[0].burning);
}

TEST_CASE(
    "B-41 O-C12 artillery shooting at a BUA garrison sets the BUA afire; one die for both (1.5)") {
  BattleSetup s = base();
  s.terrain = {village()};
  s.elements.push_back(el400ArtilleryDeep("g1", "ru", "r1", TroopType::Bayonets, {6000, 3000}, 0));
  s.elements.back().footprint = Footprint::fromCentre({6000, 3000}, 270, 400, 200);
  // Smoothbore artillery 1,000 p south of the village, facing it (1812: 1,600 p range).
  s.elements.push_back(
      el400ArtilleryDeep("art", "fr", "f1", TroopType::Smoothbore, {6000, 1750}, 90));
  Battle b(s);
  REQUIRE(garrisonedBua(b, *b.find("g1")) != nullptr);
  ScriptedMoves moves({});
  // PIP 3; garrison die 1, artillery die 6. BUA: the garrison's die 1 + 5 (T-3 Other) = 6 against
  // 6 + 3 = 9: band C, O-C12 set afire.
  ScriptedDice dice({3, 1, 6});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  const LogEntry* bua = lastCombat(b, LogKind::Shooting);
  REQUIRE(bua);
  CHECK(bua->text.find("BUA v1 shot at with its garrison") != std::string::npos);
  CHECK(bua->combat->sides[0].total == 6);
  CHECK(bua->combat->sides[0].outcome.rowId == "O-C12");
  CHECK(b.setup().terrain[0].burning);
}

TEST_CASE(
    "B-11 assaults on a BUA garrison are fought in turn; the winner pursues into the interior") {
  BattleSetup s = base();
  s.terrain = {village()};
  // The garrison faces east, so a rout takes it west out of the village.
  s.elements.push_back(el400ArtilleryDeep("g1", "ru", "r1", TroopType::Bayonets, {6000, 3000}, 0));
  s.elements.back().footprint = Footprint::fromCentre({6000, 3000}, 0, 400, 200);
  s.elements.push_back(
      el400ArtilleryDeep("a1", "fr", "f1", TroopType::Bayonets, {6000, 2750}, 90));  // south edge
  s.elements.push_back(
      el400ArtilleryDeep("a2", "fr", "f1", TroopType::Bayonets, {6000, 3250}, 270));  // north edge
  Battle b(s);
  REQUIRE(standingAssaults(b).size() == 2);
  ScriptedMoves moves({});
  // PIP 3; a1 3 + 3 = 6 against the garrison 3 + 3 + 2 (TF-2) = 8: a1 repulsed (O-D10), the
  // garrison halts (O-A3). a2 6 + 3 = 9 against 1 + 5 = 6: the garrison is routed 800 p (O-D8).
  ScriptedDice dice({3, 3, 3, 6, 1});
  playBound(b, moves, dice);
  CHECK(dice.used() == 5);
  CHECK(countLog(b, LogKind::CloseCombat) == 2);
  const auto& a1 = b.elements()[*b.find("a1")];
  const auto& a2 = b.elements()[*b.find("a2")];
  const auto& g1 = b.elements()[*b.find("g1")];
  CHECK(a1.condition == ElementCondition::Repulsed);
  CHECK(g1.condition == ElementCondition::Routing);
  CHECK(lastCombat(b, LogKind::CloseCombat)->combat->sides[1].outcome.rowId == "O-D8");
  CHECK(a2.interiorOfBua == "v1");
  CHECK(a2.footprint.centre().x == doctest::Approx(6000));
  CHECK(a2.footprint.centre().y == doctest::Approx(3000));
  CHECK(inBuaInterior(b, *b.find("a2")));
  // The interior is not a garrison (B-11): it needs a further tactical move.
  CHECK_FALSE(buaGarrison(b, b.setup().terrain[0]).has_value());
}

TEST_CASE("B-12 G-23 a move may not enter an enemy SP; it may end on its edge to assault it") {
  BattleSetup s = base();
  s.strongPoints = {strongPoint()};
  s.elements.push_back(el400ArtilleryDeep("a1", "fr", "f1", TroopType::Bayonets, {6000, 2600}, 90));
  s.elements[0].footprint.frontMid = {6000, 2000};  // the general within easy command distance
  Battle b(s);
  b.pipsLeft("f1") = 6;
  MoveOrder into;
  into.elementIds = {"a1"};
  into.path = {{6000, 2950}};
  const auto refused = planMove(b, into);
  REQUIRE(refused.refusal);
  CHECK(refused.refusal->rule == "G-23");
  MoveOrder toEdge = into;
  toEdge.path = {{6000, 2875}};
  CHECK(planMove(b, toEdge).legal());
}

TEST_CASE(
    "B-41 naval or artillery shooting at a BUA garrison make one 'Other' total, compared by the "
    "garrison and the BUA") {
  const auto play = [](TroopType shooter, int year) {
    BattleSetup s = base();
    s.year = year;
    BattleTerrainFeature sea;
    sea.id = "sea";
    sea.terrain = TerrainClass::Waterway;
    sea.outline = {{0, 1200}, {12000, 1200}, {12000, 1800}, {0, 1800}};
    s.terrain = {village()};
    if (categoryOf(shooter) == TroopCategory::Naval) s.terrain.push_back(sea);
    s.elements.push_back(
        el400ArtilleryDeep("g1", "ru", "r1", TroopType::Bayonets, {6000, 3000}, 0));
    s.elements.back().footprint = Footprint::fromCentre({6000, 3000}, 270, 400, 200);
    // 1,000 p south of the village, facing it.
    s.elements.push_back(el400ArtilleryDeep("sh", "fr", "f1", shooter, {6000, 1750}, 90));
    Battle b(s);
    ScriptedMoves moves({});
    // PIP 3, garrison 1, shooter 6; the BUA's own die 1 when the shooter is not artillery (1.5).
    ScriptedDice dice({3, 1, 6, 1});
    playBound(b, moves, dice);
    const LogEntry* garrison = nullptr;
    const LogEntry* bua = nullptr;
    for (const auto& l : b.logEntries()) {
      if (l.combat && l.text.find("g1 shot at by sh") != std::string::npos) garrison = &l;
      if (l.combat && l.text.find("BUA v1 shot at with its garrison") != std::string::npos)
        bua = &l;
    }
    REQUIRE(garrison);
    REQUIRE(bua);
    CHECK(garrison->combat->sides[1].total == bua->combat->sides[1].total);
    int factor = 0;
    std::string reason;
    for (const auto& f : garrison->combat->sides[1].factors)
      if (f.id == "T-3") factor = f.value, reason = f.reason;
    CHECK(reason.find("against other (B-41)") != std::string::npos);
    return factor;
  };
  // Ironclad: +5 against other, not its +2 against foot; Smoothbore artillery +3 either way.
  CHECK(play(TroopType::Ironclad, 1870) == 5);
  CHECK(play(TroopType::Smoothbore, 1812) == 3);
}

TEST_CASE(
    "B-27 an SP whose target is shot at by its side's elements aids that shot instead of shooting "
    "alone") {
  BattleSetup s = base();
  s.strongPoints = {strongPoint()};
  // French Bayonets facing east, 300 p east of the SP (they cannot shoot at it); Russian Bayonets
  // facing them 150 p further east.
  s.elements.push_back(el400ArtilleryDeep("a1", "fr", "f1", TroopType::Bayonets, {6625, 3000}, 0));
  s.elements.push_back(
      el400ArtilleryDeep("r2", "ru", "r1", TroopType::Bayonets, {6775, 3000}, 180));
  Battle b(s);
  ScriptedMoves moves({});
  // PIP 3, then one combat at a1 (with a1's shot back at r2): two dice. The SP throws none.
  ScriptedDice dice({3, 3, 3});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  const LogEntry* shot = nullptr;
  int shootings = 0;
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::Shooting && l.combat) {
      ++shootings;
      if (l.text.find("a1 shot at by r2 aided by SP sp1 (B-27)") != std::string::npos) shot = &l;
    }
  REQUIRE(shot);
  CHECK(shootings == 1);
  bool tf7 = false;
  for (const auto& f : shot->combat->sides[1].factors)
    tf7 = tf7 || (f.id == "TF-7" && f.value == 1);
  CHECK(tf7);
}
