// A Unit's minute on the table (K-54 to K-56, KT-12, KT-13, KT-16, KB-9, KB-30 to KB-32): moving
// through the governing ground in short steps, stopping short of friends and at the first touch
// of an enemy, and changing formation or facing with the new footprint placed as KT-16 says.
#pragma once

#include <optional>

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/formation_change.h"

namespace hfg::c3 {

/// What ended a minute's move.
struct StepOutcome {
  double movedM = 0;
  bool blocked = false;    ///< NA ground, a friend in the way, or the table's edge
  int contactEnemy = -1;   ///< KB-42: the enemy Unit its front now touches
  int blockedBy = -1;      ///< the friendly Unit in the way (KB-32: no passing through)
  bool leftTable = false;  ///< falling back or routing off the edge (KB-33)
};

/// K-54, KT-13, KT-12: moves `u` at most one minute at `rateMPerMin` (metres per minute in
/// clear going; the ground multiplies the cost as for its formation's normal rate) along the
/// unit vector `dir` (metres), for at most `maxM`; a Unit falling back or routing may leave the
/// table. Records the move for the referee.
StepOutcome moveMinute(C3Battle& battle, C3Unit& u, PointM dir, double rateMPerMin, double maxM);

/// KT-13: the Unit's normal rate in its present formation where it stands (road or not).
double normalRateOf(const C3Battle& battle, const C3Unit& u);

/// KT-16, KB-30, KB-31: starts a change to `to` facing `headingDeg` (a change of facing alone when
/// `to` is the present formation). `cause` and `d10` give the KT-7 delay for a Command. Returns
/// false when the Unit has no such change (KT-15, KT-16).
bool startChange(C3Battle& battle, C3Unit& u, Formation to, double headingDeg, ChangeCause cause,
                 int d10 = 1);
/// Completes changes due at this minute: the new footprint keeps the midpoint of the old front
/// edge (a change of facing: the old centre), stepped back 50 m at a time if it would overlap
/// (KB-56's way of making room) or the change is given up.
void completeChanges(C3Battle& battle);

/// The footprint of `u` in `formation` facing `headingDeg`, its front-edge midpoint at `frontMid`.
battle::Footprint footprintIn(const C3Battle& battle, const C3Unit& u, Formation formation,
                              double headingDeg, Vec2 frontMid);
/// True when the footprint stands clear of other Units and of ground closed to `u` (the table).
bool placeIsClear(const C3Battle& battle, const C3Unit& u, const battle::Footprint& fp);

}  // namespace hfg::c3
