// The worked cases run through the turn loop (2.2, 2.3, 2.4, 2.5): fire, fall backs, charges, blinds, spotting, the deck and the end.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/tchae/deck.h"
#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/table_geometry.h"
#include "core/battle/tchae/tchae_battle.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

Card commanderCard(const std::string& id, Belligerent side) {
  return {CardKind::Commander, side, id};
}
const Card kCoffee{CardKind::Coffee, Belligerent::Union, {}};

bool logHas(const BattleState& s, const std::string& rule, const std::string& text) {
  return std::any_of(s.log.begin(), s.log.end(), [&](const TurnLogEntry& e) {
    return e.ruleId == rule && e.text.find(text) != std::string::npos;
  });
}

/// Union Veteran rifles F (6 bases) facing north; Confederate T facing south `rangeIn` away.
BattleState fireTable(double rangeIn, bool targetRaw) {
  BattleState s = twoSides();
  Unit f = infantry("F", Belligerent::Union, 6, 36, 20, 90);
  f.experience = Experience::Veteran;
  s.units.push_back(f);
  Unit t = infantry("T", Belligerent::Confederate, 5, 36, 20 + rangeIn, 270);
  t.weapon = Weapon::None;  // so that Coffee! fire back does not need dice here
  t.experience = targetRaw ? Experience::Raw : Experience::Average;
  s.units.push_back(t);
  return s;
}

}  // namespace

TEST_CASE("EX-8 E-63 E-73 E-74 E-80 2.3 fire in a commander's activation, through the turn loop") {
  BattleState s = fireTable(7, true);
  Dice shuffle(1);
  // uc's PIPs (DAv face 3), fire 3D6 = 3 4 2, then T's status test 6.
  GivenDice dice({3, 3, 4, 2, 6});
  ScriptedGeneral u, c;
  u.fires = {{"F", {}, false}};
  TchaeBattle battle(s, shuffle, dice, u, c);
  battle.stackDeck({commanderCard("uc", Belligerent::Union), kCoffee});
  battle.playTurn();
  const BattleState& st = battle.state();
  CHECK(st.unit("T")->casualties == 2);
  CHECK(st.unit("T")->status == Status::Normal);  // 6 - 1 (Raw, defending) - 2 (this turn) = 3
  CHECK(logHas(st, "E-73", "total 11"));
  CHECK(logHas(st, "E-80", "T status test D6 6"));
  CHECK(dice.left() == 0);
  CHECK(st.turn == 2);
}

TEST_CASE("EX-36 E-14 EB-79 a Defeated unit hit by fire falls back beyond close range") {
  struct Case {
    double range;
    double expectedRangeAfter;
  };
  for (const Case k : {Case{5, 8.5}, Case{7, 10}}) {
    BattleState s = fireTable(k.range, false);
    s.unit("T")->status = Status::Defeated;
    Dice shuffle(1);
    GivenDice dice({3, 6, 6, 6, 6});  // PIPs, 3D6 = 18 + 1 = 19: 3 hits, status test 6
    ScriptedGeneral u, c;
    u.fires = {{"F", {}, false}};
    TchaeBattle battle(s, shuffle, dice, u, c);
    battle.stackDeck({commanderCard("uc", Belligerent::Union), kCoffee});
    battle.playTurn();
    const BattleState& st = battle.state();
    CHECK(st.unit("T")->casualties == 3);
    CHECK(st.unit("T")->status == Status::Defeated);
    const double after = frontEdgeRangeIn(footprintOf(*st.unit("F"), st.level),
                                          footprintOf(*st.unit("T"), st.level));
    CHECK(after == doctest::Approx(k.expectedRangeAfter).epsilon(0.01));
  }
  SUBCASE("hit by a Medium smoothbore battery at effective range: the 3 in minimum") {
    BattleState s = twoSides();
    s.units.push_back(battery("G", Belligerent::Union, 6, Calibre::MediumSmoothbore, 36, 10, 90));
    Unit t = infantry("T", Belligerent::Confederate, 5, 36, 30, 270);
    t.weapon = Weapon::None;
    t.status = Status::Defeated;
    s.units.push_back(t);
    Dice shuffle(1);
    GivenDice dice({3, 6, 6, 6, 6});  // PIPs, 3D6 = 18 against 7 (R2, effective): 2 hits; test 6
    ScriptedGeneral u, c;
    u.fires = {{"G", {}, false}};
    TchaeBattle battle(s, shuffle, dice, u, c);
    battle.stackDeck({commanderCard("uc", Belligerent::Union), kCoffee});
    battle.playTurn();
    const BattleState& st = battle.state();
    CHECK(st.unit("T")->casualties == 2);
    CHECK(frontEdgeRangeIn(footprintOf(*st.unit("G"), st.level),
                           footprintOf(*st.unit("T"), st.level)) ==
          doctest::Approx(23).epsilon(0.01));
  }
}

TEST_CASE(
    "EX-15 E-83 2.3 a charge paid in the movement step is fought in the decisive-combat step") {
  BattleState s = twoSides();
  s.commander("cc")->order = Order::Attack;
  s.commander("cc")->positionIn = {36, 34};
  Unit a = infantry("A", Belligerent::Confederate, 5, 36, 28, 270);  // 4 in from D
  a.experience = Experience::Veteran;
  a.aggressive = true;
  a.weapon = Weapon::None;
  s.units.push_back(a);
  Unit d = infantry("D", Belligerent::Union, 5, 36, 24, 90);
  d.weapon = Weapon::None;
  s.units.push_back(d);
  Unit sup = infantry("S", Belligerent::Union, 5, 41.5, 24, 90);
  sup.weapon = Weapon::None;
  s.units.push_back(sup);
  Dice shuffle(1);
  // cc's PIPs (face 3), the combat 2D6 = 3 + 3: index 9, lD. At Coffee! the Aggressive A
  // charges again (EB-54): that combat's dice follow.
  GivenDice dice({3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1});
  ScriptedGeneral u, c;
  c.actions = {{UnitAction::Kind::Move, "A", 270, 6}};
  TchaeBattle battle(s, shuffle, dice, u, c);
  battle.stackDeck({commanderCard("cc", Belligerent::Confederate), kCoffee});
  battle.playTurn();
  const BattleState& st = battle.state();
  CHECK(logHas(st, "E-83", "A charges D"));
  CHECK(logHas(st, "E-94", "A (7) against D (4)"));
  CHECK(st.unit("D")->status == Status::Defeated);
  CHECK(st.unit("D")->casualties == 2);
  CHECK(logHas(st, "EB-54", "A makes its Aggressive Coffee! move"));
}

TEST_CASE("E-83 ET-24 E-10 a unit without Attack orders stops at the enemy's zone of control") {
  BattleState s = twoSides();
  s.commander("cc")->order = Order::Manoeuvre;
  s.commander("cc")->positionIn = {36, 34};
  Unit a = infantry("A", Belligerent::Confederate, 5, 36, 32, 270);
  a.weapon = Weapon::None;
  s.units.push_back(a);
  Unit d = infantry("D", Belligerent::Union, 5, 36, 24, 90);
  d.weapon = Weapon::None;
  s.units.push_back(d);
  Dice shuffle(1);
  GivenDice dice({3});
  ScriptedGeneral u, c;
  c.actions = {{UnitAction::Kind::Move, "A", 270, 6}};
  TchaeBattle battle(s, shuffle, dice, u, c);
  battle.stackDeck({commanderCard("cc", Belligerent::Confederate), kCoffee});
  battle.playTurn();
  // D's zone reaches 4 in ahead of its front edge (y = 24 .. 28): A stops at y = 28.
  CHECK(battle.state().unit("A")->frontMidIn.y == doctest::Approx(28).epsilon(0.01));
  CHECK(battle.state().unit("D")->casualties == 0);
}

TEST_CASE("EX-27 ET-6 E-101 EB-28 EB-30 blind moves on the Blinds card") {
  auto table = [](double enemyX) {
    BattleState s = twoSides();
    Unit e = infantry("E", Belligerent::Confederate, 5, enemyX, 10, 180);
    e.weapon = Weapon::None;
    s.units.push_back(e);
    Blind b;
    b.id = "blind-1";
    b.side = Belligerent::Union;
    b.commanderId = "ub";
    b.column = true;
    b.frontMidIn = {10, 10};
    b.headingDeg = 0;
    b.unitIds = {"hidden"};
    s.blinds.push_back(b);
    Unit h = infantry("hidden", Belligerent::Union, 4, 0, 0, 0, "ub");
    h.onTable = false;
    h.blindId = "blind-1";
    s.units.push_back(h);
    Commander ub = commander("ub", Belligerent::Union, Ability::Inexperienced, 0, 0);
    ub.onTable = false;
    ub.cardInDeck = false;
    s.commanders.push_back(ub);
    return s;
  };
  SUBCASE("along the enemy front: 24 in with 3 PIPs") {
    BattleState s = table(40);
    s.unit("E")->frontMidIn = {40, 42};  // 30 in to the north-east, always beyond 16 in
    Dice shuffle(1);
    GivenDice dice({});
    ScriptedGeneral u, c;
    u.blindPlan = {{BlindAction::Kind::Move, "blind-1", 0, 8},
                   {BlindAction::Kind::Move, "blind-1", 0, 8},
                   {BlindAction::Kind::Move, "blind-1", 0, 8}};
    TchaeBattle battle(s, shuffle, dice, u, c);
    battle.stackDeck({{CardKind::Blinds, Belligerent::Union, {}}, kCoffee});
    battle.playTurn();
    CHECK(battle.state().blind("blind-1")->frontMidIn.x == doctest::Approx(34));
  }
  SUBCASE("straight at an enemy 30 in away: 16 in, and the third PIP changes the type") {
    BattleState s = table(40);
    Dice shuffle(1);
    GivenDice dice({});
    ScriptedGeneral u, c;
    u.blindPlan = {{BlindAction::Kind::Move, "blind-1", 0, 8},
                   {BlindAction::Kind::Move, "blind-1", 0, 8},
                   {BlindAction::Kind::Move, "blind-1", 0, 8},
                   {BlindAction::Kind::ChangeType, "blind-1"}};
    TchaeBattle battle(s, shuffle, dice, u, c);
    battle.stackDeck({{CardKind::Blinds, Belligerent::Union, {}}, kCoffee});
    battle.playTurn();
    const Blind& b = *battle.state().blind("blind-1");
    CHECK(b.frontMidIn.x == doctest::Approx(26));
    CHECK_FALSE(b.column);
    CHECK(logHas(battle.state(), "E-61", "blind-1"));
    CHECK(logHas(battle.state(), "E-99", "blind-1 spends 3 PIPs"));  // the refused move is free
  }
  SUBCASE("E-41 its owner deploys it voluntarily: the troops are placed") {
    BattleState s = table(40);
    Dice shuffle(1);
    GivenDice dice(std::vector<int>(12, 3));  // the placed troops' throws later in the turn
    ScriptedGeneral u, c;
    u.blindPlan = {{BlindAction::Kind::Deploy, "blind-1"}};
    TchaeBattle battle(s, shuffle, dice, u, c);
    battle.stackDeck({{CardKind::Blinds, Belligerent::Union, {}}, kCoffee});
    battle.playTurn();
    CHECK(logHas(battle.state(), "E-41", "blind-1 is deployed voluntarily"));
    CHECK(battle.state().unit("hidden")->onTable);
    CHECK(logHas(battle.state(), "E-99", "blind-1 spends 1 PIPs"));
  }
  SUBCASE("a deployed blind starting 1 in inside a wood: 2 in for 1 PIP") {
    BattleState s = table(70);
    s.unit("E")->frontMidIn = {70, 45};
    s.terrain.areas.push_back(area(TerrainKind::ThickWood, 0, 0, 30, 11));
    s.blinds[0].column = false;
    s.blinds[0].headingDeg = 90;
    Dice shuffle(1);
    GivenDice dice({});
    ScriptedGeneral u, c;
    u.blindPlan = {{BlindAction::Kind::Move, "blind-1", 90, 4}};
    TchaeBattle battle(s, shuffle, dice, u, c);
    battle.stackDeck({{CardKind::Blinds, Belligerent::Union, {}}, kCoffee});
    battle.playTurn();
    CHECK(battle.state().blind("blind-1")->frontMidIn.y == doctest::Approx(12));
  }
  SUBCASE("a column blind 3.5 in from an enemy blind: one move only") {
    BattleState s = table(70);
    s.unit("E")->frontMidIn = {70, 45};
    Blind eb;  // a deployed blind beside blind-1, 3.5 in to its north all along its path
    eb.id = "blind-2";
    eb.side = Belligerent::Confederate;
    eb.dummy = true;
    eb.column = false;
    eb.frontMidIn = {10, 19.5};
    eb.headingDeg = 90;
    s.blinds.push_back(eb);
    Dice shuffle(1);
    GivenDice dice({});
    ScriptedGeneral u, c;
    u.blindPlan = {{BlindAction::Kind::Move, "blind-1", 0, 2},
                   {BlindAction::Kind::Move, "blind-1", 0, 2}};
    TchaeBattle battle(s, shuffle, dice, u, c);
    battle.stackDeck({{CardKind::Blinds, Belligerent::Union, {}}, kCoffee});
    battle.playTurn();
    CHECK(battle.state().blind("blind-1")->frontMidIn.x == doctest::Approx(12));
    CHECK(logHas(battle.state(), "E-61", "blind-1"));
  }
}

TEST_CASE("EX-37 E-56 EB-56 E-45 automatic spotting at Coffee!") {
  auto table = [](TerrainKind ground, bool deployed, bool enemyBlind) {
    BattleState s = twoSides();
    if (!enemyBlind) {
      Unit e = infantry("E", Belligerent::Union, 5, 36, 10, 90);
      e.weapon = Weapon::None;
      s.units.push_back(e);
    } else {
      Blind ub;
      ub.id = "blind-u";
      ub.side = Belligerent::Union;
      ub.dummy = true;
      ub.column = false;
      ub.frontMidIn = {36, 10};
      ub.headingDeg = 90;
      s.blinds.push_back(ub);
    }
    s.terrain.areas.push_back(area(ground, 0, 12, 72, 40));
    Blind b;
    b.id = "blind-c";
    b.side = Belligerent::Confederate;
    b.commanderId = "cb";
    b.column = !deployed;
    b.headingDeg = 270;
    b.frontMidIn = {36, enemyBlind ? 14.5 : 17};  // 4.5 in from the blind, 7 in from the unit
    b.unitIds = {"C1"};
    s.blinds.push_back(b);
    Unit c1 = infantry("C1", Belligerent::Confederate, 4, 0, 0, 0, "cb");
    c1.onTable = false;
    c1.weapon = Weapon::None;
    s.units.push_back(c1);
    Commander cb = commander("cb", Belligerent::Confederate, Ability::Inexperienced, 0, 0);
    cb.onTable = false;
    cb.cardInDeck = false;
    s.commanders.push_back(cb);
    return s;
  };
  auto run = [](BattleState s) {
    Dice shuffle(1);
    GivenDice dice({});
    ScriptedGeneral u, c;
    TchaeBattle battle(std::move(s), shuffle, dice, u, c);
    battle.stackDeck({kCoffee});
    battle.playTurn();
    return battle.state();
  };
  const BattleState open = run(table(TerrainKind::Open, false, false));
  CHECK(open.blind("blind-c")->removed);
  CHECK(open.unit("C1")->onTable);
  CHECK(open.commander("cb")->cardInDeck);  // E-45: his card joins at this Coffee!
  const BattleState crops = run(table(TerrainKind::Crops, false, false));
  CHECK_FALSE(crops.blind("blind-c")->removed);
  const BattleState wood = run(table(TerrainKind::ThickWood, true, true));
  CHECK(wood.blind("blind-c")->removed);
}

TEST_CASE("E-44 ET-4 E-47 E-48 E-49 the deck holds the cards the sides have earned") {
  BattleState s = twoSides();
  s.commander("uc")->bold = true;
  s.commander("cc")->ability = Ability::Political;
  s.commander("cc")->inspirational = true;
  s.settings.grandTacticalCardSide = "confederate";
  Blind b;
  b.id = "blind-c";
  b.side = Belligerent::Confederate;
  b.dummy = true;
  s.blinds.push_back(b);
  const std::vector<Card> cards = deckCards(s);
  auto has = [&](CardKind k, Belligerent side) {
    return std::any_of(cards.begin(), cards.end(),
                       [&](const Card& c) { return c.kind == k && c.side == side; });
  };
  CHECK(has(CardKind::Commander, Belligerent::Union));
  CHECK(has(CardKind::Commander, Belligerent::Confederate));
  CHECK(has(CardKind::GiftedOrBold, Belligerent::Union));
  CHECK_FALSE(has(CardKind::GiftedOrBold, Belligerent::Confederate));
  CHECK(has(CardKind::CautiousOrPolitical, Belligerent::Confederate));
  CHECK(has(CardKind::Inspirational, Belligerent::Confederate));
  CHECK(has(CardKind::Blinds, Belligerent::Confederate));
  CHECK_FALSE(has(CardKind::Blinds, Belligerent::Union));
  CHECK(has(CardKind::GrandTactical, Belligerent::Confederate));
  CHECK(cards.back().kind == CardKind::Coffee);
  std::vector<Card> a = cards, bb = cards;
  Dice d1(99), d2(99);
  shuffleDeck(a, d1);
  shuffleDeck(bb, d2);
  CHECK(a == bb);
}

TEST_CASE("E-48 EB-50 the Cautious or Political card restricts the next such activation to fire") {
  BattleState s = fireTable(7, true);
  s.commander("uc")->ability = Ability::Political;
  s.unit("F")->experience = Experience::Average;
  Dice shuffle(1);
  GivenDice dice({3, 1, 1, 1});  // PIPs, then the fire (3D6 = 3: no hits, no test)
  ScriptedGeneral u, c;
  u.fires = {{"F", {}, false}};
  u.actions = {{UnitAction::Kind::Move, "F", 90, 1}};
  TchaeBattle battle(s, shuffle, dice, u, c);
  battle.stackDeck({{CardKind::CautiousOrPolitical, Belligerent::Union, {}},
                    commanderCard("uc", Belligerent::Union),
                    kCoffee});
  battle.playTurn();
  CHECK(battle.state().unit("F")->frontMidIn.y == doctest::Approx(20));  // the move was not allowed
  CHECK(logHas(battle.state(), "E-73", "F fires"));
}

TEST_CASE("E-111 7.2 C-26 a seeded battle plays to its end and the same seed replays it") {
  auto build = [] {
    BattleState s = twoSides();
    s.endRules.sideBreak = true;
    s.endRules.maxTurns = 12;
    s.commander("uc")->order = Order::Attack;
    s.commander("uc")->objective = {36, 40};
    s.commander("cc")->order = Order::Hold;
    s.commander("cc")->objective = {36, 40};
    for (int i = 0; i < 3; ++i) {
      s.units.push_back(
          infantry("u" + std::to_string(i), Belligerent::Union, 5, 24.0 + 8 * i, 12, 90));
      s.units.push_back(
          infantry("c" + std::to_string(i), Belligerent::Confederate, 4, 24.0 + 8 * i, 36, 270));
    }
    s.units.push_back(battery("ug", Belligerent::Union, 4, Calibre::LightRifled, 12, 10, 90));
    s.commander("uc")->positionIn = {36, 8};
    s.commander("cc")->positionIn = {36, 40};
    return s;
  };
  auto run = [&](std::uint64_t seed) {
    Dice dice(seed);
    SimpleGeneral u, c;
    TchaeBattle battle(build(), dice, u, c);
    battle.play();
    return battle.state();
  };
  const BattleState a = run(7), b = run(7), other = run(8);
  CHECK(a.ended);
  CHECK(a.log.size() == b.log.size());
  bool same = a.log.size() == b.log.size();
  for (std::size_t i = 0; same && i < a.log.size(); ++i) same = a.log[i].text == b.log[i].text;
  CHECK(same);
  CHECK(a.endReason == b.endReason);
  bool differs = other.log.size() != a.log.size();
  for (std::size_t i = 0; !differs && i < a.log.size(); ++i)
    differs = a.log[i].text != other.log[i].text;
  CHECK(differs);
  CHECK(logHas(a, "E-73", "fires"));
}
