// Section 2 in code: turns, rounds and phases. Each step names its rule in the state's log.
#include "core/battle/howlin_mobs/battle_turn.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "core/battle/howlin_mobs/arrivals.h"
#include "core/battle/howlin_mobs/break_check.h"
#include "core/battle/howlin_mobs/card_actions.h"
#include "core/battle/howlin_mobs/deck.h"
#include "core/battle/howlin_mobs/generals_at_risk.h"
#include "core/battle/howlin_mobs/orders_in_force.h"
#include "core/battle/howlin_mobs/unit_rules.h"

namespace hfg::howlin_mobs {
namespace {

struct Committed {
  int commandId = 0;
  TurnAction action;
};

/// MB-8's default order: Rally, then Fire and Double Fire, then Moves, then passes.
int resolutionRank(const TurnAction& a) {
  if (!a.played) return 3;
  switch (*a.played) {
    case Card::Rally: return 0;
    case Card::Fire:
    case Card::DoubleFire: return 1;
    case Card::Move:
    case Card::DoubleMove: return 2;
  }
  return 3;
}

/// MB-10: the General goes with his command, up to his MT-3 move, towards its formed units.
void moveGeneral(BattleState& st, HmCommand& c) {
  Vec2 sum;
  int n = 0;
  for (const Unit& u : st.units)
    if (u.commandId == c.id && u.present() && !u.routing) sum = sum + u.footprint.centre(), ++n;
  if (n == 0 || c.independentBattery || c.generalDead) return;
  const Vec2 to = sum * (1.0 / n) - c.general;
  const double reach = movementRow(MoveClass::General).openIn * st.settings.pacesPerInch;
  const double d = length(to);
  c.general = d <= reach ? c.general + to : c.general + to * (reach / d);
}

void resolveChoice(BattleState& st, const Committed& ch, HmDieSource& dice, GeneralAid& aid) {
  const TurnAction& a = ch.action;
  if (a.played)
    st.note("M-13",
            "command " + idText(ch.commandId) + " plays " + std::string(cardName(*a.played)));
  else
    st.note("MB-7", "command " + idText(ch.commandId) + " passes");
  if (routersMove(a.played, a.discarded)) moveRouters(st, ch.commandId);  // M-50, MB-7
  if (a.played) {
    switch (*a.played) {
      case Card::Move:
      case Card::DoubleMove: moveCommand(st, ch.commandId, *a.played, dice, &aid); break;
      case Card::Fire:
      case Card::DoubleFire: fireCommand(st, ch.commandId, *a.played, dice, &aid); break;
      case Card::Rally: rallyCommand(st, ch.commandId); break;
    }
  }
  moveGeneral(st, st.command(ch.commandId));
}

bool onTable(const BattleState& st, int commandId) {
  return std::any_of(st.units.begin(), st.units.end(),
                     [&](const Unit& u) { return u.commandId == commandId; });
}

/// M-9, M-17, MB-12, MB-13: one command's hand of `size` from its deck, chosen by its side.
void pickHand(BattleState& st, HmCommand& c, HmPlayer& player, int size) {
  const std::vector<Card> deck = commandDeck(c.independentBattery, st.settings);
  c.hand = Hand::pick(deck, player.pickHand(viewFor(st, c.side), c.id, deck, size), size);
  c.handPicked = true;
  st.note("M-9", "command " + idText(c.id) + " picks " + idText(size) + " cards");
}

/// Section 2 step 1: every command on the table picks (a dead General's none, MB-12; one still
/// to arrive when it comes on, MB-44).
void pickHands(BattleState& st, const Players& players) {
  for (HmCommand& c : st.commands) {
    c.handPicked = false;
    if (c.generalDead || !onTable(st, c.id)) continue;
    pickHand(st, c, players.of(c.side), handSize(c.generalHits, c.inert, st.settings));
  }
}

/// Section 2 step 3.1.1 (MB-44): arrivals, and a hand of min(size, 6 - r) for a command that
/// comes on in round r.
void arrive(BattleState& st, HmSide side, HmPlayer& player) {
  for (const int id : bringOnArrivals(st, side)) {
    HmCommand& c = st.command(id);
    if (c.handPicked || c.generalDead) continue;
    const int size = arrivalHandSize(handSize(c.generalHits, c.inert, st.settings), st.round);
    pickHand(st, c, player, size);
  }
}

std::vector<Hand> handsOnTable(const BattleState& st) {
  std::vector<Hand> hands;
  for (const HmCommand& c : st.commands) hands.push_back(c.hand);
  return hands;
}

}  // namespace

void giveFirstOrders(BattleState& st, HmSide side, const std::vector<WrittenOrder>& orders) {
  for (const WrittenOrder& o : orders) {
    HmCommand& c = st.command(o.commandId);
    if (c.side != side) throw std::invalid_argument("M-19: an order for the other side's command");
    c.order = o;
    st.note("M-19",
            "first order " + std::string(orderName(o.kind)) + " for command " + idText(c.id));
  }
}

void ordersAndCouriers(BattleState& st, HmSide side, HmPlayer& player, HmDieSource& dice) {
  ArmyCommander& ac = st.army(side);
  ac.courier.startTurn(ac.position);
  if (const auto order = player.writeOrder(viewFor(st, side))) {
    HmCommand& c = st.command(order->commandId);
    if (c.side != side) throw std::invalid_argument("M-19: an order for the other side's command");
    if (distance(ac.position, c.general) <= st.settings.standWithIn * st.settings.pacesPerInch) {
      c.order = *order;  // MB-14: handed over directly, no courier and no throw
      st.note("MB-14", "order handed directly to command " + idText(c.id));
    } else if (ac.courier.ready()) {
      ac.courier.send(*order, ac.position);
      st.note("M-20", "courier sent to command " + idText(c.id));
    } else {
      st.note("MB-14", "courier out: order for command " + idText(c.id) + " not sent");
    }
  }
  if (!ac.courier.riding()) return;
  HmCommand& to = st.command(ac.courier.order()->commandId);
  switch (ac.courier.ride(to.general, ac.inert, dice, st.settings)) {
    case CourierStep::Killed: st.note("M-20", "courier killed, his order lost"); break;
    case CourierStep::Rode: st.note("M-20", "courier rides"); break;
    case CourierStep::Delivered:
      to.order = *ac.courier.takeDelivered();
      st.note("M-19", "order " + std::string(orderName(to.order.kind)) + " delivered to command " +
                          idText(to.id));
      break;
  }
}

void playTurn(BattleState& st, HmSide side, const Players& players, HmDieSource& dice) {
  HmPlayer& player = players.of(side);
  st.note("M-10", std::string(sideName(side)) + " turn, round " + idText(st.round));
  arrive(st, side, player);
  ordersAndCouriers(st, side, player, dice);
  // MB-8: every command commits before any is shown, so all choose from one view.
  const HmSideView view = viewFor(st, side);
  std::vector<Committed> committed;
  for (HmCommand& c : st.commands) {
    if (c.side != side || c.hand.empty()) continue;
    const CardChoice ch = player.chooseCard(view, c.id);
    committed.push_back({c.id, ch.pass ? c.hand.pass(ch.card) : c.hand.play(ch.card)});
  }
  std::stable_sort(committed.begin(), committed.end(), [](const Committed& a, const Committed& b) {
    return resolutionRank(a.action) < resolutionRank(b.action);
  });
  SequenceAid aid(st, players);
  for (const Committed& ch : committed) resolveChoice(st, ch, dice, aid);
  settleOrders(st);  // MT-11: fulfilled at the end of the turn
}

void playPhase(BattleState& st, const Players& players, HmDieSource& dice) {
  pickHands(st, players);
  // M-12: the attacker first (Lee, MB-13, is not read from the set-up yet).
  const HmSide first = firstSide(st.attacker, false, st.attacker);
  st.note("M-12", std::string(sideName(first)) + " goes first in phase " + idText(st.phase));
  st.round = 0;
  while (!phaseOver(handsOnTable(st))) {
    ++st.round;
    playTurn(st, first, players, dice);
    playTurn(st, otherSide(first), players, dice);
    if (const auto broken = brokenSide(st.units, st.settings)) {
      st.broken = broken;
      st.over = true;
      st.note("MB-45",
              std::string(sideName(*broken)) + " breaks at the end of round " + idText(st.round));
      return;
    }
  }
  for (HmCommand& c : st.commands) c.hand.discardAll();
  st.note("M-11", "phase " + idText(st.phase) + " ends, the cards go back to the decks");
  appointSuccessors(st);  // MB-12
  if (st.phase >= st.lastPhase) {
    st.over = true;
    st.note("MB-45", "night falls after phase " + idText(st.phase) + ": undecided");
  } else {
    ++st.phase;
  }
}

}  // namespace hfg::howlin_mobs
