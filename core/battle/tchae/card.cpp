// Card names for the log.
#include "core/battle/tchae/card.h"

namespace hfg::tchae {

std::string cardName(const Card& card) {
  const std::string side(keyOf(card.side));
  switch (card.kind) {
    case CardKind::Commander: return "commander:" + card.commanderId;
    case CardKind::Blinds: return side + ":blinds";
    case CardKind::GiftedOrBold: return side + ":gifted_or_bold";
    case CardKind::CautiousOrPolitical: return side + ":cautious_or_political";
    case CardKind::Inspirational: return side + ":inspirational";
    case CardKind::GrandTactical: return side + ":grand_tactical";
    case CardKind::Coffee: return "coffee";
  }
  return "?";
}

}  // namespace hfg::tchae
