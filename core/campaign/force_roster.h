// The elements of a campaign force, resolved through the scenario's orbats (C-7, C-21).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/campaign/march_rates.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// One element of a force, with what the campaign needs to know about it.
struct RosterElement {
  std::string id;       ///< element id; a general's element uses its command id
  std::string command;  ///< the command it belongs to in the orbat
  TroopType type = TroopType::Bayonets;
  Grade grade = Grade::Basic;
  bool general = false;
};

/// Which elements to list (C-21): marching leaves out destroyed and off-table elements;
/// on-field keeps only present ones; all leaves out only the destroyed.
enum class RosterFilter { Marching, OnField, All };

/// An element of the scenario by id, or nullopt.
std::optional<RosterElement> findRosterElement(const Scenario& scenario, std::string_view id);

/// Scenario::sideOfCommand, through the index of the orbat that the rosters keep.
const Side* keptSideOfCommand(const Scenario& scenario, std::string_view commandId);

/// The elements of `force`: its commands' generals and elements (less those detached into other
/// forces of `state`) plus its own detached elements, filtered by status.
std::vector<RosterElement> forceRoster(const Scenario& scenario, const CampaignState& state,
                                       const Force& force, RosterFilter filter);

/// C-7 and C-10: the force's march rate, the slowest of its marching elements; {0, 0} for an
/// empty force or one holding a Supply Base or naval element.
MarchRate forceMarchRate(const Scenario& scenario, const CampaignState& state, const Force& force);

/// The same from the force's marching roster (RosterFilter::Marching), for a caller that has it.
MarchRate marchRateOf(const std::vector<RosterElement>& marching);

/// C-13 counting: whole commands, plus one for a body of detached elements.
int commandCountForCapacity(const Force& force);

/// C-13 Interpretation: a force of more than 2 commands or 15 marching elements is too large
/// to march on one stage in one period at all: it must be split at dawn (C-7).
bool overStageCapacity(const Scenario& scenario, const CampaignState& state, const Force& force);

/// The same from the force's marching roster (RosterFilter::Marching), for a caller that has it.
bool overStageCapacity(const Force& force, const std::vector<RosterElement>& marching);

/// True when every element that is not staff is foot (C-24: such a force lands in one period,
/// and may land at night).
bool isFootForce(const std::vector<RosterElement>& roster);

/// True when the force is a fleet: at least one naval element and otherwise only staff
/// (C-23: it moves by water without embarking).
bool isNavalForce(const std::vector<RosterElement>& roster);

/// C-24 Interpretation: land elements `fleet` can still take aboard: 4 per naval element, less
/// the elements of the forces already aboard it.
int roomAboard(const Scenario& scenario, const CampaignState& state, const Force& fleet);

/// C-24: a fleet of `side` at `node` with room for `elements` land elements, or null.
const Force* fleetWithRoom(const Scenario& scenario, const CampaignState& state,
                           std::string_view side, std::string_view node, int elements);

/// The status of an element in `state` (Present unless recorded otherwise).
ElementStatus statusOf(const CampaignState& state, std::string_view elementId);

}  // namespace hfg
