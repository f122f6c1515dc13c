// The moving side's picture of the enemy from its commands' B-20 memory.
#include "core/battle/hfg/ai/enemy_picture.h"

#include <cmath>

#include "core/battle/hfg/moves/knowledge.h"

namespace hfg::battle {
namespace {

bool samePose(const Footprint& a, const Footprint& b) {
  return distance(a.frontMid, b.frontMid) < 0.5 &&
         std::abs(std::remainder(a.headingDeg - b.headingDeg, 360.0)) < 0.5;
}

}  // namespace

std::vector<KnownEnemy> knownEnemies(const Battle& battle, int side) {
  const auto& els = battle.elements();
  std::vector<KnownEnemy> out;
  std::vector<int> slot(els.size(), -1);
  bool anyMemory = false;
  for (const auto& c : battle.side(side).commands)
    anyMemory = anyMemory || battle.enemyMemory.count(c.id) > 0;
  if (!anyMemory) {
    // No bound has refreshed the memory yet (a battle set up and asked at once): what the
    // commands know now.
    for (std::size_t j = 0; j < els.size(); ++j) {
      if (!els[j].present() || els[j].side == side) continue;
      for (const auto& c : battle.side(side).commands)
        if (knownTo(battle, c.id, j)) {
          out.push_back({j, els[j].footprint, true});
          break;
        }
    }
    return out;
  }
  for (const auto& c : battle.side(side).commands) {
    const auto mem = battle.enemyMemory.find(c.id);
    if (mem == battle.enemyMemory.end()) continue;
    for (const auto& [j, pose] : mem->second) {
      if (j >= els.size() || !els[j].present() || els[j].side == side) continue;
      const bool now = samePose(pose, els[j].footprint);
      if (slot[j] < 0) {
        slot[j] = static_cast<int>(out.size());
        out.push_back({j, pose, now});
      } else if (now && !out[static_cast<std::size_t>(slot[j])].seenNow) {
        out[static_cast<std::size_t>(slot[j])] = {j, pose, true};
      }
    }
  }
  return out;
}

}  // namespace hfg::battle
