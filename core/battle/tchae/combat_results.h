// Applying a combat result: casualties, routs, retirements, firefights, reactions, pursuit (ET-20, ET-21, E-95 ... E-98).
#pragma once

#include <string>

#include "core/battle/tchae/combat.h"

namespace hfg::tchae {

void eliminate(RulesContext& ctx, Unit& u, const std::string& why);
/// Moves `u` straight away from `from` until its gap to `from` is at least `gapIn`.
void backOffTo(RulesContext& ctx, Unit& u, const Unit& from, double gapIn);
/// ET-20 / E-95 / E-97 for the code in `out`.
void applyCombatResult(RulesContext& ctx, CombatOutcome& out, Unit& attacker, Unit& defender,
                       Unit& higher, Unit& lower, const Supports& supA, const Supports& supD);
/// ET-21 / EB-45: one firefight between `a` (the attacker) and `b`.
void fightFirefight(RulesContext& ctx, CombatOutcome& out, Unit& a, Unit& b);
/// E-81 / EB-35: the attached (or leading) commander's risk after his LF was used.
void riskToGeneral(RulesContext& ctx, const Unit& u, int casualtiesInThisAction, bool lfUsed,
                   const std::string& leaderId);
/// E-15 rout of `u` away from `from` by the ET-20 distance, with E-97 (c), (d), (i).
void routUnit(RulesContext& ctx, CombatOutcome& out, Unit& u, const Unit& from, bool wasDefender);

}  // namespace hfg::tchae
