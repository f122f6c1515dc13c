// A command's hand through a phase (M-9 .. M-12, MB-7, MB-12): picking it from the deck, playing
// or passing one card a turn, a killed General's discarded hand, the end of the phase.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/hm_types.h"

namespace hfg::howlin_mobs {

/// One turn's action of a command: a card played, or a card discarded face down (a pass).
struct TurnAction {
  std::optional<Card> played;
  std::optional<Card> discarded;
};

class Hand {
 public:
  /// M-9: the picked cards must number `size` and come from `deck`; throws naming what is wrong.
  static Hand pick(const std::vector<Card>& deck, const std::vector<Card>& picked, int size);

  const std::vector<Card>& cards() const { return m_cards; }
  bool empty() const { return m_cards.empty(); }
  /// M-10: plays a card it holds.
  TurnAction play(Card card);
  /// M-10, MB-7: a pass discards one card of the holder's choice.
  TurnAction pass(Card card);
  /// MB-12: a killed General's command discards its hand and plays no more this phase.
  void discardAll() { m_cards.clear(); }

 private:
  Card take(Card card);
  std::vector<Card> m_cards;
};

/// M-11: the phase is over when every hand on the table is empty.
bool phaseOver(const std::vector<Hand>& hands);

/// M-12, MB-13 (a): the attacker goes first unless the defender has Lee, who then names the side
/// at the start of each phase.
HmSide firstSide(HmSide attacker, bool defenderHasLee, HmSide leeChoice);

}  // namespace hfg::howlin_mobs
