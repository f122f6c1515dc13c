// Undoable edits of orders of battle: elements, commands and generals.
#pragma once

#include <cstddef>
#include <string>

#include "core/edit/operation.h"

namespace hfg {

/// Inserts `element` into a command at `index` (npos appends).
OperationPtr addElement(const std::string& commandId, Element element,
                        std::size_t index = static_cast<std::size_t>(-1));
/// A copy with a fresh id, right after the original.
OperationPtr duplicateElement(const Scenario& scenario, const std::string& commandId,
                              const std::string& elementId);
OperationPtr deleteElement(const Scenario& scenario, const std::string& commandId,
                           const std::string& elementId);
/// Moves an element to `toIndex` of `toCommandId` (the index in the destination after the
/// element left its old place); the same command reorders. Both commands must be in one side.
OperationPtr moveElement(const Scenario& scenario, const std::string& fromCommandId,
                         const std::string& elementId, const std::string& toCommandId,
                         std::size_t toIndex);
OperationPtr setElementType(const Scenario& scenario, const std::string& commandId,
                            const std::string& elementId, TroopType type);
OperationPtr setElementGrade(const Scenario& scenario, const std::string& commandId,
                             const std::string& elementId, Grade grade);
OperationPtr setElementName(const Scenario& scenario, const std::string& commandId,
                            const std::string& elementId, std::string name);

/// Command ids are unique across sides: a taken id is refused.
/// Replaces a side's whole order of battle (a CSV import), as one undo step.
OperationPtr replaceSideOrbat(const Scenario& scenario, const std::string& sideId, Side side);

/// Appends a new side (its orbat saved to `orbatFile`, relative to the scenario). Refuses a side
/// id that is taken and a command id another side already uses.
OperationPtr addSide(const Scenario& scenario, Side side, std::string orbatFile);

OperationPtr addCommand(const Scenario& scenario, const std::string& sideId,
                        const std::string& armyId, Command command);
/// Removes the command with its elements (forces naming it are left for validation to report).
OperationPtr deleteCommand(const Scenario& scenario, const std::string& commandId);
OperationPtr setCommandName(const Scenario& scenario, const std::string& commandId,
                            std::string name);
OperationPtr setGeneralName(const Scenario& scenario, const std::string& commandId,
                            std::string name);
OperationPtr setGeneralQuality(const Scenario& scenario, const std::string& commandId,
                               GeneralQuality quality);

}  // namespace hfg
