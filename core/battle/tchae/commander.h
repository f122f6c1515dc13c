// A commander figure: ability, traits, order, place in the chain and card state (E-4, E-20, E-33, ET-43).
#pragma once

#include <optional>
#include <string>

#include "core/battle/tchae/tchae_types.h"
#include "core/model/geometry.h"

namespace hfg::tchae {

struct Commander {
  std::string id;
  std::string name;
  Belligerent side = Belligerent::Union;
  Ability ability = Ability::Inexperienced;
  bool bold = false;
  bool cautious = false;
  bool inspirational = false;
  bool inspirationalActUsed = false;  ///< E-49: one act per game
  std::string superiorId;             ///< empty for the top of a chain (C-in-C)
  Order order = Order::Hold;
  Vec2 objective;                     ///< ET-24 objective point (a feature's centre)
  std::optional<Order> pendingOrder;  ///< E-33: applies from his next card
  Vec2 positionIn;                    ///< figure position, inches
  bool onTable = false;               ///< figure on the table (E-45)
  bool cardInDeck = false;            ///< E-45: from the Coffee! after he came on the table
  bool horsDeCombat = false;          ///< E-81, E-22: replaced next turn
  std::string attachedUnitId;         ///< E-23
  // Per-turn state.
  bool cardResolvedThisTurn = false;  ///< his activation happened (or was voided) this turn
  bool spottedThisTurn = false;       ///< E-53: one try per turn
  bool restrictedThisTurn = false;    ///< E-49: after an inspirational act, fire only
  int revealedTurn = -1;              ///< E-55: the turn his blind was spotted
};

/// ET-3 with EB-63: the highest row that matches.
int leadershipFactor(const Commander& c);
/// ET-3: an Inspirational colonel (EB-63).
inline constexpr int kInspirationalColonelLf = 2;

/// ET-2: PIPs for a DAv result.
int commandPips(Ability ability, int dav);

/// E-22 / EB-64: the replacement one ability step lower, keeping Bold or Cautious, not Inspirational.
Commander replacementFor(const Commander& fallen);

}  // namespace hfg::tchae
