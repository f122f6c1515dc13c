// More rules reached through the turn loop with given dice: routs, opportunity charges, side cards, replacements, orders, zones, reserved fire.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/tchae/tchae_battle.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

const Card kCoffee{CardKind::Coffee, Belligerent::Union, {}};
Card card(CardKind k, Belligerent side, std::string id = {}) { return {k, side, std::move(id)}; }

bool logHas(const BattleState& s, const std::string& rule, const std::string& text) {
  return std::any_of(s.log.begin(), s.log.end(), [&](const TurnLogEntry& e) {
    return e.ruleId == rule && e.text.find(text) != std::string::npos;
  });
}

Unit unarmed(Unit u) {
  u.weapon = Weapon::None;
  return u;
}

BattleState play(BattleState s, std::vector<int> faces, ScriptedGeneral& u, ScriptedGeneral& c,
                 std::vector<Card> deck, std::size_t* left = nullptr) {
  Dice shuffle(1);
  GivenDice dice(std::move(faces));
  TchaeBattle battle(std::move(s), shuffle, dice, u, c);
  battle.stackDeck(std::move(deck));
  battle.playTurn();
  if (left) *left = dice.left();
  return battle.state();
}

}  // namespace

TEST_CASE("E-15 E-57 a Routed unit makes its compulsory rout move and loses 1 SP") {
  BattleState s = twoSides();
  Unit r = unarmed(infantry("R", Belligerent::Union, 5, 36, 20, 90));
  r.status = Status::Routed;
  s.units.push_back(r);
  s.units.push_back(unarmed(infantry("E", Belligerent::Confederate, 5, 36, 30, 270)));
  ScriptedGeneral u, c;
  std::size_t left = 9;
  const BattleState st =
      play(s, {3}, u, c, {card(CardKind::Commander, Belligerent::Union, "uc"), kCoffee}, &left);
  CHECK(st.unit("R")->casualties == 1);
  CHECK(st.unit("R")->headingDeg == doctest::Approx(270));
  CHECK(st.unit("R")->frontMidIn.y == doctest::Approx(11));
  CHECK(left == 0);
}

TEST_CASE("EB-93 E-80 a unit routed by its status test makes one rout move without the casualty") {
  BattleState s = twoSides();
  Unit f = infantry("F", Belligerent::Union, 6, 36, 20, 90);
  f.experience = Experience::Veteran;
  s.units.push_back(f);
  Unit t = unarmed(infantry("T", Belligerent::Confederate, 5, 36, 27, 270));
  t.experience = Experience::Raw;
  t.status = Status::Defeated;
  s.units.push_back(t);
  ScriptedGeneral u, c;
  u.fires = {{"F", {}, false}};
  // PIPs; 3D6 = 18 + 1 (Veteran) + 1 (Raw target) = 20: 4 hits; the test D6 1: Routed.
  const BattleState st = play(s, {3, 6, 6, 6, 1}, u, c,
                              {card(CardKind::Commander, Belligerent::Union, "uc"), kCoffee});
  CHECK(st.unit("T")->status == Status::Routed);
  CHECK(st.unit("T")->casualties == 4);
  CHECK(st.unit("T")->frontMidIn.y == doctest::Approx(36));
}

TEST_CASE("E-87 EB-37 cavalry stops a unit moving across its front and charges it") {
  BattleState s = twoSides();
  s.commander("uc")->positionIn = {42, 16};
  Unit m = unarmed(infantry("M", Belligerent::Union, 2, 42, 20, 90));
  m.formation = Formation::ColumnOfMarch;  // marching infantry: not formed (EB-42)
  s.units.push_back(m);
  Unit k = cavalry("K", Belligerent::Confederate, 3, 50, 30, 180);
  s.units.push_back(k);
  ScriptedGeneral u, c;
  u.actions = {{UnitAction::Kind::Move, "M", 90, 6}};
  const BattleState st = play(s, {3, 6, 1, 1, 1, 1, 1, 1, 1, 1}, u, c,
                              {card(CardKind::Commander, Belligerent::Union, "uc"), kCoffee});
  CHECK(logHas(st, "E-87", "K tries an opportunity charge on M: D6 6, total 6"));
  CHECK(st.unit("M")->frontMidIn.y < 26 - 1e-6);  // stopped before its full move
  CHECK(logHas(st, "E-94", "K ("));
}

TEST_CASE("E-47 EB-49 the Gifted or Bold card activates a Bold commander; his own card is void") {
  BattleState s = twoSides();
  s.commander("uc")->bold = true;
  ScriptedGeneral u, c;
  std::size_t left = 9;
  const BattleState st = play(s, {3}, u, c,
                              {card(CardKind::GiftedOrBold, Belligerent::Union),
                               card(CardKind::Commander, Belligerent::Union, "uc"), kCoffee},
                              &left);
  CHECK(logHas(st, "E-47", "uc acts on the Gifted or Bold card"));
  CHECK(logHas(st, "E-44", "uc's card is void this turn"));
  CHECK(left == 0);  // one PIP throw only
}

TEST_CASE("E-49 EB-51 the Inspirational card: a colonel rallies his own regiment to Normal") {
  BattleState s = twoSides();
  Unit r = unarmed(infantry("R", Belligerent::Union, 5, 36, 20, 90));
  r.status = Status::Defeated;
  r.inspirationalColonel = true;
  s.units.push_back(r);
  ScriptedGeneral u, c;
  const BattleState st =
      play(s, {}, u, c, {card(CardKind::Inspirational, Belligerent::Union), kCoffee});
  CHECK(st.unit("R")->status == Status::Normal);
  CHECK(st.unit("R")->colonelActUsed);
}

TEST_CASE("E-22 EB-64 a commander hors de combat is replaced one step lower at the turn's start") {
  BattleState s = twoSides();
  s.commander("uc")->horsDeCombat = true;
  s.commander("uc")->inspirational = true;
  ScriptedGeneral u, c;
  const BattleState st = play(s, {}, u, c, {kCoffee});
  CHECK_FALSE(st.commander("uc")->horsDeCombat);
  CHECK(st.commander("uc")->ability == Ability::Political);
  CHECK_FALSE(st.commander("uc")->inspirational);
}

TEST_CASE("E-33 E-103 an order change applies from the subordinate's next card") {
  BattleState s = twoSides();
  Commander sub = commander("us", Belligerent::Union, Ability::Inexperienced, 22, 2);
  sub.superiorId = "uc";
  s.commanders.push_back(sub);
  ScriptedGeneral u, c;
  u.grand.orders = {{"us", Order::Attack, {36, 40}}};
  // uc: DAv 5 PIPs (face 6); the order costs 3 (20 in); us: PIPs (face 3).
  std::size_t left = 9;
  const BattleState st = play(s, {6, 3}, u, c,
                              {card(CardKind::Commander, Belligerent::Union, "uc"),
                               card(CardKind::Commander, Belligerent::Union, "us"), kCoffee},
                              &left);
  CHECK(st.commander("us")->order == Order::Attack);
  CHECK_FALSE(st.commander("us")->pendingOrder.has_value());
  CHECK(logHas(st, "E-103", "uc orders us to attack"));
  CHECK(logHas(st, "E-33", "us takes up his new order: attack"));
  CHECK(left == 0);
}

TEST_CASE("EB-47 E-10 nobody stays inside an enemy zone of control at the end of the turn") {
  BattleState s = twoSides();
  s.units.push_back(unarmed(infantry("Z", Belligerent::Union, 5, 36, 27, 90)));
  s.units.push_back(unarmed(infantry("E", Belligerent::Confederate, 5, 36, 30, 270)));
  ScriptedGeneral u, c;
  const BattleState st = play(s, {}, u, c, {kCoffee});
  CHECK(st.unit("Z")->frontMidIn.y == doctest::Approx(26).epsilon(0.01));
  CHECK(st.unit("E")->frontMidIn.y == doctest::Approx(30));
  CHECK(logHas(st, "EB-47", "Z moves back"));
}

TEST_CASE("E-63 ET-7 E-51 reserved fire is fired at Coffee!") {
  BattleState s = twoSides();
  Unit f = infantry("F", Belligerent::Union, 6, 36, 20, 90);
  f.experience = Experience::Veteran;
  s.units.push_back(f);
  Unit t = unarmed(infantry("T", Belligerent::Confederate, 5, 36, 27, 270));
  t.experience = Experience::Raw;
  s.units.push_back(t);
  ScriptedGeneral u, c;
  u.fires = {{"F", {}, true}};
  s.commander("uc")->positionIn = {36, 16};  // 1 PIP to reserve F's fire
  std::size_t left = 9;
  const BattleState st =
      play(s, {3, 3, 4, 2, 6}, u, c, {card(CardKind::Commander, Belligerent::Union, "uc"), kCoffee},
           &left);
  CHECK(st.unit("T")->casualties == 2);
  CHECK(logHas(st, "E-51", "Coffee! fire"));
  CHECK(left == 0);
}
