// A MoveSource that gives no orders: both sides stand where they were deployed (tests of the hand-off).
#pragma once

#include "core/battle/hfg/bound/move_source.h"

namespace hfg::maps {

/// Every bound ends its moves at once; the engine still throws PIPs, brings arrivals on
/// (T-15), shoots and fights what is in range and contact.
class HoldingMoves final : public battle::MoveSource {
 public:
  std::optional<battle::MoveOrder> nextOrder(const battle::Battle& /*battle*/) override {
    return std::nullopt;
  }
};

}  // namespace hfg::maps
