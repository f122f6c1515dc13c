// T-1 land move distances and T-2 naval move distances.
#include "core/rules/move_table.h"

#include <doctest/doctest.h>

using namespace hfg;
using T = TroopType;
using G = Grade;

namespace {
MoveDistances land(TroopType type, Grade grade = G::Basic, int year = 1815, bool march = false) {
  const auto d = moveDistancesPaces(type, grade, year, march);
  REQUIRE(d);
  return *d;
}
}  // namespace

TEST_CASE("T-1 row 1 Army HQ, NP, Pistols, Cuirassiers 800/400/200") {
  for (auto type : {T::ArmyHQ, T::NativePotentate, T::Pistols, T::Cuirassiers})
    CHECK(land(type) == MoveDistances{800, 400, 200});
}

TEST_CASE("T-1 rows 2-5 cavalry and CP") {
  CHECK(land(T::HeavyCavalry) == MoveDistances{1200, 400, 200});
  CHECK(land(T::Sipahis) == MoveDistances{1200, 400, 200});
  CHECK(land(T::Dragoons) == MoveDistances{1200, 400, 400});
  CHECK(land(T::MountedRifles) == MoveDistances{1200, 400, 400});
  CHECK(land(T::LightCavalry) == MoveDistances{1600, 400, 300});
  CHECK(land(T::RifleCavalry) == MoveDistances{1600, 400, 300});
  CHECK(land(T::CommandParty) == MoveDistances{2000, 400, 300});
  CHECK(land(T::LightHorse) == MoveDistances{2000, 400, 300});
}

TEST_CASE("T-1 Muskets and Stoic Foot 400/400/200, but 600/400/400 in a march move") {
  CHECK(land(T::Muskets) == MoveDistances{400, 400, 200});
  CHECK(land(T::Muskets, G::Basic, 1760, true) == MoveDistances{600, 400, 400});
  CHECK(land(T::StoicFoot, G::Elite, 1854, true) == MoveDistances{600, 400, 400});
  // Firelocks "always" use the slow row.
  CHECK(land(T::Firelocks, G::Basic, 1710, true) == MoveDistances{400, 400, 200});
}

TEST_CASE("T-1 Elite Spearmen move as Light Infantry 800/800/600; other Spearmen 600/400/400") {
  CHECK(land(T::Spearmen, G::Elite) == MoveDistances{800, 800, 600});
  CHECK(land(T::Spearmen, G::Basic) == MoveDistances{600, 400, 400});
  CHECK(land(T::LightInfantry) == MoveDistances{800, 800, 600});
  CHECK(land(T::Marksmen, G::Inferior) == MoveDistances{800, 800, 600});
  CHECK(land(T::Rifles) == MoveDistances{600, 400, 400});
}

TEST_CASE("T-1 artillery: Horse 1200/400/200, Portable 800/400/400, Heavy 400/200/0") {
  CHECK(land(T::Smoothbore, G::Horse) == MoveDistances{1200, 400, 200});
  CHECK(land(T::Portable) == MoveDistances{800, 400, 400});
  CHECK(land(T::Rifled, G::Heavy, 1870) == MoveDistances{400, 200, 0});
}

TEST_CASE("T-1/B-14 other artillery 400/200/200 up to and including 1756, 600/400/200 after") {
  CHECK(land(T::Smoothbore, G::Basic, 1756) == MoveDistances{400, 200, 200});
  CHECK(land(T::Smoothbore, G::Basic, 1757) == MoveDistances{600, 400, 200});
  // The year does not change the Horse and Heavy rows.
  CHECK(land(T::Smoothbore, G::Horse, 1740) == MoveDistances{1200, 400, 200});
  CHECK(land(T::Smoothbore, G::Heavy, 1740) == MoveDistances{400, 200, 0});
}

TEST_CASE("T-1 row 14 Pontooneers, Laager, Aeronauts 400/200/0; Supply Base never moves") {
  for (auto type : {T::Pontooneers, T::Laager, T::Aeronauts})
    CHECK(land(type) == MoveDistances{400, 200, 0});
  CHECK(land(T::SupplyBase) == MoveDistances{0, 0, 0});
  CHECK_FALSE(moveDistancesPaces(T::Ironclad, G::Basic, 1870, false));
}

TEST_CASE("T-2 naval moves and the B-14 Flotilla year 1876") {
  CHECK(navalMoveDistancesPaces(T::Steamer, 1862, false) == NavalMoveDistances{2000, 1200});
  CHECK(navalMoveDistancesPaces(T::Submarine, 1864, false) == NavalMoveDistances{800, 400});
  CHECK(navalMoveDistancesPaces(T::Sail, 1800, false) == NavalMoveDistances{1200, 800});
  CHECK(navalMoveDistancesPaces(T::Flotilla, 1875, false) == NavalMoveDistances{1200, 800});
  CHECK(navalMoveDistancesPaces(T::Flotilla, 1876, false) == NavalMoveDistances{2000, 1200});
  CHECK(navalMoveDistancesPaces(T::Ironclad, 1866, true) == NavalMoveDistances{1600, 800});
  CHECK_FALSE(navalMoveDistancesPaces(T::Bayonets, 1866, false));
}
