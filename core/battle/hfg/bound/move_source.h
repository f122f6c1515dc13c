// Where a bound's voluntary moves come from: a script now, computer generals later.
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle {

class Battle;

/// The moving side's controller. The bound asks for orders one at a time after the PIP throw,
/// so a controller can look at the battle after each move.
class MoveSource {
 public:
  virtual ~MoveSource() = default;
  /// The next order of the moving side this bound, or nothing to end its moves.
  virtual std::optional<MoveOrder> nextOrder(const Battle& battle) = 0;
  /// T-6: does a Brilliant general double this raw die? (B-35 default: no.)
  virtual bool wantsToDouble(const Battle& /*battle*/, const std::string& /*commandId*/,
                             int /*rawDie*/) {
    return false;
  }
  /// T-6: the C-in-C may swap his final score with one directly subordinate, non-allied general
  /// within his easy command distance whose score is lower: that command's id, or nothing.
  virtual std::optional<std::string> exchangeScoresWith(const Battle& /*battle*/) {
    return std::nullopt;
  }
};

}  // namespace hfg::battle
