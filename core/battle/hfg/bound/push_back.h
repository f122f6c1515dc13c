// Push-back chains of a recoil (T-10, B-39): the friends a recoiling element pushes back, through further pushable friends, and what blocks the chain.
#pragma once

#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// One friend pushed back by exactly the overlap needed (B-39).
struct PushBack {
  std::size_t element = 0;
  Footprint end;
  double paces = 0;
};

/// What a recoil to `moverEnd` needs: the friends to push, or why it cannot be made.
struct PushPlan {
  bool possible = true;
  std::vector<PushBack> pushes;       ///< in chain order: each pushed by the one before
  std::vector<std::size_t> blockers;  ///< friends in the way when it is not possible (B-39)
  std::string why;                    ///< "enemy 'x'", "impassable terrain", "work 'w'", ...
};

/// T-10, B-39: recoiling `mover` (its recoil straight along the unit `direction` ending at
/// `moverEnd`) pushes back friends facing the same way as the recoiler, Marksmen and friendly
/// staff by exactly the overlap needed, and column followers along a road (`followsAlongRoad`) back
/// along their own rear; a push continues through further pushable friends. It is
/// blocked by enemy, by impassable terrain, by a friend of any other facing, or by a work (a
/// pushed element crossing a linear work or entering a redoubt). The table edge never blocks
/// (B-40): the caller removes pushed elements that leave it.
PushPlan planPushBack(const Battle& battle, std::size_t mover, const Footprint& moverEnd,
                      Vec2 direction);

/// B-39: `other` may be pushed by `recoiler`: a friend facing the same way, Marksmen or staff.
bool pushable(const ElementInPlay& recoiler, const ElementInPlay& other,
              const BattleSettings& s = {});
/// T-10, B-39 "or following it along a road": a friend on a road the recoiler is on (G-21) facing
/// more along its way than against it, as a column follower round a bend does. It is pushed back
/// along its own rear.
bool followsAlongRoad(const Battle& battle, const ElementInPlay& recoiler,
                      const ElementInPlay& other);

}  // namespace hfg::battle
