// Field-by-field checks of a campaign state against its scenario.
#include "core/campaign/state_check.h"

#include <algorithm>
#include <string_view>
#include <unordered_set>

#include "core/campaign/force_roster.h"

namespace hfg {

std::vector<std::string> checkCampaignState(const Scenario& scenario, const CampaignState& state) {
  return checkCampaignState(scenario, state, StageMapIndex(scenario.map));
}

std::vector<std::string> checkCampaignState(const Scenario& scenario, const CampaignState& state,
                                            const StageMapIndex& mapIndex) {
  std::vector<std::string> out;
  const auto& map = scenario.map;
  auto hasNode = [&](std::string_view id) { return mapIndex.nodeIndex(id) >= 0; };
  std::unordered_set<std::string_view> ids;
  for (std::size_t i = 0; i < state.forces.size(); ++i) {
    const Force& f = state.forces[i];
    // Run before every period: the text is made only for a problem.
    const auto at = [&] { return "forces[" + std::to_string(i) + "] '" + f.id + "' "; };
    if (f.id.empty() || !ids.insert(f.id).second)
      out.push_back(at() + "id: expected a unique, non-empty id");
    if (!scenario.findSide(f.side))
      out.push_back(at() + "side '" + f.side + "': not a side of the scenario");
    for (const auto& c : f.commands) {
      const Side* s = keptSideOfCommand(scenario, c);  // a scan of the orbats was forces²
      if (!s)
        out.push_back(at() + "commands '" + c + "': not a command of any orbat");
      else if (s->id != f.side)
        out.push_back(at() + "commands '" + c + "': belongs to side " + s->id);
    }
    for (const auto& e : f.detached)
      if (!findRosterElement(scenario, e))
        out.push_back(at() + "detached '" + e + "': not an element of any orbat");
    const Location& loc = f.location;
    if (f.embarkedOn == "rail") {
      if (!hasNode(f.transitTo))
        out.push_back(at() + "transitTo '" + f.transitTo + "': not a node of the map");
    } else if (loc.atNode()) {
      if (!hasNode(loc.node))
        out.push_back(at() + "location.node '" + loc.node + "': not a node of the map");
    } else {
      const StageLink* l = mapIndex.findLink(map, loc.link);
      if (!l) {
        out.push_back(at() + "location.link '" + loc.link + "': not a link of the map");
      } else {
        if (loc.towards != l->from && loc.towards != l->to)
          out.push_back(at() + "location.towards '" + loc.towards + "': expected an end of link " +
                        l->id);
        if (loc.stagesFromStart < 0 || loc.stagesFromStart > l->stages)
          out.push_back(at() + "location.stagesFromStart: expected 0.." +
                        std::to_string(l->stages));
      }
    }
    if (!f.embarkedOn.empty() && f.embarkedOn != "rail" && f.embarkedOn != "water")
      out.push_back(at() + "embarkedOn '" + f.embarkedOn + "': expected empty, rail or water");
  }
  for (const auto& l : map.links)
    if (!hasNode(l.from) || !hasNode(l.to) || !(l.stages > 0))
      out.push_back("map link '" + l.id +
                    "': expected two nodes of the map and a length above 0 stages");
  for (std::size_t i = 0; i < state.pendingBattles.size(); ++i) {
    const BattleMeeting& b = state.pendingBattles[i];
    if (b.node.empty() ? mapIndex.linkIndex(b.link) < 0 : !hasNode(b.node))
      out.push_back("pendingBattles[" + std::to_string(i) + "] '" + b.id +
                    "': its node or link is not on the map");
  }
  for (std::size_t i = 0; i < state.resultsWaiting.size(); ++i) {
    const std::string& id = state.resultsWaiting[i].battle;
    if (std::none_of(state.pendingBattles.begin(), state.pendingBattles.end(),
                     [&](const BattleMeeting& b) { return b.id == id; }))
      out.push_back("resultsWaiting[" + std::to_string(i) + "] '" + id +
                    "': expected the id of a battle waiting for its result");
  }
  return out;
}

}  // namespace hfg
