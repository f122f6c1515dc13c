// Plays a battle bound by bound from a MoveSource and reports each element's fate and the winner.
#include "core/battle/hfg/hfg_resolver.h"

#include <stdexcept>

#include "core/battle/hfg/bound/bound_sequence.h"

namespace hfg::battle {

int ScriptedDice::d6() {
  if (m_next >= m_faces.size())
    throw ScriptDiceExhausted("the script's dice ran out after " + std::to_string(m_faces.size()) +
                              " dice; add more to \"dice\"");
  return m_faces[m_next++];
}

std::optional<MoveOrder> ScriptedMoves::nextOrder(const Battle& battle) {
  if (battle.boundNumber() != m_bound) {
    m_bound = battle.boundNumber();
    m_next = 0;
  }
  const auto it = m_orders.find(m_bound);
  if (it == m_orders.end() || m_next >= it->second.size()) return std::nullopt;
  return it->second[m_next++];
}

std::optional<std::string> ScriptedMoves::exchangeScoresWith(const Battle& battle) {
  const auto it = m_exchanges.find(battle.boundNumber());
  if (it == m_exchanges.end()) return std::nullopt;
  return it->second;
}

void playBattle(Battle& battle, MoveSource& source, DieSource& dice, int stopAfterBound) {
  while (!battle.ended() && (stopAfterBound <= 0 || battle.clock().boundsPlayed() < stopAfterBound))
    playBound(battle, source, dice);
}

TableResult resultOf(const Battle& battle) {
  TableResult r;
  for (const auto& e : battle.elements()) {
    ElementOutcome o;
    o.elementId = e.id();
    switch (e.condition) {
      case ElementCondition::Destroyed: o.fate = ElementFate::Destroyed; break;
      case ElementCondition::Spent: o.fate = ElementFate::Spent; break;
      case ElementCondition::OffTable: o.fate = ElementFate::OffTable; break;
      default: o.fate = ElementFate::Present; break;
    }
    o.routing = e.condition == ElementCondition::Routing;
    r.elements.push_back(o);
  }
  if (battle.losingSide) r.winnerSideId = battle.side(1 - *battle.losingSide).id;
  r.boundsPlayed = battle.clock().boundsPlayed();
  r.nightfall = !battle.losingSide && battle.clock().nightfall();
  for (const auto& l : battle.logEntries()) r.log.push_back(l.text);
  return r;
}

TableResult HfgBattleResolver::resolve(const BattleSetup& setup, Dice& dice) {
  Battle battle(setup, m_settings);
  SeededDieSource source(dice);
  playBattle(battle, m_source, source);
  return resultOf(battle);
}

}  // namespace hfg::battle
