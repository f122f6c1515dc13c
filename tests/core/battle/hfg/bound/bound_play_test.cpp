// The bound loop (SEQUENCE OF PLAY): PIP dice, scripted moves, close combat outcomes, losses and the army that loses (T-6, T-9, T-10, T-11, B-51).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_execution.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

/// Two lines of cavalry 600 p apart, 3 elements and a CP a side.
BattleSetup clash() {
  BattleSetup s;
  s.year = 1810;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                3,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"au",  "Austrians",
                false, BaseEdge::North,
                1,     {{"a1", "", GeneralQuality::Ordinary, false, true, "a-cp", std::nullopt}}};
  s.elements = {el400("f-cp", "fr", "f1", TroopType::CommandParty, {5400, 1000}, 90),
                el400("f-1", "fr", "f1", TroopType::HeavyCavalry, {5000, 1600}, 90),
                el400("f-2", "fr", "f1", TroopType::HeavyCavalry, {5400, 1600}, 90),
                el400("f-3", "fr", "f1", TroopType::HeavyCavalry, {5800, 1600}, 90),
                el400("a-cp", "au", "a1", TroopType::CommandParty, {5400, 3400}, 270),
                el400("a-1", "au", "a1", TroopType::HeavyCavalry, {5000, 2200}, 270),
                el400("a-2", "au", "a1", TroopType::HeavyCavalry, {5400, 2200}, 270),
                el400("a-3", "au", "a1", TroopType::HeavyCavalry, {5800, 2200}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

MoveOrder charge() {
  MoveOrder o;
  o.elementIds = {"f-1", "f-2", "f-3"};
  o.path = {{5000, 2200}};
  return o;
}

}  // namespace

TEST_CASE("T-10 a winning charge: the beaten heavy cavalry is repulsed and the winner pursues") {
  Battle b(clash());
  ScriptedMoves moves({{1, {charge()}}});
  // PIP 3; close combats f-1/a-1 (6 v 1), f-2/a-2 (3 v 3), f-3/a-3 (3 v 3).
  ScriptedDice dice({3, 6, 1, 3, 3, 3, 3});
  playBound(b, moves, dice);
  CHECK(dice.used() == 7);
  const auto& a1 = b.elements()[*b.find("a-1")];
  const auto& f1 = b.elements()[*b.find("f-1")];
  bool foughtAll = true;
  int combats = 0;
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::CloseCombat) {
      ++combats;
      foughtAll = foughtAll && l.combat.has_value();
    }
  CHECK(combats == 3);
  CHECK(foughtAll);
  // Mounted beating mounted: at least double → O-E destroyed row, else repulsed (O-D5).
  CHECK(
      (a1.condition == ElementCondition::Destroyed || a1.condition == ElementCondition::Repulsed));
  CHECK(f1.footprint.frontMid.y >= 2200 - 1e-6);
  CHECK(b.pipsLeftOf("f1") == 2);
  CHECK(b.clock().boundsPlayed() == 1);
}

TEST_CASE(
    "B-51 the army that loses more than a quarter of its EE and more than the enemy in a bound "
    "loses") {
  Battle b(clash());
  ScriptedMoves moves({{1, {charge()}}});
  // Every French die 6, every Austrian 1: each Austrian is beaten at least doubly.
  ScriptedDice dice({3, 6, 1, 6, 1, 6, 1});
  playBound(b, moves, dice);
  REQUIRE(b.losingSide.has_value());
  CHECK(*b.losingSide == 1);
  const TableResult r = resultOf(b);
  REQUIRE(r.winnerSideId);
  CHECK(*r.winnerSideId == "fr");
  CHECK_FALSE(r.nightfall);
}

TEST_CASE("B-62 with nothing happening, night ends the battle undecided") {
  BattleSetup s = clash();
  s.boundsPerSideToNightfall = 2;
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice({3, 4, 2, 5});
  playBattle(b, moves, dice);
  CHECK(b.clock().nightfall());
  CHECK_FALSE(b.losingSide.has_value());
  CHECK(resultOf(b).nightfall);
}

TEST_CASE("illegal orders in a bound are logged with their rule and not applied") {
  Battle b(clash());
  MoveOrder tooFar = charge();
  tooFar.path = {{5000, 3000}};
  ScriptedMoves moves({{1, {tooFar}}});
  ScriptedDice dice({3});
  playBound(b, moves, dice);
  bool refused = false;
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::Refused)
      refused =
          l.text.find("(T-1)") != std::string::npos || l.text.find("(G-") != std::string::npos;
  CHECK(refused);
  CHECK(b.elements()[*b.find("f-1")].footprint.frontMid.y == doctest::Approx(1600));
  CHECK(b.pipsLeftOf("f1") == 3);
}

TEST_CASE("B-36 a pursuer that reaches a fresh enemy fights it at once") {
  BattleSetup s = clash();
  s.elements.push_back(el400("a-4", "au", "a1", TroopType::HeavyCavalry, {5000, 2550}, 270));
  Battle b(s);
  ScriptedMoves moves({{1, {charge()}}});
  // PIP 3; f-1 6 v a-1 1 (10 v 5: destroyed, pursue 400); f-2, f-3 3 v 3; then f-1 v a-4.
  ScriptedDice dice({3, 6, 1, 3, 3, 3, 3, 4, 4});
  playBound(b, moves, dice);
  CHECK(b.elements()[*b.find("a-1")].condition == ElementCondition::Destroyed);
  bool fresh = false;
  for (const auto& l : b.logEntries())
    if (l.text.find("f-1 pursues into contact and fights at once (B-36)") != std::string::npos)
      fresh = true;
  CHECK(fresh);
  CHECK(dice.used() == 9);
}

TEST_CASE(
    "T-6 rallying a router costs 3 PIPs, 1 more with no staff to help (e); it turns about and is "
    "no longer lost") {
  Battle b(clash());
  const std::size_t i = *b.find("f-2");
  auto& e = b.elements()[i];
  e.condition = ElementCondition::Routing;
  e.routedInBound = 0;
  b.losses().recordLoss("f1", e.ee);
  const double lostBefore = b.losses().lostEe("fr");
  b.pipsLeft("f1") = 6;
  MoveOrder rally;
  rally.elementIds = {"f-2"};
  rally.action = MoveAction::Rally;
  ScriptedDice dice({});
  const auto rep = executeOrder(b, rally, dice);
  REQUIRE(rep.applied);
  CHECK(b.pipsLeftOf("f1") == 2);
  CHECK(e.condition == ElementCondition::Ready);
  CHECK(e.footprint.headingDeg == doctest::Approx(270));
  CHECK(b.losses().lostEe("fr") == doctest::Approx(lostBefore - e.ee));
  // A ready element cannot be rallied.
  const auto again = executeOrder(b, rally, dice);
  REQUIRE(again.refusal);
  CHECK(again.refusal->rule == "T-6");
}

TEST_CASE("T-15 a delayed command arrives on an unadjusted PIP of 4-6 by its own base edge") {
  for (int die : {3, 4}) {
    BattleSetup s = clash();
    s.sides[0].commands.push_back(
        {"f2", "", GeneralQuality::Ordinary, false, false, "f2-cp", std::nullopt});
    PlacedElement cp = el400("f2-cp", "fr", "f2", TroopType::CommandParty, {2000, 300}, 90);
    cp.onTable = false;
    PlacedElement cav = el400("f2-1", "fr", "f2", TroopType::HeavyCavalry, {2400, 300}, 90);
    cav.onTable = false;
    s.elements.push_back(cp);
    s.elements.push_back(cav);
    Battle b(s);
    ScriptedMoves moves({});
    ScriptedDice dice({3, die});
    playBound(b, moves, dice);
    CAPTURE(die);
    CHECK(b.elements()[*b.find("f2-1")].present() == (die >= 4));
    CHECK(b.index().contains(static_cast<int>(*b.find("f2-1"))) == (die >= 4));
  }
}

TEST_CASE(
    "BattleResolver: the HFG resolver plays the real bound loop to a result, and a seed replays it "
    "exactly") {
  const auto fight = [](std::uint64_t seed) {
    ScriptedMoves moves({{1, {charge()}}});
    HfgBattleResolver resolver(moves);
    Dice dice(seed);
    return resolver.resolve(clash(), dice);
  };
  const TableResult a = fight(7);
  const TableResult b = fight(7);
  CHECK(a.log == b.log);
  CHECK(a.boundsPlayed == b.boundsPlayed);
  CHECK(a.boundsPlayed >= 1);
  CHECK((a.winnerSideId.has_value() || a.nightfall));
  bool fought = false;
  for (const auto& line : a.log) fought = fought || line.find("Close combat") != std::string::npos;
  CHECK(fought);
  CHECK(a.elements.size() == clash().elements.size());
}

TEST_CASE("TF-1 the bound gives +3 against an element of an already defeated command") {
  Battle b(clash());
  b.losses().beginBound();
  b.losses().recordLoss("a1", 2.0);  // a third of the Austrians' EE: defeated (B-52)
  b.losses().endBound();
  REQUIRE(b.losses().defeated("a1"));
  ScriptedMoves moves({{1, {charge()}}});
  ScriptedDice dice({3, 3, 3, 3, 3, 3, 3});
  playBound(b, moves, dice);
  int withTf1 = 0;
  for (const auto& l : b.logEntries())
    if (l.combat)
      for (const auto& f : l.combat->sides[0].factors)
        if (f.id == "TF-1" && f.value == 3) ++withTf1;
  CHECK(withTf1 == 3);
}

TEST_CASE(
    "T-6 the C-in-C exchanges his score with a lower-scoring subordinate within his easy command "
    "distance") {
  BattleSetup s = clash();
  s.sides[0].commands.push_back(
      {"f2", "", GeneralQuality::Ordinary, false, false, "f2-cp", std::nullopt});
  s.elements.push_back(el400("f2-cp", "fr", "f2", TroopType::CommandParty, {6200, 1000}, 90));
  s.elements.push_back(el400("f2-1", "fr", "f2", TroopType::HeavyCavalry, {7000, 1600}, 90));
  {
    Battle b(s);
    ScriptedMoves moves({}, {{1, "f2"}});
    ScriptedDice dice({5, 2});
    playBound(b, moves, dice);
    CHECK(b.pipsLeftOf("f1") == 2);
    CHECK(b.pipsLeftOf("f2") == 5);
  }
  {
    Battle b(s);
    ScriptedMoves moves({}, {{1, "f2"}});
    ScriptedDice dice({2, 5});  // his score is higher: no exchange
    playBound(b, moves, dice);
    CHECK(b.pipsLeftOf("f1") == 2);
    CHECK(b.pipsLeftOf("f2") == 5);
    bool refused = false;
    for (const auto& l : b.logEntries())
      refused =
          refused || l.text.find("refused (T-6): his score is not lower") != std::string::npos;
    CHECK(refused);
  }
}

TEST_CASE(
    "T-6 the army commander transfers an element to a subordinate within reach, once a bound, for "
    "1 PIP") {
  BattleSetup s = clash();
  s.sides[0].commands.push_back(
      {"f2", "", GeneralQuality::Ordinary, false, false, "f2-cp", std::nullopt});
  s.elements.push_back(el400("f2-cp", "fr", "f2", TroopType::CommandParty, {5800, 1200}, 90));
  Battle b(s);
  b.pipsLeft("f1") = 3;
  MoveOrder t;
  t.elementIds = {"f-3"};
  t.action = MoveAction::Transfer;
  t.toCommand = "f2";
  ScriptedDice dice({});
  const auto rep = executeOrder(b, t, dice);
  REQUIRE(rep.applied);
  CHECK(b.elements()[*b.find("f-3")].placed.commandId == "f2");
  CHECK(b.pipsLeftOf("f1") == 2);
  t.elementIds = {"f-2"};
  const auto second = executeOrder(b, t, dice);
  REQUIRE(second.refusal);
  CHECK(second.refusal->message == "one transfer a bound");
}

TEST_CASE(
    "TF-8 foot supported by artillery behind it gives its close-combat opponent -1 (B-43, G-18)") {
  BattleSetup s = clash();
  s.elements.push_back(el400("f-i", "fr", "f1", TroopType::Bayonets, {3000, 1600}, 90));
  PlacedElement gun = el400("f-g", "fr", "f1", TroopType::Smoothbore, {3000, 1400}, 90);
  gun.footprint.depthPaces = 400;
  s.elements.push_back(gun);
  s.elements.push_back(el400("a-i", "au", "a1", TroopType::Bayonets, {3000, 1600}, 270));
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(40, 3));
  playBound(b, moves, dice);
  bool tf8 = false;
  for (const auto& l : b.logEntries())
    if (l.combat && l.kind == LogKind::CloseCombat)
      for (const auto& side : l.combat->sides)
        for (const auto& f : side.factors)
          if (f.id == "TF-8" && side.who.find("Bayonets") != std::string::npos) tf8 = true;
  CHECK(tf8);
}

TEST_CASE(
    "B-43 supporting artillery aids the shot of the foot it supports (TF-7) and is never the "
    "primary shooter (B-27)") {
  BattleSetup s = clash();
  s.elements.push_back(el400("f-i", "fr", "f1", TroopType::Bayonets, {3000, 1600}, 90));
  PlacedElement gun = el400("f-g", "fr", "f1", TroopType::Smoothbore, {3000, 1400}, 90);
  gun.footprint.depthPaces = 400;
  s.elements.push_back(gun);
  s.elements.push_back(el400("a-i", "au", "a1", TroopType::Bayonets, {3000, 1800}, 270));
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(40, 3));
  playBound(b, moves, dice);
  bool aided = false;
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::Shooting &&
        l.text.find("f-i shot at by a-i, f-i aided by f-g (mutual)") != std::string::npos) {
      // The mutual shot: f-i (side a) with the gun behind it as its one artillery aider.
      REQUIRE(l.combat);
      for (const auto& f : l.combat->sides[0].factors)
        aided = aided || (f.id == "TF-7" && f.value == 1);
    }
  CHECK(aided);
}
