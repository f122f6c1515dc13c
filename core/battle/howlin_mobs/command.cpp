// M-15 / MB-9 command range on the footprint; M-20 / MB-14 the courier, one D6 before each ride.
#include "core/battle/howlin_mobs/command.h"

#include <stdexcept>

#include "core/battle/common/shapes.h"

namespace hfg::howlin_mobs {

bool inCommand(const battle::Footprint& unit, Vec2 generalPaces, const HowlinMobsSettings& s) {
  return battle::distanceBetween(battle::ringOf(unit), generalPaces) <=
         s.commandRangeIn * s.pacesPerInch;
}

bool outOfCommandMoveAllowed(const battle::Footprint& from, const battle::Footprint& to,
                             Vec2 generalPaces) {
  return battle::distanceBetween(battle::ringOf(to), generalPaces) <
         battle::distanceBetween(battle::ringOf(from), generalPaces);
}

void Courier::startTurn(Vec2 armyCommanderPaces) {
  if (m_readyNextTurn) {
    m_readyNextTurn = false;
    m_position = armyCommanderPaces;
  }
  if (!m_order) m_position = armyCommanderPaces;
}

void Courier::send(const WrittenOrder& order, Vec2 armyCommanderPaces) {
  if (!ready()) throw std::logic_error("M-20: the courier is not with his Army Commander");
  m_order = order;
  m_position = armyCommanderPaces;
}

CourierStep Courier::ride(Vec2 addresseePaces, bool inertArmyCommander, HmDieSource& dice,
                          const HowlinMobsSettings& s) {
  if (!m_order) throw std::logic_error("M-20: the courier carries no order");
  const int deathFaces = inertArmyCommander ? s.inertCourierDeathFaces : s.courierDeathFace;
  if (dice.d6() <= deathFaces) {
    m_order.reset();  // the order is lost; a new courier from the side's next turn
    m_readyNextTurn = true;
    return CourierStep::Killed;
  }
  const double reach = s.courierMoveIn * s.pacesPerInch;
  const Vec2 gap = addresseePaces - m_position;
  const double d = length(gap);
  m_position = d <= reach ? addresseePaces : m_position + gap * (reach / d);
  if (distance(m_position, addresseePaces) > s.courierDeliverIn * s.pacesPerInch)
    return CourierStep::Rode;
  m_delivered = m_order;
  m_order.reset();
  m_readyNextTurn = true;
  return CourierStep::Delivered;
}

std::optional<WrittenOrder> Courier::takeDelivered() {
  std::optional<WrittenOrder> d = m_delivered;
  m_delivered.reset();
  return d;
}

}  // namespace hfg::howlin_mobs
