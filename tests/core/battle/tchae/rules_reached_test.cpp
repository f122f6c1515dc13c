// Rules that the engine applies, each reached and checked by name: statuses, flags, terrain, arcs, spreading, orders, artillery, evading.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/tchae/combat.h"
#include "core/battle/tchae/combat_tables.h"
#include "core/battle/tchae/fire.h"
#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/movement.h"
#include "core/battle/tchae/reactions.h"
#include "core/battle/tchae/table_geometry.h"
#include "core/battle/tchae/tchae_battle.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

const Card kCoffee{CardKind::Coffee, Belligerent::Union, {}};
Card cmd(const std::string& id, Belligerent side) { return {CardKind::Commander, side, id}; }

Unit unarmed(Unit u) {
  u.weapon = Weapon::None;
  return u;
}

bool logHas(const BattleState& s, const std::string& rule, const std::string& text) {
  return std::any_of(s.log.begin(), s.log.end(), [&](const TurnLogEntry& e) {
    return e.ruleId == rule && e.text.find(text) != std::string::npos;
  });
}

BattleState play(BattleState s, std::vector<int> faces, ScriptedGeneral& u, std::vector<Card> deck,
                 std::size_t* left = nullptr) {
  Dice shuffle(1);
  GivenDice dice(std::move(faces));
  ScriptedGeneral c;
  TchaeBattle battle(std::move(s), shuffle, dice, u, c);
  battle.stackDeck(std::move(deck));
  battle.playTurn();
  if (left) *left = dice.left();
  return battle.state();
}

}  // namespace

TEST_CASE("ET-25 E-11 E-12 E-13 E-14 E-18 what each status and flag does") {
  const Unit base = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  const Unit target = infantry("t", Belligerent::Confederate, 5, 0, 5, 270);
  Unit fightin = base;
  fightin.status = Status::Fightin;
  CHECK(fireAdjustment(fightin, target, RangeBand::Close) == -1);  // E-13
  const CombatSideInput none;
  CHECK(combatValue(fightin, CombatArm::Infantry, none, GameLevel::Regimental) == 2);
  Unit defeated = base;
  defeated.status = Status::Defeated;
  CHECK(combatValue(defeated, CombatArm::Infantry, none, GameLevel::Regimental) == 2);  // E-14
  Unit surprised = base;
  surprised.surprised = true;
  CHECK(combatValue(surprised, CombatArm::Infantry, none, GameLevel::Regimental) == 3);  // E-18
  CHECK(stepDown(Status::Pursuit) == Status::Fightin);                                   // E-11
  CHECK(stepDown(Status::Defeated) == Status::Routed);
  // E-14, E-15: Defeated and Routed units do not fire.
  BattleState s = twoSides();
  s.units.push_back(defeated);
  s.units.push_back(target);
  GivenDice dice({});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  CHECK(computeFire(ctx, *s.unit("u"), "").empty());
  s.unit("u")->status = Status::Normal;  // E-12: a Normal unit fires (given dice would run out)
  CHECK_THROWS(computeFire(ctx, *s.unit("u"), ""));
}

TEST_CASE("E-17 a Disordered unit recovers after a whole activation without moving or firing") {
  BattleState s = twoSides();
  Unit d = unarmed(infantry("D", Belligerent::Union, 5, 36, 20, 90));
  d.disordered = true;
  s.units.push_back(d);
  ScriptedGeneral u;
  const BattleState st = play(s, {3}, u, {cmd("uc", Belligerent::Union), kCoffee});
  CHECK_FALSE(st.unit("D")->disordered);
}

TEST_CASE("E-19 E-52 a commander without a figure on the table throws no PIPs") {
  BattleState s = twoSides();
  s.commander("uc")->onTable = false;
  s.units.push_back(unarmed(infantry("D", Belligerent::Union, 5, 36, 20, 90)));
  ScriptedGeneral u;
  u.actions = {{UnitAction::Kind::Move, "D", 90, 4}};
  std::size_t left = 9;
  const BattleState st = play(s, {}, u, {cmd("uc", Belligerent::Union), kCoffee}, &left);
  CHECK(logHas(st, "E-19", "uc activates with 0 PIPs"));
  CHECK(logHas(st, "E-52", "uc has no figure on the table"));
  CHECK(st.unit("D")->frontMidIn.y == doctest::Approx(20));
}

TEST_CASE("E-28 E-30 E-77 EB-60 streams, fences and roads change the rate") {
  BattleState s = twoSides();
  s.terrain.areas.push_back(area(TerrainKind::FordableStream, 0, 22, 30, 23));
  s.terrain.areas.push_back(area(TerrainKind::SturdyFence, 0, 40, 72, 40.5));
  s.terrain.areas.push_back(area(TerrainKind::ThickWood, 50, 0, 70, 48));
  s.terrain.roads.push_back({"road", {{60, 0}, {60, 48}}});
  s.units.push_back(infantry("A", Belligerent::Union, 5, 20, 20, 90));
  s.units.push_back(infantry("B", Belligerent::Union, 5, 10, 36, 90));
  Unit col = infantry("C", Belligerent::Union, 5, 60, 20, 90);
  col.formation = Formation::ColumnOfMarch;
  s.units.push_back(col);
  Unit line = infantry("L", Belligerent::Union, 5, 56, 30, 90);
  s.units.push_back(line);
  GivenDice dice({});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  CHECK(rateFor(ctx, *s.unit("A"), 90, false) == 3);  // E-28: crossing the stream, half
  CHECK(rateFor(ctx, *s.unit("B"), 90, false) == 2);  // E-30: the fence costs 4 in
  CHECK(rateFor(ctx, *s.unit("C"), 90, false) == 6);  // EB-60: a column on the road, open rate
  CHECK(rateFor(ctx, *s.unit("L"), 90, false) == 3);  // a line in the wood, difficult rate
  s.terrain.areas.push_back(area(TerrainKind::FordableStream, 55, 22.5, 65, 23));
  CHECK(rateFor(ctx, *s.unit("C"), 90, false) == 3);  // the road's 6 in reach the stream: half
}

TEST_CASE("E-36 ET-24 Hold: a charge only against an enemy at the edge of the zone") {
  for (double gap : {4.5, 6.0}) {
    BattleState s = twoSides();
    s.commander("uc")->order = Order::Hold;
    s.commander("uc")->positionIn = {36, 16};
    s.units.push_back(unarmed(infantry("H", Belligerent::Union, 5, 36, 20, 90)));
    s.units.push_back(unarmed(infantry("E", Belligerent::Confederate, 5, 36, 20 + gap, 270)));
    ScriptedGeneral u;
    u.actions = {{UnitAction::Kind::Move, "H", 90, 6}};
    const BattleState st =
        play(s, {3, 1, 1, 1, 1, 1, 1, 1, 1}, u, {cmd("uc", Belligerent::Union), kCoffee});
    CHECK(logHas(st, "E-83", "H charges E") == (gap == 4.5));
  }
}

TEST_CASE("E-37 an Engage formation charged becomes Hold") {
  BattleState s = twoSides();
  s.commander("uc")->order = Order::Engage;
  s.commander("cc")->order = Order::Attack;
  s.commander("cc")->positionIn = {36, 34};
  s.units.push_back(unarmed(infantry("A", Belligerent::Confederate, 5, 36, 28, 270)));
  s.units.push_back(unarmed(infantry("D", Belligerent::Union, 5, 36, 24, 90)));
  ScriptedGeneral u, c;
  c.actions = {{UnitAction::Kind::Move, "A", 270, 6}};
  Dice shuffle(1);
  GivenDice dice({3, 3, 4, 4, 4, 1, 1, 1, 1});
  TchaeBattle battle(s, shuffle, dice, u, c);
  battle.stackDeck({cmd("cc", Belligerent::Confederate), kCoffee});
  battle.playTurn();
  CHECK(battle.state().commander("uc")->order == Order::Hold);
}

TEST_CASE("E-60 artillery makes at most two actions an activation (three for Horse artillery)") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {36, 16};
  s.units.push_back(battery("G", Belligerent::Union, 4, Calibre::LightRifled, 36, 20, 90));
  ScriptedGeneral u;
  u.actions = {{UnitAction::Kind::Limber, "G"},
               {UnitAction::Kind::Move, "G", 90, 4},
               {UnitAction::Kind::Unlimber, "G"}};
  const BattleState st = play(s, {6}, u, {cmd("uc", Belligerent::Union), kCoffee});
  CHECK(st.unit("G")->limbered);
  CHECK(logHas(st, "refused", "no artillery action left (E-60)"));
}

TEST_CASE("E-64 EB-16 arcs: 45 degrees for artillery, 30 for small arms") {
  battle::Footprint f;
  f.frontMid = {0, 0};
  f.headingDeg = 90;
  f.frontagePaces = 2;
  f.depthPaces = 1;
  battle::Footprint t = f;
  t.frontMid = {9, 8};  // 8 in ahead, its near corner 8 in to the side
  t.headingDeg = 270;
  CHECK(inArc(f, t, 45, 20));
  CHECK_FALSE(inArc(f, t, 30, 20));
}

TEST_CASE("E-65 E-66 EB-19 hits spread round a line, directed artillery keeps them on one unit") {
  auto table = [] {
    BattleState s = twoSides();
    s.units.push_back(battery("G", Belligerent::Union, 6, Calibre::MediumSmoothbore, 36, 20, 90));
    s.units.push_back(unarmed(infantry("T1", Belligerent::Confederate, 5, 36, 28, 270)));
    s.units.push_back(unarmed(infantry("T2", Belligerent::Confederate, 5, 41.5, 28, 270)));
    return s;
  };
  {
    BattleState s = table();
    GivenDice dice({6, 6, 6});  // 18 against 4 (close smoothbore, line): 4 hits
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const std::vector<FireHit> hits = computeFire(ctx, *s.unit("G"), "");
    REQUIRE(hits.size() == 2);
    CHECK(hits[0].hits == 2);
    CHECK(hits[1].hits == 2);
  }
  {
    BattleState s = table();
    GivenDice dice({6, 6, 6});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const std::vector<FireHit> hits = computeFire(ctx, *s.unit("G"), "T2");
    REQUIRE(hits.size() == 1);
    CHECK(hits[0].targetId == "T2");
    CHECK(hits[0].hits == 4);
  }
}

TEST_CASE("E-67 EB-20 the dice are split between targets in cover and in the open") {
  BattleState s = twoSides();
  s.terrain.areas.push_back(area(TerrainKind::ThickWood, 39, 26, 50, 32));
  s.units.push_back(battery("G", Belligerent::Union, 6, Calibre::MediumSmoothbore, 36, 20, 90));
  s.units.push_back(unarmed(infantry("T1", Belligerent::Confederate, 5, 36, 28, 270)));
  s.units.push_back(unarmed(infantry("T2", Belligerent::Confederate, 5, 41.5, 28, 270)));
  GivenDice dice(
      {6, 6, 6});  // 2 dice on the open group (12: 3 hits), 1 on the wood (6: 1 hit, R3 needs 5)
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  const std::vector<FireHit> hits = computeFire(ctx, *s.unit("G"), "");
  REQUIRE(hits.size() == 2);
  CHECK(hits[0].targetId == "T1");
  CHECK(hits[0].hits == 3);
  CHECK(hits[1].targetId == "T2");
  CHECK(hits[1].hits == 1);
}

TEST_CASE("E-68 E-69 no fire through friends, none at blinds") {
  BattleState s = twoSides();
  s.units.push_back(infantry("F", Belligerent::Union, 5, 36, 20, 90));
  s.units.push_back(unarmed(infantry("P", Belligerent::Union, 5, 36, 23, 90)));
  s.units.push_back(unarmed(infantry("T", Belligerent::Confederate, 5, 36, 27, 270)));
  Blind b;
  b.id = "blind-c";
  b.side = Belligerent::Confederate;
  b.dummy = true;
  b.frontMidIn = {20, 24};
  s.blinds.push_back(b);
  GivenDice dice({});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  CHECK(fireTargets(ctx, *s.unit("F")).empty());
  CHECK(computeFire(ctx, *s.unit("F"), "").empty());
}

TEST_CASE("E-76 EB-76 a wheel of more than 90 degrees is refused as a move") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {36, 16};
  s.units.push_back(unarmed(infantry("W", Belligerent::Union, 5, 36, 20, 90)));
  ScriptedGeneral u;
  u.actions = {{UnitAction::Kind::Move, "W", 270, 4}};
  const BattleState st = play(s, {3}, u, {cmd("uc", Belligerent::Union), kCoffee});
  CHECK(logHas(st, "refused", "a wheel of more than 90 degrees (E-76)"));
  CHECK(st.unit("W")->frontMidIn.y == doctest::Approx(20));
}

TEST_CASE("E-78 EB-84 passing through friends is paid and disorders them") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {36, 16};
  s.units.push_back(unarmed(infantry("M", Belligerent::Union, 5, 36, 20, 90)));
  s.units.push_back(unarmed(infantry("P", Belligerent::Union, 5, 36, 22, 90)));
  ScriptedGeneral u;
  UnitAction through{UnitAction::Kind::Move, "M", 90, 6};
  through.passThroughFriends = true;
  u.actions = {through};
  const BattleState st = play(s, {3}, u, {cmd("uc", Belligerent::Union), kCoffee});
  CHECK(st.unit("M")->frontMidIn.y == doctest::Approx(26));
  CHECK(st.unit("P")->disordered);
}

TEST_CASE("E-79 a commander moves 12 in for 1 PIP") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {10, 10};
  ScriptedGeneral u;
  u.actions = {{UnitAction::Kind::MoveCommander, "", 90, 20}};
  const BattleState st = play(s, {3}, u, {cmd("uc", Belligerent::Union), kCoffee});
  CHECK(st.commander("uc")->positionIn.y == doctest::Approx(22));
}

TEST_CASE("E-86 EB-38 cavalry on Manoeuvre orders evade a slower charger that started far off") {
  BattleState s = twoSides();
  s.commander("cc")->order = Order::Manoeuvre;
  s.units.push_back(unarmed(infantry("A", Belligerent::Union, 5, 36, 24, 90)));
  s.units.push_back(cavalry("K", Belligerent::Confederate, 3, 36, 24, 270));
  GivenDice dice({});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  CHECK(tryEvade(ctx, *s.unit("K"), *s.unit("A"), 7));  // more than half of 12 in away
  CHECK(s.unit("K")->evadedThisTurn);
  CHECK(gapIn(ctx.fp(*s.unit("K")), ctx.fp(*s.unit("A"))) > 10);
  s.units.push_back(cavalry("K2", Belligerent::Confederate, 3, 20, 24, 270));
  CHECK_FALSE(tryEvade(ctx, *s.unit("K2"), *s.unit("A"), 5));  // started within half its move
}

TEST_CASE("E-100 E-24 a higher commander pays to move a subordinate's blind") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {10, 4};
  Commander sub = commander("us", Belligerent::Union, Ability::Inexperienced, 0, 0);
  sub.superiorId = "uc";
  sub.onTable = false;
  sub.cardInDeck = false;
  s.commanders.push_back(sub);
  Blind b;
  b.id = "blind-u";
  b.side = Belligerent::Union;
  b.commanderId = "us";
  b.frontMidIn = {10, 10};
  b.headingDeg = 90;
  s.blinds.push_back(b);
  ScriptedGeneral u;
  u.grand.blinds = {{BlindAction::Kind::Move, "blind-u", 90, 8}};
  const BattleState st = play(s, {3}, u, {cmd("uc", Belligerent::Union), kCoffee});
  CHECK(st.blind("blind-u")->frontMidIn.y == doctest::Approx(18));
  CHECK(st.blind("blind-u")->movedByCommanderThisTurn);
}

TEST_CASE("E-50 EB-95 the Grand Tactical card moves one blind, movement only") {
  BattleState s = twoSides();
  s.settings.grandTacticalCardSide = "union";
  Blind b;
  b.id = "blind-u";
  b.side = Belligerent::Union;
  b.dummy = true;
  b.frontMidIn = {10, 10};
  b.headingDeg = 90;
  s.blinds.push_back(b);
  ScriptedGeneral u;
  u.blindPlan = {{BlindAction::Kind::Move, "blind-u", 90, 8},
                 {BlindAction::Kind::Move, "blind-u", 90, 8},
                 {BlindAction::Kind::Deploy, "blind-u"}};
  const BattleState st =
      play(s, {}, u, {{CardKind::GrandTactical, Belligerent::Union, {}}, kCoffee});
  CHECK(st.blind("blind-u")->frontMidIn.y == doctest::Approx(26));
  CHECK_FALSE(st.blind("blind-u")->removed);  // no deployment on this card
}

TEST_CASE("E-90 EB-41 E-93 E-95 E-105 supports, values and results at corps level") {
  BattleState s = twoSides();
  s.level = GameLevel::Corps;
  s.units.push_back(infantry("D", Belligerent::Union, 8, 36, 24, 90));
  Unit g = battery("G", Belligerent::Union, 16, Calibre::MediumSmoothbore, 36, 18, 90);
  s.units.push_back(g);  // two models 5 in behind, the attacker within its close range (6 in)
  s.units.push_back(infantry("A", Belligerent::Confederate, 8, 36, 24, 270));
  GivenDice dice({});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  const Supports sup = findSupports(ctx, *s.unit("D"), *s.unit("A"));
  CHECK(sup.guns == 2);  // corps: +1 per supporting gun model (E-105)
  CHECK(sup.mediumSmoothbore);
  CombatSideInput in;
  in.supportingGuns = sup.guns;
  in.mediumSmoothbore = sup.mediumSmoothbore;
  CHECK(combatValue(*s.unit("D"), CombatArm::Infantry, in, GameLevel::Corps) == 7);
}

TEST_CASE("E-23 EB-27 an attached commander moves with his unit and pays two PIPs for any other") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {36, 17};
  s.units.push_back(unarmed(infantry("U", Belligerent::Union, 5, 36, 20, 90)));
  s.units.push_back(unarmed(infantry("V", Belligerent::Union, 5, 44, 20, 90)));
  ScriptedGeneral u;
  u.actions = {{UnitAction::Kind::Attach, "U"},
               {UnitAction::Kind::Move, "U", 90, 4},
               {UnitAction::Kind::Move, "V", 90, 4}};
  const BattleState st = play(s, {3}, u, {cmd("uc", Belligerent::Union), kCoffee});  // 3 PIPs
  CHECK(st.commander("uc")->attachedUnitId == "U");
  CHECK(st.commander("uc")->positionIn.y == doctest::Approx(23.5));
  CHECK(logHas(st, "refused", "V: needs 2 PIPs (ET-7)"));
}

TEST_CASE("E-24 a C-in-C hands his activation to a subordinate within 8 in") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {30, 10};
  Commander sub = commander("us", Belligerent::Union, Ability::Inexperienced, 34, 10);
  sub.superiorId = "uc";
  s.commanders.push_back(sub);
  ScriptedGeneral u;
  u.handTo = "us";
  std::size_t left = 9;
  const BattleState st = play(
      s, {3}, u, {cmd("uc", Belligerent::Union), cmd("us", Belligerent::Union), kCoffee}, &left);
  CHECK(logHas(st, "E-24", "uc hands his activation to us"));
  CHECK(logHas(st, "E-19", "us activates"));
  CHECK(logHas(st, "E-44", "us's card is void this turn"));
  CHECK(left == 0);
}

TEST_CASE("E-85 EB-39 cavalry charged by cavalry counter-charge and the two meet halfway") {
  BattleState s = twoSides();
  s.commander("uc")->order = Order::Attack;
  s.commander("uc")->positionIn = {36, 16};
  s.units.push_back(cavalry("A", Belligerent::Union, 3, 36, 20, 90));
  s.units.push_back(cavalry("K", Belligerent::Confederate, 3, 36, 28, 270));
  ScriptedGeneral u;
  u.actions = {{UnitAction::Kind::Move, "A", 90, 12}};
  const BattleState st =
      play(s, {3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, u, {cmd("uc", Belligerent::Union), kCoffee});
  CHECK(logHas(st, "E-85", "K counter-charges A"));
  CHECK(logHas(st, "E-94", "A ("));
  CHECK(st.unit("K")->frontMidIn.y < 28);  // it came forward to meet the charge
}

TEST_CASE("E-49 EB-51 an inspirational colonel leads his regiment into a charge, his LF added") {
  BattleState s = twoSides();
  s.commander("uc")->order = Order::Hold;  // the lead ignores the order
  Unit a = unarmed(infantry("A", Belligerent::Union, 5, 36, 20, 90));
  a.inspirationalColonel = true;
  a.status = Status::Fightin;  // and the Fightin' ban on charging
  s.units.push_back(a);
  s.units.push_back(unarmed(infantry("D", Belligerent::Confederate, 5, 36, 24, 270)));
  // A general that declines the rally (A is Fightin', so it is a candidate) and leads instead.
  struct LeadingGeneral final : TchaeGeneral {
    ScriptedGeneral base;
    std::string spotTarget(const BattleState& v, const Commander& c) override {
      return base.spotTarget(v, c);
    }
    std::string blindSpotTarget(const BattleState& v, const Blind& b) override {
      return base.blindSpotTarget(v, b);
    }
    std::vector<FirePlan> firePlans(const BattleState&, const Commander&, int) override {
      return {};
    }
    std::vector<std::string> rallies(const BattleState&, const Commander&, int) override {
      return {};
    }
    std::vector<UnitAction> moves(const BattleState&, const Commander&, int) override { return {}; }
    GrandTacticalPlan grandTactical(const BattleState&, const Commander&, int) override {
      return {};
    }
    std::vector<BlindAction> blindActions(const BattleState&, const Blind&, int) override {
      return {};
    }
    std::string giftedOrBold(const BattleState&, const std::vector<std::string>&,
                             const std::vector<std::string>&) override {
      return {};
    }
    std::string inspirationalRally(const BattleState&, const std::vector<std::string>&) override {
      return {};
    }
    UnitAction inspirationalLead(const BattleState&, const std::vector<std::string>&) override {
      return {UnitAction::Kind::Move, "A", 90, 6};
    }
  } leading;
  Dice shuffle(1);
  GivenDice dice({3, 4, 1, 1, 1, 1, 1, 1, 1, 1});
  ScriptedGeneral c;
  TchaeBattle battle(s, shuffle, dice, leading, c);
  battle.stackDeck({{CardKind::Inspirational, Belligerent::Union, {}}, kCoffee});
  battle.playTurn();
  const BattleState& st = battle.state();
  CHECK(logHas(st, "E-49", "A is led into a charge by its colonel"));
  // Fightin' 4 - 2 + 2 (the colonel's LF) = 4 against 4.
  CHECK(logHas(st, "E-94", "A (4) against D (4)"));
  CHECK(st.unit("A")->colonelActUsed);
}
