// C-26: the seeded dice give the same faces on every machine.
#include <doctest/doctest.h>

#include <array>
#include <vector>

#include "core/dice/dice.h"

using hfg::Dice;

TEST_CASE("C-26 a seed gives a fixed sequence of die faces") {
  Dice dice(1866);
  std::vector<int> rolls;
  for (int i = 0; i < 20; ++i) rolls.push_back(dice.d6());
  // Recorded once from this implementation; any change to the generator or the face mapping
  // (which would change every saved campaign's future) breaks this test on purpose.
  const std::vector<int> expected = {1, 2, 3, 2, 6, 6, 5, 5, 5, 2, 4, 5, 2, 1, 2, 4, 6, 1, 5, 5};
  CHECK(rolls == expected);
}

TEST_CASE("C-26 the state can be saved and restored mid-sequence") {
  Dice a(42);
  for (int i = 0; i < 7; ++i) a.d6();
  Dice b(0);
  b.setState(a.state());
  for (int i = 0; i < 50; ++i) CHECK(a.d6() == b.d6());
}

TEST_CASE("C-26 faces are uniform over many throws") {
  Dice dice(7);
  std::array<int, 7> counts{};
  const int n = 60000;
  for (int i = 0; i < n; ++i) {
    int face = dice.d6();
    REQUIRE(face >= 1);
    REQUIRE(face <= 6);
    ++counts[face];
  }
  for (int face = 1; face <= 6; ++face) CHECK(counts[face] == doctest::Approx(n / 6).epsilon(0.03));
}

TEST_CASE("C-26 streams for sub-tasks are independent of each other and reproducible") {
  Dice s1 = Dice::forStream(99, 1), s1again = Dice::forStream(99, 1), s2 = Dice::forStream(99, 2);
  int same = 0;
  for (int i = 0; i < 100; ++i) {
    int a = s1.d6();
    CHECK(a == s1again.d6());
    same += a == s2.d6();
  }
  CHECK(same < 40);
}

TEST_CASE("roll refuses a die with no faces") { CHECK_THROWS(Dice(1).roll(0)); }
