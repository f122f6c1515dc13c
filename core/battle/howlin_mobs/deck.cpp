// MT-10 (project, MB-5): the deck is bigger than the hand and uneven, so picking means something.
#include "core/battle/howlin_mobs/deck.h"

#include <algorithm>
#include <stdexcept>

namespace hfg::howlin_mobs {

std::vector<Card> deckCards(const DeckCounts& counts) {
  std::vector<Card> cards;
  auto add = [&](Card card, int n) {
    if (n < 0) throw std::invalid_argument("MB-5: a deck count must not be negative");
    cards.insert(cards.end(), static_cast<std::size_t>(n), card);
  };
  add(Card::Move, counts.move);
  add(Card::DoubleMove, counts.doubleMove);
  add(Card::Fire, counts.fire);
  add(Card::DoubleFire, counts.doubleFire);
  add(Card::Rally, counts.rally);
  return cards;
}

std::vector<Card> commandDeck(bool independentBattery, const HowlinMobsSettings& s) {
  return deckCards(independentBattery ? s.deckBattery : s.deckGeneral);
}

int handSize(int generalHits, bool inert, const HowlinMobsSettings& s) {
  const int penalty = inert ? s.inertHandPenalty : 0;
  return std::max(s.minHand, s.handSize - generalHits - penalty);
}

int arrivalHandSize(int handSize, int arrivalRound) { return std::min(handSize, 6 - arrivalRound); }

bool handFitsDeck(const std::vector<Card>& hand, const std::vector<Card>& deck) {
  for (Card card : {Card::Move, Card::DoubleMove, Card::Fire, Card::DoubleFire, Card::Rally})
    if (std::count(hand.begin(), hand.end(), card) > std::count(deck.begin(), deck.end(), card))
      return false;
  return true;
}

}  // namespace hfg::howlin_mobs
