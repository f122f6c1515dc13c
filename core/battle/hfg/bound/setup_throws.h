// Dice of the set-up and of commands' arrival: attacker, base edges, surprise, delayed and dilatory commands (T-15, T-6, B-24).
#pragma once

#include "core/battle/hfg/combat/combat_record.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// T-15 step 1 for one army commander: die + the army's aggression factor, +1 for a Brilliant
/// C-in-C, -1 for an Inert one.
int attackerScore(int rawDie, int aggression, GeneralQuality commanderInChief);

/// T-15 step 1: which side attacks (0 or 1); ties throw again. Each throw takes side 0's die first.
int throwForAttacker(DieSource& dice, int aggression0, GeneralQuality cinc0, int aggression1,
                     GeneralQuality cinc1);

/// T-15 step 3: which side picks its base edge; each throws, the attacker adds 2, ties again.
int throwForBaseEdgeChoice(DieSource& dice, int attackerSide);

/// T-15 surprise: after the attacker's first bound, die +1 Brilliant attacking C-in-C, +1 per
/// Concealed Position, +1 if the enemy C-in-C is Inert, +2 mist, -5 if the enemy fields Aeronauts
/// in good weather.
struct SurpriseFacts {
  int rawDie = 1;
  bool attackerCinCBrilliant = false;
  int concealedPositions = 0;
  bool defenderCinCInert = false;
  bool mist = false;
  bool defenderAeronautsInGoodWeather = false;
};
/// B-24: the extra attacker bounds, max(0, ceil(total / 2)), with the addends as factors.
int surpriseBounds(const SurpriseFacts& facts, std::vector<FactorEntry>* parts = nullptr);

/// T-6: a delayed command arrives in the first own bound whose unadjusted PIP score is 4-6 by
/// its own base edge, or 5-6 by a side edge.
bool delayedCommandArrives(int rawPip, bool bySideEdge);

/// T-6: a dilatory ally (aggression lower than its army commander's) throws no PIP die until
/// its side's completed bounds exceed the difference.
bool dilatoryAllyThrowsPips(int completedBounds, int armyCommanderAggression, int allyAggression);

/// T-6: the C-in-C or an army commander may swap his final score with that of a directly
/// subordinate, non-allied general within his easy command distance whose score is lower.
bool pipSwapAllowed(int seniorScore, int subordinateScore, bool subordinateAllied,
                    bool directlySubordinate, bool withinEasyCommandDistance);

}  // namespace hfg::battle
