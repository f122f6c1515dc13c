// The sequence's own rules through playTurn and playPhase, each with hand-worked values:
// arrivals (MB-44), rough ground and roads (MT-3, MT-13, MB-19), orders in force (MT-11),
// Generals at risk (M-16, MB-11, MB-12), element equivalents (MB-45, T-11) and the result.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/howlin_mobs/battle_result.h"
#include "core/battle/howlin_mobs/battle_turn.h"
#include "core/battle/howlin_mobs/break_check.h"
#include "core/battle/howlin_mobs/deck.h"
#include "core/battle/howlin_mobs/table_ground.h"
#include "tests/core/battle/howlin_mobs/hm_test_support.h"

using namespace hfg;
using namespace hfg::howlin_mobs;
using hfg::howlin_mobs::test::GivenHmDice;

namespace {

constexpr double kIn = 60;  // paces per inch (MB-2)

Unit lineAt(int id, HmSide side, int command, double xIn, double yIn, double heading) {
  Unit u;
  u.id = id;
  u.side = side;
  u.commandId = command;
  u.footprint = battle::Footprint::fromCentre({xIn * kIn, yIn * kIn}, heading, 9 * kIn, 1.5 * kIn);
  return u;
}

HmCommand commandAt(int id, HmSide side, double xIn, double yIn, WrittenOrder order) {
  HmCommand c;
  c.id = id;
  c.side = side;
  c.general = {xIn * kIn, yIn * kIn};
  order.commandId = id;
  c.order = order;
  return c;
}

WrittenOrder orderTo(OrderKind kind, double xIn, double yIn, int supported = -1) {
  return {kind, -1, {xIn * kIn, yIn * kIn}, supported};
}

/// A Union army at the south edge and a Confederate one at the north, far apart.
BattleState emptyField() {
  BattleState st;
  ArmyCommander ua, ca;
  ua.side = HmSide::Union;
  ua.position = {100 * kIn, 2 * kIn};
  ca.side = HmSide::Confederate;
  ca.position = {100 * kIn, 98 * kIn};
  st.armies = {ua, ca};
  st.units = {lineAt(90, HmSide::Confederate, 9, 100, 95, 270)};
  st.commands = {commandAt(9, HmSide::Confederate, 100, 96, orderTo(OrderKind::Hold, 100, 95))};
  return st;
}

void giveHand(BattleState& st, int commandId, std::vector<Card> cards) {
  const int n = static_cast<int>(cards.size());
  st.command(commandId).hand = Hand::pick(commandDeck(false, st.settings), cards, n);
}

/// Plays `card` while it holds one in phase 1 up to `untilRound` (else passes), picks `card`
/// first, and helps by `help`.
class CardScript final : public HmPlayer {
 public:
  CardScript(Card card, int help, int untilRound = 99)
      : m_card(card), m_help(help), m_untilRound(untilRound) {}
  std::vector<Card> pickHand(const HmSideView&, int, const std::vector<Card>& deck,
                             int size) override {
    std::vector<Card> picked;
    for (Card c : {m_card, Card::Move, Card::Fire, Card::Rally, Card::DoubleMove, Card::DoubleFire})
      for (Card d : deck)
        if (d == c && static_cast<int>(picked.size()) < size &&
            std::count(picked.begin(), picked.end(), c) < std::count(deck.begin(), deck.end(), c))
          picked.push_back(c);
    return picked;
  }
  std::optional<WrittenOrder> writeOrder(const HmSideView&) override { return std::nullopt; }
  CardChoice chooseCard(const HmSideView& v, int id) override {
    for (const auto& c : v.commands)
      if (c.id == id) {
        const bool has = std::find(c.hand.begin(), c.hand.end(), m_card) != c.hand.end();
        if (has && v.phase == 1 && v.round <= m_untilRound) return {m_card, false};
        return {c.hand.front(), true};
      }
    throw std::runtime_error("no such command");
  }
  int generalHelp(const HmSideView&, int, const HelpRequest&) override { return m_help; }

 private:
  Card m_card;
  int m_help;
  int m_untilRound;
};

Players both(HmPlayer& u, HmPlayer& c) {
  Players p;
  p.side[0] = &u;
  p.side[1] = &c;
  return p;
}

bool logged(const BattleState& st, const std::string& rule, const std::string& what) {
  return std::any_of(st.log.begin(), st.log.end(), [&](const SequencePoint& p) {
    return p.ruleId == rule && p.what.find(what) != std::string::npos;
  });
}

Vec2 centreIn(const BattleState& st, int unitId) {
  for (const Unit& u : st.units)
    if (u.id == unitId) return u.footprint.centre() * (1 / kIn);
  throw std::runtime_error("unit not on the table");
}

}  // namespace

TEST_CASE("MB-44 MT-15: a command due in round 3 comes on in column at its road with 3 cards") {
  BattleState st = emptyField();
  st.commands.push_back(commandAt(3, HmSide::Union, 150, 0, orderTo(OrderKind::Hold, 150, 20)));
  for (int id : {31, 32}) {
    Unit u = lineAt(id, HmSide::Union, 3, 0, 0, 90);
    st.arrivals.push_back({u, ArrivalSlot{1, 3}, Vec2{150 * kIn, 0}, Vec2{0, 1}});
  }
  CardScript pass(Card::Rally, 0, 0);  // passes every turn: no card is played, no die thrown
  const Players players = both(pass, pass);
  GivenHmDice dice({});
  giveHand(st, 9, {Card::Move, Card::Move, Card::Move, Card::Fire, Card::Fire});
  st.round = 2;
  playTurn(st, HmSide::Union, players, dice);
  CHECK(st.arrivals.size() == 2);  // round 2: not yet
  CHECK(lossesOf(st.units, HmSide::Union).startEe == 0);
  st.round = 3;
  playTurn(st, HmSide::Union, players, dice);
  REQUIRE(st.arrivals.empty());
  // The train is 2 x (4.5" + 0.5"): the first column's front 9.5" in, the second's rear on the edge.
  CHECK(centreIn(st, 31).y == doctest::Approx(7.25));
  CHECK(centreIn(st, 32).y == doctest::Approx(2.25));
  CHECK(centreIn(st, 31).x == doctest::Approx(150));
  CHECK(st.unit(31).formation == Formation::Column);
  CHECK(st.unit(31).footprint.frontagePaces == doctest::Approx(3 * kIn));
  CHECK(logged(st, "M-9", "command 3 picks 3 cards"));  // min(5, 6 - 3)
  CHECK(st.command(3).hand.cards().size() == 2);        // and passed once on arrival
  CHECK(lossesOf(st.units, HmSide::Union).startEe == 2);
  CHECK(dice.allUsed());
}

TEST_CASE("MB-44: a column whose road is blocked waits, and comes on when it is clear") {
  BattleState st = emptyField();
  st.commands.push_back(commandAt(3, HmSide::Union, 150, 0, orderTo(OrderKind::Hold, 150, 20)));
  st.commands.push_back(commandAt(5, HmSide::Union, 150, 3, orderTo(OrderKind::Hold, 150, 3)));
  st.units.push_back(lineAt(40, HmSide::Union, 5, 150, 3, 90));  // standing on the road's end
  st.arrivals.push_back(
      {lineAt(31, HmSide::Union, 3, 0, 0, 90), ArrivalSlot{1, 1}, Vec2{150 * kIn, 0}, Vec2{0, 1}});
  CardScript pass(Card::Rally, 0, 0);
  const Players players = both(pass, pass);
  GivenHmDice dice({});
  st.round = 1;
  playTurn(st, HmSide::Union, players, dice);
  CHECK(st.arrivals.size() == 1);
  st.unit(40).footprint = st.unit(40).footprint.moved({30 * kIn, 0});
  st.round = 2;
  playTurn(st, HmSide::Union, players, dice);
  CHECK(st.arrivals.empty());
  CHECK(logged(st, "M-9", "command 3 picks 4 cards"));  // min(5, 6 - 2)
}

TEST_CASE("MB-19 MT-3 MT-13: a wood cuts an infantry move to 6 inches") {
  for (const bool wood : {false, true}) {
    BattleState st = emptyField();
    st.units.push_back(lineAt(11, HmSide::Union, 1, 50, 20, 90));
    st.commands.push_back(commandAt(1, HmSide::Union, 50, 20, orderTo(OrderKind::Advance, 50, 80)));
    if (wood)
      addTerrainArea(
          st, HfgTerrain::Wood,
          {{40 * kIn, 24 * kIn}, {60 * kIn, 24 * kIn}, {60 * kIn, 40 * kIn}, {40 * kIn, 40 * kIn}});
    giveHand(st, 1, {Card::Move});
    giveHand(st, 9, {Card::Move});
    CardScript move(Card::Move, 0);
    CardScript pass(Card::Rally, 0, 0);
    GivenHmDice dice({});
    playTurn(st, HmSide::Union, both(move, pass), dice);
    // The front edge (20.75") enters the wood (24") at the 3.5" sample: 6" in all, not 9".
    CHECK(centreIn(st, 11).y == doctest::Approx(wood ? 26 : 29));
    CHECK(logged(st, "MB-19", "moves through rough ground") == wood);
  }
}

TEST_CASE("MB-19 MT-3: mounted cavalry stop at rough ground unless they move along a road") {
  for (const bool road : {false, true}) {
    BattleState st = emptyField();
    Unit cav = lineAt(11, HmSide::Union, 1, 80, 20, 90);
    cav.kind = UnitKind::Cavalry;
    cav.formation = Formation::Mounted;
    cav.footprint = battle::Footprint::fromCentre({80 * kIn, 20 * kIn}, 90, 3 * kIn, 2 * kIn);
    st.units.push_back(cav);
    st.commands.push_back(commandAt(1, HmSide::Union, 80, 20, orderTo(OrderKind::Advance, 80, 80)));
    addTerrainArea(
        st, HfgTerrain::Marsh,
        {{70 * kIn, 24 * kIn}, {90 * kIn, 24 * kIn}, {90 * kIn, 40 * kIn}, {70 * kIn, 40 * kIn}});
    if (road) addRoad(st, {{80 * kIn, 0}, {80 * kIn, 100 * kIn}});
    giveHand(st, 1, {Card::Move});
    giveHand(st, 9, {Card::Move});
    CardScript move(Card::Move, 0);
    CardScript pass(Card::Rally, 0, 0);
    GivenHmDice dice({});
    playTurn(st, HmSide::Union, both(move, pass), dice);
    // Front at 21": at the road-less edge after 3"; along the road the full 12".
    CHECK(centreIn(st, 11).y == doctest::Approx(road ? 32 : 23));
    CHECK(logged(st, "MB-19", "road only") == !road);
  }
}

TEST_CASE(
    "MT-11: an Advance fulfilled becomes Hold; Support closes on X; Reserve stands in command") {
  BattleState st = emptyField();
  st.units.push_back(lineAt(11, HmSide::Union, 1, 40, 20, 90));
  st.units.push_back(lineAt(21, HmSide::Union, 2, 160, 5, 90));
  st.units.push_back(lineAt(31, HmSide::Union, 3, 160, 40, 90));
  st.units.push_back(lineAt(41, HmSide::Union, 4, 10, 20, 90));
  st.units.push_back(lineAt(42, HmSide::Union, 4, 10, 40, 90));
  st.commands.push_back(commandAt(1, HmSide::Union, 40, 20, orderTo(OrderKind::Advance, 40, 40)));
  st.commands.push_back(commandAt(2, HmSide::Union, 160, 5, orderTo(OrderKind::Support, 0, 0, 3)));
  st.commands.push_back(commandAt(3, HmSide::Union, 160, 40, orderTo(OrderKind::Hold, 160, 40)));
  st.commands.push_back(commandAt(4, HmSide::Union, 10, 20, orderTo(OrderKind::Reserve, 0, 0)));
  for (int id : {1, 2, 4}) giveHand(st, id, {Card::DoubleMove});
  giveHand(st, 9, {Card::Move});
  CardScript move(Card::DoubleMove, 0);
  CardScript pass(Card::Rally, 0, 0);
  GivenHmDice dice({});
  playTurn(st, HmSide::Union, both(move, pass), dice);
  // Advance: 20 -> 29 -> 38; the unit (1.25" from P) and its General, who rode 12" to 32", are
  // within 12" of P: Hold P.
  CHECK(centreIn(st, 11).y == doctest::Approx(38));
  CHECK(st.command(1).order.kind == OrderKind::Hold);
  CHECK(st.command(1).order.point.y == doctest::Approx(40 * kIn));
  CHECK(logged(st, "MT-11", "command 1: Advance fulfilled, now Hold"));
  // Support: 33.5" from X's unit, two moves of 9" north; it stays Support.
  CHECK(centreIn(st, 21).y == doctest::Approx(23));
  CHECK(st.command(2).order.kind == OrderKind::Support);
  // Reserve: 41 is in command and stands; 42 (19.25" out) comes back to 12" of its General.
  CHECK(centreIn(st, 41).y == doctest::Approx(20));
  CHECK(centreIn(st, 42).y == doctest::Approx(32.25));
  CHECK(centreIn(st, 31).y == doctest::Approx(40));  // X held no card
  CHECK(dice.allUsed());
}

TEST_CASE("MT-11: a Support whose command X is gone becomes Reserve at the end of the turn") {
  BattleState st = emptyField();
  st.units.push_back(lineAt(21, HmSide::Union, 2, 160, 5, 90));
  st.commands.push_back(commandAt(2, HmSide::Union, 160, 5, orderTo(OrderKind::Support, 0, 0, 3)));
  st.commands.push_back(commandAt(3, HmSide::Union, 160, 40, orderTo(OrderKind::Hold, 160, 40)));
  Unit gone = lineAt(31, HmSide::Union, 3, 160, 40, 90);
  gone.damage.destroyed = true;
  st.units.push_back(gone);
  CardScript pass(Card::Rally, 0, 0);
  GivenHmDice dice({});
  playTurn(st, HmSide::Union, both(pass, pass), dice);
  CHECK(st.command(2).order.kind == OrderKind::Reserve);
}

TEST_CASE(
    "M-16 MB-11 MB-12: a General's +2 saves a test, his risk die kills him, a successor "
    "with 1 hit picks 4 cards") {
  BattleState st = emptyField();
  st.units = {lineAt(11, HmSide::Union, 1, 100, 65, 90),
              lineAt(21, HmSide::Confederate, 2, 100, 75, 270)};
  st.commands = {commandAt(1, HmSide::Union, 100, 62, orderTo(OrderKind::Hold, 100, 65)),
                 commandAt(2, HmSide::Confederate, 100, 76.5, orderTo(OrderKind::Hold, 100, 75))};
  st.command(2).generalHits = 2;
  st.lastPhase = 2;
  CardScript fireOnce(Card::Fire, 0, 1);  // the Union fires in round 1 only
  CardScript helper(Card::Rally, 2, 0);   // the Confederates pass, their General adds +2
  // Union fire, 8.5": 9 points, remainder D10 = 5 -> 1 hit. Test: state 8 + 2 = 10, D10 = 9 ->
  // carries on (it would have gone to ground). Risk: D10 = 3, at or below 4 -> his third hit.
  GivenHmDice dice({5, 9, 3});
  playBattle(st, both(fireOnce, helper), dice, [](const BattleState&) {});
  CHECK(dice.allUsed());
  CHECK(st.unit(21).damage.hits == 1);
  CHECK_FALSE(st.unit(21).onGround);
  CHECK(logged(st, "M-16", "General of command 2 adds +2 to the test of unit 21"));
  CHECK(logged(st, "MB-11", "General of command 2 is hit (3 hits)"));
  CHECK(logged(st, "MB-12", "General of command 2 is killed"));
  CHECK(logged(st, "MB-12", "a successor takes command 2 with 1 hit"));
  CHECK(logged(st, "M-9", "command 2 picks 4 cards"));  // phase 2: 5 - 1 hit
  CHECK(st.command(2).staffElementLost);
  CHECK(st.command(2).generalHits == 1);
  // The successor stands with the command's unit nearest its Army Commander.
  CHECK(distance(st.command(2).general, st.unit(21).footprint.centre()) < 1);
}

TEST_CASE("MB-45 T-11: a Crack unit counts 2, a battery 2 a gun, and a lost gun loses 2") {
  std::vector<Unit> units = {
      lineAt(1, HmSide::Union, 1, 10, 10, 90), lineAt(2, HmSide::Union, 1, 30, 10, 90),
      lineAt(3, HmSide::Union, 1, 50, 10, 90), lineAt(4, HmSide::Confederate, 2, 50, 90, 270)};
  units[0].crack = true;
  units[1].kind = UnitKind::Artillery;
  units[1].guns = 2;
  CHECK(lossesOf(units, HmSide::Union).startEe == 7);
  units[1].damage.casualties = 1;  // one gun lost (MB-46)
  CHECK(lossesOf(units, HmSide::Union).lostEe == 2);
  CHECK_FALSE(brokenSide(units, HowlinMobsSettings{}));  // 2 < 7 / 3
  units[0].routing = true;                               // the Crack unit's 2 more: 4 of 7
  CHECK(lossesOf(units, HmSide::Union).lostEe == 4);
  CHECK(brokenSide(units, HowlinMobsSettings{}) == HmSide::Union);
}

TEST_CASE("MB-45 MT-14 MT-15: the result: a broken side routs, night retreat by losses or field") {
  BattleState st = emptyField();
  st.units = {lineAt(1, HmSide::Union, 1, 20, 10, 90),
              lineAt(2, HmSide::Union, 1, 40, 10, 90),
              lineAt(3, HmSide::Union, 1, 60, 10, 90),
              lineAt(4, HmSide::Union, 1, 80, 10, 90),
              lineAt(5, HmSide::Confederate, 2, 100, 60, 270),
              lineAt(6, HmSide::Confederate, 2, 150, 90, 270)};
  st.over = true;
  st.phase = 5;
  st.round = 5;
  st.units[0].routing = true;  // Union 1 of 4 lost: 0.25, at least 1/4 and above 0
  HmBattleResult r = battleResult(st);
  CHECK_FALSE(r.winner);
  CHECK(r.nightRetreat == HmSide::Union);
  CHECK(r.boundsFought == 24);  // 12 for the morning, ceil(12 x 10 / 10) for the afternoon
  CHECK(r.units[0].fate == Fate::OffTable);  // routing on the table
  st.units[0].routing = false;
  // (2) nobody reaches 1/4: unit 5 is formed 10" from the centre, no Union unit is within 24".
  r = battleResult(st);
  CHECK(r.nightRetreat == HmSide::Union);
  st.units[4].onGround = true;  // now neither side has a formed unit near the centre
  CHECK_FALSE(battleResult(st).nightRetreat);
  st.broken = HmSide::Confederate;  // 2 of 2 lost would rout 2 stages; here 0 of 2: 1 stage
  st.phase = 4;
  st.round = 2;
  r = battleResult(st);
  CHECK(r.winner == HmSide::Union);
  CHECK(r.routStages == 1);
  CHECK(r.boundsFought == 15);  // Case 13 (a): 12 + ceil(12 x 2 / 10)
  st.units[1].damage.casualties = 2;
  CHECK(battleResult(st).units[1].fate == Fate::Spent);
}

TEST_CASE("MT-11 Support: within 12\" of X it goes at the enemy near X, staying within 12\" of X") {
  BattleState st = emptyField();
  st.units.push_back(lineAt(21, HmSide::Union, 2, 100, 30, 90));
  st.units.push_back(lineAt(31, HmSide::Union, 3, 100, 40, 90));
  st.units.push_back(lineAt(91, HmSide::Confederate, 9, 115, 48, 270));  // 8.8" from X's unit
  st.commands.push_back(commandAt(2, HmSide::Union, 100, 30, orderTo(OrderKind::Support, 0, 0, 3)));
  st.commands.push_back(commandAt(3, HmSide::Union, 100, 40, orderTo(OrderKind::Hold, 100, 40)));
  giveHand(st, 2, {Card::Move});
  CardScript move(Card::Move, 0);
  CardScript pass(Card::Rally, 0, 0);
  GivenHmDice dice({});
  playTurn(st, HmSide::Union, both(move, pass), dice);
  // 9" towards the enemy's centre (115", 48") along (15, 18) / 23.43: (105.76", 36.91"), its
  // top edge 1.6" below X's unit and its right edge short of the enemy's zone (110.5").
  CHECK(centreIn(st, 21).x == doctest::Approx(105.76).epsilon(0.001));
  CHECK(centreIn(st, 21).y == doctest::Approx(36.91).epsilon(0.001));
  CHECK(dice.allUsed());
}
