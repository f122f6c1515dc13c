// Decisive combat: quick results, supports, values, the throw, results and reactions (E-83 ... E-98).
#pragma once

#include <string>
#include <vector>

#include "core/battle/tchae/combat_tables.h"
#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// A contact made in the movement step, fought in the decisive-combat step (2.3 step 8).
struct Contact {
  std::string attackerId;
  std::string defenderId;
  bool flankOrRear = false;  ///< EB-40, decided from where the charger started
  double chargerStartGapIn = 0;
  int leaderLf = 0;  ///< E-49: LF of an inspirational leader, added to the attacker
  std::string leaderId;
};

/// What one combat came to, for the log and for tests.
struct CombatOutcome {
  bool quickResult = false;
  double attackerValue = 0;
  double defenderValue = 0;
  int throwTotal = 0;  ///< the 2D6
  int index = 0;
  CombatCode code = CombatCode::Firefight;
  bool attackerLost = false;
  bool firefight = false;
  int firefightWinner = -1;         ///< 0 attacker, 1 defender, -1 none
  std::vector<std::string> routed;  ///< units routed by this combat (for E-82)
};

/// E-90 / EB-41: one side's supports of the fighting unit.
struct Supports {
  int infantryCavalry = 0;
  int guns = 0;  ///< regimental guns or corps models
  bool mediumSmoothbore = false;
  bool leftFlank = false;
  bool rightFlank = false;
  std::vector<std::string> ids;
};
Supports findSupports(RulesContext& ctx, const Unit& fighter, const Unit& enemy);

/// EB-12: overlap of `own` beyond `enemy`'s contacted edge, as a fraction of that edge.
double overlapOf(RulesContext& ctx, const Unit& own, const Unit& enemy,
                 const Supports& enemySupports);

/// Resolves one contact completely (E-88 quick results, E-93 values, E-94 throw, E-95 results,
/// E-96 firefight, E-97 reactions, E-98 pursuit).
CombatOutcome resolveContact(RulesContext& ctx, const Contact& contact);

/// E-96: re-fights a standing firefight pair still within 4.5 in (EB-45).
CombatOutcome refightFirefight(RulesContext& ctx, Unit& a, Unit& b);

}  // namespace hfg::tchae
