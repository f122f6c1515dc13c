// ET-4 deck contents and the shuffle.
#include "core/battle/tchae/deck.h"

#include <utility>

namespace hfg::tchae {

namespace {

bool hasBlindsCardUse(const BattleState& s, Belligerent side) {
  for (const Blind& b : s.blinds)  // EB-52
    if (b.side == side && b.present(s.turn)) return true;
  return false;
}

bool anyCommander(const BattleState& s, Belligerent side, bool (*pred)(const Commander&)) {
  for (const Commander& c : s.commanders)
    if (c.side == side && c.cardInDeck && !c.horsDeCombat && pred(c)) return true;
  return false;
}

bool anyInspirational(const BattleState& s, Belligerent side) {
  for (const Commander& c : s.commanders)
    if (c.side == side && c.onTable && !c.horsDeCombat && c.inspirational &&
        !c.inspirationalActUsed)
      return true;
  for (const Unit& u : s.units)
    if (u.side == side && u.active() && u.inspirationalColonel && !u.colonelActUsed) return true;
  return false;
}

}  // namespace

std::vector<Card> deckCards(const BattleState& s) {
  std::vector<Card> cards;
  for (const Commander& c : s.commanders)
    if (c.cardInDeck) cards.push_back({CardKind::Commander, c.side, c.id});
  for (Belligerent side : {Belligerent::Union, Belligerent::Confederate}) {
    if (hasBlindsCardUse(s, side)) cards.push_back({CardKind::Blinds, side, {}});
    if (anyCommander(s, side,
                     [](const Commander& c) { return c.ability == Ability::Gifted || c.bold; }))
      cards.push_back({CardKind::GiftedOrBold, side, {}});
    if (anyCommander(s, side, [](const Commander& c) {
          return c.cautious || c.ability == Ability::Political;
        }))
      cards.push_back({CardKind::CautiousOrPolitical, side, {}});
    if (anyInspirational(s, side)) cards.push_back({CardKind::Inspirational, side, {}});
    if (s.settings.grandTacticalCardSide == keyOf(side) && hasBlindsCardUse(s, side))
      cards.push_back({CardKind::GrandTactical, side, {}});
  }
  cards.push_back({CardKind::Coffee, Belligerent::Union, {}});
  return cards;
}

void shuffleDeck(std::vector<Card>& cards, Dice& dice) {
  for (std::size_t i = cards.size(); i > 1; --i) {
    const std::size_t j = static_cast<std::size_t>(dice.roll(static_cast<int>(i))) - 1;
    std::swap(cards[i - 1], cards[j]);
  }
}

}  // namespace hfg::tchae
