// Texts for the orbat tree built from the model's display names.
#include "editor/orbat/orbat_labels.h"

namespace hfg {
namespace {

std::string count(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string sideLabel(const Side& side) {
  return (side.name.empty() ? side.id : side.name) + " (" +
         count(side.armies.size(), "army", "armies") + ")";
}

std::string armyLabel(const Army& army) {
  std::string label = army.name.empty() ? army.id : army.name;
  label += " - aggression " + std::to_string(army.aggression);
  label += " (" + count(army.commands.size(), "command", "commands") + ")";
  return label;
}

std::string commandLabel(const Command& command) {
  std::string label = command.name.empty() ? command.id : command.name;
  label += " - ";
  label += command.general.name.empty() ? "(no general)" : command.general.name;
  label += ", ";
  label += keyOf(command.general.quality);
  label += " (";
  label += displayNameOf(command.general.staffType);
  label += ")";
  if (command.allied) label += " [allied]";
  return label;
}

std::string elementLabel(const Element& element) {
  std::string label(displayNameOf(element.type));
  label += ", ";
  label += keyOf(element.grade);
  if (!element.name.empty()) label += " - " + element.name;
  return label;
}

}  // namespace hfg
