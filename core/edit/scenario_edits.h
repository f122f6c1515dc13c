// Undoable edits of the scenario itself: forces at nodes (C-7), reinforcements, objectives and
// settings.
#pragma once

#include <cstddef>
#include <string>

#include "core/edit/operation.h"

namespace hfg {

OperationPtr placeForce(ForcePlacement force);
/// Merges with the next moveForce of the same force (dragging a force marker).
OperationPtr moveForce(const Scenario& scenario, const std::string& forceId,
                       const std::string& nodeId);
/// C-7: puts a command on the map at a node. A command already in a start position moves with
/// its force; otherwise a new force of just that command is placed (named after the command).
OperationPtr placeCommandAt(const Scenario& scenario, const std::string& commandId,
                            const std::string& nodeId);
OperationPtr removeForce(const Scenario& scenario, const std::string& forceId);

OperationPtr addReinforcement(Reinforcement reinforcement);
OperationPtr setReinforcement(const Scenario& scenario, std::size_t index,
                              Reinforcement reinforcement);
OperationPtr removeReinforcement(const Scenario& scenario, std::size_t index);

OperationPtr addObjective(Objective objective);
OperationPtr setObjective(const Scenario& scenario, std::size_t index, Objective objective);
OperationPtr removeObjective(const Scenario& scenario, std::size_t index);

OperationPtr setSettings(ScenarioSettings settings);

}  // namespace hfg
