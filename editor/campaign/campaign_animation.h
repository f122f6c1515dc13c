// Period-by-period movement of one side's own forces over a day already run, for the campaign map.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/campaign/route_planner.h"
#include "core/model/campaign_state.h"
#include "core/model/geometry.h"
#include "core/model/scenario.h"

namespace hfg {

/// The forces of one side glide along the stage network between the positions the engine
/// recorded at the start of each period of a day (C-6 position history), ending where they
/// are now. Built from the side's own records only, so it never moves an enemy force.
/// Time is driven explicitly (advance), so tests and screenshots are deterministic.
class CampaignAnimation {
 public:
  CampaignAnimation() = default;
  /// `side`'s forces over `day`: the morning, afternoon and night records of that day, then
  /// the forces' present locations. Empty when the state has no records of that day.
  static CampaignAnimation ofDay(const Scenario& scenario, const CampaignState& state,
                                 const std::string& side, int day);

  int day() const { return m_day; }
  bool empty() const { return m_paths.empty(); }
  /// Periods the animation spans (3 for a whole day).
  int legs() const { return m_legs; }
  /// Seconds the screen takes for one period.
  void setSecondsPerPeriod(double seconds) { m_secondsPerPeriod = seconds; }
  double secondsPerPeriod() const { return m_secondsPerPeriod; }
  /// Moves the clock on by `seconds` of screen time.
  void advance(double seconds);
  /// Jumps to the end (the "Skip" button).
  void skip() { m_progressPeriods = m_legs; }
  bool finished() const { return m_progressPeriods >= m_legs; }
  /// How far through the day, in periods: 0 at dawn, 1.5 half-way through the afternoon.
  double progressPeriods() const { return m_progressPeriods; }
  void setProgressPeriods(double periods);
  /// Where `force` is drawn at the current time, or nothing when it is not animated (an enemy
  /// force, or one off the map on the railway at that time).
  std::optional<Vec2> positionOf(const std::string& force) const;
  /// The forces animated, in id order.
  std::vector<std::string> forces() const;
  /// The route drawn through for one leg of one force (map metres), for tests.
  const std::vector<Vec2>* legPath(const std::string& force, int leg) const;

 private:
  /// A force's route over one period: the polyline along the network, empty when off the map.
  using AnimatedLeg = std::vector<Vec2>;
  int m_day = 0;
  int m_legs = 0;
  double m_progressPeriods = 0;
  double m_secondsPerPeriod = 1.2;
  std::map<std::string, std::vector<AnimatedLeg>> m_paths;
};

/// The polyline along the stage network from location `from` to location `to` (the shortest
/// route by stages through the nodes; a straight line when both are on one link). Empty when
/// either is off the map (on the railway) or no route joins them.
std::vector<Vec2> networkPath(const StageMap& map, const Location& from, const Location& to);
/// As above with a planner built once for the map (the animation of a whole side's day).
std::vector<Vec2> networkPath(const RoutePlanner& planner, const Location& from,
                              const Location& to);

/// The point a fraction `t` (0..1) of the way along `path` by length.
Vec2 alongPath(const std::vector<Vec2>& path, double t);

}  // namespace hfg
