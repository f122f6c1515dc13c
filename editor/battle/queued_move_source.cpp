// Gives the engine the committed orders in turn, pausing the bound when they run out.
#include "editor/battle/queued_move_source.h"

namespace hfg {

QueuedMoveSource::QueuedMoveSource(const std::vector<battle::MoveOrder>& orders, bool movesEnded,
                                   const std::map<std::string, bool>& doubling)
    : m_orders(orders), m_movesEnded(movesEnded), m_doubling(doubling) {}

std::optional<battle::MoveOrder> QueuedMoveSource::nextOrder(const battle::Battle& /*battle*/) {
  if (m_next < m_orders.size()) return m_orders[m_next++];
  if (m_movesEnded) return std::nullopt;
  throw BoundPaused{};
}

bool QueuedMoveSource::wantsToDouble(const battle::Battle& /*battle*/, const std::string& commandId,
                                     int rawDie) {
  m_asked[commandId] = rawDie;
  const auto it = m_doubling.find(commandId);
  return it != m_doubling.end() && it->second;
}

}  // namespace hfg
