// Units carrying out their Orders minute by minute (K-24 to K-27, K-54, K-62, KB-24 to KB-26):
// an Order waiting for its WHEN comes into force, the formation its HOW implies is taken (KT-16),
// the Unit faces and moves at full rate towards where its Order sends it, and the Order is found
// fulfilled or impossible (Event h).
#pragma once

#include <utility>
#include <vector>

#include "core/battle/c3/battle_state.h"

namespace hfg::c3 {

/// KB-24 WHEN: does the Order's trigger hold now for the Unit (its commander's and its command
/// Commander's pictures decide "enemy seen")?
bool whenHolds(const C3Battle& battle, const C3Unit& u, const C3Order& order);

/// KB-24 HOW: the formation the Order implies for the Unit, moving or arrived (K-62).
Formation formationFor(const C3Battle& battle, const C3Unit& u, const C3Order& order,
                       bool moving, double distanceToGoalM);

/// Puts an Order into force for a Unit (KB-16 D): at once when its WHEN holds, else it waits.
void giveOrder(C3Battle& battle, C3Unit& u, C3Order order);

/// Section 2 step 3 for formed Units under Orders: waiting Orders whose WHEN holds come into
/// force, formations are taken, Units face and move. Returns the contacts made: (mover, enemy).
std::vector<std::pair<int, int>> conductOrders(C3Battle& battle);

/// KB-24: Orders fulfilled or that can no longer be carried out raise Event h; troops halt.
void checkFulfilment(C3Battle& battle);

/// The enemy Units the Unit knows of: its own commander's and its command Commander's pictures.
std::vector<EnemyReport> enemiesKnownTo(const C3Battle& battle, const C3Unit& u);

}  // namespace hfg::c3
