// Commands defeated when every original element is lost or spent, bridged Pontooneers, and naval contingents never defeated (T-11, B-52, T-13).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/command_defeat.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

// French army commander's command f1 and a subordinate f2; Russians far away.
BattleSetup base() {
  BattleSetup s;
  s.year = 1812;
  s.sides[0] = {"fr",
                "French",
                true,
                BaseEdge::South,
                3,
                {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt},
                 {"f2", "", GeneralQuality::Ordinary, false, false, "f2-b", std::nullopt}}};
  s.sides[1] = {"ru",  "Russians",
                false, BaseEdge::North,
                1,     {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}}};
  s.elements = {el("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
                el("f-1", "fr", "f1", TroopType::Bayonets, {2000, 1000}, 90),
                el("f-2", "fr", "f1", TroopType::Bayonets, {2400, 1000}, 90),
                el("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

bool logged(const Battle& b, const std::string& text) {
  for (const auto& l : b.logEntries())
    if (l.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE(
    "B-52 a command whose original elements are all spent is defeated in the bound loop though it "
    "lost no EE") {
  BattleSetup s = base();
  s.elements.push_back(el("f2-b", "fr", "f2", TroopType::CommandParty, {4000, 600}, 90));
  s.elements.push_back(el("f2-1", "fr", "f2", TroopType::Bayonets, {4000, 1000}, 90));
  Battle b(s);
  // Spent is not lost (T-11): no EE recorded, so a third lost never triggers.
  b.remove(*b.find("f2-b"), ElementCondition::Spent);
  CHECK_FALSE(allOriginalLostOrSpent(b, "f2"));
  b.remove(*b.find("f2-1"), ElementCondition::Spent);
  CHECK(allOriginalLostOrSpent(b, "f2"));
  CHECK_FALSE(allOriginalLostOrSpent(b, "f1"));
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(4, 3));
  playBound(b, moves, dice);
  CHECK(b.losses().defeated("f2"));
  CHECK_FALSE(b.losses().defeated("f1"));
  CHECK(b.losses().lostEe("fr") == 0);
  CHECK(logged(b, "command f2 is defeated (T-11, B-52)"));
}

TEST_CASE(
    "B-52 T-6 an original element transferred away no longer keeps its first command alive; one "
    "still to arrive does") {
  BattleSetup s = base();
  s.elements.push_back(el("f2-b", "fr", "f2", TroopType::CommandParty, {4000, 600}, 90));
  s.elements.push_back(el("f2-1", "fr", "f2", TroopType::Bayonets, {4000, 1000}, 90));
  s.elements.back().onTable = false;  // a late arrival
  s.elements.back().arrivesAtBound = 20;
  Battle b(s);
  b.remove(*b.find("f2-b"), ElementCondition::Destroyed);
  CHECK_FALSE(allOriginalLostOrSpent(b, "f2"));           // f2-1 is still on the road, not lost
  b.elements()[*b.find("f2-1")].placed.commandId = "f1";  // as a T-6 transfer does
  CHECK(allOriginalLostOrSpent(b, "f2"));
  // A transferred-in element is not an original of f1: f1's own originals decide.
  CHECK_FALSE(allOriginalLostOrSpent(b, "f1"));
}

TEST_CASE(
    "B-52 T-13 Pontooneers exchanged for a bridge do not count as lost or spent for their "
    "command") {
  BattleSetup s = base();
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 3000}, {12000, 3000}};
  river.widthPaces = 400;
  s.terrain = {river};
  s.elements.push_back(el("f2-b", "fr", "f2", TroopType::CommandParty, {4000, 600}, 90));
  s.elements.push_back(el("pont", "fr", "f2", TroopType::Pontooneers, {6000, 2800}, 90));
  Battle b(s);
  // The brigadier is spent (not lost: no EE); only the Pontooneers stand for f2.
  b.remove(*b.find("f2-b"), ElementCondition::Spent);
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(40, 3));
  // Bound 1 the Pontooneers stand at the bank; bounds 3, 5 and 7 are their 3 full bounds (T-13).
  for (int k = 0; k < 7; ++k) playBound(b, moves, dice);
  const ElementInPlay& p = b.elements()[*b.find("pont")];
  REQUIRE(p.condition == ElementCondition::Spent);
  CHECK(p.exchangedForBridge);
  CHECK(logged(b, "pont is exchanged for a temporary bridge over river"));
  CHECK_FALSE(allOriginalLostOrSpent(b, "f2"));
  CHECK_FALSE(b.losses().defeated("f2"));
  // The same Pontooneers merely spent would leave f2 with nothing: defeated.
  b.elements()[*b.find("pont")].exchangedForBridge = false;
  CHECK(allOriginalLostOrSpent(b, "f2"));
}

TEST_CASE(
    "T-11 a naval contingent is never defeated, though its losses count for its army (B-51)") {
  BattleSetup s = base();
  BattleTerrainFeature bay;
  bay.id = "bay";
  bay.terrain = TerrainClass::Waterway;
  bay.outline = {{0, 2500}, {12000, 2500}, {12000, 3500}, {0, 3500}};
  s.terrain = {bay};
  s.sides[0].commands.push_back(
      {"fn", "", GeneralQuality::Ordinary, false, false, "", std::nullopt});
  s.elements.push_back(el("f2-b", "fr", "f2", TroopType::CommandParty, {4000, 600}, 90));
  s.elements.push_back(el("f2-1", "fr", "f2", TroopType::Bayonets, {4000, 1000}, 90));
  s.elements.push_back(el("n-1", "fr", "fn", TroopType::Sail, {3000, 3000}, 0));
  s.elements.push_back(el("n-2", "fr", "fn", TroopType::Sail, {6000, 3000}, 0));
  Battle b(s);
  CHECK(isNavalContingent(b, "fn"));
  CHECK_FALSE(isNavalContingent(b, "f1"));
  CHECK_FALSE(isNavalContingent(b, "f2"));
  // Both ships sunk and a land element of f2 destroyed: each a loss of the army.
  for (const char* id : {"n-1", "n-2", "f2-1"}) {
    const std::size_t i = *b.find(id);
    b.remove(i, ElementCondition::Destroyed);
    b.losses().recordLoss(b.elements()[i].placed.commandId, b.elements()[i].ee);
  }
  CHECK(allOriginalLostOrSpent(b, "fn"));
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(4, 3));
  playBound(b, moves, dice);
  CHECK(b.losses().defeated("f2"));  // 1 of 2 EE lost: a third (T-11)
  CHECK_FALSE(b.losses().defeated("fn"));
  CHECK_FALSE(logged(b, "command fn is defeated"));
  CHECK(b.losses().lostEe("fr") > 2);
}
