// MT-11 the written orders (project, MB-15): what each names, allows, obliges and becomes.
#pragma once

#include <string_view>
#include <vector>

#include "core/battle/howlin_mobs/hm_types.h"

namespace hfg::howlin_mobs {

enum class OrderTarget { Point, FriendlyCommand, Nothing };
/// Whom a unit under the order may start fights with.
enum class FightScope { AnyEnemy, NearPointOrBound, NearPoint, NearSupported, None };
/// When the hand must hold at least 2 Move or Double Move cards.
enum class CardDuty { None, UntilNearPoint, UntilFulfilled };

struct OrderRow {
  OrderKind order;
  OrderTarget names;
  FightScope mayFight;
  CardDuty cards;
  bool becomesHoldWhenFulfilled = false;
  std::string_view moves;  ///< the movement obligation in the spec's words
};

const OrderRow& orderRow(OrderKind order);

/// MT-11: whether a hand meets the order's card duty while `dutyActive` (for Attack: no unit of
/// the command within 3" of P; Advance, Withdraw: not yet fulfilled). A hand under 2 cards meets
/// it when every card is Move or Double Move.
bool handMeetsOrder(OrderKind order, bool dutyActive, const std::vector<Card>& hand);

}  // namespace hfg::howlin_mobs
