// Hands through a phase: M-9 .. M-12, MB-7, MB-12, with Cases 11, 22 and 24.
#include <doctest/doctest.h>

#include "core/battle/howlin_mobs/deck.h"
#include "core/battle/howlin_mobs/hand.h"
#include "core/battle/howlin_mobs/unit_rules.h"

using namespace hfg::howlin_mobs;

namespace {
const HowlinMobsSettings kS;
}  // namespace

TEST_CASE("M-9 a hand is picked from the deck, its size by MB-12") {
  const auto deck = commandDeck(false, kS);
  const Hand h =
      Hand::pick(deck, {Card::Fire, Card::Fire, Card::Move, Card::Rally, Card::DoubleMove},
                 handSize(0, false, kS));
  CHECK(h.cards().size() == 5);
  CHECK_THROWS_WITH(Hand::pick(deck, {Card::Fire}, 5), "M-9: a hand of 5 cards, not 1");
  CHECK_THROWS(Hand::pick(commandDeck(true, kS), {Card::DoubleFire}, 1));
}

TEST_CASE("M-10 M-11 MB-7 alternate turns until every hand is empty") {
  const auto deck = commandDeck(false, kS);
  std::vector<Hand> hands{Hand::pick(deck, {Card::Fire, Card::Move}, 2),
                          Hand::pick(deck, {Card::Rally}, 1)};
  int turns = 0;
  while (!phaseOver(hands)) {
    for (Hand& h : hands) {
      if (h.empty()) continue;  // no card left: no further turns this phase
      const Card c = h.cards().front();
      if (turns == 0)
        CHECK(h.pass(c).discarded == Card::Fire);
      else
        h.play(c);
      ++turns;
    }
  }
  CHECK(turns == 3);
  Hand one = Hand::pick(deck, {Card::Move}, 1);
  CHECK_THROWS_WITH(one.play(Card::Rally), "M-10: the hand holds no Rally");
}

TEST_CASE("Case 11 a killed General's command discards its hand: MB-12") {
  Hand h = Hand::pick(commandDeck(false, kS), {Card::Move, Card::Fire, Card::Rally}, 3);
  CHECK(generalKilled(3, kS));
  h.discardAll();
  CHECK(h.empty());
  CHECK(phaseOver({h}));
}

TEST_CASE("Case 22 routers and passing through a phase: M-50 MB-7") {
  Hand h = Hand::pick(commandDeck(false, kS), {Card::Move, Card::Rally}, 2);
  const TurnAction pass = h.pass(Card::Move);
  CHECK(routersMove(pass.played, pass.discarded));  // the router runs 9"
  const TurnAction rally = h.play(Card::Rally);
  CHECK_FALSE(routersMove(rally.played, rally.discarded));
  CHECK(h.empty());
  CHECK_FALSE(routersMove(std::nullopt, std::nullopt));  // an empty hand: it stays
}

TEST_CASE("Case 24 M-12 MB-13 Lee as defender chooses who goes first") {
  CHECK(firstSide(HmSide::Union, false, HmSide::Confederate) == HmSide::Union);
  CHECK(firstSide(HmSide::Union, true, HmSide::Confederate) == HmSide::Confederate);
}
