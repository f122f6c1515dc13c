// The sequence of play (section 2) from a scripted two-corps set-up played to its end, with an
// independent referee after each phase; the courier's D6 (M-20); the hidden hands; MB-45.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/battle/howlin_mobs/battle_result.h"
#include "core/battle/howlin_mobs/battle_turn.h"
#include "core/battle/howlin_mobs/break_check.h"
#include "core/battle/howlin_mobs/deck.h"
#include "core/battle/howlin_mobs/table_ground.h"
#include "core/dice/dice.h"
#include "tests/core/battle/howlin_mobs/battle_referee.h"
#include "tests/core/battle/howlin_mobs/hm_test_support.h"

using namespace hfg;
using namespace hfg::howlin_mobs;
using hfg::howlin_mobs::test::GivenHmDice;

namespace {

Unit infantry(int id, HmSide side, int command, double xIn, double yIn, double heading) {
  Unit u;
  u.id = id;
  u.side = side;
  u.commandId = command;
  u.footprint = battle::Footprint::fromCentre({xIn * 60, yIn * 60}, heading, 9 * 60, 1.5 * 60);
  return u;
}

/// Union II Corps (two brigades, attacking north) against a Confederate division holding.
BattleState twoCorps() {
  BattleState st;
  st.units = {infantry(11, HmSide::Union, 1, 90, 25, 90),
              infantry(12, HmSide::Union, 1, 110, 25, 90),
              infantry(21, HmSide::Confederate, 2, 90, 75, 270),
              infantry(22, HmSide::Confederate, 2, 110, 75, 270)};
  HmCommand u;
  u.id = 1;
  u.side = HmSide::Union;
  u.general = {100 * 60, 22 * 60};
  u.order = {OrderKind::Advance, 1, {100 * 60, 45 * 60}, -1};
  HmCommand c;
  c.id = 2;
  c.side = HmSide::Confederate;
  c.general = {100 * 60, 78 * 60};
  c.order = {OrderKind::Hold, 2, {100 * 60, 75 * 60}, -1};
  st.commands = {u, c};
  ArmyCommander ua, ca;
  ua.side = HmSide::Union;
  ua.position = {100 * 60, 5 * 60};
  ca.side = HmSide::Confederate;
  ca.position = {100 * 60, 95 * 60};
  st.armies = {ua, ca};
  // A pond across the right brigade's road north: it must stop short, never wade in.
  st.impassable = {
      {{106 * 60, 48 * 60}, {125 * 60, 48 * 60}, {125 * 60, 52 * 60}, {106 * 60, 52 * 60}}};
  // MT-13: a wood across the left brigade's road: it slows infantry to 6" (MB-19).
  addTerrainArea(st, HfgTerrain::Wood,
                 {{82 * 60, 36 * 60}, {98 * 60, 36 * 60}, {98 * 60, 44 * 60}, {82 * 60, 44 * 60}});
  st.attacker = HmSide::Union;
  return st;
}

bool enemyNear(const HmSideView& v, int commandId, double inches) {
  for (const Unit& a : v.units) {
    if (a.commandId != commandId || !a.present()) continue;
    for (const Unit& e : v.units)
      if (e.side != a.side && e.present() &&
          distance(a.footprint.centre(), e.footprint.centre()) <= inches * 60)
        return true;
  }
  return false;
}

const std::vector<Card>& handOf(const HmSideView& v, int commandId) {
  for (const auto& c : v.commands)
    if (c.id == commandId) return c.hand;
  throw std::runtime_error("no command in view");
}

bool holds(const std::vector<Card>& hand, Card c) {
  return std::find(hand.begin(), hand.end(), c) != hand.end();
}

/// The script: the Union closes and then fires, ordering an Attack by courier; the Confederates
/// fire when the enemy is near and pass otherwise.
class Script final : public HmPlayer {
 public:
  explicit Script(HmSide side) : m_side(side) {}
  std::vector<Card> pickHand(const HmSideView& v, int id, const std::vector<Card>&,
                             int size) override {
    std::vector<Card> want;
    if (m_side == HmSide::Confederate || enemyNear(v, id, 14))
      want = {Card::Fire, Card::DoubleFire, Card::Fire, Card::Rally, Card::Move};
    else
      want = {Card::DoubleMove, Card::Move, Card::DoubleMove, Card::Move, Card::Fire};
    want.resize(static_cast<std::size_t>(size));
    return want;
  }
  std::optional<WrittenOrder> writeOrder(const HmSideView& v) override {
    if (m_side != HmSide::Union) return std::nullopt;
    const WrittenOrder attack{OrderKind::Attack, 1, {100 * 60, 75 * 60}, -1};
    for (const auto& c : v.commands)
      if (c.id == 1 && c.order && c.order->kind != OrderKind::Attack) return attack;
    return std::nullopt;
  }
  CardChoice chooseCard(const HmSideView& v, int id) override {
    const std::vector<Card>& hand = handOf(v, id);
    bool shaken = false;
    for (const Unit& u : v.units)
      if (u.commandId == id && u.present() && (u.routing || u.onGround)) shaken = true;
    if (shaken && holds(hand, Card::Rally)) return {Card::Rally, false};
    const bool near = enemyNear(v, id, 12);
    for (Card c :
         near ? std::vector<Card>{Card::DoubleFire, Card::Fire, Card::Move, Card::DoubleMove}
              : std::vector<Card>{Card::DoubleMove, Card::Move})
      if (holds(hand, c)) return {c, false};
    return {hand.front(), m_side == HmSide::Confederate && !near};  // MB-7: a pass costs a card
  }
  /// M-16: +1 to a test the unit would otherwise fail more often than not.
  int generalHelp(const HmSideView&, int, const HelpRequest& r) override {
    return r.what == AidFor::MoraleTest && r.before <= 5 ? 1 : 0;
  }

 private:
  HmSide m_side;
};

struct Played {
  BattleState state;
  std::vector<std::string> faults;
  int phasesPlayed = 0;
};

Played playWhole(std::uint64_t seed) {
  Played p{twoCorps(), {}, 0};
  Dice dice(seed);
  SeededHmDice hm(dice);
  Script un(HmSide::Union), co(HmSide::Confederate);
  Players players;
  players.side[0] = &un;
  players.side[1] = &co;
  std::size_t checked = 0;
  playBattle(p.state, players, hm, [&](const BattleState& st) {
    ++p.phasesPlayed;
    for (std::string& f : test::refereeFaults(st, checked))
      p.faults.push_back("phase " + std::to_string(p.phasesPlayed) + ": " + f);
    checked = st.moves.size();
  });
  return p;
}

bool passed(const BattleState& st, const std::string& rule) {
  return std::any_of(st.log.begin(), st.log.end(),
                     [&](const SequencePoint& s) { return s.ruleId == rule; });
}

}  // namespace

TEST_CASE(
    "section 2 M-8 M-9 M-10 M-11 M-12 M-13 M-19 M-20 M-30 M-36 MT-13 MB-19 MB-45: a two-corps "
    "battle "
    "plays to "
    "its end") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    CAPTURE(seed);
    const Played p = playWhole(seed);
    CHECK(p.state.over);
    CHECK((p.state.broken.has_value() || p.phasesPlayed == 5));
    CHECK(p.faults.empty());
    for (const std::string& f : p.faults) MESSAGE(f);
    for (const char* rule :
         {"M-9", "M-10", "M-12", "M-13", "M-20", "M-30", "M-36", "MT-13", "MB-19", "MB-45"})
      CHECK_MESSAGE(passed(p.state, rule), rule);
    CHECK(passed(p.state, "M-11") == (p.phasesPlayed > 1 || !p.state.broken));
    // MB-45, MT-15: the result agrees with how the battle ended.
    const HmBattleResult r = battleResult(p.state);
    CHECK(r.winner.has_value() == p.state.broken.has_value());
    CHECK((r.routStages > 0) == r.winner.has_value());
    CHECK(r.units.size() == p.state.units.size());
    CHECK((r.boundsFought >= 1 && r.boundsFought <= 24));
  }
}

TEST_CASE("section 2 C-26: the same seed plays the same battle") {
  const Played a = playWhole(7), b = playWhole(7);
  REQUIRE(a.state.log.size() == b.state.log.size());
  for (std::size_t i = 0; i < a.state.log.size(); ++i)
    CHECK(a.state.log[i].what == b.state.log[i].what);
}

TEST_CASE("M-39 M-46 M-49 M-50: over 16 seeds fights, tests, routs and rallies are reached") {
  std::set<std::string> reached;
  for (std::uint64_t seed = 1; seed <= 16; ++seed)
    for (const SequencePoint& s : playWhole(seed).state.log) reached.insert(s.ruleId);
  for (const char* rule : {"M-39", "M-46", "M-49", "M-50", "M-19", "MB-7"})
    CHECK_MESSAGE(reached.count(rule), std::string(rule));
}

TEST_CASE("M-20 MB-14: a D6 of 1 kills the courier, a new one rides next turn and delivers") {
  BattleState st = twoCorps();
  Script un(HmSide::Union);
  GivenHmDice dice({}, {1, 4});
  ordersAndCouriers(st, HmSide::Union, un, dice);
  CHECK(st.log.back().what == "courier killed, his order lost");
  CHECK(st.command(1).order.kind == OrderKind::Advance);  // the order was lost with him
  ordersAndCouriers(st, HmSide::Union, un, dice);         // the side's next turn
  CHECK(st.command(1).order.kind == OrderKind::Attack);   // 17" from the Army Commander: one ride
  CHECK(st.log.back().ruleId == "M-19");
  CHECK(dice.allUsed());
}

TEST_CASE("section 2 step 1 hands are secret: a side's view holds no card of the other's hand") {
  BattleState st = twoCorps();
  const HowlinMobsSettings s;
  const std::vector<Card> deck = commandDeck(false, s);
  st.command(1).hand =
      Hand::pick(deck, {Card::Move, Card::Move, Card::DoubleMove, Card::DoubleMove, Card::Fire}, 5);
  st.command(2).hand = Hand::pick(
      deck, {Card::Rally, Card::Rally, Card::DoubleFire, Card::DoubleFire, Card::Fire}, 5);
  const std::string unionBytes = toText(viewFor(st, HmSide::Union));
  CHECK(unionBytes.find("Rally") == std::string::npos);
  CHECK(unionBytes.find("Double Fire") == std::string::npos);
  CHECK(unionBytes.find("command 2 Confederate general 6000,4680 cards 5\n") != std::string::npos);
  CHECK(unionBytes.find("[Double Move]") != std::string::npos);  // its own hand is there
  const std::string rebBytes = toText(viewFor(st, HmSide::Confederate));
  CHECK(rebBytes.find("Double Move") == std::string::npos);
  CHECK(rebBytes.find("Advance") == std::string::npos);  // nor the other side's orders
  CHECK(rebBytes.find("[Rally]") != std::string::npos);
}

TEST_CASE(
    "MB-45 break check: a third lost with the greater fraction breaks; equal fractions do not") {
  BattleState st = twoCorps();
  st.units.push_back(infantry(13, HmSide::Union, 1, 130, 25, 90));
  CHECK_FALSE(brokenSide(st.units, HowlinMobsSettings{}));
  st.unit(11).damage.destroyed = true;  // Union lost 1 of 3 EE, Confederates 0 of 2
  CHECK(brokenSide(st.units, HowlinMobsSettings{}) == HmSide::Union);
  st.unit(21).routing = true;  // Confederates 1 of 2 = 1/2 > 1/3
  CHECK(brokenSide(st.units, HowlinMobsSettings{}) == HmSide::Confederate);
  st.unit(12).damage.casualties = 2;  // infantry with 2 casualties counts lost: 2/3 > 1/2
  CHECK(brokenSide(st.units, HowlinMobsSettings{}) == HmSide::Union);
  st.unit(12).routing = true;
  st.unit(13).offTable = true;  // 3/3 and every fighting unit gone
  CHECK(lossesOf(st.units, HmSide::Union).allFightingUnitsGone);
  CHECK(brokenSide(st.units, HowlinMobsSettings{}) == HmSide::Union);
}
