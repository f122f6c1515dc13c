// Command range (M-15, MB-9) and the courier (M-20, MB-14).
#pragma once

#include <optional>

#include "core/battle/common/footprint.h"
#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/howlin_settings.h"
#include "core/model/geometry.h"

namespace hfg::howlin_mobs {

/// MB-9: in command when any part of the unit (paces) is within command_range_in of its General.
bool inCommand(const battle::Footprint& unit, Vec2 generalPaces, const HowlinMobsSettings& s);

/// MB-9: a unit out of command may end a Move only nearer its General than it started.
bool outOfCommandMoveAllowed(const battle::Footprint& from, const battle::Footprint& to,
                             Vec2 generalPaces);

/// A written order in the courier's hands.
struct WrittenOrder {
  OrderKind kind = OrderKind::Hold;
  int commandId = -1;  ///< the addressee
  Vec2 point;          ///< P, in paces (Attack, Advance, Hold, Withdraw)
  int supportedCommandId = -1;
};

enum class CourierStep { Killed, Rode, Delivered };

/// One Army Commander's single courier (M-20, MB-14).
class Courier {
 public:
  /// Ready with the Army Commander and carrying nothing.
  bool ready() const { return !m_order && !m_readyNextTurn; }
  bool riding() const { return m_order.has_value(); }
  const std::optional<WrittenOrder>& order() const { return m_order; }
  Vec2 position() const { return m_position; }

  /// At the start of the side's turn: a killed or returned courier is replaced or back.
  void startTurn(Vec2 armyCommanderPaces);
  /// Gives him an order to carry; he must be ready.
  void send(const WrittenOrder& order, Vec2 armyCommanderPaces);
  /// The D6 (killed at or below the death face: 1, or 2 under an Inert army commander), then up
  /// to courier_move_in straight towards the addressee, delivering within 1".
  CourierStep ride(Vec2 addresseePaces, bool inertArmyCommander, HmDieSource& dice,
                   const HowlinMobsSettings& s);
  /// The order he delivered in the last ride (then he is back, ready next turn).
  std::optional<WrittenOrder> takeDelivered();

 private:
  std::optional<WrittenOrder> m_order;
  std::optional<WrittenOrder> m_delivered;
  Vec2 m_position;
  bool m_readyNextTurn = false;
};

}  // namespace hfg::howlin_mobs
