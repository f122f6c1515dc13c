// Scenario reference checks: placements (C-7), links and nodes (C-1, C-2), settings (C-6, C-15).
#include "core/rules/scenario_validation.h"

#include <doctest/doctest.h>

#include "core/rules/orbat_validation.h"
#include "tests/core/rules/orbat_fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

StageNode node(std::string id, bool port = false, bool station = false) {
  StageNode n;
  n.id = id;
  n.name = "Node " + id;
  n.port = port;
  n.station = station;
  return n;
}

StageLink link(std::string id, std::string from, std::string to,
               LinkKind kind = LinkKind::GoodRoad) {
  StageLink l;
  l.id = std::move(id);
  l.from = std::move(from);
  l.to = std::move(to);
  l.kind = kind;
  return l;
}

ForcePlacement force(std::string id, std::string side, std::vector<std::string> commands,
                     std::string at) {
  ForcePlacement f;
  f.id = std::move(id);
  f.side = std::move(side);
  f.commands = std::move(commands);
  f.node = std::move(at);
  return f;
}

Side frenchSide() {
  Army army;
  army.id = "armee_du_nord";
  army.name = "Armée du Nord";
  army.aggression = 3;
  army.commanderCommand = "napoleon";
  std::vector<Element> elements;
  for (int i = 1; i <= 5; ++i)
    elements.push_back(element("f_" + std::to_string(i), TroopType::Bayonets));
  army.commands.push_back(command("napoleon", "Napoleon", TroopType::ArmyHQ,
                                  GeneralQuality::Brilliant, std::move(elements)));
  Side side;
  side.id = "french";
  side.name = "French";
  side.commanderInChiefArmy = army.id;
  side.armies.push_back(std::move(army));
  return side;
}

/// Two sides, a four-node map with a road, a railway and a water link.
Scenario validScenario() {
  Scenario s;
  s.name = "Waterloo 1815";
  s.mapFile = "map-belgium.json";
  s.settings.startDate = {1815, 6, 15};
  s.settings.lastDay = 4;
  s.sides.push_back({"orbat-allies.json", alliedSide()});
  s.sides.push_back({"orbat-french.json", frenchSide()});
  s.map.nodes = {node("brussels", false, true), node("waterloo"), node("ligny", false, true),
                 node("antwerp", true)};
  s.map.links = {link("l1", "brussels", "waterloo"),
                 link("l2", "brussels", "ligny", LinkKind::Railway),
                 link("l3", "waterloo", "ligny", LinkKind::BadRoad)};
  s.map.nodes[0].port = true;
  s.map.links.push_back(link("l4", "brussels", "antwerp", LinkKind::Water));
  s.startPositions = {force("wellington", "allies", {"hq", "i_corps"}, "brussels"),
                      force("hill", "allies", {"ii_corps"}, "waterloo"),
                      force("armee", "french", {"napoleon"}, "ligny")};
  Reinforcement r;
  r.day = 2;
  r.force = force("blucher", "allies", {"blucher"}, "ligny");
  s.reinforcements.push_back(r);
  s.objectives.push_back({"brussels", "french", 2});
  return s;
}

std::vector<Problem> check(const Scenario& s) { return validateScenario(s); }

int countRule(const std::vector<Problem>& problems, std::string_view rule) {
  return countProblems(problems, rule);
}

}  // namespace

TEST_CASE("C-7 a consistent scenario passes") {
  const auto problems = check(validScenario());
  INFO(describe(problems));
  CHECK(problems.empty());
}

TEST_CASE("C-7 orbat problems are reported against the side's orbat file") {
  Scenario s = validScenario();
  s.sides[1].orbat.armies[0].commands[0].elements.push_back(
      element("chassepot", TroopType::Rifles));
  const auto problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rule == rule::kTroopDates);
  CHECK(problems[0].where == "orbat-french.json: armies[0].commands[0].elements[5] \"chassepot\"");
}

TEST_CASE("C-7 a start position must name an existing side") {
  Scenario s = validScenario();
  s.startPositions[2].side = "austrians";
  const auto problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "scenario.json: startPositions[2].side \"armee\"");
  CHECK(problems[0].rule == "C-7");
}

TEST_CASE("C-7 a placement must name commands of its own side") {
  Scenario s = validScenario();
  s.startPositions[1].commands = {"no_such_corps"};
  auto problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "scenario.json: startPositions[1].commands[0] \"no_such_corps\"");
  s = validScenario();
  s.startPositions[2].commands.push_back("ii_corps");  // an allied corps in a French force
  s.startPositions.erase(s.startPositions.begin() + 1);
  problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message.find("belongs to side \"allies\"") != std::string::npos);
}

TEST_CASE("C-7 a placement needs a command and an existing node") {
  Scenario s = validScenario();
  s.startPositions[1].commands.clear();
  s.startPositions[1].node = "paris";
  const auto problems = check(s);
  CHECK(countRule(problems, "C-7") == 2);
}

TEST_CASE("C-7 every command is placed at most once") {
  Scenario s = validScenario();
  s.reinforcements[0].force.commands.push_back("i_corps");
  const auto problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "scenario.json: reinforcements[0].force.commands[1] \"i_corps\"");
  CHECK(problems[0].message.find("already placed by startPositions[0]") != std::string::npos);
}

TEST_CASE("C-7 reinforcements arrive between day 1 and the last day") {
  Scenario s = validScenario();
  s.reinforcements[0].day = 0;
  CHECK(countRule(check(s), "C-7") == 1);
  s.reinforcements[0].day = 5;
  CHECK(countRule(check(s), "C-7") == 1);
  s.reinforcements[0].day = 4;
  CHECK(check(s).empty());
}

TEST_CASE("C-7 force ids are present and unique") {
  Scenario s = validScenario();
  s.reinforcements[0].force.id = "hill";
  CHECK(countRule(check(s), "C-7") == 1);
}

TEST_CASE("C-1 links name existing, different nodes") {
  Scenario s = validScenario();
  s.map.links[0].to = "quatre_bras";
  auto problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "map-belgium.json: links[0].to \"l1\"");
  s = validScenario();
  s.map.links[0].to = "brussels";
  CHECK(countRule(check(s), "C-1") == 1);
}

TEST_CASE("C-1 a link's length in stages must be positive") {
  Scenario s = validScenario();
  s.map.links[2].stages = 0;
  const auto problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "map-belgium.json: links[2].stages \"l3\"");
}

TEST_CASE("C-1 node ids and link ids are unique") {
  Scenario s = validScenario();
  s.map.nodes[3].id = "waterloo";
  s.map.links[3].to = "waterloo";  // keep the water link pointing at a node
  s.map.nodes[1].port = true;
  s.map.links[1].id = "l1";
  const auto problems = check(s);
  CHECK(countProblems(problems, "C-1", "Node id \"waterloo\"") == 1);
  CHECK(countProblems(problems, "C-1", "Link id \"l1\"") == 1);
}

TEST_CASE("C-2 water links join ports, railways join stations") {
  Scenario s = validScenario();
  s.map.nodes[3].port = false;
  s.map.nodes[2].station = false;
  const auto problems = check(s);
  CHECK(countProblems(problems, "C-2", "not a port") == 1);
  CHECK(countProblems(problems, "C-2", "not a station") == 1);
}

TEST_CASE("C-15 the colonial side must exist") {
  Scenario s = validScenario();
  s.settings.colonialSide = "zulu";
  auto problems = check(s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].where == "scenario.json: settings.colonialSide");
  s.settings.colonialSide = "french";
  CHECK(check(s).empty());
}

TEST_CASE("C-6 the intelligence lag cannot be negative") {
  Scenario s = validScenario();
  s.settings.intelLagPeriods = -1;
  CHECK(countRule(check(s), "C-6") == 1);
  s.settings.intelLagPeriods = 0;
  CHECK(check(s).empty());
}

TEST_CASE("C-4 the last day is day 1 or later") {
  Scenario s = validScenario();
  s.settings.lastDay = 0;
  s.reinforcements.clear();
  CHECK(countRule(check(s), "C-4") == 1);
}

TEST_CASE("scenario objectives name an existing node and side") {
  Scenario s = validScenario();
  s.objectives.push_back({"paris", "prussians", 1});
  CHECK(countRule(check(s), "scenario objectives") == 2);
}

TEST_CASE("unique ids: side ids and command ids across sides") {
  Scenario s = validScenario();
  s.sides[1].orbat.id = "allies";
  s.startPositions[2].side = "allies";
  auto problems = check(s);
  CHECK(countProblems(problems, rule::kUniqueIds, "Side id \"allies\"") == 1);
  s = validScenario();
  s.sides[1].orbat.armies[0].commands[0].id = "hq";
  s.sides[1].orbat.armies[0].commanderCommand = "hq";
  s.startPositions[2].commands = {"hq"};
  problems = check(s);
  CHECK(countProblems(problems, rule::kUniqueIds, "used by both side") == 1);
}
