// Hot-seat bounds: the bound is replayed from its start with the same dice after each committed or undone order.
#include "editor/battle/hot_seat_battle.h"

#include <exception>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/state_digest.h"
#include "core/io/load_error.h"
#include "core/battle/hfg/moves/move_execution.h"
#include "editor/battle/queued_move_source.h"

namespace hfg {

HotSeatBattle::HotSeatBattle(battle::BattleSetup setup, std::uint64_t seed,
                             battle::BattleSettings settings)
    : m_setup(setup),
      m_settings(settings),
      m_seed(seed),
      m_boundStart(std::move(setup), settings),
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
  ++m_revision;
  return finished;
}

void HotSeatBattle::rollPips() {
  if (m_step != HotSeatStep::RollPips) return;
  m_orders.clear();
  m_lockedOrders = 0;
  m_doubling.clear();
  m_record.push_back({});
  replay(false);
  m_step = HotSeatStep::Moving;
}

bool HotSeatBattle::setDoubling(const std::string& commandId, bool doubled) {
  if (m_step != HotSeatStep::Moving || !m_orders.empty() || !m_offered.count(commandId))
    return false;
  m_doubling[commandId] = doubled;
  auto& chosen = m_record.back().doubled;
  chosen.clear();
  for (const auto& [id, yes] : m_doubling)
    if (yes) chosen.push_back(id);
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
      if (auto plan = battle::planFordSearch(m_current, order, refusal))
        out.plan = plan->move;
      else
        out.refusal = refusal;
      return out;
    case battle::MoveAction::Rally:
      if (auto plan = battle::planRally(m_current, order, refusal))
        out.plan = *plan;
      else
        out.refusal = refusal;
      return out;
    case battle::MoveAction::Transfer:
      if (auto plan = battle::planTransfer(m_current, order, refusal))
        out.plan = *plan;
      else
        out.refusal = refusal;
      return out;
    default: return battle::planMove(m_current, order);
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
  m_record.back().orders = m_orders;
  replay(false);
  return std::nullopt;
}

void HotSeatBattle::undo() {
  if (!canUndo()) return;
  m_orders.pop_back();
  m_record.back().orders = m_orders;
  replay(false);
}

void HotSeatBattle::endMoves() {
  if (m_step != HotSeatStep::Moving) return;
  replay(true);
  m_record.back().movesEnded = true;
  m_history.record(m_current);
  m_boundStart = m_current;
  m_diceAtBoundStart = m_diceNow;
  m_orders.clear();
  m_lockedOrders = 0;
  m_doubling.clear();
  m_offered.clear();
  m_step = m_current.ended() ? HotSeatStep::Ended : HotSeatStep::RollPips;
  ++m_revision;
}

io::BattleSave HotSeatBattle::toSave(std::string title) const {
  io::BattleSave save;
  save.title = std::move(title);
  save.seed = m_seed;
  save.setup = m_setup;
  save.bounds = m_record;
  save.stateDigest = battle::battleStateDigest(m_current);
  return save;
}

std::unique_ptr<HotSeatBattle> HotSeatBattle::fromSave(const io::BattleSave& save,
                                                       const std::filesystem::path& file) {
  std::unique_ptr<HotSeatBattle> game;
  try {
    game = std::make_unique<HotSeatBattle>(save.setup, save.seed);
  } catch (const std::exception& e) {
    throw LoadError(file, "setup", e.what());
  }
  for (std::size_t i = 0; i < save.bounds.size(); ++i) {
    const io::SavedBound& bound = save.bounds[i];
    const std::string field = "bounds[" + std::to_string(i) + "]";
    if (game->step() != HotSeatStep::RollPips)
      throw LoadError(file, field,
                      "the battle was already over after " + std::to_string(i) + " bounds");
    game->rollPips();
    for (std::size_t k = 0; k < bound.doubled.size(); ++k)
      if (!game->setDoubling(bound.doubled[k], true))
        throw LoadError(
            file, field + ".doubled[" + std::to_string(k) + "]",
            "the PIP throw offered command '" + bound.doubled[k] + "' no doubling (T-6 Brilliant)");
    for (std::size_t k = 0; k < bound.orders.size(); ++k)
      if (const auto refusal = game->commit(bound.orders[k]))
        throw LoadError(file, field + ".orders[" + std::to_string(k) + "]",
                        "the engine refuses this order on replay" +
                            (refusal->rule.empty() ? std::string() : " (" + refusal->rule + ")") +
                            ": " + refusal->message);
    if (bound.movesEnded) game->endMoves();
  }
  const std::string digest = battle::battleStateDigest(game->current());
  if (digest != save.stateDigest)
    throw LoadError(
        file, "state_digest",
        "the battle replayed from the file is not the battle that was saved (the file was "
        "edited, or this hfg plays the rules differently): expected " +
            save.stateDigest + ", replayed " + digest);
  return game;
}

}  // namespace hfg
