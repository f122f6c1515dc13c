// T-11 element equivalents, defeated commands and the losing army (B-50, B-51, B-52).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/losses.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("T-11 element equivalents") {
  CHECK(elementEquivalents(TroopType::Muskets, Grade::Basic, 300) == 1.0);
  CHECK(elementEquivalents(TroopType::Muskets, Grade::Elite, 300) == 2.0);
  CHECK(elementEquivalents(TroopType::Smoothbore, Grade::Basic, 300) == 2.0);
  CHECK(elementEquivalents(TroopType::CommandParty, Grade::Basic, 300) == 1.0);
  // B-50 (1): 2 and 3 per 200 AP of the army's elements, rounded up: 300 AP -> 2 x 2, 3 x 2.
  CHECK(elementEquivalents(TroopType::Laager, Grade::Basic, 300) == 4.0);
  CHECK(elementEquivalents(TroopType::SupplyBase, Grade::Basic, 300) == 6.0);
  CHECK(elementEquivalents(TroopType::SupplyBase, Grade::Basic, 200) == 3.0);
  // B-50 (2): the restored 1/2 for Flotilla, Submarine and Inferior naval.
  CHECK(elementEquivalents(TroopType::Flotilla, Grade::Basic, 300) == 0.5);
  CHECK(elementEquivalents(TroopType::Steamer, Grade::Inferior, 300) == 0.5);
  CHECK(elementEquivalents(TroopType::Steamer, Grade::Basic, 300) == 1.0);
}

TEST_CASE("B-51 a command is defeated at a third of its original EE lost") {
  CHECK(commandDefeated(4, 12, false));
  CHECK_FALSE(commandDefeated(3.5, 12, false));
  CHECK(commandDefeated(0, 12, true));  // B-52: all original elements lost or spent
}

TEST_CASE("B-51 the army loses past a quarter lost and losing more than the enemy this bound") {
  CHECK(armyLoses(11, 40, 3, 2));
  CHECK_FALSE(armyLoses(10, 40, 3, 2));  // exactly a quarter is not more
  CHECK_FALSE(armyLoses(11, 40, 2, 2));  // not more than the enemy this bound
}
