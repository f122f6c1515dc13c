// T-5 AP and T-11 EE totals of a small army worked by hand (see orbat_fixture.h).
#include "core/rules/army_points.h"

#include <doctest/doctest.h>

#include "tests/core/rules/orbat_fixture.h"

using namespace hfg;
using namespace hfg::test;

TEST_CASE("T-5 AP of a general's staff element by quality") {
  General g;
  g.staffType = TroopType::ArmyHQ;
  g.quality = GeneralQuality::Brilliant;
  CHECK(generalPoints(g) == 40);
  g.staffType = TroopType::NativePotentate;
  g.quality = GeneralQuality::Inert;
  CHECK(generalPoints(g) == 5);
  g.staffType = TroopType::Dragoons;
  CHECK_FALSE(generalPoints(g));
}

TEST_CASE("T-5 a flagship adds its admiral's cost: Ironclad 20 + Brilliant admiral 20") {
  Element ship = element("rolf_krake", TroopType::Ironclad);
  ship.admiral = GeneralQuality::Brilliant;
  CHECK(elementPoints(ship) == 40);
  ship.grade = Grade::Inferior;
  ship.admiral = GeneralQuality::Inert;
  CHECK(elementPoints(ship) == 20);
}

TEST_CASE("T-5 AP of each command and of the army, worked by hand") {
  const Army army = angloAlliedArmy();
  CHECK(commandPoints(army.commands[0]) == PointTotal{57, 0});
  CHECK(commandPoints(army.commands[1]) == PointTotal{56, 0});
  CHECK(commandPoints(army.commands[2]) == PointTotal{34, 0});
  CHECK(armyPoints(army) == PointTotal{147, 0});
}

TEST_CASE("T-5 AP of a side with two armies: 147 + 35 = 182") {
  const Side side = alliedSide();
  CHECK(armyPoints(side.armies[1]).points == 35);
  CHECK(sidePoints(side) == PointTotal{182, 0});
  CHECK(sidePoints(side).complete());
}

TEST_CASE("T-5 an element whose grade is '-' adds nothing and is counted as unpriced") {
  Army army = angloAlliedArmy();
  army.commands[2].elements.push_back(element("bad", TroopType::Repeaters, Grade::Elite));
  const PointTotal total = armyPoints(army);
  CHECK(total.points == 147);
  CHECK(total.unpricedElements == 1);
  CHECK_FALSE(total.complete());
}

TEST_CASE("T-11 EE of each command and of the army, worked by hand") {
  const Army army = angloAlliedArmy();
  CHECK(commandEquivalents(army.commands[0], 147) == 8.0);
  CHECK(commandEquivalents(army.commands[1], 147) == 11.0);
  CHECK(commandEquivalents(army.commands[2], 147) == 7.0);
  CHECK(armyEquivalents(army) == 26.0);
  CHECK(sideEquivalents(alliedSide()) == 32.0);
}

TEST_CASE("B-50 the Supply Base's EE follows its own army's AP") {
  Army army = angloAlliedArmy();
  // 7 more Smoothbore batteries of 8 AP: 147 + 56 = 203 AP, just over one 200 AP block.
  for (int i = 0; i < 7; ++i)
    army.commands[1].elements.push_back(
        element("extra_" + std::to_string(i), TroopType::Smoothbore));
  CHECK(armyPoints(army).points == 203);
  // Supply Base now 3 x ceil(203/200) = 6; each battery 2: 26 + 3 + 14 = 43.
  CHECK(elementEquivalents(army.commands[0].elements[0], 203) == 6.0);
  CHECK(armyEquivalents(army) == 43.0);
}

TEST_CASE("B-50 minor naval elements count half in a command's EE") {
  Command c =
      command("navy", "Danish squadron", TroopType::CommandParty, GeneralQuality::Ordinary,
              {element("f", TroopType::Flotilla), element("s", TroopType::Steamer, Grade::Inferior),
               element("i", TroopType::Ironclad)});
  CHECK(commandEquivalents(c, 100) == 1.0 + 0.5 + 0.5 + 1.0);
}
