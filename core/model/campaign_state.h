// The state of a running campaign: the clock, the weather, the forces and the event log.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/enum_names.h"
#include "core/model/orders.h"
#include "core/model/battle_handoff.h"
#include "core/model/geometry.h"
#include "core/model/scenario.h"

namespace hfg {

/// C-4: the three periods of a campaign day.
enum class Period { Morning, Afternoon, Night };
template <>
struct EnumKeys<Period> {
  static constexpr std::string_view what = "period";
  static constexpr EnumNames<Period, 3> names{
      {{{Period::Morning, "morning"}, {Period::Afternoon, "afternoon"}, {Period::Night, "night"}}}};
};

/// C-4: a running count of periods from dawn of day 1 (day 1 MORNING = 0).
inline int periodIndexOf(int day, Period period) {
  return (day - 1) * 3 + static_cast<int>(period);
}

/// C-9: fine, raining, or rain stopped but roads still affected until the period ends.
struct Weather {
  bool raining = false;
  bool roadsAffected = false;        ///< bad roads are mud (C-11)
  bool rainBeganLastPeriod = false;  ///< C-9: no "rain stops" throw in the first rainy period
  friend bool operator==(const Weather&, const Weather&) = default;
};

/// Where a force is: at a node, or part way along a link (C-16 meetings on links).
struct Location {
  std::string node;            ///< set when at a node
  std::string link;            ///< set when on a link
  std::string towards;         ///< node the force is heading to along `link`
  double stagesFromStart = 0;  ///< progress along `link` from its other end, in stages

  bool atNode() const { return link.empty(); }
  friend bool operator==(const Location&, const Location&) = default;
};

/// The status of an element within the campaign (C-21): ElementStatus (battle_handoff.h).
template <>
struct EnumKeys<ElementStatus> {
  static constexpr std::string_view what = "element status";
  static constexpr EnumNames<ElementStatus, 4> names{{{{ElementStatus::Present, "present"},
                                                       {ElementStatus::Spent, "spent"},
                                                       {ElementStatus::OffTable, "off_table"},
                                                       {ElementStatus::Destroyed, "destroyed"}}}};
};

struct ElementState {
  std::string element;  ///< element id (the general's element uses the command id)
  ElementStatus status = ElementStatus::Present;
  int returnsOnDay = 0;                      ///< off-table elements come back (C-21)
  Period returnsInPeriod = Period::Morning;  ///< with returnsOnDay: the period they come back
  std::string railTo;  ///< C-25: off the map on the railway, detraining at this station
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
  int activePeriodsInRow = 0;  ///< C-14: marching or working periods without rest
  bool mustRest = false;       ///< C-14: after a night march; C-21: in its rout's period
  /// The rule behind mustRest: empty or "C-14" (a march by night), "C-21" (it routed).
  std::string mustRestRule;
  bool inBattle = false;
  std::string embarkedOn;    ///< C-24/C-25: "rail" or "water" while travelling
  double stagesToday = 0;    ///< C-10: stages marched since dawn
  std::string cameFrom;      ///< node last left by road (C-18 retreat, C-19 edge)
  std::string task;          ///< C-22/C-24 task under way ("entrench", "land", ...)
  std::string taskTarget;    ///< its node or link
  int taskPeriodsDone = 0;   ///< periods done on `task` (kept through rest in place)
  std::string transitTo;     ///< C-25: destination station while on the railway
  int transitArrivesAt = 0;  ///< C-25: periodIndexOf() when its first element detrains
  /// C-25, C-19: the railway link its train comes into `transitTo` by; kept through the period
  /// it detrains in, so that joining a battle waiting at the station it comes along the line.
  std::string railLink;
  std::string battle;  ///< id of the battle it is in, while inBattle
  std::string aboard;  ///< C-24: the fleet carrying it, while embarked by water
  friend bool operator==(const Force&, const Force&) = default;
};

/// C-22: works built during the campaign at a node (added to the map's own).
struct BuiltWork {
  std::string node;
  Work work;
  int builtOnDay = 0;  ///< the day it was finished (0: not known, an older save)
  Period builtInPeriod = Period::Morning;  ///< C-6: the period it was finished in
  friend bool operator==(const BuiltWork&, const BuiltWork&) = default;
};

/// C-22: a bridge broken, repaired or built during the campaign (overrides the map's state).
struct BridgeChange {
  std::string link;
  BridgeState bridge = BridgeState::Intact;
  int changedOnDay = 0;  ///< the day of the change (0: not known, an older save)
  Period changedInPeriod = Period::Morning;  ///< C-6: the period of the change
  std::string side = {};  ///< C-6: the side that did it (empty: not known, an older save)
  friend bool operator==(const BridgeChange&, const BridgeChange&) = default;
};

/// C-25: when a station's line is next free for a despatch and for an arrival (period index).
struct RailBooking {
  std::string station;
  int despatchFreeFrom = 0;
  int arrivalFreeFrom = 0;
  friend bool operator==(const RailBooking&, const RailBooking&) = default;
};

/// C-6: where a force was at the start of a period, kept so that each side's view can show
/// enemy forces as they were `intelLagPeriods` ago.
struct PositionRecord {
  int day = 1;
  Period period = Period::Morning;
  std::string force;
  std::string side;
  std::string name;
  Location location;
  int elementCount = 0;
  bool inBattle = false;
  std::string battle;      ///< the battle it is held in, while inBattle
  bool mustRest = false;   ///< C-14, as the period began
  std::string embarkedOn;  ///< "rail" or "water" while travelling (C-24, C-25)
  std::string transitTo;   ///< C-25: the station it is bound for, while on the railway
  friend bool operator==(const PositionRecord&, const PositionRecord&) = default;
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
  std::string side;                 ///< the side whose secret this is; empty = known to both (C-6)
  std::string link;                 ///< where it happened, if on a link
  std::optional<Vec2> position;     ///< C-16: a meeting point in map metres
  friend bool operator==(const CampaignEvent&, const CampaignEvent&) = default;
};

struct CampaignState {
  std::string scenarioFile;  ///< relative to the state file
  int day = 1;
  Period period = Period::Morning;
  Weather weather;
  std::vector<Force> forces;
  std::vector<ElementState> elementStates;  ///< only elements whose status is not Present
  std::vector<CampaignEvent> log;
  std::uint64_t rngState = 0;    ///< the campaign's dice generator (C-26), saved between days
  std::vector<BuiltWork> works;  ///< C-22
  /// C-22: every bridge change in the order made (the last for a link is its state now).
  std::vector<BridgeChange> bridges;
  std::vector<BattleMeeting> pendingBattles;    ///< C-28: battles waiting for their result
  std::vector<PositionRecord> positionHistory;  ///< C-6
  std::vector<RailBooking> railBookings;        ///< C-25 line capacity
  int nextBattleNumber = 1;                     ///< battle ids "battle-1", "battle-2", ...
  /// Play by email: the umpire's secret (hex) that keys the per-side order tokens. Never
  /// written into a side's view (docs/formats.md, "hfg-orders").
  std::string campaignKey;
  /// C-20: results that came back before their battle's last period had run (a battle of 24
  /// bounds lasts two periods); each is applied at the start of the period after it.
  std::vector<BattleResult> resultsWaiting;
  /// C-15 (colonial option): the native side's orders of an odd day, checked and held by the
  /// umpire until the even day, when they are carried out before that day's own orders.
  std::vector<SideOrders> heldOrders;
  /// C-28: the set-ups of battles whose result has been applied, in that order (a past dawn's
  /// dispatch lists the battles then waiting).
  std::vector<BattleMeeting> resolvedBattles;

  const Force* findForce(std::string_view id) const;
  Force* findForce(std::string_view id);
  friend bool operator==(const CampaignState&, const CampaignState&) = default;
};

}  // namespace hfg
