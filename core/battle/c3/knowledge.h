// Who knows what on a C3 table (KB-14, KB-52, K-45, K-46): every Commander's picture made from
// what he sees this minute along sight lines over the real heights (KB-11) and what Messages have
// brought him, and the view of one side that a player receives (hidden information).
#pragma once

#include <string>
#include <vector>

#include "core/battle/c3/battle_state.h"

namespace hfg::c3 {

/// KB-52: what the Commander `observer` (a casting, or a Unit's own commander looking from his
/// Unit) makes out of the enemy Unit `target` this minute.
Sighting sightingOf(const C3Battle& battle, int observer, const C3Unit& target);

/// Every Commander of both sides looks (KB-14): seen enemy Units are written into his picture
/// with what he makes out at the range (KB-52); the others keep their last-seen entry.
void updatePictures(C3Battle& battle);

/// True when the Commander sees the enemy Unit now (his picture says so).
bool seesNow(const C3Battle& battle, int commander, int enemyUnit);
/// True when the Commander can see the friendly Unit (KB-13: superiors see Events happen).
bool watchesFriend(const C3Battle& battle, int commander, const C3Unit& unit);

/// The enemy Units a Commander knows (KB-14): seen now, last seen or reported.
std::vector<EnemyReport> knownEnemies(const C3Battle& battle, int commander);

/// A Message's contents written from the sender's picture (K-28, KB-14).
std::vector<EnemyReport> reportFrom(const C3Battle& battle, int commander);

/// What one side's player receives: its own Units, Commanders, Orders, messengers and Messages,
/// and of the enemy only what its Commanders' pictures hold.
struct C3SideView {
  int side = 0;
  int minute = 0;
  int clockMin = 0;
  double metresPerPace = 0.75;  ///< for writing places in metres (1.1)
  std::vector<C3Unit> units;
  std::vector<C3Commander> commanders;
  std::vector<Dispatch> inTransit;
  std::vector<EnemyReport> enemies;  ///< the freshest report of each enemy Unit
  std::vector<std::string> messages;
};
C3SideView viewFor(const C3Battle& battle, int side);
/// The bytes a player receives: one line per item.
std::string toText(const C3SideView& view);

}  // namespace hfg::c3
