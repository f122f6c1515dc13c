// A battle played hot seat: the moving side throws its PIPs, commits orders the engine checks, may undo them, and ends its moves.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/io/battle_io.h"
#include "editor/battle/battle_history.h"

namespace hfg {

/// Where the moving side is in its bound.
enum class HotSeatStep { RollPips, Moving, Ended };

/// The engine decides everything: orders go to it through a QueuedMoveSource, and the bound is
/// replayed from its saved start with the same dice whenever the queue changes, so undo is exact.
/// Undo reaches back to the last order that threw a die (a ford search, B-46).
class HotSeatBattle {
 public:
  /// Throws std::invalid_argument (validateBattleSetup's problems) for an unusable set-up.
  HotSeatBattle(battle::BattleSetup setup, std::uint64_t seed,
                battle::BattleSettings settings = {});

  /// Replays a saved battle through the engine, bound by bound with the players' choices, and
  /// checks the result against the saved state digest. Throws LoadError naming `file` and the
  /// field (an order the engine now refuses, a digest that does not match).
  static std::unique_ptr<HotSeatBattle> fromSave(const io::BattleSave& save,
                                                 const std::filesystem::path& file);
  /// Everything needed to play on from here: set-up, seed, each bound's choices, state digest.
  io::BattleSave toSave(std::string title = {}) const;

  HotSeatStep step() const { return m_step; }
  /// Changes with every throw, order, undo or end of moves (caches of the table key on it).
  std::uint64_t revision() const { return m_revision; }
  /// The engine's dice state now: the same after reopening a save, so the same next dice.
  std::uint64_t diceState() const { return m_diceNow; }
  std::uint64_t seed() const { return m_seed; }
  /// The battle as the table shows it now (after the PIPs and the orders committed so far).
  const battle::Battle& current() const { return m_current; }
  int movingSide() const { return m_current.movingSide(); }
  /// Every completed bound, with the deployment as number 0.
  const BattleHistory& history() const { return m_history; }

  /// T-6: the moving side throws one die per command (the engine's PIP phase).
  void rollPips();
  /// T-6 Brilliant generals the PIP throw offered to double, with their raw die.
  const std::map<std::string, int>& doublingOffered() const { return m_offered; }
  bool doubled(const std::string& commandId) const {
    const auto it = m_doubling.find(commandId);
    return it != m_doubling.end() && it->second;
  }
  /// Chooses whether a Brilliant general doubles his die; allowed before the first order.
  bool setDoubling(const std::string& commandId, bool doubled);

  /// The engine's check of an order against the table now: the plan (path, PIP cost) or the
  /// refusal with its rule (an order the engine throws on is refused with its message).
  /// Changes nothing.
  battle::MoveCheck check(const battle::MoveOrder& order) const;
  /// Gives the order to the engine. A refused order is not kept and its refusal returned.
  std::optional<battle::MoveRefusal> commit(battle::MoveOrder order);
  const std::vector<battle::MoveOrder>& orders() const { return m_orders; }
  bool canUndo() const { return m_step == HotSeatStep::Moving && m_orders.size() > m_lockedOrders; }
  /// Takes back the last order committed this bound.
  void undo();
  /// The moving side has no more orders: distant and close combat, outcomes and the end of the
  /// bound are resolved and the bound is recorded in the history.
  void endMoves();

 private:
  battle::MoveCheck checkUnguarded(const battle::MoveOrder& order) const;
  /// Replays the bound from its start with the queued orders; true when the bound finished.
  bool replay(bool movesEnded);

  battle::BattleSetup m_setup;
  battle::BattleSettings m_settings;
  std::uint64_t m_seed = 0;
  std::vector<io::SavedBound> m_record;  ///< every bound's choices so far, for saving
  std::uint64_t m_revision = 0;
  battle::Battle m_boundStart;
  std::uint64_t m_diceAtBoundStart = 0;
  battle::Battle m_current;
  std::uint64_t m_diceNow = 0;
  std::vector<battle::MoveOrder> m_orders;
  std::size_t m_lockedOrders = 0;
  std::map<std::string, bool> m_doubling;
  std::map<std::string, int> m_offered;
  HotSeatStep m_step = HotSeatStep::RollPips;
  BattleHistory m_history;
};

}  // namespace hfg
