// Routs (T-10, B-37): the router's move straight back or along a guide, stopping at crossings, destroyed at rivers and marsh, through friends, friends routing with it (O-S1), and meeting enemy.
#pragma once

#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// T-10 last line: a repulsed or routing element that meets enemy conforms to it and fights if
/// it can (at once, as a pursuer would, B-36); otherwise it routs 1,200 p straight on through the
/// enemy, who halt. `travel` is its direction of travel; it stands where the enemy stopped it.
void meetEnemy(Battle& battle, std::size_t element, std::size_t enemy, Vec2 travel);

/// T-10 routed `paces`: friends touching its rear rout with it (O-S1); it turns 180 degrees and
/// moves straight back or along a road, river bank or feature edge (B-37) through friends; it stops
/// at the near side of a bridge or ford, is destroyed at a river or marsh it cannot cross, leaves
/// the table at the edge (B-40), and meets enemy (`meetEnemy`). `why` is logged.
void routElement(Battle& battle, std::size_t element, double paces, const std::string& why);

}  // namespace hfg::battle
