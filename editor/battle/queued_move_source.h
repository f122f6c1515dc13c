// The hot seat's MoveSource: the orders the player committed this bound, given to the engine one at a time.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/move_source.h"

namespace hfg {

/// Thrown by QueuedMoveSource when its queue is empty and the player has not ended the moves:
/// the bound stops after the PIP throw and the orders so far, and is played again from its start
/// (same dice) when the next order is committed.
struct BoundPaused {};

/// Feeds the engine the panel's queue of orders. Brilliant doubling (T-6) follows `doubling`
/// (command id -> double the raw die); commands asked are remembered for the panel to offer.
class QueuedMoveSource final : public battle::MoveSource {
 public:
  /// `orders` and `doubling` are referenced, not copied: they must outlive the source.
  QueuedMoveSource(const std::vector<battle::MoveOrder>& orders, bool movesEnded,
                   const std::map<std::string, bool>& doubling);
  std::optional<battle::MoveOrder> nextOrder(const battle::Battle& battle) override;
  bool wantsToDouble(const battle::Battle& battle, const std::string& commandId,
                     int rawDie) override;
  /// Brilliant generals the engine asked about, with their raw die.
  const std::map<std::string, int>& doublingAsked() const { return m_asked; }

 private:
  const std::vector<battle::MoveOrder>& m_orders;
  bool m_movesEnded;
  const std::map<std::string, bool>& m_doubling;
  std::map<std::string, int> m_asked;
  std::size_t m_next = 0;
};

}  // namespace hfg
