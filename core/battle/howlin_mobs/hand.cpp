// M-9 .. M-12 with MB-7 and MB-12.
#include "core/battle/howlin_mobs/hand.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "core/battle/howlin_mobs/deck.h"

namespace hfg::howlin_mobs {

Hand Hand::pick(const std::vector<Card>& deck, const std::vector<Card>& picked, int size) {
  if (static_cast<int>(picked.size()) != size)
    throw std::invalid_argument("M-9: a hand of " + std::to_string(size) + " cards, not " +
                                std::to_string(picked.size()));
  if (!handFitsDeck(picked, deck))
    throw std::invalid_argument("M-9: the hand holds a card more often than the deck does");
  Hand h;
  h.m_cards = picked;
  return h;
}

Card Hand::take(Card card) {
  const auto it = std::find(m_cards.begin(), m_cards.end(), card);
  if (it == m_cards.end())
    throw std::invalid_argument("M-10: the hand holds no " + std::string(cardName(card)));
  m_cards.erase(it);
  return card;
}

TurnAction Hand::play(Card card) { return {take(card), std::nullopt}; }

TurnAction Hand::pass(Card card) { return {std::nullopt, take(card)}; }

bool phaseOver(const std::vector<Hand>& hands) {
  return std::all_of(hands.begin(), hands.end(), [](const Hand& h) { return h.empty(); });
}

HmSide firstSide(HmSide attacker, bool defenderHasLee, HmSide leeChoice) {
  return defenderHasLee ? leeChoice : attacker;
}

}  // namespace hfg::howlin_mobs
