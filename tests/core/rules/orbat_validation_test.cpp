// The army rules (ORGANISING AN ARMY: ARMY SIZE, TROOP DEFINITIONS, T-5): one failing case per
// rule.
#include "core/rules/orbat_validation.h"

#include <doctest/doctest.h>

#include "tests/core/rules/orbat_fixture.h"

using namespace hfg;
using namespace hfg::test;
using T = TroopType;
using G = Grade;

namespace {
constexpr std::string_view kFile = "orbat-allies.json";

std::vector<Problem> check(const Side& side, int year = 1815) {
  return validateSide(side, year, kFile);
}
}  // namespace

TEST_CASE("ARMY SIZE the hand-built 1815 side passes every rule") {
  const auto problems = check(alliedSide());
  INFO(describe(problems));
  CHECK(problems.empty());
}

TEST_CASE("ARMY SIZE a side with no armies has no staff element") {
  Side side = alliedSide();
  side.armies.clear();
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rule == rule::kArmySize);
  CHECK(problems[0].where == "orbat-allies.json: armies");
}

TEST_CASE("ARMY SIZE the side needs a C-in-C: commanderInChiefArmy empty or unknown") {
  Side side = alliedSide();
  side.commanderInChiefArmy.clear();
  CHECK(countProblems(check(side), rule::kArmySize, "No Commander-in-Chief") == 1);
  side.commanderInChiefArmy = "french";
  const auto problems = check(side);
  CHECK(countProblems(problems, rule::kArmySize, "\"french\"") == 1);
  CHECK(problems[0].where == "orbat-allies.json: commanderInChiefArmy");
}

TEST_CASE("ARMY SIZE every army names an existing commander's command") {
  Side side = alliedSide();
  side.armies[0].commanderCommand = "no_such";
  auto problems = check(side);
  CHECK(countProblems(problems, rule::kArmySize, "no command with that id") == 1);
  CHECK(problems[0].where == "orbat-allies.json: armies[0].commanderCommand \"Anglo-Allied Army\"");
  side.armies[0].commanderCommand.clear();
  problems = check(side);
  CHECK(countProblems(problems, rule::kArmySize, "commanderCommand is empty") == 1);
}

TEST_CASE("TROOP REPRESENTATION an army without commands has no staff element") {
  Side side = alliedSide();
  side.armies[1].commands.clear();
  const auto problems = check(side);
  CHECK(countProblems(problems, rule::kArmyComposition, "1 or more staff elements") == 1);
}

TEST_CASE("ARMY SIZE a subordinate command needs at least 6 elements including its general") {
  Side side = alliedSide();
  Command& corps = side.armies[0].commands[2];
  corps.name = "VI Corps";
  corps.elements.resize(3);
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "orbat-allies.json: armies[0].commands[2] \"VI Corps\"");
  CHECK(problems[0].rule == rule::kArmySize);
  CHECK(problems[0].message ==
        "VI Corps has 4 elements including its general; a subordinate command needs at least 6");
  // Exactly 6 (5 elements and the general) is enough.
  corps.elements = alliedSide().armies[0].commands[2].elements;
  corps.elements.resize(5);
  CHECK(check(side).empty());
}

TEST_CASE("ARMY SIZE an army commander's own command has no minimum, unless he is allied") {
  Side side = alliedSide();
  side.armies[1].commands[0].elements.resize(1);
  CHECK(check(side).empty());
  side.armies[1].commands[0].allied = true;
  CHECK(countProblems(check(side), rule::kArmySize, "an allied command needs at least 6") == 1);
}

TEST_CASE("TROOP REPRESENTATION at most one logistics element per army") {
  Side side = alliedSide();
  side.armies[0].commands[0].elements.push_back(element("pontoons", T::Pontooneers));
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rule == rule::kArmyComposition);
  CHECK(problems[0].where == "orbat-allies.json: armies[0].commands[0].elements[3] \"pontoons\"");
  // One logistics element in each of two armies is fine.
  Side two = alliedSide();
  two.armies[1].commands[0].elements.push_back(element("p_train", T::Pontooneers));
  CHECK(check(two).empty());
}

TEST_CASE("ARMY SIZE logistic elements must be in an army commander's own command") {
  Side side = alliedSide();
  side.armies[0].commands[0].elements.erase(side.armies[0].commands[0].elements.begin());
  side.armies[0].commands[1].elements.push_back(element("i_supply", T::SupplyBase));
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(countProblems(problems, rule::kArmySize, "army commander's own command") == 1);
}

TEST_CASE("TROOP DEFINITIONS a general's staff element must be a staff type") {
  Side side = alliedSide();
  side.armies[0].commands[1].general.staffType = T::Dragoons;
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rule == rule::kTroopDefinitions);
  CHECK(problems[0].where ==
        "orbat-allies.json: armies[0].commands[1].general.staffType \"I Corps\"");
}

TEST_CASE("TROOP DEFINITIONS an Army HQ leads an army or an allied command") {
  Side side = alliedSide();
  side.armies[0].commands[1].general.staffType = T::ArmyHQ;
  CHECK(countProblems(check(side), rule::kTroopDefinitions, "Army HQ") == 1);
  side.armies[0].commands[1].allied = true;
  CHECK(check(side).empty());
}

TEST_CASE("TROOP DEFINITIONS a Native Potentate is the sole commander of his army") {
  Side side = alliedSide();
  side.armies[0].commands[2].general.staffType = T::NativePotentate;
  CHECK(countProblems(check(side), rule::kTroopDefinitions, "Native Potentate") == 1);
  Side led = alliedSide();
  led.armies[1].commands[0].general.staffType = T::NativePotentate;
  CHECK(check(led).empty());
}

TEST_CASE("TROOP DEFINITIONS a staff type may not be listed among a command's elements") {
  Side side = alliedSide();
  side.armies[0].commands[1].elements.push_back(element("extra_cp", T::CommandParty));
  CHECK(countProblems(check(side), rule::kTroopDefinitions, "staff element") == 1);
}

TEST_CASE("T-5 grades the book forbids: Inferior artillery, Heavy Portable, Inferior Spearmen") {
  Side side = alliedSide();
  auto& elements = side.armies[0].commands[1].elements;
  elements.push_back(element("bad_1", T::Smoothbore, G::Inferior));
  elements.push_back(element("bad_2", T::Portable, G::Heavy));
  elements.push_back(element("bad_3", T::Spearmen, G::Inferior));
  const auto problems = check(side);
  CHECK(countProblems(problems, rule::kElementCost) == 3);
  CHECK(countProblems(problems, rule::kElementCost,
                      "Smoothbore Artillery cannot be graded Inferior; Smoothbore Artillery may "
                      "be: Basic, Heavy, Horse") == 1);
}

TEST_CASE("B-18 a Basic Submarine is refused; before 1900 all submarines are Inferior") {
  Side side = alliedSide();
  side.armies[0].commands[0].elements.push_back(element("david", T::Submarine, G::Basic));
  auto problems = check(side, 1864);
  CHECK(countProblems(problems, rule::kSubmarineCost, "before 1900") == 1);
  problems = check(side, 1905);
  CHECK(countProblems(problems, rule::kSubmarineCost, "unreadable") == 1);
  CHECK(countProblems(problems, rule::kSubmarineCost, "before 1900") == 0);
  side.armies[0].commands[0].elements.back().grade = G::Inferior;
  CHECK(countProblems(check(side, 1864), rule::kSubmarineCost) == 0);
}

TEST_CASE("B-14 types are checked against the scenario year") {
  Side side = alliedSide();
  side.armies[0].commands[1].elements.push_back(element("needle", T::Rifles));
  const auto problems = check(side);
  CHECK(countProblems(problems, rule::kTroopDates,
                      "Rifles cannot fight in 1815; the type exists from 1868") == 1);
  // The 1815 side's Light Cavalry is not yet allowed in 1747, and Bayonets are gone by 1886.
  CHECK(countProblems(check(alliedSide(), 1747), rule::kTroopDates, "Light Cavalry") == 1);
  // Bayonets: 4 in I Corps, 2 in II Corps, 5 Prussian.
  CHECK(countProblems(check(alliedSide(), 1886), rule::kTroopDates, "Bayonets") == 11);
}

TEST_CASE("NAVAL CONTINGENTS an admiral only in a naval element other than Flotilla or Submarine") {
  Side side = alliedSide();
  side.armies[0].commands[0].elements[2].admiral = GeneralQuality::Ordinary;  // cavalry
  CHECK(countProblems(check(side), rule::kNavalContingents, "only a naval element") == 1);
  Side flotilla = alliedSide();
  Element boats = element("boats", T::Flotilla);
  boats.admiral = GeneralQuality::Ordinary;
  flotilla.armies[0].commands[0].elements.push_back(boats);
  CHECK(countProblems(check(flotilla), rule::kNavalContingents, "cannot be a flagship") == 1);
}

TEST_CASE("TROOP DEFINITIONS only one naval element of a side can be a flagship") {
  Side side = alliedSide();
  for (const char* id : {"ship_1", "ship_2"}) {
    Element ship = element(id, T::Sail);
    ship.admiral = GeneralQuality::Ordinary;
    side.armies[0].commands[1].elements.push_back(ship);
  }
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "orbat-allies.json: armies[0].commands[1].elements[8] \"ship_2\"");
}

TEST_CASE("DECIDING ATTACKER AND DEFENDER aggression factors cannot be negative") {
  Side side = alliedSide();
  side.armies[1].aggression = -1;
  side.armies[0].commands[2].allied = true;
  side.armies[0].commands[2].aggression = -2;
  const auto problems = check(side);
  CHECK(countProblems(problems, rule::kAggression) == 2);
  CHECK(problems[0].where == "orbat-allies.json: armies[0].commands[2].aggression \"II Corps\"");
}

TEST_CASE("unique ids: commands and elements share one set of ids within a side") {
  Side side = alliedSide();
  side.armies[0].commands[2].elements[0].id = "i_corps";  // clashes with a command
  auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rule == rule::kUniqueIds);
  CHECK(problems[0].message ==
        "The id \"i_corps\" is already used by armies[0].commands[1] \"I Corps\"; ids must be "
        "unique within a side (commands and elements share one set of ids)");
  side = alliedSide();
  side.armies[1].id = "anglo_allied";
  side.armies[1].commands[0].elements[0].id.clear();
  problems = check(side);
  CHECK(countProblems(problems, rule::kUniqueIds, "already used") == 1);
  CHECK(countProblems(problems, rule::kUniqueIds, "has no id") == 1);
}

TEST_CASE("formatProblem puts where, message and rule on one line") {
  const Problem p{"orbat-allies.json: armies[0]", "ORGANISING AN ARMY: ARMY SIZE", "Too small"};
  CHECK(formatProblem(p) ==
        "orbat-allies.json: armies[0]: Too small [ORGANISING AN ARMY: ARMY SIZE]");
  CHECK(problemWhere("a.json", "armies[1]", "") == "a.json: armies[1]");
  CHECK(problemWhere("a.json", "armies[1]", "Army") == "a.json: armies[1] \"Army\"");
}

TEST_CASE("NAVAL CONTINGENTS without a flagship, naval elements are the C-in-C's") {
  Side side = alliedSide();
  side.armies[0].commands[0].elements.push_back(element("gunboats", T::Flotilla));
  CHECK(check(side).empty());
  side.armies[0].commands[2].elements.push_back(element("frigate", T::Sail, G::Inferior));
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "orbat-allies.json: armies[0].commands[2].elements[6] \"frigate\"");
  CHECK(problems[0].message.find("belong in Wellington's command") != std::string::npos);
}

TEST_CASE("NAVAL CONTINGENTS with a flagship, every naval element is in the flagship's command") {
  Side side = alliedSide();
  Element flagship = element("victory", T::Sail);
  flagship.admiral = GeneralQuality::Brilliant;
  side.armies[0].commands[2].elements.push_back(flagship);
  side.armies[0].commands[2].elements.push_back(element("frigate", T::Sail, G::Inferior));
  CHECK(check(side).empty());
  side.armies[0].commands[0].elements.push_back(element("gunboats", T::Flotilla));
  const auto problems = check(side);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message.find("the flagship's command") != std::string::npos);
}
