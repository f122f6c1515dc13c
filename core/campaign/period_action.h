// What one force does in one pass of a campaign period, shared by the files that run a period.
#pragma once

#include <string>
#include <vector>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/movement.h"

namespace hfg {

/// One force's part in a pass of movement: its step and the legs it was given (C-8, C-10..C-13).
struct CampaignEngine::PeriodAction {
  std::string force;
  Step step;
  std::vector<Leg> legs;
  double allowance = 0;
  bool water = false;
  bool night = false;    ///< C-12 applies (the native side's own night on its move days)
  bool passive = false;  ///< stands still in the native side's pass: no C-14 counting
  /// Its marching elements and their rate (C-7, C-10), resolved once for the pass: planning
  /// and the movers ask for them several times, and nothing changes them before it moves.
  std::vector<RosterElement> marching;
  MarchRate rate;
};

/// One pass's movers (every force on the map) and what runMovement made of them (C-16..C-19).
struct CampaignEngine::PassContext {
  std::vector<Mover> movers;
  MovementResult result;
};

namespace period_text {

/// A number of stages for the log: "2", "0.50".
std::string stagesText(double stages);

}  // namespace period_text

/// A Location as a MapPlace: a node, or a point `s` stages from its link's `from` end.
MapPlace placeOfLocation(const RoutePlanner& planner, const StageMap& map, const Location& loc);

}  // namespace hfg
