// C-16..C-19: simultaneous movement within one period, meetings and arrivals at battles.
#pragma once

#include <string>
#include <vector>

#include "core/model/campaign_state.h"
#include "core/model/geometry.h"
#include "core/model/stage_map.h"
#include "core/model/stage_map_index.h"

namespace hfg {

/// A place on the map: a node, or a point on a link `s` stages from the link's `from` end.
struct MapPlace {
  int node = -1;
  int link = -1;
  double s = 0;
  friend bool operator==(const MapPlace&, const MapPlace&) = default;
};

/// One stretch of movement along a link, from position fromS to toS (stages from link.from).
struct Leg {
  int link = -1;
  double fromS = 0;
  double toS = 0;
};

/// A force taking part in this period's movement (stationary ones too: they can be met).
struct Mover {
  std::string force;
  std::string side;
  bool water = false;  ///< embarked forces meet only embarked forces
  /// C-24 Interpretation: troops aboard a fleet are its cargo: they meet no one and join no
  /// battle (their fleet may); they go where it goes.
  bool carried = false;
  MapPlace start;
  std::vector<Leg> legs;     ///< contiguous, starting at `start`; empty = stays put
  double speed = 1;          ///< stages per period (C-16: constant within the period)
  bool avoidBattle = false;  ///< C-18
  double allowance = 0;      ///< stages it may still move this period (C-18 "movement remaining")
  int slowestTacticalPaces = 0;  ///< C-18: its shortest T-1 good-going move
  int retreatLink = -1;          ///< C-18: the road a stationary force retreats along
  /// C-17: when it came to its start place, for a force there at time 0: −1 before this
  /// period began, −0.5 at the period's start (a reinforcement, a rail arrival, a rout there).
  double arrivedAtStart = -1;
};

/// A battle place already on the map before this period starts (C-19, C-20 arrivals).
struct BattlePlace {
  MapPlace place;
  std::string battle;
};

/// A force reaching a battle after it began (C-19): when, and by which road.
struct MovementArrival {
  int mover = -1;
  double time = 0;
  int link = -1;      ///< the link it came along (-1 if it was there already)
  int fromNode = -1;  ///< the node at the far end of that link
};

/// C-16: a meeting, or (when `existingBattle` is set) arrivals at a battle already on the map.
struct Meeting {
  MapPlace place;
  double time = 0;
  std::string existingBattle;
  std::vector<int> participants;  ///< movers there at `time`
  /// Per participant: since when it has stood at the place without a break (C-17: the side there
  /// first defends): a time in the period, or its mover's arrivedAtStart when it was there at 0.
  std::vector<double> arrivedAt;
  std::vector<MovementArrival> arrivals;  ///< movers that reach the place later in the period
  std::vector<int> avoided;               ///< movers that retreated (C-18) at this meeting
};

struct MovementResult {
  std::vector<MapPlace> endPlaces;            ///< per mover, at the end of the period
  std::vector<double> stagesMoved;            ///< per mover
  std::vector<int> lastNodeLeft;              ///< per mover: the last node it left (−1 none)
  std::vector<std::vector<int>> nodesPassed;  ///< per mover: nodes reached, in order
  std::vector<char> stopped;                  ///< per mover: stopped by a meeting or battle
  std::vector<Meeting> meetings;              ///< in time order
};

/// Runs one period: every mover moves at its speed from time 0 to 1; the first instant two
/// opposing movers share a place is a meeting (C-16); a mover with avoidBattle retreats when
/// C-18 allows (once per period); movers reaching a meeting or an existing battle later join it
/// as arrivals (C-19). Deterministic for the same input.
MovementResult runMovement(const StageMap& map, const std::vector<Mover>& movers,
                           const std::vector<BattlePlace>& battles);

/// The map position (metres) of a place: nodes at their position, link points along the link's
/// path (or the straight line between its nodes, found through `index`, built from `map`).
Vec2 positionOf(const StageMap& map, const StageMapIndex& index, const MapPlace& place);

/// A place as a Location (C-16), heading to the link's `to` end or (towardsTo false) its `from`
/// end: `towards` is the direction of travel (C-27), and progress is counted from the other end.
Location locationOf(const StageMap& map, const MapPlace& place, bool towardsTo = true);

}  // namespace hfg
