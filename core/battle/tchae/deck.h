// Building and shuffling the turn's deck (E-44, ET-4).
#pragma once

#include <vector>

#include "core/battle/tchae/battle_state.h"
#include "core/dice/dice.h"

namespace hfg::tchae {

/// ET-4: the cards that are in this turn's deck, in a fixed order before shuffling.
std::vector<Card> deckCards(const BattleState& state);
/// E-44: Fisher-Yates with the seeded generator.
void shuffleDeck(std::vector<Card>& cards, Dice& dice);

}  // namespace hfg::tchae
