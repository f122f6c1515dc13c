// T-4 maximum shooting ranges, with the B-14 date reading and B-17 brass rifled guns.
#include "core/rules/shooting_range.h"

#include <doctest/doctest.h>

using namespace hfg;
using T = TroopType;
using G = Grade;

namespace {
std::optional<int> range(TroopType type, int year, ShootingSituation s = {}, Grade g = G::Basic) {
  return shootingRangePaces(type, g, year, s);
}
ShootingSituation dismounted() {
  ShootingSituation s;
  s.dismounted = true;
  return s;
}
}  // namespace

TEST_CASE("T-4 Smoothbore 1,200 p up to and including 1790, 1,600 p after (B-14)") {
  CHECK(range(T::Smoothbore, 1790) == 1200);
  CHECK(range(T::Smoothbore, 1791) == 1600);
  CHECK(range(T::Smoothbore, 1791, {}, G::Heavy) == 2000);
  CHECK(range(T::Smoothbore, 1791, {}, G::Horse) == 1600);
}

TEST_CASE("T-4 Portable 800, Mixed 2,400, Rifled 3,200, brass Rifled 2,400 (B-17)") {
  CHECK(range(T::Portable, 1850) == 800);
  CHECK(range(T::Mixed, 1862) == 2400);
  CHECK(range(T::Mixed, 1862, {}, G::Heavy) == 2800);
  CHECK(range(T::Rifled, 1870) == 3200);
  ShootingSituation brass;
  brass.brassRifled = true;
  CHECK(range(T::Rifled, 1870, brass) == 2400);
  CHECK(range(T::Rifled, 1870, brass, G::Heavy) == 2800);
}

TEST_CASE("T-4 Heavy Rifled reach 6,000 p at a BUA, troops on a hill or a train element") {
  ShootingSituation s;
  s.targetBuaHillOrTrain = true;
  CHECK(range(T::Rifled, 1870, s, G::Heavy) == 6000);
  CHECK(range(T::Rifled, 1870, {}, G::Heavy) == 3600);
  CHECK(range(T::Rifled, 1870, s, G::Basic) == 3200);
  CHECK(range(T::Smoothbore, 1815, s, G::Heavy) == 2000);
}

TEST_CASE("T-4 ship ranges by year band, 1906 in the 6,000 p band (B-14)") {
  CHECK(range(T::Sail, 1849) == 800);
  CHECK(range(T::Sail, 1850) == 1200);
  CHECK(range(T::Steamer, 1858) == 1200);
  CHECK(range(T::Steamer, 1859) == 2000);
  CHECK(range(T::Ironclad, 1886) == 2000);
  CHECK(range(T::Ironclad, 1887) == 3000);
  CHECK(range(T::Ironclad, 1905) == 3000);
  CHECK(range(T::Ironclad, 1906) == 6000);
}

TEST_CASE("T-4/B-60 Flotilla 400 p to 1845, none 1846-1875, 800 p at naval from 1876") {
  ShootingSituation naval;
  naval.targetNaval = true;
  CHECK(range(T::Flotilla, 1845) == 400);
  CHECK_FALSE(range(T::Flotilla, 1846, naval));
  CHECK_FALSE(range(T::Flotilla, 1875, naval));
  CHECK(range(T::Flotilla, 1876, naval) == 800);
  CHECK_FALSE(range(T::Flotilla, 1876));  // land target
  CHECK_FALSE(range(T::Submarine, 1875, naval));
  CHECK(range(T::Submarine, 1876, naval) == 800);
}

TEST_CASE("T-4 Bayonets 200 p to 1790 or at mounted before 1851, else 400 p") {
  ShootingSituation atMounted;
  atMounted.targetMounted = true;
  CHECK(range(T::Bayonets, 1790) == 200);
  CHECK(range(T::Bayonets, 1791) == 400);
  CHECK(range(T::Bayonets, 1850, atMounted) == 200);
  CHECK(range(T::Bayonets, 1851, atMounted) == 400);
}

TEST_CASE("T-4 Stoic Foot 200 to 1856; 600 to 1875 Elite or 1880 not; then 1,200") {
  CHECK(range(T::StoicFoot, 1856) == 200);
  CHECK(range(T::StoicFoot, 1857) == 600);
  CHECK(range(T::StoicFoot, 1875, {}, G::Elite) == 600);
  CHECK(range(T::StoicFoot, 1876, {}, G::Elite) == 1200);
  CHECK(range(T::StoicFoot, 1880) == 600);
  CHECK(range(T::StoicFoot, 1881, {}, G::Inferior) == 1200);
}

TEST_CASE("T-4 Marksmen 400 p to 1857, 600 p after; Minie and BL 600; Rifles 1,200") {
  CHECK(range(T::Marksmen, 1857) == 400);
  CHECK(range(T::Marksmen, 1858) == 600);
  CHECK(range(T::Minie, 1855) == 600);
  CHECK(range(T::BL, 1866) == 600);
  CHECK(range(T::Rifles, 1870) == 1200);
  CHECK(range(T::Firelocks, 1710) == 200);
  CHECK(range(T::Muskets, 1800) == 200);
  CHECK(range(T::LightInfantry, 1810) == 400);
  CHECK(range(T::Laager, 1880) == 600);
}

TEST_CASE(
    "T-4 dismounted shooters: Dragoons 200 to 1863 then 600, Repeaters 400, RC and MR 1,200") {
  CHECK(range(T::Dragoons, 1863, dismounted()) == 200);
  CHECK(range(T::Dragoons, 1864, dismounted()) == 600);
  CHECK(range(T::Repeaters, 1864, dismounted()) == 400);
  CHECK(range(T::RifleCavalry, 1910, dismounted()) == 1200);
  CHECK(range(T::MountedRifles, 1899, dismounted()) == 1200);
  CHECK_FALSE(range(T::Dragoons, 1864));  // no troops shoot while mounted
  CHECK_FALSE(range(T::MountedRifles, 1899));
}

TEST_CASE("T-4 never shoot: mounted, staff, Spearmen, Pontooneers, Supply Base, Aeronauts") {
  for (auto type : {T::Cuirassiers, T::LightHorse, T::ArmyHQ, T::CommandParty, T::Spearmen,
                    T::Pontooneers, T::SupplyBase, T::Aeronauts})
    CHECK_FALSE(range(type, 1870, dismounted()));
}

TEST_CASE("T-12 mist caps every range at 200 p") {
  ShootingSituation mist;
  mist.mist = true;
  CHECK(range(T::Rifled, 1870, mist) == 200);
  CHECK(range(T::Muskets, 1800, mist) == 200);
  CHECK_FALSE(range(T::Spearmen, 1800, mist));
}
