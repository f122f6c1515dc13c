// Reactions to a charge: opportunity charges and intercepts, turning to face, evading (E-85 ... E-89, ET-16).
#pragma once

#include <string>

#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// E-87 / EB-37: after each step of a move, enemy mounted cavalry with the mover inside its charge
/// reach and front arc may try an opportunity charge (flank or rear) or an intercept (front).
/// On success the cavalry is placed in contact; returns its id (empty: no charge).
std::string tryOpportunityCharge(RulesContext& ctx, Unit& mover);

/// ET-16 inputs that come from a unit's own commander.
struct CommanderBits {
  bool boldProfessionalOrGifted = false;
  bool cautiousOrPolitical = false;
  int attachedLf = 0;
};
CommanderBits commanderBits(RulesContext& ctx, const Unit& u);

/// E-89 / E-87: a defender charged in flank or rear tries to turn (column T). Success turns it to
/// face; 5 also makes it Surprised; failure leaves it Disordered for the combat.
void turnToFace(RulesContext& ctx, Unit& defender, const Unit& charger, bool chargerFarAway);

/// E-86 / EB-38: may the defender evade this charge, and does it? Moves it a full move away.
bool tryEvade(RulesContext& ctx, Unit& defender, const Unit& charger, double chargerStartGapIn);

}  // namespace hfg::tchae
