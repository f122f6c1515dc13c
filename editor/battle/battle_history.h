// A battle kept bound by bound: the state after each bound, for the replay slider and the losses chart.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/move_source.h"
#include "core/dice/dice.h"
#include "maps/campaign_battles/side_moves.h"

namespace hfg {

/// Snapshots of a battle: number 0 is the deployment, number n the state after the n-th bound
/// (bounds counted over both sides, as the engine's log does). Deterministic because the engine
/// takes every die from the DieSource it is given.
class BattleHistory {
 public:
  explicit BattleHistory(battle::Battle start);

  /// Adds the state at the end of the next bound.
  void record(const battle::Battle& afterBound);
  /// Bounds recorded (snapshots less the deployment).
  std::size_t bounds() const { return m_snapshots.size() - 1; }
  /// 0: the deployment; n: after bound n. Clamped to the last snapshot.
  const battle::Battle& stateAfter(std::size_t bound) const;
  const battle::Battle& latest() const { return m_snapshots.back(); }
  /// T-11 element equivalents lost by `side` (0 or 1) at each snapshot, for the losses chart.
  std::vector<float> lostEe(int side) const;
  /// The log entries written during bound n (1-based): [first, last) into latest().logEntries().
  std::pair<std::size_t, std::size_t> logRange(std::size_t bound) const;

 private:
  std::vector<battle::Battle> m_snapshots;
};

/// Makes one side's controller (0 or 1: the set-up's side index). Computer generals plug in here.
using SideMoveSourceFactory = std::function<std::unique_ptr<battle::MoveSource>(int side)>;

/// A MoveSource that asks the controller of the side whose bound it is (maps::SideMoves with
/// each side's controller made by `factory`). Throws std::invalid_argument when the factory
/// gives a side none.
class SideDispatchSource final : public maps::SideMoves {
 public:
  explicit SideDispatchSource(const SideMoveSourceFactory& factory);
};

/// Plays `start` to its end (or `stopAfterBound` bounds, 0: no limit) with `source` and `dice`,
/// keeping the state after every bound.
BattleHistory playWithHistory(battle::Battle start, battle::MoveSource& source, DieSource& dice,
                              int stopAfterBound = 0);

}  // namespace hfg
