// MT-11 as data; the geometry of "no further from P" is the movement engine's (not yet built).
#include "core/battle/howlin_mobs/order_table.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace hfg::howlin_mobs {

const OrderRow& orderRow(OrderKind order) {
  static const std::array<OrderRow, 6> kRows{{
      {OrderKind::Attack, OrderTarget::Point, FightScope::AnyEnemy, CardDuty::UntilNearPoint, true,
       "end no further from P than it started"},
      {OrderKind::Advance, OrderTarget::Point, FightScope::NearPointOrBound,
       CardDuty::UntilFulfilled, true, "end no further from P than it started"},
      {OrderKind::Hold, OrderTarget::Point, FightScope::NearPoint, CardDuty::None, false,
       "end with some part within hold_radius_in of P, or nearer P than it started"},
      {OrderKind::Support, OrderTarget::FriendlyCommand, FightScope::NearSupported, CardDuty::None,
       false,
       "end with some part within 12\" of a unit of X, or nearer X's nearest unit than it started"},
      {OrderKind::Withdraw, OrderTarget::Point, FightScope::None, CardDuty::UntilFulfilled, true,
       "never end nearer any enemy unit it can see than it started"},
      {OrderKind::Reserve, OrderTarget::Nothing, FightScope::None, CardDuty::None, false,
       "move only to leave an enemy zone, to make a passage of lines, or to come back into "
       "command"},
  }};
  for (const OrderRow& row : kRows)
    if (row.order == order) return row;
  throw std::invalid_argument("MT-11: unknown order");
}

bool handMeetsOrder(OrderKind order, bool dutyActive, const std::vector<Card>& hand) {
  if (orderRow(order).cards == CardDuty::None || !dutyActive) return true;
  const auto moves = std::count_if(hand.begin(), hand.end(),
                                   [](Card c) { return c == Card::Move || c == Card::DoubleMove; });
  if (hand.size() < 2) return moves == static_cast<long>(hand.size());
  return moves >= 2;
}

}  // namespace hfg::howlin_mobs
