// Scenario edits built from the generic value, insert and erase operations.
#include "core/edit/scenario_edits.h"

#include <utility>

#include "core/edit/locate.h"
#include "core/edit/value_operations.h"

namespace hfg {
namespace {

void requireIndex(std::size_t index, std::size_t size, const char* what) {
  if (index >= size)
    throw EditError(std::string(what) + ": there is no number " + std::to_string(index + 1) + " (" +
                    std::to_string(size) + " in the scenario)");
}

}  // namespace

OperationPtr placeForce(ForcePlacement force) {
  std::string label = "Place " + (force.name.empty() ? force.id : force.name) + " at " + force.node;
  return std::make_unique<InsertOperation<ForcePlacement>>(
      std::move(label), kChangePlacements, [](Scenario& s) { return &s.startPositions; },
      std::move(force));
}

OperationPtr moveForce(const Scenario& scenario, const std::string& forceId,
                       const std::string& nodeId) {
  const ForcePlacement* force = nullptr;
  for (const auto& f : scenario.startPositions)
    if (f.id == forceId) force = &f;
  if (!force) throw EditError("Move force: no force '" + forceId + "'");
  return std::make_unique<SetValueOperation<std::string>>(
      "Move " + (force->name.empty() ? forceId : force->name) + " to " + nodeId, kChangePlacements,
      [forceId](Scenario& s) -> std::string* {
        ForcePlacement* f = findPlacementIn(s, forceId);
        return f ? &f->node : nullptr;
      },
      nodeId, "move-force:" + forceId);
}

OperationPtr placeCommandAt(const Scenario& scenario, const std::string& commandId,
                            const std::string& nodeId) {
  const Side* side = scenario.sideOfCommand(commandId);
  if (!side) throw EditError("Place force: no command '" + commandId + "'");
  if (!scenario.map.findNode(nodeId)) throw EditError("Place force: no node '" + nodeId + "'");
  for (const auto& force : scenario.startPositions)
    for (const auto& placed : force.commands)
      if (placed == commandId) return moveForce(scenario, force.id, nodeId);
  ForcePlacement force;
  force.id = freshPlacementId(scenario);
  force.name = side->findCommand(commandId)->name;
  force.side = side->id;
  force.commands = {commandId};
  force.node = nodeId;
  return placeForce(std::move(force));
}

OperationPtr removeForce(const Scenario& scenario, const std::string& forceId) {
  for (const auto& f : scenario.startPositions)
    if (f.id == forceId)
      return std::make_unique<EraseOperation<ForcePlacement>>(
          "Remove " + (f.name.empty() ? forceId : f.name), kChangePlacements,
          [](Scenario& s) { return &s.startPositions; }, findById<ForcePlacement>(forceId));
  throw EditError("Remove force: no force '" + forceId + "'");
}

OperationPtr addReinforcement(Reinforcement reinforcement) {
  std::string label = "Add reinforcement on day " + std::to_string(reinforcement.day);
  return std::make_unique<InsertOperation<Reinforcement>>(
      std::move(label), kChangePlacements, [](Scenario& s) { return &s.reinforcements; },
      std::move(reinforcement));
}

OperationPtr setReinforcement(const Scenario& scenario, std::size_t index,
                              Reinforcement reinforcement) {
  requireIndex(index, scenario.reinforcements.size(), "Edit reinforcement");
  return std::make_unique<SetValueOperation<Reinforcement>>(
      "Edit reinforcement", kChangePlacements,
      [index](Scenario& s) {
        return index < s.reinforcements.size() ? &s.reinforcements[index] : nullptr;
      },
      std::move(reinforcement));
}

OperationPtr removeReinforcement(const Scenario& scenario, std::size_t index) {
  requireIndex(index, scenario.reinforcements.size(), "Remove reinforcement");
  return std::make_unique<EraseOperation<Reinforcement>>(
      "Remove reinforcement", kChangePlacements, [](Scenario& s) { return &s.reinforcements; },
      findAt<Reinforcement>(index));
}

OperationPtr addObjective(Objective objective) {
  std::string label = "Add objective at " + objective.node;
  return std::make_unique<InsertOperation<Objective>>(
      std::move(label), kChangePlacements, [](Scenario& s) { return &s.objectives; },
      std::move(objective));
}

OperationPtr setObjective(const Scenario& scenario, std::size_t index, Objective objective) {
  requireIndex(index, scenario.objectives.size(), "Edit objective");
  return std::make_unique<SetValueOperation<Objective>>(
      "Edit objective", kChangePlacements,
      [index](Scenario& s) { return index < s.objectives.size() ? &s.objectives[index] : nullptr; },
      std::move(objective));
}

OperationPtr removeObjective(const Scenario& scenario, std::size_t index) {
  requireIndex(index, scenario.objectives.size(), "Remove objective");
  return std::make_unique<EraseOperation<Objective>>(
      "Remove objective", kChangePlacements, [](Scenario& s) { return &s.objectives; },
      findAt<Objective>(index));
}

OperationPtr setSettings(ScenarioSettings settings) {
  // One merge key: typing in a settings field is one undo step until the field loses focus.
  return std::make_unique<SetValueOperation<ScenarioSettings>>(
      "Edit settings", kChangeSettings, [](Scenario& s) { return &s.settings; },
      std::move(settings), "settings");
}

}  // namespace hfg
