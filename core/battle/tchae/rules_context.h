// What every rule step works on: the battle state and the one die source (1.4, C-26).
#pragma once

#include <vector>

#include "core/battle/tchae/battle_state.h"
#include "core/battle/tchae/tchae_dice.h"

namespace hfg::tchae {

struct RulesContext {
  BattleState& state;
  TchaeDice& dice;

  const TchaeSettings& settings() const { return state.settings; }
  GameLevel level() const { return state.level; }
  battle::Footprint fp(const Unit& u) const { return footprintOf(u, state.level); }
  /// Enemy (or friendly) units on the table, not eliminated.
  std::vector<Unit*> activeUnits(Belligerent side);
  /// The nearest enemy unit on the table and its distance (nullptr when none).
  Unit* nearestEnemy(const Unit& u, double* distanceIn = nullptr);
  /// The commander attached to a unit, or nullptr.
  Commander* attachedTo(const Unit& u);
  bool inCover(const Unit& u) const;
  bool inDifficult(const Unit& u) const;
};

}  // namespace hfg::tchae
