// A commander's activation in ten steps (2.3, E-52) and the unit actions it pays for (ET-7).
#pragma once

#include <string>
#include <vector>

#include "core/battle/tchae/combat.h"
#include "core/battle/tchae/general.h"
#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// What limits an activation (E-48, E-49, E-52).
enum class Restriction { None, FireAndRally, FireOnly };

/// The running activation: its PIPs and the contacts made in it.
struct Activation {
  Commander* commander = nullptr;
  int pips = 0;
  Restriction restriction = Restriction::None;
  std::vector<Contact> contacts;
  std::vector<std::string> actedUnits;  ///< units activated in this activation (EB-32)
  std::vector<std::string> routed;
  std::vector<std::string> rallying;   ///< EB-33 rallies with a wait
  std::vector<std::string> movesMade;  ///< one entry per move, for E-61
};

/// The side view a general sees (side_view.h), built by the caller.
using ViewBuilder = BattleState (*)(const BattleState&, Belligerent);

/// 2.3 steps 1-10 for commander `c`, asking `general`.
void commanderActivation(RulesContext& ctx, Commander& c, TchaeGeneral& general,
                         Restriction restriction = Restriction::None);

/// Step 6: one unit action; false (with the reason in the log) when refused.
bool doUnitAction(RulesContext& ctx, Activation& act, const UnitAction& a);

/// Does commander `c` (or a higher one, E-24) command the unit?
bool inChain(const RulesContext& ctx, const Commander& c, const Unit& u);

}  // namespace hfg::tchae
