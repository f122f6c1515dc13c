// The turn loop (2.2, E-44, E-51, E-45, EB-64).
#include "core/battle/tchae/tchae_battle.h"

#include <utility>

#include "core/battle/tchae/activation.h"
#include "core/battle/tchae/card_events.h"
#include "core/battle/tchae/coffee.h"
#include "core/battle/tchae/deck.h"
#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

TchaeBattle::TchaeBattle(BattleState state, Dice& dice, TchaeGeneral& unionGeneral,
                         TchaeGeneral& confederateGeneral)
    : m_state(std::move(state)),
      m_shuffle(dice),
      m_ownSource(std::make_unique<SeededDieSource>(dice)),
      m_throws(*m_ownSource),
      m_dice(m_throws),
      m_union(unionGeneral),
      m_confederate(confederateGeneral) {}

TchaeBattle::TchaeBattle(BattleState state, Dice& shuffle, DieSource& throws,
                         TchaeGeneral& unionGeneral, TchaeGeneral& confederateGeneral)
    : m_state(std::move(state)),
      m_shuffle(shuffle),
      m_throws(throws),
      m_dice(m_throws),
      m_union(unionGeneral),
      m_confederate(confederateGeneral) {}

void TchaeBattle::startTurn() {
  for (Commander& c : m_state.commanders) {
    c.cardResolvedThisTurn = false;
    c.spottedThisTurn = false;
    c.restrictedThisTurn = false;
    if (c.horsDeCombat) {  // E-22 / EB-64: the replacement appears now
      Commander next = replacementFor(c);
      next.cardInDeck = c.cardInDeck;
      c = next;
      m_state.note("E-22", c.id + " is replaced: " + std::string(keyOf(c.ability)));
    }
  }
  for (Unit& u : m_state.units) {
    u.activatedThisTurn = false;
    u.advancedThisTurn = false;
    u.casualtiesThisTurn = 0;
    u.supportedThisTurn = false;
    u.evadedThisTurn = false;
    u.enteredZocThisTurn = false;
    u.triedOpportunityThisTurn = false;
  }
  for (Blind& b : m_state.blinds) {
    b.movedByCommanderThisTurn = false;
    b.movedOnBlindsCardThisTurn = false;
    b.triedSpotThisTurn = false;
  }
  m_state.cautiousFlag[0] = m_state.cautiousFlag[1] = false;
  if (!m_stacked.empty()) {
    m_state.deck = std::move(m_stacked.front());
    m_stacked.erase(m_stacked.begin());
  } else {
    m_state.deck = deckCards(m_state);
    shuffleDeck(m_state.deck, m_shuffle);
  }
  m_state.nextCard = 0;
  m_state.note("E-44", "turn " + std::to_string(m_state.turn) + ": " +
                           std::to_string(m_state.deck.size()) + " cards");
}

void TchaeBattle::resolveCard(const Card& card) {
  RulesContext ctx{m_state, m_dice};
  m_state.lastCard = card;
  m_state.note("E-44", "card: " + cardName(card));
  switch (card.kind) {
    case CardKind::Commander:
      if (Commander* c = m_state.commander(card.commanderId))
        commanderActivation(ctx, *c, generalOf(c->side));
      break;
    case CardKind::Blinds: blindsCard(ctx, card.side, generalOf(card.side)); break;
    case CardKind::GiftedOrBold: giftedOrBoldCard(ctx, card.side, generalOf(card.side)); break;
    case CardKind::CautiousOrPolitical: cautiousOrPoliticalCard(ctx, card.side); break;
    case CardKind::Inspirational: inspirationalCard(ctx, card.side, generalOf(card.side)); break;
    case CardKind::GrandTactical: grandTacticalCard(ctx, card.side, generalOf(card.side)); break;
    case CardKind::Coffee: break;
  }
}

void TchaeBattle::endTurn() {
  RulesContext ctx{m_state, m_dice};
  coffee(ctx);
  for (Commander& c : m_state.commanders)  // E-45: cards join at this Coffee!
    if (c.onTable && !c.cardInDeck) {
      c.cardInDeck = true;
      m_state.note("E-45", c.id + "'s card joins the deck");
    }
  for (Unit& u : m_state.units) u.surprised = false;  // E-18
  checkEndOfGame(m_state);
  if (!m_state.ended) ++m_state.turn;
}

void TchaeBattle::playTurn() {
  if (m_state.ended) return;
  startTurn();
  while (m_state.nextCard < m_state.deck.size()) {
    const Card card = m_state.deck[m_state.nextCard++];
    if (card.kind == CardKind::Coffee) break;  // E-44: undrawn cards are not played
    resolveCard(card);
  }
  endTurn();
}

void TchaeBattle::play(int turnLimit) {
  for (int i = 0; i < turnLimit && !m_state.ended; ++i) playTurn();
}

}  // namespace hfg::tchae
