// Resolves a force's commands and detached elements to the elements of the orbat.
#include "core/campaign/force_roster.h"

#include <algorithm>
#include <array>
#include <optional>

#include "core/campaign/interpretations.h"
#include "core/model/orbat_index.h"

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

/// The orbat index of `scenario`, kept per thread: every force's roster is asked for several
/// times a period, and scanning the orbats for each of its commands was a fifth of a campaign
/// day. `fresh` builds it again (an edit since, or another scenario now at this address).
const OrbatIndex& keptOrbatIndex(const Scenario& scenario, bool fresh) {
  struct Kept {
    const Scenario* scenario = nullptr;
    std::optional<OrbatIndex> index;
  };
  thread_local std::array<Kept, 4> kept;  // a campaign or two at a time
  thread_local std::size_t next = 0;
  auto it = std::find_if(kept.begin(), kept.end(),
                         [&](const Kept& k) { return k.scenario == &scenario; });
  if (it == kept.end()) {
    it = kept.begin() + static_cast<std::ptrdiff_t>(next);
    next = (next + 1) % kept.size();
    fresh = true;
  }
  if (fresh) {
    it->scenario = &scenario;
    it->index.emplace(scenario);
  }
  return *it->index;
}

/// The command or element `id` (OrbatIndex::findEntry). The index answers only for an id still
/// at its place, so a miss is asked once more of a fresh index: the answer is the scan's.
OrbatIndex::Entry orbatEntry(const Scenario& scenario, std::string_view id) {
  if (const auto entry = keptOrbatIndex(scenario, false).findEntry(scenario, id); entry.command)
    return entry;
  return keptOrbatIndex(scenario, true).findEntry(scenario, id);
}

/// The command `id` (Scenario::sideOfCommand, then Side::findCommand), as orbatEntry.
const Command* orbatCommand(const Scenario& scenario, std::string_view id) {
  if (const Command* command = keptOrbatIndex(scenario, false).findCommand(scenario, id))
    return command;
  return keptOrbatIndex(scenario, true).findCommand(scenario, id);
}

}  // namespace

const Side* keptSideOfCommand(const Scenario& scenario, std::string_view commandId) {
  if (const Side* side = keptOrbatIndex(scenario, false).sideOfCommand(scenario, commandId))
    return side;
  return keptOrbatIndex(scenario, true).sideOfCommand(scenario, commandId);
}

ElementStatus statusOf(const CampaignState& state, std::string_view elementId) {
  for (const auto& e : state.elementStates)
    if (e.element == elementId) return e.status;
  return ElementStatus::Present;
}

std::optional<RosterElement> findRosterElement(const Scenario& scenario, std::string_view id) {
  const auto [command, element] = orbatEntry(scenario, id);
  if (!command) return std::nullopt;
  if (!element) return generalOf(*command);
  return RosterElement{element->id, command->id, element->type, element->grade, false};
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
    const Command* command = orbatCommand(scenario, commandId);
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
  return marchRateOf(forceRoster(scenario, state, force, RosterFilter::Marching));
}

MarchRate marchRateOf(const std::vector<RosterElement>& marching) {
  auto rate =
      slowestRate(marching, [](const RosterElement& e) { return marchClassOf(e.type, e.grade); });
  return rate.value_or(MarchRate{0, 0});
}

int commandCountForCapacity(const Force& force) {
  return static_cast<int>(force.commands.size()) + (force.detached.empty() ? 0 : 1);
}

bool overStageCapacity(const Scenario& scenario, const CampaignState& state, const Force& force) {
  return commandCountForCapacity(force) > campaign_rules::kStageCapacityCommands ||
         overStageCapacity(force, forceRoster(scenario, state, force, RosterFilter::Marching));
}

bool overStageCapacity(const Force& force, const std::vector<RosterElement>& marching) {
  return commandCountForCapacity(force) > campaign_rules::kStageCapacityCommands ||
         static_cast<int>(marching.size()) > campaign_rules::kStageCapacityElements;
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
