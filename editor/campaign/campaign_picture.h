// What one side's campaign map shows, built from its SideView only (C-6), never from the state.
#pragma once

#include <string>
#include <vector>

#include "core/campaign/side_view.h"
#include "core/model/geometry.h"
#include "core/model/scenario.h"

namespace hfg {

/// A force marker on the campaign map.
struct ForceMarker {
  std::string force;  ///< force id
  std::string label;  ///< the name shown, with "(day N morning)" for enemy last-known sightings
  Vec2 position;      ///< map metres
  bool own = true;
  bool inBattle = false;
  int ageInPeriods = 0;  ///< enemy sightings: periods since the force was seen there (C-6)
};

/// Everything a side's map draws on top of the stage network.
struct CampaignPicture {
  std::string side;
  std::vector<ForceMarker> markers;
};

/// Where a location is on the map: the node, or the point along its link.
Vec2 locationPosition(const StageMap& map, const Location& location);

/// C-6: own forces where they are; enemy forces where the view last saw them. Takes the view,
/// so it cannot show what the side does not know.
CampaignPicture buildCampaignPicture(const Scenario& scenario, const SideView& view);

}  // namespace hfg
