// The map as the campaign has changed it: bridges, open links, ports and works.
#include "core/campaign/map_rules.h"

namespace hfg {

BridgeState bridgeNow(const CampaignState& state, const StageLink& link) {
  for (auto it = state.bridges.rbegin(); it != state.bridges.rend(); ++it)
    if (it->link == link.id) return it->bridge;  // the last change made
  return link.bridge;
}

bool roadLinkOpen(const CampaignState& state, const StageLink& link) {
  if (link.kind != LinkKind::GoodRoad && link.kind != LinkKind::BadRoad) return false;
  const BridgeState bridge = bridgeNow(state, link);
  if (bridge == BridgeState::Broken) return false;
  // A river named with no bridge: the scenario says it is not bridged here (C-3).
  if (!link.riverName.empty() && bridge == BridgeState::None) return false;
  return true;
}

std::vector<char> openLinks(const StageMap& map, const CampaignState& state, Travel travel) {
  std::vector<char> open(map.links.size(), 0);
  for (std::size_t i = 0; i < map.links.size(); ++i) {
    const StageLink& link = map.links[i];
    switch (travel) {
      case Travel::Road: open[i] = roadLinkOpen(state, link) ? 1 : 0; break;
      case Travel::Rail: open[i] = link.kind == LinkKind::Railway ? 1 : 0; break;
      case Travel::Water: open[i] = link.kind == LinkKind::Water ? 1 : 0; break;
    }
  }
  return open;
}

bool knownTo(std::string_view doer, std::string_view side, int day, Period period, int seenAt) {
  if (doer == side || day == 0) return true;
  return periodIndexOf(day, period) + 1 <= seenAt;
}

int intelSeenAt(int lagPeriods, const CampaignState& state) {
  const int now = periodIndexOf(state.day, state.period);
  return lagPeriods <= 0 ? now + 1 : now - lagPeriods;
}

std::vector<char> roadLinksKnownTo(const StageMap& map, const CampaignState& state,
                                   std::string_view side, int seenAt) {
  CampaignState known;
  for (const auto& b : state.bridges)
    if (knownTo(b.side, side, b.changedOnDay, b.changedInPeriod, seenAt))
      known.bridges.push_back(b);
  return openLinks(map, known, Travel::Road);
}

bool isFriendlyPort(const StageMap& map, const CampaignState& state, std::string_view nodeId,
                    std::string_view side) {
  const StageNode* node = map.findNode(nodeId);
  if (!node || !node->port) return false;
  for (const auto& f : state.forces)
    if (f.side != side && f.location.atNode() && f.location.node == nodeId && f.embarkedOn.empty())
      return false;
  return true;
}

bool touchesWater(const StageMap& map, std::string_view nodeId) {
  for (const auto* link : map.linksAt(nodeId))
    if (link->kind == LinkKind::Water) return true;
  return false;
}

std::vector<Work> worksAt(const StageMap& map, const CampaignState& state, std::string_view nodeId,
                          std::string_view side) {
  std::vector<Work> out;
  if (const StageNode* node = map.findNode(nodeId))
    for (const auto& w : node->works)
      if (w.side == side) out.push_back(w);
  for (const auto& w : state.works)
    if (w.node == nodeId && w.work.side == side) out.push_back(w.work);
  return out;
}

}  // namespace hfg
