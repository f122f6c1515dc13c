// The sequence of play (section 2): a side's turn, a round, a phase and the whole battle day,
// composed from the card actions, the hands, the courier and the break check. Choices come from
// an HmPlayer that sees only its side's view (hands are secret).
#pragma once

#include "core/battle/howlin_mobs/battle_state.h"
#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/hm_player.h"

namespace hfg::howlin_mobs {

/// Set-up step 2 (M-19): the side's first written orders, in force at once, no courier.
void giveFirstOrders(BattleState& state, HmSide side, const std::vector<WrittenOrder>& orders);

/// Section 2 step 3.1.2 (M-19, M-20, MB-14): the side's order, handed over or given to the courier,
/// then the courier's D6 and ride; a delivered order is in force at once.
void ordersAndCouriers(BattleState& state, HmSide side, HmPlayer& player, HmDieSource& dice);

/// One side's turn (section 2 step 3.1): arrivals (MB-44), orders and couriers, then every
/// command holding a card commits a card or pass, resolved in the MB-8 order with the Generals'
/// help asked of their side (M-16); at its end fulfilled orders become Hold (MT-11).
void playTurn(BattleState& state, HmSide side, const Players& players, HmDieSource& dice);

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
