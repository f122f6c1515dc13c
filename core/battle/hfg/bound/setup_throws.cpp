// T-15 set-up throws, B-24 surprise and T-6 arrival rules.
#include "core/battle/hfg/bound/setup_throws.h"

#include <algorithm>
#include <string>

namespace hfg::battle {

int attackerScore(int rawDie, int aggression, GeneralQuality cinc) {
  int score = rawDie + aggression;
  if (cinc == GeneralQuality::Brilliant) score += 1;
  if (cinc == GeneralQuality::Inert) score -= 1;
  return score;
}

int throwForAttacker(DieSource& dice, int aggression0, GeneralQuality cinc0, int aggression1,
                     GeneralQuality cinc1) {
  for (;;) {
    const int s0 = attackerScore(dice.d6(), aggression0, cinc0);
    const int s1 = attackerScore(dice.d6(), aggression1, cinc1);
    if (s0 != s1) return s0 > s1 ? 0 : 1;
  }
}

int throwForBaseEdgeChoice(DieSource& dice, int attackerSide) {
  for (;;) {
    const int s0 = dice.d6() + (attackerSide == 0 ? 2 : 0);
    const int s1 = dice.d6() + (attackerSide == 1 ? 2 : 0);
    if (s0 != s1) return s0 > s1 ? 0 : 1;
  }
}

int surpriseBounds(const SurpriseFacts& f, std::vector<FactorEntry>* parts) {
  std::vector<FactorEntry> p{{"die", f.rawDie, "surprise die"}};
  if (f.attackerCinCBrilliant) p.push_back({"T-15", 1, "Brilliant attacking C-in-C"});
  if (f.concealedPositions > 0)
    p.push_back({"T-15", f.concealedPositions,
                 std::to_string(f.concealedPositions) + " Concealed Position(s)"});
  if (f.defenderCinCInert) p.push_back({"T-15", 1, "enemy C-in-C Inert"});
  if (f.mist) p.push_back({"T-15", 2, "mist"});
  if (f.defenderAeronautsInGoodWeather)
    p.push_back({"T-15", -5, "enemy Aeronauts in good weather"});
  int total = 0;
  for (const auto& e : p) total += e.value;
  if (parts) *parts = p;
  // ceil(total / 2) for a positive total; a zero or negative total gives no surprise.
  return total <= 0 ? 0 : (total + 1) / 2;
}

bool delayedCommandArrives(int rawPip, bool bySideEdge) { return rawPip >= (bySideEdge ? 5 : 4); }

bool dilatoryAllyThrowsPips(int completedBounds, int armyCommanderAggression, int allyAggression) {
  const int difference = std::max(0, armyCommanderAggression - allyAggression);
  return completedBounds > difference || difference == 0;
}

bool pipSwapAllowed(int seniorScore, int subordinateScore, bool subordinateAllied,
                    bool directlySubordinate, bool withinEasyCommandDistance) {
  return directlySubordinate && !subordinateAllied && withinEasyCommandDistance &&
         subordinateScore < seniorScore;
}

}  // namespace hfg::battle
