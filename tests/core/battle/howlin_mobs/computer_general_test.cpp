// The computer generals (section 7): hands, cards, help and orders by MG id with hand-worked
// values, their blindness to hidden enemy data (MG-14), and two of them playing a battle to a
// decision or nightfall under the referee.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/howlin_mobs/battle_result.h"
#include "core/battle/howlin_mobs/battle_turn.h"
#include "core/battle/howlin_mobs/computer_general.h"
#include "core/battle/howlin_mobs/deck.h"
#include "core/battle/howlin_mobs/fight_odds.h"
#include "core/battle/howlin_mobs/table_ground.h"
#include "core/dice/dice.h"
#include "tests/core/battle/howlin_mobs/battle_referee.h"

using namespace hfg;
using namespace hfg::howlin_mobs;

namespace {

constexpr double kIn = 60;

Unit lineAt(int id, HmSide side, int command, double xIn, double yIn, double heading) {
  Unit u;
  u.id = id;
  u.side = side;
  u.commandId = command;
  u.footprint = battle::Footprint::fromCentre({xIn * kIn, yIn * kIn}, heading, 9 * kIn, 1.5 * kIn);
  return u;
}

Unit batteryAt(int id, HmSide side, int command, double xIn, double yIn, double heading) {
  Unit u = lineAt(id, side, command, xIn, yIn, heading);
  u.kind = UnitKind::Artillery;
  u.formation = Formation::Unlimbered;
  u.guns = 2;
  u.gun = GunType::RifleOrParrott10;
  u.footprint = battle::Footprint::fromCentre({xIn * kIn, yIn * kIn}, heading, 4 * kIn, 3 * kIn);
  return u;
}

HmCommand commandOf(int id, HmSide side, double xIn, double yIn, bool battery = false) {
  HmCommand c;
  c.id = id;
  c.side = side;
  c.independentBattery = battery;
  c.general = {xIn * kIn, yIn * kIn};
  c.order = {OrderKind::Hold, id, c.general, -1};
  return c;
}

/// Two Union corps and a battery attacking north against two Confederate divisions and a battery.
BattleState twoArmies() {
  BattleState st;
  st.units = {lineAt(11, HmSide::Union, 1, 80, 20, 90),
              lineAt(12, HmSide::Union, 1, 92, 20, 90),
              lineAt(21, HmSide::Union, 2, 110, 20, 90),
              lineAt(22, HmSide::Union, 2, 122, 20, 90),
              batteryAt(31, HmSide::Union, 3, 100, 14, 90),
              lineAt(41, HmSide::Confederate, 4, 85, 70, 270),
              lineAt(42, HmSide::Confederate, 4, 97, 70, 270),
              lineAt(51, HmSide::Confederate, 5, 115, 72, 270),
              lineAt(52, HmSide::Confederate, 5, 127, 72, 270),
              batteryAt(61, HmSide::Confederate, 6, 106, 78, 270)};
  st.commands = {
      commandOf(1, HmSide::Union, 86, 18),        commandOf(2, HmSide::Union, 116, 18),
      commandOf(3, HmSide::Union, 100, 14, true), commandOf(4, HmSide::Confederate, 91, 72),
      commandOf(5, HmSide::Confederate, 121, 74), commandOf(6, HmSide::Confederate, 106, 78, true)};
  ArmyCommander ua, ca;
  ua.side = HmSide::Union;
  ua.position = {100 * kIn, 8 * kIn};
  ca.side = HmSide::Confederate;
  ca.position = {100 * kIn, 88 * kIn};
  st.armies = {ua, ca};
  // MT-13: a wood in the middle and a road through it (MB-19).
  addTerrainArea(
      st, HfgTerrain::Wood,
      {{95 * kIn, 40 * kIn}, {125 * kIn, 40 * kIn}, {125 * kIn, 50 * kIn}, {95 * kIn, 50 * kIn}});
  addRoad(st, {{100 * kIn, 0}, {100 * kIn, 100 * kIn}});
  st.attacker = HmSide::Union;
  return st;
}

struct Fought {
  BattleState state;
  std::vector<std::string> faults;
  std::vector<std::string> reasons;
};

Fought fight(std::uint64_t seed) {
  Fought f{twoArmies(), {}, {}};
  HmComputerGeneral un, co;
  for (HmSide side : {HmSide::Union, HmSide::Confederate})
    giveFirstOrders(f.state, side,
                    (side == HmSide::Union ? un : co).firstOrders(viewFor(f.state, side)));
  Dice dice(seed);
  SeededHmDice hm(dice);
  Players players;
  players.side[0] = &un;
  players.side[1] = &co;
  std::size_t checked = 0;
  playBattle(f.state, players, hm, [&](const BattleState& st) {
    for (std::string& x : test::refereeFaults(st, checked)) f.faults.push_back(x);
    checked = st.moves.size();
  });
  f.reasons = un.reasons();
  f.reasons.insert(f.reasons.end(), co.reasons().begin(), co.reasons().end());
  return f;
}

bool logged(const BattleState& st, const std::string& rule) {
  return std::any_of(st.log.begin(), st.log.end(),
                     [&](const SequencePoint& p) { return p.ruleId == rule; });
}

}  // namespace

TEST_CASE(
    "MG-1 MG-2 MG-3 MG-5 MG-6 MG-15 MG-16: two computer generals fight to a decision or "
    "nightfall") {
  int decided = 0;
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    CAPTURE(seed);
    const Fought f = fight(seed);
    CHECK(f.state.over);
    CHECK(f.faults.empty());
    for (const std::string& x : f.faults) MESSAGE(x);
    CHECK((f.state.broken.has_value() || f.state.phase == f.state.lastPhase));
    decided += f.state.broken.has_value() ? 1 : 0;
    for (const char* rule : {"M-19", "M-36", "M-46", "M-30"})
      CHECK_MESSAGE(logged(f.state, rule), rule);
    CHECK_FALSE(f.reasons.empty());
    const HmBattleResult r = battleResult(f.state);
    CHECK(r.winner.has_value() == f.state.broken.has_value());
    // MG-15: the same seed and generals give the same battle.
    const Fought again = fight(seed);
    CHECK(again.state.log.size() == f.state.log.size());
    CHECK(again.reasons == f.reasons);
  }
  MESSAGE("decided " << decided << " of 4");
}

TEST_CASE("MG-1 MG-2: the attacker's nearer half attacks, the rest support it; guns hold") {
  const BattleState st = twoArmies();
  HmComputerGeneral ai;
  const std::vector<WrittenOrder> orders = ai.firstOrders(viewFor(st, HmSide::Union));
  REQUIRE(orders.size() == 3);
  // The enemy's centre is (106", 72.4"): command 2 (53.4" from it) is nearer than command 1
  // (56.1"), so it attacks the enemy unit nearest it (51) and command 1 supports it.
  CHECK(orders[0].commandId == 2);
  CHECK(orders[0].kind == OrderKind::Attack);
  CHECK(orders[0].point.x == doctest::Approx(115 * kIn));
  CHECK(orders[1].kind == OrderKind::Support);
  CHECK(orders[1].supportedCommandId == 2);
  CHECK(orders[2].commandId == 3);
  CHECK(orders[2].kind == OrderKind::Hold);
  // MG-12: the battery (100", 14") holds 24" short of the enemy's centre (106", 72.4").
  CHECK(distance(orders[2].point, {106 * kIn, 72.4 * kIn}) == doctest::Approx(24 * kIn));
  CHECK(ai.reasons().size() == 3);
}

TEST_CASE("MG-5 MT-11: an Attack far from the enemy picks its 2 movement cards and marches") {
  BattleState st = twoArmies();
  st.command(1).order = {OrderKind::Attack, 1, {86 * kIn, 60 * kIn}, -1};
  HmComputerGeneral ai;
  const std::vector<Card> deck = commandDeck(false, st.settings);
  // 48" from the enemy: duty (Double Move, Move), no Rally or Fire, the move (Double Move, Move),
  // then the first card of the fill order, Fire.
  const std::vector<Card> hand = ai.pickHand(viewFor(st, HmSide::Union), 1, deck, 5);
  CHECK(hand ==
        std::vector<Card>{Card::DoubleMove, Card::Move, Card::DoubleMove, Card::Move, Card::Fire});
  st.unit(11).onGround = true;  // shaken: a Rally comes before the moves
  const std::vector<Card> shaken = ai.pickHand(viewFor(st, HmSide::Union), 1, deck, 4);
  CHECK(shaken == std::vector<Card>{Card::DoubleMove, Card::Move, Card::Rally, Card::DoubleMove});
}

TEST_CASE("MG-6: Rally for a router, Fire when a target is in the zone, else march") {
  BattleState st = twoArmies();
  st.command(1).order = {OrderKind::Attack, 1, {86 * kIn, 60 * kIn}, -1};
  st.command(1).hand =
      Hand::pick(commandDeck(false, st.settings), {Card::Fire, Card::Rally, Card::DoubleMove}, 3);
  HmComputerGeneral ai;
  CardChoice c = ai.chooseCard(viewFor(st, HmSide::Union), 1);
  CHECK(c.card == Card::DoubleMove);  // nobody in range, 48" away: march
  CHECK_FALSE(c.pass);
  st.unit(41).footprint = st.unit(41).footprint.moved({0, -40 * kIn});  // 9.5" ahead of 11
  c = ai.chooseCard(viewFor(st, HmSide::Union), 1);
  CHECK(c.card == Card::Fire);
  st.unit(12).routing = true;
  CHECK(ai.chooseCard(viewFor(st, HmSide::Union), 1).card == Card::Rally);
}

TEST_CASE("MG-8: fight odds over the 100 pairs of faces") {
  CHECK(fightOdds(0, 0).attackerWins == doctest::Approx(0.45));  // ties to the defender
  CHECK(fightOdds(3, 0).attackerWins == doctest::Approx(0.72));  // a flank attack's +3
  // Equal modifiers, summed by hand over the 100 pairs: the loser ceil(diff / 3), the winner 1
  // for a loser's 6-9 (ties: the attacker loses by 0, no hits, and the defender's die decides).
  const FightOdds even = fightOdds(0, 0);
  CHECK(even.attackerHitsTaken == doctest::Approx(0.82));
  CHECK(even.defenderHitsTaken == doctest::Approx(0.88));
}

TEST_CASE("MG-10: the General helps a test that would rout, never when the next hit kills him") {
  BattleState st = twoArmies();
  st.unit(11).onGround = true;
  HmComputerGeneral ai;
  const HmSideView v = viewFor(st, HmSide::Union);
  // On the ground, state 7: +2 gains 0.2 of a rout for a 0.4 risk of a hit costing 0.35.
  CHECK(ai.generalHelp(v, 1, {11, AidFor::MoraleTest, 7}) == 2);
  // State 9: only +1 can help (a 10 always fails).
  CHECK(ai.generalHelp(v, 1, {11, AidFor::MoraleTest, 9}) == 1);
  // A formed unit that would only go to ground: not worth his risk.
  CHECK(ai.generalHelp(v, 1, {12, AidFor::MoraleTest, 8}) == 0);
  st.command(1).generalHits = 2;
  CHECK(ai.generalHelp(viewFor(st, HmSide::Union), 1, {11, AidFor::MoraleTest, 7}) == 0);
}

TEST_CASE("MG-3: a command whose Attack is done is sent to attack again, with the courier's time") {
  BattleState st = twoArmies();
  st.command(2).order = {OrderKind::Hold, 2, {116 * kIn, 40 * kIn}, -1};
  st.command(1).order = {OrderKind::Attack, 1, {86 * kIn, 60 * kIn}, -1};
  HmComputerGeneral ai;
  const auto o = ai.writeOrder(viewFor(st, HmSide::Union));  // the courier is ready at first
  REQUIRE(o);
  CHECK(o->commandId == 2);
  CHECK(o->kind == OrderKind::Attack);
  CHECK(o->point.x == doctest::Approx(115 * kIn));  // the enemy unit nearest it, 51
  // 18.9" from the Army Commander to the General: one ride, a 1 in 6 risk.
  CHECK(ai.reasons().back().find("1 turn(s), risk 17%") != std::string::npos);
}

TEST_CASE("MG-14: decisions that differ only in hidden enemy hands and orders are the same") {
  BattleState a = twoArmies();
  BattleState b = twoArmies();
  const std::vector<Card> deck = commandDeck(false, a.settings);
  a.command(4).hand =
      Hand::pick(deck, {Card::Fire, Card::Fire, Card::Fire, Card::Rally, Card::Rally}, 5);
  b.command(4).hand =
      Hand::pick(deck, {Card::Move, Card::Move, Card::Move, Card::DoubleMove, Card::DoubleMove}, 5);
  b.command(5).order = {OrderKind::Attack, 5, {100 * kIn, 10 * kIn}, -1};
  for (BattleState* st : {&a, &b})
    st->command(1).hand = Hand::pick(deck, {Card::Fire, Card::Move, Card::DoubleMove}, 3);
  HmComputerGeneral x, y;
  const HmSideView va = viewFor(a, HmSide::Union), vb = viewFor(b, HmSide::Union);
  CHECK(toText(va) == toText(vb));
  CHECK(x.pickHand(va, 1, deck, 5) == y.pickHand(vb, 1, deck, 5));
  CHECK(x.chooseCard(va, 1).card == y.chooseCard(vb, 1).card);
  CHECK(x.writeOrder(va).has_value() == y.writeOrder(vb).has_value());
  CHECK(x.firstOrders(va).size() == y.firstOrders(vb).size());
  CHECK(x.reasons() == y.reasons());
}
