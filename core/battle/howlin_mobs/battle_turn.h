// The sequence of play (section 2): a side's turn, a round, a phase and the whole battle day,
// composed from the card actions, the hands, the courier and the break check. Choices come from
// an HmPlayer that sees only its side's view (hands are secret).
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/battle_state.h"
#include "core/battle/howlin_mobs/hm_dice.h"

namespace hfg::howlin_mobs {

/// A command's choice for the turn (M-10, MB-7): a card to play, or one to discard (a pass).
struct CardChoice {
  Card card = Card::Move;
  bool pass = false;
};

/// Whoever decides for one side: a script, a computer general (MG-, not yet), a human.
class HmPlayer {
 public:
  virtual ~HmPlayer() = default;
  /// M-9: `size` cards from `deck` for the command.
  virtual std::vector<Card> pickHand(const HmSideView& view, int commandId,
                                     const std::vector<Card>& deck, int size) = 0;
  /// Section 2 step 3.1.2: at most one new written order this turn.
  virtual std::optional<WrittenOrder> writeOrder(const HmSideView& view) = 0;
  /// Section 2 step 3.1.3: the command still holds a card.
  virtual CardChoice chooseCard(const HmSideView& view, int commandId) = 0;
};

/// Both sides' players, indexed by HmSide.
struct Players {
  HmPlayer* side[2] = {nullptr, nullptr};
  HmPlayer& of(HmSide s) const { return *side[static_cast<int>(s)]; }
};

/// Section 2 step 3.1.2 (M-19, M-20, MB-14): the side's order, handed over or given to the courier,
/// then the courier's D6 and ride; a delivered order is in force at once.
void ordersAndCouriers(BattleState& state, HmSide side, HmPlayer& player, HmDieSource& dice);

/// One side's turn (section 2 step 3.1): orders and couriers, then every command holding a card
/// commits a card or pass, resolved in the MB-8 order.
void playTurn(BattleState& state, HmSide side, HmPlayer& player, HmDieSource& dice);

/// One phase (section 2 "Each phase"): hands, rounds until every hand is empty with the MB-45 check
/// after each round, then the end of the phase.
void playPhase(BattleState& state, const Players& players, HmDieSource& dice);

/// Phases from state.phase to state.lastPhase, or until a side breaks; `afterPhase` (if given)
/// sees the state after each phase.
template <typename AfterPhase>
void playBattle(BattleState& state, const Players& players, HmDieSource& dice,
                AfterPhase&& afterPhase) {
  while (!state.over) {
    playPhase(state, players, dice);
    afterPhase(state);
  }
}

}  // namespace hfg::howlin_mobs
