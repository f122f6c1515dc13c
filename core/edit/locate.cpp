// Mutable look-ups and fresh ids over a scenario.
#include "core/edit/locate.h"

namespace hfg {

Side* findSideIn(Scenario& scenario, std::string_view sideId) {
  for (auto& side : scenario.sides)
    if (side.orbat.id == sideId) return &side.orbat;
  return nullptr;
}

Army* findArmyIn(Scenario& scenario, std::string_view sideId, std::string_view armyId) {
  Side* side = findSideIn(scenario, sideId);
  if (!side) return nullptr;
  for (auto& army : side->armies)
    if (army.id == armyId) return &army;
  return nullptr;
}

Command* findCommandIn(Scenario& scenario, std::string_view commandId) {
  for (auto& side : scenario.sides)
    if (Command* command = side.orbat.findCommand(commandId)) return command;
  return nullptr;
}

Element* findElementIn(Scenario& scenario, std::string_view commandId, std::string_view elementId) {
  Command* command = findCommandIn(scenario, commandId);
  if (!command) return nullptr;
  for (auto& element : command->elements)
    if (element.id == elementId) return &element;
  return nullptr;
}

TerrainFeature* findFeatureIn(StageMap& map, std::string_view featureId) {
  for (auto& feature : map.terrain)
    if (feature.id == featureId) return &feature;
  return nullptr;
}

ForcePlacement* findPlacementIn(Scenario& scenario, std::string_view placementId) {
  for (auto& force : scenario.startPositions)
    if (force.id == placementId) return &force;
  return nullptr;
}

std::string freshNodeId(const StageMap& map) {
  return freshId("node", [&](const std::string& id) { return map.findNode(id) != nullptr; });
}

std::string freshLinkId(const StageMap& map) {
  return freshId("link", [&](const std::string& id) { return map.findLink(id) != nullptr; });
}

std::string freshFeatureId(const StageMap& map) {
  return freshId("feature", [&](const std::string& id) {
    for (const auto& f : map.terrain)
      if (f.id == id) return true;
    return false;
  });
}

std::string freshCommandId(const Scenario& scenario) {
  return freshId("command",
                 [&](const std::string& id) { return scenario.sideOfCommand(id) != nullptr; });
}

std::string freshElementId(const Side& side) {
  // Element and command ids share one namespace within a side (orbat validation).
  return freshId("element", [&](const std::string& id) {
    for (const auto& army : side.armies)
      for (const auto& command : army.commands) {
        if (command.id == id) return true;
        for (const auto& element : command.elements)
          if (element.id == id) return true;
      }
    return false;
  });
}

std::string freshPlacementId(const Scenario& scenario) {
  return freshId("force", [&](const std::string& id) {
    for (const auto& f : scenario.startPositions)
      if (f.id == id) return true;
    for (const auto& r : scenario.reinforcements)
      if (r.force.id == id) return true;
    return false;
  });
}

}  // namespace hfg
