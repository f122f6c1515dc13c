// A side's known road links (C-6), kept per thread while the bridges and the knowledge are the same.
#include "core/campaign/known_roads.h"

#include <algorithm>
#include <cstdint>

#include "core/campaign/map_rules.h"

namespace hfg {

const std::vector<char>& knownRoads(const RoutePlanner& planner, const CampaignState& state,
                                    const std::string& side, int seenAt) {
  struct Kept {
    std::uint64_t planner = 0;
    std::string side;
    int seenAt = 0;
    std::vector<BridgeChange> bridges;
    std::vector<char> road;
  };
  thread_local std::vector<Kept> kept(4);  // a side each, for a campaign or two
  thread_local std::size_t next = 0;
  auto it = std::find_if(kept.begin(), kept.end(), [&](const Kept& k) {
    return k.planner == planner.serial() && k.side == side;
  });
  if (it == kept.end()) {
    it = kept.begin() + static_cast<std::ptrdiff_t>(next);
    next = (next + 1) % kept.size();
    it->planner = 0;
  }
  Kept& slot = *it;
  if (slot.planner != planner.serial() || slot.seenAt != seenAt || slot.bridges != state.bridges) {
    slot.road = roadLinksKnownTo(planner.map(), state, side, seenAt);
    slot.planner = planner.serial();
    slot.side = side;
    slot.seenAt = seenAt;
    slot.bridges = state.bridges;
  }
  return slot.road;
}

}  // namespace hfg
