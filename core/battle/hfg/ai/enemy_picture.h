// The enemy as a side's computer generals know it: seen now, or remembered where last seen (B-20 with memory).
#pragma once

#include <cstddef>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// One enemy element the side knows of.
struct KnownEnemy {
  std::size_t index = 0;  ///< into Battle::elements()
  Footprint pose;         ///< where the side believes it stands
  bool seenNow = false;   ///< the pose is where it stands now (known now, or unmoved since seen)
};

/// B-20 with memory (issue #4 `Battle::enemyMemory`, refreshed by the bound loop before the
/// moves): every present enemy of `side` that some command of the side has known, at the pose
/// it was last seen in; an enemy seen by no command is left out. When commands remember
/// different poses, the pose where the enemy stands now wins, else the first command's (in
/// set-up order). Before any bound has refreshed the memory, what the commands know now
/// (`knownTo`). Generals plan with this picture instead of the true table, so an enemy that
/// marched out of sight is looked for where it was last seen, not forgotten.
std::vector<KnownEnemy> knownEnemies(const Battle& battle, int side);

}  // namespace hfg::battle
