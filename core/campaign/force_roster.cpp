// Resolves a force's commands and detached elements to the elements of the orbat.
#include "core/campaign/force_roster.h"

#include <algorithm>

#include "core/campaign/interpretations.h"

namespace hfg {
namespace {

bool keep(ElementStatus status, RosterFilter filter) {
  switch (filter) {
    case RosterFilter::Marching:
      return status != ElementStatus::Destroyed && status != ElementStatus::OffTable;
    case RosterFilter::OnField: return status == ElementStatus::Present;
    case RosterFilter::All: return status != ElementStatus::Destroyed;
  }
  return false;
}

RosterElement generalOf(const Command& command) {
  return {command.id, command.id, command.general.staffType, Grade::Basic, true};
}

}  // namespace

ElementStatus statusOf(const CampaignState& state, std::string_view elementId) {
  for (const auto& e : state.elementStates)
    if (e.element == elementId) return e.status;
  return ElementStatus::Present;
}

std::optional<RosterElement> findRosterElement(const Scenario& scenario, std::string_view id) {
  for (const auto& side : scenario.sides)
    for (const auto& army : side.orbat.armies)
      for (const auto& command : army.commands) {
        if (command.id == id) return generalOf(command);
        for (const auto& e : command.elements)
          if (e.id == id) return RosterElement{e.id, command.id, e.type, e.grade, false};
      }
  return std::nullopt;
}

std::vector<RosterElement> forceRoster(const Scenario& scenario, const CampaignState& state,
                                       const Force& force, RosterFilter filter) {
  std::vector<std::string> detachedElsewhere;
  for (const auto& other : state.forces)
    if (!other.detached.empty() && other.id != force.id)  // most forces have none: no compare
      detachedElsewhere.insert(detachedElsewhere.end(), other.detached.begin(),
                               other.detached.end());
  auto isDetachedElsewhere = [&](const std::string& id) {
    return std::find(detachedElsewhere.begin(), detachedElsewhere.end(), id) !=
           detachedElsewhere.end();
  };

  std::vector<RosterElement> out;
  auto add = [&](RosterElement e) {
    if (keep(statusOf(state, e.id), filter)) out.push_back(std::move(e));
  };
  for (const auto& commandId : force.commands) {
    const Side* side = scenario.sideOfCommand(commandId);
    const Command* command = side ? side->findCommand(commandId) : nullptr;
    if (!command) continue;
    if (!isDetachedElsewhere(command->id)) add(generalOf(*command));
    for (const auto& e : command->elements)
      if (!isDetachedElsewhere(e.id)) add(RosterElement{e.id, command->id, e.type, e.grade, false});
  }
  for (const auto& id : force.detached)
    if (auto e = findRosterElement(scenario, id)) add(*e);
  return out;
}

MarchRate forceMarchRate(const Scenario& scenario, const CampaignState& state, const Force& force) {
  const auto roster = forceRoster(scenario, state, force, RosterFilter::Marching);
  auto rate =
      slowestRate(roster, [](const RosterElement& e) { return marchClassOf(e.type, e.grade); });
  return rate.value_or(MarchRate{0, 0});
}

int commandCountForCapacity(const Force& force) {
  return static_cast<int>(force.commands.size()) + (force.detached.empty() ? 0 : 1);
}

bool overStageCapacity(const Scenario& scenario, const CampaignState& state, const Force& force) {
  return commandCountForCapacity(force) > campaign_rules::kStageCapacityCommands ||
         static_cast<int>(forceRoster(scenario, state, force, RosterFilter::Marching).size()) >
             campaign_rules::kStageCapacityElements;
}

int roomAboard(const Scenario& scenario, const CampaignState& state, const Force& fleet) {
  int naval = 0;
  for (const auto& e : forceRoster(scenario, state, fleet, RosterFilter::Marching))
    if (categoryOf(e.type) == TroopCategory::Naval) ++naval;
  int room = naval * campaign_rules::kLandElementsPerNavalElement;
  for (const auto& f : state.forces)
    if (f.aboard == fleet.id && f.embarkedOn == "water")
      room -= static_cast<int>(forceRoster(scenario, state, f, RosterFilter::Marching).size());
  return room;
}

const Force* fleetWithRoom(const Scenario& scenario, const CampaignState& state,
                           std::string_view side, std::string_view node, int elements) {
  for (const auto& f : state.forces)
    if (f.side == side && f.location.atNode() && f.location.node == node && !f.inBattle &&
        isNavalForce(forceRoster(scenario, state, f, RosterFilter::Marching)) &&
        roomAboard(scenario, state, f) >= elements)
      return &f;
  return nullptr;
}

bool isFootForce(const std::vector<RosterElement>& roster) {
  for (const auto& e : roster) {
    const auto category = categoryOf(e.type);
    if (category != TroopCategory::Foot && category != TroopCategory::Staff) return false;
  }
  return true;
}

bool isNavalForce(const std::vector<RosterElement>& roster) {
  bool naval = false;
  for (const auto& e : roster) {
    const auto category = categoryOf(e.type);
    if (category == TroopCategory::Naval)
      naval = true;
    else if (category != TroopCategory::Staff)
      return false;
  }
  return naval;
}

}  // namespace hfg
