// Order-of-battle edits built from the generic value, insert and erase operations.
#include "core/edit/orbat_edits.h"

#include <utility>

#include "core/edit/locate.h"
#include "core/edit/value_operations.h"

namespace hfg {
namespace {

ListLocator<Element> elementsOf(std::string commandId) {
  return [commandId = std::move(commandId)](Scenario& s) -> std::vector<Element>* {
    Command* command = findCommandIn(s, commandId);
    return command ? &command->elements : nullptr;
  };
}

const Command& requireCommand(const Scenario& scenario, const std::string& commandId,
                              const char* what) {
  for (const auto& side : scenario.sides)
    if (const Command* command = side.orbat.findCommand(commandId)) return *command;
  throw EditError(std::string(what) + ": no command '" + commandId + "'");
}

const Element& requireElement(const Scenario& scenario, const std::string& commandId,
                              const std::string& elementId, const char* what) {
  for (const auto& element : requireCommand(scenario, commandId, what).elements)
    if (element.id == elementId) return element;
  throw EditError(std::string(what) + ": command '" + commandId + "' has no element '" + elementId +
                  "'");
}

std::string nameOf(const Element& element) {
  return element.name.empty() ? std::string(displayNameOf(element.type)) : element.name;
}

OperationPtr setElement(const std::string& commandId, Element element, std::string label) {
  const std::string id = element.id;
  return std::make_unique<SetValueOperation<Element>>(
      std::move(label), kChangeOrbat,
      [commandId, id](Scenario& s) { return findElementIn(s, commandId, id); }, std::move(element));
}

OperationPtr setCommand(Command command, std::string label) {
  const std::string id = command.id;
  return std::make_unique<SetValueOperation<Command>>(
      std::move(label), kChangeOrbat, [id](Scenario& s) { return findCommandIn(s, id); },
      std::move(command));
}

}  // namespace

OperationPtr addElement(const std::string& commandId, Element element, std::size_t index) {
  std::string label = "Add " + nameOf(element);
  return std::make_unique<InsertOperation<Element>>(
      std::move(label), kChangeOrbat, elementsOf(commandId), std::move(element), index);
}

OperationPtr duplicateElement(const Scenario& scenario, const std::string& commandId,
                              const std::string& elementId) {
  const Element& original = requireElement(scenario, commandId, elementId, "Duplicate element");
  const Command& command = requireCommand(scenario, commandId, "Duplicate element");
  std::size_t index = 0;
  while (command.elements[index].id != elementId) ++index;
  Element copy = original;
  copy.id = freshElementId(*scenario.sideOfCommand(commandId));
  copy.admiral.reset();  // NAVAL CONTINGENTS: one flagship per side, the copy is not it
  std::string label = "Duplicate " + nameOf(original);
  return std::make_unique<InsertOperation<Element>>(
      std::move(label), kChangeOrbat, elementsOf(commandId), std::move(copy), index + 1);
}

OperationPtr deleteElement(const Scenario& scenario, const std::string& commandId,
                           const std::string& elementId) {
  const Element& element = requireElement(scenario, commandId, elementId, "Delete element");
  return std::make_unique<EraseOperation<Element>>("Delete " + nameOf(element), kChangeOrbat,
                                                   elementsOf(commandId),
                                                   findById<Element>(elementId));
}

OperationPtr moveElement(const Scenario& scenario, const std::string& fromCommandId,
                         const std::string& elementId, const std::string& toCommandId,
                         std::size_t toIndex) {
  const Element& element = requireElement(scenario, fromCommandId, elementId, "Move element");
  const Command& to = requireCommand(scenario, toCommandId, "Move element");
  if (scenario.sideOfCommand(fromCommandId) != scenario.sideOfCommand(toCommandId))
    throw EditError("Move element: elements stay in their own side");
  const std::size_t sizeAfter = to.elements.size() - (fromCommandId == toCommandId ? 1 : 0);
  if (toIndex > sizeAfter) toIndex = sizeAfter;
  auto op = std::make_unique<CompositeOperation>(
      fromCommandId == toCommandId ? "Reorder " + nameOf(element)
                                   : "Move " + nameOf(element) + " to " + to.name);
  op->add(std::make_unique<EraseOperation<Element>>(
      "Remove", kChangeOrbat, elementsOf(fromCommandId), findById<Element>(elementId)));
  op->add(std::make_unique<InsertOperation<Element>>("Insert", kChangeOrbat,
                                                     elementsOf(toCommandId), element, toIndex));
  return op;
}

OperationPtr setElementType(const Scenario& scenario, const std::string& commandId,
                            const std::string& elementId, TroopType type) {
  Element element = requireElement(scenario, commandId, elementId, "Set element type");
  element.type = type;
  return setElement(commandId, element,
                    "Set " + element.id + " type to " + std::string(displayNameOf(type)));
}

OperationPtr setElementGrade(const Scenario& scenario, const std::string& commandId,
                             const std::string& elementId, Grade grade) {
  Element element = requireElement(scenario, commandId, elementId, "Set element grade");
  element.grade = grade;
  return setElement(commandId, element,
                    "Set " + element.id + " grade to " + std::string(keyOf(grade)));
}

OperationPtr setElementName(const Scenario& scenario, const std::string& commandId,
                            const std::string& elementId, std::string name) {
  Element element = requireElement(scenario, commandId, elementId, "Rename element");
  element.name = std::move(name);
  return setElement(commandId, element, "Rename " + element.id + " to " + element.name);
}

OperationPtr replaceSideOrbat(const Scenario& scenario, const std::string& sideId, Side side) {
  if (!scenario.findSide(sideId)) throw EditError("Replace orbat: no side '" + sideId + "'");
  std::string label = "Import orbat of " + side.name;
  return std::make_unique<SetValueOperation<Side>>(
      std::move(label), kChangeOrbat, [sideId](Scenario& s) { return findSideIn(s, sideId); },
      std::move(side));
}

OperationPtr addSide(const Scenario& scenario, Side side, std::string orbatFile) {
  if (side.id.empty()) throw EditError("Add side: the side needs an id");
  if (scenario.findSide(side.id)) throw EditError("Add side: id '" + side.id + "' is taken");
  for (const auto& army : side.armies)
    for (const auto& command : army.commands)
      if (scenario.sideOfCommand(command.id))
        throw EditError("Add side: command id '" + command.id + "' is taken");
  ScenarioSide entry;
  entry.orbatFile = std::move(orbatFile);
  const std::string label = "Add side " + (side.name.empty() ? side.id : side.name);
  entry.orbat = std::move(side);
  return std::make_unique<InsertOperation<ScenarioSide>>(
      label, kChangeOrbat, [](Scenario& s) { return &s.sides; }, std::move(entry));
}

OperationPtr addCommand(const Scenario& scenario, const std::string& sideId,
                        const std::string& armyId, Command command) {
  if (scenario.sideOfCommand(command.id))
    throw EditError("Add command: id '" + command.id + "' is taken");
  std::string label = "Add command " + command.name;
  return std::make_unique<InsertOperation<Command>>(
      std::move(label), kChangeOrbat,
      [sideId, armyId](Scenario& s) -> std::vector<Command>* {
        Army* army = findArmyIn(s, sideId, armyId);
        return army ? &army->commands : nullptr;
      },
      std::move(command));
}

OperationPtr deleteCommand(const Scenario& scenario, const std::string& commandId) {
  const Command& command = requireCommand(scenario, commandId, "Delete command");
  const Side& side = *scenario.sideOfCommand(commandId);
  const Army& army = *side.armyOfCommand(commandId);
  const std::string sideId = side.id, armyId = army.id;
  return std::make_unique<EraseOperation<Command>>(
      "Delete command " + command.name, kChangeOrbat,
      [sideId, armyId](Scenario& s) -> std::vector<Command>* {
        Army* a = findArmyIn(s, sideId, armyId);
        return a ? &a->commands : nullptr;
      },
      findById<Command>(commandId));
}

OperationPtr setCommandName(const Scenario& scenario, const std::string& commandId,
                            std::string name) {
  Command command = requireCommand(scenario, commandId, "Rename command");
  command.name = std::move(name);
  return setCommand(command, "Rename command to " + command.name);
}

OperationPtr setGeneralName(const Scenario& scenario, const std::string& commandId,
                            std::string name) {
  Command command = requireCommand(scenario, commandId, "Rename general");
  command.general.name = std::move(name);
  return setCommand(command, "Rename general to " + command.general.name);
}

OperationPtr setGeneralQuality(const Scenario& scenario, const std::string& commandId,
                               GeneralQuality quality) {
  Command command = requireCommand(scenario, commandId, "Set general quality");
  command.general.quality = quality;
  return setCommand(command, "Set " + command.general.name + " " + std::string(keyOf(quality)));
}

}  // namespace hfg
