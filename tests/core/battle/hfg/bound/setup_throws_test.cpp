// T-15 attacker and base-edge throws, B-24 surprise, T-6 delayed and dilatory commands and score swaps.
#include <doctest/doctest.h>

#include <vector>

#include "core/battle/hfg/bound/setup_throws.h"

using namespace hfg;
using namespace hfg::battle;

namespace {
class FixedDice final : public DieSource {
 public:
  explicit FixedDice(std::vector<int> faces) : m_faces(std::move(faces)) {}
  int d6() override { return m_faces.at(m_next++); }
  std::size_t used() const { return m_next; }

 private:
  std::vector<int> m_faces;
  std::size_t m_next = 0;
};
}  // namespace

TEST_CASE("T-15 attacker: die + aggression, +1 Brilliant, -1 Inert; ties throw again") {
  CHECK(attackerScore(3, 2, GeneralQuality::Ordinary) == 5);
  CHECK(attackerScore(3, 2, GeneralQuality::Brilliant) == 6);
  CHECK(attackerScore(3, 2, GeneralQuality::Inert) == 4);
  // 3+2+1 = 6 against 4+1 = 5: side 0 attacks.
  FixedDice a({3, 4});
  CHECK(throwForAttacker(a, 2, GeneralQuality::Brilliant, 1, GeneralQuality::Ordinary) == 0);
  // First throw ties (4+1 = 5, 3+2 = 5), second: 1+1 = 2 against 6+2 = 8.
  FixedDice b({4, 3, 1, 6});
  CHECK(throwForAttacker(b, 1, GeneralQuality::Ordinary, 2, GeneralQuality::Ordinary) == 1);
  CHECK(b.used() == 4);
}

TEST_CASE("T-15 base edges: the attacker adds 2 and the higher total chooses") {
  FixedDice a({3, 4});  // attacker side 0: 5 against 4
  CHECK(throwForBaseEdgeChoice(a, 0) == 0);
  FixedDice b({2, 4, 1, 6});  // 4 against 4, again: 3 against 6
  CHECK(throwForBaseEdgeChoice(b, 0) == 1);
}

TEST_CASE("B-24 surprise lasts ceil(total / 2) bounds, none for a total of 0 or less") {
  SurpriseFacts f;
  f.rawDie = 3;
  CHECK(surpriseBounds(f) == 2);
  f.attackerCinCBrilliant = true;
  f.concealedPositions = 2;
  f.mist = true;
  std::vector<FactorEntry> parts;
  CHECK(surpriseBounds(f, &parts) == 4);  // 3 + 1 + 2 + 2 = 8
  CHECK(parts.size() == 4);
  f = {};
  f.rawDie = 4;
  f.defenderAeronautsInGoodWeather = true;
  CHECK(surpriseBounds(f) == 0);  // 4 - 5 = -1
  f.rawDie = 6;
  f.defenderCinCInert = true;
  CHECK(surpriseBounds(f) == 1);  // 6 + 1 - 5 = 2
}

TEST_CASE("T-6 a delayed command arrives on 4-6 by its base edge, 5-6 by a side edge") {
  CHECK_FALSE(delayedCommandArrives(3, false));
  CHECK(delayedCommandArrives(4, false));
  CHECK_FALSE(delayedCommandArrives(4, true));
  CHECK(delayedCommandArrives(5, true));
}

TEST_CASE("T-6 a dilatory ally throws no PIP die until completed bounds exceed the difference") {
  CHECK_FALSE(dilatoryAllyThrowsPips(0, 3, 1));
  CHECK_FALSE(dilatoryAllyThrowsPips(2, 3, 1));
  CHECK(dilatoryAllyThrowsPips(3, 3, 1));
  CHECK(dilatoryAllyThrowsPips(0, 1, 3));  // not dilatory
  CHECK(dilatoryAllyThrowsPips(0, 2, 2));
}

TEST_CASE(
    "T-6 a senior general may swap scores with a lower, non-allied direct subordinate nearby") {
  CHECK(pipSwapAllowed(6, 2, false, true, true));
  CHECK_FALSE(pipSwapAllowed(2, 6, false, true, true));
  CHECK_FALSE(pipSwapAllowed(6, 2, true, true, true));
  CHECK_FALSE(pipSwapAllowed(6, 2, false, false, true));
  CHECK_FALSE(pipSwapAllowed(6, 2, false, true, false));
}
