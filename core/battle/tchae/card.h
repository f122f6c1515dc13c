// The cards of the TCHAE deck (ET-4).
#pragma once

#include <string>

#include "core/battle/tchae/tchae_types.h"

namespace hfg::tchae {

enum class CardKind {
  Commander,            ///< E-52
  Blinds,               ///< E-46
  GiftedOrBold,         ///< E-47
  CautiousOrPolitical,  ///< E-48
  Inspirational,        ///< E-49
  GrandTactical,        ///< E-50
  Coffee,               ///< E-51
};

struct Card {
  CardKind kind = CardKind::Coffee;
  Belligerent side = Belligerent::Union;
  std::string commanderId;  ///< for CardKind::Commander
  friend bool operator==(const Card&, const Card&) = default;
};

/// A short name for logs: "commander:kimball", "union:blinds", "coffee".
std::string cardName(const Card& card);

}  // namespace hfg::tchae
