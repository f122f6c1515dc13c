// Geometry of the project's combat decisions: the direction of a fall back (KB-33), overlapped
// flanks (KB-44) and a side's leading Unit (KB-42 item 2), of shared/spec/c3.md.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/sight.h"

namespace hfg::c3 {

/// An enemy Unit as the falling-back Unit's commander knows it: where and how strong.
struct KnownEnemy {
  PointM at;
  int sp = 0;
};

/// KB-33: the unit vector straight away from known enemy: opposite the SP-weighted mean of the
/// directions to the enemy Units within fall_back_enemy_m, or away from `cause` if there are none.
PointM fallBackDirection(PointM self, const std::vector<KnownEnemy>& enemies, PointM cause,
                         const C3Settings& s);

/// A stretch of front measured along the enemy leading Unit's front line (metres from any origin).
struct FrontSpan {
  double left = 0;
  double right = 0;
};

/// KB-44: how many of the enemy's flanks (0..2) the side overlaps: one of its Units in the combat,
/// or within overlap_near_m of the enemy and facing it (the caller passes only those), reaching at
/// least overlap_beyond_m beyond the line of that flank edge. `enemyHasFlanks` is false for a
/// square, extended order or works (KB-42 item 4).
int flanksOverlapped(FrontSpan enemy, const std::vector<FrontSpan>& side, bool enemyHasFlanks,
                     const C3Settings& s);

/// A Unit of a side in a close combat, for choosing its leading Unit.
struct Contender {
  int id = 0;
  int factor = 0;  ///< KT-21 factor against the other side's leading Unit
  int sp = 0;
};
/// KB-42 item 2: the highest factor, ties to the larger SP, then the lower id; nullopt if empty.
std::optional<int> leadingUnit(const std::vector<Contender>& side);

/// A Unit's front edge on the table: its midpoint, the direction it faces (a unit vector) and
/// its width (KT-14).
struct FrontEdge {
  PointM mid;
  PointM facing{0, 1};
  double widthM = 0;
};

/// KB-39: is `p` in the front arc: ahead of the front edge, between lines drawn outwards at
/// front_arc_deg from its two corners?
bool inFrontArc(const FrontEdge& edge, PointM p, const C3Settings& s);

/// KT-19: a target is enfiladed when the firer's centre lies behind the line of its front edge
/// (never a square, extended order or a Unit in works: the caller says `canBeEnfiladed`).
bool enfiladed(const FrontEdge& target, PointM firerCentre, bool canBeEnfiladed);

}  // namespace hfg::c3
