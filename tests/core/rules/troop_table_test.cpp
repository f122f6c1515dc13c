// T-5 costs, troop-type dates (B-14), T-11 element equivalents, 1.3 bases and C-10 march classes.
#include "core/rules/troop_table.h"

#include <doctest/doctest.h>

using namespace hfg;
using T = TroopType;
using G = Grade;

TEST_CASE("T-5 Cuirassiers cost 6, Elite 8, Inferior 4") {
  CHECK(armyPointCost(T::Cuirassiers, G::Basic) == 6);
  CHECK(armyPointCost(T::Cuirassiers, G::Elite) == 8);
  CHECK(armyPointCost(T::Cuirassiers, G::Inferior) == 4);
  CHECK_FALSE(armyPointCost(T::Cuirassiers, G::Heavy));
  CHECK_FALSE(armyPointCost(T::Cuirassiers, G::Horse));
}

TEST_CASE("T-5 Pistols 5/7/3, Heavy Cavalry 5/7/3, Dragoons 4/5/2") {
  CHECK(armyPointCost(T::Pistols, G::Basic) == 5);
  CHECK(armyPointCost(T::Pistols, G::Elite) == 7);
  CHECK(armyPointCost(T::Pistols, G::Inferior) == 3);
  CHECK(armyPointCost(T::HeavyCavalry, G::Elite) == 7);
  CHECK(armyPointCost(T::Dragoons, G::Basic) == 4);
  CHECK(armyPointCost(T::Dragoons, G::Elite) == 5);
  CHECK(armyPointCost(T::Dragoons, G::Inferior) == 2);
}

TEST_CASE("T-5 Repeaters 6, no Elite, Inferior 4; Rifle Cavalry 10, no Elite, Inferior 7") {
  CHECK(armyPointCost(T::Repeaters, G::Basic) == 6);
  CHECK_FALSE(armyPointCost(T::Repeaters, G::Elite));
  CHECK(armyPointCost(T::Repeaters, G::Inferior) == 4);
  CHECK(armyPointCost(T::RifleCavalry, G::Basic) == 10);
  CHECK_FALSE(armyPointCost(T::RifleCavalry, G::Elite));
  CHECK(armyPointCost(T::RifleCavalry, G::Inferior) == 7);
}

TEST_CASE("T-5 Mounted Rifles 8/10/5, Light Cavalry 5/6/3, Light Horse 2/3/1, Sipahis 3/5/2") {
  CHECK(armyPointCost(T::MountedRifles, G::Basic) == 8);
  CHECK(armyPointCost(T::MountedRifles, G::Elite) == 10);
  CHECK(armyPointCost(T::MountedRifles, G::Inferior) == 5);
  CHECK(armyPointCost(T::LightCavalry, G::Elite) == 6);
  CHECK(armyPointCost(T::LightHorse, G::Basic) == 2);
  CHECK(armyPointCost(T::LightHorse, G::Inferior) == 1);
  CHECK(armyPointCost(T::Sipahis, G::Elite) == 5);
}

TEST_CASE("T-5 foot: Firelocks 2/4/1, Muskets 3/5/2, Bayonets 4/5/3, Light Infantry 5/6/4") {
  CHECK(armyPointCost(T::Firelocks, G::Elite) == 4);
  CHECK(armyPointCost(T::Firelocks, G::Inferior) == 1);
  CHECK(armyPointCost(T::Muskets, G::Basic) == 3);
  CHECK(armyPointCost(T::Bayonets, G::Basic) == 4);
  CHECK(armyPointCost(T::Bayonets, G::Inferior) == 3);
  CHECK(armyPointCost(T::LightInfantry, G::Elite) == 6);
}

TEST_CASE("T-5 foot: Stoic Foot 3/5/2, Minie 4/5/3, BL 6/7/4, Rifles 7/8/5, Marksmen 2/3/1") {
  CHECK(armyPointCost(T::StoicFoot, G::Elite) == 5);
  CHECK(armyPointCost(T::Minie, G::Inferior) == 3);
  CHECK(armyPointCost(T::BL, G::Basic) == 6);
  CHECK(armyPointCost(T::BL, G::Inferior) == 4);
  CHECK(armyPointCost(T::Rifles, G::Basic) == 7);
  CHECK(armyPointCost(T::Rifles, G::Elite) == 8);
  CHECK(armyPointCost(T::Marksmen, G::Elite) == 3);
}

TEST_CASE("T-5 Spearmen 1, Elite 3, no Inferior") {
  CHECK(armyPointCost(T::Spearmen, G::Basic) == 1);
  CHECK(armyPointCost(T::Spearmen, G::Elite) == 3);
  CHECK_FALSE(armyPointCost(T::Spearmen, G::Inferior));
}

TEST_CASE(
    "T-5 artillery: Smoothbore 8/12/16, Mixed 10/15/20, Rifled 12/18/24 (Basic/Heavy/Horse)") {
  CHECK(armyPointCost(T::Smoothbore, G::Basic) == 8);
  CHECK(armyPointCost(T::Smoothbore, G::Heavy) == 12);
  CHECK(armyPointCost(T::Smoothbore, G::Horse) == 16);
  CHECK(armyPointCost(T::Mixed, G::Heavy) == 15);
  CHECK(armyPointCost(T::Mixed, G::Horse) == 20);
  CHECK(armyPointCost(T::Rifled, G::Basic) == 12);
  CHECK(armyPointCost(T::Rifled, G::Heavy) == 18);
  CHECK(armyPointCost(T::Rifled, G::Horse) == 24);
  // The Inferior column is all "-", and artillery is never Elite.
  CHECK_FALSE(armyPointCost(T::Smoothbore, G::Inferior));
  CHECK_FALSE(armyPointCost(T::Rifled, G::Elite));
}

TEST_CASE("T-5 Portable Artillery 5 and nothing else") {
  CHECK(armyPointCost(T::Portable, G::Basic) == 5);
  CHECK_FALSE(armyPointCost(T::Portable, G::Heavy));
  CHECK_FALSE(armyPointCost(T::Portable, G::Horse));
  CHECK_FALSE(armyPointCost(T::Portable, G::Inferior));
}

TEST_CASE("T-5 train: Pontooneers 5, Supply Base 8, Laager 4, Aeronauts 25, Basic only") {
  CHECK(armyPointCost(T::Pontooneers, G::Basic) == 5);
  CHECK(armyPointCost(T::SupplyBase, G::Basic) == 8);
  CHECK(armyPointCost(T::Laager, G::Basic) == 4);
  CHECK(armyPointCost(T::Aeronauts, G::Basic) == 25);
  CHECK_FALSE(armyPointCost(T::Laager, G::Elite));
  CHECK_FALSE(armyPointCost(T::SupplyBase, G::Inferior));
}

TEST_CASE("T-5 naval: Flotilla 3 (no Inferior), Sail 6/4, Steamer 8/6, Ironclad 20/15") {
  CHECK(armyPointCost(T::Flotilla, G::Basic) == 3);
  CHECK_FALSE(armyPointCost(T::Flotilla, G::Inferior));
  CHECK(armyPointCost(T::Sail, G::Basic) == 6);
  CHECK(armyPointCost(T::Sail, G::Inferior) == 4);
  CHECK(armyPointCost(T::Steamer, G::Basic) == 8);
  CHECK(armyPointCost(T::Steamer, G::Inferior) == 6);
  CHECK(armyPointCost(T::Ironclad, G::Basic) == 20);
  CHECK(armyPointCost(T::Ironclad, G::Inferior) == 15);
  CHECK_FALSE(armyPointCost(T::Ironclad, G::Elite));
}

TEST_CASE("B-18 Submarine Inferior costs 10; the printed Basic '0' is refused as unreadable") {
  CHECK(armyPointCost(T::Submarine, G::Inferior) == 10);
  CHECK_FALSE(armyPointCost(T::Submarine, G::Basic));
  CHECK(isCostUnreadable(T::Submarine, G::Basic));
  CHECK(bookAllowsGrade(T::Submarine, G::Basic));
  CHECK_FALSE(isCostUnreadable(T::Submarine, G::Inferior));
  CHECK_FALSE(isCostUnreadable(T::Sail, G::Elite));
}

TEST_CASE("T-5 staff: Army HQ 20/40/10, Command Party 15/30/10, Native Potentate 10/20/5") {
  using Q = GeneralQuality;
  CHECK(staffCost(T::ArmyHQ, Q::Ordinary) == 20);
  CHECK(staffCost(T::ArmyHQ, Q::Brilliant) == 40);
  CHECK(staffCost(T::ArmyHQ, Q::Inert) == 10);
  CHECK(staffCost(T::CommandParty, Q::Ordinary) == 15);
  CHECK(staffCost(T::CommandParty, Q::Brilliant) == 30);
  CHECK(staffCost(T::CommandParty, Q::Inert) == 10);
  CHECK(staffCost(T::NativePotentate, Q::Ordinary) == 10);
  CHECK(staffCost(T::NativePotentate, Q::Brilliant) == 20);
  CHECK(staffCost(T::NativePotentate, Q::Inert) == 5);
  CHECK_FALSE(staffCost(T::Bayonets, Q::Ordinary));
  // Staff are priced by quality, never by grade.
  CHECK_FALSE(armyPointCost(T::ArmyHQ, G::Basic));
}

TEST_CASE("T-5 Admiral in Flagship adds 10, Brilliant 20, Inert 5") {
  CHECK(admiralCost(GeneralQuality::Ordinary) == 10);
  CHECK(admiralCost(GeneralQuality::Brilliant) == 20);
  CHECK(admiralCost(GeneralQuality::Inert) == 5);
}

TEST_CASE("TROOP DEFINITIONS grades: Elite only mounted and foot, Heavy/Horse only artillery") {
  for (auto type : allTroopTypes()) {
    const auto category = categoryOf(type);
    if (bookAllowsGrade(type, G::Elite))
      CHECK((category == TroopCategory::Mounted || category == TroopCategory::Foot));
    if (bookAllowsGrade(type, G::Heavy) || bookAllowsGrade(type, G::Horse))
      CHECK(category == TroopCategory::Artillery);
    if (bookAllowsGrade(type, G::Inferior))
      CHECK((category == TroopCategory::Mounted || category == TroopCategory::Foot ||
             category == TroopCategory::Naval));
  }
}

TEST_CASE("B-14 dates: Light Cavalry (1747>) starts in 1748") {
  CHECK_FALSE(allowedInYear(T::LightCavalry, 1747));
  CHECK(allowedInYear(T::LightCavalry, 1748));
  CHECK(yearLimitsOf(T::LightCavalry).firstYear == 1748);
  CHECK_FALSE(yearLimitsOf(T::LightCavalry).lastYear);
}

TEST_CASE("B-14 dates: ranges are inclusive at both ends (Repeaters 1863-1905, Minie 1851-1867)") {
  CHECK_FALSE(allowedInYear(T::Repeaters, 1862));
  CHECK(allowedInYear(T::Repeaters, 1863));
  CHECK(allowedInYear(T::Repeaters, 1905));
  CHECK_FALSE(allowedInYear(T::Repeaters, 1906));
  CHECK_FALSE(allowedInYear(T::Minie, 1850));
  CHECK(allowedInYear(T::Minie, 1851));
  CHECK(allowedInYear(T::Minie, 1867));
  CHECK_FALSE(allowedInYear(T::Minie, 1868));
}

TEST_CASE("B-14 dates: Rifles (1867>) from 1868, Rifled artillery (1866>) from 1867") {
  CHECK_FALSE(allowedInYear(T::Rifles, 1867));
  CHECK(allowedInYear(T::Rifles, 1868));
  CHECK_FALSE(allowedInYear(T::Rifled, 1866));
  CHECK(allowedInYear(T::Rifled, 1867));
}

TEST_CASE("B-14 dates: Sail (>1869) up to and including 1869") {
  CHECK(allowedInYear(T::Sail, 1869));
  CHECK_FALSE(allowedInYear(T::Sail, 1870));
  CHECK(allowedInYear(T::Sail, 1701));
}

TEST_CASE("B-14 dates: the other dated types at their edges") {
  struct Case {
    TroopType type;
    std::optional<int> first, last;
  };
  const Case cases[] = {{T::MountedRifles, 1881, std::nullopt},
                        {T::RifleCavalry, 1906, std::nullopt},
                        {T::Firelocks, 1701, 1749},
                        {T::Muskets, 1701, 1860},
                        {T::Bayonets, 1701, 1885},
                        {T::LightInfantry, 1700, 1867},
                        {T::StoicFoot, 1700, 1915},
                        {T::BL, 1848, 1870},
                        {T::Smoothbore, 1700, 1868},
                        {T::Mixed, 1857, 1879},
                        {T::Aeronauts, 1795, std::nullopt},
                        {T::Steamer, 1825, std::nullopt},
                        {T::Ironclad, 1856, std::nullopt},
                        {T::Submarine, 1862, std::nullopt}};
  for (const auto& c : cases) {
    CAPTURE(keyOf(c.type));
    CHECK(yearLimitsOf(c.type).firstYear == c.first);
    CHECK(yearLimitsOf(c.type).lastYear == c.last);
    if (c.first) {
      CHECK_FALSE(allowedInYear(c.type, *c.first - 1));
      CHECK(allowedInYear(c.type, *c.first));
    }
    if (c.last) {
      CHECK(allowedInYear(c.type, *c.last));
      CHECK_FALSE(allowedInYear(c.type, *c.last + 1));
    }
  }
}

TEST_CASE("B-14 undated types are allowed in every year") {
  for (auto type : {T::ArmyHQ, T::Cuirassiers, T::Dragoons, T::Marksmen, T::Spearmen, T::Portable,
                    T::Laager, T::Flotilla}) {
    CHECK(allowedInYear(type, 1700));
    CHECK(allowedInYear(type, 1914));
  }
}

TEST_CASE("T-11 EE: Elite and artillery 2, others 1") {
  CHECK(elementEquivalents(T::Cuirassiers, G::Elite, 300) == 2.0);
  CHECK(elementEquivalents(T::Bayonets, G::Basic, 300) == 1.0);
  CHECK(elementEquivalents(T::Bayonets, G::Inferior, 300) == 1.0);
  CHECK(elementEquivalents(T::Smoothbore, G::Basic, 300) == 2.0);
  CHECK(elementEquivalents(T::Rifled, G::Horse, 300) == 2.0);
  CHECK(elementEquivalents(T::Portable, G::Basic, 300) == 2.0);
  CHECK(elementEquivalents(T::Pontooneers, G::Basic, 300) == 1.0);
  CHECK(elementEquivalents(T::Sail, G::Basic, 300) == 1.0);
}

TEST_CASE("B-50 Laager 2 and Supply Base 3 per 200 AP of the army, rounded up") {
  CHECK(elementEquivalents(T::Laager, G::Basic, 150) == 2.0);
  CHECK(elementEquivalents(T::Laager, G::Basic, 200) == 2.0);
  CHECK(elementEquivalents(T::Laager, G::Basic, 201) == 4.0);
  CHECK(elementEquivalents(T::SupplyBase, G::Basic, 400) == 6.0);
  CHECK(elementEquivalents(T::SupplyBase, G::Basic, 401) == 9.0);
}

TEST_CASE("B-50 Flotilla, Submarine and Inferior naval count half") {
  CHECK(elementEquivalents(T::Flotilla, G::Basic, 100) == 0.5);
  CHECK(elementEquivalents(T::Submarine, G::Inferior, 100) == 0.5);
  CHECK(elementEquivalents(T::Steamer, G::Inferior, 100) == 0.5);
  CHECK(elementEquivalents(T::Ironclad, G::Basic, 100) == 1.0);
}

TEST_CASE("1.3 base depths in paces, 400 p land frontage") {
  CHECK(baseDepthPaces(T::ArmyHQ) == 800);
  CHECK(baseDepthPaces(T::SupplyBase) == 800);
  CHECK(baseDepthPaces(T::NativePotentate) == 400);
  CHECK(baseDepthPaces(T::Rifled) == 400);
  CHECK(baseDepthPaces(T::Dragoons) == 400);  // B-4: one footprint for both forms
  CHECK(baseDepthPaces(T::CommandParty) == 300);
  CHECK(baseDepthPaces(T::Cuirassiers) == 300);
  CHECK(baseDepthPaces(T::Rifles) == 300);
  CHECK(baseDepthPaces(T::Spearmen) == 300);
  CHECK(baseDepthPaces(T::Bayonets) == 200);
  CHECK(baseDepthPaces(T::Marksmen) == 200);
  for (auto type : allTroopTypes())
    if (categoryOf(type) != TroopCategory::Naval) CHECK(baseFrontagePaces(type) == 400);
}

TEST_CASE("B-3 naval bases by model scale, 1/2400 by default") {
  CHECK(baseFrontagePaces(T::Ironclad) == 200);
  CHECK(baseDepthPaces(T::Ironclad) == 1000);
  CHECK(baseFrontagePaces(T::Sail, NavalBaseScale::Scale1200) == 300);
  CHECK(baseDepthPaces(T::Sail, NavalBaseScale::Scale1200) == 1500);
  CHECK(baseDepthPaces(T::Sail, NavalBaseScale::Scale6000) == 500);
}

TEST_CASE("C-10 march class of every type") {
  using M = MarchClass;
  const std::pair<TroopType, MarchClass> expected[] = {{T::ArmyHQ, M::Steady},
                                                       {T::CommandParty, M::Fast},
                                                       {T::NativePotentate, M::Steady},
                                                       {T::Pistols, M::Steady},
                                                       {T::Cuirassiers, M::Steady},
                                                       {T::HeavyCavalry, M::Steady},
                                                       {T::Dragoons, M::Fast},
                                                       {T::LightCavalry, M::Fast},
                                                       {T::Repeaters, M::Fast},
                                                       {T::MountedRifles, M::Fast},
                                                       {T::RifleCavalry, M::Fast},
                                                       {T::LightHorse, M::Fast},
                                                       {T::Sipahis, M::Steady},
                                                       {T::Firelocks, M::SlowFoot},
                                                       {T::Muskets, M::SlowFoot},
                                                       {T::Bayonets, M::Steady},
                                                       {T::LightInfantry, M::Fast},
                                                       {T::StoicFoot, M::SlowFoot},
                                                       {T::Minie, M::Steady},
                                                       {T::BL, M::Steady},
                                                       {T::Rifles, M::Steady},
                                                       {T::Marksmen, M::Fast},
                                                       {T::Spearmen, M::Fast},
                                                       {T::Smoothbore, M::GunsAndTrain},
                                                       {T::Mixed, M::GunsAndTrain},
                                                       {T::Rifled, M::GunsAndTrain},
                                                       {T::Portable, M::HorseGuns},
                                                       {T::Pontooneers, M::GunsAndTrain},
                                                       {T::SupplyBase, M::Immobile},
                                                       {T::Laager, M::GunsAndTrain},
                                                       {T::Aeronauts, M::GunsAndTrain},
                                                       {T::Flotilla, M::Naval},
                                                       {T::Sail, M::Naval},
                                                       {T::Steamer, M::Naval},
                                                       {T::Ironclad, M::Naval},
                                                       {T::Submarine, M::Naval}};
  CHECK(std::size(expected) == static_cast<std::size_t>(kTroopTypeCount));
  for (const auto& [type, marchClass] : expected) {
    const auto key = keyOf(type);  // CAPTURE takes a reference in a lambda: no binding (clang 14)
    CAPTURE(key);
    CHECK(marchClassOf(type) == marchClass);
  }
}

TEST_CASE("C-10 Horse artillery marches with the horse guns, Heavy with the guns and train") {
  CHECK(marchClassOf(T::Smoothbore, G::Horse) == MarchClass::HorseGuns);
  CHECK(marchClassOf(T::Rifled, G::Horse) == MarchClass::HorseGuns);
  CHECK(marchClassOf(T::Mixed, G::Heavy) == MarchClass::GunsAndTrain);
  // Elite and Inferior do not change the class.
  CHECK(marchClassOf(T::Bayonets, G::Elite) == MarchClass::Steady);
  CHECK(marchClassOf(T::Muskets, G::Inferior) == MarchClass::SlowFoot);
}

TEST_CASE("C-10 stages per period and per day") {
  CHECK(marchRateOf(MarchClass::Fast).perPeriodStages == 3);
  CHECK(marchRateOf(MarchClass::Fast).perDayStages == 3);
  CHECK(marchRateOf(MarchClass::Steady).perPeriodStages == 2);
  CHECK(marchRateOf(MarchClass::Steady).perDayStages == 3);
  CHECK(marchRateOf(MarchClass::SlowFoot).perPeriodStages == 2);
  CHECK(marchRateOf(MarchClass::SlowFoot).perDayStages == 2);
  CHECK(marchRateOf(MarchClass::HorseGuns).perPeriodStages == 3);
  CHECK(marchRateOf(MarchClass::HorseGuns).perDayStages == 3);
  CHECK(marchRateOf(MarchClass::GunsAndTrain).perPeriodStages == 1);
  CHECK(marchRateOf(MarchClass::GunsAndTrain).perDayStages == 2);
  CHECK(marchRateOf(MarchClass::Immobile) == MarchRate{0, 0});
  CHECK(marchRateOf(MarchClass::Naval) == MarchRate{0, 0});
  CHECK(keyOf(MarchClass::GunsAndTrain) == "guns_and_train");
}

TEST_CASE("TROOP REPRESENTATION every allowed cost lies in the book's 1 to 50 AP") {
  for (auto type : allTroopTypes())
    for (auto grade : {G::Basic, G::Elite, G::Inferior, G::Heavy, G::Horse})
      if (const auto cost = armyPointCost(type, grade)) {
        CAPTURE(keyOf(type));
        CAPTURE(keyOf(grade));
        CHECK(*cost >= 1);
        CHECK(*cost <= 50);
      }
  for (auto type : {T::ArmyHQ, T::CommandParty, T::NativePotentate})
    for (auto quality :
         {GeneralQuality::Ordinary, GeneralQuality::Brilliant, GeneralQuality::Inert}) {
      CHECK(*staffCost(type, quality) >= 1);
      CHECK(*staffCost(type, quality) <= 50);
    }
}

TEST_CASE("T-5 every non-staff type has a Basic cost except the unreadable Submarine (B-18)") {
  for (auto type : allTroopTypes()) {
    CAPTURE(keyOf(type));
    if (isStaff(type))
      CHECK(staffCost(type, GeneralQuality::Ordinary).has_value());
    else if (type == T::Submarine)
      CHECK(isCostUnreadable(type, G::Basic));
    else
      CHECK(armyPointCost(type, G::Basic).has_value());
  }
}
