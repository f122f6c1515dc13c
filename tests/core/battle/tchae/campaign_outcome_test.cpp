// Section 7 numbers: EX-39 fates, EX-40 rout stages and bounds, EX-41 arrivals and table size.
#include <doctest/doctest.h>

#include "core/battle/tchae/campaign_outcome.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

TEST_CASE("EX-39 7.2 E-14 the fates of TCHAE units back in the campaign") {
  Unit u = infantry("b", Belligerent::Union, 8, 0, 0, 90);  // a 32 SP brigade
  REQUIRE(u.startSp() == 32);
  u.casualties = 17;
  CHECK(u.permanentlyDefeated());
  CHECK(elementFate(u, false) == UnitFate::Spent);
  u.casualties = 24;
  CHECK(elementFate(u, false) == UnitFate::Destroyed);
  u.casualties = 10;
  u.status = Status::Routed;
  CHECK(elementFate(u, true) == UnitFate::Destroyed);
  CHECK(elementFate(u, false) == UnitFate::Spent);
  u.offTable = true;
  CHECK(elementFate(u, true) == UnitFate::OffTable);
  Unit d = infantry("d", Belligerent::Union, 8, 0, 0, 90);
  d.casualties = 15;
  d.status = Status::Defeated;
  CHECK(elementFate(d, true) == UnitFate::Present);
  CHECK(generalFate(true) == UnitFate::Spent);
  CHECK(generalFate(false) == UnitFate::Present);
  Unit g = battery("g", Belligerent::Union, 24, Calibre::LightRifled, 0, 0, 90);
  g.gunsAbandoned = true;
  CHECK(elementFate(g, false, {true, false}) == UnitFate::Destroyed);
  CHECK(elementFate(g, false, {true, true}) == UnitFate::Spent);
}

TEST_CASE("EX-40 7.2 7.3 rout stages, bounds fought and the night retreat") {
  CHECK(routStages(0.40) == 1);
  CHECK(routStages(0.5) == 2);
  CHECK(boundsFought(9) == 5);
  CHECK(boundsFought(24) == 12);
  CHECK(asksNightRetreat(0.40, 0.25));
  CHECK_FALSE(asksNightRetreat(0.40, 0.30));
  CHECK_FALSE(asksNightRetreat(0.20, 0.0));
}

TEST_CASE("EX-41 7.3 arrival turns and the standard table") {
  CHECK(arrivalTurn(0, 0.5) == 13);
  CHECK(arrivalTurn(0, 0.0) == 1);
  CHECK(arrivalTurn(0, 0.99) == 24);
  CHECK(arrivalTurn(1, 0.0) == 25);
  CHECK(boundsFought(24) == 12);
  CHECK(corpsTableInches(9000) == 197);
  CHECK(corpsTableInches(4500) == 98);
}
