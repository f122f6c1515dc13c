// The state of a running campaign: the clock, the weather, the forces and the event log.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/scenario.h"

namespace hfg {

/// C-4: the three periods of a campaign day.
enum class Period { Morning, Afternoon, Night };
std::string_view keyOf(Period period);
std::optional<Period> periodFromKey(std::string_view key);
std::string periodKeys();

/// C-9: fine, raining, or rain stopped but roads still affected until the period ends.
struct Weather {
  bool raining = false;
  bool roadsAffected = false;  ///< bad roads are mud (C-11)
  friend bool operator==(const Weather&, const Weather&) = default;
};

/// Where a force is: at a node, or part way along a link (C-16 meetings on links).
struct Location {
  std::string node;              ///< set when at a node
  std::string link;              ///< set when on a link
  std::string towards;           ///< node the force is heading to along `link`
  double stagesFromStart = 0;    ///< progress along `link` from its other end, in stages

  bool atNode() const { return link.empty(); }
  friend bool operator==(const Location&, const Location&) = default;
};

/// The status of an element within the campaign (C-21).
enum class ElementStatus { Present, Spent, OffTable, Destroyed };
std::string_view keyOf(ElementStatus status);
std::optional<ElementStatus> elementStatusFromKey(std::string_view key);
std::string elementStatusKeys();

struct ElementState {
  std::string element;   ///< element id (the general's element uses the command id)
  ElementStatus status = ElementStatus::Present;
  int returnsOnDay = 0;  ///< off-table elements come back (C-21)
  friend bool operator==(const ElementState&, const ElementState&) = default;
};

/// A force on the campaign map (C-7).
struct Force {
  std::string id;
  std::string name;
  std::string side;
  std::vector<std::string> commands;  ///< whole commands in this force
  std::vector<std::string> detached;  ///< single element ids detached from other commands
  Location location;
  int activePeriodsInRow = 0;         ///< C-14: marching or working periods without rest
  bool mustRest = false;              ///< C-14: after a night march
  bool inBattle = false;
  std::string embarkedOn;             ///< C-24/C-25: "rail" or "water" while travelling
  friend bool operator==(const Force&, const Force&) = default;
};

/// One line of the ordered campaign log (C-27).
struct CampaignEvent {
  int day = 1;
  Period period = Period::Morning;
  std::string rule;                 ///< rule id ("C-13")
  std::string kind;                 ///< "march", "wait", "weather", "meeting", "battle", ...
  std::vector<std::string> forces;  ///< ids of the forces concerned
  std::string node;                 ///< where it happened, if at a node
  std::vector<int> dice;            ///< every die thrown for this event
  std::string text;                 ///< plain words, with node names
  friend bool operator==(const CampaignEvent&, const CampaignEvent&) = default;
};

struct CampaignState {
  std::string scenarioFile;   ///< relative to the state file
  int day = 1;
  Period period = Period::Morning;
  Weather weather;
  std::vector<Force> forces;
  std::vector<ElementState> elementStates;  ///< only elements whose status is not Present
  std::vector<CampaignEvent> log;
  std::uint64_t rngState = 0;  ///< the campaign's dice generator (C-26), saved between days

  const Force* findForce(std::string_view id) const;
  Force* findForce(std::string_view id);
  friend bool operator==(const CampaignState&, const CampaignState&) = default;
};

}  // namespace hfg
