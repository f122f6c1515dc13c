// Names of cards and orders, as the logs and the rules page write them.
#include "core/battle/howlin_mobs/hm_types.h"

namespace hfg::howlin_mobs {

std::string_view cardName(Card card) {
  switch (card) {
    case Card::Move: return "Move";
    case Card::DoubleMove: return "Double Move";
    case Card::Fire: return "Fire";
    case Card::DoubleFire: return "Double Fire";
    case Card::Rally: return "Rally";
  }
  return "?";
}

std::string_view orderName(OrderKind order) {
  switch (order) {
    case OrderKind::Attack: return "Attack";
    case OrderKind::Advance: return "Advance";
    case OrderKind::Hold: return "Hold";
    case OrderKind::Support: return "Support";
    case OrderKind::Withdraw: return "Withdraw";
    case OrderKind::Reserve: return "Reserve";
  }
  return "?";
}

}  // namespace hfg::howlin_mobs
