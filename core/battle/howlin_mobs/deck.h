// MT-10 the decks and the hand sizes of M-9, M-17, MB-12, MB-13 and MB-44.
#pragma once

#include <vector>

#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// The cards of a deck in MT-10 order (Move, Double Move, Fire, Double Fire, Rally).
std::vector<Card> deckCards(const DeckCounts& counts);

/// The deck of a General's command or of an independent battery (MB-18).
std::vector<Card> commandDeck(bool independentBattery, const HowlinMobsSettings& s);

/// MB-12: max(min_hand, hand_size - hits - Inert penalty).
int handSize(int generalHits, bool inert, const HowlinMobsSettings& s);

/// MB-44: a command arriving in round r of a phase picks min(its hand size, 6 - r).
int arrivalHandSize(int handSize, int arrivalRound);

/// Whether a picked hand is drawn from the deck (no card more often than the deck holds it).
bool handFitsDeck(const std::vector<Card>& hand, const std::vector<Card>& deck);

}  // namespace hfg::howlin_mobs
