// Orbat edits: elements, commands and generals, with totals following and undo restoring.
#include "core/edit/orbat_edits.h"

#include <doctest/doctest.h>

#include "core/edit/scenario_edits.h"
#include "core/edit/undo_stack.h"
#include "core/rules/army_points.h"
#include "edit_fixture.h"

namespace hfg {
namespace {

const Command& command(const Scenario& s, const char* id) {
  return *s.sides[0].orbat.findCommand(id);
}

}  // namespace

TEST_CASE("orbat edits: adding an element raises the command's T-5 total; undo lowers it") {
  Scenario s = test::editFixture();
  UndoStack stack;
  const int before = commandPoints(command(s, "c2")).points;
  stack.push(s,
             addElement("c2", {"e9", TroopType::Cuirassiers, Grade::Elite, "Cuirassiers", "", {}}));
  CHECK(command(s, "c2").elements.size() == 2);
  CHECK(commandPoints(command(s, "c2")).points ==
        before + *elementPoints(command(s, "c2").elements[1]));
  stack.undo(s);
  CHECK(commandPoints(command(s, "c2")).points == before);
}

TEST_CASE("orbat edits: duplicate gets a fresh id after the original; delete and undo") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, duplicateElement(s, "c1", "e1"));
  REQUIRE(command(s, "c1").elements.size() == 3);
  const Element& copy = command(s, "c1").elements[1];
  CHECK(copy.id == "element-1");
  CHECK(copy.type == TroopType::Bayonets);
  CHECK(copy.name == "1e Ligne");
  stack.push(s, deleteElement(s, "c1", "e1"));
  CHECK(command(s, "c1").elements[0].id == "element-1");
  stack.setIndex(s, 0);
  CHECK(command(s, "c1").elements.size() == 2);
  CHECK(command(s, "c1").elements[0].id == "e1");
}

TEST_CASE("orbat edits: move between commands and reorder within one") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, moveElement(s, "c1", "e2", "c2", 0));
  CHECK(command(s, "c1").elements.size() == 1);
  CHECK(command(s, "c2").elements[0].id == "e2");
  CHECK(stack.undoLabel() == "Move Batterie to II Corps");
  stack.undo(s);
  CHECK(command(s, "c1").elements[1].id == "e2");
  stack.push(s, moveElement(s, "c1", "e2", "c1", 0));
  CHECK(command(s, "c1").elements[0].id == "e2");
  CHECK(command(s, "c1").elements[1].id == "e1");
  stack.undo(s);
  CHECK(command(s, "c1").elements[0].id == "e1");
}

TEST_CASE("orbat edits: type, grade, names and general quality") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, setElementType(s, "c1", "e1", TroopType::LightInfantry));
  stack.push(s, setElementGrade(s, "c1", "e1", Grade::Elite));
  stack.push(s, setElementName(s, "c1", "e1", "Voltigeurs"));
  stack.push(s, setCommandName(s, "c1", "1er Corps"));
  stack.push(s, setGeneralName(s, "c1", "Drouet"));
  stack.push(s, setGeneralQuality(s, "c1", GeneralQuality::Inert));
  const Command& c1 = command(s, "c1");
  CHECK(c1.elements[0].type == TroopType::LightInfantry);
  CHECK(c1.elements[0].grade == Grade::Elite);
  CHECK(c1.elements[0].name == "Voltigeurs");
  CHECK(c1.name == "1er Corps");
  CHECK(c1.general.name == "Drouet");
  CHECK(c1.general.quality == GeneralQuality::Inert);
  stack.setIndex(s, 0);
  CHECK(command(s, "c1").elements[0].type == TroopType::Bayonets);
  CHECK(command(s, "c1").general.quality == GeneralQuality::Ordinary);
}

TEST_CASE("orbat edits: add and delete commands; ids stay unique across the scenario") {
  Scenario s = test::editFixture();
  UndoStack stack;
  Command c3;
  c3.id = "c3";
  c3.name = "III Corps";
  stack.push(s, addCommand(s, "fr", "armee", c3));
  CHECK(s.sides[0].orbat.armies[0].commands.size() == 3);
  CHECK_THROWS_AS(addCommand(s, "fr", "armee", c3), EditError);
  stack.push(s, deleteCommand(s, "c1"));
  CHECK(s.sides[0].orbat.findCommand("c1") == nullptr);
  stack.setIndex(s, 0);
  CHECK(s.sides[0].orbat.armies[0].commands[0].id == "c1");
  CHECK(s.sides[0].orbat.armies[0].commands.size() == 2);
}

TEST_CASE("scenario edits: forces, reinforcements, objectives and settings") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, placeForce({"f2", "II Corps", "fr", {"c2"}, "c"}));
  stack.push(s, moveForce(s, "f2", "b"));
  stack.push(s, moveForce(s, "f2", "a"));  // a drag across nodes merges
  CHECK(stack.size() == 2);
  CHECK(s.startPositions[1].node == "a");
  stack.push(s, addReinforcement({3, {"r1", "Garde", "fr", {"c2"}, "c"}}));
  Reinforcement later = s.reinforcements[0];
  later.day = 4;
  stack.push(s, setReinforcement(s, 0, later));
  CHECK(s.reinforcements[0].day == 4);
  stack.push(s, addObjective({"c", "fr", 3}));
  stack.push(s, setObjective(s, 1, {"c", "fr", 5}));
  stack.push(s, removeObjective(s, 0));
  CHECK(s.objectives.size() == 1);
  CHECK(s.objectives[0].points == 5);
  ScenarioSettings settings = s.settings;
  settings.seed = 42;
  settings.intelLagPeriods = 1;
  stack.push(s, setSettings(settings));
  CHECK(s.settings.seed == 42);
  stack.push(s, removeForce(s, "f1"));
  stack.push(s, removeReinforcement(s, 0));
  CHECK(s.startPositions.size() == 1);
  CHECK(s.reinforcements.empty());
  stack.setIndex(s, 0);
  CHECK(s.startPositions.size() == 1);
  CHECK(s.startPositions[0].id == "f1");
  CHECK(s.reinforcements.empty());
  CHECK(s.objectives.size() == 1);
  CHECK(s.objectives[0].points == 2);
  CHECK(s.settings.seed == 1);
  CHECK_THROWS_AS(removeObjective(s, 7), EditError);
  CHECK_THROWS_AS(moveForce(s, "nope", "a"), EditError);
}

}  // namespace hfg

namespace hfg {

TEST_CASE("C-7 placing a command at a node: a new force, or its force moves") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, placeCommandAt(s, "c2", "c"));
  REQUIRE(s.startPositions.size() == 2);
  CHECK(s.startPositions[1].commands == std::vector<std::string>{"c2"});
  CHECK(s.startPositions[1].side == "fr");
  CHECK(s.startPositions[1].name == "II Corps");
  CHECK(s.startPositions[1].node == "c");
  stack.push(s, placeCommandAt(s, "c1", "b"));  // c1 is in f1: f1 moves
  CHECK(s.startPositions.size() == 2);
  CHECK(s.startPositions[0].node == "b");
  CHECK_THROWS_AS(placeCommandAt(s, "c1", "nowhere"), EditError);
  CHECK_THROWS_AS(placeCommandAt(s, "zz", "a"), EditError);
  stack.setIndex(s, 0);
  CHECK(s.startPositions.size() == 1);
  CHECK(s.startPositions[0].node == "a");
}

}  // namespace hfg

namespace hfg {

TEST_CASE("orbat edits: replacing a side's orbat (CSV import) is one undo step") {
  Scenario s = test::editFixture();
  UndoStack stack;
  Side replacement = s.sides[0].orbat;
  replacement.armies[0].commands.pop_back();
  stack.push(s, replaceSideOrbat(s, "fr", replacement));
  CHECK(s.sides[0].orbat.armies[0].commands.size() == 1);
  stack.undo(s);
  CHECK(s.sides[0].orbat.armies[0].commands.size() == 2);
  CHECK_THROWS_AS(replaceSideOrbat(s, "xx", replacement), EditError);
}

}  // namespace hfg

namespace hfg {

TEST_CASE("orbat edits: add a side with its orbat file; taken side and command ids are refused") {
  Scenario s = test::editFixture();
  const std::size_t before = s.sides.size();
  UndoStack stack;
  Side side;
  side.id = "red";
  side.name = "Red";
  side.armies.push_back({"red-army", "Red army", 0, "", {}});
  stack.push(s, addSide(s, side, "red.orbat.json"));
  REQUIRE(s.sides.size() == before + 1);
  CHECK(s.sides.back().orbatFile == "red.orbat.json");
  CHECK(s.findSide("red"));
  CHECK(stack.undoLabel() == "Add side Red");
  CHECK_THROWS_AS(addSide(s, side, "again.json"), EditError);  // the id is taken now
  Side clash;
  clash.id = "green";
  clash.armies.push_back({"g", "G", 0, "", {Command{}}});
  clash.armies[0].commands[0].id = s.sides[0].orbat.armies[0].commands[0].id;
  CHECK_THROWS_AS(addSide(s, clash, "green.json"), EditError);
  stack.undo(s);
  CHECK(s.sides.size() == before);
}

}  // namespace hfg
