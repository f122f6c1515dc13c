// C-19, C-20: campaign arrivals in the engine: a delayed element's first bound, and a command joining a running battle.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/hfg_resolver.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

PlacedElement placed(std::string id, std::string side, std::string cmd, TroopType t, Vec2 at,
                     double heading) {
  PlacedElement p;
  p.id = std::move(id);
  p.sideId = std::move(side);
  p.commandId = std::move(cmd);
  p.element.type = t;
  p.element.id = p.id;
  p.footprint.frontMid = at;
  p.footprint.headingDeg = heading;
  p.footprint.frontagePaces = 400;
  p.footprint.depthPaces = 300;
  return p;
}

/// Two lines of heavy cavalry 1,200 p apart with a CP each; fr attacks (moves first).
BattleSetup lines() {
  BattleSetup s;
  s.year = 1810;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                3,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"au",  "Austrians",
                false, BaseEdge::North,
                1,     {{"a1", "", GeneralQuality::Ordinary, false, true, "a-cp", std::nullopt}}};
  s.elements = {placed("f-cp", "fr", "f1", TroopType::CommandParty, {5400, 1000}, 90),
                placed("f-1", "fr", "f1", TroopType::HeavyCavalry, {5400, 1600}, 90),
                placed("a-cp", "au", "a1", TroopType::CommandParty, {5400, 3400}, 270),
                placed("a-1", "au", "a1", TroopType::HeavyCavalry, {5400, 2800}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

/// f2: a CP and a heavy cavalry element off the table by the south edge, due at `bound`.
std::vector<PlacedElement> reinforcement(int bound) {
  PlacedElement cp = placed("f2-cp", "fr", "f2", TroopType::CommandParty, {2000, 300}, 90);
  PlacedElement cav = placed("f2-1", "fr", "f2", TroopType::HeavyCavalry, {2400, 300}, 90);
  for (auto* e : {&cp, &cav}) {
    e->onTable = false;
    e->arrivesAtBound = bound;
  }
  return {cp, cav};
}

BattleCommandSetup f2() {
  return {"f2", "", GeneralQuality::Ordinary, false, false, "f2-cp", std::nullopt};
}

}  // namespace

TEST_CASE("C-19 a delayed element does not come on before its arrivesAtBound, whatever its PIP") {
  BattleSetup s = lines();
  s.sides[0].commands.push_back(f2());
  for (const auto& e : reinforcement(3)) s.elements.push_back(e);
  Battle b(s);
  ScriptedMoves moves({});
  // Bound 1 (fr): f1 3, f2 6 but not due; bound 2 (au): 3; bound 3 (fr): f1 3, f2 6 and due.
  ScriptedDice dice({3, 6, 3, 3, 6});
  playBound(b, moves, dice);
  CHECK_FALSE(b.elements()[*b.find("f2-1")].present());
  playBound(b, moves, dice);
  playBound(b, moves, dice);
  CHECK(b.elements()[*b.find("f2-1")].present());
  CHECK(b.index().contains(static_cast<int>(*b.find("f2-1"))));
  CHECK(dice.used() == 5);
}

TEST_CASE(
    "C-20 a command joins a running battle: its elements, PIP throw and element equivalents") {
  Battle b(lines());
  ScriptedMoves moves({});
  ScriptedDice dice({3, 3, 3, 5});
  playBound(b, moves, dice);  // fr
  playBound(b, moves, dice);  // au
  const double before = b.losses().originalEe("fr");
  b.addCommand(0, f2(), reinforcement(3));
  REQUIRE(b.command("f2"));
  CHECK(b.setup().sides[0].commands.size() == 2);
  CHECK(b.losses().originalEe("fr") > before);
  CHECK_FALSE(b.elements()[*b.find("f2-1")].present());
  playBound(b, moves, dice);  // fr: f1 3, f2 5 by its own base edge (T-15 needs 4)
  CHECK(b.elements()[*b.find("f2-1")].present());
  CHECK(b.elements()[*b.find("f2-cp")].present());
  // Nothing is added twice, and elements must be of the command and side given.
  CHECK_THROWS_AS(b.addCommand(0, f2(), {}), std::invalid_argument);
  auto stray = reinforcement(5);
  stray[0].id = "f3-cp";
  stray[0].commandId = "f3";
  stray.resize(1);
  CHECK_THROWS_AS(
      b.addCommand(1, {"f3", "", GeneralQuality::Ordinary, false, false, "f3-cp", std::nullopt},
                   stray),
      std::invalid_argument);
  CHECK_FALSE(b.command("f3"));
}
