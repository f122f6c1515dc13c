// A TCHAE battle played turn by turn with one seeded generator: the deck, the cards and the end (E-44, 2.2).
#pragma once

#include <memory>
#include <vector>

#include "core/battle/tchae/battle_state.h"
#include "core/battle/tchae/general.h"
#include "core/battle/tchae/tchae_dice.h"
#include "core/dice/dice.h"

namespace hfg::tchae {

class TchaeBattle {
 public:
  /// Every throw and the shuffle from `dice` (the same seed replays the same battle).
  TchaeBattle(BattleState state, Dice& dice, TchaeGeneral& unionGeneral,
              TchaeGeneral& confederateGeneral);
  /// Throws from `throws` (given faces in tests), the shuffle from `shuffle`.
  TchaeBattle(BattleState state, Dice& shuffle, DieSource& throws, TchaeGeneral& unionGeneral,
              TchaeGeneral& confederateGeneral);

  /// A deck order for a coming turn instead of the shuffle (scripted replays and tests).
  void stackDeck(std::vector<Card> cards) { m_stacked.push_back(std::move(cards)); }
  /// One whole turn: the deck, every card drawn to Coffee!, and the end checks.
  void playTurn();
  /// Turns until the battle ends (E-111, 7.2); at most `turnLimit` more as a guard.
  void play(int turnLimit = 200);

  BattleState& state() { return m_state; }
  const BattleState& state() const { return m_state; }

 private:
  void startTurn();
  void resolveCard(const Card& card);
  void endTurn();
  TchaeGeneral& generalOf(Belligerent side) {
    return side == Belligerent::Union ? m_union : m_confederate;
  }

  BattleState m_state;
  Dice& m_shuffle;
  std::unique_ptr<SeededDieSource> m_ownSource;
  DieSource& m_throws;
  TchaeDice m_dice;
  TchaeGeneral& m_union;
  TchaeGeneral& m_confederate;
  std::vector<std::vector<Card>> m_stacked;
};

}  // namespace hfg::tchae
