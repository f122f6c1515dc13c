// Sums T-5 costs and T-11 element equivalents over an order of battle.
#include "core/rules/army_points.h"

#include "core/rules/troop_table.h"

namespace hfg {
namespace {

PointTotal priced(std::optional<int> cost) {
  if (!cost) return {0, 1};
  return {*cost, 0};
}

}  // namespace

std::optional<int> elementPoints(const Element& element) {
  auto cost = armyPointCost(element.type, element.grade);
  if (!cost) return std::nullopt;
  // T-5: "Flagships add the admiral's cost".
  if (element.admiral) *cost += admiralCost(*element.admiral);
  return cost;
}

std::optional<int> generalPoints(const General& general) {
  return staffCost(general.staffType, general.quality);
}

PointTotal commandPoints(const Command& command) {
  PointTotal total = priced(generalPoints(command.general));
  for (const auto& element : command.elements) total += priced(elementPoints(element));
  return total;
}

PointTotal armyPoints(const Army& army) {
  PointTotal total;
  for (const auto& command : army.commands) total += commandPoints(command);
  return total;
}

PointTotal sidePoints(const Side& side) {
  PointTotal total;
  for (const auto& army : side.armies) total += armyPoints(army);
  return total;
}

double elementEquivalents(const Element& element, int armyPoints) {
  return elementEquivalents(element.type, element.grade, armyPoints);
}

double generalEquivalents(const General&) { return 1.0; }

double commandEquivalents(const Command& command, int armyPoints) {
  double total = generalEquivalents(command.general);
  for (const auto& element : command.elements) total += elementEquivalents(element, armyPoints);
  return total;
}

double armyEquivalents(const Army& army) {
  const int points = armyPoints(army).points;
  double total = 0;
  for (const auto& command : army.commands) total += commandEquivalents(command, points);
  return total;
}

double sideEquivalents(const Side& side) {
  double total = 0;
  for (const auto& army : side.armies) total += armyEquivalents(army);
  return total;
}

}  // namespace hfg
