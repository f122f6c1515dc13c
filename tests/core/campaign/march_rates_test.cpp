// C-10 march classes and rates; C-7 a force marches at its slowest element's rate.
#include "core/campaign/march_rates.h"

#include <doctest/doctest.h>

#include "core/campaign/force_roster.h"
#include "fixture.h"

using namespace hfg;

TEST_CASE("C-10 each book list maps to its march class") {
  CHECK(marchClassOf(TroopType::CommandParty) == MarchClass::Fast);
  CHECK(marchClassOf(TroopType::Dragoons) == MarchClass::Fast);
  CHECK(marchClassOf(TroopType::Marksmen) == MarchClass::Fast);
  CHECK(marchClassOf(TroopType::Spearmen) == MarchClass::Fast);
  CHECK(marchClassOf(TroopType::Cuirassiers) == MarchClass::Steady);
  CHECK(marchClassOf(TroopType::Rifles) == MarchClass::Steady);
  CHECK(marchClassOf(TroopType::ArmyHQ) == MarchClass::Steady);
  CHECK(marchClassOf(TroopType::Muskets) == MarchClass::SlowFoot);
  CHECK(marchClassOf(TroopType::StoicFoot) == MarchClass::SlowFoot);
  CHECK(marchClassOf(TroopType::Firelocks) == MarchClass::SlowFoot);
  CHECK(marchClassOf(TroopType::Portable) == MarchClass::HorseGuns);
  CHECK(marchClassOf(TroopType::Smoothbore, Grade::Horse) == MarchClass::HorseGuns);
  CHECK(marchClassOf(TroopType::Rifled, Grade::Heavy) == MarchClass::GunsAndTrain);
  CHECK(marchClassOf(TroopType::Mixed) == MarchClass::GunsAndTrain);
  CHECK(marchClassOf(TroopType::Pontooneers) == MarchClass::GunsAndTrain);
  CHECK(marchClassOf(TroopType::Aeronauts) == MarchClass::GunsAndTrain);
}

TEST_CASE(
    "C-10 interpretation notes: Native Potentate steady, Supply Base immobile, grades ignored") {
  CHECK(marchClassOf(TroopType::NativePotentate) == MarchClass::Steady);
  CHECK(marchClassOf(TroopType::SupplyBase) == MarchClass::Immobile);
  CHECK(marchClassOf(TroopType::Bayonets, Grade::Elite) ==
        marchClassOf(TroopType::Bayonets, Grade::Inferior));
  CHECK(marchClassOf(TroopType::Steamer) == MarchClass::Naval);
}

TEST_CASE("C-10 rates per period and per day") {
  CHECK(marchRateOf(MarchClass::Fast) == MarchRate{3, 3});
  CHECK(marchRateOf(MarchClass::Steady) == MarchRate{2, 3});
  CHECK(marchRateOf(MarchClass::SlowFoot) == MarchRate{2, 2});
  CHECK(marchRateOf(MarchClass::HorseGuns) == MarchRate{3, 3});
  CHECK(marchRateOf(MarchClass::GunsAndTrain) == MarchRate{1, 2});
  CHECK(marchRateOf(MarchClass::Immobile) == MarchRate{0, 0});
}

TEST_CASE("C-7 a force marches at the rate of its slowest element, computed from the orbat") {
  test::CampaignFixture fx;
  fx.chain({"a", "b"});
  // Light cavalry with a CP: fast 3/3.
  fx.command("blue", "cav", {TroopType::LightCavalry, TroopType::LightCavalry});
  // Bayonets (steady 2/3) with horse artillery (3/3): 2 a period, 3 a day.
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Smoothbore}, TroopType::CommandParty,
             GeneralQuality::Ordinary, {Grade::Basic, Grade::Horse});
  // Muskets (2/2) with field guns (1/2): 1 a period, 2 a day.
  fx.command("blue", "old", {TroopType::Muskets, TroopType::Smoothbore});
  fx.command("blue", "base", {TroopType::SupplyBase});
  fx.force("f-cav", "blue", {"cav"}, "a").force("f-inf", "blue", {"inf"}, "a");
  fx.force("f-mix", "blue", {"cav", "old"}, "a").force("f-base", "blue", {"base"}, "a");
  CampaignState st = fx.start();
  CHECK(forceMarchRate(fx.scenario, st, *st.findForce("f-cav")) == MarchRate{3, 3});
  CHECK(forceMarchRate(fx.scenario, st, *st.findForce("f-inf")) == MarchRate{2, 3});
  CHECK(forceMarchRate(fx.scenario, st, *st.findForce("f-mix")) == MarchRate{1, 2});
  CHECK(forceMarchRate(fx.scenario, st, *st.findForce("f-base")) == MarchRate{0, 0});
}

TEST_CASE("C-7 destroyed and off-table elements do not slow a force") {
  test::CampaignFixture fx;
  fx.chain({"a", "b"});
  fx.command("blue", "cav", {TroopType::LightCavalry, TroopType::Smoothbore});
  fx.force("f", "blue", {"cav"}, "a");
  CampaignState st = fx.start();
  CHECK(forceMarchRate(fx.scenario, st, st.forces[0]) == MarchRate{1, 2});
  st.elementStates.push_back({"cav-2", ElementStatus::Destroyed, 0, Period::Morning, ""});
  CHECK(forceMarchRate(fx.scenario, st, st.forces[0]) == MarchRate{3, 3});
}

TEST_CASE("C-7 detached elements leave their command's force and march with their own") {
  test::CampaignFixture fx;
  fx.chain({"a", "b"});
  fx.command("blue", "c", {TroopType::LightCavalry, TroopType::Smoothbore});
  fx.force("main", "blue", {"c"}, "a");
  CampaignState st = fx.start();
  Force guns;
  guns.id = "guns";
  guns.side = "blue";
  guns.detached = {"c-2"};
  guns.location.node = "a";
  st.forces.push_back(guns);
  CHECK(forceRoster(fx.scenario, st, *st.findForce("main"), RosterFilter::All).size() ==
        2);  // CP + cavalry
  CHECK(forceMarchRate(fx.scenario, st, *st.findForce("main")) == MarchRate{3, 3});
  CHECK(forceMarchRate(fx.scenario, st, *st.findForce("guns")) == MarchRate{1, 2});
  CHECK(commandCountForCapacity(*st.findForce("guns")) == 1);
}

TEST_CASE("C-7 a force's roster follows its orbat edited in place between look-ups") {
  // forceRoster keeps an index of the orbat's ids per thread: an edit of the same scenario
  // since must still give what the orbat says now.
  test::CampaignFixture fx;
  fx.chain({"a", "b"});
  fx.command("blue", "c", {TroopType::LightCavalry, TroopType::Smoothbore});
  fx.force("main", "blue", {"c"}, "a");
  CampaignState st = fx.start();
  REQUIRE(forceRoster(fx.scenario, st, st.forces[0], RosterFilter::All).size() == 3);
  Command& c = fx.scenario.sides[0].orbat.armies[0].commands[0];
  c.elements.erase(c.elements.begin());  // the cavalry goes; the guns move up
  const auto roster = forceRoster(fx.scenario, st, st.forces[0], RosterFilter::All);
  REQUIRE(roster.size() == 2);
  CHECK(roster[1].type == TroopType::Smoothbore);
  CHECK(findRosterElement(fx.scenario, "c-1") == std::nullopt);
  CHECK(findRosterElement(fx.scenario, "c-2")->type == TroopType::Smoothbore);
  c.id = "c-renamed";
  CHECK(forceRoster(fx.scenario, st, st.forces[0], RosterFilter::All).empty());  // no command "c"
  st.forces[0].commands = {"c-renamed"};
  CHECK(forceRoster(fx.scenario, st, st.forces[0], RosterFilter::All).size() == 2);
}
