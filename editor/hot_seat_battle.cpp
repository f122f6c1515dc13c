// Hot-seat bounds: the bound is replayed from its start with the same dice after each committed or undone order.
#include "editor/hot_seat_battle.h"

#include <exception>

#include "core/battle/bound/bound_sequence.h"
#include "core/battle/moves/move_execution.h"
#include "editor/queued_move_source.h"

namespace hfg {

HotSeatBattle::HotSeatBattle(battle::BattleSetup setup, std::uint64_t seed, battle::BattleSettings settings)
    : m_boundStart(std::move(setup), settings),
      m_diceAtBoundStart(seed),
      m_current(m_boundStart),
      m_diceNow(seed),
      m_history(m_boundStart) {
  if (m_boundStart.ended()) m_step = HotSeatStep::Ended;
}

bool HotSeatBattle::replay(bool movesEnded) {
  battle::Battle b = m_boundStart;
  Dice dice(m_diceAtBoundStart);
  SeededDieSource source(dice);
  QueuedMoveSource queue(m_orders, movesEnded, m_doubling);
  bool finished = true;
  try {
    battle::playBound(b, queue, source);
  } catch (const BoundPaused&) {
    finished = false;
  }
  m_offered = queue.doublingAsked();
  m_current = std::move(b);
  m_diceNow = dice.state();
  return finished;
}

void HotSeatBattle::rollPips() {
  if (m_step != HotSeatStep::RollPips) return;
  m_orders.clear();
  m_lockedOrders = 0;
  m_doubling.clear();
  replay(false);
  m_step = HotSeatStep::Moving;
}

bool HotSeatBattle::setDoubling(const std::string& commandId, bool doubled) {
  if (m_step != HotSeatStep::Moving || !m_orders.empty() || !m_offered.count(commandId)) return false;
  m_doubling[commandId] = doubled;
  replay(false);
  return true;
}

battle::MoveCheck HotSeatBattle::check(const battle::MoveOrder& order) const {
  try {
    return checkUnguarded(order);
  } catch (const std::exception& e) {
    // An order the engine cannot even plan (bad ids, degenerate path) is refused, never fatal.
    battle::MoveCheck out;
    out.refusal = battle::MoveRefusal{"", e.what()};
    return out;
  }
}

battle::MoveCheck HotSeatBattle::checkUnguarded(const battle::MoveOrder& order) const {
  battle::MoveCheck out;
  battle::MoveRefusal refusal;
  switch (order.action) {
    case battle::MoveAction::FordSearch:
      if (auto plan = battle::planFordSearch(m_current, order, refusal)) out.plan = plan->move;
      else out.refusal = refusal;
      return out;
    case battle::MoveAction::Rally:
      if (auto plan = battle::planRally(m_current, order, refusal)) out.plan = *plan;
      else out.refusal = refusal;
      return out;
    case battle::MoveAction::Transfer:
      if (auto plan = battle::planTransfer(m_current, order, refusal)) out.plan = *plan;
      else out.refusal = refusal;
      return out;
    default:
      return battle::planMove(m_current, order);
  }
}

std::optional<battle::MoveRefusal> HotSeatBattle::commit(battle::MoveOrder order) {
  if (m_step != HotSeatStep::Moving)
    return battle::MoveRefusal{"1.4", "throw the PIP dice first: orders come after the PIP throw"};
  // The engine's own execution decides; it runs on a copy so a refusal leaves no trace.
  battle::Battle trial = m_current;
  Dice dice(m_diceNow);
  SeededDieSource source(dice);
  battle::MoveReport report;
  try {
    report = battle::executeOrder(trial, order, source);
  } catch (const std::exception& e) {
    return battle::MoveRefusal{"", e.what()};
  }
  if (!report.applied)
    return report.refusal ? *report.refusal : battle::MoveRefusal{"", report.text};
  const bool threwDice = dice.state() != m_diceNow;
  m_orders.push_back(std::move(order));
  if (threwDice) m_lockedOrders = m_orders.size();  // the die is thrown: no taking it back
  replay(false);
  return std::nullopt;
}

void HotSeatBattle::undo() {
  if (!canUndo()) return;
  m_orders.pop_back();
  replay(false);
}

void HotSeatBattle::endMoves() {
  if (m_step != HotSeatStep::Moving) return;
  replay(true);
  m_history.record(m_current);
  m_boundStart = m_current;
  m_diceAtBoundStart = m_diceNow;
  m_orders.clear();
  m_lockedOrders = 0;
  m_doubling.clear();
  m_offered.clear();
  m_step = m_current.ended() ? HotSeatStep::Ended : HotSeatStep::RollPips;
}

}  // namespace hfg
